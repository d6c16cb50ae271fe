import Foundation
import HailApp
import Testing

/// Zooming keeps the pickup where it is: wheel, pinch and double tap scale the map about the pin,
/// wherever the pointer or the fingers are (replay `zoom-around-pickup`).
@MainActor
@Suite struct ZoomReplayTests {
  @Test func wheelPinchAndDoubleTapZoomAroundThePickup() throws {
    let outcome = try replay("zoom-around-pickup")
    let (startLatitude, startLongitude) = try outcome.mapCenter("before")
    var span = try outcome.mapSpan("before").1
    // Longitude spans (linear in map points). Two 80-point notches zoom in one level (160 wheel points a level); a pinch from 40 to 80 pt
    // apart, two times; a double tap, two times again.
    for (name, factor) in [("wheeled", 2.0), ("pinching", 2.0), ("pinched", 1.0), ("double-tapped", 2.0)] {
      let (latitude, longitude) = try outcome.mapCenter(name)
      #expect(abs(latitude - startLatitude) < 1e-9 && abs(longitude - startLongitude) < 1e-9, "\(name)")
      let zoomed = try outcome.mapSpan(name).1
      #expect(abs(zoomed - span / factor) < span * 1e-6, "\(name): \(zoomed) after \(span)")
      span = zoomed
    }
    // The pickup did not move, so neither did its address; the pin rests once the pinch is over.
    #expect(try outcome.app("pinched")["pickup"] as? String == outcome.app("before")["pickup"] as? String)
    #expect(try outcome.app("pinching")["pinLifted"] as? Bool == false)
    #expect(try outcome.app("double-tapped")["pinLifted"] as? Bool == false)
  }
}
