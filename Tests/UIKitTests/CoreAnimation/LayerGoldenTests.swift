@_spi(Hail) import CoreGraphics
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// Shape layers, gradients, masks and continuous corners as pixels, compared with goldens (2x,
/// headless; re-record with `HAIL_RECORD_GOLDENS=1`, see docs/ARCHITECTURE.md).
@MainActor
@Suite struct LayerGoldenTests {
  private func canvas(_ size: CGSize) -> (Headless, UIView) {
    let app = Headless()
    let canvas = UIView(frame: CGRect(origin: .zero, size: size))
    canvas.backgroundColor = .white
    app.root.addSubview(canvas)
    return (app, canvas)
  }

  private func render(_ view: UIView) throws -> CGImage {
    try #require(ViewRenderer().render(view, scale: 2))
  }

  @Test func shapeLayersFillStrokeDashAndTrim() throws {
    let (_, view) = canvas(CGSize(width: 200, height: 80))
    let star = CAShapeLayer()
    let path = CGMutablePath()
    for index in 0..<10 {
      let radius: CGFloat = index.isMultiple(of: 2) ? 30 : 12
      let angle = CGFloat(index) * .pi / 5 - .pi / 2
      let point = CGPoint(x: 40 + radius * cos(angle), y: 40 + radius * sin(angle))
      index == 0 ? path.move(to: point) : path.addLine(to: point)
    }
    path.closeSubpath()
    star.path = path
    star.fillColor = UIColor(red: 1, green: 0.6, blue: 0, alpha: 1).cgColor
    star.strokeColor = UIColor.black.cgColor
    star.lineWidth = 2
    star.lineJoin = .round
    view.layer.addSublayer(star)
    let dashed = CAShapeLayer()
    dashed.path = CGPath(ellipseIn: CGRect(x: 85, y: 15, width: 50, height: 50), transform: nil)
    dashed.fillColor = nil
    dashed.strokeColor = UIColor.blue.cgColor
    dashed.lineWidth = 4
    dashed.lineDashPattern = [8, 4]
    dashed.lineCap = .round
    view.layer.addSublayer(dashed)
    let route = CAShapeLayer()
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 150, y: 70))
    line.addCurve(
      to: CGPoint(x: 190, y: 10), control1: CGPoint(x: 190, y: 70), control2: CGPoint(x: 150, y: 10))
    route.path = line
    route.fillColor = nil
    route.strokeColor = UIColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1).cgColor
    route.lineWidth = 5
    route.strokeEnd = 0.6
    view.layer.addSublayer(route)
    assertGolden(try render(view), named: "shape-layers")
  }

  @Test func gradientsAxialRadialAndConic() throws {
    let (_, view) = canvas(CGSize(width: 210, height: 70))
    let colors = [UIColor.red.cgColor, UIColor.yellow.cgColor, UIColor.blue.cgColor]
    for (index, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
      let gradient = CAGradientLayer()
      gradient.frame = CGRect(x: 5 + CGFloat(index) * 70, y: 5, width: 60, height: 60)
      gradient.colors = colors
      gradient.type = type
      if type == .axial {
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.locations = [0, 0.3, 1]
      } else {
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
      }
      view.layer.addSublayer(gradient)
    }
    assertGolden(try render(view), named: "gradients")
  }

  @Test func aMaskShowsItsLayerThroughItsAlpha() throws {
    let (_, view) = canvas(CGSize(width: 120, height: 80))
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 10, y: 10, width: 100, height: 60)
    gradient.colors = [UIColor.purple.cgColor, UIColor.orange.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    let ring = CAShapeLayer()
    ring.path = CGPath(ellipseIn: CGRect(x: 25, y: 5, width: 50, height: 50), transform: nil)
    ring.fillColor = nil
    ring.strokeColor = UIColor.black.cgColor
    ring.lineWidth = 10
    gradient.mask = ring
    view.layer.addSublayer(gradient)
    let image = try render(view)
    // Inside the ring's stroke the gradient shows; at its centre and in the corners, the white canvas.
    #expect(image.pixel(atPoint: 60, 40) == .white)
    #expect(image.pixel(atPoint: 15, 15) == .white)
    #expect(image.pixel(atPoint: 60, 17).brightness < 200)
    assertGolden(image, named: "mask")
  }

  @Test func continuousCornersSitInsideCircularOnes() throws {
    let (_, view) = canvas(CGSize(width: 130, height: 70))
    for (index, curve) in [CALayerCornerCurve.circular, .continuous].enumerated() {
      let card = CALayer()
      card.frame = CGRect(x: 5 + CGFloat(index) * 65, y: 5, width: 60, height: 60)
      card.backgroundColor = UIColor.black.cgColor
      card.cornerRadius = 18
      card.cornerCurve = curve
      card.maskedCorners =
        index == 0
        ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner]
      view.layer.addSublayer(card)
    }
    let image = try render(view)
    // The continuous card's bottom-left corner is square (not in `maskedCorners`); the circular
    // card's is round, white at its very corner.
    #expect(image.pixel(atPoint: 71, 64).brightness < 10)
    #expect(image.pixel(atPoint: 6, 64) == .white)
    assertGolden(image, named: "corner-curves")
  }
}
