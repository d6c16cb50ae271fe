@_spi(Hail) import UIKit

extension MKMapView {
  /// Wheel points per doubling of the zoom: four 40-point wheel notches zoom in twice as far.
  @_spi(Hail) public static let wheelPointsPerZoomLevel: CGFloat = 160

  func installGestures() {
    panRecognizer.addTarget { [weak self] in self?.handlePan($0 as! UIPanGestureRecognizer) }
    pinchRecognizer.addTarget { [weak self] in self?.handlePinch($0 as! UIPinchGestureRecognizer) }
    doubleTapRecognizer.numberOfTapsRequired = 2
    doubleTapRecognizer.addTarget { [weak self] in self?.handleDoubleTap($0) }
    panRecognizer.delegate = gestureCoordinator
    pinchRecognizer.delegate = gestureCoordinator
    for recognizer in [panRecognizer, pinchRecognizer, doubleTapRecognizer] as [UIGestureRecognizer] {
      addGestureRecognizer(recognizer)
    }
  }

  /// Zooms by a wheel step of `translation` around `point`; see `scrollWheel(translation:at:)`.
  func zoom(wheelTranslation translation: CGPoint, at point: CGPoint) -> Bool {
    guard isZoomEnabled, translation.y != 0 else { return false }
    let factor = pow(2, Double(translation.y / Self.wheelPointsPerZoomLevel))
    move(to: camera.zoomed(by: factor, around: point, in: bounds.size), animated: false)
    return true
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    guard isScrollEnabled, pinchRecognizer.state == .possible || pinchRecognizer.state == .failed else {
      return
    }
    switch pan.state {
    case .began:
      stopCameraMotion()
      beginRegionChange(animated: false)
      gestureStartCamera = camera
      camera = camera.panned(by: .zero)
    case .changed:
      guard let start = gestureStartCamera else { return }
      camera = cameraLimits.rubberBanded(start.panned(by: pan.translation(in: self)), in: bounds.size)
    case .ended:
      let velocity = pan.velocity(in: self)
      gestureStartCamera = nil
      let inside = limited(camera)
      guard inside == camera else {
        // Let go past the boundary: the map springs back to it.
        return startCameraMotion(.animation(from: camera, to: inside, start: UIApplication.shared.clock.now))
      }
      let model = DecelerationModel2D(position: .zero, velocity: velocity)
      if model.duration(untilRestingWithin: MotionThreshold.restingDistance(scale: UIScreen.main.scale)) > 0 {
        startCameraMotion(.deceleration(model, from: camera, start: UIApplication.shared.clock.now))
      } else {
        endRegionChange()
      }
    default:
      gestureStartCamera = nil
      endRegionChange()
    }
  }

  /// Zooms about where the fingers went down, and follows them as they move together.
  private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
    guard isZoomEnabled else { return }
    switch pinch.state {
    case .began:
      stopCameraMotion()
      beginRegionChange(animated: false)
      gestureStartCamera = camera
      pinchStartCentroid = pinch.location(in: self)
      fallthrough
    case .changed:
      guard let start = gestureStartCamera else { return }
      let centroid = pinch.location(in: self)
      camera = limited(
        start.zoomed(by: Double(pinch.scale), around: pinchStartCentroid, in: bounds.size)
          .panned(by: CGPoint(x: centroid.x - pinchStartCentroid.x, y: centroid.y - pinchStartCentroid.y)))
    default:
      gestureStartCamera = nil
      endRegionChange()
    }
  }

  /// A double tap zooms in one level around the tap, animated.
  private func handleDoubleTap(_ tap: UIGestureRecognizer) {
    guard isZoomEnabled, tap.state == .ended else { return }
    move(to: camera.zoomed(by: 2, around: tap.location(in: self), in: bounds.size), animated: true)
  }
}

/// Lets the map's own pan and pinch work together, as a map's do; an app's recognizers on the map
/// view take turns with them, as they would with MapKit's (which live on an inner view). One per map,
/// owned by it: a shared one would live for the process, a weakly referenced object that
/// LeakSanitizer reports at exit by its side table once the last map is gone.
@preconcurrency @MainActor
final class MapGestureCoordinator: UIGestureRecognizerDelegate {

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let map = gestureRecognizer.view as? MKMapView, otherGestureRecognizer.view === map else {
      return false
    }
    let own: [UIGestureRecognizer] = [map.panRecognizer, map.pinchRecognizer]
    return own.contains { $0 === gestureRecognizer } && own.contains { $0 === otherGestureRecognizer }
  }
}
