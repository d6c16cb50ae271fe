import Foundation

/// A collection view's batch: its changes carry no per-item animation (the layout decides).
typealias CollectionBatch = UpdateBatch<Void>

extension UICollectionView {
  func beginBatch() {
    if batch != nil {
      batch?.depth += 1
      return
    }
    ensureCounts()
    batch = CollectionBatch(countsBefore: itemCounts)
  }

  func endBatch() {
    guard var current = batch else { return }
    current.depth -= 1
    guard current.depth == 0 else {
      batch = current
      return
    }
    batch = nil
    commit(current.update, countsBefore: current.countsBefore, completions: current.completions)
  }

  /// Records a change into the open batch, or makes it a batch of its own.
  func record(_ change: (inout TableUpdate<Void>) -> Void) {
    beginBatch()
    change(&batch!.update)
    endBatch()
  }

  /// Checks the batch against the data source's new counts as UIKit does (reporting UIKit's
  /// exception message and reloading where UIKit raises), then animates every view from its old
  /// attributes to the new layout's.
  private func commit(_ update: TableUpdate<Void>, countsBefore: [Int], completions: [(Bool) -> Void]) {
    let finish: (Bool) -> Void = { finished in for completion in completions { completion(finished) } }
    let oldFrames = allItemFrames()
    needsReload = true
    ensureCounts()
    switch update.resolve(before: countsBefore, after: itemCounts, nouns: .collection) {
    case .success(let map):
      layoutDidInvalidate()
      prepareLayoutIfNeeded()
      animateUpdate(map, oldFrames: oldFrames, finish)
    case .failure(let error):
      CollectionDiagnostics.report(error.message)
      reloadData()
      finish(false)
    }
  }

  /// The frame of every item in the current layout, by index path.
  private func allItemFrames() -> [IndexPath: CGRect] {
    prepareLayoutIfNeeded()
    let everything = CGRect(origin: CGPoint(x: -1e9, y: -1e9), size: CGSize(width: 2e9, height: 2e9))
    var frames: [IndexPath: CGRect] = [:]
    for item in collectionViewLayout.layoutAttributesForElements(in: everything) ?? []
    where item.representedElementCategory == .cell {
      frames[item.indexPath] = item.frame
    }
    return frames
  }

  private func animateUpdate(
    _ map: TableUpdateMap, oldFrames: [IndexPath: CGRect], _ finish: @escaping (Bool) -> Void
  ) {
    var carried: [IndexPath: UICollectionReusableView] = [:]
    var leaving:
      [(view: UICollectionReusableView, element: CollectionElement, end: UICollectionViewLayoutAttributes)] =
        []
    for (element, view) in visibleViews {
      if element.category == .cell, let new = map.newIndexPath(for: element.indexPath), !map.isFresh(new) {
        carried[new] = view
      } else {
        leaving.append((view, element, finalAttributes(for: element, view: view)))
      }
    }
    visibleViews.removeAll()
    highlightedItem = nil
    selectedItems = Set(selectedItems.compactMap { map.newIndexPath(for: $0) }.filter { !map.isFresh($0) })
    let layout = collectionViewLayout
    let wanted = elementsInView()
    let previous = map.previousIndexPaths(
      for: Set(wanted.filter { $0.representedElementCategory == .cell }.map(\.indexPath)))
    var moves: [(view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)] = []
    UIView.performWithoutAnimation {
      for attributes in wanted {
        let element = attributes.element
        if element.category == .cell, let view = carried.removeValue(forKey: element.indexPath) {
          visibleViews[element] = view
          moves.append((view, attributes))
          continue
        }
        let start: UICollectionViewLayoutAttributes
        if element.category == .cell, !map.isFresh(element.indexPath), let old = previous[element.indexPath],
          let frame = oldFrames[old], let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        {
          copy.frame = frame
          start = copy
        } else if element.category == .cell {
          start = layout.initialLayoutAttributesForAppearingItem(at: element.indexPath) ?? attributes
        } else {
          start = attributes
        }
        guard let view = display(element, attributes: start) else { continue }
        moves.append((view, attributes))
      }
      // Cells that stay but end up off screen slide there, then go to the reuse queue.
      for (new, view) in carried {
        guard let end = layout.layoutAttributesForItem(at: new) else { continue }
        leaving.append((view, CollectionElement(category: .cell, kind: nil, indexPath: new), end))
      }
    }
    for (view, element, _) in leaving { disappearingViews[ObjectIdentifier(view)] = (view, element) }
    UIView.animate(
      withDuration: UITableView.rowAnimationDuration,
      animations: {
        for (view, attributes) in moves { self.apply(attributes, to: view) }
        for (view, _, end) in leaving { self.apply(end, to: view) }
      },
      completion: { [weak self] finished in
        self?.endDisappearing(leaving.map(\.view))
        finish(finished)
      })
  }

  /// Where a removed view ends: a deleted cell as the layout's
  /// `finalLayoutAttributesForDisappearingItem` says, else faded out where it is.
  private func finalAttributes(for element: CollectionElement, view: UICollectionReusableView)
    -> UICollectionViewLayoutAttributes
  {
    if element.category == .cell,
      let custom = collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: element.indexPath)
    {
      return custom
    }
    let faded = UICollectionViewLayoutAttributes(
      indexPath: element.indexPath, category: element.category, kind: element.kind)
    faded.frame = layoutFrame(of: view)
    faded.alpha = 0
    return faded
  }

  private func endDisappearing(_ views: [UICollectionReusableView]) {
    for view in views {
      guard let (view, element) = disappearingViews.removeValue(forKey: ObjectIdentifier(view)) else {
        continue
      }
      view.alpha = 1
      recycle(view, element: element, notify: true)
    }
  }
}
