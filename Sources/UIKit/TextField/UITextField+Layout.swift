@_spi(Hail) import CoreGraphics
import Foundation

/// Geometry: where the text, the overlay views and the caret go, and the field's natural size.
///
/// The padding inside each border style approximates iOS's (Apple publishes none): 7 pt left and
/// right inside a rounded rectangle, so that a 17 pt field is about as tall as iOS's 34 pt one with
/// 7 pt above and below the line; 2 pt inside a line or bezel border; none without a border.
extension UITextField {
  static let roundedRectPadding: CGFloat = 7
  static let framedPadding: CGFloat = 2
  /// Space between the clear button and the edge or right view.
  static let clearButtonMargin: CGFloat = 6

  var horizontalPadding: CGFloat {
    switch borderStyle {
    case .none: 0
    case .line, .bezel: Self.framedPadding
    case .roundedRect: Self.roundedRectPadding
    }
  }

  var verticalPadding: CGFloat { borderStyle == .roundedRect ? Self.roundedRectPadding : 0 }

  func setUpSubviews() {
    caretView.backgroundColor = tintColor
    addSubview(caretView)
    clearButton.isHidden = true
    clearButton.addTarget(self, action: UITextField.clearButtonTapped, for: .touchUpInside)
    addSubview(clearButton)
  }

  /// The bounds less the padding, the left view and the right view or clear button, when shown.
  func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds.insetBy(dx: horizontalPadding, dy: 0)
    if showsLeftView {
      let left = leftViewRect(forBounds: bounds)
      rect = rect.divided(atDistance: max(left.maxX - rect.minX, 0), from: .minXEdge).remainder
    }
    let right =
      showsRightView
      ? rightViewRect(forBounds: bounds) : showsClearButton ? clearButtonRect(forBounds: bounds) : nil
    if let right {
      rect = rect.divided(atDistance: max(rect.maxX - right.minX, 0), from: .maxXEdge).remainder
    }
    return rect
  }

  func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side = TextFieldClearButton.diameter + 2 * Self.clearButtonMargin
    let right = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX
    return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
  }

  func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = leftView?.frame.size ?? .zero
    return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = rightView?.frame.size ?? .zero
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  var showsLeftView: Bool { leftView != nil && leftViewMode.shows(editing: isEditing) }
  var showsRightView: Bool { rightView != nil && rightViewMode.shows(editing: isEditing) }
  var showsClearButton: Bool { hasText && clearButtonMode.shows(editing: isEditing) }

  /// The text (or the placeholder when empty) on one line with the padding and the overlay views
  /// that can show, rounded up to whole pixels.
  func fittingSize() -> CGSize {
    let style = (font ?? .systemFont(ofSize: UIFont.labelFontSize)).textStyle
    let shown: CGSize =
      if hasText {
        lineGeometry.size
      } else if let styledPlaceholder, styledPlaceholder.length > 0 {
        TextLayout.shared.measure(placeholderRichText(styledPlaceholder))
      } else {
        TextLayout.shared.measure(placeholder ?? "", style: style)
      }
    var width = shown.width + 2 * horizontalPadding + TextCaretView.width
    var height = max(TextLayout.shared.metrics(for: style).lineHeight, shown.height) + 2 * verticalPadding
    for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] where mode != .never {
      guard let view else { continue }
      width += view.frame.width
      height = max(height, view.frame.height)
    }
    if clearButtonMode != .never, rightView == nil || rightViewMode == .never {
      width += TextFieldClearButton.diameter + 2 * Self.clearButtonMargin
    }
    let scale = UIScreen.main.scale
    return CGSize(width: (width * scale).rounded(.up) / scale, height: (height * scale).rounded(.up) / scale)
  }

  /// The displayed line, measured once per text, font and secure-entry change.
  var lineGeometry: TextGeometry {
    if let geometryCache { return geometryCache }
    let content = editor.content
    let style = (font ?? .systemFont(ofSize: UIFont.labelFontSize)).textStyle
    let geometry =
      if isSecureTextEntry {
        TextGeometry(bulletsFor: content.boundaries, style: style)
      } else if let styled = editor.styledText, styled.length > 0 {
        TextGeometry(
          richText: traitCollection.lowered(styled, defaults: textDefaults), offsets: content.boundaries,
          style: style)
      } else {
        TextGeometry(displayText: content.text, offsets: content.boundaries, style: style)
      }
    geometryCache = geometry
    return geometry
  }

  /// Where the line's origin goes in `rect`: vertically centred, aligned, scrolled.
  func textOrigin(in rect: CGRect) -> CGPoint {
    let size = lineGeometry.size
    let free = max(rect.width - size.width, 0)
    let aligned: CGFloat
    switch textAlignment {
    case .center: aligned = free / 2
    case .right: aligned = free
    case .left, .natural, .justified: aligned = 0
    }
    return CGPoint(x: rect.minX + aligned - horizontalScroll, y: rect.midY - size.height / 2)
  }

  /// The text, font or placeholder changed: measure again, redraw, and let auto layout know.
  func contentDidChange() {
    geometryCache = nil
    scrollCaretIntoView()
    setNeedsDisplay()
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  func overlayViewDidChange(old: UIView?, new: UIView?) {
    if old !== new {
      old?.removeFromSuperview()
      if let new { addSubview(new) }
    }
    bringSubviewToFront(caretView)
    contentDidChange()
  }

  func layOutOverlays() {
    leftView?.isHidden = !showsLeftView
    if showsLeftView { leftView?.frame = leftViewRect(forBounds: bounds) }
    rightView?.isHidden = !showsRightView
    if showsRightView { rightView?.frame = rightViewRect(forBounds: bounds) }
    clearButton.isHidden = !showsClearButton
    if showsClearButton { clearButton.frame = clearButtonRect(forBounds: bounds) }
    scrollCaretIntoView()
    placeCaret()
  }

  /// The caret shows while editing with nothing selected; it restarts its blink on every change.
  func updateCaret() {
    caretView.isActive = isEditing && window != nil && editor.content.selection.length == 0
    caretView.restartBlink()
    setNeedsLayout()
  }

  /// Keeps the caret inside the editing rectangle by scrolling the line horizontally.
  func scrollCaretIntoView() {
    guard isEditing else { return }
    let rect = editingRect(forBounds: bounds)
    let lineWidth = lineGeometry.size.width
    let caretX = lineGeometry.stop(
      atOffset: editor.content.selection.location + editor.content.selection.length
    ).minX
    let maximum = max(lineWidth + TextCaretView.width - rect.width, 0)
    var scroll = min(horizontalScroll, maximum)
    if caretX - scroll > rect.width - TextCaretView.width {
      scroll = caretX - rect.width + TextCaretView.width
    }
    if caretX - scroll < 0 { scroll = caretX }
    if scroll != horizontalScroll {
      horizontalScroll = scroll
      setNeedsDisplay()
    }
  }

  private func placeCaret() {
    caretView.backgroundColor = tintColor
    let end = editor.content.selection.location + editor.content.selection.length
    let rect = caretRect(for: UITextPosition(utf16Offset: end))
    caretView.frame = rect.isNull || rect.isEmpty ? .zero : rect
  }

  /// A tap: become first responder if needed, then put the caret at the nearest boundary (a
  /// double tap selects the word there).
  func tapped(at point: CGPoint, tapCount: Int) {
    guard isFirstResponder || becomeFirstResponder() else { return }
    let offset = closestOffset(to: point)
    if tapCount == 2 {
      editor.select(editor.content.word(around: offset))
    } else {
      editor.select(NSRange(location: offset, length: 0))
    }
    updateCaret()
  }
}
