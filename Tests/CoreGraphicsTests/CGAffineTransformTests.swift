@_spi(Hail) import CoreGraphics
import Testing

@Suite struct CGAffineTransformTests {
  @Test func concatenationAppliesSelfFirst() {
    let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
  }

  @Test func inverseUndoesTheTransform() {
    let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 5, y: -3)
    let p = CGPoint(x: 13, y: -4).applying(t).applying(t.inverted())
    #expect(abs(p.x - 13) < 1e-9 && abs(p.y + 4) < 1e-9)
  }

  @Test func singularTransformInvertsToItself() {
    let t = CGAffineTransform(scaleX: 0, y: 1)
    #expect(t.inverted() == t)
  }

  @Test func rectBoundsTheRotatedCorners() {
    let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(r.minX + 20) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
  }
}
