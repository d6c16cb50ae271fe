@_spi(Hail) import CoreGraphics
import Testing

@Suite struct CGPathTests {
  @Test func emptyPath() {
    let path = CGMutablePath()
    #expect(path.isEmpty)
    #expect(path.boundingBox.isNull)
    #expect(path.currentPoint == .zero)
  }

  @Test func rectBoundingBoxFollowsTheTransform() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(CGPath(rect: rect, transform: nil).boundingBox == rect)
    let moved = CGPath(rect: rect, transform: CGAffineTransform(translationX: 5, y: -5).scaledBy(x: 2, y: 1))
    #expect(moved.boundingBox == CGRect(x: 25, y: 15, width: 60, height: 40))
  }

  @Test func rotatedRectBoundingBox() {
    let path = CGPath(
      rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: CGAffineTransform(rotationAngle: .pi / 2))
    let box = path.boundingBox
    #expect(abs(box.minX + 20) < 1e-9 && abs(box.width - 20) < 1e-9 && abs(box.height - 10) < 1e-9)
  }

  @Test func ellipseTightBoundsMatchTheRect() {
    let rect = CGRect(x: 10, y: 10, width: 100, height: 50)
    let box = CGPath(ellipseIn: rect).boundingBoxOfPath
    #expect(abs(box.minX - 10) < 1e-6 && abs(box.maxX - 110) < 1e-6)
    #expect(abs(box.minY - 10) < 1e-3 && abs(box.maxY - 60) < 1e-3)
  }

  @Test func quadCurveControlPointCountsOnlyInBoundingBox() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    #expect(path.boundingBox.height == 100)
    #expect(abs(path.boundingBoxOfPath.height - 50) < 1e-6)
  }

  @Test func roundedRectCornersAreClamped() {
    let path = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 100, cornerHeight: 100,
      transform: nil)
    #expect(abs(path.boundingBoxOfPath.width - 40) < 1e-6)
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 20, y: 10)))
  }

  @Test func containsWithBothFillRules() {
    // Two nested squares turning the same way: the hole is inside with winding, outside with even-odd.
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
    path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    let hole = CGPoint(x: 50, y: 50)
    let ring = CGPoint(x: 10, y: 50)
    #expect(path.contains(hole, using: .winding))
    #expect(!path.contains(hole, using: .evenOdd))
    #expect(path.contains(ring, using: .evenOdd))
    #expect(!path.contains(CGPoint(x: 150, y: 50)))
  }

  @Test func containsAppliesTheTransformToThePath() {
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.contains(CGPoint(x: 105, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
    #expect(!path.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
  }

  @Test func circleContainsCentreButNotCorner() {
    let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(path.contains(CGPoint(x: 50, y: 50)))
    #expect(!path.contains(CGPoint(x: 5, y: 5)))
    #expect(path.contains(CGPoint(x: 50, y: 1)))
  }

  @Test func clockwiseArcRunsThroughDecreasingAngles() {
    // From 0 to π/2: counter-clockwise (false) passes through π/4, i.e. y > 0; clockwise goes the long way.
    let ccw = CGMutablePath()
    ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(abs(ccw.boundingBoxOfPath.minY) < 1e-6 && abs(ccw.boundingBoxOfPath.maxY - 10) < 1e-6)
    let cw = CGMutablePath()
    cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(abs(cw.boundingBoxOfPath.minY + 10) < 1e-6 && abs(cw.boundingBoxOfPath.minX + 10) < 1e-6)
    #expect(abs(cw.currentPoint.x) < 1e-9 && abs(cw.currentPoint.y - 10) < 1e-9)
  }

  @Test func currentPointAfterClose() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 5, y: 6))
    #expect(path.currentPoint == CGPoint(x: 5, y: 6))
    path.closeSubpath()
    #expect(path.currentPoint == CGPoint(x: 1, y: 2))
  }

  @Test func copiesAreIndependentValues() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
    let frozen = path.copy()!
    path.addRect(CGRect(x: 5, y: 5, width: 1, height: 1))
    #expect(frozen.boundingBox == CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(frozen != path)
    #expect(frozen == CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)))
  }

  @Test func nonFiniteInputIsIgnored() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: CGFloat.nan, y: 0))
    path.addRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
    path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
    #expect(path.isEmpty)
  }
}
