@_spi(Hail) import UIKit

extension EngineBenchmarks {
  /// A full-screen scroll view over a million points of content, with 30 content views.
  private static func tallScrollView(in scene: HeadlessWindow) -> UIScrollView {
    let scrollView = UIScrollView(frame: scene.root.bounds)
    scrollView.contentSize = CGSize(width: scene.root.bounds.width, height: 1_000_000)
    for row in 0..<30 {
      scrollView.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(row) * 44, width: 375, height: 44)))
    }
    scene.root.addSubview(scrollView)
    return scrollView
  }

  /// A frame with nothing moving (`engine.frame.empty`), and what a decelerating scroll view adds
  /// to a frame (`engine.scroll.physicsFrame`: a decelerating frame minus an empty one).
  static func scrollFrames(_ sampler: Sampler) -> [Figure] {
    let scene = HeadlessWindow()
    let scrollView = tallScrollView(in: scene)
    scene.nextFrame()
    let frames = 60
    let runFrames = {
      elapsedNanoseconds {
        for _ in 0..<frames { scene.nextFrame() }
      }
    }
    let empty = sampler.nanosecondsPerOperation(operations: frames, runFrames)
    let decelerating = sampler.nanosecondsPerOperation(operations: frames) {
      // Far from both edges, so the whole second decelerates freely (3000 pt/s decays to about
      // 400 pt/s in a second at the normal rate) and never bounces.
      scrollView.contentOffset = CGPoint(x: 0, y: 100_000)
      scene.flick(from: CGPoint(x: 187, y: 600), velocity: CGPoint(x: 0, y: -3_000), duration: 0.1)
      precondition(scrollView.isDecelerating, "the flick must start a deceleration")
      let nanoseconds = runFrames()
      precondition(scrollView.isDecelerating, "the deceleration must last every timed frame")
      return nanoseconds
    }
    return [
      Figure(name: "engine.frame.empty", nanosecondsPerOperation: empty, unit: .us),
      Figure(name: "engine.scroll.physicsFrame", nanosecondsPerOperation: decelerating - empty, unit: .us),
    ]
  }

  /// One `observe(\.contentOffset)` callback: setting the offset with one observer, minus the same
  /// without an observer.
  static func observation(_ sampler: Sampler) -> [Figure] {
    let scene = HeadlessWindow()
    let scrollView = tallScrollView(in: scene)
    let operations = 10_000
    // Alternating offsets, so every set is a change the observer reports.
    let setOffsets = {
      elapsedNanoseconds {
        for step in 0..<operations { scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(step % 2)) }
      }
    }
    let unobserved = sampler.nanosecondsPerOperation(operations: operations, setOffsets)
    var callbacks = 0
    let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
      blackHole(change.newValue)
      callbacks += 1
    }
    let observed = sampler.nanosecondsPerOperation(operations: operations, setOffsets)
    observation.invalidate()
    precondition(callbacks == operations * (sampler.batches + 1), "every set must call back once")
    return [
      Figure(name: "engine.observation.callback", nanosecondsPerOperation: observed - unobserved, unit: .ns)
    ]
  }
}
