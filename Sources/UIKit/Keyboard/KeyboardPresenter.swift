import Foundation

/// A window's keyboard: slides the `KeyboardPanel` up when a text input becomes first responder
/// and down when none is left, posting UIKit's keyboard notifications, and types the panel's keys
/// into the first responder.
///
/// Each move posts `keyboardWillChangeFrameNotification` then `keyboardWillShowNotification` (or
/// `…WillHide…`) at its start and `…DidChangeFrame…` then `…DidShow…` (`…DidHide…`) when it ends:
/// the order iOS posts them in (logs in Stack Overflow question 25946121). The will-notifications
/// are posted inside the keyboard's animation block, as UIKit posts them from its input window's
/// animation (backtrace in Apple Developer Forums thread 5706), so layout changes an observer makes
/// there move with the keyboard. Duration 0.25 s and curve 7, the values iOS reports (Stack
/// Overflow question 19482573); curve 7 is `TimingCurve.keyboard`.
@preconcurrency @MainActor
final class KeyboardPresenter {
  static let animationDuration: TimeInterval = 0.25
  static let animationCurve = 7

  unowned let window: UIWindow
  private(set) var panel: KeyboardPanel?
  /// Whether the keyboard is up or going up (the model state; the panel may still be moving).
  private(set) var isVisible = false
  /// Counts moves, so that the end of an interrupted move posts nothing.
  private var moveCount = 0
  private weak var responder: UIResponder?

  init(window: UIWindow) {
    self.window = window
  }

  /// The panel's frame in the window (and screen) when up: full width, at the bottom.
  var visibleFrame: CGRect {
    let height = panelHeight
    return CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
  }

  /// Just below the bottom of the window.
  var hiddenFrame: CGRect { visibleFrame.offsetBy(dx: 0, dy: visibleFrame.height) }

  private var panelHeight: CGFloat {
    let bottomInset = window.screenSafeAreaInsets.bottom
    if let custom = panel?.customInputView {
      return KeyboardPanel.height(of: custom) + bottomInset
    }
    return KeyboardLayout.height(bottomInset: bottomInset)
  }

  /// Shows the keyboard for `responder` (a `UIKeyInput` or a responder with an `inputView`) or
  /// hides it (nil, or a responder that takes no text).
  func update(for responder: UIResponder?) {
    self.responder = responder
    guard let responder, responder is UIKeyInput || responder.inputView != nil else {
      if isVisible { move(visible: false) }
      return
    }
    let panel = self.panel ?? makePanel()
    let oldHeight = panelHeight
    panel.show(customInputView: responder.inputView)
    let traits = responder as? UITextInputTraits
    panel.overrideUserInterfaceStyle = Self.style(of: traits?.keyboardAppearance ?? .default)
    let returnType = traits?.returnKeyType ?? .default
    panel.layout = KeyboardLayout(
      plane: KeyboardPlane(traits?.keyboardType ?? .default), width: window.bounds.width,
      returnTitle: KeyboardLayout.returnTitle(for: returnType))
    panel.returnKeyIsProminent = KeyboardLayout.isProminentReturn(returnType)
    inputDidChange()
    if !isVisible || panelHeight != oldHeight { move(visible: true) }
    // Last: the panel is in the window now, at its final size, its keys set.
    panel.prepareDrawing()
  }

  /// The first responder's text changed: Shift follows its autocapitalization.
  func inputDidChange() {
    guard let panel, let input = responder as? UIKeyInput else { return }
    panel.isShifted = Self.wantsCapital(input.autocapitalizationType, before: Self.textBeforeCaret(of: input))
  }

  /// Keeps the panel in front of views the app adds to the window.
  func keepInFront() {
    guard let panel, panel.superview === window, window.subviews.last !== panel else { return }
    window.bringSubviewToFront(panel)
  }

  // MARK: Typing

