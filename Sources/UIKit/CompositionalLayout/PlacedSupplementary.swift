import Foundation

/// A section's boundary supplementary item as a compositional layout placed it: its kind, its frame
/// in content coordinates, its z-index and, for one that `pinToVisibleBounds`, what pinning needs.
struct PlacedSupplementary {
  /// A pinned header (`leading`) or footer, with its section's extent along the scroll direction.
  struct Pin {
    var leading: Bool
    var sectionSpan: ClosedRange<CGFloat> = 0...0
  }

  var kind: String
  var frame: CGRect
  var zIndex: Int
  var pin: Pin?

  init(_ item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect, leading: Bool) {
    kind = item.elementKind
    self.frame = frame
    zIndex = item.zIndex
    pin = item.pinToVisibleBounds ? Pin(leading: leading) : nil
  }

  /// Where the item shows when the layout's visible span along its scroll direction is `visible`
  /// (the bounds less the content insets). Apple, `pinToVisibleBounds`: "whether a header is pinned
  /// to the top or bottom visible boundary of the section ... it's attached to": a pinned header
  /// stays at the start of the visible span while its section scrolls under it and is pushed back by
  /// the section's end; a pinned footer stays at the end of the span while its section is on screen,
  /// never before the section's start. Neither leaves its own place the other way (pulled past the
  /// content's start a header stays put), as a plain table's headers float.
  func frame(visible: ClosedRange<CGFloat>, vertical: Bool) -> CGRect {
    guard let pin else { return frame }
    let natural = vertical ? frame.minY : frame.minX
    let length = vertical ? frame.height : frame.width
    let main =
      pin.leading
      ? max(natural, min(visible.lowerBound, pin.sectionSpan.upperBound - length))
      : min(natural, max(visible.upperBound - length, pin.sectionSpan.lowerBound))
    var moved = frame
    if vertical { moved.origin.y = main } else { moved.origin.x = main }
    return moved
  }
}
