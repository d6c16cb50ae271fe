import Foundation
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// After a pan settles, labels keep their bitmaps where they look the same, and the new ones come
/// `newLabelsPerFrame` a frame, most important first, so no frame draws them all.
@MainActor
@Suite(.serialized) struct LabelPacingTests {
  private func labelViews(_ map: StyledMap) -> [PlacedLabelView] {
    map.labels.subviews.compactMap { $0 as? PlacedLabelView }
  }

  @Test func newLabelsArriveAFewAFrameInPlacementOrder() throws {
    let map = try StyledMap(zoom: 16)
    // The first labels come at once.
    #expect(map.labels.pendingLabelCount == 0)
    #expect(labelViews(map).map(\.look.text) == map.labels.labelTexts)
    // The views themselves, held: a freed view's address (its ObjectIdentifier) can come back.
    let kept = labelViews(map)
    let draws = panAndLift(map)
    // Frame by frame until every placed label has its view.
    var newPerFrame: [Int] = []
    var seen = labelViews(map)
    for _ in 0..<30 {
      map.app.advance(1.0 / 60)
      let now = labelViews(map)
      newPerFrame.append(now.filter { view in !seen.contains { $0 === view } }.count)
      seen = now
      if map.labels.drawCount > draws, map.labels.pendingLabelCount == 0 { break }
    }
    #expect(map.labels.drawCount == draws + 1)
    #expect(map.labels.pendingLabelCount == 0)
    // Labels that look as before kept their views; enough are new to need several frames.
    let views = labelViews(map)
    let reused = views.filter { view in kept.contains { $0 === view } }.count
    let fresh = views.count - reused
    #expect(fresh > MapLabelView.newLabelsPerFrame)
    #expect(newPerFrame.allSatisfy { $0 <= MapLabelView.newLabelsPerFrame })
    let perFrame = MapLabelView.newLabelsPerFrame
    #expect(newPerFrame.filter { $0 > 0 }.count == (fresh + perFrame - 1) / perFrame)
    // In the end, every label in drawing order, each where it was placed.
    #expect(views.map(\.look.text) == map.labels.labelTexts)
    for (view, box) in zip(views, map.labels.labelBoxes) {
      #expect(view.frame.intersects(box[0]))
    }
  }

