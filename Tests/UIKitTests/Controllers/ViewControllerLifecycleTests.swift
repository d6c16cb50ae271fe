import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite("View controller life cycle and containment")
struct ViewControllerLifecycleTests {
  @Test("The view loads lazily: loadView, then viewDidLoad, once")
  func lazyLoading() {
    _ = ControllerStage()
    let log = LifecycleLog()
    let controller = LoggingViewController("A", log: log)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(log.entries.isEmpty)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(log.entries == ["A.loadView", "A.viewDidLoad"])
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
  }

  @Test("A window's root appears: load, will appear, layout, did appear")
  func rootAppears() {
    let stage = ControllerStage()
    let log = LifecycleLog()
    stage.show(LoggingViewController("A", log: log))
    #expect(
      log.entries == [
        "A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewWillLayoutSubviews",
        "A.viewDidLayoutSubviews", "A.viewDidAppear",
      ])
  }

  @Test("Replacing a visible root: old will disappear, new will appear, old did, new did")
  func rootReplaced() {
    let stage = ControllerStage()
    let log = LifecycleLog()
    let first = LoggingViewController("A", log: log)
    stage.show(first)
    log.clear()
    stage.window.rootViewController = LoggingViewController("B", log: log)
    #expect(
      log.appearance == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    #expect(first.viewIfLoaded?.superview == nil)
  }

  @Test("A child added to a parent on screen appears when its view joins the window")
  func childAppearsOnAddSubview() {
    let stage = ControllerStage()
    let log = LifecycleLog()
    let parent = LoggingViewController("P", log: log)
    stage.show(parent)
    log.clear()
    let child = LoggingViewController("C", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(
      log.entries == [
        "C.willMove(parent)", "C.loadView", "C.viewDidLoad", "C.viewWillAppear", "C.viewDidAppear",
        "C.didMove(parent)",
      ])
    #expect(parent.children == [child])
    #expect(child.parent === parent)

    log.clear()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      log.entries == ["C.willMove(nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(nil)"])
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
  }

  @Test("A parent appearing with a child in its view: will appear top down, did appear bottom up")
  func childForwarding() {
    let stage = ControllerStage()
    let log = LifecycleLog()
    let parent = LoggingViewController("P", log: log)
    let child = LoggingViewController("C", log: log)
    let hidden = LoggingViewController("H", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    // A child whose view is not in the parent's view does not appear with it.
    parent.addChild(hidden)
    stage.show(parent)
    #expect(log.appearance == ["P.viewWillAppear", "C.viewWillAppear", "C.viewDidAppear", "P.viewDidAppear"])
  }

  @Test("addChild moves a child from its old parent; a controller cannot be its own ancestor's child")
  func reparenting() {
    _ = ControllerStage()
    let first = UIViewController()
    let second = UIViewController()
    let child = UIViewController()
    first.addChild(child)
    second.addChild(child)
    #expect(first.children.isEmpty)
    #expect(second.children == [child])
    child.addChild(second)
    #expect(child.children.isEmpty)
    child.addChild(child)
    #expect(child.children.isEmpty)
  }

  @Test("A custom container drives its children with beginAppearanceTransition")
  func manualForwarding() {
    let stage = ControllerStage()
    let log = LifecycleLog()
    let container = ManualContainer("P", log: log)
    let child = LoggingViewController("C", log: log)
    container.addChild(child)
    container.view.addSubview(child.view)
    stage.show(container)
    #expect(log.appearance == ["P.viewWillAppear", "P.viewDidAppear"])
    log.clear()
    child.beginAppearanceTransition(true, animated: true)
    child.beginAppearanceTransition(true, animated: true)
    child.endAppearanceTransition()
    child.endAppearanceTransition()
    #expect(log.appearance == ["C.viewWillAppear", "C.viewDidAppear"])
  }

  @Test("A cancelled appearance goes back: will appear, will disappear, did disappear")
  func cancelledAppearance() {
    _ = ControllerStage()
    let log = LifecycleLog()
    let controller = LoggingViewController("A", log: log)
    controller.beginAppearanceTransition(true, animated: true)
    controller.beginAppearanceTransition(false, animated: true)
    controller.endAppearanceTransition()
    #expect(log.appearance == ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
  }
}

/// A container that forwards nothing on its own.
final class ManualContainer: LoggingViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}