  func perform(_ action: KeyboardKey.Action) {
    guard let panel, let input = window.firstResponder as? UIKeyInput else { return }
    switch action {
    case .character(let characters):
      input.insertText(panel.isShifted ? characters.uppercased() : characters)
    case .space:
      input.insertText(" ")
      // iOS goes back to the letters after a space typed on the numbers plane.
      if panel.layout.plane == .numbers { switchPlane(to: .letters) }
    case .returnKey:
      input.insertText("\n")
    case .delete:
      input.deleteBackward()
    case .shift:
      panel.isShifted.toggle()
      return
    case .plane(let plane):
      switchPlane(to: plane)
      return
    }
    inputDidChange()
  }

  private func switchPlane(to plane: KeyboardPlane) {
    guard let panel else { return }
    let returnType = (responder as? UITextInputTraits)?.returnKeyType ?? .default
    panel.layout = KeyboardLayout(
      plane: plane, width: window.bounds.width, returnTitle: KeyboardLayout.returnTitle(for: returnType))
  }

  // MARK: Moving

  private func makePanel() -> KeyboardPanel {
    let panel = KeyboardPanel(frame: hiddenFrame)
    panel.onKey = { [unowned self] action in perform(action) }
    self.panel = panel
    return panel
  }

  private func move(visible: Bool) {
    guard let panel else { return }
    if panel.superview !== window {
      UIView.performWithoutAnimation { panel.frame = hiddenFrame }
      window.addSubview(panel)
    }
    let begin = panel.layer.presentation()?.frame ?? panel.frame
    let end = visible ? visibleFrame : hiddenFrame
    moveCount += 1
    let thisMove = moveCount
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let center = NotificationCenter.default
    let window = self.window
    // Views that follow a keyboard layout guide are laid out again inside the animation; what
    // else waits for layout (a caret just placed) is laid out before it, so that it does not move.
    let guided = window.viewsUsingKeyboardGuide()
    if !guided.isEmpty { window.layoutIfNeeded() }
    isVisible = visible
    UIView.animate(
      withDuration: Self.animationDuration, delay: 0,
      options: UIView.AnimationOptions(rawValue: UInt(Self.animationCurve) << 16),
      animations: {
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(
          name: visible ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
          object: nil, userInfo: info)
        panel.frame = end
        guard !guided.isEmpty else { return }
        for view in guided { view.setNeedsLayout() }
        window.layoutIfNeeded()
      },
      completion: { [weak self] _ in
        guard let self, thisMove == moveCount else { return }
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        center.post(
          name: visible ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
          object: nil, userInfo: info)
        if !visible { panel.removeFromSuperview() }
      })
  }

  // MARK: Autocapitalization

  /// Whether Shift turns on by itself: always for `.allCharacters`; at the start and after a space
  /// for `.words`; at the start and after a sentence's end and a space for `.sentences`.
  static func wantsCapital(_ type: UITextAutocapitalizationType, before: String) -> Bool {
    switch type {
    case .none: return false
    case .allCharacters: return true
    case .words: return before.isEmpty || before.last?.isWhitespace == true
    case .sentences:
      let trimmed = before.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { return true }
      return before.last?.isWhitespace == true && [".", "!", "?"].contains(trimmed.last)
    }
  }

  /// The text before the caret, for inputs that tell it (UITextInput); else "" when empty and
  /// "x" otherwise (no capital in the middle of unknown text).
  private static func textBeforeCaret(of input: UIKeyInput) -> String {
    if let textInput = input as? UITextInput, let selection = textInput.selectedTextRange,
      let range = textInput.textRange(from: textInput.beginningOfDocument, to: selection.start)
    {
      return textInput.text(in: range) ?? ""
    }
    return input.hasText ? "x" : ""
  }

  /// The keyboard's look for a responder's `keyboardAppearance`: `.dark` (and `.alert`) dark,
  /// `.light` light, `.default` the window's appearance.
  static func style(of appearance: UIKeyboardAppearance) -> UIUserInterfaceStyle {
    switch appearance {
    case .dark: .dark
    case .light: .light
    case .default: .unspecified
    }
  }
}
