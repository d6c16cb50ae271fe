import Foundation

/// Places a compositional group's subitems.
enum GroupPlacement {
  /// Places a group's subitems along its axis from `origin`: cycling through them while the next
  /// fits (or exactly `count` sharing the length), each inset by its content insets. A subitem
  /// with an estimated dimension takes its cell's fitted size there once known (`fitted`, by the
  /// section's item index). Returns the group's size: a dimension the group estimates is the
  /// extent of what it placed.
  @discardableResult
  static func place(
    _ group: NSCollectionLayoutGroup, size: CGSize, at origin: CGPoint, remaining: inout Int,
    into frames: inout [CGRect], fitted: (Int) -> CGSize?
  ) -> CGSize {
    let horizontal = group.axis == .horizontal
    let length = horizontal ? size.width : size.height
    let spacing = group.interItemSpacing?.spacing ?? 0
    var offset: CGFloat = 0
    var extent = CGSize.zero
    var index = 0
    while remaining > 0 {
      if let count = group.count, index >= count { break }
      let subitem = group.subitems[index % max(group.subitems.count, 1)]
      var itemSize = subitem.layoutSize.resolved(in: size)
      if let count = group.count {
        let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
        if horizontal { itemSize.width = share } else { itemSize.height = share }
      }
      let nested = subitem as? NSCollectionLayoutGroup
      let insets = subitem.contentInsets
      if nested == nil, let own = fitted(frames.count) {
        if subitem.layoutSize.widthDimension.isEstimated {
          itemSize.width = own.width + insets.leading + insets.trailing
        }
        if subitem.layoutSize.heightDimension.isEstimated {
          itemSize.height = own.height + insets.top + insets.bottom
        }
      }
      let itemLength = horizontal ? itemSize.width : itemSize.height
      if group.count == nil, index > 0, offset + itemLength > length + 1e-9 { break }
      if group.subitems.isEmpty || itemLength <= 0 && group.count == nil { break }
      let room = CGRect(
        x: origin.x + (horizontal ? offset : 0), y: origin.y + (horizontal ? 0 : offset),
        width: itemSize.width, height: itemSize.height)
      var used = itemSize
      if let nested {
        used = place(
          nested, size: itemSize, at: room.origin, remaining: &remaining, into: &frames, fitted: fitted)
      } else {
        frames.append(
          CGRect(
            x: room.minX + insets.leading, y: room.minY + insets.top,
            width: max(0, room.width - insets.leading - insets.trailing),
            height: max(0, room.height - insets.top - insets.bottom)))
        remaining -= 1
      }
      let usedLength = horizontal ? used.width : used.height
      extent =
        horizontal
        ? CGSize(width: offset + usedLength, height: max(extent.height, used.height))
        : CGSize(width: max(extent.width, used.width), height: offset + usedLength)
      offset += usedLength + spacing
      index += 1
    }
    return CGSize(
      width: group.layoutSize.widthDimension.isEstimated ? extent.width : size.width,
      height: group.layoutSize.heightDimension.isEstimated ? extent.height : size.height)
  }
}
