import Foundation

/// Where a list row's image and labels go: the image at the leading margin, centred vertically;
/// the text after it; the secondary text either under the text or at the trailing edge on its
/// line; the whole block centred in the row. Shared by `UIListContentView` and the table cell's
/// own labels.
@preconcurrency @MainActor
struct ListRowLayout {
  var image = CGRect.zero
  var text = CGRect.zero
  var secondary = CGRect.zero
  /// The height of the image and text block (without the margins).
  var blockHeight: CGFloat = 0

  init(
    bounds: CGRect, margins: NSDirectionalEdgeInsets, imageSize: CGSize?, imageToText: CGFloat,
    text: UILabel?,
    secondary: UILabel?, sideBySide: Bool, verticalPadding: CGFloat, horizontalPadding: CGFloat
  ) {
    var leading = margins.leading
    blockHeight = imageSize?.height ?? 0
    if let imageSize {
      image = CGRect(
        x: leading, y: bounds.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
      leading += imageSize.width + imageToText
    }
    let trailing = bounds.width - margins.trailing
    let room = max(0, trailing - leading)
    if sideBySide {
      let secondarySize = secondary.map { Self.size($0, width: room) } ?? .zero
      let textWidth = max(0, room - (secondary == nil ? 0 : secondarySize.width + horizontalPadding))
      let textSize = text.map { Self.size($0, width: textWidth) } ?? .zero
      self.text = CGRect(
        x: leading, y: bounds.midY - textSize.height / 2, width: textWidth, height: textSize.height)
      self.secondary = CGRect(
        x: trailing - secondarySize.width, y: bounds.midY - secondarySize.height / 2,
        width: secondarySize.width,
        height: secondarySize.height)
      blockHeight = max(blockHeight, textSize.height, secondarySize.height)
      return
    }
    let textSize = text.map { Self.size($0, width: room) } ?? .zero
    let secondarySize = secondary.map { Self.size($0, width: room) } ?? .zero
    let gap = text != nil && secondary != nil ? verticalPadding : 0
    blockHeight = max(blockHeight, textSize.height + gap + secondarySize.height)
    var y = bounds.midY - (textSize.height + gap + secondarySize.height) / 2
    self.text = CGRect(x: leading, y: y, width: room, height: textSize.height)
    y += textSize.height + gap
    self.secondary = CGRect(x: leading, y: y, width: room, height: secondarySize.height)
  }

  /// A label's size wrapped at `width`, its height rounded up to whole points.
  private static func size(_ label: UILabel, width: CGFloat) -> CGSize {
    let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    return CGSize(width: min(fitted.width, width), height: fitted.height.rounded(.up))
  }
}
