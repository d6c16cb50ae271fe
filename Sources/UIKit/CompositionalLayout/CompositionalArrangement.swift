import Foundation

/// Where a compositional layout's items and boundary supplementary views go, computed once per
/// preparation: sections one after another along the layout's scroll direction, each repeating its
/// group until its items are placed (groups side by side across instead for a section that scrolls
/// orthogonally; that section's band then scrolls on its own).
struct CompositionalArrangement {
  struct Section {
    /// Frames in the layout's content coordinates, an orthogonal section's as if unscrolled.
    var items: [CGRect] = []
    var supplementaries: [PlacedSupplementary] = []
    var orthogonal: OrthogonalBand?
  }

  var sections: [Section] = []
  var contentSize: CGSize = .zero

  init() {}

  /// `container` is the collection view's size less its content insets: fractions of top-level
  /// groups refer to it, less the section's insets across the scroll direction. `fittedSize` gives
  /// the size a self-sizing item's cell asked for (by section and item), nil until it has;
  /// `fittedSupplementarySize` the size a boundary item's view asked for in its estimated
  /// dimensions.
  init(
    sections: [(section: NSCollectionLayoutSection, items: Int)], container: CGSize, spacing: CGFloat,
    direction: UICollectionView.ScrollDirection, fittedSize: (IndexPath) -> CGSize? = { _ in nil },
    fittedSupplementarySize: (SupplementaryElement) -> CGSize? = { _ in nil }
  ) {
    let axis = LayoutAxis(vertical: direction == .vertical)
    var main: CGFloat = 0
    for (index, (section, count)) in sections.enumerated() {
      if index > 0 { main += spacing }
      let sectionStart = main
      var placed = Section()
      let insets = axis.insets(section.contentInsets)
      let crossRoom = max(0, axis.cross(container) - insets.crossLeading - insets.crossTrailing)
      let groupContainer = axis.size(main: axis.main(container), cross: crossRoom)
      let follows = section.supplementariesFollowContentInsets
      let boundaryCross = follows ? insets.crossLeading : 0
      let boundaryContainer = axis.size(
        main: axis.main(container), cross: follows ? crossRoom : axis.cross(container))
      let boundaries = section.boundarySupplementaryItems
      for item in boundaries where axis.isLeading(item.alignment) {
        let size = Self.boundarySize(
          item, in: boundaryContainer,
          fitted: fittedSupplementarySize(
            SupplementaryElement(kind: item.elementKind, indexPath: IndexPath(item: 0, section: index))))
        placed.supplementaries.append(
          PlacedSupplementary(
            item, frame: axis.rect(main: main, cross: boundaryCross, size: size), leading: true))
        main += axis.main(size)
      }
      let bandStart = main
      main += insets.mainLeading
      let orthogonal = section.orthogonalScrollingBehavior != .none
      var along: CGFloat = 0
      var thickness: CGFloat = 0
      var groupStarts: [CGFloat] = []
      var groupLengths: [CGFloat] = []
      var remaining = count
      while remaining > 0 {
        let estimate = section.group.layoutSize.resolved(in: groupContainer)
        let origin =
          orthogonal
          ? axis.point(main: main, cross: insets.crossLeading + along)
          : axis.point(main: main + along, cross: insets.crossLeading)
        let before = remaining
        let groupSize = GroupPlacement.place(
          section.group, size: estimate, at: origin, remaining: &remaining, into: &placed.items,
          fitted: { fittedSize(IndexPath(item: $0, section: index)) })
        guard remaining < before else { break }  // a group with no room for an item would loop forever
        groupStarts.append(insets.crossLeading + along)
        groupLengths.append(axis.cross(groupSize))
        along += (orthogonal ? axis.cross(groupSize) : axis.main(groupSize)) + section.interGroupSpacing
        thickness = max(thickness, orthogonal ? axis.main(groupSize) : axis.cross(groupSize))
      }
      if !groupStarts.isEmpty { along -= section.interGroupSpacing }
      main += orthogonal ? (groupStarts.isEmpty ? 0 : thickness) : max(along, 0)
      main += insets.mainTrailing
      if orthogonal {
        placed.orthogonal = OrthogonalBand(
          frame: axis.rect(
            main: bandStart, cross: 0, size: axis.size(main: main - bandStart, cross: axis.cross(container))),
          contentLength: insets.crossLeading + max(along, 0) + insets.crossTrailing,
          leadingInset: insets.crossLeading, groupStarts: groupStarts, groupLengths: groupLengths,
          behavior: section.orthogonalScrollingBehavior, scrollsHorizontally: axis.vertical)
      }
      for item in boundaries where axis.isTrailing(item.alignment) {
        let size = Self.boundarySize(
          item, in: boundaryContainer,
          fitted: fittedSupplementarySize(
            SupplementaryElement(kind: item.elementKind, indexPath: IndexPath(item: 0, section: index))))
        placed.supplementaries.append(
          PlacedSupplementary(
            item, frame: axis.rect(main: main, cross: boundaryCross, size: size), leading: false))
        main += axis.main(size)
      }
      for index in placed.supplementaries.indices where placed.supplementaries[index].pin != nil {
        placed.supplementaries[index].pin?.sectionSpan = sectionStart...main
      }
      self.sections.append(placed)
    }
    contentSize = axis.size(main: main, cross: axis.cross(container))
  }
}

