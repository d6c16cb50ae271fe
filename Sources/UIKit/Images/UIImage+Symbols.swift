import Foundation

extension UIImage {
  /// Symbol images drawn into bitmaps (`cgImage`) at this many pixels per point: the densest
  /// iPhone screen, so that a bitmap read back is sharp anywhere. Views draw symbols as vectors.
  static let symbolBitmapScale: CGFloat = 3

  /// The system symbol `name` (an SF Symbol name from docs/symbols.md), or nil for a name the
  /// table does not have.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The system symbol `name` drawn with `configuration`'s point size, weight and scale.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    let symbolConfiguration = configuration as? SymbolConfiguration ?? .unspecified
    guard let symbol = SystemSymbol(name: name, configuration: symbolConfiguration) else { return nil }
    self.init(
      cgImage: symbol.render(scale: UIImage.symbolBitmapScale), scale: UIImage.symbolBitmapScale,
      renderingMode: .automatic, symbol: symbol, tint: nil)
  }

  /// The system symbol `name` for `traitCollection` (the engine has one appearance).
  public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The SF Symbol names `init(systemName:)` knows, sorted (docs/symbols.md). Not UIKit API.
  @_spi(Hail) public static var systemSymbolNames: [String] { SystemSymbol.codePoints.keys.sorted() }

  /// Whether the image is a system symbol.
  public var isSymbolImage: Bool { symbol != nil }

  /// A symbol's configuration; nil for other images.
  public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

  /// The configuration the image was made with (a symbol's; an empty one for other images).
  public var configuration: Configuration? { symbol?.configuration ?? Configuration() }

  /// The same symbol with `configuration` applied over its own (other images come back as they
  /// are).
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    applyingSymbolConfiguration(configuration as? SymbolConfiguration ?? .unspecified) ?? self
  }

  /// The same symbol with `configuration`'s values over its own; nil for an image that is not a
  /// symbol, as UIKit's.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard let symbol,
      let applied = SystemSymbol(
        name: symbol.name, configuration: symbol.configuration.applying(configuration))
    else { return nil }
    return UIImage(
      cgImage: applied.render(scale: UIImage.symbolBitmapScale), scale: UIImage.symbolBitmapScale,
      renderingMode: renderingMode, symbol: applied, tint: fixedTintColor)
  }
}
