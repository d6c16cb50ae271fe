import Cassowary
import Foundation

/// How an `NSLayoutConstraint` becomes a solver constraint: each attribute is a linear expression of
/// item variables in the coordinates of the view the constraint is installed on (the items' nearest
/// common ancestor), so items in different superviews relate through their ancestors' positions.
extension LayoutEngine {
  /// `first − multiplier × second − constant` related to 0 at the priority's strength; nil when an
  /// item is gone or the constraint is not installed.
  func solverConstraint(for constraint: NSLayoutConstraint) -> Constraint? {
    guard let ancestor = constraint.installedOn, let first = constraint.firstItem,
      let firstExpression = expression(first, constraint.firstAttribute, in: ancestor)
    else { return nil }
    var expression = firstExpression - Double(constraint.constant)
    if let second = constraint.secondItem {
      guard let secondExpression = self.expression(second, constraint.secondAttribute, in: ancestor) else {
        return nil
      }
      expression = expression - Double(constraint.multiplier) * secondExpression
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Constraint(expression, relation, strength: constraint.priority.strength)
  }

  /// The attribute of a view or guide in `ancestor`'s coordinates (left to right: leading is left).
  func expression(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView)
    -> LinearExpression?
  {
    if let plain = attribute.withoutMargin {
      guard let view = object as? UIView else { return nil }
      return expression(view.layoutMarginsGuide, plain, in: ancestor)
    }
    let isAncestor = object === ancestor
    // A scroll view's edges, to its content, are the content's edges (its trailing and bottom
    // edges at `contentSize`); its width, height and centres stay the frame's.
    if isAncestor, let scrollView = object as? UIScrollView, [.right, .trailing, .bottom].contains(attribute)
    {
      let content = self.item(scrollView.contentLayoutGuide)
      return LinearExpression(attribute == .bottom ? content.height : content.width)
    }
    let item = self.item(object)
    let x = isAncestor ? LinearExpression() : position(item, object, horizontal: true, in: ancestor)
    let y = isAncestor ? LinearExpression() : position(item, object, horizontal: false, in: ancestor)
    let width = LinearExpression(item.width)
    let height = LinearExpression(item.height)
    switch attribute {
    case .left, .leading: return x
    case .right, .trailing: return x + width
    case .centerX: return x + 0.5 * width
    case .width: return width
    case .top: return y
    case .bottom: return y + height
    case .centerY: return y + 0.5 * height
    case .height: return height
    case .firstBaseline, .lastBaseline:
      // Text views place their baselines from their centre; other views at their bottom edge.
      guard let offsets = (object as? UIView)?.baselineOffsetsFromCenter() else { return y + height }
      return y + 0.5 * height + Double(attribute == .firstBaseline ? offsets.first : offsets.last)
    default: return nil
    }
  }

  /// The item's position: its own minX (minY) plus those of the views between its container and
  /// `ancestor`.
  private func position(_ item: LayoutItem, _ object: AnyObject, horizontal: Bool, in ancestor: UIView)
    -> LinearExpression
  {
    var expression = LinearExpression(horizontal ? item.x : item.y)
    var container = (object as? UIView)?.superview ?? (object as? UILayoutGuide)?.owningView
    while let view = container, view !== ancestor {
      let step = self.item(view)
      expression = expression + LinearExpression(horizontal ? step.x : step.y)
      container = view.superview
    }
    return expression
  }
}

extension NSLayoutConstraint {
  /// Whether a baseline of `view` takes part (its constant follows the view's text).
  func usesBaseline(of view: UIView) -> Bool {
    let baselines: [Attribute] = [.firstBaseline, .lastBaseline]
    return (firstItem === view && baselines.contains(firstAttribute))
      || (secondItem === view && baselines.contains(secondAttribute))
  }
}