extension CompositionalArrangement {
  /// A boundary item's size: its layout size in the container, its estimated dimensions replaced by
  /// what its view asked for once it has.
  static func boundarySize(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, in container: CGSize, fitted: CGSize?
  ) -> CGSize {
    var size = item.layoutSize.resolved(in: container)
    guard let fitted else { return size }
    if item.layoutSize.widthDimension.isEstimated { size.width = fitted.width }
    if item.layoutSize.heightDimension.isEstimated { size.height = fitted.height }
    return size
  }
}

/// The band an orthogonally scrolling section occupies across the layout (in content coordinates),
/// and what its own scroll view needs: the length of its row of groups, the section's leading inset
/// and where each group starts and how long it is (all along the band, from its leading edge).
struct OrthogonalBand {
  var frame: CGRect
  var contentLength: CGFloat
  var leadingInset: CGFloat
  var groupStarts: [CGFloat]
  var groupLengths: [CGFloat]
  var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  /// True in a vertical layout (the band scrolls across it, horizontally).
  var scrollsHorizontally: Bool
}

/// A layout's two axes named by their role: along the scroll direction (main) and across it.
struct LayoutAxis {
  let vertical: Bool

  struct Insets {
    var mainLeading: CGFloat
    var mainTrailing: CGFloat
    var crossLeading: CGFloat
    var crossTrailing: CGFloat
  }

  func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
  func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

  func size(main: CGFloat, cross: CGFloat) -> CGSize {
    vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }

  func point(main: CGFloat, cross: CGFloat) -> CGPoint {
    vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
  }

  func rect(main: CGFloat, cross: CGFloat, size: CGSize) -> CGRect {
    CGRect(origin: point(main: main, cross: cross), size: size)
  }

  func insets(_ insets: NSDirectionalEdgeInsets) -> Insets {
    vertical
      ? Insets(
        mainLeading: insets.top, mainTrailing: insets.bottom, crossLeading: insets.leading,
        crossTrailing: insets.trailing)
      : Insets(
        mainLeading: insets.leading, mainTrailing: insets.trailing, crossLeading: insets.top,
        crossTrailing: insets.bottom)
  }

  /// Boundary items before a section along the scroll direction (headers): the top edge of a
  /// vertical layout, the leading edge of a horizontal one.
  func isLeading(_ alignment: NSRectAlignment) -> Bool {
    vertical
      ? [.top, .topLeading, .topTrailing].contains(alignment)
      : [.leading, .topLeading, .bottomLeading].contains(alignment)
  }

  func isTrailing(_ alignment: NSRectAlignment) -> Bool {
    vertical
      ? [.bottom, .bottomLeading, .bottomTrailing].contains(alignment)
      : [.trailing, .topTrailing, .bottomTrailing].contains(alignment)
  }
}
