import Foundation

/// An alert (a box in the middle of the screen) or an action sheet (a list from the bottom), with
/// a title, a message and actions. Presented with `present(_:animated:)`; choosing an action
/// dismisses it, then runs the action's handler.
///
/// The look is UIKit's iOS 13–16 light style: see `AlertContentView` and `ActionSheetContentView`
/// for the metrics and their sources.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// Raw values as in UIKit's headers.
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  open var message: String? {
    didSet { contentDidChange() }
  }
  public private(set) var preferredStyle = Style.alert
  public private(set) var actions: [UIAlertAction] = []
  /// The action drawn semibold and taken by the return key; must be one of `actions`.
  open var preferredAction: UIAlertAction? {
    didSet { contentDidChange() }
  }

  private let transitioning = AlertTransitioning()
  /// The box (alert) or list (action sheet) inside the full-screen view.
  var content: AlertChromeView?
  private var choosing = false

  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .custom
    transitioningDelegate = transitioning
  }

  public required init?(coder: NSCoder) { nil }

  override open var title: String? {
    didSet { contentDidChange() }
  }

  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      return PresentationDiagnostics.report(
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    }
    actions.append(action)
    action.onEnabledChange = { [weak self] in self?.contentDidChange() }
    contentDidChange()
  }

  /// The full-screen view: the dimming is the presentation's; this holds the box or list.
  override open func loadView() {
    let view = AlertRootView(frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.controller = self
    self.view = view
    contentDidChange()
  }

  /// Rebuilds the box or list after a change of text or actions.
  func contentDidChange() {
    guard let root = viewIfLoaded else { return }
    content?.removeFromSuperview()
    let made: AlertChromeView =
      preferredStyle == .alert
      ? AlertContentView(controller: self) : ActionSheetContentView(controller: self)
    root.addSubview(made)
    content = made
    root.setNeedsLayout()
  }

  /// The user chose `action`: the controller is dismissed, then the action's handler runs.
  func choose(_ action: UIAlertAction) {
    guard action.isEnabled, !choosing, !isBeingPresented, !isBeingDismissed else { return }
    choosing = true
    dismiss(animated: true) { [weak self] in
      self?.choosing = false
      action.handler?(action)
    }
  }

  /// A tap outside an action sheet is its cancel action, when it has one; an alert ignores it.
  func backgroundTapped() {
    guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else {
      return
    }
    choose(cancel)
  }

  /// The bold action: the preferred one, else the cancel one (UIKit's rule).
  var emphasizedAction: UIAlertAction? {
    preferredAction ?? actions.first { $0.style == .cancel }
  }
}

/// The alert's full-screen view: lays out its box or list; a tap outside them is the background.
@preconcurrency @MainActor
final class AlertRootView: UIView {
  weak var controller: UIAlertController?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    isOpaque = false
    addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.controller?.backgroundTapped() })
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    controller?.content?.place(in: bounds, safeArea: safeAreaInsets)
  }

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    // Only taps on the background itself, not on the box.
    guard let content = controller?.content else { return true }
    return !content.frame.contains(gestureRecognizer.location(in: self))
  }
}
