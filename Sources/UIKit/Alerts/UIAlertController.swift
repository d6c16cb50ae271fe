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

  /// The text fields, in the order added; nil when there are none (as UIKit answers).
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
  private var fields: [UITextField] = []

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

  /// Adds a text field below the message, configured by `configurationHandler`; alerts only
  /// (UIKit raises for an action sheet; the engine reports it and ignores the field).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      return PresentationDiagnostics.report(
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
    }
    let field = UITextField()
    field.font = .systemFont(ofSize: 13)
    field.backgroundColor = AlertChromeView.fieldColor
    configurationHandler?(field)
    fields.append(field)
    contentDidChange()
  }

  /// The first text field starts editing once the alert is on screen, bringing the keyboard up.
  override open func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    _ = fields.first?.becomeFirstResponder()
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
    for field in fields where field.isFirstResponder { _ = field.resignFirstResponder() }
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

  /// The identifier a replay finds an action's view by (DESIGN.md's `alert.confirm` and
  /// `alert.cancel`, the same in every alert; UIKit gives action views none an app can set): the
  /// cancel action's, the confirming one's (the preferred action, else the first that is not
  /// cancel), else the action's title.
  func replayIdentifier(of action: UIAlertAction) -> String? {
    if action.style == .cancel { return "alert.cancel" }
    if action === (preferredAction ?? actions.first { $0.style != .cancel }) { return "alert.confirm" }
    return action.title
  }
}

/// The alert's full-screen view: lays out its box or list; a tap outside them is the background.
@preconcurrency @MainActor
final class AlertRootView: UIView {
  weak var controller: UIAlertController?

  /// The keyboard's top in this view's coordinates while it is up: an alert stays above it.
  private var keyboardTop: CGFloat?
  private var keyboardObserver: NSObjectProtocol?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    isOpaque = false
    addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.controller?.backgroundTapped() })
    // Posted inside the keyboard's animation, so laying out here moves the box with it.
    keyboardObserver = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { [weak self] note in
      let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      MainActor.assumeIsolated { self?.keyboardWillMove(to: frame) }
    }
  }

  isolated deinit {
    if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
  }

  private func keyboardWillMove(to frame: CGRect?) {
    guard let frame, window != nil else { return }
    let top = convert(frame, from: nil).minY
    keyboardTop = top < bounds.maxY ? top : nil
    setNeedsLayout()
    layoutIfNeeded()
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    var area = bounds
    if let keyboardTop { area.size.height = max(0, keyboardTop - bounds.minY) }
    var insets = safeAreaInsets
    if keyboardTop != nil { insets.bottom = 0 }
    controller?.content?.place(in: area, safeArea: insets)
  }

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    // Only taps on the background itself, not on the box.
    guard let content = controller?.content else { return true }
    return !content.frame.contains(gestureRecognizer.location(in: self))
  }
}
