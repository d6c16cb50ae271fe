@_spi(Hail) import CoreGraphics
import Foundation

/// Drawing edited text: the selection behind it, the text (or secure entry's dots), and the
/// input method's marked text underlined, as iOS marks it, 1 pt under the baseline.
extension TextGeometry {
  @MainActor
  func draw(
    at origin: CGPoint, color: UIColor, selection: NSRange?, selectionColor: UIColor, marked: NSRange?,
    in context: CGContext
  ) {
    if let selection, selection.length > 0 {
      selectionColor.setFill()
      for rect in selectionRects(from: selection.location, to: selection.location + selection.length) {
        context.fill(rect.offsetBy(dx: origin.x, dy: origin.y))
      }
    }
    if isBullets {
      drawBullets(at: origin, color: color)
    } else if let richText {
      TextLayout.shared.draw(
        richText, in: CGRect(x: origin.x, y: origin.y, width: wrapWidth ?? .infinity, height: size.height),
        context: context)
    } else {
      TextLayout.shared.draw(
        displayText, style: style, color: color.cgColor,
        in: CGRect(x: origin.x, y: origin.y, width: wrapWidth ?? .infinity, height: size.height),
        alignment: alignment, context: context)
    }
    guard let marked else { return }
    let metrics = TextLayout.shared.metrics(for: style)
    color.setFill()
    for rect in selectionRects(from: marked.location, to: marked.location + marked.length) {
      // Under the line's baseline: its height less the descent (the view's font's, for attributed lines).
      let baseline = rect.maxY + metrics.descender
      context.fill(CGRect(x: origin.x + rect.minX, y: origin.y + baseline + 1, width: rect.width, height: 1))
    }
  }

  /// Secure entry's dots, centred on the x-height (about a third of an em above the baseline).
  @MainActor
  private func drawBullets(at origin: CGPoint, color: UIColor) {
    let diameter = style.size * Self.bulletDiameter
    let advance = style.size * Self.bulletAdvance
    let centerY = origin.y + TextLayout.shared.metrics(for: style).ascender - style.size * 0.35
    color.setFill()
    for index in 0..<max(stops.count - 1, 0) {
      let centerX = origin.x + (CGFloat(index) + 0.5) * advance
      UIBezierPath(
        ovalIn: CGRect(
          x: centerX - diameter / 2, y: centerY - diameter / 2, width: diameter, height: diameter)
      )
      .fill()
    }
  }
}
