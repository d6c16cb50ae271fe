import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct CompositionalLayoutTests {
  private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
  {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  private func frames(_ view: UICollectionView, section: Int = 0) -> [CGRect] {
    (0..<view.numberOfItems(inSection: section)).compactMap {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
  }

  @Test func aGridOfQuartersWithInsetsSpacingAndAHeader() {
    let app = Headless()
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(120)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 7.5, bottom: 8, trailing: 7.5)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(40)),
        elementKind: UICollectionView.elementKindSectionHeader,
        alignment: .top)
    ]
    let model = NamedItems([(0..<7).map { "\($0)" }])
    let view = app.collection(model, layout: UICollectionViewCompositionalLayout(section: section))
    // 360 pt inside the insets: quarters of 90 pt, each item inset 5 pt in its quarter; the items
    // start under the 40 pt header and the 8 pt top inset.
    let all = frames(view)
    #expect(all[0] == CGRect(x: 12.5, y: 53, width: 80, height: 110))
    #expect(all[1] == CGRect(x: 102.5, y: 53, width: 80, height: 110))
    #expect(all[3] == CGRect(x: 282.5, y: 53, width: 80, height: 110))
    #expect(all[4] == CGRect(x: 12.5, y: 183, width: 80, height: 110))
    #expect(all[6] == CGRect(x: 192.5, y: 183, width: 80, height: 110))
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 7.5, y: 0, width: 360, height: 40))
    // 40 header + 8 + two 120 pt groups 10 apart + 8.
    #expect(view.contentSize == CGSize(width: 375, height: 306))
    #expect(itemNames(view) == ["0", "1", "2", "3", "4", "5", "6"])
  }

  @Test func aCountedGroupSharesItsWidthAfterTheSpacing() {
    let app = Headless()
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 4)
    group.interItemSpacing = .fixed(5)
    let model = NamedItems([(0..<5).map { "\($0)" }])
    let view = app.collection(
      model, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    // (375 − 3 × 5) / 4 = 90 pt each, the item's own 10 pt ignored.
    #expect(frames(view).map(\.minX) == [0, 95, 190, 285, 0])
    #expect(frames(view)[4] == CGRect(x: 0, y: 50, width: 90, height: 50))
  }

  @Test func nestedGroupsSplitTheirRoom() {
    let app = Headless()
    let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
    let model = NamedItems([(0..<3).map { "\($0)" }])
    let view = app.collection(
      model, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    #expect(
      frames(view) == [
        CGRect(x: 0, y: 0, width: 187.5, height: 200), CGRect(x: 187.5, y: 0, width: 187.5, height: 100),
        CGRect(x: 187.5, y: 100, width: 187.5, height: 100),
      ])
  }

  @Test func anOrthogonalSectionPutsItsGroupsSideBySide() {
    let app = Headless()
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.absolute(200), .absolute(100)), subitems: [item])
    let row = NSCollectionLayoutSection(group: group)
    row.orthogonalScrollingBehavior = .continuous
    row.interGroupSpacing = 10
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(section: row, configuration: configuration)
    let model = NamedItems([(0..<5).map { "\($0)" }, ["a"]])
    let view = app.collection(model, layout: layout)
    #expect(frames(view).map(\.minX) == [0, 210, 420, 630, 840])
    #expect(frames(view).allSatisfy { $0.minY == 0 && $0.height == 100 })
    // The next section starts below the row and the 20 pt between sections.
    #expect(frames(view, section: 1) == [CGRect(x: 0, y: 120, width: 200, height: 100)])
  }

  @Test func anInsetGroupedListHasFullWidthRowsInsideTwentyPointMargins() {
    let app = Headless()
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let model = NamedItems([["a", "b", "c"]])
    let view = app.collection(model, layout: UICollectionViewCompositionalLayout.list(using: configuration))
    #expect(
      frames(view) == [
        CGRect(x: 20, y: 38, width: 335, height: 44), CGRect(x: 20, y: 82, width: 335, height: 44),
        CGRect(x: 20, y: 126, width: 335, height: 44),
      ])
    #expect(
      view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first?.frame
        == CGRect(x: 20, y: 0, width: 335, height: 38))
  }
}
