import Foundation

/// Where a configured button's image, title and subtitle go: the content (image beside, above or
/// below the title block, `imagePadding` apart; subtitle `titlePadding` under the title) centred in
/// the bounds less `contentInsets`. A value computation, so it is tested without views.
@_spi(Hail) public struct ButtonConfigurationLayout: Equatable {
  public var image = CGRect.zero
  public var title = CGRect.zero
  public var subtitle = CGRect.zero
  /// The size the button wants: the content plus the insets.
  public var fittingSize = CGSize.zero

  public init(
    configuration: UIButton.Configuration, imageSize: CGSize, titleSize: CGSize, subtitleSize: CGSize,
    bounds: CGRect
  ) {
    let insets = configuration.contentInsets
    let hasImage = imageSize != .zero
    let hasTitle = titleSize != .zero
    let hasSubtitle = subtitleSize != .zero
    let between = hasTitle && hasSubtitle ? configuration.titlePadding : 0
    let block = CGSize(
      width: max(titleSize.width, subtitleSize.width),
      height: titleSize.height + between + subtitleSize.height)
    let placement = configuration.imagePlacement
    let vertical = placement == .top || placement == .bottom
    let padding = hasImage && block != .zero ? configuration.imagePadding : 0
    let content =
      vertical
      ? CGSize(width: max(imageSize.width, block.width), height: imageSize.height + padding + block.height)
      : CGSize(width: imageSize.width + padding + block.width, height: max(imageSize.height, block.height))
    fittingSize = CGSize(
      width: content.width + insets.leading + insets.trailing,
      height: content.height + insets.top + insets.bottom)

    let area = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(bounds.width - insets.leading - insets.trailing, 0),
      height: max(bounds.height - insets.top - insets.bottom, 0))
    // The title block gives up width first when the button is narrower than its content.
    let blockWidth = min(block.width, max(area.width - (vertical ? 0 : imageSize.width + padding), 0))
    let shown = CGSize(
      width: vertical ? max(imageSize.width, blockWidth) : imageSize.width + padding + blockWidth,
      height: content.height)
    let origin = CGPoint(x: area.midX - shown.width / 2, y: area.midY - shown.height / 2)
    var blockOrigin = origin
    switch placement {
    case .top:
      image = CGRect(
        x: area.midX - imageSize.width / 2, y: origin.y, width: imageSize.width, height: imageSize.height)
      blockOrigin = CGPoint(x: area.midX - blockWidth / 2, y: origin.y + imageSize.height + padding)
    case .bottom:
      blockOrigin = CGPoint(x: area.midX - blockWidth / 2, y: origin.y)
      image = CGRect(
        x: area.midX - imageSize.width / 2, y: origin.y + block.height + padding, width: imageSize.width,
        height: imageSize.height)
    case .trailing:
      blockOrigin = CGPoint(x: origin.x, y: area.midY - block.height / 2)
      image = CGRect(
        x: origin.x + blockWidth + padding, y: area.midY - imageSize.height / 2, width: imageSize.width,
        height: imageSize.height)
    default:
      image = CGRect(
        x: origin.x, y: area.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
      blockOrigin = CGPoint(x: origin.x + imageSize.width + padding, y: area.midY - block.height / 2)
    }
    let alignment = Self.alignment(configuration.titleAlignment, vertical: vertical)
    func line(_ size: CGSize, y: CGFloat) -> CGRect {
      let width = min(size.width, blockWidth)
      let x: CGFloat
      switch alignment {
      case .leading: x = blockOrigin.x
      case .trailing: x = blockOrigin.x + blockWidth - width
      default: x = blockOrigin.x + (blockWidth - width) / 2
      }
      return CGRect(x: x, y: y, width: width, height: size.height)
    }
    title = hasTitle ? line(titleSize, y: blockOrigin.y) : .zero
    subtitle = hasSubtitle ? line(subtitleSize, y: blockOrigin.y + titleSize.height + between) : .zero
    if !hasImage { image = .zero }
  }

  /// `.automatic` centres the lines over or under an image, and aligns them to the leading edge
  /// beside one (as UIKit's).
  static func alignment(
    _ alignment: UIButton.Configuration.TitleAlignment, vertical: Bool
  ) -> UIButton.Configuration.TitleAlignment {
    guard alignment == .automatic else { return alignment }
    return vertical ? .center : .leading
  }
}
