import CoreGraphics
import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// Layer colours under a change of appearance: a `CGColor` keeps the values it was made with, so
/// UIKit's own views set theirs again for new traits (the alert's field outline, a configured
/// button's stroke) while a colour user code put in a layer stays as it was, as on iOS.
@MainActor
@Suite struct LayerColorTraitTests {
  /// `.separator` (Apple's values): (60, 60, 67) at 29 % light, (84, 84, 88) at 60 % dark.
  private let lightSeparator = [60, 60, 67, 74]
  private let darkSeparator = [84, 84, 88, 153]

  private func components(_ color: CGColor?) -> [Int] {
    guard let color, let values = color.components, values.count == 4 else { return [] }
    return values.map { Int(($0 * 255).rounded()) }
  }

  @Test func theAlertFieldOutlineFollowsDarkMode() throws {
    let stage = ControllerStage()
    let root = UIViewController()
    stage.show(root)
    let alert = UIAlertController(title: "取消行程？", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "原因" }
    alert.addAction(UIAlertAction(title: "保留", style: .cancel))
    root.present(alert, animated: false)
    stage.advance(0.05)
    let container = try #require(alert.textFields?.first?.superview)
    #expect(container.layer.borderWidth == 0.5)
    #expect(components(container.layer.borderColor) == lightSeparator)
    stage.window.overrideUserInterfaceStyle = .dark
    stage.advance(0.05)
    #expect(components(container.layer.borderColor) == darkSeparator)
    stage.window.overrideUserInterfaceStyle = .light
    stage.advance(0.05)
    #expect(components(container.layer.borderColor) == lightSeparator)
  }

  @Test func anAlertPresentedInDarkModeHasTheDarkOutlineAtOnce() throws {
    let stage = ControllerStage()
    stage.window.overrideUserInterfaceStyle = .dark
    let root = UIViewController()
    stage.show(root)
    let alert = UIAlertController(title: "原因", message: nil, preferredStyle: .alert)
    alert.addTextField()
    alert.addAction(UIAlertAction(title: "好", style: .default))
    root.present(alert, animated: false)
    stage.advance(0.05)
    let container = try #require(alert.textFields?.first?.superview)
    #expect(components(container.layer.borderColor) == darkSeparator)
  }

  @Test func aConfiguredButtonsStrokeFollowsDarkMode() {
    let app = Headless()
    var configuration = UIButton.Configuration.plain()
    configuration.title = "预约"
    configuration.background.strokeColor = .separator
    configuration.background.strokeWidth = 1
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    app.root.addSubview(button)
    app.window.layoutIfNeeded()
    let background = button.backgroundView
    #expect(background.layer.borderWidth == 1)
    #expect(components(background.layer.borderColor) == lightSeparator)
    app.window.overrideUserInterfaceStyle = .dark
    app.window.layoutIfNeeded()
    #expect(components(background.layer.borderColor) == darkSeparator)
  }

  @Test func aLayerColourSetByTheAppIsNotResolvedAgain() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    app.root.addSubview(view)
    app.window.layoutIfNeeded()
    view.layer.borderColor = UIColor.separator.resolvedColor(with: view.traitCollection).cgColor
    app.window.overrideUserInterfaceStyle = .dark
    app.window.layoutIfNeeded()
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    #expect(components(view.layer.borderColor) == lightSeparator)
  }
}
