import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct ConversionTests {
  @Test func pointsGoThroughTheCommonAncestor() {
    let app = Headless()
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
    let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    app.root.addSubview(a)
    app.root.addSubview(b)
    a.addSubview(child)
    #expect(child.convert(CGPoint(x: 1, y: 2), to: b) == CGPoint(x: 10 + 5 + 1 - 200, y: 20 + 5 + 2 - 300))
    #expect(b.convert(CGPoint(x: 0, y: 0), from: child) == CGPoint(x: -185, y: -275))
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 25))
  }

  @Test func boundsOriginShiftsTheContent() {
    let app = Headless()
    let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000))
    app.root.addSubview(scroller)
    scroller.addSubview(content)
    scroller.bounds.origin = CGPoint(x: 0, y: 250)
    #expect(content.convert(CGPoint(x: 0, y: 300), to: nil) == CGPoint(x: 0, y: 150))
    #expect(content.convert(CGPoint(x: 0, y: 150), from: nil) == CGPoint(x: 0, y: 300))
  }

  @Test func rectsTakeTheBoundingBoxUnderRotation() {
    let app = Headless()
    let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
    app.root.addSubview(rotated)
    let rect = rotated.convert(rotated.bounds, to: app.root)
    #expect(abs(rect.width - 50) < 1e-9 && abs(rect.height - 100) < 1e-9)
    #expect(abs(rect.midX - 150) < 1e-9 && abs(rect.midY - 125) < 1e-9)
    #expect(abs(rotated.frame.width - 50) < 1e-9)
  }

  @Test func roundTripsThroughScaleAndTranslation() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 30, y: 40, width: 80, height: 60))
    view.transform = CGAffineTransform(scaleX: 2, y: 3).rotated(by: 0.3)
    app.root.addSubview(view)
    let point = CGPoint(x: 7, y: 11)
    let back = view.convert(view.convert(point, to: nil), from: nil)
    #expect(abs(back.x - 7) < 1e-9 && abs(back.y - 11) < 1e-9)
  }
}
