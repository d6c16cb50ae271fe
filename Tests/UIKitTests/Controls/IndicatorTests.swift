import Testing
@_spi(Hail) import UIKit

/// The views that show state without taking touches: the activity indicator, the progress view
/// and the page control.
@MainActor
@Suite struct IndicatorTests {
  @Test func activityIndicatorSizesFollowTheStyle() {
    #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
    #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
  }

  @Test func theSpinnerStepsAnEighthOfATurnEveryEighthOfASecond() {
    let app = Headless()
    let spinner = UIActivityIndicatorView(style: .medium)
    app.root.addSubview(spinner)
    #expect(spinner.isHidden)
    spinner.startAnimating()
    #expect(spinner.isAnimating)
    #expect(!spinner.isHidden)
    #expect(spinner.phase == 0)
    app.advance(0.12)
    #expect(spinner.phase == 0)
    app.advance(0.01)
    #expect(spinner.phase == 1)
    app.advance(0.875)  // 1.005 s: eight steps, a full turn
    #expect(spinner.phase == 0)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    app.advance(1)
    #expect(spinner.phase == 0)
  }

  @Test func aSpinnerThatDoesNotHideStaysVisibleWhenStopped() {
    let app = Headless()
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.hidesWhenStopped = false
    app.root.addSubview(spinner)
    #expect(!spinner.isHidden)
    spinner.startAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
    #expect(!spinner.isAnimating)
  }

  @Test func progressIsClampedAndFillsItsShareOfTheWidth() throws {
    let app = Headless()
    let bar = UIProgressView(progressViewStyle: .default)
    bar.frame = CGRect(x: 20, y: 40, width: 200, height: 4)
    app.root.addSubview(bar)
    bar.progress = 1.5
    #expect(bar.progress == 1)
    bar.setProgress(0.25, animated: false)
    app.window.layoutIfNeeded()
    let fill = try #require(bar.subviews.last)
    #expect(fill.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
    #expect(bar.intrinsicContentSize.height == 4)
    #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
  }

  @Test func animatedProgressMovesOnTheClock() throws {
    let app = Headless()
    let bar = UIProgressView(frame: CGRect(x: 20, y: 40, width: 200, height: 4))
    app.root.addSubview(bar)
    app.window.layoutIfNeeded()
    bar.setProgress(1, animated: true)
    let fill = try #require(bar.subviews.last)
    #expect(fill.frame.width == 200)
    app.advance(0.1)
    let halfway = fill.layer.presentation()?.bounds.width ?? -1
    #expect(halfway > 0 && halfway < 200)
    app.advance(0.2)
    #expect(fill.layer.presentation()?.bounds.width == 200)
  }

  @Test func pageControlTapsMoveOnePageTowardsTheTap() {
    let app = Headless()
    let pages = UIPageControl(frame: CGRect(x: 0, y: 600, width: 375, height: 26))
    pages.numberOfPages = 4
    app.root.addSubview(pages)
    app.window.layoutIfNeeded()
    let log = ControlEventLog(pages)
    app.tap(at: CGPoint(x: 300, y: 613))
    #expect(pages.currentPage == 1)
    app.advance(0.5)
    app.tap(at: CGPoint(x: 300, y: 613))
    #expect(pages.currentPage == 2)
    app.advance(0.5)
    app.tap(at: CGPoint(x: 20, y: 613))
    #expect(pages.currentPage == 1)
    #expect(log.count("value") == 3)
  }

  @Test func pageControlSizesAndClamps() {
    let pages = UIPageControl()
    #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 55, height: 26))
    pages.numberOfPages = 3
    pages.currentPage = 5
    #expect(pages.currentPage == 2)
    pages.numberOfPages = 2
    #expect(pages.currentPage == 1)
    pages.hidesForSinglePage = true
    pages.numberOfPages = 1
    #expect(pages.isHidden)
  }
}
