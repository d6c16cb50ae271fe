import Testing
@_spi(Hail) import UIKit

/// Constraints made with anchors and with `NSLayoutConstraint(item:…)`, written as iOS code: each
/// test lays out a 375 × 667 window and checks exact frames.
@MainActor @Suite struct AnchorTests {
  /// A container pinned 20 pt inside the root, and the root laid out.
  private func container(_ app: Headless) -> UIView {
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: app.root.leadingAnchor, constant: 20),
      box.trailingAnchor.constraint(equalTo: app.root.trailingAnchor, constant: -20),
      box.topAnchor.constraint(equalTo: app.root.topAnchor, constant: 20),
      box.bottomAnchor.constraint(equalTo: app.root.bottomAnchor, constant: -20),
    ])
    return box
  }

  @Test func edgesWithConstants() {
    let app = Headless()
    let box = container(app)
    app.root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 20, width: 335, height: 627))
    #expect(app.root.constraints.count == 4)
    #expect(box.constraints.isEmpty)
  }

  @Test func sizeCentreAndMultipliers() {
    let app = Headless()
    let box = container(app)
    let square = UIView()
    square.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(square)
    NSLayoutConstraint.activate([
      square.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
      square.heightAnchor.constraint(equalTo: square.widthAnchor, multiplier: 1, constant: 10),
      square.centerXAnchor.constraint(equalTo: box.centerXAnchor),
      square.centerYAnchor.constraint(equalTo: box.centerYAnchor, constant: -50),
    ])
    app.root.layoutIfNeeded()
    // 335 / 2 = 167.5 wide, 177.5 high, centred at (167.5, 313.5 − 50): edges at x 83.75…251.25 and
    // y 174.75…352.25, which UIKit rounds to the 2x screen's pixels (half points, halves up).
    #expect(square.frame == CGRect(x: 84, y: 175, width: 167.5, height: 177.5))
  }

  @Test func inequalitiesAndPriorities() {
    let app = Headless()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(view)
    let wide = view.widthAnchor.constraint(equalToConstant: 500)
    wide.priority = .defaultHigh
    let narrowish = view.widthAnchor.constraint(equalToConstant: 100)
    narrowish.priority = .defaultLow
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(greaterThanOrEqualTo: app.root.leadingAnchor, constant: 10),
      view.trailingAnchor.constraint(lessThanOrEqualTo: app.root.trailingAnchor, constant: -10),
      view.topAnchor.constraint(equalTo: app.root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 44),
      wide, narrowish,
    ])
    app.root.layoutIfNeeded()
    // 500 wanted at 750, but the required bounds leave 355 between x ≥ 10 and maxX ≤ 365.
    #expect(view.frame.width == 355)
    #expect(view.frame.minX == 10)
    wide.priority = UILayoutPriority(200)  // now below the 250 pull to 100
    app.root.layoutIfNeeded()
    #expect(view.frame.width == 100)
    #expect(view.frame.minX >= 10)
  }

  @Test func itemAttributeInitializerAndConstantChange() {
    let app = Headless()
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(label)
    let left = NSLayoutConstraint(
      item: label, attribute: .left, relatedBy: .equal, toItem: app.root, attribute: .left, multiplier: 1,
      constant: 16)
    let top = NSLayoutConstraint(
      item: label, attribute: .top, relatedBy: .equal, toItem: app.root, attribute: .top, multiplier: 1,
      constant: 30)
    let width = NSLayoutConstraint(
      item: label, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1,
      constant: 120)
    let height = NSLayoutConstraint(
      item: label, attribute: .height, relatedBy: .equal, toItem: app.root, attribute: .height,
      multiplier: 0.25,
      constant: 0)
    app.root.addConstraints([left, top, width, height])
    app.root.layoutIfNeeded()
    // 667 / 4 = 166.75 high: the bottom edge 196.75 rounds to the pixel at 197.
    #expect(label.frame == CGRect(x: 16, y: 30, width: 120, height: 167))
    #expect(left.firstItem === label && left.secondItem === app.root)
    #expect(left.firstAttribute == .left && width.secondAttribute == .notAnAttribute)
    left.constant = 40
    #expect(label.frame.minX == 16)  // solved at once, applied at the next layout
    app.root.layoutIfNeeded()
    #expect(label.frame.minX == 40)
    NSLayoutConstraint.deactivate([width])
    #expect(!width.isActive)
    #expect(app.root.constraints.count == 3)
  }

  @Test func siblingsAndCousinsWithSystemSpacing() {
    let app = Headless()
    let left = UIView()
    let holder = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 100))  // translates its frame
    let cousin = UIView()
    for view in [left, cousin] { view.translatesAutoresizingMaskIntoConstraints = false }
    app.root.addSubview(left)
    app.root.addSubview(holder)
    holder.addSubview(cousin)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: app.root.leadingAnchor),
      left.topAnchor.constraint(equalTo: app.root.topAnchor),
      left.widthAnchor.constraint(equalToConstant: 50),
      left.heightAnchor.constraint(equalToConstant: 50),
      // The cousin, inside the holder, starts a system spacing (8 pt) after the left view's
      // trailing edge and sits below it: positions relate across superviews.
      cousin.leadingAnchor.constraint(equalToSystemSpacingAfter: left.trailingAnchor, multiplier: 2),
      cousin.topAnchor.constraint(equalToSystemSpacingBelow: left.bottomAnchor, multiplier: 1),
      cousin.widthAnchor.constraint(equalTo: holder.widthAnchor, constant: -150),
      cousin.bottomAnchor.constraint(equalTo: holder.bottomAnchor),
    ])
    app.root.layoutIfNeeded()
    #expect(holder.frame == CGRect(x: 100, y: 200, width: 200, height: 100))
    // In the holder's coordinates: x = 50 + 16 − 100 = −34, y = 50 + 8 − 200 = −142.
    #expect(cousin.frame == CGRect(x: -34, y: -142, width: 50, height: 242))
  }

  @Test func noCommonAncestorIsReportedNotFatal() {
    let app = Headless()
    var messages: [String] = []
    UIApplication.shared.layoutDiagnostics = { messages.append($0) }
    let stray = UIView()
    let constraint = stray.leadingAnchor.constraint(equalTo: app.root.leadingAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(messages.first?.hasPrefix("Unable to activate constraint with anchors") == true)
  }
}
