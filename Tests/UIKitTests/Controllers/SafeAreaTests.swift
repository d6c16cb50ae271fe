import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite("Safe area of controllers' views")
struct SafeAreaTests {
  /// An iPhone 15: 393 × 852, status area 59, home indicator 34.
  static let size = CGSize(width: 393, height: 852)
  static let insets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

  @Test("The root view gets the window's insets; a subview only what reaches into it")
  func inherited() {
    let stage = ControllerStage(size: Self.size, safeArea: Self.insets)
    let controller = UIViewController()
    stage.show(controller)
    #expect(controller.view.safeAreaInsets == Self.insets)
    let band = UIView(frame: CGRect(x: 0, y: 30, width: 393, height: 100))
    controller.view.addSubview(band)
    #expect(band.safeAreaInsets == UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
    let middle = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
    controller.view.addSubview(middle)
    #expect(middle.safeAreaInsets == .zero)
    #expect(UIView(frame: .zero).safeAreaInsets == .zero)
  }

  @Test("additionalSafeAreaInsets add to the inherited ones and reach the subviews")
  func additional() {
    let stage = ControllerStage(size: Self.size, safeArea: Self.insets)
    let controller = SafeAreaRecorder()
    stage.show(controller)
    let band = UIView(frame: CGRect(x: 0, y: 30, width: 393, height: 100))
    controller.view.addSubview(band)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 0)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 5, bottom: 54, right: 0))
    #expect(band.safeAreaInsets == UIEdgeInsets(top: 39, left: 5, bottom: 0, right: 0))
    #expect(controller.changes == 1)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 0)
    #expect(controller.changes == 1)
  }

  @Test("A child's view inset in its parent's inherits only the parent's remaining insets")
  func nestedChild() {
    let stage = ControllerStage(size: Self.size, safeArea: Self.insets)
    let parent = UIViewController()
    stage.show(parent)
    parent.additionalSafeAreaInsets.top = 20
    let child = UIViewController()
    parent.addChild(child)
    child.view.frame = CGRect(x: 0, y: 40, width: 393, height: 700)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    child.additionalSafeAreaInsets.bottom = 8
    // The parent's 79 top reaches 39 into the child; the bottom 34 stops 78 short of its edge.
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 8, right: 0))
  }
}

final class SafeAreaRecorder: UIViewController {
  var changes = 0
  override func viewSafeAreaInsetsDidChange() { changes += 1 }
}
