import Foundation

/// Shows a `UIListContentConfiguration`: an image view and two labels laid out by `ListRowLayout`.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  let textLabel = UILabel()
  let secondaryTextLabel = UILabel()
  let imageView = UIImageView()

  /// The configuration shown; one that is not a list configuration is ignored.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
    }
  }

  private var listConfiguration: UIListContentConfiguration {
    didSet { apply() }
  }

  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    addSubview(imageView)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    apply()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    let frames = rowLayout(in: bounds)
    imageView.frame = frames.image
    textLabel.frame = frames.text
    secondaryTextLabel.frame = frames.secondary
  }

  /// At `size`'s width: as tall as the text and image with the vertical margins, and at least
  /// 44 pt, UIKit's standard row height (a one-line row of body text is 44 pt on iOS, where the
  /// 17 pt line is 20.3 pt; the engine's font has a 25 pt line, so such a row is 47 pt).
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    let margins = listConfiguration.directionalLayoutMargins
    let block = rowLayout(in: CGRect(x: 0, y: 0, width: size.width, height: 0)).blockHeight
    return CGSize(width: size.width, height: max(44, (block + margins.top + margins.bottom).rounded(.up)))
  }

  private func rowLayout(in bounds: CGRect) -> ListRowLayout {
    let configuration = listConfiguration
    return ListRowLayout(
      bounds: bounds, margins: configuration.directionalLayoutMargins,
      imageSize: configuration.image.map { imageSize($0.size) },
      imageToText: configuration.imageToTextPadding,
      text: textLabel.text == nil ? nil : textLabel,
      secondary: secondaryTextLabel.text == nil ? nil : secondaryTextLabel,
      sideBySide: configuration.layout == .sideBySide,
      verticalPadding: configuration.textToSecondaryTextVerticalPadding,
      horizontalPadding: configuration.textToSecondaryTextHorizontalPadding)
  }

  /// The image's size, scaled down to fit `maximumSize` when one is set.
  private func imageSize(_ size: CGSize) -> CGSize {
    let maximum = listConfiguration.imageProperties.maximumSize
    guard maximum.width > 0, maximum.height > 0, size.width > 0, size.height > 0 else { return size }
    let scale = min(1, maximum.width / size.width, maximum.height / size.height)
    return CGSize(width: size.width * scale, height: size.height * scale)
  }

  private func apply() {
    let configuration = listConfiguration
    style(textLabel, configuration.text, configuration.textProperties)
    style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)
    imageView.image = configuration.image
    imageView.isHidden = configuration.image == nil
    imageView.tintColor = configuration.imageProperties.tintColor
    imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
    setNeedsLayout()
  }

  private func style(
    _ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties
  ) {
    label.text = text
    label.isHidden = text == nil
    label.font = properties.font
    label.textColor = properties.color
    label.textAlignment = properties.alignment
    label.numberOfLines = properties.numberOfLines
  }
}
