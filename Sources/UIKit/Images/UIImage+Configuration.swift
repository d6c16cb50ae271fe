import Foundation

extension UIImage {
  /// Traits an image is looked up or drawn with, as UIKit's `UIImage.Configuration` (iOS 13).
  /// Immutable, so images that keep one stay `Sendable`.
  open class Configuration: NSObject, @unchecked Sendable {
    /// The trait collection the configuration was made for; the engine has one appearance.
    public let traitCollection: UITraitCollection?

    public init(traitCollection: UITraitCollection? = nil) {
      self.traitCollection = traitCollection
    }

    /// This configuration with `otherConfiguration`'s values where it sets them.
    public func applying(_ otherConfiguration: Configuration?) -> Self {
      guard let otherConfiguration else { return self }
      return merged(with: otherConfiguration) as? Self ?? self
    }

    /// What `applying` gives; each kind of configuration merges its own values.
    func merged(with other: Configuration) -> Configuration { other }
  }

  /// A symbol's weight, as UIKit's `UIImage.SymbolWeight` (Apple's raw values).
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0
    case ultraLight = 1
    case thin = 2
    case light = 3
    case regular = 4
    case medium = 5
    case semibold = 6
    case bold = 7
    case heavy = 8
    case black = 9
  }

  /// A symbol's size relative to its point size, as UIKit's `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified = 0
    case small = 1
    case medium = 2
    case large = 3
  }

  /// How a symbol image is drawn: point size, weight and scale, as UIKit's
  /// `UIImage.SymbolConfiguration`. Unset values (0 point size, `.unspecified`) take the defaults
  /// (17 pt, `.regular`, `.medium`) or another configuration's when applied.
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    public let pointSize: CGFloat
    public let weight: SymbolWeight
    public let scale: SymbolScale

    public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
      self.weight = weight
      self.scale = scale
      super.init(traitCollection: nil)
    }

    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: 0, weight: weight, scale: .unspecified)
    }

    public convenience init(scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale)
    }

    /// A symbol as tall as `font`'s text, in its weight.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .unspecified) {
      self.init(font: .preferredFont(forTextStyle: textStyle), scale: scale)
    }

    public convenience init(font: UIFont, scale: SymbolScale = .unspecified) {
      self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale)
    }

    /// The configuration with nothing set.
    public static let unspecified = SymbolConfiguration(
      pointSize: 0, weight: .unspecified, scale: .unspecified)

    /// This configuration's values, with `other`'s where `other` sets them.
    override func merged(with other: Configuration) -> Configuration {
      guard let other = other as? SymbolConfiguration else { return self }
      return SymbolConfiguration(
        pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified ? other.scale : scale)
    }

    /// Without the point size and weight, keeping the scale.
    public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
      SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: scale)
    }

    override public func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? SymbolConfiguration else { return false }
      return pointSize == other.pointSize && weight == other.weight && scale == other.scale
    }

    override public var hash: Int { pointSize.hashValue ^ weight.rawValue << 8 ^ scale.rawValue << 16 }
  }
}

extension UIImage.SymbolWeight {
  /// The symbol weight matching a font weight.
  init(_ weight: UIFont.Weight) {
    switch weight {
    case .ultraLight: self = .ultraLight
    case .thin: self = .thin
    case .light: self = .light
    case .medium: self = .medium
    case .semibold: self = .semibold
    case .bold: self = .bold
    case .heavy: self = .heavy
    case .black: self = .black
    default: self = .regular
    }
  }
}
