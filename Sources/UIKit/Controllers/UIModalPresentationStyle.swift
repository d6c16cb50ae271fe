import Foundation

/// How a presented controller is shown (raw values as in UIKit's headers, UIViewController.h).
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen; the presenting controller's view is removed once it is covered.
  case fullScreen = 0
  /// A sheet (`UISheetPresentationController`); on an iPhone it spans the width.
  case pageSheet = 1
  /// A sheet; in compact width (every iPhone in portrait) it looks like `.pageSheet`.
  case formSheet = 2
  case currentContext = 3
  /// Laid out by the transitioning delegate's presentation controller and animator.
  case custom = 4
  /// Covers the screen, leaving the presenting controller's view in place behind it.
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  /// The system's choice: a page sheet for a plain controller, as UIKit does since iOS 13.
  case automatic = -2
}

/// The animation of a built-in presentation (raw values as in UIKit's headers).
public enum UIModalTransitionStyle: Int, Sendable {
  /// Slides up from the bottom edge; dismissing slides it back down.
  case coverVertical = 0
  /// Accepted; animates as `.crossDissolve` (no 3D flip here).
  case flipHorizontal = 1
  /// Fades in; dismissing fades out.
  case crossDissolve = 2
  /// Accepted; animates as `.coverVertical` (no page curl here).
  case partialCurl = 3
}
