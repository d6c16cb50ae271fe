import Testing
@_spi(Hail) import UIKit

/// A cell with no sizing code of its own: a block inset 10 pt top and bottom and 16 pt each side in
/// its content view, as tall as `blockHeight` and (at a lower priority) as wide as `blockWidth`.
final class BlockCell: UICollectionViewCell {
  let block = UIView()
  private let width: NSLayoutConstraint
  private let height: NSLayoutConstraint

  var blockSize: CGSize {
    get { CGSize(width: width.constant, height: height.constant) }
    set {
      width.constant = newValue.width
      height.constant = newValue.height
    }
  }

  override init(frame: CGRect) {
    width = block.widthAnchor.constraint(equalToConstant: 10)
    height = block.heightAnchor.constraint(equalToConstant: 10)
    super.init(frame: frame)
    block.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(block)
    // The layout's width wins over the block's own where the layout fixes it.
    width.priority = .defaultHigh
    NSLayoutConstraint.activate([
      block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      width, height,
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Items whose cells' blocks have the sizes given.
final class BlockItems: NSObject, UICollectionViewDataSource {
  var sizes: [CGSize]

  init(_ sizes: [CGSize]) {
    self.sizes = sizes
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sizes.count
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "block", for: indexPath)
    (cell as? BlockCell)?.blockSize = sizes[indexPath.item]
    return cell
  }
}

@MainActor
@Suite struct CollectionCellAutoLayoutSizingTests {
  private func show(_ app: Headless, _ model: BlockItems, _ layout: UICollectionViewLayout)
    -> UICollectionView
  {
    let view = UICollectionView(frame: app.root.bounds, collectionViewLayout: layout)
    view.register(BlockCell.self, forCellWithReuseIdentifier: "block")
    view.dataSource = model
    app.root.addSubview(view)
    view.layoutIfNeeded()
    view.layoutIfNeeded()  // the second pass places the sizes the cells asked for
    return view
  }

  private func frames(_ view: UICollectionView, count: Int) -> [CGRect] {
    (0..<count).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
  }

  @Test func listRowsTakeTheHeightOfTheirConstraintsAtTheListsWidth() {
    let app = Headless()
    let model = BlockItems([
      CGSize(width: 10, height: 24), CGSize(width: 10, height: 60), CGSize(width: 10, height: 5),
    ])
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = show(app, model, layout)
    // 10 + block + 10; the width stays the list's 375 (the block is 343 wide, not 10).
    #expect(
      frames(view, count: 3) == [
        CGRect(x: 0, y: 0, width: 375, height: 44), CGRect(x: 0, y: 44, width: 375, height: 80),
        CGRect(x: 0, y: 124, width: 375, height: 25),
      ])
    let cell = view.cellForItem(at: IndexPath(item: 1, section: 0)) as? BlockCell
    #expect(cell?.frame == CGRect(x: 0, y: 44, width: 375, height: 80))
    cell?.layoutIfNeeded()
    #expect(cell?.block.frame == CGRect(x: 16, y: 10, width: 343, height: 60))
    #expect(view.contentSize == CGSize(width: 375, height: 149))
  }

  @Test func flowLayoutCellsFitBothDimensions() {
    let app = Headless()
    let model = BlockItems([
      CGSize(width: 100, height: 30), CGSize(width: 60, height: 50), CGSize(width: 40, height: 20),
    ])
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 80, height: 40)
    let view = show(app, model, layout)
    // 132 × 50, 92 × 70 and 72 × 40 on one 375 pt line: the 79 pt left over goes between them and
    // each is centred on the 70 pt line (UIKit's flow layout).
    #expect(
      frames(view, count: 3) == [
        CGRect(x: 0, y: 10, width: 132, height: 50), CGRect(x: 171.5, y: 0, width: 92, height: 70),
        CGRect(x: 303, y: 15, width: 72, height: 40),
      ])
  }

  @Test func anEstimatedWidthFitsWhileTheAbsoluteHeightStays() {
    let app = Headless()
    let model = BlockItems([CGSize(width: 40, height: 500), CGSize(width: 90, height: 500)])
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(50), heightDimension: .absolute(60)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
      subitems: [item])
    group.interItemSpacing = .fixed(8)
    let view = show(app, model, UICollectionViewCompositionalLayout(section: .init(group: group)))
    // Widths 16 + 40 + 16 and 16 + 90 + 16; the block's 500 pt height gives way to the row's 60.
    #expect(
      frames(view, count: 2) == [
        CGRect(x: 0, y: 0, width: 72, height: 60), CGRect(x: 80, y: 0, width: 122, height: 60),
      ])
  }

  @Test func aCellWithoutConstraintsKeepsItsEstimate() {
    let app = Headless()
    let model = NamedItems([["a", "b"]])
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = app.collection(model, layout: layout)
    view.layoutIfNeeded()
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 44, width: 375, height: 44))
  }
}
