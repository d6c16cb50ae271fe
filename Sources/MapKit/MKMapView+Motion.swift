@_spi(Hail) import UIKit

/// What moves the camera when no finger does.
enum CameraMotion {
  /// A programmatic change: ease-in-out from one camera to another.
  case animation(from: MapCamera, to: MapCamera, start: TimeInterval)
  /// After a flick: the centre decelerates as a scroll view's content does.
  case deceleration(DecelerationModel2D, from: MapCamera, start: TimeInterval)
}

extension MKMapView {
  /// Camera animations take about as long as MapKit's setRegion(_:animated:) (commonly measured
  /// at about 0.3 s, like UIScrollView's animated scrolls).
  @_spi(Hail) public static let animationDuration: TimeInterval = 0.3

  /// Where the camera comes to rest: an animation's target, else where it is.
  var restingCamera: MapCamera {
    guard case .animation(_, let target, _) = cameraMotion else { return camera }
    return target
  }

  func startCameraMotion(_ motion: CameraMotion) {
    cameraMotion = motion
    guard motionLink == nil else { return }
    let link = CADisplayLink { [weak self] link in self?.stepCameraMotion(at: link.timestamp) }
    link.add()
    motionLink = link
  }

  func stopCameraMotion() {
    cameraMotion = nil
    motionLink?.invalidate()
    motionLink = nil
  }

  private func stepCameraMotion(at time: TimeInterval) {
    switch cameraMotion {
    case .animation(let from, let to, let start):
      let fraction = min(max((time - start) / Self.animationDuration, 0), 1)
      camera = from.interpolated(
        to: to, fraction: Double(TimingCurve.easeInEaseOut.value(at: CGFloat(fraction))))
      if fraction >= 1 { finishCameraMotion() }
    case .deceleration(let model, let from, let start):
      let elapsed = time - start
      let stop = model.duration(
        untilRestingWithin: MotionThreshold.restingDistance(scale: UIScreen.main.scale))
      let travelled = elapsed >= stop ? model.restingOffset : model.position(at: elapsed)
      let free = from.panned(by: CGPoint(x: travelled.x, y: travelled.y))
      // A flick stops at the camera boundary.
      camera = limited(free)
      if elapsed >= stop || camera != free { finishCameraMotion() }
    case nil:
      finishCameraMotion()
    }
  }

  private func finishCameraMotion() {
    stopCameraMotion()
    endRegionChange()
  }
}
