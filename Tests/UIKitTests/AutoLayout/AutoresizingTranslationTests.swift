import Testing
@_spi(Hail) import UIKit

/// Views that translate their autoresizing mask into constraints, beside views placed by constraints.
@MainActor @Suite struct AutoresizingTranslationTests {
  @Test func translatedFrameAnchorsConstraints() {
    let app = Headless()
    let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
    let follower = UIView()
    follower.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(fixed)
    app.root.addSubview(follower)
    #expect(fixed.translatesAutoresizingMaskIntoConstraints)
    NSLayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
      follower.topAnchor.constraint(equalTo: fixed.topAnchor),
      follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
      follower.heightAnchor.constraint(equalTo: fixed.heightAnchor, multiplier: 2),
    ])
    app.root.layoutIfNeeded()
    #expect(fixed.frame == CGRect(x: 30, y: 40, width: 100, height: 50))
    #expect(follower.frame == CGRect(x: 140, y: 40, width: 100, height: 100))
    fixed.frame = CGRect(x: 0, y: 0, width: 60, height: 20)  // moving it by hand moves its constraints
    app.root.layoutIfNeeded()
    #expect(follower.frame == CGRect(x: 70, y: 0, width: 60, height: 40))
  }

  @Test func flexibleMaskFollowsAConstrainedSuperview() {
    let app = Headless()
    let panel = UIView()
    panel.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(panel)
    let width = panel.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      width,
      panel.heightAnchor.constraint(equalToConstant: 100),
      panel.leadingAnchor.constraint(equalTo: app.root.leadingAnchor),
      panel.topAnchor.constraint(equalTo: app.root.topAnchor),
    ])
    app.root.layoutIfNeeded()
    // A bar 10 pt in from each side, flexible width; and a badge pinned to the right.
    let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
    bar.autoresizingMask = [.flexibleWidth]
    let badge = UIView(frame: CGRect(x: 170, y: 40, width: 20, height: 20))
    badge.autoresizingMask = [.flexibleLeftMargin]
    panel.addSubview(bar)
    panel.addSubview(badge)
    // The badge sits a system spacing below the bar, so both take part in the engine.
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    panel.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: badge.leadingAnchor),
      label.topAnchor.constraint(equalTo: badge.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    app.root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 40, width: 160, height: 20))
    width.constant = 300
    app.root.layoutIfNeeded()
    #expect(panel.frame.width == 300)
    #expect(bar.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
    #expect(badge.frame == CGRect(x: 270, y: 40, width: 20, height: 20))
    #expect(label.frame == CGRect(x: 10, y: 40, width: 260, height: 20))
  }
}
