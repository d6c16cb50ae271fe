import Foundation

/// What a navigation bar shows for one controller: a title (or title view), the buttons on each
/// side, and how the back button to it reads.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// iOS 11's large titles (raw values as in UIKit's headers). Accepted; the bar always shows the
  /// standard 44 pt title.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0
    case always = 1
    case never = 2
    case inline = 3
  }

  /// How the back button to this item reads (iOS 14; raw values as in UIKit's headers).
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The previous item's title, or "Back" when it does not fit.
    case `default` = 0
    /// "Back".
    case generic = 1
    /// The chevron alone.
    case minimal = 2
  }

  open var title: String? { didSet { itemDidChange() } }
  /// A search controller whose bar the navigation bar shows under the title (iOS 11), making the
  /// bar `UINavigationBar.searchBarHeight` taller.
  open var searchController: UISearchController? { didSet { itemDidChange() } }
  /// Accepted; the search bar stays when the content scrolls.
  open var hidesSearchBarWhenScrolling = true
  open var titleView: UIView? { didSet { itemDidChange() } }
  open var prompt: String?
  /// The button the *next* item's bar shows to come back here (its title replaces this title).
  open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
  /// The title the next item's back button shows (iOS 11); `backBarButtonItem` takes precedence.
  open var backButtonTitle: String? { didSet { itemDidChange() } }
  open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { itemDidChange() } }
  open var hidesBackButton = false { didSet { itemDidChange() } }
  /// Whether the left items show beside the back button instead of replacing it.
  open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

  public init(title: String) {
    self.title = title
    super.init()
  }

  public override init() {
    super.init()
  }

  /// The first left item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first right item (the rightmost).
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// The bar showing this item rebuilds its content.
  weak var bar: UINavigationBar?

  private func itemDidChange() {
    bar?.itemDidChange(self)
  }
}
