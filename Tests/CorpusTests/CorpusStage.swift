@_spi(Hail) import UIKit

/// A fresh headless screen for a corpus source: an iPhone 8 (375 × 667, status area 20) with a root
/// controller whose view holds what the test adds.
@MainActor
struct CorpusStage {
  let window: UIWindow
  let root = UIViewController()
  let fingers: TouchInjector

  init() {
    UIApplication.shared.resetHeadless()
    UIScreen.main.configure(
      size: CGSize(width: 375, height: 667), scale: 2,
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    fingers = TouchInjector(window: window)
  }

  /// A plain container view at `frame` in the root view.
  func container(_ frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    root.view.addSubview(view)
    return view
  }

  func advance(_ seconds: TimeInterval) {
    UIApplication.shared.advance(by: seconds)
  }

  func layout() {
    window.layoutIfNeeded()
  }
}
