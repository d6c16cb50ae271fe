import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// A text view delegate that records what `textView(_:shouldInteractWith:in:interaction:)` is
/// asked, and answers `allows`.
@MainActor
final class LinkRecordingDelegate: UITextViewDelegate {
  var asked: [(url: URL, range: NSRange, interaction: UITextItemInteraction)] = []
  var allows = true
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool {
    asked.append((URL, characterRange, interaction))
    return allows
  }
}

extension UITextView {
  /// The middle of the first line of the characters in `range`, in window coordinates.
  func windowPoint(of range: NSRange) -> CGPoint {
    let rect = firstRect(for: UITextRange(range))
    return convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
  }
}

extension HeadlessWindow {
  /// A finger held at `point` past the long-press recognizer's 0.5 s, then lifted.
  func press(at point: CGPoint, for seconds: TimeInterval = 0.6) {
    fingers.down(at: point)
    advance(seconds)
    fingers.up()
    nextFrame()
  }
}

extension HeadlessWindow {
  /// The context menu over the window, if one shows.
  var contextMenu: ContextMenuView? { window.subviews.compactMap { $0 as? ContextMenuView }.last }

  /// A tap on the row of `menu` titled `title`.
  func choose(_ title: String, in menu: ContextMenuView) {
    guard let row = menu.list.rows.first(where: { $0.action.title == title }) else {
      Issue.record("no row \(title) in \(menu.actionTitles)")
      return
    }
    tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
  }
}

extension ContextMenuView {
  /// The titles of the actions listed, in order.
  var actionTitles: [String] { list.rows.map(\.action.title) }
}
