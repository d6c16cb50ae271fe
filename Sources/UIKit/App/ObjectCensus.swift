import Foundation

/// A weak-reference census of what one screen made: its window, every view in the window's tree,
/// every view controller (children and presented ones) with its presentation controller, gesture
/// recognizer and key-value observation the views and controllers hold, each time it is taken
/// (`take`) while the screen runs, and whatever else a test names (`add`). Once the screen is gone
/// (its objects out of scope and the application reset), every entry must be gone too; those left
/// outlived their screen.
///
/// Layers above UIKit count their own services too: `alsoCounting` picks them out of the stored
/// properties of the views and controllers (HailHarness counts location managers this way).
@_spi(Hail) @MainActor
public struct ObjectCensus {
  private struct Entry {
    weak var object: AnyObject?
    let kind: String
  }

  private var entries: [Entry] = []
  private var seen: Set<ObjectIdentifier> = []
  private let alsoCounting: @MainActor (Any) -> AnyObject?

  /// An empty census; `alsoCounting` returns the object a stored property holds when it is one more
  /// kind to count.
  public init(alsoCounting: @escaping @MainActor (Any) -> AnyObject? = { _ in nil }) {
    self.alsoCounting = alsoCounting
  }

  /// A census of what `window` holds now.
  public init(window: UIWindow, alsoCounting: @escaping @MainActor (Any) -> AnyObject? = { _ in nil }) {
    self.init(alsoCounting: alsoCounting)
    take(window)
  }

  /// Adds what the window holds now (the screens a flow has brought up since the last time).
  public mutating func take(_ window: UIWindow) {
    visit(window)
    if let root = window.rootViewController { visit(root) }
  }

  /// Adds one object the screen made outside its window (a model, a delegate, a sheet not shown yet).
  public mutating func add(_ object: AnyObject) {
    guard seen.insert(ObjectIdentifier(object)).inserted else { return }
    entries.append(Entry(object: object, kind: String(describing: type(of: object))))
  }

  public var count: Int { entries.count }

  /// The kinds of the objects still alive, with how many of each, most first (then by name).
  public var survivors: [(kind: String, count: Int)] {
    Dictionary(grouping: entries.filter { $0.object != nil }, by: \.kind)
      .map { ($0.key, $0.value.count) }.sorted { ($1.1, $0.0) < ($0.1, $1.0) }
  }

  private mutating func visit(_ view: UIView) {
    add(view)
    for recognizer in view.gestureRecognizers ?? [] { add(recognizer) }
    held(by: view)
    for subview in view.subviews { visit(subview) }
  }

  private mutating func visit(_ controller: UIViewController) {
    add(controller)
    if let presentation = controller.presentationController { add(presentation) }
    held(by: controller)
    for child in controller.children { visit(child) }
    if let presented = controller.presentedViewController, presented.presentingViewController === controller {
      visit(presented)
    }
    if controller.isViewLoaded { visit(controller.view) }
  }

  /// The observers, recognizers and controllers an object keeps in its stored properties (read by
  /// reflection), and the kinds `alsoCounting` names.
  private mutating func held(by owner: AnyObject) {
    var mirror: Mirror? = Mirror(reflecting: owner)
    while let current = mirror {
      for child in current.children {
        switch child.value {
        case let observation as NSKeyValueObservation: add(observation)
        case let recognizer as UIGestureRecognizer: add(recognizer)
        case let controller as UIViewController: add(controller)
        default: if let other = alsoCounting(child.value) { add(other) }
        }
      }
      mirror = current.superclassMirror
    }
  }
}
