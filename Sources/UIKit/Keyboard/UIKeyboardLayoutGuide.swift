import Foundation

/// A layout guide that tracks a layout region, as UIKit's `UITrackingLayoutGuide` (iOS 17); the
/// keyboard guide is the one here.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// The part of a view the keyboard covers, as UIKit's `UIKeyboardLayoutGuide`
/// (`view.keyboardLayoutGuide`, iOS 15): full width, from the keyboard's top to the view's bottom.
/// With the keyboard down its top is the bottom of the safe area (`usesBottomSafeArea`, Apple's
/// default). It moves inside the keyboard's animation, so views constrained to it slide with the
/// keyboard.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Accepted: an iPhone's keyboard is always docked.
  open var followsUndockedKeyboard = false
  /// Whether the guide's top stays at the safe area's bottom while the keyboard is down (iOS 17;
  /// true by default).
  open var usesBottomSafeArea = true {
    didSet { owningView?.setNeedsLayout() }
  }
  /// Accepted; interactive keyboard dismissal is not modelled.
  open var keyboardDismissPadding: CGFloat = 0

  /// How much of `view`'s height its keyboard guide covers now: the keyboard's overlap with the
  /// view (the keyboard's model frame, where it is going), else the bottom safe area.
  static func height(in view: UIView) -> CGFloat {
    let usesSafeArea = view.autoLayout.keyboardGuide?.usesBottomSafeArea ?? true
    let safeArea = usesSafeArea ? view.safeAreaInsets.bottom : 0
    guard let window = view.window, let keyboard = window.keyboardFrameIfShown else { return safeArea }
    let viewBottom = view.convert(CGPoint(x: 0, y: view.bounds.maxY), to: window).y
    return max(viewBottom - keyboard.minY, safeArea, 0)
  }
}

extension UIView {
  /// The guide that follows the keyboard over this view.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = autoLayout.keyboardGuide { return guide }
    let guide = UIKeyboardLayoutGuide(
      kind: .keyboard, owningView: self, identifier: "UIViewKeyboardLayoutGuide")
    autoLayout.keyboardGuide = guide
    return guide
  }
}

extension UIWindow {
  /// The keyboard's frame in the window while it is up (or going up); nil when it is down.
  var keyboardFrameIfShown: CGRect? {
    guard let presenter = keyboardPresenterIfMade, presenter.isVisible else { return nil }
    return presenter.visibleFrame
  }

  /// The views of the window whose keyboard layout guide has been used.
  func viewsUsingKeyboardGuide() -> [UIView] {
    var found: [UIView] = []
    func visit(_ view: UIView) {
      if view.autoLayout.keyboardGuide != nil { found.append(view) }
      for subview in view.subviews { visit(subview) }
    }
    visit(self)
    return found
  }
}
