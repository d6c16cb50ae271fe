import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// `UITextView.dataDetectorTypes` and the long press on links: detected phone numbers and links
/// draw and act as links only while the view is selectable and not editable; a long press asks
/// the delegate with `.presentActions` and shows the link's actions.
@MainActor
@Suite struct UITextViewDataDetectorTests {
  /// "客服 " is 3 UTF-16 units, the number 12.
  private let phoneRange = NSRange(location: 3, length: 12)
  private let phone = URL(string: "tel:4008208820")!

  private func detectingView(in app: Headless, types: UIDataDetectorTypes = [.phoneNumber, .link])
    -> UITextView
  {
    let view = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 100))
    view.text = "客服 400-820-8820 或 www.hail.example"
    view.isEditable = false
    view.dataDetectorTypes = types
    app.root.addSubview(view)
    app.window.layoutIfNeeded()
    return view
  }

  @Test func aTapOnADetectedNumberAsksThenOpensTelURL() {
    let app = Headless()
    let view = detectingView(in: app)
    let delegate = LinkRecordingDelegate()
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: NSRange(location: 6, length: 2)))
    #expect(delegate.asked.map(\.url) == [phone])
    #expect(delegate.asked.map(\.range) == [phoneRange])
    #expect(delegate.asked.map(\.interaction) == [.invokeDefaultAction])
    #expect(UIApplication.shared.openedURLs == [phone])
    app.tap(at: view.windowPoint(of: NSRange(location: 20, length: 4)))
    #expect(UIApplication.shared.openedURLs == [phone, URL(string: "http://www.hail.example")!])
    // The text itself has no link: detection only shows.
    #expect(view.attributedText.attribute(.link, at: 5, effectiveRange: nil) == nil)
  }

  @Test func onlyTheChosenTypesAreDetected() {
    let app = Headless()
    let view = detectingView(in: app, types: .link)
    app.tap(at: view.windowPoint(of: NSRange(location: 6, length: 2)))
    #expect(UIApplication.shared.openedURLs.isEmpty)
    #expect(view.detectedLinks.map(\.range) == [NSRange(location: 18, length: 16)])
    view.dataDetectorTypes = []
    #expect(view.detectedLinks.isEmpty)
  }

  /// Detected links draw as links (`linkTextAttributes`: blue, underlined), the rest as plain text.
  @Test func detectedLinksDrawWithTheLinkAttributes() throws {
    let app = Headless()
    let view = detectingView(in: app)
    let link = try #require(view.linkedText)
    #expect(link.attribute(.link, at: 3, effectiveRange: nil) as? URL == phone)
    let rich = view.traitCollection.lowered(
      link, defaults: view.textDefaults, linkAttributes: view.linkTextAttributes)
    // UTF-8 offsets: "客服 " is 7 bytes, "或" 3.
    #expect(rich.runs.filter { $0.underline != nil }.map(\.range) == [7..<19, 24..<40])
  }

  /// Apple: "data detection does not occur if the text view's isEditable property is set to true".
  @Test func anEditableTextViewDetectsNothing() {
    let app = Headless()
    let view = detectingView(in: app)
    view.isEditable = true
    #expect(view.detectedLinks.isEmpty)
    #expect(view.linkedText == nil)
    app.tap(at: view.windowPoint(of: NSRange(location: 6, length: 2)))
    #expect(UIApplication.shared.openedURLs.isEmpty)
    #expect(view.isFirstResponder)
  }

  @Test func aLongPressAsksToPresentActionsThenShowsThem() throws {
    let app = Headless()
    let view = detectingView(in: app)
    let delegate = LinkRecordingDelegate()
    view.delegate = delegate
    app.press(at: view.windowPoint(of: NSRange(location: 6, length: 2)))
    #expect(delegate.asked.map(\.interaction) == [.presentActions])
    #expect(delegate.asked.map(\.range) == [phoneRange])
    #expect(UIApplication.shared.openedURLs.isEmpty)  // the press is not also a tap
    let menu = try #require(app.contextMenu)
    #expect(menu.list.title == "4008208820")
    // UIKit's strings in the environment's language (Chinese by default).
    #expect(menu.actionTitles == ["呼叫", "拷贝"])
    app.advance(1)
    app.choose("呼叫", in: menu)
    app.advance(1)
    #expect(UIApplication.shared.openedURLs == [phone])
  }

  @Test func copyingTakesTheURLAndAWebLinkIsOpened() throws {
    let app = Headless()
    let view = detectingView(in: app)
    app.press(at: view.windowPoint(of: NSRange(location: 20, length: 4)))
    let menu = try #require(app.contextMenu)
    #expect(menu.list.title == "http://www.hail.example")
    #expect(menu.actionTitles == ["打开", "拷贝"])
    app.advance(1)
    app.choose("拷贝", in: menu)
    app.advance(1)
    #expect(UIPasteboard.general.string == "http://www.hail.example")
    #expect(UIApplication.shared.openedURLs.isEmpty)
  }

  @Test func aDelegateThatAnswersFalseGetsNoMenu() {
    let app = Headless()
    let view = detectingView(in: app)
    let delegate = LinkRecordingDelegate()
    delegate.allows = false
    view.delegate = delegate
    app.press(at: view.windowPoint(of: phoneRange))
    #expect(delegate.asked.count == 1)
    #expect(app.contextMenu == nil)
  }

  /// Off a link the press never begins, so a slow tap on plain text is still a tap.
  @Test func aPressBesideALinkIsNoLinkPress() {
    let app = Headless()
    let view = detectingView(in: app)
    let delegate = LinkRecordingDelegate()
    view.delegate = delegate
    app.press(at: view.windowPoint(of: NSRange(location: 0, length: 2)))
    #expect(delegate.asked.isEmpty)
    #expect(app.contextMenu == nil)
    #expect(view.linkPress?.state == .possible || view.linkPress?.state == .failed)
  }
}
