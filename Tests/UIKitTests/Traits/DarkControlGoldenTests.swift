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
    var filled = UIButton.Configuration.filled()
    filled.title = "呼叫快车"
    filled.image = UIImage(systemName: "car.fill")
    filled.imagePadding = 6
    var tinted = UIButton.Configuration.tinted()
    tinted.title = "Schedule"
    var gray = UIButton.Configuration.gray()
    gray.title = "Cancel"
    gray.cornerStyle = .capsule
    var plain = UIButton.Configuration.plain()
    plain.title = "More"
    plain.image = UIImage(systemName: "chevron.right")
    plain.imagePlacement = .trailing
    let frames = [
      CGRect(x: 10, y: 66, width: 140, height: 44), CGRect(x: 170, y: 66, width: 140, height: 44),
      CGRect(x: 10, y: 118, width: 140, height: 36), CGRect(x: 170, y: 118, width: 140, height: 36),
    ]
    for (configuration, frame) in zip([filled, tinted, gray, plain], frames) {
      let button = UIButton(configuration: configuration)
      button.frame = frame
      scene.canvas.addSubview(button)
    }
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
}
