import Testing
@_spi(Hail) import UIKit

/// Traits flow window → controller → view; changes arrive through `traitCollectionDidChange(_:)`
/// and iOS 17's registrations, with dynamic colours resolved again.
@MainActor
@Suite("Trait propagation")
struct TraitPropagationTests {
  @Test("A window's traits: the screen's phone traits and the system appearance")
  func windowTraits() {
    let headless = HeadlessWindow(scale: 3)
    let traits = headless.root.traitCollection
    #expect(traits.userInterfaceStyle == .light)
    #expect(traits.preferredContentSizeCategory == .large)
    #expect(traits.horizontalSizeClass == .compact)
    #expect(traits.verticalSizeClass == .regular)
    #expect(traits.userInterfaceIdiom == .phone)
    #expect(traits.displayScale == 3)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(traits.userInterfaceLevel == .base)
    #expect(headless.controller.traitCollection == traits)
  }

  @Test("Switching the system to dark: the controller hears first, then its views, once each")
  func systemChange() {
    let headless = HeadlessWindow(rootViewController: TraitRecordingController())
    let controller = headless.controller as! TraitRecordingController
    let child = TraitRecordingView()
    child.log = controller.log
    headless.root.addSubview(child)
    headless.nextFrame()
    #expect(controller.log.entries.isEmpty)
    UIApplication.shared.setUserInterfaceStyle(.dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    headless.nextFrame()
    #expect(controller.log.entries == ["controller light→dark", "view light→dark"])
    headless.nextFrame()
    #expect(controller.log.entries.count == 2)
  }

  @Test("overrideUserInterfaceStyle forces a subtree; views outside it keep the system's")
  func override() {
    let headless = HeadlessWindow()
    let outer = TraitRecordingView()
    let inner = TraitRecordingView()
    let sibling = TraitRecordingView()
    inner.log = outer.log
    sibling.log = outer.log
    outer.addSubview(inner)
    headless.root.addSubview(outer)
    headless.root.addSubview(sibling)
    headless.nextFrame()
    outer.overrideUserInterfaceStyle = .dark
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    #expect(sibling.traitCollection.userInterfaceStyle == .light)
    headless.nextFrame()
    #expect(outer.log.entries == ["view light→dark", "view light→dark"])
    // The system going dark changes nothing for the forced subtree.
    UIApplication.shared.setUserInterfaceStyle(.dark)
    headless.nextFrame()
    #expect(outer.log.entries.count == 3)
    outer.overrideUserInterfaceStyle = .light
    headless.nextFrame()
    #expect(outer.log.entries.suffix(2) == ["view dark→light", "view dark→light"])
  }

  @Test("A controller's override reaches its view and the views below")
  func controllerOverride() {
    let headless = HeadlessWindow()
    let label = UILabel()
    headless.root.addSubview(label)
    headless.controller.overrideUserInterfaceStyle = .dark
    #expect(headless.controller.traitCollection.userInterfaceStyle == .dark)
    #expect(label.traitCollection.userInterfaceStyle == .dark)
    #expect(headless.window.traitCollection.userInterfaceStyle == .light)
  }

  @Test("A view's dynamic background resolves again when its traits change")
  func backgroundFollows() {
    let headless = HeadlessWindow()
    let view = UIView()
    view.backgroundColor = .systemBackground
    headless.root.addSubview(view)
    headless.nextFrame()
    #expect(view.layer.backgroundColor == UIColor.white.cgColor)
    #expect(view.backgroundColor === UIColor.systemBackground)
    UIApplication.shared.setUserInterfaceStyle(.dark)
    headless.nextFrame()
    #expect(view.layer.backgroundColor == UIColor.black.cgColor)
  }

  @Test("registerForTraitChanges runs only for the traits named, with the traits before")
  func registrations() {
    let headless = HeadlessWindow()
    let view = UIView()
    headless.root.addSubview(view)
    headless.nextFrame()
    var styles: [UIUserInterfaceStyle] = []
    var sizes: [UIContentSizeCategory] = []
    view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (view: UIView, previous: UITraitCollection) in
      styles.append(previous.userInterfaceStyle)
      styles.append(view.traitCollection.userInterfaceStyle)
    }
    let registration = view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
      (_: UIView, previous: UITraitCollection) in sizes.append(previous.preferredContentSizeCategory)
    }
    UIApplication.shared.setPreferredContentSizeCategory(.extraLarge)
    headless.nextFrame()
    #expect(styles.isEmpty)
    #expect(sizes == [.large])
    view.unregisterForTraitChanges(registration)
    UIApplication.shared.setUserInterfaceStyle(.dark)
    UIApplication.shared.setPreferredContentSizeCategory(.small)
    headless.nextFrame()
    #expect(styles == [.light, .dark])
    #expect(sizes == [.large])
  }

  @Test("A view moved under a forced subtree hears of the change on its next layout pass")
  func move() {
    let headless = HeadlessWindow()
    let dark = UIView()
    dark.overrideUserInterfaceStyle = .dark
    let view = TraitRecordingView()
    headless.root.addSubview(dark)
    headless.root.addSubview(view)
    headless.nextFrame()
    dark.addSubview(view)
    headless.nextFrame()
    #expect(view.log.entries == ["view light→dark"])
  }

  @Test("Colours read in draw(_:) resolve with the view's traits; a trait change redraws")
  func drawingResolves() throws {
    let headless = HeadlessWindow()
    let view = ColorProbeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    headless.root.addSubview(view)
    headless.nextFrame()
    _ = try #require(ViewRenderer().render(headless.window))
    #expect(view.drawn.last == UIColor.black.cgColor)
    let draws = view.drawn.count
    _ = try #require(ViewRenderer().render(headless.window))
    #expect(view.drawn.count == draws)
    view.overrideUserInterfaceStyle = .dark
    headless.nextFrame()
    _ = try #require(ViewRenderer().render(headless.window))
    #expect(view.drawn.count > draws)
    #expect(view.drawn.last == UIColor.white.cgColor)
  }
}

/// The calls a test expects, in order.
@MainActor
final class TraitLog {
  var entries: [String] = []

  func note(_ who: String, _ previous: UITraitCollection?, _ now: UITraitCollection) {
    entries.append("\(who) \(Self.name(previous?.userInterfaceStyle))→\(Self.name(now.userInterfaceStyle))")
  }

  private static func name(_ style: UIUserInterfaceStyle?) -> String {
    switch style {
    case .light: "light"
    case .dark: "dark"
    default: "unspecified"
    }
  }
}

private final class TraitRecordingView: UIView {
  var log = TraitLog()

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.note("view", previousTraitCollection, traitCollection)
  }
}

private final class TraitRecordingController: UIViewController {
  let log = TraitLog()

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.note("controller", previousTraitCollection, traitCollection)
  }
}

private final class ColorProbeView: UIView {
  var drawn: [CGColor] = []

  override func draw(_ rect: CGRect) {
    drawn.append(UIColor.label.cgColor)
    UIColor.label.setFill()
    UIBezierPath(rect: rect).fill()
  }
}
