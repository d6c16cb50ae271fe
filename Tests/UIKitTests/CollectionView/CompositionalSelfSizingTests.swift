import Testing
@_spi(Hail) import UIKit

/// A cell that asks for 80 pt of height when it shows item "tall", 150 pt of width for "wide".
final class AskingCell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
      return layoutAttributes
    }
    if accessibilityIdentifier == "tall" { copy.size.height = 80 }
    if accessibilityIdentifier == "wide" { copy.size.width = 150 }
    return copy
  }
}

@MainActor
@Suite struct CompositionalSelfSizingTests {
  private func collection(
    _ app: Headless, _ model: NamedItems, _ layout: UICollectionViewLayout,
    cellClass: UICollectionViewCell.Type
  ) -> UICollectionView {
    let view = UICollectionView(frame: app.root.bounds, collectionViewLayout: layout)
    view.register(cellClass, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    app.root.addSubview(view)
    view.layoutIfNeeded()
    view.layoutIfNeeded()  // the second pass places the sizes the cells asked for
    return view
  }

  @Test func anEstimatedRowTakesTheHeightItsCellAsksForAndTheRowsBelowMove() {
    let app = Headless()
    let model = NamedItems([["a", "tall", "c"]])
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = collection(app, model, layout, cellClass: AskingCell.self)
    let frames = (0..<3).compactMap {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 375, height: 44), CGRect(x: 0, y: 44, width: 375, height: 80),
        CGRect(x: 0, y: 124, width: 375, height: 44),
      ])
    #expect(cell(view, "tall")?.frame == CGRect(x: 0, y: 44, width: 375, height: 80))
    #expect(cell(view, "c")?.frame == CGRect(x: 0, y: 124, width: 375, height: 44))
    #expect(view.contentSize == CGSize(width: 375, height: 168))
  }

  @Test func anEstimatedWidthInAHorizontalGroupPushesTheNextItemAlong() {
    let app = Headless()
    let model = NamedItems([["a", "wide", "c"]])
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(80)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
      subitems: [item])
    group.interItemSpacing = .fixed(10)
    let view = collection(
      app, model, UICollectionViewCompositionalLayout(section: .init(group: group)),
      cellClass: AskingCell.self
    )
    // "wide" asks for 150 pt: "c" starts 10 pt after it.
    let frames = (0..<3).compactMap {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames.map(\.minX) == [0, 70, 230])
    #expect(frames.map(\.width) == [60, 150, 60])
  }
}
