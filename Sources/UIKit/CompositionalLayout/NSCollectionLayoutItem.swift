import Foundation

/// The smallest part of a compositional layout: one cell, sized relative to its group.
public class NSCollectionLayoutItem: NSObject, @unchecked Sendable {
  public let layoutSize: NSCollectionLayoutSize
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// Insets the item's frame inside the room its group gives it.
  public var contentInsets = NSDirectionalEdgeInsets.zero

  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}

/// Items (or groups) in a row or a column, repeated to fill the group's size or a given count.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem, @unchecked Sendable {
  enum Axis { case horizontal, vertical }

  let axis: Axis
  public let subitems: [NSCollectionLayoutItem]
  /// With a count, exactly that many subitems share the group's length (their own length ignored).
  let count: Int?
  public var interItemSpacing: NSCollectionLayoutSpacing?

  /// The dimensions estimated by any item in the group (or its nested groups): a cell fits those.
  var estimatedItemAxes: EstimatedAxes {
    subitems.reduce(into: []) { axes, subitem in
      if let group = subitem as? NSCollectionLayoutGroup { return axes.formUnion(group.estimatedItemAxes) }
      if subitem.layoutSize.widthDimension.isEstimated { axes.insert(.width) }
      if subitem.layoutSize.heightDimension.isEstimated { axes.insert(.height) }
    }
  }

  init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
    self.axis = axis
    self.subitems = subitems
    self.count = count.map { max($0, 1) }
    super.init(layoutSize: layoutSize)
  }

  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> Self
  {
    Self(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self
  {
    Self(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    Self(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
  }

  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    Self(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
  }

  /// The iOS 13 spelling of `horizontal(layoutSize:repeatingSubitem:count:)`.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> Self
  {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }
}

/// A view attached to an item or group (a badge); laid out with its container.
public class NSCollectionLayoutSupplementaryItem: NSObject, @unchecked Sendable {
  public let layoutSize: NSCollectionLayoutSize
  public let elementKind: String
  public var zIndex = 1

  public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
  }
}

/// A section's header or footer: on the section's top (leading…) edge, outside its items.
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem,
  @unchecked Sendable
{
  public let alignment: NSRectAlignment
  public let offset: CGPoint
  public var pinToVisibleBounds = false
  public var extendsBoundary = true

  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint = .zero
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}
