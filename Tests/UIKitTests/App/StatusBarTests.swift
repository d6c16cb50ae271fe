import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// The status bar the engine draws over a window on a screen with a status area.
@MainActor
@Suite struct StatusBarTests {
  private func statusBar(in window: UIWindow) -> UIView? {
    window.subviews.first { $0.accessibilityIdentifier == "statusBar" }
  }

  private func time(in window: UIWindow) -> String? {
    statusBar(in: window)?.subviews.compactMap { $0 as? UILabel }.first?.text
  }

  @Test func itShowsTheEnvironmentsTimeAndTicksOnTheMinute() {
    // 9:41:30 on the environment's clock at 0.
    let start = SystemEnvironment.virtualStartDate.addingTimeInterval(30)
    var environment = SystemEnvironment(startDate: start)
    environment.showsStatusBar = true
    let headless = HeadlessWindow(
      environment: environment, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(time(in: headless.window) == "9:41")
    headless.advance(29.9)
    #expect(time(in: headless.window) == "9:41")
    headless.advance(0.2)
    #expect(time(in: headless.window) == "9:42")
    headless.advance(60)
    #expect(time(in: headless.window) == "9:43")
  }

  @Test func itStaysInFrontTakesNoTouchesAndFillsTheStatusArea() {
    var environment = SystemEnvironment()
    environment.showsStatusBar = true
    let headless = HeadlessWindow(
      environment: environment, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let bar = statusBar(in: headless.window)
    #expect(bar?.frame == CGRect(x: 0, y: 0, width: 375, height: 59))
    let cover = UIView(frame: headless.window.bounds)
    headless.window.addSubview(cover)
    #expect(headless.window.subviews.last === bar)
    #expect(headless.window.hitTest(CGPoint(x: 30, y: 30), with: nil) === cover)
  }

  @Test func aScreenWithoutAStatusAreaOrAnEnvironmentWithoutItHasNone() {
    var environment = SystemEnvironment()
    environment.showsStatusBar = true
    #expect(statusBar(in: HeadlessWindow(environment: environment).window) == nil)
    let plain = HeadlessWindow(safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(statusBar(in: plain.window) == nil)
  }

  /// The bar lays its time label out in `layoutSubviews`; were an unchanged font to count as a
  /// change, the label would ask its superview for layout again and redraw every frame.
  @Test func anIdleWindowWithAStatusBarRedrawsNothing() {
    var environment = SystemEnvironment()
    environment.showsStatusBar = true
    let headless = HeadlessWindow(
      environment: environment, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let renderer = FrameRenderer()
    _ = renderer.renderFrame(headless.window)
    let scans = renderer.scans
    for _ in 0..<10 {
      headless.advance(1.0 / 60)
      #expect(renderer.renderFrame(headless.window).dirtyRects.isEmpty)
    }
    #expect(renderer.scans == scans)
  }
}
