import CoreLocation
import Foundation
@_spi(Hail) import UIKit

/// A weak-reference census of what one screen made: its window, every view in the window's tree,
/// every view controller (children and presented ones), gesture recognizer, key-value observation
/// and location manager the views and controllers hold, each time it is taken (`take`) while the
/// screen runs. Once the screen is gone (its session dropped and the application reset), every
/// entry must be gone too; those left outlived their screen.
@_spi(Hail) @MainActor
public struct ObjectCensus {
  private struct Entry {
    weak var object: AnyObject?
    let kind: String
  }

  private var entries: [Entry] = []
  private var seen: Set<ObjectIdentifier> = []

  public init(window: UIWindow) { take(window) }

  /// Adds what the window holds now (the screens a flow has brought up since the last time).
  public mutating func take(_ window: UIWindow) {
    add(window)
    visit(window)
    if let root = window.rootViewController { visit(root) }
  }

  public var count: Int { entries.count }

  /// The kinds of the objects still alive, with how many of each, most first.
  public var survivors: [(kind: String, count: Int)] {
    Dictionary(grouping: entries.filter { $0.object != nil }, by: \.kind)
      .map { ($0.key, $0.value.count) }.sorted { $0.1 > $1.1 }
  }

  private mutating func add(_ object: AnyObject) {
    guard seen.insert(ObjectIdentifier(object)).inserted else { return }
    entries.append(Entry(object: object, kind: String(describing: type(of: object))))
  }

  private mutating func visit(_ view: UIView) {
    add(view)
    for recognizer in view.gestureRecognizers ?? [] { add(recognizer) }
    held(by: view)
    for subview in view.subviews { visit(subview) }
  }

  private mutating func visit(_ controller: UIViewController) {
    add(controller)
    held(by: controller)
    for child in controller.children { visit(child) }
    if let presented = controller.presentedViewController, presented.presentingViewController === controller {
      visit(presented)
      visit(presented.view)
    }
  }

  /// The observers and services an object keeps in its stored properties (read by reflection).
  private mutating func held(by owner: AnyObject) {
    var mirror: Mirror? = Mirror(reflecting: owner)
    while let current = mirror {
      for child in current.children {
        switch child.value {
        case let observation as NSKeyValueObservation: add(observation)
        case let manager as CLLocationManager: add(manager)
        case let recognizer as UIGestureRecognizer: add(recognizer)
        case let controller as UIViewController: add(controller)
        default: break
        }
      }
      mirror = current.superclassMirror
    }
  }
}
