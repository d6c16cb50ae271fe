import Foundation

extension UIView {
  /// The spacing to keep between the view's edges (inside its safe area) and its content; UIKit's
  /// default is 8 points on each side.
  public var layoutMargins: UIEdgeInsets {
    get { autoLayout.margins.edgeInsets }
    set {
      autoLayout.margins = newValue.directional
      layoutMarginsStorageDidChange()
    }
  }

  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { autoLayout.margins }
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

  /// The margins the layout margins guide keeps: the view's own, measured from the safe area when
  /// `insetsLayoutMarginsFromSafeArea` (the default; UIKit keeps margins inside the safe area), and
  /// at least the superview's where they overlap when `preservesSuperviewLayoutMargins`.
  var effectiveLayoutMargins: UIEdgeInsets {
    var margins = autoLayout.margins.edgeInsets
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
