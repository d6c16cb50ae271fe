@_spi(Hail) import CoreGraphics
import Foundation
import Testing

/// The express sheet snaps to its rests — peeking, half, full — with UIKit's target-content-offset
/// rule: a slow release goes to the nearest rest, a flick to the one its momentum carries it to.
@MainActor
@Suite struct SheetReplayTests {
  private func offset(_ outcome: ReplayOutcome, _ snapshot: String) throws -> Double {
    (try outcome.view("express.table", in: snapshot)["contentOffset"] as? [Double])?.last ?? .nan
  }

  @Test func theSheetRestsPeekingHalfOrFull() throws {
    let outcome = try replay("sheet-snap")
    // iPhone 8: peeking, the first card's top at 667 − 150 = 517 (offset −497).
    #expect(try offset(outcome, "peek") == -497)
    // Held still 120 pt up (offset −377): the nearest rest is half, the card's top halfway down the
    // map below the 100 pt header: 100 + 567 / 2 = 383.5, offset 20 − 383.5 = −363.5.
    #expect(try offset(outcome, "half") == -363.5)
    #expect((try outcome.view("header", in: "half")["presentationFrame"] as? [Double])?[1] == 0)
    // A flick up carries it to full: the first card at the top, the header slid away.
    #expect(try offset(outcome, "full") == 0)
    #expect((try outcome.view("header", in: "full")["presentationFrame"] as? [Double])?[1] == -100)
    // A flick down from full passes half and rests peeking.
    #expect(try offset(outcome, "back-to-peek") == -497)
  }

  @Test func theGapsBetweenCardsShowTheSheetNotTheMap() throws {
    let outcome = try replay("sheet-snap")
    let image = try outcome.screenshot("full")
    // Full, at scale 1: the second suggestion's row starts at y 242, its card 3 pt above that ends
    // the first's; each 3 pt gap shows the sheet's ground (white 0.96, greyed by the cards'
    // shadows): a neutral grey, where the map would show its tinted land, streets and labels.
    for y in [168, 240, 312, 384] {
      let pixel = try #require(image.pixel(x: 187, y: y))
      #expect(pixel.r == pixel.g && pixel.g == pixel.b && pixel.r >= 220 && pixel.r <= 245, "gap at y \(y)")
    }
  }
}
