import Foundation

/// Section headers and footers: registered `UITableViewHeaderFooterView` classes, their reuse
/// queues, and the views the table shows for its sections.
extension UITableView {
  /// Makes `aClass` the class `dequeueReusableHeaderFooterView(withIdentifier:)` creates for
  /// `identifier`. A class that is not a UITableViewHeaderFooterView is reported and ignored.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      registeredHeaderFooterClasses[identifier] = nil
      return
    }
    guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
      return TableDiagnostics.report("register: \(aClass) is not a UITableViewHeaderFooterView subclass")
    }
    registeredHeaderFooterClasses[identifier] = viewType
  }

  /// A recycled header or footer view for `identifier`, or a new one of the registered class, or
  /// nil for an identifier never registered (as UIKit answers).
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if let view = headerFooterQueues[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    return registeredHeaderFooterClasses[identifier].map { $0.init(registeredWith: identifier) }
  }

  /// The header view of a section on screen (a registered view or the one showing its title);
  /// nil when the section's header is off screen or is not a `UITableViewHeaderFooterView`.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return sectionHeaderViews[section] as? UITableViewHeaderFooterView
  }

  /// The footer view of a section on screen, as `headerView(forSection:)`.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return sectionFooterViews[section] as? UITableViewHeaderFooterView
  }

  /// A section's whole area (header, rows and footer) in the table's content coordinates.
  public func rect(forSection section: Int) -> CGRect {
    sectionRect(section) { CGRect(x: 0, y: $0.headerTop, width: 0, height: $0.bottom - $0.headerTop) }
  }

  /// Where a section's header lies in the content, as laid out (a floating header may be drawn
  /// lower while its section scrolls under it).
  public func rectForHeader(inSection section: Int) -> CGRect {
    sectionRect(section) { CGRect(x: 0, y: $0.headerTop, width: 0, height: $0.headerHeight) }
  }

  /// Where a section's footer lies in the content, as laid out.
  public func rectForFooter(inSection section: Int) -> CGRect {
    sectionRect(section) { CGRect(x: 0, y: $0.footerTop, width: 0, height: $0.footerHeight) }
  }

  private func sectionRect(_ section: Int, _ span: (TableGeometry.Section) -> CGRect) -> CGRect {
    ensureGeometry()
    guard geometry.sections.indices.contains(section) else { return .zero }
    var rect = span(geometry.sections[section])
    rect.size.width = bounds.width
    return rect
  }

  /// The view for a section's header (footer): the delegate's, else a header-footer view showing
  /// the data source's title, else none.
  func makeSupplementaryView(section: Int, footer: Bool) -> UIView? {
    if let view = delegateSupplementaryView(section: section, footer: footer) { return view }
    let title =
      footer
      ? dataSource?.tableView(self, titleForFooterInSection: section)
      : dataSource?.tableView(self, titleForHeaderInSection: section)
    guard let title else { return nil }
    let view = spareTitleViews.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.showsTableTitle = true
    view.textLabel?.text = title
    return view
  }

  func delegateSupplementaryView(section: Int, footer: Bool) -> UIView? {
    footer
      ? tableDelegate?.tableView(self, viewForFooterInSection: section)
      : tableDelegate?.tableView(self, viewForHeaderInSection: section)
  }

  /// Tells a new header (footer) view where it is and the delegate that it will show.
  func willDisplay(_ view: UIView, section: Int, footer: Bool) {
    (view as? UITableViewHeaderFooterView)?.placement = .init(style: style, isFooter: footer)
    if footer {
      tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
    } else {
      tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    }
  }

  /// Takes a header (footer) view off screen and queues it for reuse if it is reusable.
  func recycleSupplementary(_ view: UIView, section: Int, footer: Bool, notify: Bool) {
    view.removeFromSuperview()
    if notify, footer {
      tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    } else if notify {
      tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    }
    enqueue(view)
  }

  /// Puts a header-footer view back in its queue: a registered one by its identifier, a title view
  /// among the spare title views; other views are the delegate's to keep.
  func enqueue(_ view: UIView) {
    guard let view = view as? UITableViewHeaderFooterView else { return }
    if let identifier = view.reuseIdentifier {
      headerFooterQueues[identifier, default: []].append(view)
    } else if view.showsTableTitle {
      spareTitleViews.append(view)
    }
  }
}
