import CoreGraphics
import Foundation
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// iOS 17's text item menus shown as UIKit's context menu: over a blurred, dimmed backdrop the item
/// lifted on its platter and the actions listed beside it; the delegate told as the menu shows and
/// as it goes, with animators whose added animations and completions run with the menu's own.
@MainActor
@Suite struct TextItemContextMenuTests {
  /// Answers `menu` for every item and records what it is told.
  final class MenuDelegate: UITextViewDelegate {
    var log: [String] = []
    var menu = UIMenu(children: [UIAction(title: "Read") { _ in }])
    var preview: UITextItem.MenuConfiguration.Preview? = .default
    var onDisplay: (any UIContextMenuInteractionAnimating) -> Void = { _ in }
    var onEnd: (any UIContextMenuInteractionAnimating) -> Void = { _ in }

    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
      -> UITextItem.MenuConfiguration?
    {
      UITextItem.MenuConfiguration(preview: preview, menu: menu)
    }

    func textView(
      _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
      animator: any UIContextMenuInteractionAnimating
    ) {
      log.append("display \(textItem.range.location)")
      onDisplay(animator)
    }

    func textView(
      _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
      animator: any UIContextMenuInteractionAnimating
    ) {
      log.append("end \(textItem.range.location)")
      onEnd(animator)
    }
  }

  private let help = URL(string: "https://hail.example/help")!
  /// "Help " 0–4, "hail" 5–8 (the link), " driver" 9–15.
  private let linkRange = NSRange(location: 5, length: 4)

  private func itemView(in app: Headless) -> UITextView {
    let view = UITextView(frame: CGRect(x: 20, y: 100, width: 280, height: 60))
    let text = NSMutableAttributedString(string: "Help hail driver")
    text.addAttribute(.link, value: help, range: linkRange)
    view.attributedText = text
    view.isEditable = false
    app.root.addSubview(view)
    app.window.layoutIfNeeded()
    return view
  }

