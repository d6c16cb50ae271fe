import Foundation

/// The look of the status bar's content (raw values as in UIKit's headers): the window's status bar
/// draws in the style its controller prefers (`UIWindow+StatusBar`).
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

/// The interface orientations a controller supports (bit masks as in UIKit's headers). Accepted so
/// controllers can override `supportedInterfaceOrientations`; the engine is always portrait.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
