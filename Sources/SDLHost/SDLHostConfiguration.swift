import Foundation
@_spi(Hail) import UIKit

/// What the host shows and how: the device, the window title, and the hooks tests use.
public struct SDLHostConfiguration {
  /// The engine's scale is kept within what phones have (1…4×); `UIScreen.configure` clamps the
  /// same way, so the window and the engine agree.
  public static let scaleRange: ClosedRange<CGFloat> = 1...4

  /// The device in points.
  public var pointSize: CGSize
  /// The engine's pixels per point, clamped to `scaleRange` (see `clampedScale(_:)`).
  public var scale: CGFloat
  public var title = "Hail"
  /// Ends the session after this many seconds of the monotonic clock (tests); nil runs until quit.
  public var quitAfter: TimeInterval?
  /// When the session ends, the last presented frame is written here as a PNG, atomically.
  public var screenshotURL: URL?
  /// Shrinks the window to fit the display (the presentation is scaled down; the engine keeps its
  /// scale). Off, the window is the frame's size, pixel for pixel, whatever the display: benchmarks
  /// on SDL's offscreen driver, whose pretend display is 1024 × 768, measure the real present.
  public var fitsToDisplay = true
  /// Starts with the frame-time overlay showing (F toggles it).
  public var showsFrameTimes = false
  /// Told about every touch-down: the clock time, the point and the view hit.
  public var onTouchDown: (@MainActor (TouchDownRecord) -> Void)?
  /// Told once the first frame is on screen: for work that must not delay it.
  public var onFirstFrame: (@MainActor () -> Void)?

  public init(pointSize: CGSize, scale: CGFloat) {
    self.pointSize = CGSize(
      width: pointSize.width.isFinite ? max(pointSize.width, 1) : 375,
      height: pointSize.height.isFinite ? max(pointSize.height, 1) : 667)
    self.scale = Self.clampedScale(scale)
  }

  /// `scale` within `scaleRange`; a non-finite scale becomes 2, the default device's.
  public static func clampedScale(_ scale: CGFloat) -> CGFloat {
    guard scale.isFinite else { return 2 }
    return min(max(scale, scaleRange.lowerBound), scaleRange.upperBound)
  }
}

/// One touch-down, as the replay's touches.jsonl records it (DESIGN.md, "Scripted replay").
public struct TouchDownRecord: Sendable {
  /// Seconds on the application's clock.
  public var time: TimeInterval
  /// Where, in window points.
  public var location: CGPoint
  /// The hit view's accessibilityIdentifier, or its class name; nil when nothing was hit.
  public var view: String?
  /// The identifier of the hit view or its nearest identified ancestor: which part of the screen
  /// took the touch when the hit view itself is anonymous (a cell's content view).
  public var within: String?
}
