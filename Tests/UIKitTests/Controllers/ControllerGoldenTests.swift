@_spi(Hail) import CoreGraphics
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// Controllers' chrome as pixels: a sheet, a navigation bar, an alert and an action sheet, on a
/// small 240 × 400 screen at 2x (safe area 20 / 0) to keep the images small.
@MainActor
@Suite struct ControllerGoldenTests {
  static func stage() -> ControllerStage {
    ControllerStage(
      size: CGSize(width: 240, height: 400), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  /// A presenter with coloured stripes, so that dimming and corners show.
  static func stripedPresenter() -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1)
    for index in 0..<5 {
      let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 80 + 30, width: 240, height: 30))
      stripe.backgroundColor = UIColor(red: 1, green: 0.6, blue: 0.3, alpha: 1)
      controller.view.addSubview(stripe)
    }
    return controller
  }

  @Test func aMediumSheetWithItsGrabber() throws {
    let stage = Self.stage()
    let presenter = Self.stripedPresenter()
    stage.show(presenter)
    let content = UIViewController()
    content.view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 16, y: 24, width: 200, height: 24))
    label.text = "Where to?"
    content.view.addSubview(label)
    let sheet = try #require(content.sheetPresentationController)
    sheet.detents = [.medium(), .large()]
    sheet.prefersGrabberVisible = true
    presenter.present(content, animated: false)
    stage.advance(0.05)
    // A home-button screen: the large top at 20 + 20; medium 0.63 of 400 − 40 (the screen is not
    // taller than 568) = 226.8, so the sheet's top is at 173.2.
    #expect(abs((sheet.presentedView?.frame.minY ?? 0) - 173.2) < 1e-9)
    assertGolden(try #require(ViewRenderer().render(stage.window)), named: "sheet-medium-grabber")
  }

  @Test func aNavigationBarWithBackButtonTitleAndItems() throws {
    let stage = Self.stage()
    let root = UIViewController()
    root.title = "Home"
    let navigation = UINavigationController(rootViewController: root)
    stage.show(navigation)
    let details = Self.stripedPresenter()
    details.title = "Ride"
    details.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
      UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
    ]
    navigation.pushViewController(details, animated: false)
    stage.advance(0.05)
    let image = try #require(ViewRenderer().render(stage.window))
    // The bar and the status area above it: the top 64 pt.
    let bar = try #require(image.cropping(to: CGRect(x: 0, y: 0, width: 480, height: 128)))
    assertGolden(bar, named: "navigation-bar")
  }

  @Test func anAlert() throws {
    // An alert is 270 pt wide whatever the screen: this one is an iPhone 4's 320 × 480.
    let stage = ControllerStage(
      size: CGSize(width: 320, height: 480), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    stage.show(Self.stripedPresenter())
    let alert = UIAlertController(
      title: "Cancel the ride?", message: "Your driver is on the way.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
    alert.addAction(UIAlertAction(title: "Cancel", style: .destructive))
    stage.window.rootViewController?.present(alert, animated: false)
    stage.advance(0.05)
    assertGolden(try #require(ViewRenderer().render(stage.window)), named: "alert")
  }

  @Test func anActionSheet() throws {
    let stage = Self.stage()
    stage.show(Self.stripedPresenter())
    let sheet = UIAlertController(
      title: "Ride type", message: "Choose how to ride", preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Express", style: .default))
    sheet.addAction(UIAlertAction(title: "Taxi", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    stage.window.rootViewController?.present(sheet, animated: false)
    stage.advance(0.05)
    assertGolden(try #require(ViewRenderer().render(stage.window)), named: "action-sheet")
  }

  @Test func anAlertWithATextFieldAboveTheKeyboard() throws {
    let stage = ControllerStage(
      size: CGSize(width: 320, height: 480), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    stage.show(Self.stripedPresenter())
    let alert = UIAlertController(title: "Where to?", message: "Type a place", preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Destination" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Go", style: .default))
    stage.window.rootViewController?.present(alert, animated: false)
    stage.advance(0.5)
    assertGolden(try #require(ViewRenderer().render(stage.window)), named: "alert-text-field")
  }
}
