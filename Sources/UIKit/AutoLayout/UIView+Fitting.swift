import Cassowary
import Foundation

extension UIView {
  /// The smallest size: ask `systemLayoutSizeFitting` for it.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest size. UIKit does not document the value; it reports 10,000,000 × 10,000,000.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size this view's constraints give it when its width and height are pulled toward
  /// `targetSize` at the given priorities: solved in a scratch engine holding the constraints
  /// installed in this view's subtree, so nothing on screen moves. The view's own frame does not
  /// pin it, even when it translates its autoresizing mask.
  func fittingSize(
    _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    let engine = LayoutEngine(isLive: false)
    engine.fittingRoot = self
    let item = engine.item(self)
    for constraint in allInstalledConstraints() {
      guard let made = engine.solverConstraint(for: constraint) else { continue }
      engine.insert(made, origin: .layout(constraint))
    }
    let targets = [(item.width, targetSize.width, horizontal), (item.height, targetSize.height, vertical)]
    for (variable, value, priority) in targets where value.isFinite {
      engine.insert(
        Constraint(LinearExpression(variable) - Double(value), .equal, strength: priority.strength),
        origin: .derived("fitting size"))
    }
    return CGSize(width: engine.solver.value(of: item.width), height: engine.solver.value(of: item.height))
  }
}
