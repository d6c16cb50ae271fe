import Foundation

/// What a road's tags say: its class, direction, signed limit and the car's rules (`CarProfile`).
/// Working these out was about a third of building the map at 100×, and they depend on the tags
/// alone, so `RoadFactsBatch` works them out on other cores while the builder adds the ways before.
struct RoadFacts: Sendable {
  var roadClass: RoadClass
  var oneway: Int8
  var maxspeed: Double?
  /// nil where cars may not drive it.
  var car: CarWay?

  /// nil unless the tags make a road: a `highway=*` of a known class, not an area.
  init?(_ tags: TagList) {
    guard let highway = tags["highway"], tags["area"] != "yes", let roadClass = RoadClass(osmValue: highway)
    else {
      return nil
    }
    self.roadClass = roadClass
    oneway = OSMTags.oneway(tags, roadClass: roadClass)
    maxspeed = OSMTags.maxspeed(tags["maxspeed"])
    car = CarProfile.way(tags)
  }
}
