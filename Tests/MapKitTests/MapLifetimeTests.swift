import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// A map goes with its test: once the test's objects are out of scope and the application reset,
/// nothing the styled map showed is alive (LeakSanitizer found a window's touch dispatcher alive at
/// the suite's exit after `MapStyleTests.aSmallPanCompositesCachedTiles`).
@MainActor
@Suite struct MapLifetimeTests {
  @Test func aStyledMapPannedAndReleasedGoes() throws {
    let census = try panned()
    UIApplication.shared.resetHeadless()
    #expect(census.survivors.map { "\($0.count) \($0.kind)" } == [])
  }

  /// `MapStyleTests.aSmallPanCompositesCachedTiles`' drag: ten moves, held still, lifted.
  private func panned() throws -> ObjectCensus {
    let map = try StyledMap(zoom: 16)
    _ = map.render()
    map.app.fingers.down(at: CGPoint(x: 200, y: 400))
    for step in 1...10 {
      map.app.advance(1.0 / 60)
      map.app.fingers.move(to: CGPoint(x: 200 - CGFloat(step) * 3, y: 400 - CGFloat(step) * 2))
      _ = map.render()
    }
    map.app.advance(0.2)
    map.app.fingers.up()
    map.app.advance(1)
    _ = map.render()
    var census = ObjectCensus(window: map.app.window)
    census.add(map.source)
    census.add(map.labels)
    // The pan's delegate is the map's own, not one shared for the process.
    census.add(try #require(map.app.map.panRecognizer.delegate))
    return census
  }
}
