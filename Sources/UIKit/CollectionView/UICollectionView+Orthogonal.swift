import Foundation

/// Sections that scroll across the layout: each has an `OrthogonalSectionScrollView` over its band
/// holding its cells. Layout attributes stay in the layout's unscrolled coordinates (as UIKit's
/// do); a cell's frame is in its scroll view's content.
extension UICollectionView {
  /// Gives each orthogonal section of the prepared layout its scroll view, and takes away those of
  /// sections that no longer scroll (with their cells).
  func updateOrthogonalScrollers() {
    let bands = collectionViewLayout.orthogonalBands
    for (section, scroller) in orthogonalScrollers where bands[section] == nil {
      for (element, view) in visibleViews where view.superview === scroller {
        visibleViews[element] = nil
        recycle(view, element: element, notify: true)
      }
      scroller.removeFromSuperview()
      orthogonalScrollers[section] = nil
    }
    for (section, band) in bands {
      if let scroller = orthogonalScrollers[section] {
        scroller.band = band
      } else {
        let scroller = OrthogonalSectionScrollView(band: band, collectionView: self)
        insertSubview(scroller, at: backgroundView == nil ? 0 : 1)
        orthogonalScrollers[section] = scroller
      }
    }
  }

  /// The cells of orthogonal sections that show in `visible` (content coordinates): each section's
  /// items in the part of its band on screen, moved by the band's own scroll.
  func orthogonalElements(in visible: CGRect) -> [UICollectionViewLayoutAttributes] {
    var result: [UICollectionViewLayoutAttributes] = []
    for (section, scroller) in orthogonalScrollers.sorted(by: { $0.key < $1.key }) {
      let shown = visible.intersection(scroller.frame)
      guard !shown.isNull, shown.width > 0, shown.height > 0 else { continue }
      let window = shown.offsetBy(dx: scroller.bounds.minX, dy: scroller.bounds.minY)
      result += (collectionViewLayout.layoutAttributesForElements(in: window) ?? []).filter {
        $0.representedElementCategory == .cell && $0.indexPath.section == section
          && Self.overlaps($0.frame, window)
      }
    }
    return result
  }

  /// A point of the content in the layout's unscrolled coordinates, and the orthogonal section whose
  /// band it is in.
  func unscrolled(_ point: CGPoint) -> (CGPoint, section: Int?) {
    for (section, scroller) in orthogonalScrollers where scroller.frame.contains(point) {
      return (CGPoint(x: point.x + scroller.bounds.minX, y: point.y + scroller.bounds.minY), section)
    }
    return (point, nil)
  }

  /// The frame a view takes for its attributes in its superview: an orthogonal section's cell sits
  /// in its band's scroll view.
  func containerFrame(for attributes: UICollectionViewLayoutAttributes) -> CGRect {
    guard attributes.representedElementCategory == .cell,
      let scroller = orthogonalScrollers[attributes.indexPath.section]
    else { return attributes.frame }
    return attributes.frame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
  }

  /// A shown view's frame in the layout's coordinates (the inverse of `containerFrame(for:)`).
  func layoutFrame(of view: UIView) -> CGRect {
    guard let scroller = view.superview as? OrthogonalSectionScrollView else { return view.frame }
    return view.frame.offsetBy(dx: scroller.frame.minX, dy: scroller.frame.minY)
  }
}
