@_spi(Hail) import UIKit

/// A fresh headless window with a 10 × 10 view centred at x = 0, for the animation tests.
@MainActor
func animatedSquare() -> (Headless, UIView) {
  let app = Headless()
  let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
  app.root.addSubview(view)
  return (app, view)
}

extension UIView {
  /// The x of the layer's position on screen (its presentation).
  var shownX: Double { Double(layer.presentation()!.position.x) }
}
