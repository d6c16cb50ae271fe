import Testing
@_spi(Hail) import UIKit

/// The typed target-action initializer, `UIPanGestureRecognizer(target: self, action: Owner.handlePan)`:
/// it calls the method with the recognizer typed, and does not keep the target alive.
@MainActor
@Suite struct TargetActionTests {
  @MainActor
  final class Owner {
    var translations: [CGPoint] = []

    func handlePan(_ pan: UIPanGestureRecognizer) {
      translations.append(pan.translation(in: nil))
    }
  }

  @Test func callsTheOwnersMethodWithTheTypedRecognizer() {
    let app = Headless()
    let owner = Owner()
    let pan = UIPanGestureRecognizer(target: owner, action: Owner.handlePan)
    app.root.addGestureRecognizer(pan)
    app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), steps: 4)
    // 10 pt moves: began at 20 pt, changed at 30 and 40, ended at 40.
    #expect(owner.translations.map(\.y) == [20, 30, 40, 40])
  }

  @Test func doesNotRetainTheTarget() {
    let app = Headless()
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    let pan = UIPanGestureRecognizer(target: owner!, action: Owner.handlePan)
    app.root.addGestureRecognizer(pan)
    owner = nil
    #expect(weakOwner == nil)
    // The action of a released target does nothing; the gesture still runs.
    app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), steps: 4)
    #expect(pan.state == .possible)
  }
}
