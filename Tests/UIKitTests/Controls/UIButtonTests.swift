import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UIButtonTests {
  @Test func perStateTitlesFallBackToNormal() {
    let button = UIButton(type: .custom)
    button.setTitle("快车", for: .normal)
    button.setTitle("已选", for: .selected)
    #expect(button.title(for: .normal) == "快车")
    #expect(button.title(for: .highlighted) == "快车")
    #expect(button.title(for: .selected) == "已选")
    // A combined state has no value of its own, so it falls back to .normal, not .selected.
    #expect(button.title(for: [.selected, .highlighted]) == "快车")
    #expect(button.currentTitle == "快车")
    #expect(button.titleLabel?.text == "快车")
  }

  @Test func perStateColoursFallBackToNormalThenTheTypeDefault() {
    let custom = UIButton(type: .custom)
    #expect(custom.titleColor(for: .normal) == UIColor.white)
    custom.setTitleColor(.red, for: .normal)
    custom.setTitleColor(.blue, for: .disabled)
    #expect(custom.titleColor(for: .highlighted) == UIColor.red)
    #expect(custom.titleColor(for: .disabled) == UIColor.blue)
    let system = UIButton(type: .system)
    #expect(system.currentTitleColor == UIColor.systemBlue)
    system.tintColor = .orange
    #expect(system.currentTitleColor == UIColor.orange)
    system.setTitle("x", for: .normal)
    #expect(system.titleLabel?.textColor == UIColor.orange)
  }

  @Test func selectingChangesTheStateAndTheCurrentTitleColour() {
    let button = UIButton(type: .custom)
    button.setTitle("快车", for: .normal)
    button.setTitleColor(.black, for: .normal)
    button.setTitleColor(.orange, for: .selected)
    #expect(button.state == .normal)
    button.isSelected = true
    #expect(button.state == .selected)
    #expect(button.currentTitleColor == UIColor.orange)
    #expect(button.titleLabel?.textColor == UIColor.orange)
    button.isEnabled = false
    #expect(button.state == [.selected, .disabled])
    #expect(button.currentTitleColor == UIColor.black)
  }

  @Test func aSystemButtonDimsItsTitleWhileHighlighted() {
    let app = Headless()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
    button.setTitle("快车", for: .normal)
    app.root.addSubview(button)
    app.fingers.down(at: CGPoint(x: 50, y: 120))
    // The alpha is stored as a Float on the layer, so compare to within its precision.
    #expect(abs((button.titleLabel?.alpha ?? 1) - UIButton.systemHighlightedAlpha) < 1e-6)
    #expect(UIButton.systemHighlightedAlpha == 0.2)
    app.fingers.up()
    #expect(button.titleLabel?.alpha == 1)
  }

  @Test func aDisabledButtonGetsNoTouchTheViewBehindDoes() {
    let app = Headless()
    let behind = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
    app.root.addSubview(behind)
    app.root.addSubview(button)
    let log = ControlEventLog(button)
    button.isEnabled = false
    #expect(app.window.hitTest(CGPoint(x: 100, y: 75), with: nil) === behind)
    app.tap(at: CGPoint(x: 100, y: 75))
    #expect(log.names.isEmpty)
    #expect(behind.log == ["began", "ended"])
    button.isEnabled = true
    #expect(app.window.hitTest(CGPoint(x: 100, y: 75), with: nil) === button)
  }

  @Test func titleAndImageAreCentredInsideTheInsets() throws {
    _ = Headless()
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    let button = UIButton(type: .custom)
    button.setTitle("快车", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 15)
    button.setImage(image, for: .normal)
    button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    let title = try #require(button.titleLabel).sizeThatFits(.zero)
    #expect(title.width == 30)
    let fitting = button.sizeThatFits(.zero)
    // Image 20 + title 30 + insets 10 and 10.
    #expect(fitting.width == 70)
    #expect(fitting.height == max(20, title.height) + 10)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    button.layoutIfNeeded()
    // Content 50 pt wide centred in 200: image at 75…95, title at 95…125.
    #expect(button.imageView?.frame == CGRect(x: 75, y: 20, width: 20, height: 20))
    #expect(button.titleLabel?.frame.minX == 95)
    #expect(button.titleLabel?.frame.width == 30)
  }

  @Test func primaryActionGivesTitleAndRunsOnTap() {
    let app = Headless()
    var runs = 0
    let button = UIButton(primaryAction: UIAction(title: "出租车") { _ in runs += 1 })
    #expect(button.buttonType == .system)
    #expect(button.currentTitle == "出租车")
    button.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
    app.root.addSubview(button)
    app.tap(at: CGPoint(x: 50, y: 120))
    #expect(runs == 1)
  }

  @Test func actionsAreUniquePerIdentifierAndRemovable() {
    let button = UIButton()
    var log: [String] = []
    let id = UIAction.Identifier("tap")
    button.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
    button.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(log == ["second"])
    button.removeAction(identifiedBy: id, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(log == ["second"])
    #expect(button.allControlEvents.isEmpty)
  }

  @Test func typedTargetActionHoldsItsTargetWeakly() {
    final class Screen {
      var taps = 0
      var senders: [UIButton] = []
      func tapped() { taps += 1 }
      func tapped(_ sender: UIButton) { senders.append(sender) }
    }
    let button = UIButton()
    var screen: Screen? = Screen()
    button.addTarget(screen!, action: Screen.tapped as (Screen) -> () -> Void, for: .touchUpInside)
    button.addTarget(screen!, action: Screen.tapped(_:), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(screen?.taps == 1)
    #expect(screen?.senders.first === button)
    weak var gone = screen
    screen = nil
    #expect(gone == nil)
    button.sendActions(for: .touchUpInside)
    #expect(button.allControlEvents.isEmpty)
  }

  @Test func removeTargetWithANilActionRemovesThatTargetsActionsForTheEvents() {
    final class Screen {
      var log: [String] = []
      func tapped() { log.append("tap") }
      func down() { log.append("down") }
    }
    let button = UIButton()
    let first = Screen()
    let second = Screen()
    var actions = 0
    button.addAction(UIAction { _ in actions += 1 }, for: .touchUpInside)
    button.addTarget(first, action: Screen.tapped, for: .touchUpInside)
    button.addTarget(first, action: Screen.down, for: .touchDown)
    button.addTarget(second, action: Screen.tapped, for: .touchUpInside)
    // UIKit, UIControl.h: a nil action removes all of the target's actions for those events.
    button.removeTarget(first, action: nil, for: .touchUpInside)
    button.sendActions(for: [.touchUpInside, .touchDown])
    #expect(first.log == ["down"])
    #expect(second.log == ["tap"])
    // A nil target too: every target's actions for the events; UIActions are not targets.
    button.removeTarget(nil, action: nil, for: [.touchUpInside, .touchDown])
    button.sendActions(for: [.touchUpInside, .touchDown])
    #expect(first.log == ["down"])
    #expect(second.log == ["tap"])
    #expect(actions == 2)
  }
}
