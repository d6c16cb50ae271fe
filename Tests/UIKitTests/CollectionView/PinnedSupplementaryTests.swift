import Testing
@_spi(Hail) import UIKit

/// `NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds`: a pinned header stays at the top
/// of the visible area while its section scrolls under it and is pushed up by the section's end; a
/// pinned footer stays at the bottom while its section is on screen.
@MainActor
@Suite struct PinnedSupplementaryTests {
  /// Three sections of ten 44 pt rows between a 30 pt header and a 20 pt footer, both pinned:
  /// section 0 spans 0…490 (rows 30…470, footer 470…490), section 1 490…980, section 2 980…1470.
  private func setUp(pinFooters: Bool = true, topInset: CGFloat = 0) -> (
    Headless, UICollectionView, NamedItems
  ) {
    let app = Headless()
    let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let item = NSCollectionLayoutItem(layoutSize: row)
    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [item]))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
      elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    footer.pinToVisibleBounds = pinFooters
    section.boundarySupplementaryItems = [header, footer]
    let model = NamedItems((0..<3).map { s in (0..<10).map { "\(s).\($0)" } })
    let view = UICollectionView(
      frame: app.root.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      view.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
    }
    view.contentInset.top = topInset
    view.dataSource = model
    app.root.addSubview(view)
    view.layoutIfNeeded()
    // The collection view holds its data source weakly: the test keeps it.
    return (app, view, model)
  }

  private func scroll(_ view: UICollectionView, to y: CGFloat) {
    view.contentOffset = CGPoint(x: 0, y: y)
    view.layoutIfNeeded()
  }

  private func header(_ view: UICollectionView, _ section: Int) -> CGRect? {
    view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?
      .frame
  }

  private func footer(_ view: UICollectionView, _ section: Int) -> CGRect? {
    view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?
      .frame
  }

  @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionsEndPushesItUp() throws {
    let (_, view, model) = setUp(pinFooters: false)
    #expect(header(view, 0) == CGRect(x: 0, y: 0, width: 375, height: 30))
    scroll(view, to: 100)
    #expect(header(view, 0) == CGRect(x: 0, y: 100, width: 375, height: 30))
    #expect(header(view, 1) == CGRect(x: 0, y: 490, width: 375, height: 30))
    // Rows scroll under it: the header is drawn above the cells.
    let headerView = try #require(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(headerView.layer.zPosition == 1)
    #expect(cell(view, "0.2")?.frame == CGRect(x: 0, y: 118, width: 375, height: 44))
    #expect(cell(view, "0.2")?.layer.zPosition == 0)
    // Section 0 ends at 490 (after its footer): at 470 its header rests 30 pt above that.
    scroll(view, to: 470)
    #expect(header(view, 0) == CGRect(x: 0, y: 460, width: 375, height: 30))
    scroll(view, to: 500)
    #expect(header(view, 0) == nil)
    #expect(header(view, 1) == CGRect(x: 0, y: 500, width: 375, height: 30))
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 0, y: 500, width: 375, height: 30))
    // Pulled down past the top, the header stays at its place.
    scroll(view, to: -50)
    #expect(header(view, 0) == CGRect(x: 0, y: 0, width: 375, height: 30))
    withExtendedLifetime(model) {}
  }

  @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionIsOnScreen() {
    let (_, view, model) = setUp()
    // The screen ends at 667: section 1's footer (at 960) shows at 647; section 0's is in its place.
    #expect(footer(view, 0) == CGRect(x: 0, y: 470, width: 375, height: 20))
    #expect(footer(view, 1) == CGRect(x: 0, y: 647, width: 375, height: 20))
    #expect(footer(view, 2) == nil)
    scroll(view, to: 400)
    #expect(footer(view, 1) == CGRect(x: 0, y: 960, width: 375, height: 20))
    #expect(footer(view, 2) == CGRect(x: 0, y: 1047, width: 375, height: 20))
    withExtendedLifetime(model) {}
  }

  @Test func headersPinBelowTheTopInset() {
    let (_, view, model) = setUp(pinFooters: false, topInset: 64)
    scroll(view, to: 36)
    // The visible area starts 64 pt below the bounds' top: at 100.
    #expect(header(view, 0) == CGRect(x: 0, y: 100, width: 375, height: 30))
    withExtendedLifetime(model) {}
  }
}
