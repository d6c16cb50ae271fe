import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle, its buttons
/// at the sides, a back button to the item below it.
///
/// Metrics: 44 pt tall (UIKit's standard bar height; the HIG's navigation bar), title 17 pt
/// semibold, buttons 17 pt (semibold for `.done`), 16 pt side margins. The background is the
/// standard appearance's translucent white with a hairline at the bottom, extended up behind the
/// status bar; `barTintColor` replaces it.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  @_spi(Hail) public static let standardHeight: CGFloat = 44
  /// The row a navigation item's search bar takes under the title: its 36 pt field with 8 pt above
  /// and below (iOS 11 and later; measured, Apple documents none).
  @_spi(Hail) public static let searchBarHeight: CGFloat = 52

  /// The bar's height for `item`: the standard 44 pt, plus the search bar's row when it has one.
  static func height(for item: UINavigationItem?) -> CGFloat {
    standardHeight + (item?.searchController == nil ? 0 : searchBarHeight)
  }

  /// The bar's height for its top item.
  var currentHeight: CGFloat { Self.height(for: topItem) }

  open weak var delegate: (any UINavigationBarDelegate)?
  open var barTintColor: UIColor? { didSet { updateBackground() } }
  open var isTranslucent = true { didSet { updateBackground() } }
  /// Accepted: the bar always shows the standard 44 pt title.
  open var prefersLargeTitles = false
  open var barStyle = UIBarStyle.default

  public private(set) var items: [UINavigationItem]? = []
  private let background = UIView()
  private let hairline = UIView()
  private var content: NavigationBarContentView?
  /// The navigation controller's back action (it pops; a bare bar pops its own item).
  var backAction: (() -> Void)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    addSubview(background)
    background.addSubview(hairline)
    updateBackground()
  }

  public required init?(coder: NSCoder) { nil }

  open var topItem: UINavigationItem? { items?.last }
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    for item in self.items ?? [] where item.bar === self { item.bar = nil }
    self.items = items ?? []
    for item in items ?? [] { item.bar = self }
    rebuildContent(animated: animated)
  }

  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    setItems((items ?? []) + [item], animated: animated)
    if let topItem { delegate?.navigationBar(self, didPush: topItem) }
  }

  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard var items, let popped = items.popLast() else { return nil }
    setItems(items, animated: animated)
    delegate?.navigationBar(self, didPop: popped)
    return popped
  }

  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: currentHeight)
  }

  override open func layoutSubviews() {
    // The background reaches up behind the status bar, as UIKit's bar background does.
    let above = frame.minY > 0 ? frame.minY : 0
    background.frame = CGRect(x: 0, y: -above, width: bounds.width, height: bounds.height + above)
    let scale = window.map { _ in UIScreen.main.scale } ?? 2
    hairline.frame = CGRect(x: 0, y: background.bounds.height, width: bounds.width, height: 1 / scale)
    for view in subviews where view is NavigationBarContentView {
      view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.standardHeight)
    }
    if let searchBar = shownSearchBar {
      searchBar.frame = CGRect(
        x: 0, y: Self.standardHeight, width: bounds.width, height: Self.searchBarHeight)
    }
  }

  /// The top item's search bar, shown under the title.
  private var shownSearchBar: UISearchBar? {
    guard let bar = topItem?.searchController?.searchBar, bar.superview === self else { return nil }
    return bar
  }

  override open func tintColorDidChange() {
    rebuildContent(animated: false)
  }

  /// An item of the bar changed: its content is built again.
  func itemDidChange(_ item: UINavigationItem) {
    if item === topItem || item === backItem { rebuildContent(animated: false) }
  }

  private func rebuildContent(animated: Bool) {
    let old = content
    let new = NavigationBarContentView(
      item: topItem, backItem: backItem, tint: tintColor, back: { [weak self] in self?.backTapped() })
    new.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.standardHeight)
    addSubview(new)
    content = new
    showSearchBar()
    observeShownItems()
    guard animated, let old else {
      old?.removeFromSuperview()
      return
    }
    // The old content fades out as the new fades in, over the navigation slide's duration.
    new.alpha = 0
    UIView.animate(
      withDuration: UINavigationController.slideDuration, delay: 0, options: [],
      animations: {
        new.alpha = 1
        old.alpha = 0
      }, completion: { _ in old.removeFromSuperview() })
  }

  /// A shown bar button item's title, image or state changing rebuilds the content.
  private func observeShownItems() {
    guard let topItem else { return }
    let shown = (topItem.leftBarButtonItems ?? []) + (topItem.rightBarButtonItems ?? [])
    for item in shown {
      item.changeObservers.removeAll { $0.owner === self || $0.owner == nil }
      item.changeObservers.append(
        BarItemObserver(owner: self) { [weak self] in self?.rebuildContent(animated: false) })
    }
  }

  /// Puts the top item's search bar in the bar (and takes another item's out).
  private func showSearchBar() {
    let wanted = topItem?.searchController?.searchBar
    for view in subviews where view is UISearchBar && view !== wanted { view.removeFromSuperview() }
    if let wanted, wanted.superview !== self { addSubview(wanted) }
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  private func backTapped() {
    guard let topItem else { return }
    guard delegate?.navigationBar(self, shouldPop: topItem) ?? true else { return }
    if let backAction { backAction() } else { popItem(animated: true) }
  }

  private func updateBackground() {
    // The standard appearance's translucent bar (UIKit blurs behind it; here it is flat).
    background.backgroundColor = barTintColor ?? UIColor(white: 0.97, alpha: isTranslucent ? 0.94 : 1)
    hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
  }
}

/// Bar styles (raw values as in UIKit's headers). Accepted; the bar keeps its light look.
public enum UIBarStyle: Int, Sendable {
  case `default` = 0
  case black = 1
}

/// Hears a navigation bar's pushes and pops; every method is optional.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: NSObjectProtocol {
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
}

extension UINavigationBarDelegate {
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    true
  }
  public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
    true
  }
  public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
}
