import UIKit

/// A custom button that dims while a finger is down on it (UIKit's `isHighlighted`: at once on
/// touch down, off when the finger drags beyond the tracking margin or lifts), so that every
/// control answers a press visibly, as a system button's title fades.
final class PressableButton: UIButton {
  /// The alpha while pressed.
  static let pressedAlpha: CGFloat = 0.5

  override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? Self.pressedAlpha : 1 }
  }
}
