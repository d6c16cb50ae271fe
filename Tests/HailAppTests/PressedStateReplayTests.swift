import Foundation
import Testing

/// Controls and rows answer a press visibly, with UIKit's `isHighlighted` timing: a button at once
/// on touch down, a row in a scroll view only after its 150 ms touch delay; both until the lift.
@MainActor
@Suite struct PressedStateReplayTests {
  private func highlighted(_ outcome: ReplayOutcome, _ id: String, _ snapshot: String) throws -> Bool? {
    try outcome.view(id, in: snapshot)["highlighted"] as? Bool
  }

  private func alpha(_ outcome: ReplayOutcome, _ id: String, _ snapshot: String) throws -> Double? {
    try outcome.view(id, in: snapshot)["alpha"] as? Double
  }

  @Test func buttonsDimWhilePressed() throws {
    let outcome = try replay("pressed")
    #expect(outcome.touchedViews.first == "header.messages")
    #expect(try highlighted(outcome, "header.messages", "message-down") == true)
    #expect(try alpha(outcome, "header.messages", "message-down") == 0.5)
    #expect(try highlighted(outcome, "header.messages", "message-up") == false)
    #expect(try alpha(outcome, "header.messages", "message-up") == 1)
    #expect(try highlighted(outcome, "map.recenter", "recenter-down") == true)
    #expect(try highlighted(outcome, "map.recenter", "recenter-up") == false)
  }

  @Test func aRowHighlightsAfterTheScrollViewsTouchDelay() throws {
    let outcome = try replay("pressed")
    let cell = { (snapshot: String) throws -> Bool? in
      let views = try outcome.snapshot(snapshot)["views"] as? [[String: Any]] ?? []
      return views.first { $0["class"] as? String == "PickupCardCell" }?["highlighted"] as? Bool
    }
    #expect(try cell("card-early") == false)  // 50 ms in: the scroll view still holds the touch
    #expect(try cell("card-held") == true)
    #expect(try cell("card-up") == false)
  }
}
