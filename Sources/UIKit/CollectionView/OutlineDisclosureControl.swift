import Foundation

/// The `.outlineDisclosure` accessory: a chevron pointing to the trailing side while its item is
/// collapsed, turned a quarter down while it is expanded (turning over 0.3 s, the table's
/// animation time). Apple publishes no figures: the disclosure indicator's 8 × 13 chevron in a
/// 24 pt square so a finger can find it, in `.secondaryLabel` unless tinted.
@preconcurrency @MainActor
final class OutlineDisclosureControl: UIControl, EngineContentDrawing {
  static let side: CGFloat = 24
  private let tint: UIColor?
  private(set) var isExpanded = false

  init(tint: UIColor?) {
    self.tint = tint
    super.init(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
    backgroundColor = .clear
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override var intrinsicContentSize: CGSize { CGSize(width: Self.side, height: Self.side) }

  func setExpanded(_ expanded: Bool, animated: Bool) {
    guard expanded != isExpanded else { return }
    isExpanded = expanded
    let turn = expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
    guard animated else { return transform = turn }
    UIView.animate(withDuration: 0.3) { self.transform = turn }
  }

  override func draw(_ rect: CGRect) {
    let chevron = UIBezierPath()
    chevron.lineWidth = 2
    let x = bounds.midX - 3
    chevron.move(to: CGPoint(x: x, y: bounds.midY - 5.5))
    chevron.addLine(to: CGPoint(x: x + 6, y: bounds.midY))
    chevron.addLine(to: CGPoint(x: x, y: bounds.midY + 5.5))
    (tint ?? .secondaryLabel).setStroke()
    chevron.stroke()
  }
}
