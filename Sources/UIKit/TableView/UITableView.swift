import Foundation

/// A vertical list of rows in sections, drawn with reusable cells: only the rows on screen have
/// cells; a cell that scrolls away waits in a reuse queue for `dequeueReusableCell`.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  /// A height the table works out itself (for headers and footers: from their title or view; for
  /// rows: from the cell's Auto Layout content).
  public static let automaticDimension: CGFloat = -1

  public let style: Style
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { reloadData() }
  }
  /// UIKit's default row height.
  open var rowHeight: CGFloat = 44 { didSet { invalidateGeometry() } }
  open var estimatedRowHeight: CGFloat = automaticDimension
  open var sectionHeaderHeight: CGFloat = automaticDimension { didSet { invalidateGeometry() } }
  open var sectionFooterHeight: CGFloat = automaticDimension { didSet { invalidateGeometry() } }
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  open var separatorColor: UIColor? = .separator
  open var allowsSelection = true
  open var allowsMultipleSelection = false

  /// A view above the first section; its height is its frame's.
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      invalidateGeometry()
    }
  }
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      invalidateGeometry()
    }
  }

  var geometry = TableGeometry()
  /// The heights of `automaticDimension` rows, measured from their cells when shown.
  var measuredRowHeights: [IndexPath: CGFloat] = [:]
  var needsReload = true
  /// The cells on screen, by row.
  var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]
  var sectionHeaderViews: [Int: UIView] = [:]
  var sectionFooterViews: [Int: UIView] = [:]
  var reuseQueues: [String: [UITableViewCell]] = [:]
  var registeredCellClasses: [String: UITableViewCell.Type] = [:]
  var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
  var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  /// Header-footer views the table made for section titles, off screen.
  var spareTitleViews: [UITableViewHeaderFooterView] = []
  var selectedRows: Set<IndexPath> = []
  var highlightedRow: IndexPath?
  /// The batch being recorded between `beginUpdates` and `endUpdates` (or in `performBatchUpdates`).
  var batch: UpdateBatch<RowAnimation>?
  /// Cells animating out of an update; they go to the reuse queue when the animation ends.
  var disappearingCells: [ObjectIdentifier: (cell: UITableViewCell, indexPath: IndexPath)] = [:]
  /// Rows swiped open to their actions.
  private(set) var swipeController: RowSwipeController!
  /// The row being dragged by its reorder control.
  var reorder: RowReorder?
  private var editing = false

  /// Whether rows may be selected in editing mode (UIKit's default: false).
  open var allowsSelectionDuringEditing = false

  /// Whether the rows show their editing controls; setting it is `setEditing(_:animated: false)`.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// Turns editing mode on or off: each row shows the control its delegate's `editingStyleForRowAt`
  /// gives it (rows the data source cannot edit show none) and, where the data source can move
  /// it, a reorder control. An open swipe closes.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != self.editing else { return }
    self.editing = editing
    swipeController.close(animated: animated)
    for (indexPath, cell) in visibleCellsByRow {
      configureEditing(of: cell, at: indexPath)
      cell.setEditing(editing, animated: animated)
    }
  }

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    // UITableView bounces vertically even when its rows fit (as UIKit's does).
    alwaysBounceVertical = true
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    swipeController = RowSwipeController(host: self)
  }

  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Lays the cells out for the visible rows: builds the geometry after a reload, recycles the
  /// cells that left the screen, and asks the data source for the rows that came in.
  override open func layoutSubviews() {
    super.layoutSubviews()
    // A self-sizing row measured taller or shorter moves the rows after it, which may bring more
    // rows to measure: a few passes settle it (each only measures rows new on screen).
    for _ in 0..<4 {
      if needsReload { rebuildGeometry() }
      layoutVisibleRows()
      if !needsReload { break }
    }
  }

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    // Scrolling brings rows in and out: lay out again in this frame's layout pass.
    setNeedsLayout()
    if oldBounds.width != bounds.width {
      measuredRowHeights.removeAll()
      invalidateGeometry()
    }
    // Scrolling closes a row swiped open, as in UIKit.
    if oldBounds.origin != bounds.origin, swipeController.pan.state == .possible {
      swipeController.close(animated: true)
    }
  }

  /// Forgets every cell and row height and asks the data source again.
  open func reloadData() {
    for (indexPath, cell) in visibleCellsByRow {
      recycle(cell, at: indexPath, notify: false)
    }
    visibleCellsByRow.removeAll()
    for (cell, indexPath) in disappearingCells.values { recycle(cell, at: indexPath, notify: false) }
    disappearingCells.removeAll()
    for (section, view) in sectionHeaderViews {
      recycleSupplementary(view, section: section, footer: false, notify: false)
    }
    for (section, view) in sectionFooterViews {
      recycleSupplementary(view, section: section, footer: true, notify: false)
    }
    sectionHeaderViews.removeAll()
    sectionFooterViews.removeAll()
    selectedRows.removeAll()
    highlightedRow = nil
    measuredRowHeights.removeAll()
    invalidateGeometry()
  }

  open var numberOfSections: Int {
    ensureGeometry()
    return geometry.sections.count
  }

  open func numberOfRows(inSection section: Int) -> Int {
    ensureGeometry()
    return geometry.rowCount(in: section)
  }

  /// The rectangle of a row in the table's (content) coordinates.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    ensureGeometry()
    return geometry.rowRect(indexPath, width: bounds.width)
  }

  /// The row under `point` (content coordinates), if any.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    ensureGeometry()
    return geometry.indexPath(at: point.y)
  }

  /// The cells on screen, top to bottom.
  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return visibleCellsByRow.keys.sorted().compactMap { visibleCellsByRow[$0] }
  }

  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return visibleCellsByRow.keys.sorted()
  }

  /// The cell of a visible row; nil for a row off screen.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return visibleCellsByRow[indexPath]
  }

  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByRow.first { $0.value === cell }?.key
  }

  /// Scrolls so that the row is at the top, middle or bottom (or just visible with `.none`).
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    let rect = rectForRow(at: indexPath)
    guard rect != .zero else { return }
    let visibleHeight = bounds.height
    var y: CGFloat
    switch scrollPosition {
    case .none:
      return scrollRectToVisible(rect, animated: animated)
    case .top: y = rect.minY - adjustedContentInset.top
    case .middle: y = rect.midY - visibleHeight / 2
    case .bottom: y = rect.maxY - visibleHeight + adjustedContentInset.bottom
    }
    y = verticalRange.clamped(y)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  // MARK: Batch updates (UITableView+Updates)

  /// Changes rows and sections as one animated update. Call the insert, delete, reload and move
  /// methods and change the data source inside `updates`; `completion` runs when the animations end.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    if let completion { batch?.completions.append(completion) }
    endUpdates()
  }

  open func beginUpdates() {
    if batch != nil {
      batch?.depth += 1
      return
    }
    ensureGeometry()
    batch = UpdateBatch(countsBefore: geometry.sections.indices.map { geometry.rowCount(in: $0) })
  }

  open func endUpdates() {
    guard var current = batch else { return }
    current.depth -= 1
    guard current.depth == 0 else {
      batch = current
      return
    }
    batch = nil
    commit(current.update, countsBefore: current.countsBefore, completions: current.completions)
  }

  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { for path in indexPaths { $0.insertedRows[path] = animation } }
  }

  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { for path in indexPaths { $0.deletedRows[path] = animation } }
  }

  /// Asks the data source for new cells for these rows (index paths before the update).
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { for path in indexPaths { $0.reloadedRows[path] = animation } }
  }

  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows[indexPath] = newIndexPath }
  }

  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { for section in sections { $0.insertedSections[section] = animation } }
  }

  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { for section in sections { $0.deletedSections[section] = animation } }
  }

  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { for section in sections { $0.reloadedSections[section] = animation } }
  }

  open func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections[section] = newSection }
  }

  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  func invalidateGeometry() {
    needsReload = true
    setNeedsLayout()
  }

  func ensureGeometry() {
    if needsReload { rebuildGeometry() }
  }
}
