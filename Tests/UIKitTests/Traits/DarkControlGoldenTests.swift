import CoreGraphics
import Foundation
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// The controls `DarkAppearanceTests.darkControlsGolden` leaves out, in dark mode over the dark
/// system background (viewed when recorded): spinners, configured buttons, a search bar, a date
/// picker, and images that pick their dark variant (an asset catalog's, a symbol's tint).
@MainActor
@Suite struct DarkControlGoldenTests {
  @Test func darkPickersButtonsSearchAndImagesGolden() throws {
    let scene = GoldenScene(size: CGSize(width: 320, height: 480))
    scene.canvas.overrideUserInterfaceStyle = .dark
    scene.canvas.backgroundColor = .systemBackground
    let search = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    search.placeholder = "您要去哪儿"
    scene.canvas.addSubview(search)
    let frames = [
      CGRect(x: 10, y: 66, width: 140, height: 44), CGRect(x: 170, y: 66, width: 140, height: 44),
      CGRect(x: 10, y: 118, width: 140, height: 36), CGRect(x: 170, y: 118, width: 140, height: 36),
    ]
    addButtons(sampleButtonConfigurations(), at: frames, to: scene.canvas)
    let medium = UIActivityIndicatorView(style: .medium)
    medium.frame.origin = CGPoint(x: 10, y: 172)
    let large = UIActivityIndicatorView(style: .large)
    large.frame.origin = CGPoint(x: 50, y: 164)
    for spinner in [medium, large] {
      scene.canvas.addSubview(spinner)
      spinner.startAnimating()
    }
    let marker = try #require(UIImage(named: "marker", in: .module, compatibleWith: nil))
    let markerView = UIImageView(image: marker)
    markerView.frame = CGRect(x: 110, y: 170, width: 24, height: 24)
    let symbol = UIImageView(image: UIImage(systemName: "star.fill"))
    symbol.frame = CGRect(x: 150, y: 170, width: 24, height: 24)
    symbol.tintColor = .label
    let picker = UIDatePicker(frame: CGRect(x: 0, y: 224, width: 320, height: 216))
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.locale = Locale(identifier: "zh-Hans")
    picker.minuteInterval = 5
    for view in [markerView, symbol, picker] { scene.canvas.addSubview(view) }
    scene.headless.advance(0.3)
    assertGolden(try scene.render(), named: "controls-dark-2")
  }

  /// Classic system buttons (`UIButton(type: .system)`, iOS 7's look) in dark mode: a title, an
  /// image beside a title, and the highlighted and disabled states, over the dark background.
  @Test func darkClassicButtonsGolden() throws {
    let scene = GoldenScene(size: CGSize(width: 300, height: 100))
    scene.canvas.overrideUserInterfaceStyle = .dark
    scene.canvas.backgroundColor = .systemBackground
    let title = UIButton(type: .system)
    title.setTitle("叫车 Hail", for: .normal)
    let image = UIButton(type: .system)
    image.setImage(UIImage(systemName: "phone.fill"), for: .normal)
    image.setTitle(" Call", for: .normal)
    let highlighted = UIButton(type: .system)
    highlighted.setTitle("Highlighted", for: .normal)
    highlighted.isHighlighted = true
    let disabled = UIButton(type: .system)
    disabled.setTitle("Disabled", for: .normal)
    disabled.isEnabled = false
    let frames = [
      CGRect(x: 10, y: 10, width: 130, height: 36), CGRect(x: 160, y: 10, width: 130, height: 36),
      CGRect(x: 10, y: 56, width: 130, height: 36), CGRect(x: 160, y: 56, width: 130, height: 36),
    ]
    for (button, frame) in zip([title, image, highlighted, disabled], frames) {
      button.frame = frame
      scene.canvas.addSubview(button)
    }
    assertGolden(try scene.render(), named: "buttons-classic-dark")
  }
}
