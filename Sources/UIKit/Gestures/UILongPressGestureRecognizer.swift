import Foundation

/// A continuous press: `numberOfTouchesRequired` fingers held for `minimumPressDuration` without
/// wandering more than `allowableMovement` begins it (after `numberOfTapsRequired` quick taps); then
/// every move is a change, wherever the fingers go, and lifting them ends it.
///
/// The defaults are Apple's documented ones (UILongPressGestureRecognizer reference): 0.5 s,
/// 10 pt, no taps, one finger.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must stay down before the gesture begins, in seconds (default 0.5).
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far, in points, a finger may move before the gesture fails (default 10).
  open var allowableMovement: CGFloat = 10
  /// The full taps that must come before the press (default 0).
  open var numberOfTapsRequired = 0
  /// The fingers that must be held (default 1).
  open var numberOfTouchesRequired = 1

  private var startLocations: [ObjectIdentifier: CGPoint] = [:]
  /// When the required fingers were all down for the press, if they are.
  private var pressStart: TimeInterval?
  private var tapsDone = 0
  private var fingersThisTap = 0
  /// The latest time the next tap (or the press) may go down.
  private var nextTouchDeadline: TimeInterval?

  override open var isContinuous: Bool { true }

  override var waitsForMoreTouches: Bool { tapsDone > 0 && state == .possible }

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    nextTouchDeadline = nil
    for touch in touches {
      startLocations[ObjectIdentifier(touch)] = touch.location(in: nil)
    }
    fingersThisTap = max(fingersThisTap, numberOfTouches)
    if numberOfTouches > numberOfTouchesRequired {
      state = .failed
    } else if numberOfTouches == numberOfTouchesRequired, tapsDone == numberOfTapsRequired {
      pressStart = event.timestamp
    }
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      for touch in touches {
        guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
        let location = touch.location(in: nil)
        if hypot(location.x - start.x, location.y - start.y) > allowableMovement {
          state = .failed
          return
        }
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .began, .changed:
      // UIKit ends the press when the first of its fingers lifts.
      state = .ended
    case .possible:
      // Lifted before the press was long enough: a tap toward `numberOfTapsRequired`, or a failure.
      guard tapsDone < numberOfTapsRequired, pressStart == nil else { return state = .failed }
      guard numberOfTouches == 0 else { return }
      guard fingersThisTap == numberOfTouchesRequired else { return state = .failed }
      tapsDone += 1
      fingersThisTap = 0
      startLocations.removeAll()
      nextTouchDeadline = event.timestamp + UITapGestureRecognizer.maximumTapInterval
    default:
      break
    }
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = (state == .began || state == .changed) ? .cancelled : .failed
  }

  override func frameTick(at time: TimeInterval) {
    guard state == .possible else { return }
    // Frame times are sums of 1/60 s: a microsecond short of the duration counts as reached.
    if let pressStart, time - pressStart >= minimumPressDuration - 1e-6 {
      state = .began
    } else if let nextTouchDeadline, time > nextTouchDeadline {
      state = .failed
    }
  }

  override open func reset() {
    startLocations.removeAll()
    pressStart = nil
    tapsDone = 0
    fingersThisTap = 0
    nextTouchDeadline = nil
  }
}
