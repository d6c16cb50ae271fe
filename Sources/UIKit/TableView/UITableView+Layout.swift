import Foundation

extension UITableView {
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  func rebuildGeometry() {
    needsReload = false
    let dataSource = self.dataSource
    let delegate = tableDelegate
    let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    geometry = TableGeometry(
      tableHeaderHeight: tableHeaderView?.frame.height ?? 0, sectionCount: sectionCount,
      rowCount: { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 },
      headerHeight: { self.resolvedHeaderHeight(section: $0, footer: false) },
      rowHeight: { indexPath in
        let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? self.rowHeight
        guard asked == UITableView.automaticDimension else { return asked }
        return self.measuredRowHeights[indexPath] ?? self.estimatedAutomaticRowHeight
      },
      footerHeight: { self.resolvedHeaderHeight(section: $0, footer: true) },
      tableFooterHeight: tableFooterView?.frame.height ?? 0)
    contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
  }

  /// A section header's (or footer's) height: the delegate's, else `sectionHeaderHeight`; automatic
  /// means the view's own height (a header-footer view's as its content view's constraints fit it
  /// at the table's width, or its text label's as a title's), a title's 28 pt (plain) or 38 pt
  /// (grouped), or with neither a grouped table's 18 pt gap and nothing for a plain table (UIKit's
  /// defaults, as commonly measured).
  private func resolvedHeaderHeight(section: Int, footer: Bool) -> CGFloat {
    let asked =
      footer
      ? tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
      : tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    guard asked == UITableView.automaticDimension else { return asked }
    let titleHeight: CGFloat = style == .plain ? 28 : 38
    if let view = delegateSupplementaryView(section: section, footer: footer) {
      let shown = (footer ? sectionFooterViews : sectionHeaderViews)[section] === view
      // A dequeued view asked for only to be measured goes back to its queue.
      if !shown { enqueue(view) }
      guard let view = view as? UITableViewHeaderFooterView else { return view.frame.height }
      return view.fittingHeight(width: bounds.width) ?? (view.hasText ? titleHeight : view.frame.height)
    }
    let title =
      footer
      ? dataSource?.tableView(self, titleForFooterInSection: section)
      : dataSource?.tableView(self, titleForHeaderInSection: section)
    if title != nil { return titleHeight }
    return style == .plain ? 0 : 18
  }

  /// The horizontal span of the rows: the full width, or inset by 20 pt in `.insetGrouped`.
  private var rowInsetX: CGFloat { style == .insetGrouped ? 20 : 0 }

  /// A cell's frame for a row of `geometry`: the row's rectangle across the table's width, inset in
  /// `.insetGrouped`.
  func cellFrame(_ indexPath: IndexPath, in geometry: TableGeometry) -> CGRect {
    var rect = geometry.rowRect(indexPath, width: bounds.width)
    rect.origin.x = rowInsetX
    rect.size.width = max(0, bounds.width - 2 * rowInsetX)
    return rect
  }

  func layoutVisibleRows() {
    let visibleTop = bounds.minY
    let visibleBottom = bounds.maxY
    let wanted = geometry.rows(in: visibleTop, visibleBottom)
    let wantedSet = Set(wanted)
    for (indexPath, cell) in visibleCellsByRow where !wantedSet.contains(indexPath) {
      visibleCellsByRow[indexPath] = nil
      recycle(cell, at: indexPath, notify: true)
    }
    for indexPath in wanted {
      let rect = cellFrame(indexPath, in: geometry)
      if let cell = visibleCellsByRow[indexPath] {
        // While a row is dragged, its reorder places the rows.
        if reorder == nil, cell.frame != rect { cell.frame = rect }
        continue
      }
      displayCell(at: indexPath, frame: rect)
    }
    layoutSupplementaryViews(width: bounds.width)
  }

  /// Asks the data source for a row's cell and shows it at `frame`, behind the cells already shown.
  @discardableResult
  func displayCell(at indexPath: IndexPath, frame: CGRect) -> UITableViewCell? {
    guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { return nil }
    cell.tableView = self
    // A grouped table's cells stand on its grey: UIKit gives them `secondarySystemGroupedBackground`
    // (white on light, dark grey on dark) unless the app chose a colour.
    if style != .plain, cell.backgroundColor === UIColor.systemBackground {
      cell.backgroundColor = .secondarySystemGroupedBackground
    }
    cell.frame = frame
    cell.setSelected(selectedRows.contains(indexPath), animated: false)
    configureEditing(of: cell, at: indexPath)
    cell.setEditing(isEditing, animated: false)
    insertSubview(cell, at: 0)
    visibleCellsByRow[indexPath] = cell
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    measureIfAutomatic(cell, at: indexPath)
    return cell
  }

  /// Places the table's and the sections' headers and footers; with `creating` false (inside an
  /// update's animation) only the views already shown move.
  func layoutSupplementaryViews(width: CGFloat, creating: Bool = true) {
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: width, height: geometry.tableHeaderHeight)
    }
    if let footer = tableFooterView {
      let top = geometry.contentHeight - geometry.tableFooterHeight
      footer.frame = CGRect(x: 0, y: top, width: width, height: geometry.tableFooterHeight)
    }
    for (index, section) in geometry.sections.enumerated() {
      place(
        &sectionHeaderViews, section: index, footer: false, top: floatingHeaderTop(section),
        height: section.headerHeight, width: width, creating: creating)
      place(
        &sectionFooterViews, section: index, footer: true, top: floatingFooterTop(section),
        height: section.footerHeight, width: width, creating: creating)
    }
  }

  /// The visible span of the content, less the insets (a header pins under a navigation bar).
  private var pinningSpan: ClosedRange<CGFloat> {
    let inset = adjustedContentInset
    let top = bounds.minY + inset.top
    return top...max(top, bounds.maxY - inset.bottom)
  }

  /// Where a section's header is: in a plain table it floats (Apple, `UITableView.Style.plain`:
  /// "section headers or footers ... float when the table view is scrolled"): it stays at the top of
  /// the visible span while its section scrolls under it, and is pushed up as the section's end
  /// (its footer, or the next header) arrives. Grouped tables scroll their headers with the rows.
  private func floatingHeaderTop(_ section: TableGeometry.Section) -> CGFloat {
    guard style == .plain else { return section.headerTop }
    let pushed = section.footerTop - section.headerHeight
    return max(section.headerTop, min(pinningSpan.lowerBound, pushed))
  }

  /// Where a section's footer is: in a plain table it floats at the bottom of the visible span while
  /// its rows are on screen, never above them.
  private func floatingFooterTop(_ section: TableGeometry.Section) -> CGFloat {
    guard style == .plain else { return section.footerTop }
    return min(section.footerTop, max(pinningSpan.upperBound - section.footerHeight, section.rowsTop))
  }

  /// Shows a section's header (or footer) view while it is on screen.
  private func place(
    _ views: inout [Int: UIView], section: Int, footer: Bool, top: CGFloat, height: CGFloat, width: CGFloat,
    creating: Bool
  ) {
    let onScreen = height > 0 && top < bounds.maxY && top + height > bounds.minY
    guard onScreen else {
      if let view = views.removeValue(forKey: section) {
        recycleSupplementary(view, section: section, footer: footer, notify: true)
      }
      return
    }
    if creating, views[section] == nil, let view = makeSupplementaryView(section: section, footer: footer) {
      views[section] = view
      addSubview(view)
      view.frame = CGRect(x: 0, y: top, width: width, height: height)
      willDisplay(view, section: section, footer: footer)
    }
    views[section]?.frame = CGRect(x: 0, y: top, width: width, height: height)
  }
}
