import CoreGraphics
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// Every control as pixels, light appearance, at 2x (re-record with `HAIL_RECORD_GOLDENS=1`).
@MainActor
@Suite struct ControlGoldenTests {
  @Test func switchesOffOnPressedAndDisabled() throws {
    let scene = GoldenScene(size: CGSize(width: 260, height: 51))
    let states: [(Bool, Bool)] = [(false, true), (true, true), (true, false), (false, false)]
    for (index, (on, enabled)) in states.enumerated() {
      let toggle = UISwitch(frame: CGRect(x: 10 + CGFloat(index) * 62, y: 10, width: 0, height: 0))
      toggle.isOn = on
      toggle.isEnabled = enabled
      scene.canvas.addSubview(toggle)
    }
    let tinted = scene.canvas.subviews[1] as? UISwitch
    tinted?.onTintColor = .systemOrange
    assertGolden(try scene.render(), named: "switches")
  }

  @Test func slidersAndProgress() throws {
    let scene = GoldenScene(size: CGSize(width: 240, height: 110))
    let slider = UISlider(frame: CGRect(x: 10, y: 8, width: 220, height: 31))
    slider.value = 0.3
    let tinted = UISlider(frame: CGRect(x: 10, y: 44, width: 220, height: 31))
    tinted.value = 0.8
    tinted.minimumTrackTintColor = .systemOrange
    let progress = UIProgressView(frame: CGRect(x: 10, y: 86, width: 220, height: 4))
    progress.progress = 0.6
    let bar = UIProgressView(progressViewStyle: .bar)
    bar.frame = CGRect(x: 10, y: 100, width: 220, height: 2.5)
    bar.progress = 0.4
    for view in [slider, tinted, progress, bar] { scene.canvas.addSubview(view) }
    assertGolden(try scene.render(), named: "sliders-and-progress")
  }

  @Test func segmentedControls() throws {
    let scene = GoldenScene(size: CGSize(width: 260, height: 92))
    let control = UISegmentedControl(items: ["快车", "出租车", "Premium"])
    control.frame = CGRect(x: 10, y: 10, width: 240, height: 32)
    control.selectedSegmentIndex = 1
    let none = UISegmentedControl(items: ["Now", "Later", "Tomorrow"])
    none.frame = CGRect(x: 10, y: 50, width: 240, height: 32)
    none.setEnabled(false, forSegmentAt: 2)
    scene.canvas.addSubview(control)
    scene.canvas.addSubview(none)
    assertGolden(try scene.render(), named: "segmented-controls")
  }

  @Test func steppersAndPageControls() throws {
    let scene = GoldenScene(size: CGSize(width: 230, height: 92))
    let atMinimum = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
    let middle = UIStepper(frame: CGRect(x: 120, y: 10, width: 0, height: 0))
    middle.value = 50
    let pages = UIPageControl(frame: CGRect(x: 10, y: 56, width: 210, height: 26))
    pages.numberOfPages = 5
    pages.currentPage = 2
    for view in [atMinimum, middle, pages] { scene.canvas.addSubview(view) }
    assertGolden(try scene.render(), named: "steppers-and-pages")
  }

  @Test func activityIndicators() throws {
    let scene = GoldenScene(size: CGSize(width: 120, height: 57))
    let medium = UIActivityIndicatorView(style: .medium)
    medium.frame.origin = CGPoint(x: 10, y: 18)
    let large = UIActivityIndicatorView(style: .large)
    large.frame.origin = CGPoint(x: 50, y: 10)
    large.color = .systemBlue
    for spinner in [medium, large] {
      scene.canvas.addSubview(spinner)
      spinner.startAnimating()
    }
    scene.headless.advance(0.3)
    assertGolden(try scene.render(), named: "activity-indicators")
  }
}
