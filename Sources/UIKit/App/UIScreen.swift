import Foundation

/// The display: its size in points, its scale, and the insets its status bar and home indicator take.
@preconcurrency @MainActor
open class UIScreen: NSObject {
  /// The screen the app runs on; the engine's device setting configures it.
  public static let main = UIScreen()

  /// The screen in points, origin at zero.
  public internal(set) var bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// Pixels per point.
  public internal(set) var scale: CGFloat = 2
  /// What the status bar, notch and home indicator cover (the window's safe area).
  public internal(set) var safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

  public var nativeScale: CGFloat { scale }

  private var cachedTraits: UITraitCollection?

  /// The screen's traits, every window's starting point: the environment's appearance and text
  /// size (Settings on a device), an iPhone in portrait (compact width, regular height) at the
  /// screen's scale, left to right, base level, normal contrast and weight.
  public var traitCollection: UITraitCollection {
    let environment = UIApplication.shared.environment
    let values = UITraitCollection.Values(
      userInterfaceStyle: environment.userInterfaceStyle,
      preferredContentSizeCategory: environment.preferredContentSizeCategory, horizontalSizeClass: .compact,
      verticalSizeClass: .regular, userInterfaceIdiom: .phone, displayScale: scale,
      layoutDirection: .leftToRight, userInterfaceLevel: .base, accessibilityContrast: .normal,
      legibilityWeight: .regular)
    if let cachedTraits, cachedTraits.values == values { return cachedTraits }
    let traits = UITraitCollection(values: values)
    cachedTraits = traits
    return traits
  }

  /// Sets the device: size in points, scale (clamped to 1…4), safe-area insets. Not UIKit API: on a
  /// phone the hardware decides; here the host and the tests do.
  @_spi(Hail) public func configure(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets) {
    let width = size.width.isFinite ? max(size.width, 1) : 375
    let height = size.height.isFinite ? max(size.height, 1) : 667
    bounds = CGRect(x: 0, y: 0, width: width, height: height)
    self.scale = scale.isFinite ? min(max(scale, 1), 4) : 2
    self.safeAreaInsets = safeAreaInsets
    UIApplication.shared.publishSystemTraits()
  }
}
