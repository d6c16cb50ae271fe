import CoreGraphics
import Foundation
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// The engine's own views in dark mode: controls draw with the semantic colours, text defaults to
/// `.label`, cells and tables take the system backgrounds, the keyboard follows
/// `keyboardAppearance`, the status bar follows `preferredStatusBarStyle`, and section titles draw.
@MainActor
@Suite struct DarkAppearanceTests {
  private let dark = UITraitCollection(userInterfaceStyle: .dark)
  private let light = UITraitCollection(userInterfaceStyle: .light)

  private func components(_ color: UIColor?, _ traits: UITraitCollection) -> [Int] {
    guard let color else { return [] }
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map { Int(($0 * 255).rounded()) }
  }

  @Test func controlsTakeTheSemanticColours() {
    _ = Headless()
    let toggle = UISwitch()
    let track = toggle.subviews.first?.subviews.first
    // secondarySystemFill: (120, 120, 128) at 16 % light, 32 % dark.
    #expect(components(track?.backgroundColor, light) == [120, 120, 128, 41])
    #expect(components(track?.backgroundColor, dark) == [120, 120, 128, 82])
    let segments = UISegmentedControl(items: ["快车", "出租车"])
    segments.selectedSegmentIndex = 0
    #expect(components(segments.indicator.backgroundColor, dark) == [99, 99, 102, 255])
    #expect(components(segments.indicator.backgroundColor, light) == [255, 255, 255, 255])
    #expect(components(UIStepper.dividerColor, dark) == [56, 56, 58, 255])
    let field = UITextField()
    let textView = UITextView()
    for color in [field.textColor, textView.textColor] {
      #expect(components(color, dark) == [255, 255, 255, 255])
      #expect(components(color, light) == [0, 0, 0, 255])
    }
    #expect(components(UITextField.placeholderColor, dark) == [235, 235, 245, 77])
  }

