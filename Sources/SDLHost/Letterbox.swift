import Foundation

/// Where the engine's frame goes in the window, and where a pointer in the window is in the engine.
///
/// The engine always renders at the device's size and scale (its frame is `frameSize` pixels); the
/// window may be smaller (fitted to the display), larger, resized, or HiDPI (more output pixels than
/// window units). The frame is scaled to fit the output, keeping its aspect ratio, and centred;
/// the bars left over stay black. Pure arithmetic, so it is testable without SDL.
public struct Letterbox: Equatable, Sendable {
  /// The device in points.
  public let pointSize: CGSize
  /// The engine's pixels per point.
  public let scale: CGFloat
  /// The window surface in pixels.
  public let outputSize: CGSize
  /// The window in SDL's window units (what mouse events report); equal to `outputSize` unless the
  /// window is HiDPI.
  public let windowSize: CGSize

  public init(pointSize: CGSize, scale: CGFloat, outputSize: CGSize, windowSize: CGSize) {
    self.pointSize = pointSize
    self.scale = scale
    self.outputSize = outputSize
    self.windowSize = windowSize
  }

  /// The engine's frame in pixels.
  public var frameSize: CGSize {
    CGSize(width: (pointSize.width * scale).rounded(), height: (pointSize.height * scale).rounded())
  }

  /// Output pixels per frame pixel: 1 when the window shows the frame pixel for pixel.
  public var presentationScale: CGFloat {
    let frame = frameSize
    guard frame.width > 0, frame.height > 0 else { return 0 }
    return max(min(outputSize.width / frame.width, outputSize.height / frame.height), 0)
  }

  /// Where the frame is drawn, in output pixels, rounded to whole pixels; empty when the output is.
  public var destination: CGRect {
    let frame = frameSize
    let s = presentationScale
    let width = (frame.width * s).rounded()
    let height = (frame.height * s).rounded()
    return CGRect(
      x: ((outputSize.width - width) / 2).rounded(.down),
      y: ((outputSize.height - height) / 2).rounded(.down),
      width: width, height: height)
  }

  /// `rect`, in the engine's points, in output pixels where the window shows it, rounded outwards
  /// to whole pixels: where a bitmap laid over that part of the frame (the overlay) goes.
  public func destination(ofPoints rect: CGRect) -> CGRect {
    let destination = destination
    guard pointSize.width > 0, pointSize.height > 0 else { return .zero }
    let (sx, sy) = (destination.width / pointSize.width, destination.height / pointSize.height)
    return CGRect(
      x: destination.minX + rect.minX * sx, y: destination.minY + rect.minY * sy,
      width: rect.width * sx, height: rect.height * sy
    ).integral
  }

  /// The output pixels to draw again when the frame's pixels in `rect` changed: where the
  /// destination shows them, rounded outwards to whole pixels, within the destination; null when
  /// nowhere. A scaled frame's output pixel is filtered from the frame pixels around it (Cairo's
  /// good filter reaches about one output pixel's width of frame pixels, plus one, each way), so
  /// the rectangle is first grown by that reach.
  public func outputRect(ofFramePixels rect: CGRect) -> CGRect {
    let frame = frameSize
    let destination = destination
    guard frame.width > 0, frame.height > 0, destination.width >= 1, destination.height >= 1 else {
      return .null
    }
    let (sx, sy) = (destination.width / frame.width, destination.height / frame.height)
    var changed = rect
    if sx != 1 || sy != 1 {
      let reach = (1 / min(sx, sy)).rounded(.up) + 2
      changed = changed.insetBy(dx: -reach, dy: -reach)
    }
    return CGRect(
      x: destination.minX + changed.minX * sx, y: destination.minY + changed.minY * sy,
      width: changed.width * sx, height: changed.height * sy
    ).integral.intersection(destination)
  }

  /// A point in the window (window units, as mouse events give it) in the engine's points. Outside
  /// the frame it is outside the window's bounds, as a finger dragged off a phone's edge would be.
  public func point(fromWindow location: CGPoint) -> CGPoint {
    let destination = destination
    guard windowSize.width > 0, windowSize.height > 0, destination.width > 0, destination.height > 0 else {
      return .zero
    }
    let pixel = CGPoint(
      x: location.x * outputSize.width / windowSize.width,
      y: location.y * outputSize.height / windowSize.height)
    return CGPoint(
      x: (pixel.x - destination.minX) * pointSize.width / destination.width,
      y: (pixel.y - destination.minY) * pointSize.height / destination.height)
  }

  /// The size of the window, in pixels, that shows the frame whole on a display with `available`
  /// pixels: the frame's own size, scaled down (never up) to fit.
  public static func fittedWindowSize(frame: CGSize, available: CGSize) -> CGSize {
    guard available.width > 0, available.height > 0 else { return frame }
    let fit = min(1, available.width / frame.width, available.height / frame.height)
    return CGSize(
      width: max((frame.width * fit).rounded(.down), 1), height: max((frame.height * fit).rounded(.down), 1))
  }
}
