import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite("UIAlertController")
struct AlertControllerTests {
  /// The alert's box (or the action sheet's list): the full-screen view's only subview.
  static func box(of alert: UIAlertController) -> UIView { alert.view.subviews[0] }

  static func buttons(of alert: UIAlertController) -> [UIControl] {
    func collect(_ view: UIView) -> [UIControl] {
      (view as? UIControl).map { [$0] } ?? view.subviews.flatMap(collect)
    }
    return collect(alert.view)
  }

  static func center(_ view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }

  @Test("An alert: a 270 pt box in the middle, two actions side by side, cancel on the left")
  func alertLayout() throws {
    let stage = ControllerStage()
    let log = LifecycleLog()
    let presenter = LoggingViewController("A", log: log)
    stage.show(presenter)
    log.clear()
    let alert = UIAlertController(
      title: "Cancel the ride?", message: "Your driver is on the way.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
    alert.addAction(UIAlertAction(title: "Cancel ride", style: .destructive))
    #expect(alert.modalPresentationStyle == .custom)
    presenter.present(alert, animated: true)
    stage.advance(0.3)
    #expect(log.appearance.isEmpty)
    #expect(alert.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    let box = Self.box(of: alert)
    #expect(box.frame.width == 270)
    #expect(box.frame.midX == 187.5)
    #expect(abs(box.frame.midY - 333.5) < 0.01)
    let buttons = Self.buttons(of: alert)
    #expect(buttons.map(\.accessibilityIdentifier) == ["alert.cancel", "alert.confirm"])
    #expect(
      buttons.map(\.frame) == [
        CGRect(x: 0, y: box.bounds.height - 44, width: 135, height: 44),
        CGRect(x: 135, y: box.bounds.height - 44, width: 135, height: 44),
      ])
    // The dimming behind: black at 0.2.
    let dimming = try #require(alert.view.superview?.subviews.first)
    #expect(abs(dimming.alpha - 0.2) < 1e-6)
    #expect(presenter.view.window === stage.window)
  }

  @Test("Choosing an action dismisses the alert, then runs the handler")
  func choosingDismisses() {
    let stage = ControllerStage()
    let presenter = UIViewController()
    stage.show(presenter)
    var chosen: [String] = []
    let alert = UIAlertController(title: "Done", message: nil, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { action in
        chosen.append(action.title ?? "")
        // The handler runs once the alert is gone: presenting again works.
        presenter.present(UIViewController(), animated: false)
      })
    presenter.present(alert, animated: false)
    stage.advance(0.05)
    let target = Self.center(Self.buttons(of: alert)[0])
    stage.tap(at: target)
    #expect(alert.isBeingDismissed)
    #expect(chosen.isEmpty)
    stage.advance(0.3)
    #expect(chosen == ["OK"])
    #expect(alert.presentingViewController == nil)
    #expect(presenter.presentedViewController != nil)
    #expect(presenter.presentedViewController !== alert)
  }

