import Foundation
import Testing

@testable import OpenStreetMap

/// Synthetic coasts in a 10 × 10 box. Every chain keeps land on its left and water on its right,
/// as OpenStreetMap's coastline does.
@Suite struct CoastlineCloserTests {
  static let box = BoundaryBox(MapRect(minX: 0, minY: 0, maxX: 10, maxY: 10))

  private func p(_ x: Double, _ y: Double) -> MapPoint { MapPoint(x: x, y: y) }

  private func close(_ chains: [[MapPoint]], tolerance: Double = 0.001) -> CoastlineCloser {
    var closer = CoastlineCloser(box: Self.box, tolerance: tolerance)
    closer.close(chains)
    return closer
  }

  /// Water area: outer rings minus their islands.
  private func area(_ seas: [CoastlineCloser.Polygon]) -> Double {
    seas.reduce(0) { total, polygon in
      total + abs(RingGeometry.signedArea(polygon[0]))
        - polygon.dropFirst().reduce(0) { $0 + abs(RingGeometry.signedArea($1)) }
    }
  }

  private func isSea(_ seas: [CoastlineCloser.Polygon], _ point: MapPoint) -> Bool {
    seas.contains { RingGeometry.contains(polygon: $0, point) }
  }

  @Test func anIslandInTheMiddleLeavesTheBoxMinusTheIsland() {
    // Counter-clockwise: land (the island) on the left.
    let island = [p(3, 3), p(7, 3), p(7, 7), p(3, 7), p(3, 3)]
    let closer = close([island])
    #expect(closer.seas.count == 1 && closer.seas[0].count == 2)
    #expect(abs(area(closer.seas) - 84) < 1e-9)
    #expect(isSea(closer.seas, p(1, 1)))
    #expect(!isSea(closer.seas, p(5, 5)))
    #expect(closer.droppedChains == 0)
  }

  @Test func aCoastCrossingWestToEastHasTheSeaSouth() {
    // Heading east, the left is north: land north, sea south.
    let closer = close([[p(0, 5), p(4, 5), p(10, 5)]])
    #expect(closer.seas.count == 1)
    #expect(abs(area(closer.seas) - 50) < 1e-9)
    #expect(isSea(closer.seas, p(5, 2)))
    #expect(!isSea(closer.seas, p(5, 8)))
    // The outer ring runs clockwise: the water is on its right, as on the coastline's.
    #expect(RingGeometry.signedArea(closer.seas[0][0]) < 0)
  }

  @Test func theSameCoastEastToWestHasTheSeaNorth() {
    let closer = close([[p(10, 5), p(0, 5)]])
    #expect(abs(area(closer.seas) - 50) < 1e-9)
    #expect(isSea(closer.seas, p(5, 8)))
    #expect(!isSea(closer.seas, p(5, 2)))
  }

  @Test func endsJustInsideTheBoxAreExtendedToItsEdge() {
    // An extract's last coastline node before the cut lies inside the box, not on its edge.
    let closer = close([[p(0.4, 5), p(9.7, 5)]], tolerance: 0.5)
    #expect(abs(area(closer.seas) - 50) < 1e-9)
    #expect(closer.droppedChains == 0)
  }

  @Test func aBayOpeningSouthIsTheOnlyWater() {
    // Up the bay's west shore (water on the right, east), across its head, down its east shore.
    let closer = close([[p(4, 0), p(4, 6), p(6, 6), p(6, 0)]])
    #expect(closer.seas.count == 1)
    #expect(abs(area(closer.seas) - 12) < 1e-9)
    #expect(isSea(closer.seas, p(5, 3)))
    #expect(!isSea(closer.seas, p(2, 2)))
    #expect(!isSea(closer.seas, p(8, 8)))
  }

  @Test func seaInACornerFollowsTheBoundaryRoundTheCorner() {
    // North from the south edge, then east to the east edge: the sea is the south-east quarter.
    let closer = close([[p(5, 0), p(5, 5), p(10, 5)]])
    #expect(abs(area(closer.seas) - 25) < 1e-9)
    #expect(closer.seas[0][0].contains(p(10, 0)))
    #expect(isSea(closer.seas, p(8, 2)))
    #expect(!isSea(closer.seas, p(2, 8)))
  }

