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
  /// A system guide's four constraints, and where they hold it.
  var insets: [Constraint] = []
  var pin: GuidePin?

  init(object: AnyObject, solver: Solver) {
    self.object = object
    x = solver.makeVariable()
    y = solver.makeVariable()
    width = solver.makeVariable()
    height = solver.makeVariable()
  }
}

/// Where the engine holds a system guide in its owning view: origin, and size either as the
/// owner's size plus an amount (`followsOwner`) or as a size of its own.
struct GuidePin: Equatable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double
  var followsOwner: Bool
  /// A content guide's size is only a default (the scroll view's `contentSize`): any constraint
  /// on it wins.
  var sizeIsDefault = false
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
