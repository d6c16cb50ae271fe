import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// The `.multiselect` and `.reorder` accessories of `UICollectionViewListCell` in editing mode:
/// selection shown in the circle, and an item dragged by its bars to another place.
@MainActor
@Suite struct ListCellEditingAccessoryTests {
  /// Places in one list section, each row with `accessories`; moving an item moves it in `names`.
  final class Places: NSObject, UICollectionViewDataSource {
    var names: [String]
    var moves: [(IndexPath, IndexPath)] = []
    let registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>

    init(_ names: [String], accessories: [UICellAccessory]) {
      self.names = names
      registration = UICollectionView.CellRegistration { cell, _, name in
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
        cell.accessories = accessories
        cell.accessibilityIdentifier = name
      }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      names.count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: names[indexPath.item])
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
      true
    }
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      moves.append((sourceIndexPath, destinationIndexPath))
      names.insert(names.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
  }

  /// A plain list of 47 pt rows (one line of the engine's body text with its margins).
  private func list(_ app: Headless, _ model: Places) -> UICollectionView {
    app.plainList(model)
  }

  private func cell(_ view: UICollectionView, _ item: Int) throws -> UICollectionViewListCell {
    let cell = try #require(
      view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
    cell.layoutIfNeeded()
    return cell
  }

  private func circle(_ cell: UICollectionViewListCell) -> MultiselectAccessoryView? {
    cell.subviews.compactMap { $0 as? MultiselectAccessoryView }.first
  }

  @Test func multiselectCirclesShowTheSelectionWhileEditing() throws {
    let app = Headless()
    let model = Places(["Kamppi", "Töölö", "Kallio"], accessories: [.multiselect()])
    let view = list(app, model)
    let first = try cell(view, 0)
    // Shown only while editing (`.whenEditing` by default): the content fills the row.
    #expect(circle(first)?.isHidden == true)
    #expect(first.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 47))
    view.isEditing = true
    first.layoutIfNeeded()
    // The 38 pt leading column; the content moves aside.
    #expect(circle(first)?.frame == CGRect(x: 0, y: 0, width: 38, height: 47))
    #expect(first.contentView.frame == CGRect(x: 38, y: 0, width: 337, height: 47))
    // Apple's defaults: no selection while editing.
    app.tap(at: CGPoint(x: 200, y: 70))
    #expect(view.indexPathsForSelectedItems == [])
    view.allowsMultipleSelectionDuringEditing = true
    app.tap(at: CGPoint(x: 200, y: 70))
    app.tap(at: CGPoint(x: 200, y: 117))
    #expect(
      view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    #expect(circle(try cell(view, 1))?.isChecked == true)
    #expect(circle(first)?.isChecked == false)
    #expect(try cell(view, 2).configurationState.isSelected)
    view.frame.size.height = 141
    view.layoutIfNeeded()
    assertGolden(try #require(ViewRenderer().render(view, scale: 2)), named: "collection-list-multiselect")
    // A second tap deselects.
    app.tap(at: CGPoint(x: 200, y: 70))
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(circle(try cell(view, 1))?.isChecked == false)
  }

  @Test func draggingTheReorderBarsMovesTheItem() throws {
    let app = Headless()
    let model = Places(["A", "B", "C", "D", "E"], accessories: [.reorder()])
    let view = list(app, model)
    view.isEditing = true
    let a = try cell(view, 0)
    let b = try cell(view, 1)
    let c = try cell(view, 2)
    let d = try cell(view, 3)
    // The 44 pt bars 16 pt from the trailing edge, as tall as the row; the content 16 pt before them.
    let bars = try #require(a.subviews.first { $0 is TableCellReorderControl })
    #expect(bars.frame == CGRect(x: 315, y: 0, width: 44, height: 47))
    #expect(a.contentView.frame == CGRect(x: 0, y: 0, width: 299, height: 47))
    app.drag(from: CGPoint(x: 337, y: 23.5), to: CGPoint(x: 337, y: 123.5), lift: false)
    // A follows the finger 100 pt down, its middle over C's place: B and C slide up to make room.
    #expect(a.frame == CGRect(x: 0, y: 100, width: 375, height: 47))
    #expect(b.frame.minY == 0)
    #expect(c.frame.minY == 47)
    #expect(d.frame.minY == 141)
    app.fingers.up()
    #expect(model.moves.map(\.0) == [IndexPath(item: 0, section: 0)])
    #expect(model.moves.map(\.1) == [IndexPath(item: 2, section: 0)])
    #expect(model.names == ["B", "C", "A", "D", "E"])
    app.advance(0.35)
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === a)
    #expect(a.frame == CGRect(x: 0, y: 94, width: 375, height: 47))
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === b)
    #expect(b.frame.minY == 0)
    view.frame.size.height = 141
    view.layoutIfNeeded()
    assertGolden(try #require(ViewRenderer().render(view, scale: 2)), named: "collection-list-reorder")
  }

  @Test func anItemTheDataSourceCannotMoveDoesNotStart() {
    final class Fixed: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        2
      }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        UICollectionViewListCell(frame: .zero)
      }
    }
    let app = Headless()
    let model = Fixed()
    let view = app.plainList(model)
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
    withExtendedLifetime(model) {}
  }
}
