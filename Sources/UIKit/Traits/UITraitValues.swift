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

/// Light or dark (raw values as in UIKit's headers, UIInterface.h).
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// The layout direction a trait collection carries (UITraitCollection.h).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// The visual level of content: base or elevated (a sheet above the base) (UIInterface.h).
public enum UIUserInterfaceLevel: Int, Sendable {
  case unspecified = -1
  case base = 0
  case elevated = 1
}

/// The Increase Contrast setting (UIInterface.h).
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1
  case normal = 0
  case high = 1
}

/// The Bold Text setting (UIInterface.h).
public enum UILegibilityWeight: Int, Sendable {
  case unspecified = -1
  case regular = 0
  case bold = 1
}

/// iOS 17's mutable view of a trait collection's values, for `init(mutations:)` and
/// `modifyingTraits(_:)`.
public struct UIMutableTraits {
  var values: UITraitCollection.Values

  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { values.userInterfaceStyle }
    set { values.userInterfaceStyle = newValue }
  }
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { values.preferredContentSizeCategory }
    set { values.preferredContentSizeCategory = newValue }
  }
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { values.horizontalSizeClass }
    set { values.horizontalSizeClass = newValue }
  }
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { values.verticalSizeClass }
    set { values.verticalSizeClass = newValue }
  }
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { values.userInterfaceIdiom }
    set { values.userInterfaceIdiom = newValue }
  }
  public var displayScale: CGFloat {
    get { values.displayScale }
    set { values.displayScale = newValue }
  }
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { values.layoutDirection }
    set { values.layoutDirection = newValue }
  }
  public var userInterfaceLevel: UIUserInterfaceLevel {
    get { values.userInterfaceLevel }
    set { values.userInterfaceLevel = newValue }
  }
  public var accessibilityContrast: UIAccessibilityContrast {
    get { values.accessibilityContrast }
    set { values.accessibilityContrast = newValue }
  }
  public var legibilityWeight: UILegibilityWeight {
    get { values.legibilityWeight }
    set { values.legibilityWeight = newValue }
  }
}
