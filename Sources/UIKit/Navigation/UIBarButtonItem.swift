import Foundation

/// A button on a navigation bar or toolbar: a title, an image, a system item, or a custom view.
///
/// Target-action uses typed method references, the Linux stand-in for selectors:
/// `UIBarButtonItem(title: "Done", style: .done, target: self, action: MyController.done)` with
/// `func done()` or `func done(_ sender: UIBarButtonItem)`; `target: nil, action: nil` makes an item
/// without an action (as a back button title). iOS 14's `primaryAction` takes a `UIAction`.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// Raw values as in UIKit's headers; `.done` draws the title semibold.
  public enum Style: Int, Sendable {
    case plain = 0
    case bordered = 1
    case done = 2
  }

  open var style = Style.plain {
    didSet { itemDidChange() }
  }
  /// The width of a fixed space (0: the item's own width).
  open var width: CGFloat = 0
  /// A view shown instead of a title or image; it gets the touches itself.
  open var customView: UIView? {
    didSet { itemDidChange() }
  }
  /// Runs on a tap (iOS 14); its title and image show when the item has none of its own.
  open var primaryAction: UIAction? {
    didSet { itemDidChange() }
  }
  open var tintColor: UIColor? {
    didSet { itemDidChange() }
  }
  open var isHidden = false {
    didSet { itemDidChange() }
  }
  /// The target of the typed target-action (not retained, as in UIKit).
  open private(set) weak var target: AnyObject?
  public internal(set) var systemItem: SystemItem?
  var action: ((UIBarButtonItem) -> Void)?

  public override init() {
    super.init()
  }

  /// Calls `action` on `target` on each tap.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(title: title, style: style, target: nil, action: nil)
    setAction(target: target) { target, _ in action(target)() }
  }

  /// Calls `action` on `target` with the item on each tap.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?, action: @escaping (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.init(title: title, style: style, target: nil, action: nil)
    setAction(target: target) { target, item in action(target)(item) }
  }

  /// An item without an action (`target: nil, action: nil`; no selector can be given here).
  public convenience init(title: String?, style: Style, target: Any?, action: Never?) {
    self.init()
    self.title = title
    self.style = style
  }

  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(image: image, style: style, target: nil, action: nil)
    setAction(target: target) { target, _ in action(target)() }
  }

  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Target?, action: @escaping (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.init(image: image, style: style, target: nil, action: nil)
    setAction(target: target) { target, item in action(target)(item) }
  }

  public convenience init(image: UIImage?, style: Style, target: Any?, action: Never?) {
    self.init()
    self.image = image
    self.style = style
  }

  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    setAction(target: target) { target, _ in action(target)() }
  }

  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: @escaping (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    setAction(target: target) { target, item in action(target)(item) }
  }

  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Never?) {
    self.init()
    self.systemItem = systemItem
    style = systemItem.isProminent ? .done : .plain
  }

  /// A system item that runs `primaryAction` (iOS 14).
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    self.primaryAction = primaryAction
  }

  /// An item with a title and/or image that runs `primaryAction` (iOS 14).
  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
  }

  /// An item showing `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// What the item shows: its own title, else its primary action's, else its system item's.
  var displayedTitle: String? {
    if let title, image == nil { return title }
    if image == nil, let actionTitle = primaryAction?.title, !actionTitle.isEmpty, systemItem == nil {
      return actionTitle
    }
    return image == nil ? systemItem?.title : nil
  }

  var displayedImage: UIImage? { image ?? primaryAction?.image }

  /// A tap: the primary action, else the target-action.
  func performAction() {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction.perform(sender: self)
    } else {
      action?(self)
    }
  }

  private func setAction<Target: AnyObject>(
    target: Target?, _ call: @escaping (Target, UIBarButtonItem) -> Void
  ) {
    self.target = target
    action = { [weak target] item in
      guard let target else { return }
      call(target, item)
    }
  }
}
