import Foundation

extension UIButton {
  /// A button's look, as UIKit's `UIButton.ButtonType` (Apple's raw values). Only the two the app
  /// uses exist: the other types draw system glyphs (info, add contact) Hail does not have.
  public enum ButtonType: Int, Sendable {
    /// No styling: white title by default, no highlight effect beyond per-state values.
    case custom = 0
    /// Tint-coloured title that dims while highlighted.
    case system = 1
  }
}
