@_spi(Hail) import CoreGraphics
import Testing

@testable @_spi(Hail) import UIKit

/// `CGContext.readAhead(of:)`: the rows of a scaled bitmap read into the cache before Cairo samples
/// them are those the clip can reach, a row more each way, within the image.
@Suite struct ReadAheadTests {
  @Test func aClipInsideTheImageReadsItsRowsAndOneMoreEachWay() {
    #expect(CGContext.sampledRows(top: 10.5, bottom: 20.2, height: 100) == 9..<22)
    #expect(CGContext.sampledRows(top: 10, bottom: 20, height: 100) == 9..<21)
  }

  @Test func aClipBeyondTheImageReadsTheWholeImage() {
    // An unclipped context's extents are far larger than any image.
    #expect(CGContext.sampledRows(top: -1e12, bottom: 1e12, height: 100) == 0..<100)
    #expect(CGContext.sampledRows(top: -3, bottom: 0.5, height: 100) == 0..<2)
    #expect(CGContext.sampledRows(top: 99.5, bottom: 130, height: 100) == 98..<100)
  }

  @Test func aClipMissingTheImageReadsNothing() {
    #expect(CGContext.sampledRows(top: -50, bottom: -10, height: 100).isEmpty)
    #expect(CGContext.sampledRows(top: 150, bottom: 200, height: 100).isEmpty)
    #expect(CGContext.sampledRows(top: 20, bottom: 20, height: 100).isEmpty)
    #expect(CGContext.sampledRows(top: 30, bottom: 20, height: 100).isEmpty)
  }

  @Test func extentsThatAreNotFiniteReadNothing() {
    #expect(CGContext.sampledRows(top: .nan, bottom: 20, height: 100).isEmpty)
    #expect(CGContext.sampledRows(top: 0, bottom: .infinity, height: 100).isEmpty)
  }
}
