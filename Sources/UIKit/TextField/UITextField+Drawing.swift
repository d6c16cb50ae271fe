@_spi(Hail) import CoreGraphics
import Foundation

/// Drawing: the border, then the placeholder or the text with the selection behind it and the
/// marked text underlined, clipped to the text rectangle.
extension UITextField {
  /// The placeholder's colour: UIKit's `placeholderText` in light mode (Apple docs, UI element
  /// colors), label grey (60, 60, 67) at 30 % opacity.
  static let placeholderColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
  /// The rounded-rectangle border's corner radius and colour, approximating iOS's (Apple
  /// publishes neither).
  static let roundedRectCornerRadius: CGFloat = 5
  static let roundedRectBorderColor = UIColor(white: 0.8, alpha: 1)

  func drawField() {
    drawBorder(in: borderRect(forBounds: bounds))
    if hasText {
      drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
    } else if let placeholder, !placeholder.isEmpty, editor.content.markedRange == nil {
      drawPlaceholder(in: placeholderRect(forBounds: bounds))
    }
  }

  func drawLine(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let geometry = lineGeometry
    let origin = textOrigin(in: rect)
    context.saveGState()
    context.clip(to: rect)
    let content = editor.content
    if isEditing, content.selection.length > 0 {
      let span = geometry.span(
        from: content.selection.location, to: content.selection.location + content.selection.length)
      tintColor.withAlphaComponent(0.2).setFill()
      context.fill(
        CGRect(
          x: origin.x + span.lowerBound, y: origin.y, width: span.upperBound - span.lowerBound,
          height: geometry.size.height))
    }
    let color = (isEnabled ? textColor : textColor?.withAlphaComponent(0.5)) ?? .black
    if geometry.isBullets {
      drawBullets(geometry, at: origin, color: color)
    } else {
      TextLayout.shared.draw(
        geometry.displayText, style: geometry.style, color: color.cgColor,
        in: CGRect(x: origin.x, y: origin.y, width: .infinity, height: geometry.size.height), context: context
      )
    }
    if let marked = content.markedRange {
      // Input-method text is underlined, as iOS marks it, 1 pt under the baseline.
      let span = geometry.span(from: marked.location, to: marked.location + marked.length)
      let baseline = origin.y + TextLayout.shared.metrics(for: geometry.style).ascender + 1
      color.setFill()
      context.fill(
        CGRect(
          x: origin.x + span.lowerBound, y: baseline, width: span.upperBound - span.lowerBound, height: 1))
    }
    context.restoreGState()
  }

  /// Secure entry's dots, centred on the x-height (half an ascender above the baseline, roughly).
  private func drawBullets(_ geometry: TextLineGeometry, at origin: CGPoint, color: UIColor) {
    let size = geometry.style.size
    let diameter = size * TextLineGeometry.bulletDiameter
    let advance = size * TextLineGeometry.bulletAdvance
    let centerY = origin.y + TextLayout.shared.metrics(for: geometry.style).ascender - size * 0.35
    color.setFill()
    for index in 0..<max(geometry.stops.count - 1, 0) {
      let centerX = origin.x + (CGFloat(index) + 0.5) * advance
      UIBezierPath(
        ovalIn: CGRect(
          x: centerX - diameter / 2, y: centerY - diameter / 2, width: diameter, height: diameter)
      )
      .fill()
    }
  }

  func drawPlaceholderText(in rect: CGRect) {
    guard let placeholder, let context = UIGraphicsGetCurrentContext() else { return }
    let style = (font ?? .systemFont(ofSize: UIFont.labelFontSize)).textStyle
    let size = TextLayout.shared.measure(placeholder, style: style)
    let free = max(rect.width - size.width, 0)
    let x: CGFloat = textAlignment == .center ? free / 2 : textAlignment == .right ? free : 0
    context.saveGState()
    context.clip(to: rect)
    TextLayout.shared.draw(
      placeholder, style: style, color: Self.placeholderColor.cgColor,
      in: CGRect(x: rect.minX + x, y: rect.midY - size.height / 2, width: .infinity, height: size.height),
      context: context)
    context.restoreGState()
  }

  private func drawBorder(in rect: CGRect) {
    switch borderStyle {
    case .none:
      return
    case .line, .bezel:
      let color = borderStyle == .line ? UIColor.black : UIColor.gray
      color.setStroke()
      let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
      path.lineWidth = 1
      path.stroke()
    case .roundedRect:
      // A hairline: one device pixel, inset half a pixel so that it lands on whole pixels.
      let hairline = 1 / UIScreen.main.scale
      let path = UIBezierPath(
        roundedRect: rect.insetBy(dx: hairline / 2, dy: hairline / 2),
        cornerRadius: Self.roundedRectCornerRadius)
      UIColor.white.setFill()
      path.fill()
      Self.roundedRectBorderColor.setStroke()
      path.lineWidth = hairline
      path.stroke()
    }
  }
}
