import Foundation

/// iOS's light-mode fill colours that the controls draw with (Apple's published values for
/// `systemFill`, `secondarySystemFill` and `tertiarySystemFill`). Kept here until UIColor has its
/// semantic colours; then the controls use those.
enum ControlColors {
  /// `systemFill`: (120, 120, 128) at 20 %: slider and progress tracks.
  static let fill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
  /// `secondarySystemFill`: (120, 120, 128) at 16 %: the switch's off track.
  static let secondaryFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
  /// `tertiarySystemFill`: (118, 118, 128) at 12 %: segmented control and stepper backgrounds.
  static let tertiaryFill = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
}
