import Foundation

/// A context menu on screen, as iOS 13 and later show one: over the whole window a blurred, dimmed
/// copy of what it covers; the preview lifted on its platter where its content is; the menu's
/// actions in a rounded list beside it (below, or above when there is no room below). A tap
/// outside the list dismisses the menu; a tap on an action performs it and dismisses the menu,
/// unless the action has `.keepsMenuPresented`.
///
/// UIKit documents none of the look; the engine approximates it: the blur is the window drawn at
/// an eighth of its resolution and stretched back (bilinear filtering smooths it), the dimming is
/// the alert's black at 0.2 (`AlertPresentationController.dimmingAlpha`).
@preconcurrency @MainActor
final class ContextMenuView: UIView {
  /// The backdrop's resolution in pixels per point: coarse enough that stretching it blurs.
  static let backdropScale: CGFloat = 1.0 / 8
  /// Space between the preview and the list, and kept from the window's safe edges: the action
  /// sheet's margin (`ActionSheetContentView.margin`).
  static let spacing = ActionSheetContentView.margin

  let backdrop = UIImageView()
  let dimming = UIView()
  /// The lifted preview, if the menu shows one.
  let preview: UIView?
  let list: ContextMenuListView
  /// Told as the menu starts to go, with the animator of its dismissal.
  var willDismiss: ((ContextMenuAnimator) -> Void)?
  /// Where the menu points from, in window coordinates: the preview, else the item.
  private let anchor: CGRect
  private(set) var isDismissing = false

  /// The menu over `window`, the preview (in window coordinates) at `anchor`'s place, its actions
  /// performed with `sender`; nil when the menu has no visible action.
  init?(menu: UIMenu, preview: UIView?, anchor: CGRect, sender: AnyObject?, over window: UIWindow) {
    guard let list = ContextMenuListView(menu: menu) else { return nil }
    self.list = list
    self.preview = preview
    self.anchor = preview?.frame ?? anchor
    super.init(frame: window.bounds)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if let blurred = ViewRenderer().render(window, scale: Self.backdropScale) {
      backdrop.image = UIImage(cgImage: blurred, scale: Self.backdropScale)
    }
    dimming.backgroundColor = UIColor.black.withAlphaComponent(AlertPresentationController.dimmingAlpha)
    dimming.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: ContextMenuView.backgroundTapped))
    for view in [backdrop, dimming] as [UIView] {
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.alpha = 0
      addSubview(view)
    }
    if let preview {
      // Taps on the preview fall through to the dimming: they dismiss the menu, as outside it.
      preview.isUserInteractionEnabled = false
      addSubview(preview)
    }
    list.alpha = 0
    addSubview(list)
    list.choose = { [weak self, weak sender] action in
      guard let self else { return }
      if action.attributes.contains(.keepsMenuPresented) {
        action.perform(sender: sender)
      } else {
        dismiss { action.perform(sender: sender) }
      }
    }
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let safe = bounds.inset(by: safeAreaInsets).insetBy(dx: Self.spacing, dy: Self.spacing)
    let size = CGSize(width: min(ContextMenuListView.width, safe.width), height: list.height)
    let x = max(min(anchor.minX, safe.maxX - size.width), safe.minX)
    var y = anchor.maxY + Self.spacing
    if y + size.height > safe.maxY { y = anchor.minY - Self.spacing - size.height }
    if y < safe.minY { y = max(safe.minY, safe.maxY - size.height) }
    list.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
  }

  /// Shows the menu over the window with `animator`'s animations alongside.
  func present(in window: UIWindow, with animator: ContextMenuAnimator) {
    window.addSubview(self)
    layoutIfNeeded()
    animator.run(
      changes: { [self] in
        for view in [backdrop, dimming, list] as [UIView] { view.alpha = 1 }
      }, done: {})
  }

  /// Starts the menu's dismissal: tells `willDismiss`, runs `then` (the chosen action), fades the
  /// menu out and removes it. Only the first call acts.
  func dismiss(then: (() -> Void)? = nil) {
    guard !isDismissing else { return }
    isDismissing = true
    let animator = ContextMenuAnimator()
    willDismiss?(animator)
    then?()
    animator.run(
      changes: { [self] in
        for view in [backdrop, dimming, list, preview].compactMap({ $0 }) { view.alpha = 0 }
      }, done: { [weak self] in self?.removeFromSuperview() })
  }

  /// A tap outside the list.
  private func backgroundTapped() {
    dismiss(then: nil)
  }
}
