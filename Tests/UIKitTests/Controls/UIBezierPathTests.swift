import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UIBezierPathTests {
  private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { hypot(a.x - b.x, a.y - b.y) < 1e-6 }

  @Test func aClockwiseQuarterArcGoesFromRightToBottomOnScreen() {
    // On screen (y down), clockwise from 3 o'clock to 6 o'clock is a quarter turn.
    let path = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(near(path.currentPoint, CGPoint(x: 50, y: 60)))
    #expect(abs(path.bounds.minX - 50) < 1e-6 && abs(path.bounds.maxX - 60) < 1e-6)
    #expect(abs(path.bounds.minY - 50) < 1e-6 && abs(path.bounds.maxY - 60) < 1e-6)
  }

  @Test func aCounterClockwiseArcTakesTheLongWayRound() {
    let path = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(near(path.currentPoint, CGPoint(x: 50, y: 60)))
    // Three quarters through 12, 9 and 6 o'clock: the bounds span the whole circle.
    #expect(abs(path.bounds.width - 20) < 1e-6 && abs(path.bounds.height - 20) < 1e-6)
  }

  @Test func aClockwiseArcFromTheTopPassesThroughTheRight() {
    // 12 o'clock (−π/2) clockwise to 6 o'clock (π/2) passes 3 o'clock: the right half.
    let path = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: true)
    #expect(near(path.currentPoint, CGPoint(x: 0, y: 10)))
    #expect(abs(path.bounds.minX) < 1e-6 && abs(path.bounds.maxX - 10) < 1e-6)
  }

  @Test func shapesHaveTheirBoundsAndInsides() {
    let rect = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 30, height: 20))
    #expect(rect.bounds == CGRect(x: 10, y: 10, width: 30, height: 20))
    #expect(rect.contains(CGPoint(x: 20, y: 20)))
    #expect(!rect.contains(CGPoint(x: 50, y: 20)))
    let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(oval.contains(CGPoint(x: 10, y: 10)))
    #expect(!oval.contains(CGPoint(x: 1, y: 1)))
    // A radius larger than half the shorter side is clamped to it: a 40 × 20 pill.
    let pill = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50)
    #expect(abs(pill.bounds.width - 40) < 1e-6 && abs(pill.bounds.height - 20) < 1e-6)
    #expect(!pill.contains(CGPoint(x: 1, y: 1)))
    #expect(pill.contains(CGPoint(x: 20, y: 1)))
  }

  @Test func linesAndCurvesBuildAPath() {
    let path = UIBezierPath()
    #expect(path.isEmpty)
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
    path.addCurve(
      to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 20), controlPoint2: CGPoint(x: 0, y: 20))
    path.close()
    #expect(path.currentPoint == .zero)
    #expect(path.cgPath.elements.count == 5)
    #expect(path.contains(CGPoint(x: 5, y: 5)))
  }

  @Test func fillAndStrokeDrawWithTheColoursSet() throws {
    _ = Headless()
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
      UIColor.green.setFill()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).fill()
      UIColor.blue.setStroke()
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 15, y: 0))
      line.addLine(to: CGPoint(x: 15, y: 20))
      line.lineWidth = 2
      line.stroke()
    }
    let pixels = try #require(image.cgImage)
    #expect(pixels.pixel(x: 5, y: 20) == CGImage.Pixel(r: 0, g: 255, b: 0, a: 255))
    #expect(pixels.pixel(x: 30, y: 20) == CGImage.Pixel(r: 0, g: 0, b: 255, a: 255))
    #expect(pixels.pixel(x: 24, y: 20)?.a == 0)
  }
}
