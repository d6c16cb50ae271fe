@_spi(Hail) import CoreGraphics
import Foundation

/// The on-screen keyboard: the keys of a `KeyboardLayout` drawn in iOS's keyboard colours (light or
/// dark with its traits, which the presenter sets from the responder's `keyboardAppearance`), or
/// the first responder's `inputView` in their place. A key types when the finger lifts on it (the
/// key under the finger then, so sliding to a neighbour types the neighbour); delete acts on touch
/// down. It is an engine view (no UIKit class), placed in the window by `KeyboardPresenter`.
@preconcurrency @MainActor
final class KeyboardPanel: UIView {
  /// Approximations of iOS's keyboards (Apple publishes no values), read from iOS 15 screenshots.
  /// Light: a pale blue-grey tray, white character keys, darker function keys, each with a 1 pt
  /// darker shadow under it. Dark: a near-black tray, grey character keys, darker grey function
  /// keys, black shadows, white titles.
  static let trayColor = UIColor.dynamic(light: rgb(209, 212, 217), dark: rgb(43, 43, 43))
  static let functionKeyColor = UIColor.dynamic(light: rgb(171, 177, 186), dark: rgb(70, 70, 70))
  static let characterKeyColor = UIColor.dynamic(light: .white, dark: rgb(107, 107, 107))
  static let keyShadowColor = UIColor.dynamic(light: rgb(136, 138, 142), dark: .black)
  static let titleColor = UIColor.dynamic(light: .black, dark: .white)

