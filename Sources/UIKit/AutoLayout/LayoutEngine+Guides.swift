import Cassowary
import Foundation

/// The guides the engine holds to their view's geometry: the safe area, the margins, the keyboard's
/// top, and a scroll view's content and frame.
extension LayoutEngine {
  /// Pins a system guide where its view's geometry puts it.
  func pinGuide(_ guide: UILayoutGuide, of owner: UIView, _ item: LayoutItem) {
    let pin = Self.pin(of: guide, in: owner)
    item.pin = pin
    let ownerItem = self.item(owner)
    var width = LinearExpression(item.width)
    var height = LinearExpression(item.height)
    if pin.followsOwner {
      width = width - LinearExpression(ownerItem.width)
      height = height - LinearExpression(ownerItem.height)
    }
    // Weakest of all, below `fittingSizeLevel`: a default that any constraint on the guide overrides.
    let sizeStrength = pin.sizeIsDefault ? UILayoutPriority(1).strength : Strength.required
    let forms: [(LinearExpression, Double, Strength)] = [
      (LinearExpression(item.x), pin.x, .required),
      (LinearExpression(item.y), pin.y, .required),
      (width, pin.width, sizeStrength),
      (height, pin.height, sizeStrength),
    ]
    item.insets = forms.enumerated().compactMap { index, form in
      let constraint = Constraint(form.0 - form.1, .equal, strength: form.2)
      let name =
        "'\(guide.identifier)' \(["minX", "minY", "width", "height"][index]) of \(Self.itemName(owner))"
      return insert(constraint, origin: .derived(name)) ? constraint : nil
    }
  }

  /// Re-reads where a view's system guides go; called at the start of the view's layout and when a
  /// scroll view's content size changes.
  func refreshGuides(of view: UIView) {
    for guide in view.autoLayout.systemGuides {
      guard let item = items[ObjectIdentifier(guide)] else { continue }
      guard Self.pin(of: guide, in: view) != item.pin else { continue }
      for constraint in item.insets { drop(constraint) }
      pinGuide(guide, of: view, item)
      settle()
    }
  }

  /// Where a system guide goes in its view: inset from the view's edges by the safe area, the
  /// margins, or everything above the keyboard's top; a scroll view's frame guide at its bounds
  /// (so what is pinned to it stays put while the content scrolls); its content guide at the
  /// content's origin, `contentSize` by default.
  static func pin(of guide: UILayoutGuide, in view: UIView) -> GuidePin {
    func inset(_ insets: UIEdgeInsets) -> GuidePin {
      GuidePin(
        x: insets.left, y: insets.top, width: -(insets.left + insets.right),
        height: -(insets.top + insets.bottom), followsOwner: true)
    }
    switch guide.kind {
    case .safeArea, .custom: return inset(view.safeAreaInsets)
    case .margins: return inset(view.effectiveLayoutMargins)
    case .keyboard:
      let top = max(view.bounds.height - UIKeyboardLayoutGuide.height(in: view), 0)
      return inset(UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0))
    case .scrollFrame:
      return GuidePin(x: view.bounds.minX, y: view.bounds.minY, width: 0, height: 0, followsOwner: true)
    case .scrollContent:
      let size = (view as? UIScrollView)?.contentSize ?? .zero
      return GuidePin(
        x: 0, y: 0, width: size.width, height: size.height, followsOwner: false, sizeIsDefault: true)
    }
  }
}
