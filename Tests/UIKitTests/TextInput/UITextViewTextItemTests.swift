import Foundation
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// iOS 17's text items: a tap on a link, an attachment or a tagged run asks the delegate's
/// `textView(_:primaryActionFor:defaultAction:)` and performs its answer (a nil answer shows the
/// item's menu); a long press asks `textView(_:menuConfigurationFor:defaultMenu:)` and shows the
/// menu it returns as a context menu (`TextItemContextMenuTests` has the menu's own behaviour).
@MainActor
@Suite struct UITextViewTextItemTests {
  /// Records what it is asked and answers with `primaryAction`/`menu` (nil: decline), or with the
  /// defaults while `usesDefaults`.
  final class ItemDelegate: UITextViewDelegate {
    var primaryAsked: [(item: UITextItem, defaultAction: UIAction)] = []
    var menuAsked: [(item: UITextItem, defaultMenu: UIMenu)] = []
    var oldMethodAsked = 0
    var usesDefaults = true
    var primaryAction: UIAction?
    var menu: UIMenu?

    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction)
      -> UIAction?
    {
      primaryAsked.append((textItem, defaultAction))
      return usesDefaults ? defaultAction : primaryAction
    }

    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
      -> UITextItem.MenuConfiguration?
    {
      menuAsked.append((textItem, defaultMenu))
      let shown = usesDefaults ? defaultMenu : menu
      return shown.map { UITextItem.MenuConfiguration(menu: $0) }
    }

