import Foundation

extension UIButton {
  /// What a button shows and how, as UIKit's iOS 15 `UIButton.Configuration`: a value the button
  /// draws from (title, subtitle, image and their placement, colours, insets, corner style). The
  /// styles' colours and the sizes' insets, fonts and corner radii are iOS 15's as measured on
  /// device (Apple documents the styles, not their numbers); `ButtonConfigurationStyle.swift` has them.
  public struct Configuration: Hashable, Sendable {
    /// The look a style starts from.
    enum Style: Hashable, Sendable {
      case plain, gray, tinted, filled
    }

    /// How rounded the background is.
    public enum CornerStyle: Int, Hashable, Sendable {
      /// By the button size (and Dynamic Type on iOS), the default.
      case dynamic = 0
      /// `background.cornerRadius` exactly.
      case fixed = -1
      case small = 1
      case medium = 2
      case large = 3
      /// Half the height.
      case capsule = 4
    }

    /// The button's size class: its default insets, fonts and corners.
    public enum Size: Int, Hashable, Sendable {
      case mini = 0
      case small = 1
      case medium = 2
      case large = 3
    }

    /// How the title and subtitle align with each other.
    public enum TitleAlignment: Int, Hashable, Sendable {
      case automatic = 0
      case leading = 1
      case center = 2
      case trailing = 3
    }

    let style: Style

    public var background = UIBackgroundConfiguration.clear()
    public var cornerStyle = CornerStyle.dynamic
    public var buttonSize = Size.medium {
      didSet { if !customInsets { contentInsets = ButtonConfigurationStyle.contentInsets(buttonSize) } }
    }

    /// The title's, subtitle's and a template image's colour; nil is the style's.
    public var baseForegroundColor: UIColor?
    /// The background's colour; nil is the style's.
    public var baseBackgroundColor: UIColor?

    public var image: UIImage?
    /// Applied over a symbol image's own configuration.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Shows a spinner in place of the image.
    public var showsActivityIndicator = false
    public var title: String?
    public var subtitle: String?

    /// Space between the background and the content.
    public var contentInsets: NSDirectionalEdgeInsets {
      didSet { customInsets = true }
    }
    private var customInsets = false

    /// Which side of the title the image goes (default leading).
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// Space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// Space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    public var titleAlignment = TitleAlignment.automatic
    /// Whether a selected button's style shows it (a toggle's look; default true).
    public var automaticallyUpdateForSelection = true

    init(style: Style) {
      self.style = style
      contentInsets = ButtonConfigurationStyle.contentInsets(.medium)
      background.cornerRadius = 0
    }

    /// Text and image in the tint colour, no background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A grey background behind tint-coloured content.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A pale tint background behind tint-coloured content.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A tint background behind white content.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    public static func borderless() -> Configuration { plain() }
    public static func bordered() -> Configuration { gray() }
    public static func borderedTinted() -> Configuration { tinted() }
    public static func borderedProminent() -> Configuration { filled() }

    /// Puts back the insets of the current `buttonSize`.
    public mutating func setDefaultContentInsets() {
      contentInsets = ButtonConfigurationStyle.contentInsets(buttonSize)
      customInsets = false
    }

    /// The configuration as `button` shows it in its state: the style's colours resolved for
    /// normal, highlighted, selected or disabled.
    @preconcurrency @MainActor
    public func updated(for button: UIButton) -> Configuration {
      var resolved = self
      let look = ButtonConfigurationStyle(configuration: self, state: button.state, tint: button.tintColor)
      resolved.baseForegroundColor = look.foreground
      resolved.baseBackgroundColor = look.background
      resolved.background.backgroundColor = background.backgroundColor ?? look.background
      return resolved
    }
  }
}
