import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite("Animation blocks with animations off")
struct AnimationsOffTests {
  @Test("Inside performWithoutAnimation the values change at once and the completion runs next frame")
  func withoutAnimation() {
    let headless = Headless()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    headless.root.addSubview(view)
    var finished: [Bool] = []
    UIView.performWithoutAnimation {
      UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: { view.alpha = 0.3 }) {
        finished.append($0)
      }
      UIView.animate(springDuration: 1, animations: { view.center.x = 100 }) { finished.append($0) }
    }
    #expect(abs(view.layer.presentation()!.opacity - 0.3) < 1e-6)
    #expect(view.layer.presentation()!.position.x == 100)
    #expect(finished.isEmpty)
    headless.advance(1.0 / 60)
    #expect(finished == [true, true])
  }

  @Test("With setAnimationsEnabled(false) too")
  func disabled() {
    let headless = Headless()
    var finished = false
    UIView.setAnimationsEnabled(false)
    UIView.animate(withDuration: 2, animations: { headless.root.alpha = 0.5 }) { _ in finished = true }
    UIView.setAnimationsEnabled(true)
    headless.advance(1.0 / 60)
    #expect(finished)
  }
}