  @Test func tablesAndCellsTakeTheSystemBackgrounds() {
    let app = Headless()
    let rows = TitledSections(titles: ["附近", "历史"])
    let plain = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
    let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .grouped)
    for table in [plain, grouped] {
      table.dataSource = rows
      app.root.addSubview(table)
    }
    app.window.layoutIfNeeded()
    #expect(components(plain.backgroundColor, dark) == [0, 0, 0, 255])
    let plainCell = plain.visibleCells.first
    let groupedCell = grouped.visibleCells.first
    #expect(components(plainCell?.backgroundColor, dark) == [0, 0, 0, 255])
    #expect(components(groupedCell?.backgroundColor, dark) == [28, 28, 30, 255])
    #expect(components(groupedCell?.backgroundColor, light) == [255, 255, 255, 255])
    // Titles from the data source draw: a plain header 28 pt tall across the table, a grouped one
    // upper-cased above its section.
    let plainTitles = plain.subviews.compactMap { $0 as? UITableViewHeaderFooterView }
    #expect(plainTitles.map { $0.textLabel?.text } == ["附近", "历史"])
    #expect(plainTitles.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
    #expect(plainTitles.first?.textLabel?.frame.minX == 16)
    let groupedTitle = grouped.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.first
    rows.titles = ["Nearby"]
    let english = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .grouped)
    english.dataSource = rows
    app.root.addSubview(english)
    app.window.layoutIfNeeded()
    let upper = english.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.first
    #expect(upper?.textLabel?.text == "NEARBY")
    #expect(groupedTitle?.frame.height == 38)
    if let label = groupedTitle?.textLabel, let title = groupedTitle {
      #expect(abs(label.frame.maxY - (title.bounds.height - 6)) < 0.01)
    }
  }

  @Test func theKeyboardFollowsTheKeyboardAppearance() throws {
    let app = Headless()
    let field = app.addField()
    field.keyboardAppearance = .dark
    field.becomeFirstResponder()
    app.advance(0.5)
    let panel = try #require(app.window.keyboard.panel)
    #expect(panel.traitCollection.userInterfaceStyle == .dark)
    #expect(components(panel.backgroundColor, panel.traitCollection) == [43, 43, 43, 255])
    field.resignFirstResponder()
    let other = app.addField(CGRect(x: 20, y: 200, width: 300, height: 40))
    other.becomeFirstResponder()
    app.advance(0.5)
    #expect(panel.traitCollection.userInterfaceStyle == .light)
    app.window.overrideUserInterfaceStyle = .dark
    app.window.layoutIfNeeded()
    #expect(panel.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func theStatusBarFollowsThePreferredStyle() throws {
    var environment = SystemEnvironment()
    environment.showsStatusBar = true
    let controller = StyledController()
    let app = Headless(
      environment: environment, size: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), rootViewController: controller)
    let window = app.window
    let bar = try #require(window.statusBar)
    #expect(bar.traitCollection.userInterfaceStyle == .light)
    controller.style = .lightContent
    controller.setNeedsStatusBarAppearanceUpdate()
    #expect(bar.traitCollection.userInterfaceStyle == .dark)
    window.overrideUserInterfaceStyle = .dark
    controller.style = .darkContent
    controller.setNeedsStatusBarAppearanceUpdate()
    #expect(bar.traitCollection.userInterfaceStyle == .light)
    controller.style = .default
    controller.setNeedsStatusBarAppearanceUpdate()
    #expect(bar.traitCollection.userInterfaceStyle == .dark)
  }

  /// Every control in dark mode, over the dark system background (viewed when recorded).
  @Test func darkControlsGolden() throws {
    let scene = GoldenScene(size: CGSize(width: 260, height: 330))
    scene.canvas.overrideUserInterfaceStyle = .dark
    scene.canvas.backgroundColor = .systemBackground
    let off = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
    let on = UISwitch(frame: CGRect(x: 72, y: 10, width: 0, height: 0))
    on.isOn = true
    let slider = UISlider(frame: CGRect(x: 10, y: 50, width: 240, height: 31))
    slider.value = 0.3
    let progress = UIProgressView(frame: CGRect(x: 10, y: 92, width: 240, height: 4))
    progress.progress = 0.6
    let segments = UISegmentedControl(items: ["快车", "出租车", "Premium"])
    segments.frame = CGRect(x: 10, y: 106, width: 240, height: 32)
    segments.selectedSegmentIndex = 1
    let stepper = UIStepper(frame: CGRect(x: 10, y: 148, width: 0, height: 0))
    stepper.value = 50
    let pages = UIPageControl(frame: CGRect(x: 110, y: 150, width: 140, height: 26))
    pages.numberOfPages = 4
    pages.currentPage = 1
    let field = UITextField(frame: CGRect(x: 10, y: 190, width: 240, height: 34))
    field.borderStyle = .roundedRect
    field.text = "Kaisaniemi 凯撒"
    let empty = UITextField(frame: CGRect(x: 10, y: 232, width: 240, height: 34))
    empty.borderStyle = .roundedRect
    empty.placeholder = "您要去哪儿"
    let textView = UITextView(frame: CGRect(x: 10, y: 274, width: 240, height: 48))
    textView.backgroundColor = .secondarySystemBackground
    textView.text = "司机正在赶来 Driver on the way"
    for view in [off, on, slider, progress, segments, stepper, pages, field, empty, textView] {
      scene.canvas.addSubview(view)
    }
    assertGolden(try scene.render(), named: "controls-dark")
  }

  @Test func darkKeyboardGolden() throws {
    let app = Headless()
    app.window.overrideUserInterfaceStyle = .dark
    let field = app.addField()
    field.returnKeyType = .search
    field.becomeFirstResponder()
    app.advance(0.5)
    let keyboard = try #require(app.window.keyboard.panel)
    app.window.layoutIfNeeded()
    assertGolden(try #require(ViewRenderer().render(keyboard, scale: 2)), named: "keyboard-letters-dark")
  }

  @Test func darkAlertGolden() throws {
    let stage = ControllerStage(
      size: CGSize(width: 320, height: 480), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    stage.window.overrideUserInterfaceStyle = .dark
    let root = UIViewController()
    root.view.backgroundColor = .systemBackground
    stage.show(root)
    let alert = UIAlertController(title: "取消行程？", message: "司机正在赶来。", preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "原因" }
    alert.addAction(UIAlertAction(title: "保留", style: .cancel))
    alert.addAction(UIAlertAction(title: "取消行程", style: .destructive))
    root.present(alert, animated: false)
    stage.advance(0.05)
    assertGolden(try #require(ViewRenderer().render(stage.window)), named: "alert-dark")
  }
}

/// A controller whose status bar style the test sets.
private final class StyledController: UIViewController {
  var style = UIStatusBarStyle.default
  override var preferredStatusBarStyle: UIStatusBarStyle { style }
}

/// Sections with data-source titles and two rows each.
@MainActor
private final class TitledSections: NSObject, UITableViewDataSource {
  var titles: [String]
  init(titles: [String]) { self.titles = titles }

  func numberOfSections(in tableView: UITableView) -> Int { titles.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles[section]
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "\(titles[indexPath.section]) \(indexPath.row)"
    return cell
  }
}
