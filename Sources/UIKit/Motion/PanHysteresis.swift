import CoreGraphics

/// When a pan gesture recognizer begins: once the touch has moved far enough from where it went down.
@_spi(Hail) public enum PanHysteresis {
  /// Distance in points the touch must move before a pan begins. UIKit keeps it in the
  /// `_hysteresis` ivar visible in the SDK headers; 10 pt is the commonly cited figure (unconfirmed
  /// by Apple; flowkey uses 5, Flutter's touch slop is 18).
  public static let distance: CGFloat = 10

  /// Whether a touch that has moved by `translation` (points, from where it went down) has moved
  /// strictly more than `distance` points, straight-line.
  public static func isExceeded(by translation: CGPoint, distance: CGFloat = PanHysteresis.distance) -> Bool {
    hypot(translation.x, translation.y) > distance
  }
}
