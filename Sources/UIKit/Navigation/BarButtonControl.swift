import Foundation

/// One button on a navigation bar, as UIKit draws a bar button item: a title in the tint colour,
/// an image, or a drawn glyph (the back chevron, `add`, `close`, `search`), fading to
/// `UIButton.systemHighlightedAlpha` while touched and to 35 % when disabled (measured look).
@preconcurrency @MainActor
final class BarButtonControl: UIControl {
  static let titleFont = UIFont.systemFont(ofSize: 17)
  static let prominentTitleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
  static let disabledAlpha: CGFloat = 0.35
  /// The space between a glyph and a title (the back button's chevron and its title).
  static let glyphSpacing: CGFloat = 6

  private let label = UILabel()
  private let glyphView: BarGlyphView?
  private let imageView: UIImageView?

  init(title: String?, font: UIFont, glyph: BarGlyph?, image: UIImage?, tint: UIColor) {
    glyphView = glyph.map { BarGlyphView(glyph: $0, color: tint) }
    imageView = image.map { UIImageView(image: $0) }
    super.init(frame: .zero)
    label.text = title
    label.font = font
    label.textColor = tint
    for view in [glyphView, imageView, label] as [UIView?] {
      if let view { addSubview(view) }
    }
  }

  required init?(coder: NSCoder) { nil }

  override var isHighlighted: Bool {
    didSet { updateAlpha() }
  }

  override var isEnabled: Bool {
    didSet { updateAlpha() }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    var width: CGFloat = 0
    if let glyphView { width += glyphView.glyph.size.width }
    if let image = imageView?.image { width += image.size.width }
    if label.text?.isEmpty == false {
      if width > 0 { width += Self.glyphSpacing }
      width += label.sizeThatFits(size).width
    }
    return CGSize(width: width.rounded(.up), height: UINavigationBar.standardHeight)
  }

  override func layoutSubviews() {
    var x: CGFloat = 0
    if let glyphView {
      let size = glyphView.glyph.size
      glyphView.frame = CGRect(
        x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
      x = glyphView.frame.maxX + Self.glyphSpacing
    }
    if let imageView, let size = imageView.image?.size {
      imageView.frame = CGRect(
        x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
      x = imageView.frame.maxX + Self.glyphSpacing
    }
    label.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
  }

  private func updateAlpha() {
    let alpha = !isEnabled ? Self.disabledAlpha : (isHighlighted ? UIButton.systemHighlightedAlpha : 1)
    for view in subviews { view.alpha = alpha }
  }
}

/// The glyphs the engine draws for bar buttons (UIKit draws SF Symbols).
enum BarGlyph {
  case back, add, close, search

  /// The glyph's box in points: the back chevron is UIKit's 13 × 21 indicator; the others 22 pt.
  var size: CGSize {
    self == .back ? CGSize(width: 13, height: 21) : CGSize(width: 22, height: 22)
  }

  init?(systemItem: UIBarButtonItem.SystemItem?) {
    switch systemItem {
    case .add: self = .add
    case .close: self = .close
    case .search: self = .search
    default: return nil
    }
  }
}

/// Strokes a `BarGlyph` in a colour.
@preconcurrency @MainActor
final class BarGlyphView: UIView, EngineContentDrawing {
  let glyph: BarGlyph
  private let color: UIColor

  init(glyph: BarGlyph, color: UIColor) {
    self.glyph = glyph
    self.color = color
    super.init(frame: CGRect(origin: .zero, size: glyph.size))
    isOpaque = false
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    let path = UIBezierPath()
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
    let b = bounds
    switch glyph {
    case .back:
      path.lineWidth = 3
      path.move(to: CGPoint(x: b.maxX - 1.5, y: b.minY + 1.5))
      path.addLine(to: CGPoint(x: b.minX + 1.5, y: b.midY))
      path.addLine(to: CGPoint(x: b.maxX - 1.5, y: b.maxY - 1.5))
    case .add:
      path.lineWidth = 2
      path.move(to: CGPoint(x: b.midX, y: b.minY + 2))
      path.addLine(to: CGPoint(x: b.midX, y: b.maxY - 2))
      path.move(to: CGPoint(x: b.minX + 2, y: b.midY))
      path.addLine(to: CGPoint(x: b.maxX - 2, y: b.midY))
    case .close:
      path.lineWidth = 2
      path.move(to: CGPoint(x: b.minX + 4, y: b.minY + 4))
      path.addLine(to: CGPoint(x: b.maxX - 4, y: b.maxY - 4))
      path.move(to: CGPoint(x: b.maxX - 4, y: b.minY + 4))
      path.addLine(to: CGPoint(x: b.minX + 4, y: b.maxY - 4))
    case .search:
      path.lineWidth = 2
      path.append(UIBezierPath(ovalIn: CGRect(x: b.minX + 2, y: b.minY + 2, width: 13, height: 13)))
      path.move(to: CGPoint(x: b.minX + 13.5, y: b.minY + 13.5))
      path.addLine(to: CGPoint(x: b.maxX - 2, y: b.maxY - 2))
    }
    color.setStroke()
    path.stroke()
  }
}
