import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// Links in a text view: a tap on a `.link` run of a selectable, non-editable text view asks
/// `textView(_:shouldInteractWith:in:interaction:)` and, on true, opens the URL through
/// `UIApplication.open`; an editable one edits instead; and `open` itself.
@MainActor
@Suite struct UITextViewLinkTests {
  /// Implements only the iOS 7 form, as older sources do.
  final class OldLinkDelegate: UITextViewDelegate {
    var asked: [NSRange] = []
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
      asked.append(characterRange)
      return true
    }
  }

  private let help = URL(string: "https://hail.example/help")!
  /// "Help: " is 6 UTF-16 units, "hail.example" 12.
  private let linkRange = NSRange(location: 6, length: 12)

  private func linkedTextView(in app: Headless, link: Any? = nil) -> UITextView {
    let view = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 100))
    let text = NSMutableAttributedString(string: "Help: hail.example now")
    text.addAttribute(.link, value: link ?? help, range: linkRange)
    view.attributedText = text
    view.isEditable = false
    app.root.addSubview(view)
    app.window.layoutIfNeeded()
    return view
  }

  /// The middle of the characters in `range`, in window coordinates.
  @Test func aTapOnALinkAsksTheDelegateThenOpensTheURL() {
    let app = Headless()
    let view = linkedTextView(in: app)
    let delegate = LinkRecordingDelegate()
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: NSRange(location: 10, length: 2)))
    #expect(delegate.asked.map(\.url) == [help])
    #expect(delegate.asked.map(\.range) == [linkRange])
    #expect(delegate.asked.map(\.interaction) == [.invokeDefaultAction])
    #expect(UIApplication.shared.openedURLs == [help])
    #expect(view.isFirstResponder == false)
  }

  @Test func aDelegateThatAnswersFalseKeepsTheURLClosed() {
    let app = Headless()
    let view = linkedTextView(in: app)
    let delegate = LinkRecordingDelegate()
    delegate.allows = false
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: linkRange))
    #expect(delegate.asked.count == 1)
    #expect(UIApplication.shared.openedURLs.isEmpty)
  }

  @Test func withoutADelegateTheLinkOpens() {
    let app = Headless()
    let view = linkedTextView(in: app, link: "tel:112")
    app.tap(at: view.windowPoint(of: linkRange))
    #expect(UIApplication.shared.openedURLs == [URL(string: "tel:112")!])
  }

  @Test func aTapBesideTheLinkDoesNothing() {
    let app = Headless()
    let view = linkedTextView(in: app)
    let delegate = LinkRecordingDelegate()
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: NSRange(location: 1, length: 2)))  // "el" of "Help"
    app.tap(at: view.windowPoint(of: NSRange(location: 19, length: 3)))  // "now"
    #expect(delegate.asked.isEmpty)
    #expect(UIApplication.shared.openedURLs.isEmpty)
  }

  @Test func anEditableTextViewEditsWhereItsLinkIsTapped() {
    let app = Headless()
    let view = linkedTextView(in: app)
    view.isEditable = true
    let delegate = LinkRecordingDelegate()
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: NSRange(location: 8, length: 2)))
    #expect(view.isFirstResponder)
    #expect(delegate.asked.isEmpty)
    #expect(UIApplication.shared.openedURLs.isEmpty)
  }

  @Test func anUnselectableTextViewsLinksAreInert() {
    let app = Headless()
    let view = linkedTextView(in: app)
    view.isSelectable = false
    let delegate = LinkRecordingDelegate()
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: linkRange))
    #expect(delegate.asked.isEmpty)
    #expect(UIApplication.shared.openedURLs.isEmpty)
  }

  @Test func aDelegateWithOnlyTheOldFormIsAskedThatOne() {
    let app = Headless()
    let view = linkedTextView(in: app)
    let delegate = OldLinkDelegate()
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: linkRange))
    #expect(delegate.asked == [linkRange])
    #expect(UIApplication.shared.openedURLs == [help])
  }

  @Test func openAnswersOnTheMainQueueWhetherAnAppTookTheURL() {
    let app = Headless()
    let application = UIApplication.shared
    #expect(application.canOpenURL(help))
    #expect(application.canOpenURL(URL(string: "mailto:help@hail.example")!))
    #expect(application.canOpenURL(URL(string: "didi://ride")!) == false)
    let answers = Answers()
    application.open(help) { answers.values.append($0) }
    application.open(URL(string: "didi://ride")!) { answers.values.append($0) }
    application.open(help, options: [.universalLinksOnly: true]) { answers.values.append($0) }
    #expect(answers.values.isEmpty)  // asynchronously, at the main queue's next turn
    app.nextFrame()
    #expect(answers.values == [true, false, false])
    #expect(application.openedURLs == [help])
  }
}

@MainActor
private final class Answers: Sendable {
  var values: [Bool] = []
}
