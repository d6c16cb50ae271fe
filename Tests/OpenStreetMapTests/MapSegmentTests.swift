import Testing

@testable import OpenStreetMap

/// The one projection of a point onto a segment (`MapPoint.nearest(onSegmentFrom:to:)`), which
/// geocoding and snapping share.
@Suite struct MapSegmentTests {
  let a = MapPoint(x: 0, y: 0)
  let b = MapPoint(x: 10, y: 0)

  @Test func aPointBesideTheSegmentProjectsOntoIt() {
    let nearest = MapPoint(x: 4, y: 3).nearest(onSegmentFrom: a, to: b)
    #expect(nearest.point == MapPoint(x: 4, y: 0))
    #expect(nearest.fraction == 0.4)
    #expect(nearest.squared == 9)
  }

  @Test func pointsBeyondTheEndsGetTheEnds() {
    #expect(MapPoint(x: -5, y: 2).nearest(onSegmentFrom: a, to: b).point == a)
    #expect(MapPoint(x: 15, y: -2).nearest(onSegmentFrom: a, to: b).fraction == 1)
  }

  @Test func aSegmentOfNoLengthGivesItsStart() {
    let point = MapPoint(x: 2, y: 2)
    #expect(MapPoint(x: 9, y: 9).nearest(onSegmentFrom: point, to: point).point == point)
  }
}
