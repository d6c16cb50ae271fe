import Testing
@_spi(Hail) import UIKit

/// A compositional boundary item with an estimated dimension takes the size its view's constraints
/// ask for (`preferredLayoutAttributesFitting`), and what follows it moves.
@MainActor
@Suite struct SelfSizingSupplementaryTests {
  /// A header whose 60 pt box sits 10 pt inside it: 80 pt tall at any width.
  final class BoxHeader: UICollectionReusableView {
    let box = UIView()

    override init(frame: CGRect) {
      super.init(frame: frame)
      box.translatesAutoresizingMaskIntoConstraints = false
      addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: topAnchor, constant: 10),
        box.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        box.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
        box.heightAnchor.constraint(equalToConstant: 60),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  @Test func anEstimatedHeaderTakesItsConstraintsHeightAndTheItemsMoveDown() throws {
    let app = Headless()
    let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let model = NamedItems([["a", "b"], ["c"]])
    let view = UICollectionView(
      frame: app.root.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      BoxHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    view.dataSource = model
    app.root.addSubview(view)
    view.layoutIfNeeded()
    let kind = UICollectionView.elementKindSectionHeader
    let header = try #require(
      view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
    // Estimated at 44 pt, measured at 80: the rows start under it; section 1 follows.
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 80))
    #expect((header as? BoxHeader)?.box.frame == CGRect(x: 16, y: 10, width: 343, height: 60))
    #expect(cell(view, "a")?.frame == CGRect(x: 0, y: 80, width: 375, height: 44))
    #expect(
      view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 0, y: 168, width: 375, height: 80))
    #expect(cell(view, "c")?.frame == CGRect(x: 0, y: 248, width: 375, height: 44))
    #expect(view.contentSize.height == 292)
    withExtendedLifetime(model) {}
  }
}
