import Foundation

/// An item's attribute as an object that makes constraints, as UIKit's `NSLayoutAnchor`. The
/// subclasses fix which anchors can be related: x with x, y with y, dimension with dimension.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide the anchor belongs to.
  public private(set) weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  open override var description: String {
    MainActor.assumeIsolated { "\(LayoutEngine.itemName(item)).\(attribute.name)" }
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: c)
  }

  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }

  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item ?? NSNull(), attribute, relation, second: anchor?.item,
      anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }
}

/// UIKit's standard spacing between sibling views (`constraint(equalToSystemSpacingAfter:)`): 8 pt,
/// the value Interface Builder shows for "Standard" sibling spacing.
let systemSpacing: CGFloat = 8

/// A horizontal position: left, right, leading, trailing, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × system spacing`.
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }

  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// A vertical position: top, bottom, centerY, firstBaseline, lastBaseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × system spacing`.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }

  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// A size: width or height. Dimensions also take constants and multipliers.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }

  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }

  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }

  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: 0)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