  @Test func aLongPressLiftsTheItemOverTheBackdropWithItsActionsBelow() throws {
    let app = Headless()
    let view = itemView(in: app)
    app.press(at: view.windowPoint(of: linkRange))
    let menu = try #require(app.contextMenu)
    #expect(menu.superview === app.window)
    #expect(menu.frame == app.window.bounds)
    // The system's menu for a link: its URL as the title, open and copy.
    #expect(menu.list.title == "https://hail.example/help")
    #expect(menu.actionTitles == ["打开", "拷贝"])
    // The preview covers the link's line rect grown by the padding, where the link is.
    let rect = view.convert(try #require(view.lineRects(of: linkRange).first), to: nil)
    let preview = try #require(menu.preview)
    #expect(preview.frame == rect.insetBy(dx: -ContextMenuPreview.padding, dy: -ContextMenuPreview.padding))
    // The list below it, the spacing apart, from its leading edge.
    #expect(menu.list.frame.minY == preview.frame.maxY + ContextMenuView.spacing)
    #expect(menu.list.frame.minX == preview.frame.minX)
    #expect(menu.list.frame.width == ContextMenuListView.width)
    // The backdrop is the window drawn at an eighth of its resolution, stretched over it.
    let backdrop = try #require(menu.backdrop.image?.cgImage)
    #expect(backdrop.width == Int((app.window.bounds.width / 8).rounded(.up)))
    #expect(menu.backdrop.frame == app.window.bounds)
    app.advance(1)
    #expect(menu.dimming.alpha == 1)
    #expect(menu.list.alpha == 1)
  }

  /// No room below the item: the list goes above it.
  @Test func theListGoesAboveWithoutRoomBelow() throws {
    let app = Headless()
    let view = itemView(in: app)
    view.frame.origin.y = 600
    app.window.layoutIfNeeded()
    app.press(at: view.windowPoint(of: linkRange))
    let menu = try #require(app.contextMenu)
    let preview = try #require(menu.preview)
    #expect(menu.list.frame.maxY == preview.frame.minY - ContextMenuView.spacing)
  }

  @Test func theDelegateIsToldAsTheMenuShowsAndGoesWithItsAnimators() throws {
    let app = Headless()
    let view = itemView(in: app)
    let delegate = MenuDelegate()
    view.delegate = delegate
    let probe = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    app.root.addSubview(probe)
    var completions: [String] = []
    delegate.onDisplay = { animator in
      #expect(animator.previewViewController == nil)
      animator.addAnimations { probe.alpha = 0.5 }
      animator.addCompletion { completions.append("shown") }
    }
    app.press(at: view.windowPoint(of: linkRange))
    #expect(delegate.log == ["display 5"])
    let menu = try #require(app.contextMenu)
    // The added animation runs with the menu's: the model value at once, the screen on its way.
    #expect(probe.alpha == 0.5)
    let shownOpacity = try #require(probe.layer.presentation()?.opacity)
    #expect(shownOpacity > 0.5 && shownOpacity < 1)
    #expect(completions.isEmpty)
    app.advance(ContextMenuAnimator.duration)
    #expect(completions == ["shown"])
    delegate.onEnd = { animator in
      animator.addAnimations { probe.alpha = 1 }
      animator.addCompletion { completions.append("gone") }
    }
    // A tap outside the list and the preview.
    app.tap(at: CGPoint(x: 10, y: 30))
    #expect(delegate.log == ["display 5", "end 5"])
    #expect(probe.alpha == 1)
    #expect(menu.superview != nil)  // still fading out
    app.advance(ContextMenuAnimator.duration)
    #expect(completions == ["shown", "gone"])
    #expect(app.contextMenu == nil)
  }

  /// A tap on an action performs it with the text view as sender and dismisses the menu; one
  /// that keeps the menu presented leaves it up. Destructive rows are red, disabled ones inert.
  @Test func choosingAnActionPerformsItAndDismissesTheMenu() throws {
    let app = Headless()
    let view = itemView(in: app)
    let delegate = MenuDelegate()
    var chosen: [String] = []
    var senders: [AnyObject?] = []
    let record: (UIAction) -> Void = {
      chosen.append($0.title)
      senders.append($0.sender as AnyObject?)
    }
    delegate.menu = UIMenu(
      title: "Driver",
      children: [
        UIAction(title: "Pin", attributes: .keepsMenuPresented, handler: record),
        UIAction(title: "Offline", attributes: .disabled, handler: record),
        UIAction(title: "Secret", attributes: .hidden, handler: record),
        UIMenu(
          title: "More", options: .displayInline,
          children: [UIAction(title: "Report", attributes: .destructive, handler: record)]),
      ])
    view.delegate = delegate
    app.press(at: view.windowPoint(of: linkRange))
    app.advance(1)
    let menu = try #require(app.contextMenu)
    #expect(menu.list.title == "Driver")
    #expect(menu.actionTitles == ["Pin", "Offline", "Report"])
    #expect(menu.list.rows.map(\.isEnabled) == [true, false, true])
    #expect(menu.list.rows[2].label.textColor == .systemRed)
    app.choose("Pin", in: menu)
    #expect(chosen == ["Pin"])
    #expect(senders.first.flatMap { $0 } === view)
    #expect(delegate.log == ["display 5"])
    app.choose("Offline", in: menu)
    #expect(chosen == ["Pin"])
    app.choose("Report", in: menu)
    #expect(chosen == ["Pin", "Report"])
    #expect(delegate.log == ["display 5", "end 5"])
    app.advance(1)
    #expect(app.contextMenu == nil)
  }

  /// A preview view of the app's own shows centred on the item; no preview shows none.
  @Test func aPreviewViewOrNone() throws {
    let app = Headless()
    let view = itemView(in: app)
    let delegate = MenuDelegate()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    delegate.preview = .view(card)
    view.delegate = delegate
    let center = view.windowPoint(of: linkRange)
    app.press(at: center)
    let menu = try #require(app.contextMenu)
    let preview = try #require(menu.preview)
    #expect(preview.frame.size == CGSize(width: 120, height: 80))
    #expect(card.isDescendant(of: preview))
    let item = view.convert(try #require(view.lineRects(of: linkRange).first), to: nil)
    #expect(abs(preview.frame.midX - item.midX) < 0.01)
    #expect(abs(preview.frame.midY - item.midY) < 0.01)
    app.tap(at: CGPoint(x: 10, y: 30))
    app.advance(1)
    delegate.preview = nil
    app.press(at: center)
    let bare = try #require(app.contextMenu)
    #expect(bare.preview == nil)
    #expect(bare.list.frame.minY == item.maxY + ContextMenuView.spacing)
  }

  /// The menu over a screen of content, light, at 2x (viewed when recorded).
  @Test func contextMenuGolden() throws {
    let app = Headless(size: CGSize(width: 320, height: 360))
    app.root.backgroundColor = .systemGroupedBackground
    let banner = UIView(frame: CGRect(x: 20, y: 24, width: 280, height: 60))
    banner.backgroundColor = .systemOrange
    banner.layer.cornerRadius = 12
    app.root.addSubview(banner)
    let view = UITextView(frame: CGRect(x: 20, y: 100, width: 280, height: 60))
    let text = NSMutableAttributedString(
      string: "Your driver Li Wei is 3 min away", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    text.addAttribute(.textItemTag, value: "driver", range: NSRange(location: 12, length: 6))
    text.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 12, length: 6))
    view.attributedText = text
    view.isEditable = false
    app.root.addSubview(view)
    app.window.layoutIfNeeded()
    let delegate = MenuDelegate()
    delegate.menu = UIMenu(
      title: "Li Wei",
      children: [
        UIAction(title: "Call", image: UIImage(systemName: "phone")) { _ in },
        UIAction(title: "Message", image: UIImage(systemName: "message")) { _ in },
        UIAction(
          title: "Report", image: UIImage(systemName: "exclamationmark.triangle"), attributes: .destructive
        ) {
          _ in
        },
      ])
    view.delegate = delegate
    app.press(at: view.windowPoint(of: NSRange(location: 12, length: 6)))
    app.advance(1)
    assertGolden(try #require(ViewRenderer().render(app.window)), named: "text-item-context-menu")
  }
}
