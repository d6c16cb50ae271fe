import Cassowary
import Foundation

/// The engine's items and the constraints it derives for them.
extension LayoutEngine {
  /// The item for a view or guide, made (with its derived constraints) on first use.
  @discardableResult
  func item(_ object: AnyObject) -> LayoutItem {
    if let item = items[ObjectIdentifier(object)] { return item }
    let item = LayoutItem(object: object, solver: solver)
    items[ObjectIdentifier(object)] = item
    for variable in [item.x, item.y, item.width, item.height] { itemOfVariable[variable] = item }
    if let view = object as? UIView {
      if isLive { view.autoLayout.engine = self }
      if view.translatesAutoresizingMaskIntoConstraints && view !== fittingRoot {
        translateAutoresizingMask(of: view, item)
      }
      refreshContentSize(of: view, item)
    } else if let guide = object as? UILayoutGuide, let owner = guide.owningView, guide.kind != .custom {
      pinGuide(guide, of: owner, item)
    }
    return item
  }

  /// Forgets an item and the constraints derived for it.
  func forget(_ object: AnyObject) {
    guard let item = items.removeValue(forKey: ObjectIdentifier(object)) else { return }
    for constraint in item.autoresizing.compactMap({ $0 }) + item.insets { drop(constraint) }
    for constraint in item.contentSize.hug + item.contentSize.compress {
      if let constraint { drop(constraint) }
    }
    for variable in [item.x, item.y, item.width, item.height] { itemOfVariable[variable] = nil }
    if let view = object as? UIView, view.autoLayout.engine === self { view.autoLayout.engine = nil }
  }

  // MARK: Autoresizing masks

  /// Pins a translating view: per axis, position and size as linear functions of the superview's size
  /// (`AutoresizingForm`), as UIKit's `NSAutoresizingMaskLayoutConstraint`s, all required.
  func translateAutoresizingMask(of view: UIView, _ item: LayoutItem) {
    let forms = AutoresizingForm.forms(of: view)
    let superItem = forms.contains { $0.multiplier != 0 } ? view.superview.map { self.item($0) } : nil
    let variables = [item.x, item.width, item.y, item.height]
    item.autoresizingForms = forms
    item.autoresizing = forms.enumerated().map { index, form in
      let superSize = index < 2 ? superItem?.width : superItem?.height
      var expression = LinearExpression(variables[index]) - form.constant
      if let superSize, form.multiplier != 0 {
        expression = expression - form.multiplier * LinearExpression(superSize)
      }
      let constraint = Constraint(expression, .equal)
      let name = Self.autoresizingDescription(constraint, view, index, form)
      return insert(constraint, origin: .derived(name)) ? constraint : nil
    }
  }

  /// A translating view's frame changed: its autoresizing constraints follow (constants only when
  /// the forms keep their multipliers, which is the usual case).
  func translatedFrameDidChange(_ view: UIView) {
    guard let item = items[ObjectIdentifier(view)] else { return }
    let forms = AutoresizingForm.forms(of: view)
    if forms.map(\.multiplier) == item.autoresizingForms.map(\.multiplier) {
      for index in 0..<4 where forms[index].constant != item.autoresizingForms[index].constant {
        item.autoresizing[index] = update(item.autoresizing[index], to: -forms[index].constant)
      }
      item.autoresizingForms = forms
    } else {
      for constraint in item.autoresizing { if let constraint { drop(constraint) } }
      translateAutoresizingMask(of: view, item)
    }
    settle()
  }

  func translatesDidChange(_ view: UIView) {
    guard let item = items[ObjectIdentifier(view)] else { return }
    for constraint in item.autoresizing { if let constraint { drop(constraint) } }
    item.autoresizing = []
    item.autoresizingForms = []
    if view.translatesAutoresizingMaskIntoConstraints { translateAutoresizingMask(of: view, item) }
    settle()
  }

  // MARK: Intrinsic content size

  /// Keeps the view's hugging (`size ≤ intrinsic`) and compression resistance (`size ≥ intrinsic`)
  /// constraints in step with its intrinsic size and priorities.
  func refreshContentSize(of view: UIView, _ item: LayoutItem) {
    let size = view.intrinsicContentSize
    let values = [size.width, size.height]
    let priorities = [
      (
        view.contentHuggingPriority(for: .horizontal),
        view.contentCompressionResistancePriority(for: .horizontal)
      ),
      (
        view.contentHuggingPriority(for: .vertical), view.contentCompressionResistancePriority(for: .vertical)
      ),
    ]
    for axis in 0..<2 {
      var state = item.contentSize
      let value = values[axis]
      let variable = axis == 0 ? item.width : item.height
      let samePriorities =
        state.priorities[axis].hug == priorities[axis].0
        && state.priorities[axis].compress == priorities[axis].1
      let hasValue = value >= 0 && value.isFinite
      if hasValue, samePriorities, state.hug[axis] != nil || state.compress[axis] != nil {
        if value != state.values[axis] {
          state.hug[axis] = update(state.hug[axis], to: -Double(value))
          state.compress[axis] = update(state.compress[axis], to: -Double(value))
        }
      } else {
        for constraint in [state.hug[axis], state.compress[axis]] { if let constraint { drop(constraint) } }
        state.hug[axis] = nil
        state.compress[axis] = nil
        if hasValue {
          let axisName = axis == 0 ? "width" : "height"
          let hug = Constraint(
            LinearExpression(variable) - Double(value), .lessThanOrEqual,
            strength: priorities[axis].0.strength)
          let compress = Constraint(
            LinearExpression(variable) - Double(value), .greaterThanOrEqual,
            strength: priorities[axis].1.strength)
          let name = "\(Self.itemName(view)).\(axisName)"
          let hugName =
            "<NSContentSizeLayoutConstraint:\(Self.address(hug)) \(name) <= \(Self.number(value)) "
            + "Hug:\(Int(priorities[axis].0.rawValue))>"
          let compressName =
            "<NSContentSizeLayoutConstraint:\(Self.address(compress)) \(name) >= "
            + "\(Self.number(value)) CompressionResistance:\(Int(priorities[axis].1.rawValue))>"
          state.hug[axis] = insert(hug, origin: .derived(hugName)) ? hug : nil
          state.compress[axis] = insert(compress, origin: .derived(compressName)) ? compress : nil
        }
      }
      state.values[axis] = value
      state.priorities[axis] = (priorities[axis].0, priorities[axis].1)
      item.contentSize = state
    }
  }

  /// The intrinsic size (or the baselines it implies) changed.
  func intrinsicContentSizeDidChange(_ view: UIView) {
    guard let item = items[ObjectIdentifier(view)] else { return }
    refreshContentSize(of: view, item)
    for constraint in active where constraint.usesBaseline(of: view) {
      constraintConstantDidChange(constraint)
    }
    settle()
  }
}
