@_spi(Hail) import UIKit

/// "© OpenStreetMap contributors": the credit the ODbL asks of every map drawn from OpenStreetMap
/// data, small at the bottom-left corner where MapKit puts its legal notice.
final class MapAttributionLabel: UILabel {
  static let attribution = "© OpenStreetMap contributors"
  /// Distance from the map's bottom-left corner (inside the safe area), points.
  static let margin: CGFloat = 6

  override init(frame: CGRect) {
    super.init(frame: frame)
    text = Self.attribution
    font = .systemFont(ofSize: 10)
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

  /// Puts the label at the bottom-left of `mapBounds`, above the safe-area inset.
  func place(in mapBounds: CGRect, safeArea: UIEdgeInsets) {
    let fitted = sizeThatFits(CGSize(width: mapBounds.width, height: 100))
    let size = CGSize(width: ceil(fitted.width) + 8, height: ceil(fitted.height) + 2)
    frame = CGRect(
      x: mapBounds.minX + safeArea.left + Self.margin,
      y: mapBounds.maxY - safeArea.bottom - Self.margin - size.height, width: size.width, height: size.height)
  }
}
