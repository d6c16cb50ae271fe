@_spi(Hail) import CoreGraphics
import Foundation

/// A system symbol as drawn here: a Material Icons glyph standing for an SF Symbol name, at a
/// configuration's size and weight (docs/symbols.md says how the names map and why the numbers).
struct SystemSymbol: Hashable, Sendable {
  /// The font the glyphs come from (Debian's fonts-material-design-icons-iconfont).
  static let fontFamily = "Material Icons"
  /// Apple's default symbol point size: the body text style's 17 pt.
  static let defaultPointSize: CGFloat = 17

  let name: String
  let codePoint: UInt32
  let configuration: UIImage.SymbolConfiguration

  /// The symbol for an SF Symbol `name`, or nil when the table has none.
  init?(name: String, configuration: UIImage.SymbolConfiguration) {
    guard let codePoint = SystemSymbol.codePoints[name] else { return nil }
    self.name = name
    self.codePoint = codePoint
    self.configuration = configuration
  }

  /// The glyph's live area: point size times the scale's factor (`.small` 0.8, `.large` 1.25,
  /// an approximation of how SF Symbols' scales relate to their text size).
  var liveArea: CGFloat {
    let pointSize = configuration.pointSize > 0 ? configuration.pointSize : SystemSymbol.defaultPointSize
    switch configuration.scale {
    case .small: return pointSize * 0.8
    case .large: return pointSize * 1.25
    default: return pointSize
    }
  }

  /// The image's size in points: the glyph's em square, 24/20 of the live area (the Material
  /// grid's em over its live area), rounded up to the half point.
  var size: CGSize {
    let side = (liveArea * 24 / 20 * 2).rounded(.up) / 2
    return CGSize(width: side, height: side)
  }

  /// How far the outline is stroked to thicken the one-weight font: nothing up to `.regular`,
  /// then 1.5 % of the em per weight step (`.black` 7.5 %).
  var outlineWidth: CGFloat {
    let steps = max(configuration.weight.rawValue - UIImage.SymbolWeight.regular.rawValue, 0)
    return size.width * 0.015 * CGFloat(steps)
  }

  /// Draws the glyph filling `rect` in `color`.
  func draw(in rect: CGRect, color: CGColor, context: CGContext) {
    guard rect.width > 0, rect.height > 0, let scalar = Unicode.Scalar(codePoint) else { return }
    let scale = min(rect.width / size.width, rect.height / size.height)
    let style = CGTextStyle(size: size.width * scale, family: SystemSymbol.fontFamily, language: "en")
    TextLayout.shared.drawWithHalo(
      String(Character(scalar)), style: style, color: color, halo: color,
      haloWidth: outlineWidth * scale / 2, center: CGPoint(x: rect.midX, y: rect.midY), context: context)
  }

  /// The glyph in black on transparent at `scale` pixels per point, for `UIImage.cgImage`.
  func render(scale: CGFloat) -> CGImage? {
    let pixels = size.applying(CGAffineTransform(scaleX: scale, y: scale))
    guard
      let context = CGContext(
        bitmapWidth: Int(pixels.width.rounded(.up)), height: Int(pixels.height.rounded(.up)), scale: scale)
    else { return nil }
    draw(in: CGRect(origin: .zero, size: size), color: CGColor.black, context: context)
    return context.makeImage()
  }
}
