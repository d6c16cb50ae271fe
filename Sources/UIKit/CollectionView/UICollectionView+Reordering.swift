import Foundation

/// An item being moved interactively: where it came from, where it would land, its cell.
struct ItemMovement {
  let source: IndexPath
  var destination: IndexPath
  let cell: UICollectionViewCell
}

extension UICollectionView {
  /// Starts moving an item the data source can move (`canMoveItemAt`); false for one it cannot, or
  /// while another moves. Until the movement ends the item's cell follows
  /// `updateInteractiveMovementTargetPosition(_:)` and the other items of its section make room.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard movement == nil, let dataSource, let cell = cellForItem(at: indexPath),
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    swipeController.close(animated: false)
    movement = ItemMovement(source: indexPath, destination: indexPath, cell: cell)
    bringSubviewToFront(cell)
    return true
  }

  /// Centres the moving item's cell on `targetPosition` (content coordinates); the item would land
  /// at the place of its section's item under that point, and the items between slide over the
  /// table's 0.3 s to make room. The engine keeps a moving item in its own section.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var current = movement else { return }
    current.cell.center = targetPosition
    let source = current.source
    let count = numberOfItems(inSection: source.section)
    let under = (0..<count).first { item in
      layoutAttributesForItem(at: IndexPath(item: item, section: source.section))?.frame.contains(
        targetPosition)
        == true
    }
    guard let under, under != current.destination.item else { return }
    current.destination = IndexPath(item: under, section: source.section)
    movement = current
    slideItems(for: current)
  }

  /// Ends the movement: the data source hears `moveItemAt` (if the item moved), the cells take their
  /// new index paths and slide to their places.
  public func endInteractiveMovement() {
    guard let current = movement else { return }
    movement = nil
    let (source, destination) = (current.source, current.destination)
    if source != destination { dataSource?.collectionView(self, moveItemAt: source, to: destination) }
    var views: [CollectionElement: UICollectionReusableView] = [:]
    for (element, view) in visibleViews {
      guard element.category == .cell, element.indexPath.section == source.section else {
        views[element] = view
        continue
      }
      let moved = RowReorder.moved(element.indexPath, from: source, to: destination)
      views[CollectionElement(category: .cell, kind: nil, indexPath: moved)] = view
    }
    visibleViews = views
    selectedItems = Set(selectedItems.map { RowReorder.moved($0, from: source, to: destination) })
    settle()
  }

  /// Ends the movement with every item back in its place.
  public func cancelInteractiveMovement() {
    guard movement != nil else { return }
    movement = nil
    settle()
  }

  /// Follows a list cell's `.reorder` accessory: the drag moves the item along the list.
  func reorderPan(_ pan: UIPanGestureRecognizer, cell: UICollectionViewCell) {
    switch pan.state {
    case .began:
      guard let indexPath = indexPath(for: cell) else { return }
      reorderStart = cell.center
      beginInteractiveMovementForItem(at: indexPath)
    case .changed:
      guard let start = reorderStart else { return }
      updateInteractiveMovementTargetPosition(CGPoint(x: start.x, y: start.y + pan.translation(in: self).y))
    case .ended:
      reorderStart = nil
      endInteractiveMovement()
    case .cancelled, .failed:
      reorderStart = nil
      cancelInteractiveMovement()
    default:
      break
    }
  }

  /// Slides the section's other items to where they stand with the moving item at its destination.
  private func slideItems(for movement: ItemMovement) {
    UIView.animate(withDuration: UITableView.reorderDuration, delay: 0, options: [.allowUserInteraction]) {
      for (element, view) in self.visibleViews
      where element.category == .cell && element.indexPath.section == movement.source.section
        && view !== movement.cell
      {
        let place = RowReorder.moved(element.indexPath, from: movement.source, to: movement.destination)
        if let frame = self.layoutAttributesForItem(at: place)?.frame { view.frame = frame }
      }
    }
  }

  /// Lays the cells out at their layout places again, sliding there.
  private func settle() {
    needsPrepare = true
    UIView.animate(withDuration: UITableView.reorderDuration, delay: 0, options: [.allowUserInteraction]) {
      self.setNeedsLayout()
      self.layoutIfNeeded()
    }
  }
}
