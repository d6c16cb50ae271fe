@_spi(Hail) import CoreGraphics
import Foundation

/// Everything the keyboard's keys are drawn from, colours resolved for the panel's traits: a value,
/// so the keys can be drawn on another thread (`KeyboardRaster`) as well as in `draw(_:)`, with the
/// same pixels either way.
struct KeyboardLook: Equatable, Sendable {
  var layout: KeyboardLayout
  var isShifted: Bool
  /// The key under the finger, drawn pressed.
  var pressedKey: Int?
  var returnKeyIsProminent: Bool
  var palette: Palette

  /// The keyboard's colours, resolved (see `KeyboardPanel`'s dynamic colours) and the tint.
  struct Palette: Equatable, Sendable {
    var functionKey: CGColor
    var characterKey: CGColor
    var keyShadow: CGColor
    var title: CGColor
    var tint: CGColor
  }

  /// Draws the keys into `context`, whose user space is the keyboard's bounds: each key's 1 pt
  /// shadow, its cap, and its title or symbol.
  func draw(in context: CGContext, letterStyle: CGTextStyle, functionStyle: CGTextStyle) {
    for (index, key) in layout.keys.enumerated() {
      let pressed = index == pressedKey
      let prominent = key.action == .returnKey && returnKeyIsProminent
      fill(Self.keyCap(key.frame.offsetBy(dx: 0, dy: 1)), color: palette.keyShadow, in: context)
      fill(Self.keyCap(key.frame), color: keyColor(key, pressed: pressed, prominent: prominent), in: context)
      let ink = prominent ? CGColor.white : palette.title
      switch key.action {
      case .shift: drawShiftArrow(in: key.frame, filled: isShifted, color: ink, context: context)
      case .delete: drawDeleteSymbol(in: key.frame, color: ink, context: context)
      default:
        let isLetter = !key.isFunction && key.action != .space
        drawTitle(of: key, style: isLetter ? letterStyle : functionStyle, color: ink, context: context)
      }
    }
  }

  /// White character keys and darker function keys swap colours while pressed; Shift is white
  /// while on; a prominent return key takes the tint colour.
  private func keyColor(_ key: KeyboardKey, pressed: Bool, prominent: Bool) -> CGColor {
    if prominent { return pressed ? palette.functionKey : palette.tint }
    if key.action == .shift, isShifted { return palette.characterKey }
    return key.isFunction != pressed ? palette.functionKey : palette.characterKey
  }

  private static func keyCap(_ frame: CGRect) -> CGPath {
    let radius = min(KeyboardLayout.cornerRadius, min(frame.width, frame.height) / 2)
    let path = CGMutablePath()
    path.addRoundedRect(in: frame.standardized, cornerWidth: radius, cornerHeight: radius)
    return path
  }

  private func drawTitle(of key: KeyboardKey, style: CGTextStyle, color: CGColor, context: CGContext) {
    let isLetter = !key.isFunction && key.action != .space
    let title = isShifted && isLetter ? key.title.uppercased() : key.title
    let size = TextLayout.shared.measure(title, style: style)
    let origin = CGPoint(x: key.frame.midX - size.width / 2, y: key.frame.midY - size.height / 2)
    TextLayout.shared.draw(
      title, style: style, color: color,
      in: CGRect(origin: origin, size: CGSize(width: .infinity, height: size.height)),
      context: context)
  }

  /// An upward arrow with a stem, outlined (filled while Shift is on).
  private func drawShiftArrow(in frame: CGRect, filled: Bool, color: CGColor, context: CGContext) {
    let c = CGPoint(x: frame.midX, y: frame.midY)
    let path = CGMutablePath()
    path.move(to: CGPoint(x: c.x, y: c.y - 9))
    path.addLine(to: CGPoint(x: c.x + 9, y: c.y + 1))
    path.addLine(to: CGPoint(x: c.x + 4, y: c.y + 1))
    path.addLine(to: CGPoint(x: c.x + 4, y: c.y + 8))
    path.addLine(to: CGPoint(x: c.x - 4, y: c.y + 8))
    path.addLine(to: CGPoint(x: c.x - 4, y: c.y + 1))
    path.addLine(to: CGPoint(x: c.x - 9, y: c.y + 1))
    path.closeSubpath()
    if filled { fill(path, color: color, in: context) } else { stroke(path, color: color, in: context) }
  }

  /// A left-pointing key cap with a cross in it.
  private func drawDeleteSymbol(in frame: CGRect, color: CGColor, context: CGContext) {
    let c = CGPoint(x: frame.midX + 2, y: frame.midY)
    let outline = CGMutablePath()
    outline.move(to: CGPoint(x: c.x - 13, y: c.y))
    outline.addLine(to: CGPoint(x: c.x - 6, y: c.y - 7))
    outline.addLine(to: CGPoint(x: c.x + 10, y: c.y - 7))
    outline.addLine(to: CGPoint(x: c.x + 10, y: c.y + 7))
    outline.addLine(to: CGPoint(x: c.x - 6, y: c.y + 7))
    outline.closeSubpath()
    outline.move(to: CGPoint(x: c.x - 2, y: c.y - 3.5))
    outline.addLine(to: CGPoint(x: c.x + 5, y: c.y + 3.5))
    outline.move(to: CGPoint(x: c.x + 5, y: c.y - 3.5))
    outline.addLine(to: CGPoint(x: c.x - 2, y: c.y + 3.5))
    stroke(outline, color: color, in: context)
  }

  private func fill(_ path: CGPath, color: CGColor, in context: CGContext) {
    context.saveGState()
    context.setFillColor(color)
    context.beginPath()
    context.addPath(path)
    context.fillPath(using: .winding)
    context.restoreGState()
  }

  /// 1.5 pt lines with UIBezierPath's default butt caps, mitred joins and miter limit 10.
  private func stroke(_ path: CGPath, color: CGColor, in context: CGContext) {
    context.saveGState()
    context.setStrokeColor(color)
    context.setLineWidth(1.5)
    context.setLineCap(.butt)
    context.setLineJoin(.miter)
    context.setMiterLimit(10)
    context.beginPath()
    context.addPath(path)
    context.strokePath()
    context.restoreGState()
  }
}
