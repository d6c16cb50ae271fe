import CoreGraphics
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// System symbols and configured buttons as pixels, light appearance, at 2x (re-record with
/// `HAIL_RECORD_GOLDENS=1`).
@MainActor
@Suite struct SymbolAndButtonGoldenTests {
  /// A row of system symbols in the tint colour, a heavier and a larger one, and one in orange.
  @Test func systemSymbols() throws {
    let scene = GoldenScene(size: CGSize(width: 300, height: 70))
    let names = [
      "car.fill", "magnifyingglass", "location.fill", "xmark", "chevron.right", "person.circle",
      "star.fill", "clock", "phone.fill", "message",
    ]
    for (index, name) in names.enumerated() {
      let view = UIImageView(image: UIImage(systemName: name))
      view.frame.origin = CGPoint(x: 6 + CGFloat(index) * 29, y: 6)
      scene.canvas.addSubview(view)
    }
    let bold = UIImageView(
      image: UIImage(systemName: "house", withConfiguration: UIImage.SymbolConfiguration(weight: .black)))
    bold.frame.origin = CGPoint(x: 6, y: 36)
    let large = UIImageView(
      image: UIImage(systemName: "gearshape", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
    large.frame.origin = CGPoint(x: 40, y: 36)
    let orange = UIImageView(image: UIImage(systemName: "bell.fill"))
    orange.frame.origin = CGPoint(x: 76, y: 36)
    orange.tintColor = .systemOrange
    let original = UIImageView(image: UIImage(systemName: "creditcard")?.withRenderingMode(.alwaysOriginal))
    original.frame.origin = CGPoint(x: 106, y: 36)
    for view in [bold, large, orange, original] { scene.canvas.addSubview(view) }
    assertGolden(try scene.render(), named: "system-symbols")
  }

  /// Configured buttons: filled, tinted, gray and plain; with an image, a subtitle, a capsule.
  @Test func configuredButtons() throws {
    let scene = GoldenScene(size: CGSize(width: 300, height: 150))
    var configurations = sampleButtonConfigurations()
    configurations[1].subtitle = "Tomorrow"
    configurations[1].titleAlignment = .center
    configurations[3].imagePadding = 4
    let frames = [
      CGRect(x: 10, y: 10, width: 140, height: 44), CGRect(x: 158, y: 6, width: 136, height: 52),
      CGRect(x: 10, y: 70, width: 120, height: 36), CGRect(x: 150, y: 70, width: 120, height: 36),
    ]
    addButtons(configurations, at: frames, to: scene.canvas)
    let disabled = UIButton(configuration: .filled())
    disabled.configuration?.title = "Unavailable"
    disabled.isEnabled = false
    disabled.frame = CGRect(x: 10, y: 112, width: 140, height: 32)
    scene.canvas.addSubview(disabled)
    assertGolden(try scene.render(), named: "configured-buttons")
  }
}
