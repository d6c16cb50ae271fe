import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct FlowLayoutTests {
  private func grid(_ count: Int) -> NamedItems { NamedItems([(0..<count).map { "\($0)" }]) }

  @Test func appleDefaultsAreFiftyPointItemsTenPointsApart() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.scrollDirection == .vertical)
  }

  @Test func verticalLinesSpreadTheirSpareRoomAndCentreALoneItem() {
    let app = Headless()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
    let model = grid(7)
    let view = app.collection(model, layout: layout)
    func frame(_ item: Int) -> CGRect? {
      view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    // 345 pt across: three 100 pt items fit (320 with the minimum spacing), the 45 pt left over
    // split into two 22.5 pt gaps.
    #expect(frame(0) == CGRect(x: 15, y: 10, width: 100, height: 100))
    #expect(frame(1) == CGRect(x: 137.5, y: 10, width: 100, height: 100))
    #expect(frame(2) == CGRect(x: 260, y: 10, width: 100, height: 100))
    #expect(frame(3) == CGRect(x: 15, y: 120, width: 100, height: 100))
    // The seventh item is alone on its line: centred in the 345 pt.
    #expect(frame(6) == CGRect(x: 137.5, y: 230, width: 100, height: 100))
    #expect(view.contentSize == CGSize(width: 375, height: 340))
    #expect(itemNames(view) == ["0", "1", "2", "3", "4", "5", "6"])
    #expect(cell(view, "4")?.frame == CGRect(x: 137.5, y: 120, width: 100, height: 100))
  }

  @Test func headersAndFootersSpanTheWidthAroundTheirSections() {
    let app = Headless()
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let model = NamedItems([["a", "b"], ["c"]])
    let view = app.collection(model, layout: layout)
    let header = UICollectionView.elementKindSectionHeader
    let footer = UICollectionView.elementKindSectionFooter
    #expect(
      view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 0, y: 110, width: 375, height: 40))
    #expect(
      view.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 90, width: 375, height: 20))
    // Two 50 pt items fill 375 pt edge to edge (the spare 275 pt between them).
    #expect(cell(view, "b")?.frame == CGRect(x: 325, y: 40, width: 50, height: 50))
    #expect(
      view.visibleSupplementaryViews(ofKind: header).map(\.accessibilityIdentifier) == [
        "header 0", "header 1",
      ])
    #expect(view.contentSize.height == CGFloat(40 + 50 + 20 + 40 + 50 + 20))
  }

  @Test func horizontalFlowFillsColumnsTopToBottom() {
    let app = Headless()
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 80, height: 80)
    let model = grid(5)
    let view = app.collection(model, layout: layout, size: CGSize(width: 375, height: 200))
    func frame(_ item: Int) -> CGRect? {
      view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    // Two 80 pt items per 200 pt column, the spare 40 pt between them; columns 10 pt apart.
    #expect(frame(0) == CGRect(x: 0, y: 0, width: 80, height: 80))
    #expect(frame(1) == CGRect(x: 0, y: 120, width: 80, height: 80))
    #expect(frame(2) == CGRect(x: 90, y: 0, width: 80, height: 80))
    #expect(frame(4) == CGRect(x: 180, y: 60, width: 80, height: 80))
    #expect(view.contentSize == CGSize(width: 260, height: 200))
  }

  @Test func delegateSizesCentreItemsOnTheirLine() {
    let app = Headless()
    let layout = UICollectionViewFlowLayout()
    let model = NamedItems([["a", "b", "c"]])
    model.sizes = [
      "a": CGSize(width: 150, height: 30), "b": CGSize(width: 150, height: 60),
      "c": CGSize(width: 200, height: 20),
    ]
    let view = app.collection(model, layout: layout)
    #expect(cell(view, "a")?.frame == CGRect(x: 0, y: 15, width: 150, height: 30))
    #expect(cell(view, "b")?.frame == CGRect(x: 225, y: 0, width: 150, height: 60))
    #expect(cell(view, "c")?.frame == CGRect(x: 87.5, y: 70, width: 200, height: 20))
  }

  @Test func aWidthChangeReflowsAVerticalLayout() {
    let app = Headless()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let model = grid(4)
    let view = app.collection(model, layout: layout)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == CGFloat(110))
    view.frame.size.width = 500
    view.layoutIfNeeded()
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 400, y: 0, width: 100, height: 100))
  }
}
