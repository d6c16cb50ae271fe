@_spi(Hail) import UIKit

/// "© OpenStreetMap contributors": the credit the ODbL asks of every map drawn from OpenStreetMap
/// data, small at the bottom-left corner where MapKit puts its legal notice. A map too narrow for it
/// (a thumbnail) gets the short form "© OpenStreetMap", in a smaller size if it must: never a cut one.
final class MapAttributionLabel: UILabel {
  static let attribution = "© OpenStreetMap contributors"
  /// The short credit for small maps: the OSMF Attribution Guidelines (2021, "Attribution text")
  /// accept "© OpenStreetMap"; the word "contributors" is optional.
  static let shortAttribution = "© OpenStreetMap"
  /// The credit's size, points, and the smallest it shrinks to on a thumbnail map (still legible at
  /// 2× and 3×).
  static let fontSize: CGFloat = 10
  static let smallestFontSize: CGFloat = 7
  /// Distance from the map's bottom-left corner (inside the safe area), points; on a thumbnail the
  /// credit takes the corner's last points rather than be cut.
  static let margin: CGFloat = 6
  static let smallestMargin: CGFloat = 2
  /// The plate's padding around the text, points (horizontal, vertical).
  static let padding = CGSize(width: 8, height: 2)
  /// Measures candidate credits, so the shown text and font change only when the choice does.
  private let measuring = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    text = Self.attribution
    font = .systemFont(ofSize: Self.fontSize)
    textColor = MapPalette.attributionColor
    backgroundColor = MapPalette.attributionBackground
    layer.cornerRadius = 3
    clipsToBounds = true
    textAlignment = .center
    isUserInteractionEnabled = false
    accessibilityIdentifier = "map.attribution"
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Puts the label at the bottom-left of `mapBounds`, above the safe-area inset, with the longest
  /// credit that fits whole: the full one, else the short one, else the short one made smaller.
  func place(in mapBounds: CGRect, safeArea: UIEdgeInsets) {
    let room = mapBounds.width - safeArea.left - safeArea.right
    var (credit, fontSize, margin) = (Self.attribution, Self.fontSize, Self.margin)
    var size = platedSize(credit, fontSize: fontSize)
    if size.width > room - 2 * margin {
      (credit, margin) = (Self.shortAttribution, Self.smallestMargin)
      size = platedSize(credit, fontSize: fontSize)
      while size.width > room - 2 * margin, fontSize > Self.smallestFontSize {
        fontSize -= 0.5
        size = platedSize(credit, fontSize: fontSize)
      }
    }
    text = credit
    font = .systemFont(ofSize: fontSize)
    frame = CGRect(
      x: mapBounds.minX + safeArea.left + margin,
      y: mapBounds.maxY - safeArea.bottom - margin - size.height, width: size.width, height: size.height)
  }

  /// The plate's size around `credit` set at `fontSize`.
  private func platedSize(_ credit: String, fontSize: CGFloat) -> CGSize {
    measuring.text = credit
    measuring.font = .systemFont(ofSize: fontSize)
    let fitted = measuring.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100))
    return CGSize(
      width: ceil(fitted.width) + Self.padding.width, height: ceil(fitted.height) + Self.padding.height)
  }
}
