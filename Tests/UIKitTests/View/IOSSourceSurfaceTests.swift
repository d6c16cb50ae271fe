import Testing
@_spi(Hail) import UIKit

/// What real iOS sources use beyond the app's needs: colour literals, dynamic colours, the
/// layout direction, a recognizer whose action takes no argument.
@MainActor
@Suite("iOS source surface")
struct IOSSourceSurfaceTests {
  @Test("#colorLiteral makes a UIColor with those components")
  func colorLiteral() {
    let color: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(abs(red - 0.2) < 1e-6 && abs(green - 0.4) < 1e-6 && abs(blue - 0.6) < 1e-6)
    #expect(abs(alpha - 0.5) < 1e-6)
  }

  @Test("A dynamic colour resolves, when read outside a view, with the screen's light traits")
  func dynamicColor() {
    UIApplication.shared.resetHeadless()
    var asked: [UITraitCollection] = []
    let color = UIColor { traits in
      asked.append(traits)
      return traits.userInterfaceStyle == .dark ? .black : .white
    }
    #expect(color.cgColor == UIColor.white.cgColor)
    #expect(asked.count == 1)
    #expect(asked.first?.userInterfaceStyle == .light)
    #expect(asked.first?.displayScale == UIScreen.main.scale)
    #expect(asked.first?.horizontalSizeClass == .compact)
  }

  @Test("Layout direction: left to right unless forced right to left")
  func layoutDirection() {
    let view = UIView()
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
  }

  @Test("A tap recognizer with a zero-argument method reference calls it on recognition")
  func zeroArgumentAction() {
    UIApplication.shared.resetHeadless()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    let target = TapCounter()
    let recognizer = UITapGestureRecognizer(target: target, action: TapCounter.tapped)
    window.addGestureRecognizer(recognizer)
    let fingers = TouchInjector(window: window)
    fingers.down(at: CGPoint(x: 50, y: 50))
    UIApplication.shared.advance(by: 0.05)
    fingers.up()
    UIApplication.shared.advance(by: 0.5)
    #expect(target.taps == 1)
  }
}

@MainActor
private final class TapCounter {
  var taps = 0
  func tapped() { taps += 1 }
}
