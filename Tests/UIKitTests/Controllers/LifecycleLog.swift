@_spi(Hail) import UIKit

/// One ordered record of the life-cycle calls several controllers receive.
@MainActor
final class LifecycleLog {
  var entries: [String] = []

  func record(_ name: String, _ event: String) {
    entries.append("\(name).\(event)")
  }

  /// The entries of the appearance calls only (no loading or layout), for order assertions.
  var appearance: [String] {
    entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
  }

  func clear() { entries.removeAll() }
}

/// A controller that writes each life-cycle call to a shared log under its name.
class LoggingViewController: UIViewController {
  let name: String
  let log: LifecycleLog

  init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    log.record(name, "loadView")
    super.loadView()
  }

  override func viewDidLoad() { log.record(name, "viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.record(name, "viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.record(name, "viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.record(name, "viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.record(name, "viewDidDisappear") }
  override func viewWillLayoutSubviews() { log.record(name, "viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log.record(name, "viewDidLayoutSubviews") }
  override func willMove(toParent parent: UIViewController?) {
    log.record(name, parent == nil ? "willMove(nil)" : "willMove(parent)")
  }
  override func didMove(toParent parent: UIViewController?) {
    log.record(name, parent == nil ? "didMove(nil)" : "didMove(parent)")
  }
}

/// A fresh headless screen without a root controller: tests install their own.
@MainActor
struct ControllerStage {
  let window: UIWindow
  let fingers: TouchInjector

  init(
    size: CGSize = CGSize(width: 375, height: 667), safeArea: UIEdgeInsets = .zero,
    diagnostics: @escaping @MainActor (String) -> Void = SystemEnvironment.standardError
  ) {
    UIApplication.shared.resetHeadless(environment: SystemEnvironment(diagnostics: diagnostics))
    UIScreen.main.configure(size: size, scale: 2, safeAreaInsets: safeArea)
    window = UIWindow()
    fingers = TouchInjector(window: window)
  }

  /// Makes `controller` the root and shows the window.
  func show(_ controller: UIViewController) {
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }

  func advance(_ seconds: TimeInterval) {
    UIApplication.shared.advance(by: seconds)
  }

  /// A drag from `start` to `end` in `steps` moves, one a frame, then a lift.
  func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, lift: Bool = true) {
    fingers.down(at: start)
    for step in 1...steps {
      advance(1.0 / 60)
      let fraction = CGFloat(step) / CGFloat(steps)
      fingers.move(
        to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
    }
    if lift { fingers.up() }
  }

  func tap(at point: CGPoint) {
    fingers.down(at: point)
    advance(0.05)
    fingers.up()
  }
}
