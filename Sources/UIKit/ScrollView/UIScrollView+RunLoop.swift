@_spi(Hail) import EngineTime

/// A scroll view keeps the main run loop in `.tracking` while it is dragged or decelerates in a
/// window (UIKit's `UITrackingRunLoopMode`).
@_spi(Hail) extension UIScrollView: TrackingSource {
  public var keepsRunLoopTracking: Bool { (isDragging || isDecelerating) && window != nil }
}
