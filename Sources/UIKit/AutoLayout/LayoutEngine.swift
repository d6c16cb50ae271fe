import Cassowary
import Foundation

/// The Auto Layout engine of one view hierarchy (a window, or a root view not yet in one): a
/// Cassowary solver whose variables are each item's frame in its superview (`minX`, `minY`,
/// `width`, `height`), and the constraints that place them — the app's `NSLayoutConstraint`s and
/// those the engine derives: autoresizing masks of translating views, content hugging and
/// compression resistance from intrinsic sizes, and the system guides' insets.
///
/// The solver is incremental: a changed constant, intrinsic size, inset or translated frame shifts
/// one constant and re-solves; nothing is rebuilt. Views whose variables moved mark their superview
/// for layout, and `UIView.layoutSubviews` reads the solution into frames.
@MainActor
final class LayoutEngine {
  let solver = Solver()
  /// Live engines belong to a hierarchy and mark their items; a fitting engine
  /// (`systemLayoutSizeFitting`) is a scratch copy that touches no view.
  let isLive: Bool
  /// The view a fitting engine sizes: its own frame does not pin it.
  weak var fittingRoot: UIView?
  var items: [ObjectIdentifier: LayoutItem] = [:]
  var itemOfVariable: [Variable: LayoutItem] = [:]
  /// Active constraints in the order they were added.
  var active: [NSLayoutConstraint] = []
  /// What each solver constraint stands for, to name it in messages.
  var origins: [ObjectIdentifier: ConstraintOrigin] = [:]

  init(isLive: Bool) {
    self.isLive = isLive
  }

  // MARK: Constraints

  /// Adds an active constraint; a required one that conflicts is reported and left out (broken).
  func add(_ constraint: NSLayoutConstraint) {
    constraint.engine = self
    active.append(constraint)
    guard let made = solverConstraint(for: constraint) else { return }
    if insert(made, origin: .layout(constraint)) { constraint.solverConstraint = made }
    settle()
  }

  func remove(_ constraint: NSLayoutConstraint) {
    active.removeAll { $0 === constraint }
    if let made = constraint.solverConstraint { drop(made) }
    constraint.solverConstraint = nil
    constraint.engine = nil
    settle()
  }

  func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
    guard let made = constraint.solverConstraint else { return retry(constraint) }
    guard let rebuilt = solverConstraint(for: constraint) else { return }
    do {
      try solver.updateConstant(of: made, to: rebuilt.expression.constant)
    } catch {
      reportUnsatisfiable(error, breaking: .layout(constraint))
      drop(made)
      constraint.solverConstraint = nil
    }
    settle()
  }

  func constraintPriorityDidChange(_ constraint: NSLayoutConstraint) {
    if let made = constraint.solverConstraint { drop(made) }
    constraint.solverConstraint = nil
    retry(constraint)
  }

  /// Adds a constraint left out before (broken, or changed since).
  private func retry(_ constraint: NSLayoutConstraint) {
    guard let made = solverConstraint(for: constraint) else { return }
    if insert(made, origin: .layout(constraint)) { constraint.solverConstraint = made }
    settle()
  }

  /// Adds a solver constraint; false (after UIKit's message) when it conflicts with required ones.
  @discardableResult
  func insert(_ constraint: Constraint, origin: ConstraintOrigin) -> Bool {
    origins[ObjectIdentifier(constraint)] = origin
    do {
      try solver.add(constraint)
      return true
    } catch {
      reportUnsatisfiable(error, breaking: origin)
      origins[ObjectIdentifier(constraint)] = nil
      return false
    }
  }

  func drop(_ constraint: Constraint) {
    origins[ObjectIdentifier(constraint)] = nil
    try? solver.remove(constraint)
  }

  /// Updates a derived constraint's constant; if that conflicts, the constraint is broken.
  func update(_ constraint: Constraint?, to constant: Double) -> Constraint? {
    guard let constraint, solver.contains(constraint) else { return constraint }
    do {
      try solver.updateConstant(of: constraint, to: constant)
      return constraint
    } catch {
      reportUnsatisfiable(error, breaking: origins[ObjectIdentifier(constraint)] ?? .derived("?"))
      drop(constraint)
      return nil
    }
  }

  // MARK: Reading the solution

  /// Marks for layout the superviews of items whose variables moved.
  func settle() {
    guard isLive else { return }
    for variable in solver.takeChangedVariables() {
      let container: UIView? =
        switch itemOfVariable[variable]?.object {
        case let view as UIView: view.superview
        case let guide as UILayoutGuide: guide.owningView
        default: nil
        }
      container?.setNeedsLayout()
      container?.autoLayout.engineMovedSubviews = true
    }
  }

  /// The item's rectangle in its container (superview or owning view), edges rounded to the
  /// screen's pixels as UIKit rounds the frames it sets from the engine.
  func frame(of object: AnyObject) -> CGRect {
    guard let item = items[ObjectIdentifier(object)] else { return .zero }
    let scale = UIScreen.main.scale
    func pixel(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
    let x = solver.value(of: item.x)
    let y = solver.value(of: item.y)
    let minX = pixel(x)
    let minY = pixel(y)
    let maxX = pixel(x + solver.value(of: item.width))
    let maxY = pixel(y + solver.value(of: item.height))
    return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }

  func hasItem(_ object: AnyObject) -> Bool { items[ObjectIdentifier(object)] != nil }

  /// Whether any of the item's variables is left free by the required constraints.
  func isAmbiguous(_ object: AnyObject) -> Bool {
    guard let item = items[ObjectIdentifier(object)] else { return false }
    return [item.x, item.y, item.width, item.height].contains { !solver.isDetermined($0) }
  }
}
