import Foundation

/// What a navigation bar shows for its top item: back button, left and right buttons, title.
/// Built again whenever the items change; the bar cross-fades two of these on a push or pop.
///
/// Positions (UIKit's iPhone bar, measured): the back chevron 8 pt from the left edge; items 16 pt
/// from the edges and 8 pt apart; the title centred on the bar unless the side items leave no
/// room, then centred in the room between them.
@preconcurrency @MainActor
final class NavigationBarContentView: UIView {
  static let backInset: CGFloat = 8
  static let sideMargin: CGFloat = 16
  static let itemSpacing: CGFloat = 8
  static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

  private var backButton: BarButtonControl?
  private var backTitles: [String?] = []
  private let back: () -> Void
  private var leftViews: [UIView] = []
  private var rightViews: [UIView] = []
  private var titleView: UIView?
  private let tint: UIColor

  init(item: UINavigationItem?, backItem: UINavigationItem?, tint: UIColor, back: @escaping () -> Void) {
    self.tint = tint
    self.back = back
    super.init(frame: .zero)
    guard let item else { return }
    let left = (item.leftBarButtonItems ?? []).filter { !$0.isHidden }
    if let backItem, !item.hidesBackButton, left.isEmpty || item.leftItemsSupplementBackButton {
      backTitles = Self.backTitles(for: backItem)
    }
    leftViews = left.map(makeView)
    rightViews = (item.rightBarButtonItems ?? []).filter { !$0.isHidden }.map(makeView)
    for view in leftViews + rightViews { addSubview(view) }
    if let custom = item.titleView {
      titleView = custom
    } else if let title = item.title {
      let label = UILabel()
      label.text = title
      label.font = Self.titleFont
      label.textColor = .label
      label.textAlignment = .center
      titleView = label
    }
    if let titleView { addSubview(titleView) }
  }

  required init?(coder: NSCoder) { nil }

  /// The back button's title candidates, longest first: the back item's own button, its back
  /// button title or title, then "Back", then the chevron alone (UIKit shortens the same way).
  static func backTitles(for backItem: UINavigationItem) -> [String?] {
    switch backItem.backButtonDisplayMode {
    case .minimal: return [nil]
    case .generic: return ["Back", nil]
    case .default:
      let own = backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title
      return (own.map { [$0] } ?? []) + ["Back", nil]
    }
  }

  override func layoutSubviews() {
    let height = bounds.height
    var leftEdge = Self.sideMargin
    var rightEdge = bounds.width - Self.sideMargin
    for view in rightViews {
      let width = fittingWidth(of: view)
      view.frame = CGRect(x: rightEdge - width, y: 0, width: width, height: height)
      rightEdge = view.frame.minX - Self.itemSpacing
    }
    let titleWidth = titleView.map(fittingWidth) ?? 0
    if !backTitles.isEmpty { leftEdge = layOutBackButton(rightEdge: rightEdge, titleWidth: titleWidth) }
    for view in leftViews {
      let width = fittingWidth(of: view)
      view.frame = CGRect(x: leftEdge, y: 0, width: width, height: height)
      leftEdge = view.frame.maxX + Self.itemSpacing
    }
    guard let titleView else { return }
    let room = max(0, rightEdge - leftEdge)
    let width = min(titleWidth, room)
    let centred = (bounds.width - width) / 2
    let x = min(max(centred, leftEdge), rightEdge - width)
    titleView.frame = CGRect(x: x, y: 0, width: width, height: height)
  }

  /// Places the back button with the longest title that leaves the title centred and clear;
  /// returns where the left items start.
  private func layOutBackButton(rightEdge: CGFloat, titleWidth: CGFloat) -> CGFloat {
    let titleLeft = (bounds.width - titleWidth) / 2 - Self.itemSpacing
    var chosen: BarButtonControl?
    for title in backTitles {
      let button = BarButtonControl(
        title: title, font: BarButtonControl.titleFont, glyph: .back, image: nil, tint: tint)
      chosen = button
      if Self.backInset + button.sizeThatFits(bounds.size).width <= titleLeft { break }
    }
    guard let button = chosen else { return Self.sideMargin }
    backButton?.removeFromSuperview()
    backButton = button
    button.addAction(UIAction { [back] _ in back() }, for: .touchUpInside)
    button.accessibilityIdentifier = "navigation.back"
    addSubview(button)
    button.frame = CGRect(
      x: Self.backInset, y: 0, width: button.sizeThatFits(bounds.size).width, height: bounds.height)
    return button.frame.maxX + Self.itemSpacing
  }

  private func fittingWidth(of view: UIView) -> CGFloat {
    if view is BarButtonControl || view is UILabel { return view.sizeThatFits(bounds.size).width }
    return view.bounds.width
  }

  private func makeView(for item: UIBarButtonItem) -> UIView {
    if let custom = item.customView { return custom }
    let font = item.style == .done ? BarButtonControl.prominentTitleFont : BarButtonControl.titleFont
    let button = BarButtonControl(
      title: item.displayedTitle, font: font, glyph: BarGlyph(systemItem: item.systemItem),
      image: item.displayedImage, tint: item.tintColor ?? tint)
    button.isEnabled = item.isEnabled
    button.accessibilityIdentifier = item.accessibilityIdentifier
    button.addAction(UIAction { [weak item] _ in item?.performAction() }, for: .touchUpInside)
    return button
  }
}
