import Foundation

/// The width or height class of an environment (raw values as in UIKit's headers).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// The kind of device (raw values as in UIKit's headers).
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// Light or dark (raw values as in UIKit's headers). The engine draws in light mode.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// The traits of an environment, as far as the engine has them: an iPhone in portrait (compact
/// width, regular height) at the screen's scale. Sheets' detent resolvers receive one.
@preconcurrency @MainActor
open class UITraitCollection: NSObject {
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let displayScale: CGFloat
  public var userInterfaceStyle: UIUserInterfaceStyle { .light }

  public override init() {
    horizontalSizeClass = .unspecified
    verticalSizeClass = .unspecified
    userInterfaceIdiom = .unspecified
    displayScale = 0
    super.init()
  }

  init(
    horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
    userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.displayScale = displayScale
    super.init()
  }

  /// The traits of the engine's screen: a phone in portrait, in light mode.
  public static var current: UITraitCollection {
    UITraitCollection(
      horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone,
      displayScale: UIScreen.main.scale)
  }
}
