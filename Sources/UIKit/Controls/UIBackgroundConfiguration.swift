import Foundation

/// A background's colour, outline, corners and image, as UIKit's iOS 14
/// `UIBackgroundConfiguration` (the parts buttons use: there is no custom view or visual effect).
public struct UIBackgroundConfiguration: Hashable, Sendable {
  /// The fill; nil lets the owner (a button's style) choose.
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0
  /// How far the outline sits outside the background's edge.
  public var strokeOutset: CGFloat = 0
  /// An image drawn over the fill, placed by `imageContentMode`.
  public var image: UIImage?
  public var imageContentMode = UIView.ContentMode.scaleToFill
  /// Space between the owner's bounds and the background.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero

  /// A background with nothing set.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
