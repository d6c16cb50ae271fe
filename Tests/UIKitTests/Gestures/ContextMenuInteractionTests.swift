import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// `UIContextMenuInteraction` on a plain view: a press held on it asks the delegate for a
/// configuration and shows its menu with the view lifted as the preview (or the preview
/// provider's view controller), telling the delegate as the menu shows and goes.
@MainActor
@Suite struct ContextMenuInteractionTests {
  final class MenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    var log: [String] = []
    var locations: [CGPoint] = []
    var configuration: UIContextMenuConfiguration?

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      locations.append(location)
      return configuration
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      log.append(animator == nil ? "display without animator" : "display")
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      log.append(animator == nil ? "end without animator" : "end")
    }
  }

  /// A 100 × 60 card at (40, 200) with the interaction.
  private func card(in app: Headless, delegate: MenuDelegate) -> (UIView, UIContextMenuInteraction) {
    let card = UIView(frame: CGRect(x: 40, y: 200, width: 100, height: 60))
    card.backgroundColor = .systemOrange
    app.root.addSubview(card)
    let interaction = UIContextMenuInteraction(delegate: delegate)
    card.addInteraction(interaction)
    app.window.layoutIfNeeded()
    return (card, interaction)
  }

  @Test func addingAndRemovingAnInteraction() {
    let app = Headless()
    let delegate = MenuDelegate()
    let (card, interaction) = card(in: app, delegate: delegate)
    #expect(interaction.view === card)
    #expect(interaction.delegate === delegate)
    #expect(card.interactions.count == 1)
    #expect(card.gestureRecognizers?.count == 1)
    card.removeInteraction(interaction)
    #expect(interaction.view == nil)
    #expect(card.interactions.isEmpty)
    #expect(card.gestureRecognizers?.isEmpty ?? true)
    // A press no longer asks anything.
    app.press(at: CGPoint(x: 90, y: 230))
    #expect(delegate.locations.isEmpty)
  }

  @Test func aPressShowsTheMenuWithTheViewLifted() throws {
    let app = Headless()
    let delegate = MenuDelegate()
    var chosen: [(String, AnyObject?)] = []
    delegate.configuration = UIContextMenuConfiguration(
      identifier: NSString(string: "card"), previewProvider: nil
    ) {
      suggested in
      #expect(suggested.isEmpty)
      return UIMenu(children: [
        UIAction(title: "Share") { chosen.append(($0.title, $0.sender as AnyObject?)) },
        UIAction(title: "Delete", attributes: .destructive) { _ in },
      ])
    }
    let (card, interaction) = card(in: app, delegate: delegate)
    app.press(at: CGPoint(x: 90, y: 230))
    #expect(delegate.locations == [CGPoint(x: 50, y: 30)])
    #expect(interaction.location(in: card) == CGPoint(x: 50, y: 30))
    #expect(delegate.log == ["display"])
    let menu = try #require(app.contextMenu)
    #expect(menu.actionTitles == ["Share", "Delete"])
    #expect(try #require(menu.preview).frame == card.frame)
    #expect(menu.list.frame.minY == card.frame.maxY + ContextMenuView.spacing)
    app.advance(1)
    app.choose("Share", in: menu)
    #expect(chosen.count == 1)
    #expect(chosen.first?.1 === card)
    #expect(delegate.log == ["display", "end"])
    app.advance(1)
    #expect(app.contextMenu == nil)
  }

  @Test func aPreviewControllerShowsAtItsPreferredSizeAndDismissMenuCloses() throws {
    let app = Headless()
    let delegate = MenuDelegate()
    let detail = UIViewController()
    detail.preferredContentSize = CGSize(width: 200, height: 120)
    delegate.configuration = UIContextMenuConfiguration(previewProvider: { detail }) { _ in
      UIMenu(children: [UIAction(title: "Open") { _ in }])
    }
    let (card, interaction) = card(in: app, delegate: delegate)
    app.press(at: CGPoint(x: 90, y: 230))
    let menu = try #require(app.contextMenu)
    let preview = try #require(menu.preview)
    #expect(preview.frame.size == CGSize(width: 200, height: 120))
    #expect(preview.frame.midX == card.frame.midX)
    #expect(preview.frame.midY == card.frame.midY)
    #expect(detail.view.isDescendant(of: preview))
    interaction.dismissMenu()
    #expect(delegate.log == ["display", "end"])
    app.advance(1)
    #expect(app.contextMenu == nil)
  }

  @Test func noConfigurationOrNoMenuShowsNothing() {
    let app = Headless()
    let delegate = MenuDelegate()
    _ = card(in: app, delegate: delegate)
    app.press(at: CGPoint(x: 90, y: 230))
    #expect(delegate.locations.count == 1)
    #expect(app.contextMenu == nil)
    delegate.configuration = UIContextMenuConfiguration()
    app.press(at: CGPoint(x: 90, y: 230))
    #expect(app.contextMenu == nil)
    #expect(delegate.log.isEmpty)
  }
}
