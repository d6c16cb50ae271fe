import Foundation

/// A section's title from the data source (`titleForHeaderInSection`/`titleForFooterInSection`)
/// where the delegate gives no view, drawn as UIKit's default header and footer views draw it.
/// Apple publishes none of the figures; they approximate iOS 13–15 (measured from screenshots):
/// a plain table's header is a 17 pt semibold `.label` title on a `.secondarySystemBackground`
/// band; a grouped table's is 13 pt `.secondaryLabel`, upper-cased, 6 pt above the section; a
/// footer is 13 pt `.secondaryLabel`, 6 pt below the section. Titles start 16 pt in (20 pt more in
/// `.insetGrouped`, the rows' inset).
@preconcurrency @MainActor
final class TableSectionTitleView: UIView {
  static let inset: CGFloat = 16
  static let gap: CGFloat = 6

  let label = UILabel()
  private let isFooter: Bool
  private let tableStyle: UITableView.Style

  init(title: String, tableStyle: UITableView.Style, isFooter: Bool) {
    self.isFooter = isFooter
    self.tableStyle = tableStyle
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    let plainHeader = tableStyle == .plain && !isFooter
    backgroundColor = plainHeader ? .secondarySystemBackground : nil
    label.font = plainHeader ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13)
    label.textColor = plainHeader ? .label : .secondaryLabel
    label.text = tableStyle != .plain && !isFooter ? title.uppercased() : title
    label.numberOfLines = isFooter ? 0 : 1
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let inset = Self.inset + (tableStyle == .insetGrouped ? 20 : 0)
    let width = max(bounds.width - 2 * inset, 0)
    let height = min(label.sizeThatFits(CGSize(width: width, height: 0)).height, bounds.height)
    let y: CGFloat =
      if tableStyle == .plain && !isFooter {
        (bounds.height - height) / 2
      } else if isFooter {
        Self.gap
      } else {
        bounds.height - Self.gap - height
      }
    label.frame = CGRect(x: inset, y: y, width: width, height: height)
  }
}
