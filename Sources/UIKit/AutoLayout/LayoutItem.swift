import Cassowary
import Foundation

/// Cassowary's linear expression (Foundation has an `Expression` of its own).
typealias LinearExpression = Cassowary.Expression

/// A view or layout guide the engine solves for: its frame's variables and the constraints the
/// engine derived for it.
@MainActor
final class LayoutItem {
  weak var object: AnyObject?
  let x: Variable
  let y: Variable
  let width: Variable
  let height: Variable
  /// A translating view's autoresizing constraints (`NSAutoresizingMaskLayoutConstraint`).
  var autoresizing: [Constraint?] = []
  var autoresizingForms: [AutoresizingForm] = []
  /// Content hugging and compression resistance, horizontal then vertical.
  var contentSize = ContentSizeConstraints()
  /// A system guide's four insets constraints, and the insets they hold.
  var insets: [Constraint] = []
  var insetValues = UIEdgeInsets.zero

  init(object: AnyObject, solver: Solver) {
    self.object = object
    x = solver.makeVariable()
    y = solver.makeVariable()
    width = solver.makeVariable()
    height = solver.makeVariable()
  }
}

/// What a solver constraint stands for, to name it in UIKit's messages.
enum ConstraintOrigin {
  case layout(NSLayoutConstraint)
  /// Derived by the engine, with UIKit's description of it.
  case derived(String)
}

/// An intrinsic size's two constraints on each axis.
struct ContentSizeConstraints {
  var hug: [Constraint?] = [nil, nil]
  var compress: [Constraint?] = [nil, nil]
  var values: [CGFloat] = [-1, -1]
  var priorities: [(hug: UILayoutPriority, compress: UILayoutPriority)] = [
    (.defaultLow, .defaultHigh), (.defaultLow, .defaultHigh),
  ]
}
