@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

@Suite struct PanHysteresisTests {
  @Test func distanceIsTenPoints() {
    #expect(PanHysteresis.distance == 10)
  }

  @Test func beginsOnlyAfterMovingStrictlyMoreThanTheDistance() {
    #expect(!PanHysteresis.isExceeded(by: CGPoint(x: 10, y: 0)))
    #expect(PanHysteresis.isExceeded(by: CGPoint(x: 10.01, y: 0)))
    #expect(!PanHysteresis.isExceeded(by: CGPoint(x: 6, y: -8)))  // exactly 10, straight-line
    #expect(PanHysteresis.isExceeded(by: CGPoint(x: -7.2, y: 7.2)))  // 10.18
    #expect(PanHysteresis.isExceeded(by: CGPoint(x: 3, y: 0), distance: 2))
  }

  @Test func directionLockDecidesByTheDominantAxis() {
    #expect(DirectionLock(translation: CGPoint(x: 5, y: 1)) == .undecided)  // within hysteresis
    #expect(DirectionLock(translation: CGPoint(x: 20, y: 3)) == .horizontal)
    #expect(DirectionLock(translation: CGPoint(x: -20, y: 3)) == .horizontal)
    #expect(DirectionLock(translation: CGPoint(x: 2, y: -30)) == .vertical)
    #expect(DirectionLock(translation: CGPoint(x: 15, y: 15)) == .undecided)  // diagonal
    #expect(DirectionLock(translation: CGPoint(x: 20, y: 15)) == .undecided)  // 37° from horizontal
    #expect(DirectionLock(translation: CGPoint(x: 20, y: 11)) == .horizontal)  // 29° from horizontal
    #expect(DirectionLock(translation: CGPoint(x: 11, y: 20)) == .vertical)
  }

  @Test func directionLockTurnsAtThirtyDegreesFromEitherAxis() {
    // √3 = tan 60°: 20 pt along one axis locks with at most 20/√3 = 11.547 pt along the other.
    #expect(DirectionLock(translation: CGPoint(x: 20, y: 11.5)) == .horizontal)  // 29.9°
    #expect(DirectionLock(translation: CGPoint(x: 20, y: 11.6)) == .undecided)  // 30.1°
    #expect(DirectionLock(translation: CGPoint(x: -11.5, y: 20)) == .vertical)
    #expect(DirectionLock(translation: CGPoint(x: -11.6, y: 20)) == .undecided)
  }

  @Test func directionLockWithRatioOneOnlyLeavesTheDiagonal() {
    #expect(DirectionLock(translation: CGPoint(x: 20, y: 19), dominanceRatio: 1) == .horizontal)
    #expect(DirectionLock(translation: CGPoint(x: 20, y: 20), dominanceRatio: 1) == .undecided)
  }
}
