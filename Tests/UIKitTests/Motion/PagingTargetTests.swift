@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

@Suite struct PagingTargetTests {
  /// Three pages of 375 pt, like the home screen's pager on an iPhone 8.
  let paging = PagingTarget(pageSize: 375, pageCount: 3)

  @Test func targetPageTable() {
    // (line, offset, velocity in pt/s, start page, expected page)
    let rows: [(Int, CGFloat, CGFloat, Int, Int)] = [
      (#line, 0, 0, 0, 0),
      (#line, 150, 0, 0, 0),  // slow release before half-way: back
      (#line, 200, 0, 0, 1),  // slow release past half-way: nearest
      (#line, 200, 250, 0, 1),  // below the flick speed: nearest
      (#line, 40, 300, 0, 0),  // exactly the threshold is not a flick
      (#line, 40, 301, 0, 1),  // a short fast flick turns the page
      (#line, 40, 5000, 0, 1),  // at most one page
      (#line, 400, 5000, 1, 2),
      (#line, 700, -400, 2, 1),  // flick back
      (#line, 370, 800, 1, 1),  // dragged back a little, flicked forward: stays
      (#line, 390, -800, 1, 1),  // dragged forward a little, flicked back: stays
      (#line, 300, -2000, 0, 0),  // flick against the drag returns to the start page
      (#line, 760, 2000, 2, 2),  // past the last page: clamped
      (#line, -50, -2000, 0, 0),  // before the first page: clamped
      (#line, -50, 0, 0, 0),
      (#line, 1000, 0, 2, 2),
      (#line, 800, 2000, 0, 1),  // a long drag still flicks at most one page from the start
      (#line, 800, 0, 0, 2),  // a slow release goes to the nearest page, however far
    ]
    for (line, offset, velocity, start, expected) in rows {
      #expect(
        paging.targetPage(offset: offset, velocity: velocity, startPage: start) == expected,
        sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }
  }

  @Test func pageOffsetsAreMultiplesOfThePageSize() {
    #expect(paging.offset(ofPage: 0) == 0)
    #expect(paging.offset(ofPage: 2) == 750)
    #expect(paging.offset(ofPage: 9) == 750)
    #expect(paging.offset(ofPage: -1) == 0)
  }

  @Test func degenerateInputsStayOnValidPages() {
    #expect(paging.nearestPage(to: .nan) == 0)
    #expect(paging.nearestPage(to: .infinity) == 2)
    #expect(paging.nearestPage(to: 1e300) == 2)
    #expect(paging.targetPage(offset: 100, velocity: .nan, startPage: 0) == 0)
    let empty = PagingTarget(pageSize: 0, pageCount: 0)
    #expect(empty.pageCount == 1)
    #expect(empty.targetPage(offset: 500, velocity: 1000, startPage: 3) == 0)
  }

  @Test func motionToThePageIsTheQuickCriticallyDampedSpringAndSettlesThere() {
    let motion = paging.motion(from: 420, velocity: 600, toPage: 2)
    #expect(motion.target == 750)
    #expect(motion.position(at: 0) == 420)
    #expect(abs(motion.velocity(at: 0) - 600) < 1e-9)
    #expect(motion.stiffness == SpringModel.pagingStiffness && motion.dampingRatio == 1)
    let settle = motion.settlingTime(epsilon: MotionThreshold.restingDistance(scale: 2))
    #expect(abs(motion.position(at: settle) - 750) <= 0.25 * (1 + 1e-9))
    // A page-wide settle from rest takes under half a second.
    let pageWide = SpringModel.paging(from: 0, velocity: 0, to: 375)
    #expect(pageWide.settlingTime(epsilon: 0.25) < 0.5)
  }
}