  private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> UIColor {
    UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: 1)
  }
  static let letterFont = UIFont.systemFont(ofSize: 22)
  static let functionFont = UIFont.systemFont(ofSize: 16)

  var layout = KeyboardLayout(plane: .letters, width: 375, returnTitle: "return") {
    didSet { setNeedsDisplay() }
  }
  var isShifted = false {
    didSet { if isShifted != oldValue { setNeedsDisplay() } }
  }
  var returnKeyIsProminent = false {
    didSet { if returnKeyIsProminent != oldValue { setNeedsDisplay() } }
  }
  /// The key under the finger, drawn pressed.
  private(set) var pressedKey: Int? {
    didSet { if pressedKey != oldValue { setNeedsDisplay() } }
  }
  /// A view shown instead of the keys (the responder's `inputView`).
  private(set) var customInputView: UIView?
  /// Runs the action of a key that was typed.
  var onKey: (KeyboardKey.Action) -> Void = { _ in }

  required init?(coder: NSCoder) {
    return nil
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "keyboard"
    backgroundColor = Self.trayColor
  }

  func show(customInputView view: UIView?) {
    guard view !== customInputView else { return }
    customInputView?.removeFromSuperview()
    customInputView = view
    if let view {
      view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.height(of: view))
      view.autoresizingMask = [.flexibleWidth]
      addSubview(view)
    }
    setNeedsDisplay()
  }

  /// An input view's height: its frame's, else its intrinsic height (a date picker made with a
  /// zero frame), else the keys' 216 pt.
  static func height(of inputView: UIView) -> CGFloat {
    if inputView.frame.height > 0 { return inputView.frame.height }
    let intrinsic = inputView.intrinsicContentSize.height
    return intrinsic > 0 ? intrinsic : KeyboardLayout.keysHeight
  }

  // MARK: Touches

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard customInputView == nil, let touch = touches.first else { return }
    pressedKey = layout.key(at: touch.location(in: self))
    if let pressedKey, layout.keys[pressedKey].action == .delete { onKey(.delete) }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard pressedKey != nil, let touch = touches.first else { return }
    pressedKey = layout.key(at: touch.location(in: self))
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    defer { pressedKey = nil }
    guard let pressedKey, layout.keys[pressedKey].action != .delete else { return }
    onKey(layout.keys[pressedKey].action)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    pressedKey = nil
  }

  // MARK: Drawing

  override func draw(_ rect: CGRect) {
    guard customInputView == nil, let context = UIGraphicsGetCurrentContext() else { return }
    for (index, key) in layout.keys.enumerated() {
      let pressed = index == pressedKey
      let prominent = key.action == .returnKey && returnKeyIsProminent
      Self.keyShadowColor.setFill()
      UIBezierPath(roundedRect: key.frame.offsetBy(dx: 0, dy: 1), cornerRadius: KeyboardLayout.cornerRadius)
        .fill()
      keyColor(key, pressed: pressed, prominent: prominent).setFill()
      UIBezierPath(roundedRect: key.frame, cornerRadius: KeyboardLayout.cornerRadius).fill()
      let ink: UIColor = prominent ? .white : Self.titleColor
      switch key.action {
      case .shift: drawShiftArrow(in: key.frame, filled: isShifted, color: ink)
      case .delete: drawDeleteSymbol(in: key.frame, color: ink)
      default: drawTitle(of: key, color: ink, context: context)
      }
    }
  }

  /// White character keys and darker function keys swap colours while pressed; Shift is white
  /// while on; a prominent return key takes the tint colour.
  private func keyColor(_ key: KeyboardKey, pressed: Bool, prominent: Bool) -> UIColor {
    if prominent { return pressed ? Self.functionKeyColor : tintColor }
    if key.action == .shift, isShifted { return Self.characterKeyColor }
    return key.isFunction != pressed ? Self.functionKeyColor : Self.characterKeyColor
  }

  private func drawTitle(of key: KeyboardKey, color: UIColor, context: CGContext) {
    let isLetter = !key.isFunction && key.action != .space
    let title = isShifted && isLetter ? key.title.uppercased() : key.title
    let style = (isLetter ? Self.letterFont : Self.functionFont).textStyle
    let size = TextLayout.shared.measure(title, style: style)
    let origin = CGPoint(x: key.frame.midX - size.width / 2, y: key.frame.midY - size.height / 2)
    TextLayout.shared.draw(
      title, style: style, color: color.cgColor,
      in: CGRect(origin: origin, size: CGSize(width: .infinity, height: size.height)),
      context: context)
  }

  /// An upward arrow with a stem, outlined (filled while Shift is on).
  private func drawShiftArrow(in frame: CGRect, filled: Bool, color: UIColor) {
    let c = CGPoint(x: frame.midX, y: frame.midY)
    let path = UIBezierPath()
    path.move(to: CGPoint(x: c.x, y: c.y - 9))
    path.addLine(to: CGPoint(x: c.x + 9, y: c.y + 1))
    path.addLine(to: CGPoint(x: c.x + 4, y: c.y + 1))
    path.addLine(to: CGPoint(x: c.x + 4, y: c.y + 8))
    path.addLine(to: CGPoint(x: c.x - 4, y: c.y + 8))
    path.addLine(to: CGPoint(x: c.x - 4, y: c.y + 1))
    path.addLine(to: CGPoint(x: c.x - 9, y: c.y + 1))
    path.close()
    color.set()
    path.lineWidth = 1.5
    if filled { path.fill() } else { path.stroke() }
  }

  /// A left-pointing key cap with a cross in it.
  private func drawDeleteSymbol(in frame: CGRect, color: UIColor) {
    let c = CGPoint(x: frame.midX + 2, y: frame.midY)
    let outline = UIBezierPath()
    outline.move(to: CGPoint(x: c.x - 13, y: c.y))
    outline.addLine(to: CGPoint(x: c.x - 6, y: c.y - 7))
    outline.addLine(to: CGPoint(x: c.x + 10, y: c.y - 7))
    outline.addLine(to: CGPoint(x: c.x + 10, y: c.y + 7))
    outline.addLine(to: CGPoint(x: c.x - 6, y: c.y + 7))
    outline.close()
    outline.move(to: CGPoint(x: c.x - 2, y: c.y - 3.5))
    outline.addLine(to: CGPoint(x: c.x + 5, y: c.y + 3.5))
    outline.move(to: CGPoint(x: c.x + 5, y: c.y - 3.5))
    outline.addLine(to: CGPoint(x: c.x - 2, y: c.y + 3.5))
    color.setStroke()
    outline.lineWidth = 1.5
    outline.stroke()
  }
}