    func textView(
      _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
      interaction: UITextItemInteraction
    ) -> Bool {
      oldMethodAsked += 1
      return true
    }
  }

  private let help = URL(string: "https://hail.example/help")!
  /// "Help " 0–4, "hail" 5–8 (the link), " " 9, "driver" 10–15 (tagged), " " 16, U+FFFC 17.
  private let linkRange = NSRange(location: 5, length: 4)
  private let tagRange = NSRange(location: 10, length: 6)
  private let attachmentRange = NSRange(location: 17, length: 1)

  private func itemView(in app: Headless, attachment: NSTextAttachment? = nil) -> UITextView {
    let attachment = attachment ?? NSTextAttachment(image: solidImage(.red, CGSize(width: 20, height: 10)))
    let view = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 100))
    let text = NSMutableAttributedString(string: "Help hail driver ")
    text.addAttribute(.link, value: help, range: linkRange)
    text.addAttribute(.textItemTag, value: "driver", range: tagRange)
    text.append(NSAttributedString(attachment: attachment))
    view.attributedText = text
    view.isEditable = false
    app.root.addSubview(view)
    app.window.layoutIfNeeded()
    return view
  }

  private func isLink(_ item: UITextItem, _ url: URL) -> Bool {
    if case .link(let found) = item.content { return found == url }
    return false
  }

  @Test func aTapOnALinkPerformsTheDefaultActionTheDelegateReturns() {
    let app = Headless()
    let view = itemView(in: app)
    let delegate = ItemDelegate()
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: NSRange(location: 6, length: 2)))
    #expect(delegate.primaryAsked.count == 1)
    let asked = delegate.primaryAsked[0]
    #expect(isLink(asked.item, help))
    #expect(asked.item.range == linkRange)
    #expect(asked.defaultAction.title == "打开")
    #expect(UIApplication.shared.openedURLs == [help])
    // A delegate with the iOS 17 methods is not asked the iOS 10 one, and no menu shows.
    #expect(delegate.oldMethodAsked == 0)
    #expect(delegate.menuAsked.isEmpty)
  }

  @Test func theDelegatesOwnActionRunsInsteadWithTheTextViewAsSender() {
    let app = Headless()
    let view = itemView(in: app)
    let delegate = ItemDelegate()
    delegate.usesDefaults = false
    var senders: [AnyObject?] = []
    delegate.primaryAction = UIAction(title: "Show help") { action in
      senders.append(action.sender as AnyObject?)
    }
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: linkRange))
    #expect(senders.count == 1)
    #expect(senders.first.flatMap { $0 } === view)
    #expect(UIApplication.shared.openedURLs.isEmpty)
  }

  @Test func aNilPrimaryActionShowsTheMenuInstead() throws {
    let app = Headless()
    let view = itemView(in: app)
    let delegate = ItemDelegate()
    delegate.usesDefaults = false
    delegate.menu = UIMenu(title: "Help", children: [UIAction(title: "Read") { _ in }])
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: linkRange))
    #expect(delegate.menuAsked.count == 1)
    let menu = try #require(app.contextMenu)
    #expect(menu.list.title == "Help")
    #expect(menu.actionTitles == ["Read"])
    #expect(UIApplication.shared.openedURLs.isEmpty)
  }

  /// The default menu of a link opens and copies it; a long press shows the menu the delegate
  /// returns, and choosing an action performs it (`TextItemContextMenuTests` has the rows' looks).
  @Test func aLongPressShowsTheMenuTheDelegateReturns() throws {
    let app = Headless()
    let view = itemView(in: app)
    let delegate = ItemDelegate()
    delegate.usesDefaults = false
    var chosen: [String] = []
    delegate.menu = UIMenu(children: [UIAction(title: "Report") { chosen.append($0.title) }])
    view.delegate = delegate
    app.press(at: view.windowPoint(of: linkRange))
    #expect(delegate.primaryAsked.isEmpty)
    let asked = try #require(delegate.menuAsked.first)
    #expect(isLink(asked.item, help))
    #expect(asked.defaultMenu.title == "https://hail.example/help")
    #expect(asked.defaultMenu.children.map(\.title) == ["打开", "拷贝"])
    let menu = try #require(app.contextMenu)
    #expect(menu.list.title == nil)
    #expect(menu.actionTitles == ["Report"])
    app.advance(1)
    app.choose("Report", in: menu)
    app.advance(1)
    #expect(chosen == ["Report"])
  }

  @Test func aNilMenuConfigurationShowsNothing() {
    let app = Headless()
    let view = itemView(in: app)
    let delegate = ItemDelegate()
    delegate.usesDefaults = false
    view.delegate = delegate
    app.press(at: view.windowPoint(of: linkRange))
    #expect(delegate.menuAsked.count == 1)
    #expect(app.contextMenu == nil)
  }

  /// A run tagged with `.textItemTag` is an item of its own; the system has no action or menu for it.
  @Test func aTaggedRunIsATextItem() throws {
    let app = Headless()
    let view = itemView(in: app)
    app.press(at: view.windowPoint(of: tagRange))
    #expect(app.contextMenu == nil)  // the default menu is empty
    let delegate = ItemDelegate()
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: NSRange(location: 12, length: 2)))
    let item = try #require(delegate.primaryAsked.first?.item)
    guard case .tag(let tag) = item.content else { Issue.record("not a tag: \(item.content)"); return }
    #expect(tag == "driver")
    #expect(item.range == tagRange)
    #expect(UIApplication.shared.openedURLs.isEmpty)
    delegate.usesDefaults = false
    delegate.menu = UIMenu(title: "Driver", children: [UIAction(title: "Message") { _ in }])
    app.press(at: view.windowPoint(of: tagRange))
    let menu = try #require(app.contextMenu)
    #expect(menu.actionTitles == ["Message"])
  }

  @Test func anAttachmentIsATextItem() throws {
    let app = Headless()
    let attachment = NSTextAttachment(image: solidImage(.red, CGSize(width: 20, height: 10)))
    let view = itemView(in: app, attachment: attachment)
    let delegate = ItemDelegate()
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: attachmentRange))
    let item = try #require(delegate.primaryAsked.first?.item)
    guard case .textAttachment(let found) = item.content else {
      Issue.record("not an attachment: \(item.content)")
      return
    }
    #expect(found === attachment)
    #expect(item.range == attachmentRange)
  }

  /// An editable text view edits where it is tapped: items are not interactive.
  @Test func anEditableTextViewAsksNothing() {
    let app = Headless()
    let view = itemView(in: app)
    view.isEditable = true
    let delegate = ItemDelegate()
    view.delegate = delegate
    app.tap(at: view.windowPoint(of: linkRange))
    #expect(delegate.primaryAsked.isEmpty)
    #expect(view.isFirstResponder)
  }
}