  @Test("Three actions stack, the cancel one last; preferredAction is the emphasized one")
  func stackedActions() throws {
    let stage = ControllerStage()
    let presenter = UIViewController()
    stage.show(presenter)
    let alert = UIAlertController(title: "Pay", message: nil, preferredStyle: .alert)
    let cancel = UIAlertAction(title: "Cancel", style: .cancel)
    let card = UIAlertAction(title: "Card", style: .default)
    alert.addAction(cancel)
    alert.addAction(card)
    alert.addAction(UIAlertAction(title: "Cash", style: .default))
    alert.addAction(UIAlertAction(title: "Second cancel", style: .cancel))
    #expect(alert.actions.count == 3)
    alert.preferredAction = card
    presenter.present(alert, animated: false)
    stage.advance(0.05)
    let box = Self.box(of: alert)
    let buttons = Self.buttons(of: alert)
    #expect(buttons.map(\.accessibilityIdentifier) == ["alert.confirm", "Cash", "alert.cancel"])
    #expect(
      buttons.map(\.frame.minY) == [box.bounds.height - 132, box.bounds.height - 88, box.bounds.height - 44])
    #expect(buttons.allSatisfy { $0.frame.width == 270 })
    let fonts = buttons.compactMap { ($0.subviews.first as? UILabel)?.font.weight }
    #expect(fonts == [.semibold, .regular, .regular])
  }

  @Test("A tap outside an alert does nothing; a disabled action cannot be chosen")
  func alertBackgroundAndDisabled() {
    let stage = ControllerStage()
    let presenter = UIViewController()
    stage.show(presenter)
    let alert = UIAlertController(title: "Wait", message: nil, preferredStyle: .alert)
    let ok = UIAlertAction(title: "OK", style: .default)
    ok.isEnabled = false
    alert.addAction(ok)
    presenter.present(alert, animated: false)
    stage.advance(0.05)
    stage.tap(at: CGPoint(x: 20, y: 40))
    stage.tap(at: Self.center(Self.buttons(of: alert)[0]))
    stage.advance(0.3)
    #expect(presenter.presentedViewController === alert)
    ok.isEnabled = true
    stage.advance(0.05)
    stage.tap(at: Self.center(Self.buttons(of: alert)[0]))
    stage.advance(0.3)
    #expect(presenter.presentedViewController == nil)
  }

  @Test("An action sheet: 8 pt from the sides and the bottom, cancel in its own group; a tap outside cancels")
  func actionSheet() {
    let stage = ControllerStage()
    let presenter = UIViewController()
    stage.show(presenter)
    var chosen: [String] = []
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Express", style: .default) { _ in chosen.append("Express") })
    sheet.addAction(UIAlertAction(title: "Taxi", style: .default) { _ in chosen.append("Taxi") })
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
    presenter.present(sheet, animated: true)
    stage.advance(1)
    let list = Self.box(of: sheet)
    // Two rows of 57, 8 pt, the cancel row of 57: 179 pt ending 8 pt above the bottom.
    #expect(list.frame == CGRect(x: 8, y: 667 - 8 - 179, width: 359, height: 179))
    let buttons = Self.buttons(of: sheet)
    #expect(buttons.map(\.accessibilityIdentifier) == ["alert.confirm", "Taxi", "alert.cancel"])
    #expect(Self.center(buttons[2]).y == 667 - 8 - 28.5)
    stage.tap(at: CGPoint(x: 187, y: 100))
    stage.advance(1)
    #expect(chosen == ["Cancel"])
    #expect(presenter.presentedViewController == nil)
  }

  @Test("Text fields: configured, editing once the alert is up, the alert kept above the keyboard")
  func textFields() throws {
    var reported: [String] = []
    let stage = ControllerStage { reported.append($0) }
    let presenter = UIViewController()
    stage.show(presenter)
    var typed: String?
    let alert = UIAlertController(title: "Where to?", message: nil, preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "Destination"
      field.accessibilityIdentifier = "destination"
    }
    // The alert holds its actions: a handler reading the alert takes it unowned, as an app's must,
    // or the two keep each other alive (`ScreenLifetimeTests.anAlertTypedIntoAndDismissedGoes`).
    alert.addAction(
      UIAlertAction(title: "Go", style: .default) { [unowned alert] _ in
        typed = alert.textFields?.first?.text
      })
    let fields = try #require(alert.textFields)
    #expect(fields.count == 1)
    #expect(fields[0].placeholder == "Destination")
    #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).textFields == nil)
    presenter.present(alert, animated: true)
    stage.advance(0.3)
    #expect(fields[0].isFirstResponder)
    stage.advance(0.3)
    // iPhone 8: the keyboard is 216 pt tall; the box sits in the middle of what is above it.
    let box = Self.box(of: alert)
    #expect(abs(box.frame.midY - (667 - 216) / 2) < 0.01)
    #expect(box.frame.maxY <= 667 - 216)
    // The field sits between the title and the action, inside the box.
    let fieldFrame = fields[0].convert(fields[0].bounds, to: box)
    #expect(fieldFrame.minY > 20)
    #expect(fieldFrame.maxY <= box.bounds.height - 44 - 20)
    #expect(KeyPressInjector(window: stage.window).type("Kamppi"))
    stage.tap(at: Self.center(Self.buttons(of: alert)[0]))
    stage.advance(0.6)
    #expect(typed == "Kamppi")
    #expect(!fields[0].isFirstResponder)

    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
    #expect(sheet.textFields == nil)
    #expect(
      reported == [
        "UIKit: Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
      ])
  }
}
