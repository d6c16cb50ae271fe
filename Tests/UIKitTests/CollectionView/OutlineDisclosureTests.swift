import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// `NSDiffableDataSourceSectionSnapshot` and the `.outlineDisclosure` accessory: a tap on the chevron
/// expands or collapses its item, children come and go, list cells are indented by their level.
@MainActor
@Suite struct OutlineDisclosureTests {
  typealias Source = UICollectionViewDiffableDataSource<Int, String>

  /// Two cities with districts; parents show an outline disclosure of `style` (or run `handler`).
  private func setUp(
    style: UICellAccessory.OutlineDisclosureOptions.Style = .cell,
    handler: UICellAccessory.ActionHandler? = nil
  ) -> (Headless, UICollectionView, Source) {
    let app = Headless()
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = UICollectionView(frame: app.root.bounds, collectionViewLayout: layout)
    let parents: Set = ["Helsinki", "Espoo"]
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
      cell.accessibilityIdentifier = name
      cell.accessories =
        parents.contains(name)
        ? [.outlineDisclosure(options: .init(style: style), actionHandler: handler)] : []
    }
    let source = Source(collectionView: view) { view, indexPath, name in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Helsinki", "Espoo"])
    outline.append(["Kamppi", "Kallio"], to: "Helsinki")
    outline.append(["Tapiola"], to: "Espoo")
    source.apply(outline, to: 0, animatingDifferences: false)
    app.root.addSubview(view)
    view.layoutIfNeeded()
    return (app, view, source)
  }

  private func chevron(_ view: UICollectionView, _ item: Int) -> OutlineDisclosureControl? {
    view.cellForItem(at: IndexPath(item: item, section: 0))?.subviews.compactMap {
      $0 as? OutlineDisclosureControl
    }.first
  }

  @Test func aSectionSnapshotKeepsItsOutline() {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["a", "b"])
    outline.append(["a1", "a2"], to: "a")
    outline.append(["a1x"], to: "a1")
    outline.insert(["a0"], before: "a1")
    outline.insert(["c"], after: "b")
    #expect(outline.items == ["a", "a0", "a1", "a1x", "a2", "b", "c"])
    #expect(outline.rootItems == ["a", "b", "c"])
    #expect(outline.visibleItems == ["a", "b", "c"])
    outline.expand(["a", "a1"])
    #expect(outline.visibleItems == ["a", "a0", "a1", "a1x", "a2", "b", "c"])
    #expect(outline.level(of: "a1x") == 2)
    #expect(outline.parent(of: "a1x") == "a1")
    #expect(outline.index(of: "a2") == 4)
    outline.collapse(["a"])
    #expect(outline.visibleItems == ["a", "b", "c"])
    #expect(!outline.isVisible("a1x"))
    #expect(outline.isExpanded("a1"))
    let sub = outline.snapshot(of: "a")
    #expect(sub.rootItems == ["a0", "a1", "a2"])
    #expect(sub.level(of: "a1x") == 1)
    #expect(outline.snapshot(of: "a", includingParent: true).items == ["a", "a0", "a1", "a1x", "a2"])
    outline.delete(["a1"])
    #expect(outline.items == ["a", "a0", "a2", "b", "c"])
    #expect(!outline.contains("a1x"))
    outline.append(["b"])  // already there: ignored
    #expect(outline.rootItems == ["a", "b", "c"])
  }

  @Test func tappingTheChevronExpandsAndCollapsesTheItem() throws {
    let (app, view, source) = setUp()
    var expanded: [String] = []
    source.sectionSnapshotHandlers.willExpandItem = { expanded.append($0) }
    #expect(itemNames(view) == ["Helsinki", "Espoo"])
    // The 24 pt chevron 16 pt from the trailing edge, centred on the 47 pt row, pointing right.
    let helsinki = try #require(chevron(view, 0))
    #expect(helsinki.frame == CGRect(x: 335, y: 11.5, width: 24, height: 24))
    #expect(!helsinki.isExpanded)
    app.tap(at: CGPoint(x: 347, y: 23.5))
    #expect(expanded == ["Helsinki"])
    #expect(source.snapshot(for: 0).isExpanded("Helsinki"))
    #expect(source.snapshot().itemIdentifiers == ["Helsinki", "Kamppi", "Kallio", "Espoo"])
    app.advance(0.35)
    #expect(itemNames(view) == ["Helsinki", "Kamppi", "Kallio", "Espoo"])
    #expect(helsinki.isExpanded)
    #expect(helsinki.transform == CGAffineTransform(rotationAngle: .pi / 2))
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)
    // Children are indented one level (10 pt); the tap selected nothing.
    let kamppi = try #require(
      view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    kamppi.layoutIfNeeded()
    #expect(kamppi.indentationLevel == 1)
    #expect(kamppi.contentView.frame == CGRect(x: 10, y: 0, width: 365, height: 47))
    #expect(view.indexPathsForSelectedItems == [])
    view.frame.size.height = 188
    view.layoutIfNeeded()
    assertGolden(try #require(ViewRenderer().render(view, scale: 2)), named: "collection-list-outline")
    app.tap(at: CGPoint(x: 347, y: 23.5))
    app.advance(0.35)
    #expect(itemNames(view) == ["Helsinki", "Espoo"])
    #expect(!helsinki.isExpanded)
  }

  @Test func theHandlersCanRefuseAndSupplyChildren() {
    let (app, view, source) = setUp()
    source.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Espoo" }
    source.sectionSnapshotHandlers.snapshotForExpandingParentItem = { _, children in
      var fresh = children
      fresh.append(["Punavuori"])
      return fresh
    }
    app.tap(at: CGPoint(x: 347, y: 70.5))
    app.advance(0.35)
    #expect(itemNames(view) == ["Helsinki", "Espoo"])
    app.tap(at: CGPoint(x: 347, y: 23.5))
    app.advance(0.35)
    #expect(itemNames(view) == ["Helsinki", "Kamppi", "Kallio", "Punavuori", "Espoo"])
    #expect(source.snapshot(for: 0).level(of: "Punavuori") == 1)
  }

  @Test func aHeaderStyleTogglesOnATapAnywhereAndSelectsNothing() {
    let (app, view, source) = setUp(style: .header)
    app.tap(at: CGPoint(x: 100, y: 23.5))
    app.advance(0.35)
    #expect(itemNames(view) == ["Helsinki", "Kamppi", "Kallio", "Espoo"])
    #expect(view.indexPathsForSelectedItems == [])
    withExtendedLifetime(source) {}  // the collection view holds its data source weakly
  }

  @Test func aHandlerRunsInPlaceOfTheToggle() {
    var handled = 0
    let (app, view, source) = setUp(handler: { handled += 1 })
    app.tap(at: CGPoint(x: 347, y: 23.5))
    app.advance(0.35)
    #expect(handled == 1)
    #expect(itemNames(view) == ["Helsinki", "Espoo"])
    withExtendedLifetime(source) {}
  }

  @Test func applyingAFlatSnapshotDropsTheOutline() {
    let (_, view, source) = setUp()
    var flat = NSDiffableDataSourceSnapshot<Int, String>()
    flat.appendSections([0])
    flat.appendItems(["Vantaa"])
    source.apply(flat, animatingDifferences: false)
    #expect(source.snapshot(for: 0).rootItems == ["Vantaa"])
    #expect(source.snapshot(for: 0).level(of: "Vantaa") == 0)
    view.layoutIfNeeded()
    #expect(itemNames(view) == ["Vantaa"])
  }
}
