import Foundation

/// Scales custom fonts and values as a Dynamic Type text style scales, as UIKit's: a value is
/// multiplied by the style's size at the category over its size at the default (`.large`), so
/// `UIFontMetrics(forTextStyle: .body)` scales 20 pt to 20 × 23 / 17 at xxxLarge.
open class UIFontMetrics: NSObject, @unchecked Sendable {
  private let style: UIFont.TextStyle

  /// The metrics of the body style.
  public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  public init(forTextStyle textStyle: UIFont.TextStyle) {
    style = textStyle
    super.init()
  }

  /// `font` at the current traits' text size; a label that adjusts for the content size category
  /// keeps it scaled.
  open func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// As `scaledFont(for:)`, never larger than `maximumPointSize` (0: no limit).
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  open func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let scaling = DynamicScaling(
      style: style, base: font.pointSize,
      maximumPointSize: max(maximumPointSize.isFinite ? maximumPointSize : 0, 0))
    let size = scaling.pointSize(at: DynamicTypeSizes.category(in: traitCollection))
    return font.withSize(size).scaling(scaling)
  }

  /// `value` scaled for the current traits' text size.
  open func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    DynamicScaling(style: style, base: value).pointSize(at: DynamicTypeSizes.category(in: traitCollection))
  }
}

/// What adjusts its font when the text size changes (`UILabel`, `UITextField`, `UITextView`).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  /// Whether a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` is made again when the
  /// traits' text size changes (default false, as UIKit's).
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIFont {
  /// This font remade for `traits`' text size when it is a Dynamic Type font whose size there
  /// differs; nil otherwise.
  func adjusted(to traits: UITraitCollection) -> UIFont? {
    guard let dynamicScaling else { return nil }
    let size = dynamicScaling.pointSize(at: DynamicTypeSizes.category(in: traits))
    guard size != pointSize else { return nil }
    return withSize(size).scaling(dynamicScaling)
  }
}
extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
