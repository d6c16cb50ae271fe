import Foundation

/// Where a compositional layout's items and boundary supplementary views go, computed once per
/// preparation: sections stacked down the layout, each repeating its group until its items are
/// placed (groups side by side instead for a section that scrolls orthogonally).
struct CompositionalArrangement {
  struct Section {
    var items: [CGRect] = []
    var supplementaries: [(kind: String, frame: CGRect)] = []
  }

  var sections: [Section] = []
  var contentSize: CGSize = .zero

  init() {}

  /// `width` is the collection view's width less its content insets; `height` its visible height
  /// (what fractional heights of top-level groups refer to).
  init(
    sections: [(section: NSCollectionLayoutSection, items: Int)], width: CGFloat, height: CGFloat,
    spacing: CGFloat
  ) {
    var y: CGFloat = 0
    for (index, (section, count)) in sections.enumerated() {
      if index > 0 { y += spacing }
      var placed = Section()
      let insets = section.contentInsets
      let contentWidth = max(0, width - insets.leading - insets.trailing)
      let container = CGSize(width: contentWidth, height: height)
      let boundaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
      let boundaryContainer = CGSize(
        width: section.supplementariesFollowContentInsets ? contentWidth : width, height: height)
      let top = section.boundarySupplementaryItems.filter {
        [.top, .topLeading, .topTrailing].contains($0.alignment)
      }
      let bottom = section.boundarySupplementaryItems.filter {
        [.bottom, .bottomLeading, .bottomTrailing].contains($0.alignment)
      }
      for item in top {
        let size = item.layoutSize.resolved(in: boundaryContainer)
        placed.supplementaries.append(
          (item.elementKind, CGRect(x: boundaryX, y: y, width: size.width, height: size.height)))
        y += size.height
      }
      y += insets.top
      var remaining = count
      var along: CGFloat = 0
      var thickness: CGFloat = 0
      let orthogonal = section.orthogonalScrollingBehavior != .none
      while remaining > 0 {
        let groupSize = section.group.layoutSize.resolved(in: container)
        let origin =
          orthogonal ? CGPoint(x: insets.leading + along, y: y) : CGPoint(x: insets.leading, y: y + along)
        let before = remaining
        Self.place(section.group, size: groupSize, at: origin, remaining: &remaining, into: &placed.items)
        guard remaining < before else { break }  // a group with no room for an item would loop forever
        along += (orthogonal ? groupSize.width : groupSize.height) + section.interGroupSpacing
        thickness = max(thickness, orthogonal ? groupSize.height : groupSize.width)
      }
      if count > 0 { along -= section.interGroupSpacing }
      y += orthogonal ? (count > 0 ? thickness : 0) : max(along, 0)
      y += insets.bottom
      for item in bottom {
        let size = item.layoutSize.resolved(in: boundaryContainer)
        placed.supplementaries.append(
          (item.elementKind, CGRect(x: boundaryX, y: y, width: size.width, height: size.height)))
        y += size.height
      }
      self.sections.append(placed)
    }
    contentSize = CGSize(width: width, height: y)
  }

  /// Places a group's subitems along its axis from `origin`: cycling through them while the next
  /// fits (or exactly `count` sharing the length), each inset by its content insets.
  private static func place(
    _ group: NSCollectionLayoutGroup, size: CGSize, at origin: CGPoint, remaining: inout Int,
    into frames: inout [CGRect]
  ) {
    let horizontal = group.axis == .horizontal
    let length = horizontal ? size.width : size.height
    let spacing = group.interItemSpacing?.spacing ?? 0
    var offset: CGFloat = 0
    var index = 0
    while remaining > 0 {
      if let count = group.count, index >= count { break }
      let subitem = group.subitems[index % max(group.subitems.count, 1)]
      var itemSize = subitem.layoutSize.resolved(in: size)
      if let count = group.count {
        let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
        if horizontal { itemSize.width = share } else { itemSize.height = share }
      }
      let itemLength = horizontal ? itemSize.width : itemSize.height
      if group.count == nil, index > 0, offset + itemLength > length + 1e-9 { break }
      if group.subitems.isEmpty || itemLength <= 0 && group.count == nil { break }
      let room = CGRect(
        x: origin.x + (horizontal ? offset : 0), y: origin.y + (horizontal ? 0 : offset),
        width: itemSize.width,
        height: itemSize.height)
      if let nested = subitem as? NSCollectionLayoutGroup {
        place(nested, size: itemSize, at: room.origin, remaining: &remaining, into: &frames)
      } else {
        let insets = subitem.contentInsets
        frames.append(
          CGRect(
            x: room.minX + insets.leading, y: room.minY + insets.top,
            width: max(0, room.width - insets.leading - insets.trailing),
            height: max(0, room.height - insets.top - insets.bottom)))
        remaining -= 1
      }
      offset += itemLength + spacing
      index += 1
    }
  }
}
