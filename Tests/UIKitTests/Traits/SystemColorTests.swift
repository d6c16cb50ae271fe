import Testing
@_spi(Hail) import UIKit

/// UIKit's system and semantic colours resolve to Apple's values in light and dark (HIG "Color";
/// the element colours as UIKit returns them).
@MainActor
@Suite("System colours")
struct SystemColorTests {
  private let light = UITraitCollection(userInterfaceStyle: .light)
  private let dark = UITraitCollection(userInterfaceStyle: .dark)

  /// The colour's components as 0–255 values (rounded) and alpha (to two places).
  private func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Double] {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [
      (red * 255).rounded(), (green * 255).rounded(), (blue * 255).rounded(), (alpha * 100).rounded() / 100,
    ]
  }

  @Test("System colours: the HIG's default light and dark values")
  func systemColors() {
    let table: [(UIColor, [Double], [Double])] = [
      (.systemRed, [255, 59, 48, 1], [255, 69, 58, 1]),
      (.systemOrange, [255, 149, 0, 1], [255, 159, 10, 1]),
      (.systemYellow, [255, 204, 0, 1], [255, 214, 10, 1]),
      (.systemGreen, [52, 199, 89, 1], [48, 209, 88, 1]),
      (.systemMint, [0, 199, 190, 1], [99, 230, 226, 1]),
      (.systemTeal, [48, 176, 199, 1], [64, 200, 224, 1]),
      (.systemCyan, [50, 173, 230, 1], [100, 210, 255, 1]),
      (.systemBlue, [0, 122, 255, 1], [10, 132, 255, 1]),
      (.systemIndigo, [88, 86, 214, 1], [94, 92, 230, 1]),
      (.systemPurple, [175, 82, 222, 1], [191, 90, 242, 1]),
      (.systemPink, [255, 45, 85, 1], [255, 55, 95, 1]),
      (.systemBrown, [162, 132, 94, 1], [172, 142, 104, 1]),
      (.systemGray, [142, 142, 147, 1], [142, 142, 147, 1]),
      (.systemGray2, [174, 174, 178, 1], [99, 99, 102, 1]),
      (.systemGray3, [199, 199, 204, 1], [72, 72, 74, 1]),
      (.systemGray4, [209, 209, 214, 1], [58, 58, 60, 1]),
      (.systemGray5, [229, 229, 234, 1], [44, 44, 46, 1]),
      (.systemGray6, [242, 242, 247, 1], [28, 28, 30, 1]),
    ]
    for (color, lightValue, darkValue) in table {
      #expect(rgba(color, light) == lightValue)
      #expect(rgba(color, dark) == darkValue)
    }
  }

  @Test("Labels, fills, separators and links in light and dark")
  func elementColors() {
    #expect(rgba(.label, light) == [0, 0, 0, 1])
    #expect(rgba(.label, dark) == [255, 255, 255, 1])
    #expect(rgba(.secondaryLabel, light) == [60, 60, 67, 0.6])
    #expect(rgba(.secondaryLabel, dark) == [235, 235, 245, 0.6])
    #expect(rgba(.tertiaryLabel, light) == [60, 60, 67, 0.3])
    #expect(rgba(.tertiaryLabel, dark) == [235, 235, 245, 0.3])
    #expect(rgba(.quaternaryLabel, dark) == [235, 235, 245, 0.16])
    #expect(rgba(.placeholderText, light) == [60, 60, 67, 0.3])
    #expect(rgba(.systemFill, light) == [120, 120, 128, 0.2])
    #expect(rgba(.systemFill, dark) == [120, 120, 128, 0.36])
    #expect(rgba(.tertiarySystemFill, dark) == [118, 118, 128, 0.24])
    #expect(rgba(.separator, light) == [60, 60, 67, 0.29])
    #expect(rgba(.separator, dark) == [84, 84, 88, 0.6])
    #expect(rgba(.opaqueSeparator, dark) == [56, 56, 58, 1])
    #expect(rgba(.link, dark) == [9, 132, 255, 1])
  }

  @Test("Backgrounds: base level, and lifted in dark at the elevated level")
  func backgrounds() {
    let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
    #expect(rgba(.systemBackground, light) == [255, 255, 255, 1])
    #expect(rgba(.systemBackground, dark) == [0, 0, 0, 1])
    #expect(rgba(.systemBackground, elevated) == [28, 28, 30, 1])
    #expect(rgba(.secondarySystemBackground, dark) == [28, 28, 30, 1])
    #expect(rgba(.secondarySystemBackground, elevated) == [44, 44, 46, 1])
    #expect(rgba(.tertiarySystemBackground, elevated) == [58, 58, 60, 1])
    #expect(rgba(.systemGroupedBackground, light) == [242, 242, 247, 1])
    #expect(rgba(.systemGroupedBackground, dark) == [0, 0, 0, 1])
    #expect(rgba(.systemGroupedBackground, elevated) == [28, 28, 30, 1])
    #expect(rgba(.secondarySystemGroupedBackground, elevated) == [44, 44, 46, 1])
  }

  @Test("Unspecified traits resolve as light; fixed colours stay themselves")
  func unspecifiedAndFixed() {
    #expect(rgba(.label, UITraitCollection()) == [0, 0, 0, 1])
    #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red)
    #expect(rgba(UIColor.systemBlue.withAlphaComponent(0.5), dark) == [10, 132, 255, 0.5])
  }

  @Test("A dynamic colour read without traits resolves with the system appearance")
  func currentTraits() {
    var environment = SystemEnvironment()
    environment.userInterfaceStyle = .dark
    UIApplication.shared.resetHeadless(environment: environment)
    #expect(UIColor.label.cgColor == UIColor.white.cgColor)
    UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
      #expect(UIColor.label.cgColor == UIColor.black.cgColor)
    }
    #expect(UIColor.label.cgColor == UIColor.white.cgColor)
    UIApplication.shared.resetHeadless()
    #expect(UIColor.label.cgColor == UIColor.black.cgColor)
  }
}
