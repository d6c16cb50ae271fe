@_spi(Hail) import CoreGraphics
import Foundation
import OpenStreetMap
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// Rings turned one way, so that a tile's buildings of one ring share one path and the nonzero
/// rule fills their union.
@MainActor
@Suite struct PolylineEmitterTests {
  /// A square ring on the map (metres), counterclockwise (y up) unless `clockwise`.
  private func square(x: Double, y: Double, side: Double, clockwise: Bool = false) -> ArraySlice<MapPoint> {
    let ring = [
      MapPoint(x: x, y: y), MapPoint(x: x + side, y: y), MapPoint(x: x + side, y: y + side),
      MapPoint(x: x, y: y + side), MapPoint(x: x, y: y),
    ]
    return ArraySlice(clockwise ? ring.reversed() : ring)
  }

  @Test func aRingTurnsClockwiseWhenItsSignedAreaIsNegative() {
    #expect(PolylineEmitter.turnsClockwise(square(x: 100, y: 100, side: 10, clockwise: true)))
    #expect(!PolylineEmitter.turnsClockwise(square(x: 100, y: 100, side: 10)))
    // A millimetre square far from the origin, as Web Mercator metres are: products of whole
    // coordinates (10^13) would lose its area (10^-6) to rounding; about its first point they keep it.
    #expect(PolylineEmitter.turnsClockwise(square(x: 2.7e6, y: 8.4e6, side: 0.001, clockwise: true)))
    #expect(!PolylineEmitter.turnsClockwise(square(x: 2.7e6, y: 8.4e6, side: 0.001)))
  }

  @Test func overlappingRingsTurnedOppositeWaysFillTheirUnionByTheNonzeroRule() throws {
    // Two squares on a 40-metre canvas, 1 point a metre, overlapping in the middle; given turned
    // opposite ways, as a map's data may have them.
    let transform = MetreToPointTransform(rect: MapRect(minX: 0, minY: 0, maxX: 40, maxY: 40), width: 40)
    let emitter = PolylineEmitter(transform: transform)
    let context = try #require(CGContext(bitmapWidth: 40, height: 40, scale: 1))
    emitter.addClockwiseRing(square(x: 5, y: 5, side: 20), to: context)
    emitter.addClockwiseRing(square(x: 15, y: 15, side: 20, clockwise: true), to: context)
    context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    context.fillPath(using: .winding)
    let image = try #require(context.makeImage())
    // Inside both (metres 15–25 both ways: points 15–25 down from the top too), inside each alone,
    // and outside both.
    #expect(image.pixel(x: 20, y: 20)?.a == 255)
    #expect(image.pixel(x: 8, y: 32)?.a == 255)
    #expect(image.pixel(x: 32, y: 8)?.a == 255)
    #expect(image.pixel(x: 32, y: 32)?.a == 0)
  }

  @Test func aRingAddedClockwiseKeepsItsPoints() throws {
    // Reversed, the ring still passes through every corner: its fill covers the same square.
    let transform = MetreToPointTransform(rect: MapRect(minX: 0, minY: 0, maxX: 20, maxY: 20), width: 20)
    let emitter = PolylineEmitter(transform: transform)
    for clockwise in [false, true] {
      let context = try #require(CGContext(bitmapWidth: 20, height: 20, scale: 1))
      emitter.addClockwiseRing(square(x: 4, y: 4, side: 12, clockwise: clockwise), to: context)
      context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
      context.fillPath(using: .winding)
      let image = try #require(context.makeImage())
      #expect(image.pixel(x: 5, y: 5)?.a == 255 && image.pixel(x: 14, y: 14)?.a == 255)
      #expect(image.pixel(x: 3, y: 3)?.a == 0 && image.pixel(x: 16, y: 16)?.a == 0)
    }
  }
}
