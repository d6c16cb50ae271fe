import Foundation
import Testing

@testable import UIKit

/// The damage region's rectangles: joined as they come, merged cheapest first past the limit.
@Suite struct DamageRegionTests {
  let bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)

  @Test func overlappingMostOfTheWayJoinsAndTouchingStaysApart() {
    var region = DamageRegion(bounds: bounds)
    region.add(CGRect(x: 10, y: 10, width: 20, height: 20))
    // A layer moved by 2 pixels: the union (22 × 20) is smaller than the two apart.
    region.add(CGRect(x: 12, y: 10, width: 20, height: 20))
    region.add(CGRect(x: 32, y: 10, width: 20, height: 20))
    region.add(CGRect(x: 990.5, y: -5, width: 20, height: 20))
    #expect(
      region.rects == [
        CGRect(x: 10, y: 10, width: 22, height: 20), CGRect(x: 32, y: 10, width: 20, height: 20),
        CGRect(x: 990, y: 0, width: 10, height: 15),
      ])
  }

  @Test func pastTheLimitTheCheapestNeighboursMergeDownToThreeQuarters() {
    var region = DamageRegion(bounds: bounds, limit: 4)
    let a = CGRect(x: 0, y: 0, width: 10, height: 10)
    let b = CGRect(x: 12, y: 0, width: 10, height: 10)  // 2 pixels right of a: union adds 20
    let c = CGRect(x: 100, y: 100, width: 10, height: 10)
    let d = CGRect(x: 100, y: 113, width: 10, height: 10)  // 3 pixels below c: union adds 30
    let e = CGRect(x: 300, y: 300, width: 10, height: 10)
    for rect in [a, b, c, d] { region.add(rect) }
    #expect(region.rects == [a, b, c, d])
    // The fifth is one past 4: merged down to 3, a with b and c with d, e left alone.
    region.add(e)
    #expect(
      region.rects == [
        e, CGRect(x: 0, y: 0, width: 22, height: 10), CGRect(x: 100, y: 100, width: 10, height: 23),
      ])
  }

  @Test func aRectangleMergesOnceARoundAndRoundsRepeatUntilTheTarget() {
    // Four in a row 2 pixels apart, down to one: round one pairs the first two and the last two
    // (20 pixels each; the middle pair, as cheap, finds its first rectangle taken), round two
    // joins the halves.
    let row = (0..<4).map { CGRect(x: CGFloat($0) * 12, y: 0, width: 10, height: 10) }
    #expect(DamageRegion.merged(row, downTo: 1) == [CGRect(x: 0, y: 0, width: 46, height: 10)])
    #expect(
      DamageRegion.merged(row, downTo: 2) == [
        CGRect(x: 0, y: 0, width: 22, height: 10), CGRect(x: 24, y: 0, width: 22, height: 10),
      ])
    #expect(DamageRegion.merged(row, downTo: 0).count == 1)
    #expect(DamageRegion.merged(row, downTo: 9) == row)
  }

  @Test func aThousandScatteredRectanglesStayUnderTheLimitAndCoverEveryPixel() {
    // 8 × 8 squares every 20 pixels, 40 across and 25 down: far more than 256.
    var region = DamageRegion(bounds: bounds)
    var added: [CGRect] = []
    for row in 0..<25 {
      for column in 0..<40 {
        let rect = CGRect(x: column * 20, y: row * 40, width: 8, height: 8)
        added.append(rect)
        region.add(rect)
      }
    }
    #expect(region.rects.count <= 256)
    #expect(added.allSatisfy { rect in region.rects.contains { $0.contains(rect) } })
    // Merging neighbours keeps the redrawn area near the damaged one: runs of squares along a row
    // (4 squares and their 3 gaps are 68 × 8 pixels for 4 × 64), where merging far apart
    // rectangles would redraw most of the window.
    let redrawn = region.rects.reduce(0) { $0 + $1.width * $1.height }
    #expect(redrawn <= 3 * 1000 * 64)
  }
}
