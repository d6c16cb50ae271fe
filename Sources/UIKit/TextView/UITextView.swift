import Foundation

/// Scrolling, editable, multi-line text, as UIKit's `UITextView` (a `UIScrollView`).
///
/// The text wraps at the view's width less `textContainerInset` and the container's
/// `lineFragmentPadding`; the content size follows it, and the caret is kept visible while typing.
/// Editing shares `UITextField`'s core (`TextEditor`: grapheme-safe edits, input-method marked text,
/// the pasteboard); the return key inserts a line break. Every change asks
/// `textView(_:shouldChangeTextIn:replacementText:)`, then tells `textViewDidChangeSelection`,
/// `textViewDidChange` and posts `textDidChangeNotification` (the order commonly observed on
/// iOS; Apple documents none). A text view that is not editable does not become first responder
/// here (UIKit would still let its text be selected); its links open on a tap (`UITextView+Links`).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
  let editor = TextEditor()
  let contentView = TextViewContentView()
  let caretView = TextCaretView()
  /// The laid-out text, cached until the text, font or width changes.
  var geometryCache: TextGeometry?
  /// Set while the style properties take their values from attributed text, which must not be
  /// written back over the whole string.
  var adoptingAttributes = false

  // MARK: Content and appearance

  /// The text; never nil (setting nil empties the view).
  open var text: String! {
    get { editor.content.text }
    set { setTextFromCode(newValue ?? "") }
  }

  /// Styled text; reading it gives the plain text in the view's attributes when none was set
  /// (see `UITextView+Attributes`).
  open var attributedText: NSAttributedString! {
    get { currentAttributedText }
    set { setAttributedTextFromCode(newValue) }
  }

  /// The attributes typed text gets: those set here until the selection changes, else those of
  /// the text at the caret.
  open var typingAttributes: [NSAttributedString.Key: Any] {
    get { currentTypingAttributes }
    set { currentTypingAttributes = newValue }
  }

  /// Drawn over the attributes of text with a `.link` attribute (an empty dictionary: the
  /// link's own attributes).
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = UITextView.defaultLinkTextAttributes {
    didSet {
      if linkTextAttributes == nil { linkTextAttributes = Self.defaultLinkTextAttributes }
      layoutDidChange()
    }
  }

  /// Whether the user may change text attributes (accepted; there is no style menu here).
  open var allowsEditingTextAttributes = false

  /// The font (Apple docs: the body style of the system font, 17 pt at the default size); nil
  /// resets it.
  open var font: UIFont? = .systemFont(ofSize: UIFont.labelFontSize) {
    didSet {
      if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
      styleDidChange([.font: font!])
      layoutDidChange()
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
    if editor.styledText != nil { layoutDidChange() }
  }

  /// The text colour (UIKit's default since iOS 13: `.label`); nil resets it.
  open var textColor: UIColor? = .label {
    didSet {
      if textColor == nil { textColor = .label }
      styleDidChange([.foregroundColor: textColor!])
      if editor.styledText != nil { layoutDidChange() }
      contentView.setNeedsDisplay()
    }
  }

  open var textAlignment: NSTextAlignment = .natural {
    didSet {
      if !adoptingAttributes { editor.restyleParagraphs { $0.alignment = textAlignment } }
      layoutDidChange()
    }
  }

  /// Whether the user may change the text (default true). Links act only while it is false.
  open var isEditable = true {
    didSet {
      if !isEditable { resignFirstResponder() }
      if isEditable != oldValue { layoutDidChange() }
    }
  }
  open var isSelectable = true {
    didSet { if isSelectable != oldValue { layoutDidChange() } }
  }

  /// The kinds of data shown as links, and acted on as links, while the view is selectable and not
  /// editable (Apple's default: none).
  open var dataDetectorTypes: UIDataDetectorTypes = [] {
    didSet { if dataDetectorTypes != oldValue { layoutDidChange() } }
  }
  /// What the data detectors found last (`UITextView+Links`).
  var detection: Detection?
  /// The long press on links (`UITextView+LinkActions`).
  var linkPress: UIGestureRecognizer?

  /// Space between the view's edges and the text container (Apple docs: 8 pt top and bottom).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { layoutDidChange() }
  }

  /// The container the text is laid out in; its `lineFragmentPadding` (5 pt) indents each line.
  public let textContainer = NSTextContainer()

  /// The selection in UTF-16 units.
  open var selectedRange: NSRange {
    get { editor.content.selection }
    set { editor.select(newValue) }
  }

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
  open var isSecureTextEntry = false
  open var textContentType: UITextContentType!
  open var markedTextStyle: [NSAttributedString.Key: Any]?

  private var customInputView: UIView?
  private var customInputAccessoryView: UIView?
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
    editor.client = self
    setUp()
  }

  public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
    self.init(frame: frame)
  }

  // MARK: First responder

  override open var canBecomeFirstResponder: Bool { isEditable }

  @discardableResult
  override open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil, textViewDelegate?.textViewShouldBeginEditing(self) ?? true
    else {
      return false
    }
    return super.becomeFirstResponder()
  }

  @discardableResult
  override open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
    return super.resignFirstResponder()
  }

  override func didBecomeFirstResponder() { beginEditingSession() }
  override func didResignFirstResponder() { endEditingSession() }

  // MARK: UIKeyInput

  open var hasText: Bool { !editor.content.text.isEmpty }

  /// Types `text` at the caret; "\n" is a line break.
  open func insertText(_ text: String) {
    guard isEditable else { return }
    editor.insert(text)
  }

  open func deleteBackward() {
    guard isEditable else { return }
    editor.deleteBackward()
  }

  // MARK: Edit actions

  override open func copy(_ sender: Any?) { editor.copySelection() }
  override open func cut(_ sender: Any?) { if isEditable { editor.cutSelection() } }
  override open func paste(_ sender: Any?) { if isEditable { editor.paste() } }
  override open func selectAll(_ sender: Any?) { editor.selectAll() }

  /// Editing keys act on the text view (up and down move between lines); other presses travel up
  /// the responder chain.
  override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isFirstResponder, let key = presses.first?.key, let editingKey = TextEditingKey(key) else {
      return super.pressesBegan(presses, with: event)
    }
    handle(editingKey)
  }

  // MARK: Geometry

  /// Where the caret stands at `position`, in the text view's content coordinates: 2 pt wide.
  open func caretRect(for position: UITextPosition) -> CGRect { defaultCaretRect(for: position) }

  /// Scrolls so that the text in `range` is visible.
  open func scrollRangeToVisible(_ range: NSRange) {
    layoutIfNeeded()
    scrollRectToVisible(firstRect(for: UITextRange(range)), animated: false)
  }

  /// A text view that does not scroll is as tall as its text at its width (self-sizing text
  /// views in Auto Layout); a scrolling one has no intrinsic size.
  override open var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return super.intrinsicContentSize }
    return CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(forWidth: bounds.width))
  }

  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
    return CGSize(width: width, height: fittingHeight(forWidth: width))
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    layOutText()
  }

  override open func tintColorDidChange() {
    super.tintColorDidChange()
    caretView.backgroundColor = tintColor
    contentView.setNeedsDisplay()
  }

  /// The link press begins only on a link (`UITextView+LinkActions`).
  override open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === linkPress { return linkPressShouldBegin(gestureRecognizer) }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  override open func didMoveToWindow() {
    super.didMoveToWindow()
    updateCaret()
  }
}
