import Foundation

/// Layout: the text wraps at the container's width; the content view is as tall as the text (or
/// the view) and the content size follows it; the caret rides in the content view.
extension UITextView {
  func setUp() {
    contentView.textView = self
    addSubview(contentView)
    caretView.backgroundColor = tintColor
    contentView.addSubview(caretView)
    textContainer.onChange = { [weak self] in self?.layoutDidChange() }
    let tap = UITapGestureRecognizer { [weak self] tap in
      guard let self, tap.state == .ended else { return }
      tapped(at: tap.location(in: self), tapCount: 1)
    }
    addGestureRecognizer(tap)
    addLinkPress()
  }

  /// Where the text's first line starts, in content coordinates.
  var textOrigin: CGPoint {
    CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
  }

  /// The width lines wrap at for a view `width` wide.
  func wrapWidth(forViewWidth width: CGFloat) -> CGFloat {
    max(width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding, 1)
  }

  /// The laid-out text at the current width.
  var geometry: TextGeometry {
    if let geometryCache, geometryCache.wrapWidth == wrapWidth(forViewWidth: bounds.width) {
      return geometryCache
    }
    let laidOut = layOut(forViewWidth: bounds.width)
    geometryCache = laidOut
    return laidOut
  }

  func layOut(forViewWidth width: CGFloat) -> TextGeometry {
    let content = editor.content
    let style = (font ?? .systemFont(ofSize: UIFont.labelFontSize)).textStyle
    if let styled = linkedText, styled.length > 0 {
      let rich = traitCollection.lowered(styled, defaults: textDefaults, linkAttributes: linkTextAttributes)
      return TextGeometry(
        richText: rich, offsets: content.boundaries, style: style, wrapWidth: wrapWidth(forViewWidth: width))
    }
    return TextGeometry(
      displayText: content.text, offsets: content.boundaries, style: style,
      wrapWidth: wrapWidth(forViewWidth: width), alignment: textAlignment.textLayoutAlignment)
  }

  /// The height the text needs at `width`, with the insets, rounded up to whole pixels.
  func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    let height = layOut(forViewWidth: width).size.height + textContainerInset.top + textContainerInset.bottom
    let scale = UIScreen.main.scale
    return (height * scale).rounded(.up) / scale
  }

  /// The text, font, alignment or insets changed: lay out again and redraw.
  func layoutDidChange() {
    geometryCache = nil
    contentView.setNeedsDisplay()
    setNeedsLayout()
    if !isScrollEnabled { superview?.setNeedsLayout() }
  }

  func layOutText() {
    let textHeight = geometry.size.height + textContainerInset.top + textContainerInset.bottom
    contentSize = CGSize(width: bounds.width, height: textHeight)
    let frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(textHeight, bounds.height))
    if contentView.frame != frame { contentView.frame = frame }
    caretView.backgroundColor = tintColor
    let caret = caretRect(for: UITextPosition(utf16Offset: editor.content.focus))
    caretView.frame = caret.isNull ? .zero : caret
  }

  /// The caret shows while editing with nothing selected; it restarts its blink on every change.
  func updateCaret() {
    caretView.isActive = isFirstResponder && window != nil && editor.content.selection.length == 0
    caretView.restartBlink()
    setNeedsLayout()
  }

  /// Scrolls just enough for the caret (with its line) to be visible.
  func scrollCaretIntoView() {
    guard isFirstResponder, isScrollEnabled else { return }
    layoutIfNeeded()
    let caret = caretRect(for: UITextPosition(utf16Offset: editor.content.focus))
    guard !caret.isNull else { return }
    scrollRectToVisible(caret.insetBy(dx: 0, dy: -textContainerInset.bottom / 2), animated: false)
  }

  /// A tap: on a text item of a text view that is not editable, the item's action; otherwise
  /// become first responder if needed and put the caret at the nearest boundary.
  func tapped(at point: CGPoint, tapCount: Int) {
    if linksAreInteractive, let item = textItem(at: point) { return interact(with: item) }
    guard isFirstResponder || becomeFirstResponder() else { return }
    let origin = textOrigin
    editor.moveFocus(
      to: geometry.offset(nearest: CGPoint(x: point.x - origin.x, y: point.y - origin.y)), extending: false)
    updateCaret()
  }
}