  /// Labels of the last layout that no new label reuses stay where they were on screen, behind
  /// the new ones, until a label taking their place arrives; none overlaps a new label, and all
  /// are gone once every new label is in.
  @Test func oldLabelsStayUntilTheirReplacementsArrive() throws {
    let map = try StyledMap(zoom: 16)
    let before = labelViews(map)
    pan(map)
    // Where each label shows on screen while the finger holds the map still.
    let shownAt = Dictionary(
      uniqueKeysWithValues: before.map { (ObjectIdentifier($0), $0.convert($0.bounds, to: map.app.window)) })
    let draws = map.labels.drawCount
    map.app.fingers.up()
    var frames = 0
    while map.labels.drawCount == draws, frames < 30 {
      map.app.advance(1.0 / 60)
      frames += 1
    }
    #expect(map.labels.drawCount == draws + 1)
    let retiring = labelViews(map).filter { view in
      !map.labels.labelViews.contains { $0 === view } && before.contains { $0 === view }
    }
    #expect(retiring.map(\.look.text).sorted() == map.labels.retiringLabelTexts.sorted())
    #expect(retiring.count >= 3)
    for view in retiring {
      let frame = view.convert(view.bounds, to: map.app.window)
      let old = try #require(shownAt[ObjectIdentifier(view)])
      #expect(abs(frame.minX - old.minX) < 1e-6 && abs(frame.minY - old.minY) < 1e-6)
    }
    var retiringCounts: [Int] = []
    repeat {
      let shown = map.labels.labelViews.compactMap { $0 }
      let old = labelViews(map).filter { view in !shown.contains { $0 === view } }
      #expect(old.count == map.labels.retiringLabelTexts.count)
      for view in old { #expect(!view.meets(shown.flatMap(\.boxes))) }
      retiringCounts.append(old.count)
      map.app.advance(1.0 / 60)
    } while map.labels.pendingLabelCount > 0 && retiringCounts.count < 30
    #expect(map.labels.retiringLabelTexts.isEmpty)
    #expect(labelViews(map).map(\.look.text) == map.labels.labelTexts)
    // They went as their replacements came, not all in the first frame.
    #expect(retiringCounts.count >= 2 && retiringCounts == retiringCounts.sorted(by: >))
  }

  /// Drags the map up and left with a finger, then holds it still.
  private func pan(_ map: StyledMap) {
    map.app.fingers.down(at: CGPoint(x: 300, y: 500))
    for step in 1...20 {
      map.app.advance(1.0 / 60)
      map.app.fingers.move(to: CGPoint(x: 300 - CGFloat(step) * 10, y: 500 - CGFloat(step) * 12))
    }
    map.app.advance(0.2)
  }

  /// Pans the map and lifts the finger: the labels are placed again a few frames later. Returns the
  /// label layout count before the lift.
  private func panAndLift(_ map: StyledMap) -> Int {
    pan(map)
    let draws = map.labels.drawCount
    map.app.fingers.up()
    return draws
  }

  /// How many bytes of the render differ from the render with every label drawn again by its view
  /// on the main thread.
  private func differenceFromDrawingOnMain(_ map: StyledMap) -> Int {
    let shown = map.render().opaqueRGBA()
    for view in labelViews(map) { view.setNeedsDisplay() }
    let drawnOnMain = map.render().opaqueRGBA()
    guard shown.count == drawnOnMain.count else { return max(shown.count, drawnOnMain.count) }
    return zip(shown, drawnOnMain).filter { $0 != $1 }.count
  }

  /// New labels arrive with bitmaps drawn on the label queue, the same pixels as their views draw.
  @Test func newLabelsAreDrawnOffTheMainThreadAsTheirViewsDrawThem() throws {
    let map = try StyledMap(zoom: 16)
    let first = labelViews(map)
    // The first labels come with the first frame, all drawn on the label queue while the tiles
    // were drawn, none by their views in the render.
    #expect(first.count > MapLabelView.newLabelsPerFrame)
    #expect(map.labels.labelsDrawnAhead == first.count)
    _ = map.render()
    #expect(map.labels.labelsDrawnByTheirViews == 0)
    #expect(differenceFromDrawingOnMain(map) == 0)
    let draws = panAndLift(map)
    let drawnByViews = map.labels.labelsDrawnByTheirViews
    for _ in 0..<30 where map.labels.drawCount == draws || map.labels.pendingLabelCount > 0 {
      map.app.advance(1.0 / 60)
    }
    #expect(map.labels.pendingLabelCount == 0)
    let fresh = labelViews(map).filter { view in !first.contains { $0 === view } }.count
    #expect(fresh > MapLabelView.newLabelsPerFrame)
    #expect(map.labels.labelsDrawnAhead == first.count + fresh)
    // The renders of those frames drew none of them on the main thread.
    #expect(map.labels.labelsDrawnByTheirViews == drawnByViews)
    #expect(differenceFromDrawingOnMain(map) == 0)
  }

  /// A map not in a window has no tiles drawn to overlap its first labels with and may never show:
  /// its labels are placed, and left for the render to draw, none on the label queue.
  @Test func aMapOutOfAWindowLeavesItsFirstLabelsToTheRender() throws {
    let app = MapApp()
    app.map.removeFromSuperview()
    let map = MKMapView(frame: app.window.bounds)
    map.tileSource = OpenStreetMapTileSource(store: try MapTestData.map())
    map.camera = MapCamera(center: MKMapPoint(MapApp.station), mapPointsPerPoint: pow(2, 20 - 16))
    map.layoutIfNeeded()
    let labels = try #require(map.labelView)
    #expect(!labels.labelTexts.isEmpty)
    #expect(labels.labelsDrawnAhead == 0)
    // Shown later: the render draws the label views it has, each itself (a class's first drawing
    // may add a probe's).
    app.headless.root.addSubview(map)
    _ = ViewRenderer().render(app.window)
    let shown = labels.subviews.compactMap { $0 as? PlacedLabelView }.count
    #expect(shown > 0)
    #expect(labels.labelsDrawnAhead == 0)
    #expect(labels.labelsDrawnByTheirViews >= shown)
  }

  /// Bitmaps drawn in the day's colours and handed over after the night came are not used: those
  /// labels show in the night's colours, as every later one does.
  @Test func labelsDrawnBeforeTheAppearanceChangedAreDrawnAgain() throws {
    let map = try StyledMap(zoom: 16)
    let first = labelViews(map)
    let drawnFirst = map.labels.labelsDrawnAhead
    let draws = panAndLift(map)
    for _ in 0..<30 where map.labels.drawCount == draws { map.app.advance(1.0 / 60) }
    // Placed again this frame: the first few labels' bitmaps are being drawn, in the day's colours.
    #expect(map.labels.pendingLabelCount > MapLabelView.newLabelsPerFrame)
    map.app.window.overrideUserInterfaceStyle = .dark
    for _ in 0..<30 where map.labels.pendingLabelCount > 0 { map.app.advance(1.0 / 60) }
    #expect(map.labels.pendingLabelCount == 0)
    // All but the first few, drawn in the day's colours, came drawn on the label queue.
    let fresh = labelViews(map).filter { view in !first.contains { $0 === view } }.count
    #expect(map.labels.labelsDrawnAhead - drawnFirst == fresh - MapLabelView.newLabelsPerFrame)
    #expect(differenceFromDrawingOnMain(map) == 0)
  }
}
