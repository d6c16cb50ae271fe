@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

@Suite struct RubberBandTests {
  let band = RubberBand(minimum: 0, maximum: 1000, dimension: 667)

  @Test func overscrollPastTheTopFollowsGrantPaulsFormula() {
    let expected: CGFloat = (1 - 1 / (100 * 0.55 / 667 + 1)) * 667
    #expect(abs(band.displayedOffset(forFingerOffset: -100) - -expected) < 1e-9)
  }

  @Test func overscrollPastTheBottomIsSymmetric() {
    let expected: CGFloat = (1 - 1 / (100 * 0.55 / 667 + 1)) * 667
    #expect(abs(band.displayedOffset(forFingerOffset: 1100) - (1000 + expected)) < 1e-9)
  }

  @Test func insideTheRangeIsUnchanged() {
    for offset: CGFloat in [0, 0.5, 333, 1000] {
      #expect(band.displayedOffset(forFingerOffset: offset) == offset)
      #expect(band.fingerOffset(forDisplayedOffset: offset) == offset)
    }
  }

  @Test func displayedOverscrollNeverReachesTheDimension() {
    #expect(band.displayedOffset(forFingerOffset: -1e9) > -667)
    #expect(band.displayedOffset(forFingerOffset: -.infinity) == -667)
  }

  @Test func inverseRoundTrips() {
    for finger: CGFloat in [-5000, -250, -1, 1001, 1300, 9000] {
      let shown = band.displayedOffset(forFingerOffset: finger)
      #expect(abs(band.fingerOffset(forDisplayedOffset: shown) - finger) < 1e-6)
    }
  }

  @Test func inverseOfAnUnreachableOffsetIsFinite() {
    let finger = band.fingerOffset(forDisplayedOffset: -700)
    #expect(finger.isFinite)
    #expect(abs(band.displayedOffset(forFingerOffset: finger) - -667) < 1e-6)
  }

  @Test func zeroDimensionPinsTheContentAtTheEdge() {
    let flat = RubberBand(minimum: 0, maximum: 100, dimension: 0)
    #expect(flat.displayedOffset(forFingerOffset: -50) == 0)
    #expect(flat.displayedOffset(forFingerOffset: 150) == 100)
    #expect(flat.fingerOffset(forDisplayedOffset: -5) == 0)
  }

  @Test func nanInputsGiveFiniteOutputs() {
    let nanDimension = RubberBand(minimum: 0, maximum: 100, dimension: .nan)
    #expect(nanDimension.displayedOffset(forFingerOffset: -50).isFinite)
    #expect(band.displayedOffset(forFingerOffset: .nan) == 0)
    #expect(band.fingerOffset(forDisplayedOffset: .nan) == 0)
    let nanRange = RubberBand(minimum: .nan, maximum: .nan, dimension: 667)
    #expect(nanRange.displayedOffset(forFingerOffset: -10).isFinite)
  }

  @Test func contentSmallerThanTheViewRubberBandsAroundTheMinimum() {
    let short = RubberBand(minimum: -20, maximum: -300, dimension: 667)
    #expect(short.maximum == -20)
    #expect(short.displayedOffset(forFingerOffset: 30) > -20)
    #expect(short.displayedOffset(forFingerOffset: 30) < 30)
  }
}
