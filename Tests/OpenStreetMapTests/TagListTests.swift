import Testing

@testable import OpenStreetMap

/// `TagList`: an element's tags found by key as a dictionary of them would answer.
@Suite struct TagListTests {
  @Test func aKeyReadsItsValueAndAMissingOneNil() {
    let tags = TagList([(key: "highway", value: "residential"), (key: "name", value: "Kaivokatu")])
    #expect(tags["name"] == "Kaivokatu")
    #expect(tags["highway"] == "residential")
    // Same length as "name", different key.
    #expect(tags["note"] == nil)
    #expect(tags["name:en"] == nil)
    #expect(!tags.isEmpty)
    #expect(TagList([]).isEmpty)
  }

  @Test func aKeyListedTwiceReadsItsLastValue() {
    let tags = TagList([
      (key: "oneway", value: "no"), (key: "lanes", value: "2"), (key: "oneway", value: "yes"),
    ])
    #expect(tags["oneway"] == "yes")
    #expect(tags == ["lanes": "2", "oneway": "yes"])
    #expect(tags != ["lanes": "2", "oneway": "no"])
  }
}
