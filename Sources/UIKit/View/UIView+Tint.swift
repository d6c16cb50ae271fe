@_spi(Hail) import CoreGraphics
import Foundation

extension UIView {
  /// How a view shows its tint (UIView.h's `UIViewTintAdjustmentMode`).
  public enum TintAdjustmentMode: Int, Sendable {
    case automatic = 0
    case normal = 1
    case dimmed = 2
  }

  /// The tint in effect: the view's own, else its superview's, else the system's blue; greyed
  /// when dimmed.
  var effectiveTintColor: UIColor {
    let tint: UIColor = ownTintColor ?? superview?.tintColor ?? .systemBlue
    return ownTintAdjustmentMode == .dimmed || (ownTintAdjustmentMode == .automatic && isDimmedByAncestor)
      ? tint.dimmedTint : tint
  }

  private var isDimmedByAncestor: Bool { superview?.tintAdjustmentMode == .dimmed }

  /// The view's tint or mode changed, or it moved: every view below that inherits its tint hears
  /// `tintColorDidChange()` if what it shows changed, as UIKit calls it down the tree at once.
  func tintInheritanceDidChange() {
    let tint = effectiveTintColor
    let before = announcedTintColor ?? ownTintColor ?? .systemBlue
    announcedTintColor = tint
    if !tint.isEqual(before) { tintColorDidChange() }
    for subview in subviews where subview.ownTintColor == nil || subview.ownTintAdjustmentMode == .automatic {
      subview.tintInheritanceDidChange()
    }
  }

  /// The view's traits carrying its tint, for resolving `UIColor.tintColor`.
  var resolvingTraitCollection: UITraitCollection {
    traitCollection.withTintColor(tintColor)
  }
}

extension UIColor {
  /// A tint as a dimmed view shows it: the grey of the same luminance (Rec. 709 weights). UIKit
  /// documents only that dimmed tints are desaturated.
  var dimmedTint: UIColor {
    UIColor { traits in
      let color = self.resolvedColor(with: traits).cgColor
      let luma = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
      return UIColor(white: luma, alpha: color.alpha)
    }
  }
}
