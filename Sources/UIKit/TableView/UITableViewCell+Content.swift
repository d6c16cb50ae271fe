import Foundation

extension UITableViewCell {
  /// The list configuration the cell's style shows its text label, detail label and image with:
  /// `.default` a plain row, `.subtitle` secondary text below, `.value1` and `.value2` a value at the
  /// trailing edge.
  var styleConfiguration: UIListContentConfiguration {
    switch style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// Makes the style's labels and image view on first use (UIKit makes them lazily too), styled
  /// as the style's list configuration.
  func makeStandardViews() {
    guard standardViews == nil else { return }
    let configuration = styleConfiguration
    let text = UILabel()
    text.font = configuration.textProperties.font
    text.textColor = configuration.textProperties.color
    let detail: UILabel? = style == .default ? nil : UILabel()
    detail?.font = configuration.secondaryTextProperties.font
    detail?.textColor = configuration.secondaryTextProperties.color
    let image = UIImageView()
    for view in [image, text, detail].compactMap({ $0 }) { contentView.addSubview(view) }
    standardViews = (text, detail, image)
  }

  /// Places the style's views as the list configuration would.
  func layoutStandardViews() {
    guard let (text, detail, image) = standardViews else { return }
    let configuration = styleConfiguration
    let frames = ListRowLayout(
      bounds: contentView.bounds, margins: configuration.directionalLayoutMargins,
      imageSize: image.image?.size, imageToText: configuration.imageToTextPadding,
      text: text.text == nil ? nil : text, secondary: detail?.text == nil ? nil : detail,
      sideBySide: configuration.layout == .sideBySide,
      verticalPadding: configuration.textToSecondaryTextVerticalPadding,
      horizontalPadding: configuration.textToSecondaryTextHorizontalPadding)
    image.frame = frames.image
    text.frame = frames.text
    detail?.frame = frames.secondary
  }

  /// Shows the content configuration in a view of its own that fills the content view.
  func installContentConfiguration() {
    configuredContentView = contentView.show(contentConfiguration, replacing: configuredContentView)
  }

  /// Places the accessory at the trailing edge (the app's `accessoryView`, or the type's drawn
  /// one; none while editing, as UIKit's `editingAccessoryType` defaults to none) and returns where
  /// the content must end: 16 pt before the accessory, or the cell's width.
  func layoutAccessory() -> CGFloat {
    let wanted = isEditing ? .none : accessoryType
    if accessoryView == nil, wanted != .none {
      if standardAccessory?.type != wanted {
        standardAccessory?.removeFromSuperview()
        let view = TableCellAccessoryView(type: wanted)
        addSubview(view)
        standardAccessory = view
      }
    } else {
      standardAccessory?.removeFromSuperview()
      standardAccessory = nil
    }
    accessoryView?.isHidden = isEditing
    guard let accessory = isEditing ? nil : accessoryView ?? standardAccessory else { return bounds.width }
    if accessory.superview !== self { addSubview(accessory) }
    let size = accessory.frame.size == .zero ? accessory.intrinsicContentSize : accessory.frame.size
    let margin = TableCellAccessoryView.trailingMargin
    accessory.frame = CGRect(
      x: bounds.width - margin - size.width, y: (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
    return max(0, accessory.frame.minX - margin)
  }
}
