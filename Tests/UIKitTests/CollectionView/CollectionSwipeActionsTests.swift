import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct CollectionSwipeActionsTests {
  /// A plain list of twenty 44 pt rows on the 375 × 667 screen (row 2 spans y 88…132): trailing
  /// "Del" and "Flag" (74 pt each, 148 pt together) on every row but row 5, a leading "Pin".
  private func setUp(
    configure: (inout UICollectionLayoutListConfiguration, SwipeActionLog) -> Void = { _, _ in }
  ) -> (Headless, UICollectionView, NamedItems, SwipeActionLog) {
    let app = Headless()
    let log = SwipeActionLog()
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    list.trailingSwipeActionsConfigurationProvider = { indexPath in
      indexPath.item == 5
        ? nil : UISwipeActionsConfiguration(actions: [log.action("Del", .destructive), log.action("Flag")])
    }
    list.leadingSwipeActionsConfigurationProvider = { _ in
      UISwipeActionsConfiguration(actions: [log.action("Pin")])
    }
    configure(&list, log)
    let model = NamedItems([(0..<20).map { "\($0)" }])
    let view = app.collection(model, layout: UICollectionViewCompositionalLayout.list(using: list))
    return (app, view, model, log)
  }

  private func hitFrame(_ app: Headless, _ point: CGPoint) -> CGRect? {
    app.window.hitTest(point, with: nil).map { $0.convert($0.bounds, to: nil) }
  }

  @Test func aLeftwardSwipeUncoversTheTrailingActionsInProportion() throws {
    let (app, view, model, _) = setUp()
    let row = try #require(cell(view, "2"))
    app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110), lift: false)
    // 100 of the 148 pt uncovered: each button 100/148 of its 74 pt, the red one at the edge.
    #expect(row.bounds.origin.x == 100)
    #expect(row.frame == CGRect(x: 0, y: 88, width: 375, height: 44))
    #expect(app.window.hitTest(CGPoint(x: 360, y: 110), with: nil)?.backgroundColor == .systemRed)
    #expect(hitFrame(app, CGPoint(x: 360, y: 110)) == CGRect(x: 325, y: 88, width: 50, height: 44))
    #expect(hitFrame(app, CGPoint(x: 300, y: 110)) == CGRect(x: 275, y: 88, width: 50, height: 44))
    #expect(view.contentOffset == .zero)
    app.fingers.up()
    app.advance(0.35)
    // Released past half (74 pt): open to the whole 148 pt.
    #expect(row.bounds.origin.x == 148)
    #expect(hitFrame(app, CGPoint(x: 340, y: 110)) == CGRect(x: 301, y: 88, width: 74, height: 44))
    withExtendedLifetime(model) {}
  }

  @Test func aRightwardSwipeOpensTheLeadingActionAndTappingItRunsIt() throws {
    let (app, view, model, log) = setUp()
    let row = try #require(cell(view, "3"))
    app.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 100, y: 150))
    app.advance(0.35)
    // 50 pt is past half of the 74 pt "Pin": the row opens to it, content 74 pt to the right.
    #expect(row.bounds.origin.x == -74)
    #expect(hitFrame(app, CGPoint(x: 30, y: 150)) == CGRect(x: 0, y: 132, width: 74, height: 44))
    app.tap(at: CGPoint(x: 30, y: 150))
    #expect(log.performed == ["Pin"])
    log.completions[0](true)
    app.advance(0.35)
    #expect(row.bounds.origin.x == 0)
    #expect(model.selected.isEmpty)  // the tap on the action did not select the item
  }

  @Test func aRowWithoutActionsOnThatSideDoesNotMove() throws {
    let (app, view, model, _) = setUp()
    let row = try #require(cell(view, "5"))
    app.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 200, y: 240), lift: false)
    #expect(row.bounds.origin.x == 0)
    #expect(row.subviews.count == 1)  // only its content view: no actions
    app.fingers.up()
    withExtendedLifetime(model) {}
  }

  @Test func aFullSwipePerformsTheFirstActionAndADeletedItemGoes() throws {
    // Weak: the collection keeps its layout, whose provider keeps these; strong, they would be a cycle.
    weak var collection: UICollectionView?
    weak var items: NamedItems?
    let (app, view, model, _) = setUp { list, _ in
      list.trailingSwipeActionsConfigurationProvider = { indexPath in
        UISwipeActionsConfiguration(actions: [
          UIContextualAction(style: .destructive, title: "Del") { _, _, completion in
            items?.sections[0].remove(at: indexPath.item)
            collection?.deleteItems(at: [indexPath])
            completion(true)
          }
        ])
      }
    }
    collection = view
    items = model
    let row = try #require(cell(view, "2"))
    app.drag(from: CGPoint(x: 350, y: 110), to: CGPoint(x: 50, y: 110), lift: false)
    // Past 60 % of the row (225 pt) the first action covers all 300 uncovered points.
    #expect(hitFrame(app, CGPoint(x: 100, y: 110)) == CGRect(x: 75, y: 88, width: 300, height: 44))
    app.fingers.up()
    app.advance(0.5)
    #expect(model.sections[0].count == 19)
    #expect(view.numberOfItems(inSection: 0) == 19)
    #expect(row.superview == nil)  // gone to the reuse queue…
    #expect(row.bounds.origin.x == 0)  // …and reset for its next item
    #expect(cell(view, "3")?.frame == CGRect(x: 0, y: 88, width: 375, height: 44))
  }

  @Test func aTouchOnAnotherItemClosesTheOpenOneWithoutSelecting() throws {
    let (app, view, model, _) = setUp()
    let row = try #require(cell(view, "2"))
    app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110))
    app.advance(0.35)
    #expect(row.bounds.origin.x == 148)
    app.tap(at: CGPoint(x: 100, y: 300))
    app.advance(0.35)
    #expect(row.bounds.origin.x == 0)
    #expect(row.subviews.count == 1)
    #expect(model.selected.isEmpty)
    // The next tap selects as usual.
    app.tap(at: CGPoint(x: 100, y: 300))
    #expect(model.selected == [IndexPath(item: 6, section: 0)])
  }

  @Test func scrollingClosesTheOpenItem() throws {
    let (app, view, model, _) = setUp()
    let row = try #require(cell(view, "2"))
    app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110))
    app.advance(0.35)
    view.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
    app.advance(0.35)
    #expect(row.bounds.origin.x == 0)
    withExtendedLifetime(model) {}
  }

  @Test func sectionsThatAreNotListsDoNotSwipe() throws {
    let app = Headless()
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let grid = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
    let model = NamedItems([(0..<5).map { "\($0)" }])
    let view = app.collection(model, layout: UICollectionViewCompositionalLayout(section: grid))
    let row = try #require(cell(view, "1"))
    app.drag(from: CGPoint(x: 300, y: 60), to: CGPoint(x: 200, y: 60))
    #expect(row.bounds.origin.x == 0)
    #expect(row.subviews.count == 1)
  }
}
