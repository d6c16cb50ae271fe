import Foundation

extension UIView {
  /// The spacing to keep between the view's edges and its content: 8 pt on each side by default; 0
  /// top and bottom and at least the system minimum of 16 pt leading and trailing for a view
  /// controller's root view. It reads before the safe-area adjustment, which the layout margins
  /// guide adds (`effectiveLayoutMargins`).
  public var layoutMargins: UIEdgeInsets {
    get { baseLayoutMargins }
    set {
      autoLayout.margins = newValue.directional
      layoutMarginsStorageDidChange()
    }
  }

  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { baseLayoutMargins.directional }
    set {
      autoLayout.margins = newValue
      layoutMarginsStorageDidChange()
    }
  }

  public var preservesSuperviewLayoutMargins: Bool {
    get { autoLayout.preservesSuperviewMargins }
    set {
      autoLayout.preservesSuperviewMargins = newValue
      layoutMarginsStorageDidChange()
    }
  }

  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { autoLayout.insetsMarginsFromSafeArea }
    set {
      autoLayout.insetsMarginsFromSafeArea = newValue
      layoutMarginsStorageDidChange()
    }
  }

  /// The rectangle inside the layout margins (pinned to `effectiveLayoutMargins`).
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = autoLayout.marginsGuide { return guide }
    let guide = UILayoutGuide(kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
    autoLayout.marginsGuide = guide
    return guide
  }

  /// The margins the layout margins guide keeps (`layoutMargins`): the view's own or the default,
  /// at least the system minimum for a root view, measured from the safe area when
  /// `insetsLayoutMarginsFromSafeArea`, and at least the superview's where they overlap when
  /// `preservesSuperviewLayoutMargins`.
  var effectiveLayoutMargins: UIEdgeInsets {
    var margins = baseLayoutMargins
    if autoLayout.insetsMarginsFromSafeArea {
      let safeArea = safeAreaInsets
      margins = UIEdgeInsets(
        top: margins.top + safeArea.top, left: margins.left + safeArea.left,
        bottom: margins.bottom + safeArea.bottom, right: margins.right + safeArea.right)
    }
    if autoLayout.preservesSuperviewMargins, let superview {
      let outer = superview.effectiveLayoutMargins
      let frame = self.frame
      let size = superview.bounds.size
      margins.top = max(margins.top, outer.top - frame.minY)
      margins.left = max(margins.left, outer.left - frame.minX)
      margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
      margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
    }
    return margins
  }

  /// The margins changed: the guide follows at the next layout.
  func layoutMarginsStorageDidChange() {
    setNeedsLayout()
    layoutMarginsDidChange()
  }
}

extension UIView {
  /// The margins set, or UIKit's defaults, with a root view's system minimum.
  var baseLayoutMargins: UIEdgeInsets {
    var margins = autoLayout.margins?.edgeInsets ?? (viewControllerOwner == nil ? .eightPoints : .zero)
    if viewControllerOwner != nil {
      // UIKit's system minimum for a root view: 16 pt leading and trailing in a compact width (a
      // phone in portrait), 20 in a regular one (UIViewController.systemMinimumLayoutMargins).
      let minimum: CGFloat = bounds.width >= 600 ? 20 : 16
      margins.left = max(margins.left, minimum)
      margins.right = max(margins.right, minimum)
    }
    return margins
  }
}

extension UIEdgeInsets {
  /// UIKit's default layout margins: 8 pt on each side (UIView.directionalLayoutMargins).
  static let eightPoints = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}
