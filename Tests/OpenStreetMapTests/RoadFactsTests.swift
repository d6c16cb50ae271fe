import Foundation
import Testing

@testable import OpenStreetMap

/// Roads' facts are worked out on other threads a batch of ways at a time (`RoadFactsBatch`) while
/// the builder adds the batch before: what it builds must not depend on the batches or the threads.
@Suite struct RoadFactsTests {
  @Test func theMapIsTheSameWhateverTheBatches() throws {
    let path = try TestData.requireHelsinkiExtract()
    let reference = try TestData.map().data
    // One way a batch, a few, and every way in one batch.
    for size in [1, 7, 1 << 30] {
      var builder = MapBuilder()
      builder.roadBatchSize = size
      let extract = try OSMReader.read(path) { builder.addNode($0) }
      #expect(builder.build(extract) { _, _ in }.data == reference, "batches of \(size) ways")
    }
  }

  @Test func aRoadsFactsAreItsClassDirectionLimitAndCarRules() throws {
    let tags: TagList = ["highway": "residential", "maxspeed": "30", "oneway": "yes"]
    let road = try #require(RoadFacts(tags))
    #expect(road.roadClass == .residential)
    #expect(road.oneway == 1)
    #expect(road.maxspeed == 30)
    #expect(road.car == CarProfile.way(tags))
    #expect(road.car?.backwardSpeed == nil)
    // A footway is a road here but no car's.
    #expect(try #require(RoadFacts(["highway": "footway"])).car == nil)
    #expect(RoadFacts(["highway": "pedestrian", "area": "yes"]) == nil)
    #expect(RoadFacts(["highway": "no-such-class"]) == nil)
    #expect(RoadFacts(["building": "yes"]) == nil)
  }
}