  @Test func twoChainsAcrossAStraitMakeOnePolygon() {
    // The south shore runs west (land south), the north shore east (land north): water between.
    let south = [p(10, 3), p(0, 3)]
    let north = [p(0, 7), p(10, 7)]
    let closer = close([south, north])
    #expect(closer.seas.count == 1)
    #expect(abs(area(closer.seas) - 40) < 1e-9)
    #expect(isSea(closer.seas, p(5, 5)))
    #expect(!isSea(closer.seas, p(5, 1)) && !isSea(closer.seas, p(5, 9)))
  }

  @Test func twoBaysOnTheSameEdgeStaySeparate() {
    let west = [p(1, 0), p(1, 4), p(3, 4), p(3, 0)]
    let east = [p(6, 0), p(6, 5), p(9, 5), p(9, 0)]
    let closer = close([east, west])
    #expect(closer.seas.count == 2)
    #expect(abs(area(closer.seas) - (8 + 15)) < 1e-9)
    #expect(isSea(closer.seas, p(2, 2)) && isSea(closer.seas, p(7, 2)))
    #expect(!isSea(closer.seas, p(4.5, 2)))
  }

  @Test func anIslandOffACoastIsAHoleInTheSea() {
    let coast = [p(0, 5), p(10, 5)]
    let island = [p(4, 1), p(6, 1), p(6, 2), p(4, 2), p(4, 1)]
    let closer = close([coast, island])
    #expect(closer.seas.count == 1 && closer.seas[0].count == 2)
    #expect(abs(area(closer.seas) - 48) < 1e-9)
    #expect(!isSea(closer.seas, p(5, 1.5)))
    #expect(isSea(closer.seas, p(5, 3)))
  }

  @Test func aDanglingChainIsDroppedAndCounted() {
    let dangling = [p(2, 2), p(5, 5)]
    let alone = close([dangling])
    #expect(alone.seas.isEmpty)
    #expect(alone.droppedChains == 1)
    // Beside a coast that closes, it changes nothing but the count.
    let beside = close([[p(0, 5), p(10, 5)], [p(2, 1), p(3, 2)]])
    #expect(abs(area(beside.seas) - 50) < 1e-9)
    #expect(beside.droppedChains == 1)
    // An island beside a dangling chain is not enough to call the whole box sea.
    let islandAndGap = close([[p(3, 3), p(7, 3), p(7, 7), p(3, 7), p(3, 3)], dangling])
    #expect(islandAndGap.seas.isEmpty)
  }

  @Test func chainsLeavingTheBoxAreClippedToIt() {
    // Out through the north edge and back in: the water reaches the edge between x 3 and 7.
    let closer = close([[p(-2, 5), p(3, 5), p(3, 12), p(7, 12), p(7, 5), p(12, 5)]])
    #expect(closer.seas.count == 1)
    #expect(abs(area(closer.seas) - 70) < 1e-9)
    #expect(isSea(closer.seas, p(5, 8)))
    #expect(!isSea(closer.seas, p(1, 8)))
  }

  @Test func anIslandCutByTheBoxBecomesACrossing() {
    let island = [p(8, 4), p(12, 4), p(12, 6), p(8, 6), p(8, 4)]
    let closer = close([island])
    #expect(abs(area(closer.seas) - 96) < 1e-9)
    #expect(!isSea(closer.seas, p(9, 5)))
    #expect(isSea(closer.seas, p(5, 5)))
  }

  @Test func noCoastlineNoSea() {
    #expect(close([]).seas.isEmpty)
  }
}

@Suite struct CoastlineChainsTests {
  @Test func piecesJoinEndToStartButNeverReversed() {
    let chains = CoastlineChains.join([[3, 4, 5], [1, 2, 3], [5, 6], [9, 8]])
    #expect(chains.contains([1, 2, 3, 4, 5, 6]))
    #expect(chains.contains([9, 8]))
    #expect(chains.count == 2)
    // A piece pointing the other way stays apart: its water would be on the wrong side.
    #expect(CoastlineChains.join([[1, 2], [3, 2]]).count == 2)
  }

  @Test func piecesCloseIntoAnIsland() {
    let chains = CoastlineChains.join([[1, 2, 3], [3, 4, 1]])
    #expect(chains.count == 1)
    #expect(chains[0].first == chains[0].last && chains[0].count == 5)
  }
}
