import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct CollectionViewTests {
  private func grid(_ count: Int) -> NamedItems { NamedItems([(0..<count).map { "\($0)" }]) }

  private func squares(_ side: CGFloat) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: side, height: side)
    return layout
  }

  @Test func onlyTheItemsInViewHaveCellsAndScrolledAwayOnesAreReused() {
    let app = Headless()
    let model = grid(1000)
    let view = app.collection(model, layout: squares(100))
    // Three 100 pt columns; 667 pt show lines 0…6 (110 pt apart), 21 items.
    #expect(view.indexPathsForVisibleItems.count == 21)
    let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
    view.contentOffset = CGPoint(x: 0, y: 1100)
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 30, section: 0))
    #expect(first?.superview === view)  // the same cell object, dequeued again for a new item
    #expect(view.subviews.filter { $0 is UICollectionViewCell }.count == view.visibleCells.count)
  }

  @Test func aTapSelectsTheItemUnderTheFinger() {
    let app = Headless()
    let model = grid(6)
    let view = app.collection(model, layout: squares(100))
    app.tap(at: CGPoint(x: 187, y: 160))
    app.advance(0.5)
    #expect(model.selected == [IndexPath(item: 4, section: 0)])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
  }

  @Test func deletedItemsFadeAndTheRestSlideIntoPlace() throws {
    let app = Headless()
    let model = grid(6)
    let view = app.collection(model, layout: squares(100))
    let gone = try #require(cell(view, "1"))
    let three = try #require(cell(view, "3"))
    model.sections[0].remove(at: 1)
    view.deleteItems(at: [IndexPath(item: 1, section: 0)])
    // Item 3 moves from the second line's start (0, 110) to the first line's end (275, 0): three
    // 100 pt items on 375 pt, 37.5 pt apart.
    #expect(three.frame.origin == CGPoint(x: 275, y: 0))
    app.advance(0.15)
    let midway = three.layer.presentation()!.frame.origin
    #expect(abs(midway.x - 137.5) < 1e-6 && abs(midway.y - 55) < 1e-6)
    #expect(abs(gone.layer.presentation()!.opacity - 0.5) < 1e-6)
    app.advance(0.2)
    #expect(gone.superview == nil)
    #expect(itemNames(view) == ["0", "2", "3", "4", "5"])
  }

  @Test func anInsertedItemFadesInWhereItGoes() throws {
    let app = Headless()
    let model = grid(2)
    let view = app.collection(model, layout: squares(100))
    var finished: [Bool] = []
    view.performBatchUpdates(
      {
        model.sections[0].insert("new", at: 0)
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
      }, completion: { finished.append($0) })
    let new = try #require(cell(view, "new"))
    #expect(new.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(new.layer.presentation()!.opacity == 0)
    app.advance(0.15)
    #expect(abs(new.layer.presentation()!.opacity - 0.5) < 1e-6)
    app.advance(0.2)
    #expect(finished == [true])
  }

  @Test func anUpdateThatDoesNotAddUpLogsUIKitsMessage() {
    var reports: [String] = []
    let app = Headless(diagnostics: { reports.append($0) })
    let model = grid(3)
    let view = app.collection(model, layout: squares(100))
    view.insertItems(at: [IndexPath(item: 3, section: 0)])
    #expect(
      reports == [
        "UICollectionView: attempt to insert item 3 into section 0, but there are only 3 items in section 0 after the update"
      ])
    view.layoutIfNeeded()
    model.sections[0].append("3")
    view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    let expected: String =
      "UICollectionView: Invalid update: invalid number of items in section 0. The number of items contained in "
      + "an existing section after the update (4) must be equal to the number of items contained in that section "
      + "before the update (3), plus or minus the number of items inserted or deleted from that section (0 "
      + "inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved "
      + "in, 0 moved out)."
    #expect(reports.last == expected)
    #expect(view.numberOfItems(inSection: 0) == 4)
  }

  @Test func registrationsConfigureCellsAndHeadersWithoutIdentifiers() {
    final class Source: NSObject, UICollectionViewDataSource {
      let items = ["Express", "Taxi"]
      var configured: [String] = []
      // Unowned: the source holds its registration, which holds this handler (a cycle if strong).
      lazy var registration = UICollectionView.CellRegistration<UICollectionViewCell, String> {
        [unowned self] cell, _, item in
        cell.accessibilityIdentifier = item
        self.configured.append(item)
      }
      let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { view, kind, indexPath in view.accessibilityIdentifier = "\(kind) \(indexPath.section)" }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        2
      }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: items[indexPath.item])
      }
      func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
      ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
      }
    }
    var reports: [String] = []
    let app = Headless(diagnostics: { reports.append($0) })
    let source = Source()
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let view = UICollectionView(frame: app.root.bounds, collectionViewLayout: layout)
    view.dataSource = source
    app.root.addSubview(view)
    #expect(itemNames(view) == ["Express", "Taxi"])
    #expect(source.configured == ["Express", "Taxi"])
    #expect(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .accessibilityIdentifier == "UICollectionElementKindSectionHeader 0")
    #expect(reports.isEmpty)
  }

  @Test func pagingStopsOnPageBoundaries() {
    let app = Headless()
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 375, height: 200)
    layout.minimumLineSpacing = 0
    let model = grid(5)
    let view = app.collection(model, layout: layout, size: CGSize(width: 375, height: 200))
    view.isPagingEnabled = true
    app.flick(from: CGPoint(x: 300, y: 100), velocity: CGPoint(x: -3000, y: 0), duration: 0.1)
    app.advance(2)
    #expect(view.contentOffset == CGPoint(x: 375, y: 0))
    #expect(view.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0)])
  }
}
