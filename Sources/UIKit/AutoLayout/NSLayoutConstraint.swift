import Cassowary
import Foundation

/// A linear relation between two layout attributes: `first.attr1 relation multiplier × second.attr2
/// + constant`, as UIKit's. Active constraints live in the layout engine of their items' hierarchy
/// (`LayoutEngine`), installed on the items' nearest common ancestor.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  open private(set) weak var firstItem: AnyObject?
  open private(set) weak var secondItem: AnyObject?
  public let firstAttribute: Attribute
  public let secondAttribute: Attribute
  public let relation: Relation
  public let multiplier: CGFloat

  /// Changing it re-solves incrementally (the solver shifts one constant).
  open var constant: CGFloat {
    didSet { if constant != oldValue { engine?.constraintConstantDidChange(self) } }
  }

  /// Changes between required and not required are refused on an active constraint, as UIKit
  /// refuses them (it raises; the engine reports and keeps the old priority).
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue, let engine else { return }
      if (priority == .required) != (oldValue == .required) {
        LayoutEngine.report(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
            + "You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).")
        priority = oldValue
        return
      }
      engine.constraintPriorityDidChange(self)
    }
  }

  open var identifier: String?
  open var shouldBeArchived = false

  /// Whether the constraint takes part in layout; setting it is `activate`/`deactivate`.
  open var isActive: Bool {
    get { installedOn != nil }
    set { if newValue { activateConstraint() } else { deactivateConstraint() } }
  }

  weak var installedOn: UIView?
  weak var engine: LayoutEngine?
  /// The solver's constraint while the engine holds it (nil when broken to resolve a conflict).
  var solverConstraint: Constraint?

  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
      multiplier: multiplier, constant: c)
  }

  init(
    first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
    multiplier: CGFloat, constant: CGFloat
  ) {
    firstItem = first
    secondItem = second
    firstAttribute = attr1
    secondAttribute = second == nil ? .notAnAttribute : attr2
    self.relation = relation
    self.multiplier = multiplier.isFinite ? multiplier : 1
    self.constant = constant.isFinite ? constant : 0
    super.init()
  }

  /// The first item's anchor for the first attribute.
  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
  }

  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
  }

  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// UIKit's form: `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leading + 20   (active)>`.
  open override var description: String {
    MainActor.assumeIsolated { constraintDescription }
  }

  private var constraintDescription: String {
    var text = "<NSLayoutConstraint:\(LayoutEngine.address(self))"
    if let identifier { text += " '\(identifier)'" }
    text += " \(relationDescription)"
    if priority != .required { text += " @\(Int(priority.rawValue))" }
    return text + (isActive ? "   (active)>" : ">")
  }

  var relationDescription: String {
    let first = "\(LayoutEngine.itemName(firstItem)).\(firstAttribute.name)"
    guard let secondItem else { return "\(first) \(relation.symbol) \(LayoutEngine.number(constant))" }
    var second = "\(LayoutEngine.itemName(secondItem)).\(secondAttribute.name)"
    if multiplier != 1 { second += "*\(LayoutEngine.number(multiplier))" }
    if constant > 0 { second += " + \(LayoutEngine.number(constant))" }
    if constant < 0 { second += " - \(LayoutEngine.number(-constant))" }
    return "\(first) \(relation.symbol) \(second)"
  }

  // MARK: Activation

  private func activateConstraint() {
    guard installedOn == nil, let firstItem else { return }
    let first = LayoutEngine.hostView(of: firstItem)
    var ancestor = first
    if let secondItem, let view = first {
      ancestor = LayoutEngine.hostView(of: secondItem).flatMap(view.nearestCommonAncestor(with:))
    }
    guard let ancestor else {
      LayoutEngine.report(
        "Unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor.map(\.description) ?? "nil") "
          + "because they have no common ancestor. Does the constraint or its anchors reference items in "
          + "different view hierarchies? That's illegal.")
      return
    }
    install(on: ancestor)
  }

  /// Installs on `view` (a common ancestor of the items) and adds to its hierarchy's engine.
  func install(on view: UIView) {
    installedOn = view
    view.autoLayout.installed.append(self)
    view.hierarchyRoot.liveLayoutEngine.add(self)
  }

  private func deactivateConstraint() {
    guard let view = installedOn else { return }
    engine?.remove(self)
    uninstall(from: view)
  }

  /// Forgets the installation (the engine has already let the constraint go).
  func uninstall(from view: UIView) {
    view.autoLayout.installed.removeAll { $0 === self }
    installedOn = nil
  }
}
