import Testing
@_spi(Hail) import UIKit

/// One first responder per window (UIResponder's becomeFirstResponder/resignFirstResponder rules,
/// UIView.endEditing(_:)).
@MainActor
@Suite struct FirstResponderTests {
  /// A plain view that may become first responder.
  final class FocusableView: UIView {
    var refusesToResign = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
  }

  @Test func aResponderThatCannotBecomeFirstResponderIsRefused() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    app.root.addSubview(view)
    #expect(view.canBecomeFirstResponder == false)
    #expect(view.becomeFirstResponder() == false)
    #expect(view.isFirstResponder == false)
  }

  @Test func aViewOutsideAWindowCannotBecomeFirstResponder() {
    _ = Headless()
    let view = FocusableView(frame: .zero)
    #expect(view.becomeFirstResponder() == false)
    let field = UITextField(frame: .zero)
    #expect(field.becomeFirstResponder() == false)
    #expect(field.isEditing == false)
  }

  @Test func becomingFirstResponderTakesItFromThePreviousOne() {
    let app = Headless()
    let first = FocusableView(frame: .zero)
    let second = FocusableView(frame: .zero)
    app.root.addSubview(first)
    app.root.addSubview(second)
    #expect(first.becomeFirstResponder())
    #expect(first.isFirstResponder)
    #expect(first.becomeFirstResponder())  // already: true, nothing changes
    #expect(second.becomeFirstResponder())
    #expect(second.isFirstResponder)
    #expect(first.isFirstResponder == false)
  }

  @Test func aResponderThatWillNotResignKeepsTheStatus() {
    let app = Headless()
    let first = FocusableView(frame: .zero)
    let second = FocusableView(frame: .zero)
    app.root.addSubview(first)
    app.root.addSubview(second)
    first.becomeFirstResponder()
    first.refusesToResign = true
    #expect(second.becomeFirstResponder() == false)
    #expect(first.isFirstResponder)
    #expect(first.resignFirstResponder() == false)
    // endEditing(true) does not ask: the status goes.
    #expect(app.root.endEditing(true))
    #expect(first.isFirstResponder == false)
  }

  @Test func resigningWhenNotFirstResponderAnswersTrue() {
    let app = Headless()
    let view = FocusableView(frame: .zero)
    app.root.addSubview(view)
    #expect(view.resignFirstResponder())
  }

  @Test func endEditingOnlyReachesAFirstResponderInsideTheView() {
    let app = Headless()
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    app.root.addSubview(left)
    app.root.addSubview(right)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    left.addSubview(field)
    field.becomeFirstResponder()
    #expect(right.endEditing(false))
    #expect(field.isFirstResponder)
    #expect(left.endEditing(false))
    #expect(field.isFirstResponder == false)
  }

  @Test func removingTheFirstResponderFromTheWindowResignsIt() {
    let app = Headless()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    app.root.addSubview(container)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    container.addSubview(field)
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    field.becomeFirstResponder()
    recorder.log.removeAll()
    container.removeFromSuperview()
    #expect(field.isFirstResponder == false)
    #expect(field.isEditing == false)
    // Not asked (it could not stay anyway), told.
    #expect(recorder.log == ["didEnd", "editingDidEnd", "didEndNotification"])
  }

  @Test func eachWindowHasItsOwnFirstResponder() {
    let app = Headless()
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    other.isHidden = false
    let a = FocusableView(frame: .zero)
    let b = FocusableView(frame: .zero)
    app.root.addSubview(a)
    other.addSubview(b)
    a.becomeFirstResponder()
    b.becomeFirstResponder()
    #expect(a.isFirstResponder)
    #expect(b.isFirstResponder)
  }

  @Test func aControllerCanBeFirstResponderThroughItsView() {
    final class KeyController: UIViewController {
      override var canBecomeFirstResponder: Bool { true }
    }
    let app = Headless()
    let controller = KeyController()
    app.window.rootViewController = controller
    #expect(controller.becomeFirstResponder())
    #expect(controller.isFirstResponder)
    #expect(app.window.endEditing(false))
    #expect(controller.isFirstResponder == false)
  }
}
