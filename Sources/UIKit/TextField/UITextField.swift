import Foundation

/// One line of editable text, as UIKit's `UITextField`.
///
/// Tapping it makes it first responder (after `textFieldShouldBeginEditing`), which brings up the
/// keyboard; typed text arrives through `insertText(_:)` (keyboard keys, hardware keys, a host's
/// text input, replays), input methods compose through `setMarkedText(_:selectedRange:)`. Every
/// change asks `textField(_:shouldChangeCharactersIn:replacementString:)` first, then sends
/// `.editingChanged` and posts `textDidChangeNotification`. The return key asks
/// `textFieldShouldReturn` and sends `.editingDidEndOnExit`, which also ends editing when an action
/// is registered for it.
///
/// Editing works on grapheme clusters (see `EditableText`); ranges and positions are UTF-16 offsets.
/// The overridable members are in this class body (Swift on Linux cannot override extension
/// members); their work is in the `UITextField+…` files.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
  let editor = TextEditor()
  let caretView = TextCaretView()
  /// How far the text is scrolled left so that the caret stays inside the editing rectangle.
  var horizontalScroll: CGFloat = 0
  /// Caret stops of the displayed text, cached until the text or font changes.
  var geometryCache: TextGeometry?
  let clearButton = TextFieldClearButton()
  /// Secure entry: the next typing replaces the whole text (set when editing begins again).
  var replacesTextOnNextInput = false
  /// The attributed placeholder as set (nil: the plain placeholder in the placeholder colour).
  var styledPlaceholder: NSAttributedString?
  /// Set while the style properties take their values from attributed text, which must not be
  /// written back over the whole string.
  var adoptingAttributes = false

  // MARK: Content and appearance

  /// The text; never nil when read (setting nil empties the field, as UIKit does).
  open var text: String? {
    get { editor.content.text }
    set { setTextFromCode(newValue ?? "") }
  }

  /// Styled text; without any, the plain text in the field's attributes (`UITextField+Attributes`).
  open var attributedText: NSAttributedString? {
    get { currentAttributedText }
    set { setAttributedTextFromCode(newValue) }
  }

  /// The attributes of the field's text: its font, colour and paragraph style; setting them sets
  /// those properties and applies the attributes to the whole text.
  open var defaultTextAttributes: [NSAttributedString.Key: Any] {
    get { ownAttributes }
    set { setDefaultTextAttributes(newValue) }
  }

  /// The attributes typed text gets; nil unless editing.
  open var typingAttributes: [NSAttributedString.Key: Any]? {
    get { currentTypingAttributes }
    set { currentTypingAttributes = newValue }
  }

  /// Whether the user may change text attributes (accepted; there is no style menu here).
  open var allowsEditingTextAttributes = false

  /// Shown in the placeholder colour while the text is empty; setting it drops a styled placeholder.
  open var placeholder: String? {
    didSet {
      if !adoptingAttributes { styledPlaceholder = nil }
      if placeholder != oldValue { contentDidChange() }
    }
  }

  /// The placeholder with its own attributes (the field's font and placeholder colour where unset).
  open var attributedPlaceholder: NSAttributedString? {
    get { currentAttributedPlaceholder }
    set { setAttributedPlaceholder(newValue) }
  }

  /// The text's font (Apple docs: the body style of the system font, 17 pt at the default size);
  /// nil resets it.
  open var font: UIFont? = .systemFont(ofSize: UIFont.labelFontSize) {
    didSet {
      if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
      styleDidChange([.font: font!])
      contentDidChange()
    }
  }

  /// Whether a Dynamic Type font is made again when the text size changes (`UIContentSizeCategoryAdjusting`).
  open var adjustsFontForContentSizeCategory = false

  @_spi(Hail) override open func traitsDidChange(from previous: UITraitCollection?) {
    super.traitsDidChange(from: previous)
    if adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(to: traitCollection) {
      font = adjusted
    }
    // Attributed text's colours were resolved for the old traits.
    if editor.styledText != nil { geometryCache = nil }
  }

  /// The text colour (UIKit's default since iOS 13: `.label`); nil resets it.
  open var textColor: UIColor? = .label {
    didSet {
      if textColor == nil { textColor = .label }
      styleDidChange([.foregroundColor: textColor!])
      contentDidChange()
    }
  }

  open var textAlignment: NSTextAlignment = .natural {
    didSet {
      if !adoptingAttributes { editor.restyleParagraphs { $0.alignment = textAlignment } }
      contentDidChange()
    }
  }

  open var borderStyle: BorderStyle = .none {
    didSet { contentDidChange() }
  }

  open var clearButtonMode: ViewMode = .never {
    didSet { setNeedsLayout() }
  }

  open var leftView: UIView? {
    didSet { overlayViewDidChange(old: oldValue, new: leftView) }
  }
  open var leftViewMode: ViewMode = .never {
    didSet { setNeedsLayout() }
  }
  open var rightView: UIView? {
    didSet { overlayViewDidChange(old: oldValue, new: rightView) }
  }
  open var rightViewMode: ViewMode = .never {
    didSet { setNeedsLayout() }
  }

  /// Whether beginning to edit empties the field.
  open var clearsOnBeginEditing = false
  /// Accepted; the text is not shrunk here.
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0

  open weak var delegate: UITextFieldDelegate?

  /// Whether the field is first responder and editing.
  public internal(set) var isEditing = false

  // MARK: Text input traits

  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var keyboardType: UIKeyboardType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default
  open var returnKeyType: UIReturnKeyType = .default {
    didSet { reloadInputViews() }
  }
  open var enablesReturnKeyAutomatically = false
  /// Shows a bullet for each character and offers no copy or cut.
  open var isSecureTextEntry = false {
    didSet { contentDidChange() }
  }
  open var textContentType: UITextContentType!
  open var markedTextStyle: [NSAttributedString.Key: Any]?

  private var customInputView: UIView?
  private var customInputAccessoryView: UIView?
  /// Shown instead of the keyboard while the field edits (a date picker, for instance).
  override open var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }
  override open var inputAccessoryView: UIView? {
    get { customInputAccessoryView }
    set { customInputAccessoryView = newValue }
  }

  // MARK: Life cycle

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    editor.client = self
    setUpSubviews()
  }

  // MARK: First responder

  override open var canBecomeFirstResponder: Bool { isEnabled }

  /// Asks `textFieldShouldBeginEditing` first; a field that is already editing answers true.
  @discardableResult
  override open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true else {
      return false
    }
    return super.becomeFirstResponder()
  }

  /// Asks `textFieldShouldEndEditing` first (a forced `endEditing(true)` skips this).
  @discardableResult
  override open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    return super.resignFirstResponder()
  }

  override func didBecomeFirstResponder() { beginEditingSession() }
  override func didResignFirstResponder() { endEditingSession() }

  // MARK: UIKeyInput

  open var hasText: Bool { !editor.content.text.isEmpty }

  /// Types `text` at the caret; "\n" is the return key.
  open func insertText(_ text: String) { typeText(text) }

  open func deleteBackward() { deleteFromKeyboard() }

  // MARK: Edit actions

  override open func copy(_ sender: Any?) { editor.copySelection() }
  override open func cut(_ sender: Any?) { editor.cutSelection() }
  override open func paste(_ sender: Any?) { pasteFromPasteboard() }
  override open func selectAll(_ sender: Any?) { editor.selectAll() }

  // MARK: Hardware keys

  /// Editing keys (arrows, delete, return, Esc, Tab, the Command/Control shortcuts) act on the
  /// field; other presses travel up the responder chain.
  override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isEditing, let key = presses.first?.key, let editingKey = TextEditingKey(key) else {
      return super.pressesBegan(presses, with: event)
    }
    handle(editingKey)
  }

  // MARK: Geometry (overridable, as in UIKit)

  /// Where the border is drawn: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// Where the text is drawn when not editing: inside the border's padding and the overlay views.
  open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
  /// Where the placeholder is drawn: the text rectangle.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// Where the text is drawn and edited while editing: the text rectangle.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }

  /// Where the caret stands at `position`: 2 pt wide, as tall as a line of the font.
  open func caretRect(for position: UITextPosition) -> CGRect { defaultCaretRect(for: position) }

  override open var intrinsicContentSize: CGSize { fittingSize() }
  override open func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize() }

  // MARK: Drawing and layout

  override open func draw(_ rect: CGRect) { drawField() }

  /// Draws the text (bullets for secure entry) with the selection and the marked-text underline.
  open func drawText(in rect: CGRect) { drawLine(in: rect) }

  /// Draws the placeholder in the placeholder colour.
  open func drawPlaceholder(in rect: CGRect) { drawPlaceholderText(in: rect) }

  override open func layoutSubviews() {
    super.layoutSubviews()
    layOutOverlays()
  }

  // MARK: Touches

  /// A tap makes the field first responder and places the caret where the finger lifted.
  override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside, let touch else { return }
    tapped(at: touch.location(in: self), tapCount: touch.tapCount)
  }

  override open func tintColorDidChange() {
    super.tintColorDidChange()
    caretView.backgroundColor = tintColor
    setNeedsDisplay()
  }

  override func controlStateDidChange() {
    setNeedsDisplay()
  }

  override open func didMoveToWindow() {
    super.didMoveToWindow()
    updateCaret()
  }
}
