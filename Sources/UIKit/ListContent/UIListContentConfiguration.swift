import Foundation

/// The content of a list row: text, secondary text and an image, with their styles and spacing —
/// what `UITableViewCell.defaultContentConfiguration()` and its text label, detail label and image
/// view show. Fonts are the Large (default) Dynamic Type sizes from Apple's Human Interface
/// Guidelines (Body 17 pt, Subheadline 15 pt); the margins and paddings are as commonly measured on
/// a compact-width iPhone (Apple documents none): 11 pt above and below, 16 pt at the sides, 16 pt
/// between image and text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
  /// How a piece of text looks.
  public struct TextProperties: Hashable, Sendable {
    public var font: UIFont
    public var color: UIColor
    public var alignment = NSTextAlignment.natural
    public var numberOfLines = 0
  }

  /// How the image looks.
  public struct ImageProperties: Hashable, Sendable {
    public var tintColor: UIColor?
    /// The largest size the image is shown at (zero: its own size).
    public var maximumSize = CGSize.zero
    public var cornerRadius: CGFloat = 0
  }

  enum Layout: Hashable, Sendable {
    /// Secondary text under the text.
    case stacked
    /// Secondary text at the trailing edge, on the text's line.
    case sideBySide
  }

  public var text: String?
  public var secondaryText: String?
  public var image: UIImage?
  public var textProperties: TextProperties
  public var secondaryTextProperties: TextProperties
  public var imageProperties = ImageProperties()
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  public var imageToTextPadding: CGFloat = 16
  public var textToSecondaryTextVerticalPadding: CGFloat = 0
  public var textToSecondaryTextHorizontalPadding: CGFloat = 16
  var layout: Layout

  private init(secondaryFont: UIFont, secondaryColor: UIColor, layout: Layout) {
    textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
    secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    self.layout = layout
  }

  /// A row with text (and secondary text below it).
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      secondaryFont: .systemFont(ofSize: 15), secondaryColor: .label, layout: .stacked)
  }

  /// Text with smaller grey text below it (the `.subtitle` cell style).
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      secondaryFont: .systemFont(ofSize: 15), secondaryColor: .secondaryLabel, layout: .stacked)
  }

  /// Text with a grey value at the trailing edge (the `.value1` cell style).
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(
      secondaryFont: .systemFont(ofSize: 17), secondaryColor: .secondaryLabel, layout: .sideBySide)
    configuration.secondaryTextProperties.alignment = .right
    return configuration
  }

  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
