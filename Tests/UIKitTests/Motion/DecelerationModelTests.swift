@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

@Suite struct DecelerationModelTests {
  @Test func normalFlickOf1000PointsPerSecondRestsAbout499PointsFurther() {
    let model = DecelerationModel(position: 100, velocity: 1000, rate: DecelerationModel.normalRate)
    // −1000/(1000·ln 0.998) = 499.5
    #expect(abs(model.restingOffset - 100 - 499.5) < 0.1)
    #expect(abs(model.restingOffset - 100 - 499) <= 1)
  }

  @Test func fastRateStopsSooner() {
    let model = DecelerationModel(position: 0, velocity: 1000, rate: DecelerationModel.fastRate)
    let expected = -1000 / (1000 * log(0.99))  // 99.5
    #expect(abs(model.restingOffset - expected) < 1e-9)
    #expect(abs(model.restingOffset - 99.5) < 0.1)
  }

  @Test func negativeVelocityTravelsBackwardsByTheSameAmount() {
    let model = DecelerationModel(position: 0, velocity: -1000)
    #expect(abs(model.restingOffset + 499.5) < 0.1)
    #expect(model.velocity(at: 0.1) < 0)
    #expect(model.position(at: 0.1) < 0)
  }

  @Test func zeroVelocityStaysPut() {
    let model = DecelerationModel(position: 42, velocity: 0)
    #expect(model.restingOffset == 42)
    #expect(model.position(at: 3) == 42)
    #expect(model.velocity(at: 3) == 0)
    #expect(model.duration(untilSpeedBelow: 0.5) == 0)
  }

  @Test func velocityDecaysByTheRateEachMillisecond() {
    let model = DecelerationModel(position: 0, velocity: 1000)
    #expect(abs(model.velocity(at: 0.001) - 998) < 1e-9)
    #expect(abs(model.velocity(at: 1) - 1000 * pow(0.998, 1000)) < 1e-9)
  }

  @Test func positionIsTheIntegralOfVelocity() {
    let model = DecelerationModel(position: 10, velocity: 2500)
    #expect(model.position(at: 0) == 10)
    let t = 0.3
    let h = 1e-6
    let slope = (model.position(at: t + h) - model.position(at: t - h)) / (2 * h)
    #expect(abs(slope - model.velocity(at: t)) < 1e-3)
  }

  @Test func durationUntilSpeedBelowThreshold() {
    let model = DecelerationModel(position: 0, velocity: 1000)
    let duration = model.duration(untilSpeedBelow: 0.5)
    #expect(abs(model.velocity(at: duration) - 0.5) < 1e-9)
    // ln(0.5/1000)/(1000·ln 0.998) ≈ 3.80 s
    #expect(abs(duration - 3.7965) < 1e-3)
  }

  @Test func durationUntilRestingWithinHalfAPixel() {
    let model = DecelerationModel(position: 0, velocity: 1000)
    let distance = MotionThreshold.restingDistance(scale: 2)
    let duration = model.duration(untilRestingWithin: distance)
    #expect(abs(model.restingOffset - model.position(at: duration) - distance) < 1e-9)
  }

  @Test func timeToReachAPositionOnTheWay() throws {
    let model = DecelerationModel(position: 0, velocity: 1000)
    let t = try #require(model.time(toReach: 300))
    #expect(abs(model.position(at: t) - 300) < 1e-9)
    #expect(model.time(toReach: 600) == nil)
    #expect(model.time(toReach: -1) == nil)
    #expect(model.time(toReach: 0) == 0)
  }

  @Test func ratesOutsideTheOpenUnitIntervalStillStop() {
    for rate: CGFloat in [1, 1.5, 0, -1, .nan] {
      let model = DecelerationModel(position: 0, velocity: 1000, rate: rate)
      #expect(model.restingOffset.isFinite)
      #expect(model.position(at: 1).isFinite)
    }
  }

  @Test func twoDimensionalModelKeepsTheDirection() {
    let model = DecelerationModel2D(position: .zero, velocity: CGPoint(x: 600, y: 800))
    #expect(abs(model.restingOffset.x - 0.6 * 499.5) < 0.1)
    #expect(abs(model.restingOffset.y - 0.8 * 499.5) < 0.1)
    let v = model.velocity(at: 0.5)
    #expect(abs(v.x / v.y - 0.75) < 1e-12)
    let duration = model.duration(untilSpeedBelow: 0.5)
    #expect(abs(hypot(model.velocity(at: duration).x, model.velocity(at: duration).y) - 0.5) < 1e-9)
    let rest = model.duration(untilRestingWithin: 0.25)
    let p = model.position(at: rest)
    #expect(
      abs(hypot(model.restingOffset.x - p.x, model.restingOffset.y - p.y) - 0.25) < 1e-9)
  }
}
