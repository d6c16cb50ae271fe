@_spi(Hail) import CoreGraphics
import EngineTime
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
  private static let textStyles = (letter: letterFont.textStyle, function: functionFont.textStyle)

  var layout = KeyboardLayout(plane: .letters, width: 375, returnTitle: "return") {
    didSet { if layout != oldValue { setNeedsDisplay() } }
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
  /// The keyboard's own drawing thread: at the app's priority and kept off the core of the thread
  /// that starts a drawing (the engine's queue for this QoS, `QueueThread`), so it draws beside the
  /// frame rather than taking the main thread's core from it.
  private let queue = EngineTime.DispatchQueue(label: "keyboard", qos: .userInteractive)
  /// Where the keys are drawn ahead (`drawingAhead`), once the frame that took a drawing ends, so
  /// in the time before the next rather than beside the keyboard's slide. At the app's priority,
  /// as the keyboard's queue: the keys' titles hold the text layout's lock, which a frame's labels
  /// wait for, and a thread of lower priority holding it would keep the frame waiting.
  private let aheadQueue = EngineTime.DispatchQueue(label: "keyboard-ahead", qos: .userInteractive)
  /// How long the drawing ahead waits for the frame to end: a frame renders in a few
  /// milliseconds; past this, no window renders (a headless test), and none is held up.
  private static let frameWait: TimeInterval = 0.05
  /// The drawing started by `prepareDrawing()`, until the render takes it.
  private(set) var raster: KeyboardRaster?
  /// The keys drawn ahead with Shift the other way, started when the render takes a drawing: the
  /// first letter typed in a field that starts capitalised (a search field) turns Shift off, and
  /// the keys drawn again on the main thread then took that frame 4.5 ms in the ride tour. Kept
  /// until taken or replaced, or let go with keys of another size or appearance, an input view
  /// in their place, or the panel gone from the window.
  private(set) var drawingAhead: KeyboardRaster?

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
      drawingAhead?.cancel()
      drawingAhead = nil
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

  /// The keys as they look now, colours resolved with the panel's traits.
  var look: KeyboardLook {
    let traits = resolvingTraitCollection
    let resolve = { (color: UIColor) in color.resolvedColor(with: traits).cgColor }
    return KeyboardLook(
      layout: layout, isShifted: isShifted, pressedKey: pressedKey,
      returnKeyIsProminent: returnKeyIsProminent,
      palette: KeyboardLook.Palette(
        functionKey: resolve(Self.functionKeyColor), characterKey: resolve(Self.characterKeyColor),
        keyShadow: resolve(Self.keyShadowColor), title: resolve(Self.titleColor), tint: resolve(tintColor)))
  }

  override func draw(_ rect: CGRect) {
    guard customInputView == nil, let context = UIGraphicsGetCurrentContext() else { return }
    look.draw(in: context, letterStyle: Self.textStyles.letter, functionStyle: Self.textStyles.function)
  }

  /// The tint colours a prominent return key.
  override func tintColorDidChange() {
    super.tintColorDidChange()
    if returnKeyIsProminent { setNeedsDisplay() }
  }

  /// Starts drawing the keys as they look now on the panel's queue, for the render to take
  /// (`preparedContent`): the keyboard shown, its first drawing is made while the frame goes on.
  func prepareDrawing() {
    guard window != nil else { return }
    // Its appearance (the responder's `keyboardAppearance`) delivered now rather than in the layout
    // pass: the delivery resolves the tray colour the bitmap is filled with, and asks for a drawing
    // when only the appearance changed.
    updateTraitsIfNeeded()
    guard customInputView == nil, needsDisplay else { return }
    let pixelSize = ContentCache.pixelSize(of: self, scale: UIScreen.main.scale)
    guard pixelSize.width > 0, pixelSize.height > 0 else { return }
    let look = look
    if let raster, raster.look == look, raster.pixelSize == pixelSize, raster.origin == bounds.origin {
      return
    }
    raster?.cancel()
    raster = KeyboardRaster(
      look: look, pixelSize: pixelSize, origin: bounds.origin, styles: Self.textStyles, on: queue)
  }

  /// Gone from the window, the panel will not be rendered: a drawing nobody takes is let go.
  override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window == nil else { return }
    raster?.cancel()
    raster = nil
    drawingAhead?.cancel()
    drawingAhead = nil
  }

  /// Starts drawing the keys of `taken`, a drawing the render took, with Shift the other way.
  private func drawAhead(from taken: KeyboardRaster) {
    drawingAhead?.cancel()
    var flipped = taken.look
    flipped.isShifted.toggle()
    let frameEnds = UIApplication.shared.frameEnds
    drawingAhead = KeyboardRaster(
      look: flipped, pixelSize: taken.pixelSize, origin: taken.origin, styles: Self.textStyles,
      on: aheadQueue,
      waitForTurn: { frameEnds.waitForNext(timeout: Self.frameWait) })
  }
}

extension KeyboardPanel: PreparedContentDrawing {
  /// The prepared drawing, taken, if it shows the panel as it is now, or else the drawing ahead
  /// if that does; nil otherwise, and `draw(_:)` draws. A drawing asked for at another scale (a
  /// snapshot) is kept for the screen's render it was made for; any other that does not match
  /// (keys that no longer look so, a new size) is let go; the drawing ahead only when its size or
  /// appearance is not the panel's (it waits for its Shift through other changes). Once one is
  /// taken, the keys with Shift the other way are drawn ahead.
  func preparedContent(_ pixelSize: ContentCache.PixelSize) -> CGImage? {
    let look = look
    let shows = { (drawing: KeyboardRaster) in
      self.customInputView == nil && drawing.look == look && drawing.pixelSize == pixelSize
        && drawing.origin == self.bounds.origin
    }
    var taken: KeyboardRaster?
    if let raster, raster.pixelSize.scale == pixelSize.scale {
      self.raster = nil
      if shows(raster) { taken = raster } else { raster.cancel() }
    }
    if taken == nil, let drawingAhead, drawingAhead.pixelSize.scale == pixelSize.scale {
      if shows(drawingAhead) {
        self.drawingAhead = nil
        taken = drawingAhead
      } else if drawingAhead.pixelSize != pixelSize || drawingAhead.origin != bounds.origin {
        drawingAhead.cancel()
        self.drawingAhead = nil
      }
    }
    guard let taken else { return nil }
    let image = taken.image()
    if image != nil { drawAhead(from: taken) }
    return image
  }
}
