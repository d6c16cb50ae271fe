import Foundation

/// A scrolling view of items in sections, placed by a `UICollectionViewLayout` and drawn with
/// reusable cells and supplementary views: only the elements in view have views.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  public enum ScrollDirection: Int, Sendable {
    case vertical, horizontal
  }

  public enum ElementCategory: UInt, Sendable {
    case cell, supplementaryView, decorationView
  }

  /// Where `scrollToItem(at:at:animated:)` puts the item (one vertical and one horizontal choice).
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// UIKit's kind strings for flow layout headers and footers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      layoutDidInvalidate()
    }
  }
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }
  open var allowsSelection = true
  /// Editing mode: list cells show their `.whenEditing` accessories (a delete control) in it.
  open var isEditing = false {
    didSet {
      for case let cell as UICollectionViewCell in visibleViews.values {
        cell.isEditingInCollection = isEditing
      }
    }
  }
  open var allowsMultipleSelection = false
  /// Whether items can be selected in editing mode (Apple's default: false).
  open var allowsSelectionDuringEditing = false
  /// Whether several items can be selected in editing mode (Apple's default: false).
  open var allowsMultipleSelectionDuringEditing = false
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }

  /// Section and item counts as the data source last gave them.
  var itemCounts: [Int] = []
  var needsReload = true
  var needsPrepare = true
  /// The elements on screen and their views.
  var visibleViews: [CollectionElement: UICollectionReusableView] = [:]
  var reuseQueues: [String: [UICollectionReusableView]] = [:]
  var registeredClasses: [String: UICollectionReusableView.Type] = [:]
  var selectedItems: Set<IndexPath> = []
  var highlightedItem: IndexPath?
  var batch: CollectionBatch?
  /// Views animating out of an update; they go to the reuse queues when the animation ends.
  var disappearingViews: [ObjectIdentifier: (view: UICollectionReusableView, element: CollectionElement)] =
    [:]
  /// The scroll views of sections that scroll across the layout, by section.
  var orthogonalScrollers: [Int: OrthogonalSectionScrollView] = [:]
  /// Items of list sections swiped open to their actions.
  private(set) var swipeController: RowSwipeController!
  /// The item moving interactively, and where a reorder control's drag started.
  var movement: ItemMovement?
  var reorderStart: CGPoint?

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    backgroundColor = .systemBackground
    swipeController = RowSwipeController(host: self)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Prepares the layout when it is stale, then shows the elements in view: recycles the views of
  /// elements that left, asks the data source for those that came in.
  override open func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    prepareLayoutIfNeeded()
    layoutVisibleElements()
  }

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    setNeedsLayout()
    if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { needsPrepare = true }
    // Scrolling closes an item swiped open, as a table's row.
    if oldBounds.origin != bounds.origin, swipeController.pan.state == .possible {
      swipeController.close(animated: true)
    }
  }

  /// Forgets every view and count and asks the data source again.
  open func reloadData() {
    for (element, view) in visibleViews { recycle(view, element: element, notify: false) }
    visibleViews.removeAll()
    for (view, element) in disappearingViews.values { recycle(view, element: element, notify: false) }
    disappearingViews.removeAll()
    selectedItems.removeAll()
    highlightedItem = nil
    needsReload = true
    layoutDidInvalidate()
  }

  open var numberOfSections: Int {
    ensureCounts()
    return itemCounts.count
  }

  open func numberOfItems(inSection section: Int) -> Int {
    ensureCounts()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  open var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
  }

  open var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
  }

  /// The cell of a visible item; nil for one off screen.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeeded()
    return visibleViews[CollectionElement(category: .cell, kind: nil, indexPath: indexPath)]
      as? UICollectionViewCell
  }

  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visibleViews.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
  }

  /// The item under `point` (content coordinates), if any.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let (point, section) = unscrolled(point)
    let probe = CGRect(origin: point, size: CGSize(width: 1, height: 1))
    return collectionViewLayout.layoutAttributesForElements(in: probe)?
      .first {
        $0.representedElementCategory == .cell && $0.frame.contains(point)
          && (section == nil || $0.indexPath.section == section)
      }?.indexPath
  }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    layoutIfNeeded()
    return visibleViews[
      CollectionElement(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
  }

  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    layoutIfNeeded()
    return visibleViews.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }
      .map(\.value)
  }

  /// Scrolls so the item sits at the position asked for on each axis (clamped to the content). An
  /// item of a section that scrolls across the layout: the positions along the section's band scroll
  /// the band, the others the collection view.
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var outer = scrollPosition
    if let band = orthogonalScrollers[indexPath.section] {
      let along: ScrollPosition =
        band.band.scrollsHorizontally
        ? [.left, .centeredHorizontally, .right] : [.top, .centeredVertically, .bottom]
      let inBand = frame.offsetBy(dx: -band.frame.minX, dy: -band.frame.minY)
      band.setContentOffset(
        band.offset(showing: inBand, at: scrollPosition.intersection(along)), animated: animated)
      outer.subtract(along)
    }
    setContentOffset(offset(showing: frame, at: outer), animated: animated)
  }

  // MARK: Batch updates (UICollectionView+Updates)

  /// Changes items and sections as one animated update; `completion` runs when the animations end.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginBatch()
    updates?()
    if let completion { batch?.completions.append(completion) }
    endBatch()
  }

  open func insertItems(at indexPaths: [IndexPath]) {
    record { for path in indexPaths { $0.insertedRows[path] = () } }
  }

  open func deleteItems(at indexPaths: [IndexPath]) {
    record { for path in indexPaths { $0.deletedRows[path] = () } }
  }

  open func reloadItems(at indexPaths: [IndexPath]) {
    record { for path in indexPaths { $0.reloadedRows[path] = () } }
  }

  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows[indexPath] = newIndexPath }
  }

  open func insertSections(_ sections: IndexSet) {
    record { for section in sections { $0.insertedSections[section] = () } }
  }

  open func deleteSections(_ sections: IndexSet) {
    record { for section in sections { $0.deletedSections[section] = () } }
  }

  open func reloadSections(_ sections: IndexSet) {
    record { for section in sections { $0.reloadedSections[section] = () } }
  }

  open func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections[section] = newSection }
  }

  func layoutDidInvalidate() {
    needsPrepare = true
    setNeedsLayout()
  }

  func ensureCounts() {
    guard needsReload else { return }
    needsReload = false
    let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    itemCounts = (0..<max(sections, 0)).map {
      max(dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0, 0)
    }
  }

  func prepareLayoutIfNeeded() {
    ensureCounts()
    guard needsPrepare else { return }
    needsPrepare = false
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
    updateOrthogonalScrollers()
  }
}
