import Foundation

/// The traits of an environment, as UIKit's: appearance (light or dark), the text size the user
/// chose, size classes, scale and idiom. Immutable and safe to share between threads, as Apple's
/// (`@unchecked Sendable` since iOS 17's SDK). A value left `.unspecified` (0 for the scale) takes
/// no part in `init(traitsFrom:)` and `containsTraits(in:)`.
///
/// Views and view controllers have one each (`UITraitEnvironment`): the window's comes from the
/// environment's appearance and text size and the screen; below it each view inherits its
/// superview's (a controller's root view its controller's), with `overrideUserInterfaceStyle`
/// applied on the way (see `UIView+Traits.swift`).
open class UITraitCollection: NSObject, @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let preferredContentSizeCategory: UIContentSizeCategory
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let displayScale: CGFloat
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public let userInterfaceLevel: UIUserInterfaceLevel
  public let accessibilityContrast: UIAccessibilityContrast
  public let legibilityWeight: UILegibilityWeight
  /// The tint colour `UIColor.tintColor` resolves to (UIKit carries it in its traits since iOS 15,
  /// privately); nil outside a view's drawing.
  let tintColor: UIColor?

  /// A collection with every trait unspecified.
  public override convenience init() {
    self.init(values: Values())
  }

  /// The traits of `traitCollections` together, each specified trait of a later one replacing an
  /// earlier one's.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var values = Values()
    for collection in traitCollections { values.merge(collection.values) }
    self.init(values: values)
  }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(values: Values(userInterfaceStyle: userInterfaceStyle))
  }

  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(values: Values(preferredContentSizeCategory: preferredContentSizeCategory))
  }

  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: Values(horizontalSizeClass: horizontalSizeClass))
  }

  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: Values(verticalSizeClass: verticalSizeClass))
  }

  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    self.init(values: Values(userInterfaceIdiom: idiom))
  }

  public convenience init(displayScale scale: CGFloat) {
    self.init(values: Values(displayScale: scale))
  }

  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(values: Values(layoutDirection: layoutDirection))
  }

  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    self.init(values: Values(userInterfaceLevel: userInterfaceLevel))
  }

  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(values: Values(accessibilityContrast: accessibilityContrast))
  }

  public convenience init(legibilityWeight: UILegibilityWeight) {
    self.init(values: Values(legibilityWeight: legibilityWeight))
  }

  /// iOS 17's builder: a collection made by changing an unspecified one.
  public convenience init(mutations: (inout UIMutableTraits) -> Void) {
    var traits = UIMutableTraits(values: Values())
    mutations(&traits)
    self.init(values: traits.values)
  }

  init(values: Values, tintColor: UIColor? = nil) {
    userInterfaceStyle = values.userInterfaceStyle
    preferredContentSizeCategory = values.preferredContentSizeCategory
    horizontalSizeClass = values.horizontalSizeClass
    verticalSizeClass = values.verticalSizeClass
    userInterfaceIdiom = values.userInterfaceIdiom
    displayScale = values.displayScale
    layoutDirection = values.layoutDirection
    userInterfaceLevel = values.userInterfaceLevel
    accessibilityContrast = values.accessibilityContrast
    legibilityWeight = values.legibilityWeight
    self.tintColor = tintColor
    super.init()
  }

  var values: Values {
    Values(
      userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: preferredContentSizeCategory,
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      userInterfaceIdiom: userInterfaceIdiom, displayScale: displayScale, layoutDirection: layoutDirection,
      userInterfaceLevel: userInterfaceLevel, accessibilityContrast: accessibilityContrast,
      legibilityWeight: legibilityWeight)
  }

  /// iOS 17: this collection with `mutations` applied.
  public func modifyingTraits(_ mutations: (inout UIMutableTraits) -> Void) -> UITraitCollection {
    var traits = UIMutableTraits(values: values)
    mutations(&traits)
    return UITraitCollection(values: traits.values, tintColor: tintColor)
  }

  /// Whether every trait `trait` specifies has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    var merged = values
    merged.merge(trait.values)
    return merged == values
  }

  /// Whether colours may resolve differently under `traitCollection`: the appearance, the level or
  /// the contrast differ (Apple's documented set).
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    guard let traitCollection else { return true }
    return userInterfaceStyle != traitCollection.userInterfaceStyle
      || userInterfaceLevel != traitCollection.userInterfaceLevel
      || accessibilityContrast != traitCollection.accessibilityContrast
  }

  /// Runs `actions` with this collection as `UITraitCollection.current`, then restores it.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let dictionary = Thread.current.threadDictionary
    let previous = dictionary[UITraitCollection.currentKey]
    dictionary[UITraitCollection.currentKey] = self
    defer { dictionary[UITraitCollection.currentKey] = previous }
    try actions()
  }

  /// The collection dynamic colours resolve with when they are read without one (`cgColor`,
  /// `setFill`), as Apple's: a value per thread. UIKit sets it to a view's traits while the view
  /// draws and hears of trait changes; elsewhere it is the system's (the environment's
  /// appearance and text size on the main screen).
  public class var current: UITraitCollection {
    get {
      Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? UIApplication.systemTraits.value
    }
    set { Thread.current.threadDictionary[currentKey] = newValue }
  }

  private static let currentKey = "UITraitCollection.current"

  /// Forgets a current collection set on this thread (a headless reset starts afresh).
  static func clearCurrent() {
    Thread.current.threadDictionary.removeObject(forKey: currentKey)
  }

  /// This collection carrying `tint` for `UIColor.tintColor`.
  func withTintColor(_ tint: UIColor?) -> UITraitCollection {
    tint === tintColor ? self : UITraitCollection(values: values, tintColor: tint)
  }

  override open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return values == other.values
  }

  override open var hash: Int { values.hashValue }

  override open var description: String {
    "<UITraitCollection: style \(userInterfaceStyle.rawValue), size \(preferredContentSizeCategory.rawValue), "
      + "h \(horizontalSizeClass.rawValue), v \(verticalSizeClass.rawValue), scale \(displayScale)>"
  }
}

extension UITraitCollection {
  /// Every trait's value; unspecified ones are what `init()` has.
  struct Values: Hashable {
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var displayScale: CGFloat = 0
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified

    /// Takes every trait `other` specifies.
    mutating func merge(_ other: Values) {
      let unspecified = Values()
      if other.userInterfaceStyle != unspecified.userInterfaceStyle {
        userInterfaceStyle = other.userInterfaceStyle
      }
      if other.preferredContentSizeCategory != unspecified.preferredContentSizeCategory {
        preferredContentSizeCategory = other.preferredContentSizeCategory
      }
      if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
      if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
      if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
      if other.displayScale != 0 { displayScale = other.displayScale }
      if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
      if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
      if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
      if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
    }

    /// How many traits are specified.
    var specifiedCount: Int {
      let unspecified = Values()
      let specified = [
        userInterfaceStyle != unspecified.userInterfaceStyle,
        preferredContentSizeCategory != unspecified.preferredContentSizeCategory,
        horizontalSizeClass != .unspecified, verticalSizeClass != .unspecified,
        userInterfaceIdiom != .unspecified, displayScale != 0, layoutDirection != .unspecified,
        userInterfaceLevel != .unspecified, accessibilityContrast != .unspecified,
        legibilityWeight != .unspecified,
      ]
      return specified.filter { $0 }.count
    }
  }
}
