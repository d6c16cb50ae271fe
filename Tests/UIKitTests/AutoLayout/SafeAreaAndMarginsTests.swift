import Testing
@_spi(Hail) import UIKit

/// The safe area and layout margins guides on an iPhone 15 (393 × 852, safe area top 59, bottom 34).
@MainActor @Suite struct SafeAreaAndMarginsTests {
  private func iPhone15() -> Headless {
    Headless(
      size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test func pinnedToTheSafeArea() {
    let app = iPhone15()
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(content)
    let guide = app.root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    app.root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(guide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(guide.owningView === app.root)
  }

  @Test func rootViewMarginsReflectTheSystemMinimumAndTheSafeArea() {
    let app = iPhone15()
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(card)
    let margins = app.root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: margins.topAnchor),
      card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    app.root.layoutIfNeeded()
    // A view controller's root view: 0 top and bottom, the 16 pt system minimum at the sides, from
    // the safe area.
    #expect(app.root.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(card.frame == CGRect(x: 16, y: 59, width: 361, height: 100))
    app.root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 30)
    app.root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 69, width: 343, height: 100))
    app.root.insetsLayoutMarginsFromSafeArea = false
    app.root.layoutIfNeeded()
    #expect(card.frame.minY == 10)
  }

  @Test func plainViewMarginsAreEightPointsFromTheSafeArea() {
    let app = iPhone15()
    let panel = UIView()
    let content = UIView()
    for view in [panel, content] { view.translatesAutoresizingMaskIntoConstraints = false }
    app.root.addSubview(panel)
    panel.addSubview(content)
    NSLayoutConstraint.activate([
      panel.topAnchor.constraint(equalTo: app.root.topAnchor),
      panel.bottomAnchor.constraint(equalTo: app.root.bottomAnchor),
      panel.leadingAnchor.constraint(equalTo: app.root.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: app.root.trailingAnchor),
      content.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: panel.layoutMarginsGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
    ])
    app.root.layoutIfNeeded()
    #expect(panel.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(content.frame == CGRect(x: 8, y: 67, width: 377, height: 743))
  }

  @Test func marginAttributesAndPreservedSuperviewMargins() {
    let app = Headless()
    let outer = UIView()
    let inner = UIView()
    for view in [outer, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
    app.root.addSubview(outer)
    outer.addSubview(inner)
    outer.layoutMargins = UIEdgeInsets(top: 10, left: 30, bottom: 10, right: 30)
    NSLayoutConstraint.activate([
      outer.leadingAnchor.constraint(equalTo: app.root.leadingAnchor),
      outer.trailingAnchor.constraint(equalTo: app.root.trailingAnchor),
      outer.topAnchor.constraint(equalTo: app.root.topAnchor),
      outer.heightAnchor.constraint(equalToConstant: 200),
      NSLayoutConstraint(
        item: inner, attribute: .leading, relatedBy: .equal, toItem: outer, attribute: .leadingMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: inner, attribute: .trailing, relatedBy: .equal, toItem: outer, attribute: .trailingMargin,
        multiplier: 1, constant: 0),
      inner.topAnchor.constraint(equalTo: outer.layoutMarginsGuide.topAnchor),
      inner.bottomAnchor.constraint(equalTo: outer.layoutMarginsGuide.bottomAnchor),
    ])
    app.root.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 30, y: 10, width: 315, height: 180))
  }
}
