import Foundation

extension UICollectionView {
  var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

  /// Shows a view for every element the layout puts in the visible rectangle and recycles the rest.
  func layoutVisibleElements() {
    let wanted = invalidatingVisibleItems(elementsInView())
    let elements = Set(wanted.map(\.element))
    for (element, view) in visibleViews where !elements.contains(element) {
      visibleViews[element] = nil
      recycle(view, element: element, notify: true)
    }
    for item in wanted {
      if let view = visibleViews[item.element] {
        // While an item moves interactively, its section's cells are placed by the movement.
        if let movement, item.element.category == .cell, item.indexPath.section == movement.source.section {
          continue
        }
        apply(item, to: view)
      } else {
        display(item.element, attributes: item)
      }
    }
  }

  /// The layout's cells and supplementary views that overlap the bounds (an element that only
  /// touches an edge is not in view), in the layout's order.
  func elementsInView() -> [UICollectionViewLayoutAttributes] {
    let visible = bounds
    let shown = (collectionViewLayout.layoutAttributesForElements(in: visible) ?? []).filter { item in
      item.representedElementCategory != .decorationView && Self.overlaps(item.frame, visible)
        && !(item.representedElementCategory == .cell && orthogonalScrollers[item.indexPath.section] != nil)
    }
    return shown + orthogonalElements(in: visible)
  }

  /// The elements in view after each section's `visibleItemsInvalidationHandler` has seen (and
  /// perhaps changed) copies of its own; sections without a handler keep the layout's attributes.
  func invalidatingVisibleItems(_ elements: [UICollectionViewLayoutAttributes])
    -> [UICollectionViewLayoutAttributes]
  {
    let layout = collectionViewLayout
    var bySection: [Int: [VisibleLayoutItem]] = [:]
    let result = elements.map { attributes in
      let section = attributes.indexPath.section
      guard layout.visibleItemsInvalidation(ofSection: section) != nil,
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes
      else { return attributes }
      bySection[section, default: []].append(VisibleLayoutItem(copy))
      return copy
    }
    for (section, items) in bySection.sorted(by: { $0.key < $1.key }) {
      guard let (handler, environment) = layout.visibleItemsInvalidation(ofSection: section) else { continue }
      var offset = contentOffset
      if let band = orthogonalScrollers[section] {
        if band.band.scrollsHorizontally {
          offset.x = band.contentOffset.x
        } else {
          offset.y = band.contentOffset.y
        }
      }
      handler(items, offset, environment)
    }
    return result
  }

  /// Whether two rectangles share area (touching edges do not).
  static func overlaps(_ frame: CGRect, _ visible: CGRect) -> Bool {
    frame.minX < visible.maxX && frame.maxX > visible.minX && frame.minY < visible.maxY
      && frame.maxY > visible.minY
  }

  /// Asks the data source for an element's view and shows it with the layout's attributes.
  @discardableResult
  func display(_ element: CollectionElement, attributes: UICollectionViewLayoutAttributes)
    -> UICollectionReusableView?
  {
    guard let dataSource else { return nil }
    let view: UICollectionReusableView
    if element.category == .cell {
      let cell = dataSource.collectionView(self, cellForItemAt: element.indexPath)
      cell.collectionView = self
      cell.isSelected = selectedItems.contains(element.indexPath)
      cell.isEditingInCollection = isEditing
      view = cell
    } else {
      view = dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: element.kind ?? "", at: element.indexPath)
    }
    apply(attributes, to: view)
    // Supplementary views above cells, as UIKit orders them by default; an orthogonal section's
    // cells in its scroll view.
    if element.category == .cell, let scroller = orthogonalScrollers[element.indexPath.section] {
      scroller.insertSubview(view, at: 0)
    } else if element.category == .cell {
      insertSubview(view, at: backgroundView == nil ? 0 : 1)
    } else {
      addSubview(view)
    }
    visibleViews[element] = view
    if let cell = view as? UICollectionViewCell {
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
      fitSelfSizing(cell, attributes: attributes)
    } else if let kind = element.kind {
      fitSelfSizing(
        view, as: SupplementaryElement(kind: kind, indexPath: element.indexPath), attributes: attributes)
    }
    return view
  }

  /// Places a view by its attributes' centre and size, under their transform (as UIKit does: a
  /// transformed view's frame is its bounding box, so the frame is never set).
  func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
    let frame = containerFrame(for: attributes)
    let center = CGPoint(x: frame.midX, y: frame.midY)
    if view.bounds.size != frame.size { view.bounds.size = frame.size }
    if view.center != center { view.center = center }
    if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
    if view.transform != attributes.transform { view.transform = attributes.transform }
    if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
    view.layer.zPosition = CGFloat(attributes.zIndex)
    view.apply(attributes)
  }

  /// An item the layout estimates (a flow layout's `estimatedItemSize`, a compositional item's
  /// estimated dimension) asks its new cell for the size it wants; a different size goes to the
  /// layout, which lays out again.
  private func fitSelfSizing(_ cell: UICollectionViewCell, attributes: UICollectionViewLayoutAttributes) {
    let layout = collectionViewLayout
    guard !layout.estimatedAxes(ofItemAt: attributes.indexPath).isEmpty,
      let copy = attributes.copy() as? UICollectionViewLayoutAttributes
    else { return }
    let size = cell.preferredLayoutAttributesFitting(copy).size
    guard size.width.isFinite, size.height.isFinite, size != attributes.size,
      layout.fittedSizes[attributes.indexPath] != size
    else { return }
    layout.fittedSizes[attributes.indexPath] = size
    layoutDidInvalidate()
  }

  /// A supplementary view the layout estimates (a compositional boundary item's estimated
  /// dimension) is asked for the size it wants, as self-sizing cells are.
  private func fitSelfSizing(
    _ view: UICollectionReusableView, as element: SupplementaryElement,
    attributes: UICollectionViewLayoutAttributes
  ) {
    let layout = collectionViewLayout
    let axes = layout.estimatedAxes(ofSupplementary: element)
    guard !axes.isEmpty, let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return }
    view.estimatedAxes = axes
    let size = view.preferredLayoutAttributesFitting(copy).size
    guard size.width.isFinite, size.height.isFinite, size != attributes.size,
      layout.fittedSupplementarySizes[element] != size
    else { return }
    layout.fittedSupplementarySizes[element] = size
    layoutDidInvalidate()
  }
}
