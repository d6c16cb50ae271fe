import CoreGraphics

/// Thresholds shared by the motion models for deciding that something has come to rest.
@_spi(Hail) public enum MotionThreshold {
  /// The distance, in points, under which motion is invisible: half a device pixel.
  ///
  /// Both the scroll deceleration and the bounce-back spring are considered at rest once they are
  /// within this distance of where they end (0.5/scale pt, as reverse-engineered by Ilya Lobanov's
  /// ScrollMechanics project, "Deceleration mechanics of UIScrollView", 2019).
  /// - Parameter scale: the screen scale in pixels per point (1, 2 or 3 on iPhones); values that are
  ///   not positive and finite are treated as 1.
  public static func restingDistance(scale: CGFloat) -> CGFloat {
    let pixelsPerPoint = scale.isFinite && scale > 0 ? scale : 1
    return 0.5 / pixelsPerPoint
  }
}
