import Foundation

/// The numbers and colours behind `UIButton.Configuration`'s styles and sizes, iOS 15's as measured
/// on device and in simulator screenshots (Apple documents the names, not the values).
@_spi(Hail) public struct ButtonConfigurationStyle {
  let foreground: UIColor
  let background: UIColor

  /// A style's colours for a button `state` with `tint`:
  /// - plain: tint content, no background; gray: tint content on `secondarySystemFill`; tinted: tint
  ///   content on the tint at 15 %; filled: white content on the tint;
  /// - highlighted: the content (and a filled background) at 60 %; a tinted background stronger;
  /// - selected, when `automaticallyUpdateForSelection`: a plain, gray or tinted button draws as
  ///   filled, the way iOS shows a toggled button;
  /// - disabled: `tertiaryLabel`-grey content on `tertiarySystemFill` (plain: no background).
  init(configuration: UIButton.Configuration, state: UIControl.State, tint: UIColor) {
    var style = configuration.style
    if state.contains(.selected), configuration.automaticallyUpdateForSelection, style != .plain {
      style = .filled
    }
    let base = configuration.baseBackgroundColor ?? tint
    var foreground = configuration.baseForegroundColor ?? (style == .filled ? .white : tint)
    var background: UIColor
    switch style {
    case .plain: background = .clear
    case .gray: background = configuration.baseBackgroundColor ?? UIColor.secondarySystemFill
    case .tinted: background = base.withAlphaComponent(base.cgColor.alpha * 0.15)
    case .filled: background = base
    }
    if state.contains(.disabled) {
      foreground = ButtonConfigurationStyle.disabledForeground
      background = style == .plain ? .clear : UIColor.tertiarySystemFill
    } else if state.contains(.highlighted) {
      foreground = foreground.withAlphaComponent(foreground.cgColor.alpha * 0.6)
      switch style {
      case .plain, .gray: break
      case .tinted: background = base.withAlphaComponent(base.cgColor.alpha * 0.25)
      case .filled: background = base.withAlphaComponent(base.cgColor.alpha * 0.6)
      }
    }
    self.foreground = foreground
    self.background = background
  }

  /// `tertiaryLabel` in light mode: (60, 60, 67) at 30 %.
  public static let disabledForeground = UIColor(
    red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)

  /// Default content insets per size (top, leading, bottom, trailing).
  static func contentInsets(_ size: UIButton.Configuration.Size) -> NSDirectionalEdgeInsets {
    switch size {
    case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
    case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
    }
  }

  /// The title's size per button size: Dynamic Type's body (17) for medium and large, subheadline
  /// (15) for small, footnote (13) for mini; the subtitle one step smaller.
  static func titleFontSize(_ size: UIButton.Configuration.Size) -> CGFloat {
    switch size {
    case .mini: 13
    case .small: 15
    case .medium, .large: 17
    }
  }

  static func subtitleFontSize(_ size: UIButton.Configuration.Size) -> CGFloat {
    switch size {
    case .mini: 11
    case .small: 13
    case .medium, .large: 15
    }
  }

  /// The background's corner radius for `height`.
  public static func cornerRadius(_ configuration: UIButton.Configuration, height: CGFloat) -> CGFloat {
    switch configuration.cornerStyle {
    case .fixed: configuration.background.cornerRadius
    case .small: 4
    case .medium: 8
    case .large: 12
    case .capsule: height / 2
    case .dynamic:
      switch configuration.buttonSize {
      case .mini, .small: 6
      case .medium: 8
      case .large: 12
      }
    }
  }
}
