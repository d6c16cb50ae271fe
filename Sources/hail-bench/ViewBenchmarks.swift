@_spi(Hail) import UIKit

extension EngineBenchmarks {
  /// `window.hitTest` down a 20-deep chain with three siblings in front at every level.
  static func hitTest(_ sampler: Sampler) -> [Figure] {
    let scene = HeadlessWindow()
    let deepest = scene.nestedViews(depth: 20, siblingsPerLevel: 3)
    let point = CGPoint(x: 187, y: 500)
    precondition(scene.window.hitTest(point, with: nil) === deepest, "the point must reach the deepest view")
    let operations = 2_000
    let nanoseconds = sampler.nanosecondsPerOperation(operations: operations) {
      elapsedNanoseconds {
        for _ in 0..<operations { blackHole(scene.window.hitTest(point, with: nil)) }
      }
    }
    return [Figure(name: "engine.hitTest.depth20", nanosecondsPerOperation: nanoseconds, unit: .us)]
  }

  /// `layer.presentation()` of a view halfway through an animation of its position, size, alpha
  /// and transform: every track interpolates.
  static func animationPresentation(_ sampler: Sampler) -> [Figure] {
    let scene = HeadlessWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scene.root.addSubview(view)
    // Long enough that the clock never reaches the end while batches run.
    UIView.animate(withDuration: 1_000) {
      view.frame = CGRect(x: 200, y: 400, width: 150, height: 50)
      view.alpha = 0.5
      view.transform = CGAffineTransform(scaleX: 2, y: 2)
    }
    UIApplication.shared.advance(by: 500)
    precondition(view.layer.animationKeys()?.count == 4, "all four properties must be animating")
    let operations = 2_000
    let nanoseconds = sampler.nanosecondsPerOperation(operations: operations) {
      elapsedNanoseconds {
        for _ in 0..<operations { blackHole(view.layer.presentation()) }
      }
    }
    return [Figure(name: "engine.animation.presentation", nanosecondsPerOperation: nanoseconds, unit: .us)]
  }

  /// One touch move through the window's dispatcher to a running pan on a view 10 levels deep.
  static func touchDispatch(_ sampler: Sampler) -> [Figure] {
    let scene = HeadlessWindow()
    let deepest = scene.nestedViews(depth: 10)
    var actions = 0
    deepest.addGestureRecognizer(UIPanGestureRecognizer { _ in actions += 1 })
    let start = CGPoint(x: 187, y: 300)
    let operations = 200
    let nanoseconds = sampler.nanosecondsPerOperation(operations: operations) {
      scene.fingers.down(at: start)
      scene.nextFrame()
      scene.fingers.move(to: CGPoint(x: start.x, y: start.y + 20))  // past the hysteresis: the pan begins
      actions = 0
      var total: UInt64 = 0
      // One move a frame, as a finger on a 60 Hz screen: the pan's velocity tracker sees real
      // sample spacing. Only the moves are timed, not the frames between them.
      for step in 0..<operations {
        scene.nextFrame()
        let point = CGPoint(x: start.x, y: start.y + 20 + CGFloat(step % 100))
        total += elapsedNanoseconds { scene.fingers.move(to: point) }
      }
      precondition(actions == operations, "every move must reach the pan's action")
      scene.fingers.up()
      scene.nextFrame()
      return total
    }
    return [Figure(name: "engine.touch.dispatch", nanosecondsPerOperation: nanoseconds, unit: .us)]
  }
}
