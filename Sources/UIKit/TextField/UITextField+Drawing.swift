@_spi(Hail) import CoreGraphics
import Foundation

/// Drawing: the border, then the placeholder or the text with the selection behind it and the
/// marked text underlined, clipped to the text rectangle.
extension UITextField {
  /// The placeholder's colour: UIKit's `placeholderText` (Apple docs, UI element colors).
  static let placeholderColor = UIColor.placeholderText
  /// The rounded-rectangle border's corner radius, colour and fill, approximating iOS's (Apple
  /// publishes none): white with a light grey hairline, in dark a near-black fill with
  /// `systemGray4`'s dark grey (58, 58, 60) as the hairline.
  static let roundedRectCornerRadius: CGFloat = 5
  static let roundedRectBorderColor = UIColor.dynamic(
    light: UIColor(white: 0.8, alpha: 1),
    dark: UIColor(red: 58.0 / 255, green: 58.0 / 255, blue: 60.0 / 255, alpha: 1))
  static let roundedRectFillColor = UIColor.dynamic(
    light: .white, dark: UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))

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
    let content = editor.content
    context.saveGState()
    context.clip(to: rect)
    // Attributed runs carry their own colours: a disabled field dims them all.
    if !isEnabled, editor.styledText != nil { context.setAlpha(0.5) }
    lineGeometry.draw(
      at: textOrigin(in: rect), color: (isEnabled ? textColor : textColor?.withAlphaComponent(0.5)) ?? .label,
      selection: isEditing ? content.selection : nil, selectionColor: tintColor.withAlphaComponent(0.2),
      marked: content.markedRange, in: context)
    context.restoreGState()
  }

  /// The placeholder on one line, vertically centred and aligned per `textAlignment`; a styled
  /// placeholder with its own runs.
  func drawPlaceholderText(in rect: CGRect) {
    guard let placeholder, let context = UIGraphicsGetCurrentContext() else { return }
    let style = (font ?? .systemFont(ofSize: UIFont.labelFontSize)).textStyle
    let rich = styledPlaceholder.flatMap { $0.length > 0 ? placeholderRichText($0) : nil }
    let size =
      rich.map { TextLayout.shared.measure($0) } ?? TextLayout.shared.measure(placeholder, style: style)
    let free = max(rect.width - size.width, 0)
    let x: CGFloat = textAlignment == .center ? free / 2 : textAlignment == .right ? free : 0
    let line = CGRect(x: rect.minX + x, y: rect.midY - size.height / 2, width: .infinity, height: size.height)
    context.saveGState()
    context.clip(to: rect)
    if let rich {
      TextLayout.shared.draw(rich, in: line, context: context)
    } else {
      TextLayout.shared.draw(
        placeholder, style: style, color: Self.placeholderColor.cgColor, in: line, context: context)
    }
    context.restoreGState()
  }

  private func drawBorder(in rect: CGRect) {
    switch borderStyle {
    case .none:
      return
    case .line, .bezel:
      let color = borderStyle == .line ? UIColor.label : UIColor.gray
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
      Self.roundedRectFillColor.setFill()
      path.fill()
      Self.roundedRectBorderColor.setStroke()
      path.lineWidth = hairline
      path.stroke()
    }
  }
}
