import Foundation

extension UIView {
  /// How a view's content fits its bounds, as UIKit's `UIView.ContentMode` (Apple's raw values).
  public enum ContentMode: Int, Sendable {
    /// Stretch to the bounds, ignoring the aspect ratio.
    case scaleToFill = 0
    /// Scale to fit inside the bounds, keeping the aspect ratio (letterboxed).
    case scaleAspectFit = 1
    /// Scale to cover the bounds, keeping the aspect ratio (cropped by clipping).
    case scaleAspectFill = 2
    /// Stretch as `scaleToFill`, and redraw when the bounds change.
    case redraw = 3
    /// Unscaled, centred.
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12

    /// Where content of `contentSize` goes in `bounds`. Content with no area fills nothing.
    func rect(forContentOf contentSize: CGSize, in bounds: CGRect) -> CGRect {
      guard contentSize.width > 0, contentSize.height > 0 else {
        return CGRect(origin: bounds.origin, size: .zero)
      }
      let widthRatio = bounds.width / contentSize.width
      let heightRatio = bounds.height / contentSize.height
      let size: CGSize
      switch self {
      case .scaleToFill, .redraw: return bounds
      case .scaleAspectFit:
        let ratio = min(widthRatio, heightRatio)
        size = CGSize(width: contentSize.width * ratio, height: contentSize.height * ratio)
      case .scaleAspectFill:
        let ratio = max(widthRatio, heightRatio)
        size = CGSize(width: contentSize.width * ratio, height: contentSize.height * ratio)
      default: size = contentSize
      }
      let x: CGFloat
      switch self {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
      default: x = bounds.midX - size.width / 2
      }
      let y: CGFloat
      switch self {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
      default: y = bounds.midY - size.height / 2
      }
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
  }
}
