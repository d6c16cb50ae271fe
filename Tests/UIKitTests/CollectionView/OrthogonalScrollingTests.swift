import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct OrthogonalScrollingTests {
  private func setUp(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
    -> (Headless, UICollectionView, NamedItems)
  {
    let app = Headless()
    let model = NamedItems.cardsOverRows
    let view = app.collection(model, layout: UICollectionViewCompositionalLayout.cardsOverRows(behavior))
    return (app, view, model)
  }

  /// A visible cell by name, wherever it is in the view tree.
  private func shown(_ view: UICollectionView, _ name: String) -> UICollectionViewCell? {
    view.visibleCells.first { $0.accessibilityIdentifier == name }
  }

  private func band(_ view: UICollectionView) throws -> UIScrollView {
    try #require(view.subviews.lazy.compactMap { $0 as? UIScrollView }.first)
  }

  /// A horizontal flick on the cards at `speed` pt/s for `duration`, then 3 s to rest.
  private func flick(_ app: Headless, _ speed: CGFloat, _ duration: TimeInterval = 0.1) {
    app.flick(from: CGPoint(x: 300, y: 50), velocity: CGPoint(x: speed, y: 0), duration: duration)
    app.advance(3)
  }

  @Test func theSectionsCellsLiveInAScrollViewOverItsBand() throws {
    let (_, view, model) = setUp(.continuous)
    let band = try band(view)
    #expect(band.superview === view)
    #expect(band.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(band.contentSize == CGSize(width: 1622, height: 100))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 496, y: 0, width: 150, height: 100))
    // Cards 0…2 are on screen (card 2 spans 336…486); the rows start under the band.
    #expect(itemNames(view).prefix(3) == ["card 0", "card 1", "card 2"])
    #expect(shown(view, "card 3") == nil)
    #expect(cell(view, "row 0")?.frame == CGRect(x: 0, y: 100, width: 375, height: 44))
    #expect(view.contentSize == CGSize(width: 375, height: 980))
    withExtendedLifetime(model) {}
  }

  @Test func scrollingTheBandBringsItsCardsInWithoutScrollingTheList() throws {
    let (app, view, model) = setUp(.continuous)
    let band = try band(view)
    band.contentOffset = CGPoint(x: 400, y: 0)
    app.nextFrame()
    // The band shows 400…775 of its row: cards 2 (336…486), 3 and 4 (656…806).
    #expect(itemNames(view).filter { $0.hasPrefix("card") } == ["card 2", "card 3", "card 4"])
    let third = try #require(shown(view, "card 3"))
    #expect(third.frame == CGRect(x: 496, y: 0, width: 150, height: 100))  // in the band's content
    #expect(third.convert(third.bounds, to: view) == CGRect(x: 96, y: 0, width: 150, height: 100))
    #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 50)) == IndexPath(item: 3, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 120)) == IndexPath(item: 0, section: 1))
    #expect(view.contentOffset == .zero)
    withExtendedLifetime(model) {}
  }

  @Test func dragsAcrossScrollTheBandAndDragsAlongScrollTheList() throws {
    let (app, view, model) = setUp(.continuous)
    let band = try band(view)
    app.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), lift: false)
    #expect(band.contentOffset.x > 150)
    #expect(view.contentOffset.y == 0)
    app.fingers.up()
    app.advance(3)
    let rested = band.contentOffset.x
    app.drag(from: CGPoint(x: 200, y: 60), to: CGPoint(x: 200, y: 10), steps: 20, lift: false)
    #expect(view.contentOffset.y > 30)
    #expect(band.contentOffset.x == rested)
    app.fingers.up()
    withExtendedLifetime(model) {}
  }

  @Test func pagingTurnsOneBandWidthPerFlick() throws {
    let (app, view, model) = setUp(.paging)
    let band = try band(view)
    flick(app, -1200)
    #expect(band.contentOffset.x == 375)
    flick(app, -1200)
    #expect(band.contentOffset.x == 750)
    flick(app, 1200)
    #expect(band.contentOffset.x == 375)
    withExtendedLifetime(model) {}
  }

  @Test func groupPagingMovesOneGroupPerFlickToTheLeadingInset() throws {
    let (app, view, model) = setUp(.groupPaging)
    let band = try band(view)
    flick(app, -1200)
    // Card 1 (x 176) rests at the 16 pt leading inset.
    #expect(band.contentOffset.x == 160)
    #expect(try #require(shown(view, "card 1")).convert(CGPoint.zero, to: view).x == 16)
    // A long fast flick (450 pt) still moves one group on.
    flick(app, -3000, 0.15)
    #expect(band.contentOffset.x == 320)
    // A slow short drag back falls to the nearest group.
    app.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 150, y: 50), steps: 30, lift: false)
    app.advance(0.3)
    app.fingers.up()
    app.advance(3)
    #expect(band.contentOffset.x == 320)
    withExtendedLifetime(model) {}
  }

  @Test func groupPagingCenteredCentresTheGroup() throws {
    let (app, view, model) = setUp(.groupPagingCentered)
    let band = try band(view)
    flick(app, -1200)
    // Card 1's centre (176 + 75 = 251) at the band's centre (187.5).
    #expect(band.contentOffset.x == 63.5)
    flick(app, -1200)
    #expect(band.contentOffset.x == 223.5)
    withExtendedLifetime(model) {}
  }

  @Test func leadingBoundaryRestsOnTheGroupNearestWhereDecelerationWouldEnd() throws {
    let (freeApp, free, freeModel) = setUp(.continuous)
    flick(freeApp, -900, 0.2)
    let natural = try band(free).contentOffset.x
    #expect(natural.truncatingRemainder(dividingBy: 160) != 0)
    let (app, view, model) = setUp(.continuousGroupLeadingBoundary)
    flick(app, -900, 0.2)
    app.advance(3)  // the last points of a normal-rate deceleration onto the boundary
    #expect(try band(view).contentOffset.x == (natural / 160).rounded() * 160)
    withExtendedLifetime((freeModel, model)) {}
  }

  @Test func scrollingToAnItemOfTheSectionScrollsItsBandAlongAndTheListAcross() throws {
    let (app, view, model) = setUp(.continuous)
    let band = try band(view)
    view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredHorizontally, animated: false)
    app.nextFrame()
    // Card 5 spans 816…966: its centre (891) at the band's centre (187.5).
    #expect(band.contentOffset.x == 703.5)
    #expect(view.contentOffset == .zero)
    #expect(try #require(shown(view, "card 5")).convert(CGPoint.zero, to: view) == CGPoint(x: 112.5, y: 0))
    // Card 9 (1456) cannot reach the left edge: the band stops at the end of its row (1247).
    view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .left, animated: false)
    #expect(band.contentOffset.x == 1247)
    // Down the list, then back to card 4 at the top left: the list scrolls up, the band across.
    view.contentOffset = CGPoint(x: 0, y: 300)
    view.scrollToItem(at: IndexPath(item: 4, section: 0), at: [.top, .left], animated: true)
    app.advance(1)
    #expect(view.contentOffset == .zero)
    #expect(band.contentOffset.x == 656)
    #expect(itemNames(view).filter { $0.hasPrefix("card") } == ["card 4", "card 5", "card 6"])
    withExtendedLifetime(model) {}
  }
}
