import Foundation

/// A presentation as a sheet: `.pageSheet`, `.formSheet` and `.automatic` on an iPhone. The sheet
/// rests at one of its `detents`, can be dragged between them (and down to dismiss), dims what is
/// behind it above `largestUndimmedDetentIdentifier`, and lets touches through to the presenting
/// view where it does not dim (a map under a half sheet still pans).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The dimming behind a dimmed sheet: black at 0.2 (UIKitCore 16's `_alertControllerDimmingViewColor`
  /// in light mode; see `SheetLayout` for the source).
  static let dimmingAlpha: CGFloat = 0.2
  /// The sheet's top corner radius when `preferredCornerRadius` is nil: 10 pt (UIKitCore 16).
  static let defaultCornerRadius: CGFloat = 10
  /// The presenter behind a full-height sheet stands this far above the sheet's top (UIKitCore 16's
  /// `topOffset`).
  static let presenterTopOffset: CGFloat = 10

  /// The heights the sheet rests at; default `[.large()]`. Changes outside `animateChanges` apply
  /// at once.
  open var detents: [Detent] = [.large()] {
    didSet { sheetStateDidChange() }
  }

  /// The detent the sheet rests at; nil means the smallest.
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet { sheetStateDidChange() }
  }

  /// The largest detent at which what is behind stays undimmed and interactive; nil dims at every
  /// detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { sheetStateDidChange() }
  }

  open var prefersGrabberVisible = false {
    didSet { sheetStateDidChange() }
  }

  /// The corner radius; nil is the system's (`defaultCornerRadius`).
  open var preferredCornerRadius: CGFloat? {
    didSet { sheetStateDidChange() }
  }

  /// Whether scrolling up in a scroll view of the sheet first expands the sheet to its next detent.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Accepted; an iPhone in portrait is never compact in height.
  open var prefersEdgeAttachedInCompactHeight = false
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// Accepted; sheets span the width on an iPhone.
  open var prefersPageSizing = true
  open var sourceView: UIView?

  /// The chrome around the presented view: rounded corners and the grabber. Made when first
  /// needed, so that configuring a sheet in the presented controller's initializer does not load
  /// its view.
  lazy var sheetView: SheetContainerView = {
    let sheet = SheetContainerView(content: presentedViewController.view)
    sheet.addGestureRecognizer(panGestureRecognizer)
    return sheet
  }()
  let dimmingView = UIView()
  /// The sheet's top while a finger drags it or an animation started by a drag runs; nil when it
  /// rests at its selected detent.
  var draggedTop: CGFloat?
  var drag: SheetDrag?
  /// The dismissal a drag below the lowest detent has started, until the finger lets go.
  var interactiveDismissal: InteractiveDismissal?
  /// The presenting view's corner values before it stepped back, to put back.
  private var presenterLook: (cornerRadius: CGFloat, masksToBounds: Bool)?
  /// The velocity the sheet had when released toward dismissal, for the dismissal animation.
  var releaseVelocity: CGFloat = 0
  private var animatesChanges = false
  lazy var panGestureRecognizer = UIPanGestureRecognizer { [unowned self] pan in handleSheetPan(pan) }

  public override init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    dimmingView.backgroundColor = .black
    dimmingView.alpha = 0
    dimmingView.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in dimmingViewTapped() })
  }

  override open var presentedView: UIView? { sheetView }

  override open var frameOfPresentedViewInContainerView: CGRect {
    sheetFrame(top: restingTop)
  }

  /// Makes the changes `changes` makes to the sheet's properties animate with the sheet's spring.
  open func animateChanges(_ changes: () -> Void) {
    animatesChanges = true
    changes()
    animatesChanges = false
  }

  /// Resolves the detents again (a custom resolver's inputs changed).
  open func invalidateDetents() {
    sheetStateDidChange()
  }

  // MARK: Presentation hooks

  override open func presentationTransitionWillBegin() {
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    containerView.insertSubview(dimmingView, at: 0)
    applyChrome()
    dimmingView.alpha = 0
    let target = restingTop
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = self.dimmingAlpha(atTop: target)
      self.layoutPresenter(sheetTop: target)
    })
  }

  override open func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
      self.layoutPresenter(sheetTop: self.layout.dismissedTop)
    })
  }

  override open func dismissalTransitionDidEnd(_ completed: Bool) {
    releaseVelocity = 0
    if completed {
      draggedTop = nil
      restorePresenterLook()
    } else {
      layoutPresentedViews()
    }
  }

  override func layoutPresentedViews() {
    guard !isTransitioning || interactiveDismissal != nil, containerView != nil else { return }
    let top = draggedTop ?? restingTop
    sheetView.frame = sheetFrame(top: top)
    dimmingView.alpha = dimmingAlpha(atTop: top)
    layoutPresenter(sheetTop: top)
  }

  override var passesTouchesThroughContainer: Bool {
    dimmingAlpha(atTop: draggedTop ?? restingTop) == 0
  }

  override func builtInAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
    ModalTransitionAnimator(
      style: presentedViewController.modalTransitionStyle, presenting: presenting,
      releaseVelocity: presenting ? 0 : releaseVelocity)
  }

  // MARK: Geometry

  var layout: SheetLayout {
    let bounds = containerView?.bounds ?? UIScreen.main.bounds
    let insets = containerView?.safeAreaInsets ?? UIScreen.main.safeAreaInsets
    return SheetLayout(containerHeight: bounds.height, safeAreaTop: insets.top, safeAreaBottom: insets.bottom)
  }

  /// The active detents with their values, smallest first.
  var resolvedDetents: [(detent: Detent, value: CGFloat)] {
    let maximum = layout.maximumDetentValue
    let context = SheetDetentResolutionContext(
      maximumDetentValue: maximum, mediumDetentValue: layout.mediumDetentValue)
    var resolved: [(detent: Detent, value: CGFloat)] = []
    for detent in detents {
      if let value = detent.resolvedValue(in: context) { resolved.append((detent, value)) }
    }
    // No active detent: UIKit falls back to full height.
    if resolved.isEmpty { resolved.append((Detent.large(), maximum)) }
    return resolved.sorted { $0.value < $1.value }
  }

  /// The selected detent (the smallest when none or an unknown one is selected).
  var selectedIndex: Int {
    let resolved = resolvedDetents
    return resolved.firstIndex { $0.detent.identifier == selectedDetentIdentifier } ?? 0
  }

  var restingTop: CGFloat {
    layout.top(forDetentValue: resolvedDetents[selectedIndex].value)
  }

  func sheetFrame(top: CGFloat) -> CGRect {
    let bounds = containerView?.bounds ?? UIScreen.main.bounds
    return CGRect(x: bounds.minX, y: top, width: bounds.width, height: layout.sheetHeight)
  }

  /// The dimming at a sheet top: none at or below the largest undimmed detent, full from the next
  /// detent up, linear in between; below the smallest detent it fades out toward dismissal.
  func dimmingAlpha(atTop top: CGFloat) -> CGFloat {
    let layout = self.layout
    let resolved = resolvedDetents
    let height = layout.top(forDetentValue: 0) - top
    var undimmed: CGFloat?
    if let identifier = largestUndimmedDetentIdentifier {
      undimmed = resolved.last { $0.detent.identifier == identifier }?.value
    }
    guard let undimmed else {
      let smallest = max(resolved[0].value, 1)
      return Self.dimmingAlpha * min(max(height / smallest, 0), 1)
    }
    guard let next = resolved.first(where: { $0.value > undimmed })?.value else { return 0 }
    return Self.dimmingAlpha * min(max((height - undimmed) / (next - undimmed), 0), 1)
  }

  /// The presenting view steps back as the sheet rises from the detent below its full height to
  /// it: scaled to 1 − 2m/width (m = 16 pt up to 393 pt wide, else 20), its top 10 pt above the
  /// sheet's, its corners rounded to 10 (UIKitCore 16's `_transform`). Only a presenter that fills
  /// the window (the root) steps back.
  func layoutPresenter(sheetTop: CGFloat) {
    guard let presenterView = presentingViewController?.viewIfLoaded, presenterView.superview is UIWindow
    else { return }
    let layout = self.layout
    let tops = detentTops
    let fraction: CGFloat
    if let highest = tops.last, highest <= layout.largeTop {
      let below = tops.count > 1 ? tops[tops.count - 2] : layout.dismissedTop
      fraction = below > highest ? min(max((below - sheetTop) / (below - highest), 0), 1) : 1
    } else {
      fraction = 0
    }
    let bounds = presenterView.bounds
    let margin: CGFloat = bounds.width <= 393 ? 16 : 20
    let scale = 1 - 2 * margin / max(bounds.width, 1) * fraction
    let top = fraction * (sheetTop - Self.presenterTopOffset)
    let lift = top - bounds.height * (1 - scale) / 2
    if presenterLook == nil, fraction > 0 {
      presenterLook = (presenterView.layer.cornerRadius, presenterView.layer.masksToBounds)
    }
    presenterView.transform = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: lift)
    if let look = presenterLook {
      presenterView.layer.cornerRadius =
        fraction > 0 ? Self.defaultCornerRadius * fraction : look.cornerRadius
      presenterView.layer.masksToBounds = fraction > 0 ? true : look.masksToBounds
    }
  }

  private func restorePresenterLook() {
    guard let presenterView = presentingViewController?.viewIfLoaded else { return }
    presenterView.transform = .identity
    if let look = presenterLook {
      presenterView.layer.cornerRadius = look.cornerRadius
      presenterView.layer.masksToBounds = look.masksToBounds
    }
    presenterLook = nil
  }

  private func applyChrome() {
    guard containerView != nil else { return }
    sheetView.layer.cornerRadius = preferredCornerRadius ?? Self.defaultCornerRadius
    sheetView.grabber.isHidden = !prefersGrabberVisible
  }

  private func sheetStateDidChange() {
    applyChrome()
    guard containerView != nil, !isTransitioning, draggedTop == nil else { return }
    if animatesChanges {
      UIView.animate(springDuration: SheetLayout.settleResponse) { self.layoutPresentedViews() }
    } else {
      // Not animated: a settle still running would otherwise carry on from the old detent.
      sheetView.layer.removeAllAnimations()
      dimmingView.layer.removeAllAnimations()
      layoutPresentedViews()
    }
  }
}
