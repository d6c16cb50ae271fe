import UIKit

/// A row of the search list: a round icon (a pin for a place found, a clock for a recent one, a
/// house or briefcase for a saved place, a map for choosing on the map), the name, and a detail line.
final class SearchResultCell: UITableViewCell {
  static let identifier = "SearchResultCell"
  static let height: CGFloat = 64

  private let icon = SearchIconView()
  let titleLabel = UILabel()
  let detailLabel = UILabel()
  private let separator = UIView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    backgroundColor = AppColor.surface
    titleLabel.font = .systemFont(ofSize: 16)
    titleLabel.textColor = AppColor.primaryText
    detailLabel.font = .systemFont(ofSize: 12)
    detailLabel.textColor = AppColor.secondaryText
    separator.backgroundColor = AppColor.separator
    for view in [icon, titleLabel, detailLabel, separator] { contentView.addSubview(view) }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// `titleLines` 0 wraps the title onto as many lines as it needs (a message naming the driver, the
  /// car and its plate), the row growing by `height(title:width:)`; 1 (search) cuts it short.
  func configure(title: String, detail: String, icon kind: SearchIconView.Kind, titleLines: Int = 1) {
    titleLabel.text = title
    titleLabel.numberOfLines = titleLines
    detailLabel.text = detail
    icon.kind = kind
    setNeedsLayout()
  }

  /// A title line's height, and where the title starts and the detail after it.
  private static let lineHeight: CGFloat = 22
  private static let titleTop: CGFloat = 12
  private static let textInset: CGFloat = 72

  /// The row's height when its title wraps in a table `width` wide.
  static func height(title: String, width: CGFloat) -> CGFloat {
    height + wrappedTitleHeight(title, width: width - textInset) - lineHeight
  }

  private static func wrappedTitleHeight(_ title: String, width: CGFloat) -> CGFloat {
    let label = UILabel()
    label.font = .systemFont(ofSize: 16)
    label.numberOfLines = 0
    label.text = title
    return max(
      ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height), lineHeight)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = contentView.bounds.width
    icon.frame = CGRect(x: 16, y: (bounds.height - 28) / 2, width: 28, height: 28)
    let titleHeight =
      titleLabel.numberOfLines == 1
      ? Self.lineHeight : Self.wrappedTitleHeight(titleLabel.text ?? "", width: width - Self.textInset)
    titleLabel.frame = CGRect(x: 56, y: Self.titleTop, width: width - Self.textInset, height: titleHeight)
    detailLabel.frame = CGRect(x: 56, y: titleLabel.frame.maxY + 1, width: width - Self.textInset, height: 17)
    separator.frame = CGRect(x: 56, y: bounds.height - 0.5, width: width - 56, height: 0.5)
  }
}

/// The round icon at a search row's start, drawn.
final class SearchIconView: UIView {
  enum Kind {
    case place, recent, home, work, map
  }

  var kind = Kind.place {
    didSet { if kind != oldValue { setNeedsDisplay() } }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let disc = bounds.insetBy(dx: 1, dy: 1)
    context.setFillColor(AppColor.raisedFill.resolvedColor(with: traitCollection).cgColor)
    context.fillEllipse(in: disc)
    let c = CGPoint(x: bounds.midX, y: bounds.midY)
    let ink = AppColor.secondaryText.resolvedColor(with: traitCollection).cgColor
    context.setStrokeColor(ink)
    context.setFillColor(ink)
    context.setLineWidth(1.5)
    switch kind {
    case .place:
      context.fillEllipse(in: CGRect(x: c.x - 4.5, y: c.y - 7, width: 9, height: 9))
      context.move(to: CGPoint(x: c.x - 4, y: c.y - 1))
      context.addLine(to: CGPoint(x: c.x, y: c.y + 7))
      context.addLine(to: CGPoint(x: c.x + 4, y: c.y - 1))
      context.fillPath()
    case .recent:
      context.strokeEllipse(in: CGRect(x: c.x - 7, y: c.y - 7, width: 14, height: 14))
      context.move(to: CGPoint(x: c.x, y: c.y - 4))
      context.addLine(to: c)
      context.addLine(to: CGPoint(x: c.x + 3.5, y: c.y + 2))
      context.strokePath()
    case .home:
      context.move(to: CGPoint(x: c.x - 7, y: c.y))
      context.addLine(to: CGPoint(x: c.x, y: c.y - 7))
      context.addLine(to: CGPoint(x: c.x + 7, y: c.y))
      context.strokePath()
      context.stroke(CGRect(x: c.x - 4.5, y: c.y - 1, width: 9, height: 7))
    case .work:
      context.stroke(CGRect(x: c.x - 7, y: c.y - 3, width: 14, height: 9))
      context.stroke(CGRect(x: c.x - 3, y: c.y - 6, width: 6, height: 3))
    case .map:
      context.move(to: CGPoint(x: c.x - 7, y: c.y - 5))
      context.addLine(to: CGPoint(x: c.x - 2, y: c.y - 7))
      context.addLine(to: CGPoint(x: c.x + 2, y: c.y - 5))
      context.addLine(to: CGPoint(x: c.x + 7, y: c.y - 7))
      context.addLine(to: CGPoint(x: c.x + 7, y: c.y + 5))
      context.addLine(to: CGPoint(x: c.x + 2, y: c.y + 7))
      context.addLine(to: CGPoint(x: c.x - 2, y: c.y + 5))
      context.addLine(to: CGPoint(x: c.x - 7, y: c.y + 7))
      context.closePath()
      context.strokePath()
    }
  }
}
