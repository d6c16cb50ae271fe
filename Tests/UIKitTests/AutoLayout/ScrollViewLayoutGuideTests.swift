import Testing
@_spi(Hail) import UIKit

/// Auto Layout inside a scroll view, as the Auto Layout Guide's "Working with Scroll Views"
/// describes it, on a 375 × 667 screen with a 375 × 400 scroll view at the top.
@MainActor @Suite struct ScrollViewLayoutGuideTests {
  private func scrollView(in app: Headless) -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    app.root.addSubview(scrollView)
    return scrollView
  }

  private func constrained() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  @Test func contentPinnedToTheContentGuideSetsTheContentSize() {
    let app = Headless()
    let scrollView = scrollView(in: app)
    let content = constrained()
    scrollView.addSubview(content)
    let guide = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    app.root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 1000))
    #expect(scrollView.contentSize == CGSize(width: 375, height: 1000))
    #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 1000))
    // The content grows: so does the content size, at the next layout.
    content.constraints.first { $0.firstAttribute == .height }?.constant = 1200
    app.root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 375, height: 1200))
  }

  @Test func aStackOfIntrinsicSizesSizesTheContent() {
    let app = Headless()
    let scrollView = scrollView(in: app)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    for height in [300, 250, 200] as [CGFloat] {
      let row = constrained()
      row.heightAnchor.constraint(equalToConstant: height).isActive = true
      stack.addArrangedSubview(row)
    }
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
    ])
    app.root.layoutIfNeeded()
    // 300 + 10 + 250 + 10 + 200 = 770 of rows, 20 above and below.
    #expect(stack.frame == CGRect(x: 16, y: 20, width: 343, height: 770))
    #expect(scrollView.contentSize == CGSize(width: 375, height: 810))
  }

  @Test func theScrollViewsOwnEdgesAreTheContentsEdges() {
    let app = Headless()
    let scrollView = scrollView(in: app)
    let content = constrained()
    scrollView.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.topAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      // Width to the scroll view's width: the frame's (375), not the content's.
      content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    app.root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 900))
    #expect(scrollView.contentSize == CGSize(width: 375, height: 900))
  }

  @Test func aViewPinnedToTheFrameGuideStaysPutWhileTheContentScrolls() {
    let app = Headless()
    let scrollView = scrollView(in: app)
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    let badge = constrained()
    scrollView.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
      badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
      badge.widthAnchor.constraint(equalToConstant: 44),
      badge.heightAnchor.constraint(equalToConstant: 44),
    ])
    app.root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 321, y: 10, width: 44, height: 44))
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    app.root.layoutIfNeeded()
    // In content coordinates it moved down with the offset; on screen it did not move.
    #expect(badge.frame == CGRect(x: 321, y: 310, width: 44, height: 44))
    #expect(badge.convert(badge.bounds, to: app.root) == CGRect(x: 321, y: 10, width: 44, height: 44))
    #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 375, height: 400))
  }

  @Test func anUnconstrainedContentGuideIsTheContentSizeSetInCode() {
    let app = Headless()
    let scrollView = scrollView(in: app)
    scrollView.contentSize = CGSize(width: 600, height: 800)
    let marker = constrained()
    scrollView.addSubview(marker)
    NSLayoutConstraint.activate([
      marker.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      marker.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      marker.widthAnchor.constraint(equalToConstant: 20),
      marker.heightAnchor.constraint(equalToConstant: 20),
    ])
    app.root.layoutIfNeeded()
    #expect(marker.frame == CGRect(x: 580, y: 780, width: 20, height: 20))
    #expect(scrollView.contentSize == CGSize(width: 600, height: 800))
    scrollView.contentSize = CGSize(width: 600, height: 1000)
    app.root.layoutIfNeeded()
    #expect(marker.frame == CGRect(x: 580, y: 980, width: 20, height: 20))
  }
}
