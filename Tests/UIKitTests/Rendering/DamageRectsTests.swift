import Foundation
import Testing

@testable import UIKit

/// Finding the damage rectangles a layer's pixels touch, top to bottom, without testing them all.
@Suite struct DamageRectsTests {
  // Unsorted on purpose; one tall rectangle reaches far down from above.
  let tall = CGRect(x: 0, y: -1, width: 10, height: 500)
  let small = (0..<10).map { CGRect(x: 100, y: CGFloat($0) * 50, width: 20, height: 20) }

  @Test func theRectanglesTouchingAreFoundTopToBottomTheTallOneToo() {
    let damage = DamageRects(small.reversed() + [tall])
    var found: [CGRect] = []
    damage.forEach(touching: CGRect(x: 5, y: 210, width: 110, height: 60)) { rect in
      found.append(rect)
      return true
    }
    // The rows at 200–220 and 250–270 pixels, and the tall one from -1, which starts first.
    #expect(found == [tall, small[4], small[5]])
    #expect(damage.rects.first == tall)
  }

  @Test func aRectangleHoldsWhatLiesWithinItsEdgesIncluded() {
    let outer = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(DamageRects.holds(outer, outer))
    #expect(DamageRects.holds(outer, CGRect(x: 10, y: 20, width: 1, height: 50)))
    #expect(DamageRects.holds(outer, CGRect(x: 109, y: 69, width: 1, height: 1)))
    #expect(!DamageRects.holds(outer, CGRect(x: 9, y: 20, width: 10, height: 10)))
    #expect(!DamageRects.holds(outer, CGRect(x: 10, y: 19, width: 10, height: 10)))
    #expect(!DamageRects.holds(outer, CGRect(x: 101, y: 20, width: 10, height: 10)))
    #expect(!DamageRects.holds(outer, CGRect(x: 10, y: 61, width: 10, height: 10)))
    #expect(!DamageRects.holds(outer, .null))
  }

  @Test func edgesThatOnlyTouchDoNotCountAndEmptyPixelsTouchNothing() {
    let damage = DamageRects(small)
    // Right of the column (x from 120), and exactly between two rows (y 70–100).
    #expect(!damage.intersects(CGRect(x: 120, y: 0, width: 50, height: 500)))
    #expect(!damage.intersects(CGRect(x: 100, y: 70, width: 20, height: 30)))
    #expect(damage.intersects(CGRect(x: 119, y: 119, width: 1, height: 1)))
    #expect(!damage.intersects(.null))
    #expect(!damage.intersects(CGRect(x: 100, y: 100, width: 0, height: 10)))
  }

  @Test func theBodyStopsTheSearch() {
    let damage = DamageRects(small)
    var calls = 0
    damage.forEach(touching: CGRect(x: 0, y: 0, width: 200, height: 500)) { _ in
      calls += 1
      return calls < 3
    }
    #expect(calls == 3)
  }
}
