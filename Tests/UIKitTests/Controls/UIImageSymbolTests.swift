@_spi(Hail) import CoreGraphics
import Foundation
import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UIImageSymbolTests {
  /// The names the issue lists, and more of those apps use, all in the table.
  @Test(arguments: [
    "car", "car.fill", "magnifyingglass", "location", "location.fill", "xmark", "chevron.left",
    "chevron.right",
    "chevron.up", "chevron.down", "person", "person.circle", "star", "star.fill", "clock", "phone", "message",
    "house", "briefcase", "gearshape", "bell", "creditcard", "mappin", "map", "list.bullet",
    "line.3.horizontal",
    "ellipsis", "plus", "minus", "checkmark", "info.circle", "exclamationmark.triangle", "arrow.left",
    "arrow.right", "arrow.up", "arrow.down",
  ])
  func commonSymbolsExistAndDrawSomething(_ name: String) throws {
    let image = try #require(UIImage(systemName: name))
    #expect(image.isSymbolImage)
    let bitmap = try #require(image.cgImage)
    let inked = (0..<bitmap.height).reduce(0) { count, y in
      count + (0..<bitmap.width).filter { (bitmap.pixel(x: $0, y: y)?.a ?? 0) > 128 }.count
    }
    // Some ink, and not a filled square: a glyph covers between 3 % and 80 % of its em square.
    let share = Double(inked) / Double(bitmap.width * bitmap.height)
    #expect(share > 0.03 && share < 0.8, "\(name) covers \(share)")
  }

  @Test func theTableHasAtLeastSixtySymbols() {
    #expect(UIImage.systemSymbolNames.count >= 60)
  }

  @Test func anUnknownNameGivesNil() {
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    #expect(UIImage(systemName: "") == nil)
  }

  /// 17 pt by default: an em square of 1.2 × 17 = 20.4 pt, rounded up to the half point.
  @Test func sizesFollowThePointSizeAndScale() throws {
    #expect(UIImage(systemName: "car")?.size == CGSize(width: 20.5, height: 20.5))
    let large = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
    #expect(UIImage(systemName: "car", withConfiguration: large)?.size == CGSize(width: 30, height: 30))
    let small = UIImage.SymbolConfiguration(scale: .small)
    #expect(UIImage(systemName: "car", withConfiguration: small)?.size == CGSize(width: 16.5, height: 16.5))
    let bitmap = try #require(UIImage(systemName: "car", withConfiguration: large)?.cgImage)
    #expect(bitmap.width == 90)
  }

  @Test func configurationsMergeSetValuesOnly() throws {
    let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .light)
    let merged = base.applying(UIImage.SymbolConfiguration(weight: .heavy))
    #expect(merged.pointSize == 30)
    #expect(merged.weight == .heavy)
    #expect(merged.scale == .unspecified)
    let image = try #require(UIImage(systemName: "star", withConfiguration: base))
    let heavier = try #require(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .black)))
    #expect(heavier.symbolConfiguration?.pointSize == 30)
    #expect(heavier.symbolConfiguration?.weight == .black)
    #expect(UIImage().applyingSymbolConfiguration(base) == nil)
  }

  /// A heavier weight thickens the glyph: more ink at the same size.
  @Test func weightThickensTheGlyph() throws {
    func ink(_ weight: UIImage.SymbolWeight) throws -> Int {
      let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: weight)
      let bitmap = try #require(UIImage(systemName: "xmark", withConfiguration: configuration)?.cgImage)
      return (0..<bitmap.height).reduce(0) { count, y in
        count + (0..<bitmap.width).filter { (bitmap.pixel(x: $0, y: y)?.a ?? 0) > 128 }.count
      }
    }
    let regular = try ink(.regular)
    #expect(try ink(.ultraLight) == regular)
    #expect(try ink(.bold) > regular)
    #expect(try ink(.black) > ink(.bold))
  }

  @Test func renderingModesAndTint() throws {
    let symbol = try #require(UIImage(systemName: "car"))
    #expect(symbol.renderingMode == .automatic)
    #expect(symbol.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
    let tinted = symbol.withTintColor(.systemRed)
    #expect(tinted.renderingMode == .alwaysOriginal)
    #expect(tinted.isSymbolImage)
  }

  /// An image view draws a symbol in its tint colour; `.alwaysOriginal` draws it black; a bitmap
  /// made a template draws its alpha in the tint.
  @Test func imageViewsTintTemplates() throws {
    _ = Headless()
    func centrePixel(_ image: UIImage, tint: UIColor) throws -> CGImage.Pixel? {
      let view = UIImageView(image: image)
      view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      view.tintColor = tint
      let drawn = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in view.draw(view.bounds) }
      return try #require(drawn.cgImage).pixel(x: 40, y: 40)
    }
    let square = try #require(UIImage(systemName: "circle.fill"))
    #expect(try centrePixel(square, tint: .systemRed) == .init(r: 255, g: 59, b: 48, a: 255))
    #expect(
      try centrePixel(square.withRenderingMode(.alwaysOriginal), tint: .systemRed)
        == .init(r: 0, g: 0, b: 0, a: 255))
    let white = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      UIColor.white.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    #expect(try centrePixel(white, tint: .systemRed) == .init(r: 255, g: 255, b: 255, a: 255))
    #expect(
      try centrePixel(white.withRenderingMode(.alwaysTemplate), tint: .systemGreen)
        == .init(r: 52, g: 199, b: 89, a: 255))
    #expect(
      try centrePixel(white.withTintColor(.systemBlue), tint: .systemRed)
        == .init(r: 0, g: 122, b: 255, a: 255))
  }

  @Test func preferredSymbolConfigurationResizesTheImageViewsSymbol() throws {
    let view = UIImageView(image: UIImage(systemName: "bell"))
    #expect(view.intrinsicContentSize == CGSize(width: 20.5, height: 20.5))
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 10)
    #expect(view.intrinsicContentSize == CGSize(width: 12, height: 12))
  }

  @Test func uiKitsNamedSystemImagesAreSymbols() {
    #expect(UIImage.add.isSymbolImage)
    #expect(UIImage.add.size == UIImage(systemName: "plus")?.size)
    #expect(UIImage.remove.isSymbolImage)
    #expect(UIImage.checkmark.isSymbolImage)
    #expect(UIImage.strokedCheckmark.isSymbolImage)
    #expect(UIImage.actions.isSymbolImage)
  }

  /// A button's per-state symbol configuration sizes its image: 30 pt is a 36 pt em square.
  @Test func aButtonsSymbolConfigurationFollowsTheState() {
    _ = Headless()
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "car"), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 20.5, height: 20.5))
    button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30), forImageIn: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 36, height: 36))
    button.setPreferredSymbolConfiguration(
      UIImage.SymbolConfiguration(pointSize: 10), forImageIn: .highlighted)
    button.isHighlighted = true
    #expect(button.currentPreferredSymbolConfiguration?.pointSize == 10)
    #expect(button.intrinsicContentSize == CGSize(width: 12, height: 12))
  }
}
