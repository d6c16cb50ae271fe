import Testing
@_spi(Hail) import UIKit

/// Constraints follow the view hierarchy: made before a view is in a window, and cut when a view leaves.
@MainActor @Suite struct HierarchyEngineTests {
  final class CardController: UIViewController {
    let card = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      card.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(card)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
        card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
        card.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        card.heightAnchor.constraint(equalToConstant: 120),
      ])
    }
  }

  @Test func constraintsMadeInViewDidLoadMoveIntoTheWindow() {
    UIApplication.shared.resetHeadless()
    UIScreen.main.configure(
      size: CGSize(width: 393, height: 852), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let controller = CardController()
    controller.loadViewIfNeeded()  // constraints activated with no window yet
    let window = UIWindow()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.card.frame == CGRect(x: 12, y: 852 - 34 - 120, width: 369, height: 120))
  }

  @Test func removingAViewDeactivatesTheConstraintsThatReachOutside() {
    let app = Headless()
    let box = UIView()
    let inner = UIView()
    for view in [box, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
    app.root.addSubview(box)
    box.addSubview(inner)
    let outside = box.topAnchor.constraint(equalTo: app.root.topAnchor, constant: 10)
    let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
    let width = box.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      outside, inside, width,
      box.leadingAnchor.constraint(equalTo: app.root.leadingAnchor),
      box.heightAnchor.constraint(equalToConstant: 100),
      inner.topAnchor.constraint(equalTo: box.topAnchor),
      inner.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    app.root.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    box.removeFromSuperview()
    #expect(!outside.isActive)  // it reached the root, which the box left
    #expect(inside.isActive && width.isActive)  // inside the box: they go with it
    #expect(app.root.constraints.count == 0)
    app.root.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: app.root.topAnchor, constant: 30),
      box.leadingAnchor.constraint(equalTo: app.root.leadingAnchor, constant: 5),
    ])
    width.constant = 300
    app.root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 5, y: 30, width: 300, height: 100))
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 150, height: 10))
  }
}
