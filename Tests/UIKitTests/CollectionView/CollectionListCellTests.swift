import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// `UICollectionViewListCell`: list content and accessories, in and out of editing mode.
@MainActor
@Suite struct CollectionListCellTests {
  /// Places with their accessories, shown through a cell registration as iOS code does.
  final class Places: NSObject, UICollectionViewDataSource {
    let names: [String]
    let accessories: (Int) -> [UICellAccessory]
    let registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>

    init(_ names: [String], accessories: @escaping (Int) -> [UICellAccessory]) {
      self.names = names
      self.accessories = accessories
      registration = UICollectionView.CellRegistration { cell, indexPath, name in
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
        cell.accessories = accessories(indexPath.item)
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
  }

  private func list(_ app: Headless, _ model: Places) -> UICollectionView {
    app.plainList(model)
  }

  private func listCell(_ view: UICollectionView, _ item: Int) throws -> UICollectionViewListCell {
    let cell = try #require(
      view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
    cell.layoutIfNeeded()
    return cell
  }

  /// The frames of a cell's shown accessory views (its subviews other than the content view).
  private func accessoryFrames(_ cell: UICollectionViewCell) -> [CGRect] {
    cell.subviews.filter { $0 !== cell.contentView && !$0.isHidden }.map(\.frame).sorted { $0.minX < $1.minX }
  }

  @Test func theContentConfigurationFillsTheContentViewBeforeTheTrailingAccessories() throws {
    let app = Headless()
    let model = Places(["Kamppi", "Töölö", "Kallio"]) { item in
      switch item {
      case 0: [.disclosureIndicator()]
      case 1: [.checkmark(), .disclosureIndicator()]
      default: []
      }
    }
    let view = list(app, model)
    let first = try listCell(view, 0)
    // Rows are one line of text with 11 pt above and below: 47 pt in the engine's 17 pt body font
    // (25 pt a line; iOS's SF line is 20.3 pt, so its rows stay at the 44 pt minimum). The chevron
    // (8 × 13) 16 pt from the trailing edge, the content 16 pt before it.
    #expect(accessoryFrames(first) == [CGRect(x: 351, y: 17, width: 8, height: 13)])
    #expect(first.contentView.frame == CGRect(x: 0, y: 0, width: 335, height: 47))
    let shown = try #require(first.contentView.subviews.first as? UIListContentView)
    #expect((shown.configuration as? UIListContentConfiguration)?.text == "Kamppi")
    let second = try listCell(view, 1)
    // The checkmark (14 × 12) 16 pt before the chevron.
    #expect(
      accessoryFrames(second) == [
        CGRect(x: 321, y: 17.5, width: 14, height: 12), CGRect(x: 351, y: 17, width: 8, height: 13),
      ])
    #expect(second.contentView.frame.width == 305)
    #expect(try listCell(view, 2).contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 47))
    view.frame.size.height = 141
    view.layoutIfNeeded()
    assertGolden(try #require(ViewRenderer().render(view, scale: 2)), named: "collection-list-cells")
  }

  @Test func editingShowsTheDeleteControlAndItsTapRunsTheHandler() throws {
    let app = Headless()
    var deleted: [Int] = []
    let model = Places(["Kamppi", "Töölö"]) { item in
      [.delete { deleted.append(item) }, .disclosureIndicator(displayed: .whenNotEditing)]
    }
    let view = list(app, model)
    let cell = try listCell(view, 1)
    #expect(accessoryFrames(cell) == [CGRect(x: 351, y: 17, width: 8, height: 13)])
    #expect(cell.configurationState.isEditing == false)
    view.isEditing = true
    cell.layoutIfNeeded()
    // The 38 pt delete control at the leading edge; the chevron goes; the content moves aside.
    #expect(accessoryFrames(cell) == [CGRect(x: 0, y: 0, width: 38, height: 47)])
    #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 337, height: 47))
    #expect(cell.configurationState.isEditing)
    view.frame.size.height = 94
    view.layoutIfNeeded()
    assertGolden(try #require(ViewRenderer().render(view, scale: 2)), named: "collection-list-cells-editing")
    app.tap(at: CGPoint(x: 19, y: 70))
    #expect(deleted == [1])
    view.isEditing = false
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 335, height: 47))
  }

  @Test func aLabelTakesItsReservedWidthAndHiddenAccessoriesKeepTheirPlace() throws {
    let app = Headless()
    let model = Places(["Kamppi"]) { _ in
      [
        .label(text: "2 km", options: .init(reservedLayoutWidth: .custom(60))),
        .checkmark(options: .init(isHidden: true)),
      ]
    }
    let view = list(app, model)
    let cell = try listCell(view, 0)
    // Checkmark slot 345…359 (hidden); label slot 269…329; content ends 16 pt before it.
    let label = try #require(cell.subviews.lazy.compactMap { $0 as? UILabel }.first)
    #expect(label.text == "2 km")
    #expect(abs(label.frame.midX - 299) < 0.001)
    #expect(cell.contentView.frame.width == 253)
    #expect(accessoryFrames(cell).count == 1)
  }

  @Test func rowsGrowToTheirWrappedTextBesideTheAccessories() throws {
    let app = Headless()
    let long = String(repeating: "Mannerheimintie ", count: 8)
    let model = Places(["Kamppi", long, "Kallio"]) { _ in [.disclosureIndicator()] }
    let view = list(app, model)
    view.layoutIfNeeded()
    let frames = (0..<3).compactMap {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    // One line of body text: 47 pt (see above); the next row starts under the tall one.
    #expect(frames.map(\.height).first == 47)
    #expect(frames.map(\.height).last == 47)
    #expect(frames.map(\.minY) == [0, 47, frames[1].maxY])
    let cell = try listCell(view, 1)
    let content = try #require(cell.contentView.subviews.first as? UIListContentView)
    content.layoutIfNeeded()
    let label = try #require(content.subviews.lazy.compactMap { $0 as? UILabel }.first { $0.text == long })
    // The text wraps in the 335 pt before the chevron, less 16 pt margins: 303 pt; the row is the
    // wrapped text with 11 pt above and below.
    #expect(label.frame.width == 303)
    #expect(label.frame.height > 60)
    #expect(label.frame.minY == 11)
    #expect(frames[1].height == label.frame.height + 22)
  }
}
