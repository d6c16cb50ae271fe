import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct GeometryTests {
  @Test func frameCenterAndBoundsStayConsistent() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    #expect(view.center == CGPoint(x: 60, y: 40))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -50, y: -20, width: 100, height: 40))
    view.bounds.size = CGSize(width: 20, height: 20)
    #expect(view.frame == CGRect(x: -10, y: -10, width: 20, height: 20))
  }

  @Test func nonFiniteGeometryIsIgnoredAndReported() {
    var reports: [String] = []
    UIApplication.shared.resetHeadless(environment: SystemEnvironment(diagnostics: { reports.append($0) }))
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    view.center = CGPoint(x: CGFloat.infinity, y: 0)
    view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
    view.transform = CGAffineTransform(scaleX: .nan, y: 1)
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(view.transform == .identity)
    #expect(reports.count == 4)
  }

  @Test func negativeSizesAreStandardized() {
    let view = UIView(frame: CGRect(x: 100, y: 100, width: -40, height: -20))
    #expect(view.frame == CGRect(x: 60, y: 80, width: 40, height: 20))
  }

  @Test func alphaIsClampedToZeroThroughOne() {
    let view = UIView()
    view.alpha = 3
    #expect(view.alpha == 1)
    view.alpha = -1
    #expect(view.alpha == 0)
    view.alpha = .nan
    #expect(view.alpha == 1)
  }

  @Test func autoresizingFollowsTheSuperview() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let pinnedRight = UIView(frame: CGRect(x: 80, y: 0, width: 20, height: 20))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    parent.addSubview(stretchy)
    parent.addSubview(pinnedRight)
    parent.frame.size = CGSize(width: 200, height: 150)
    #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
    #expect(pinnedRight.frame == CGRect(x: 180, y: 0, width: 20, height: 20))
  }
}
