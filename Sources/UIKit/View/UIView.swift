import Foundation

/// A rectangular area on screen that draws, lays out its subviews and handles touches.
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// The layer holding this view's geometry, appearance and animations.
  public let layer: CALayer

  public internal(set) weak var superview: UIView?
  public internal(set) var subviews: [UIView] = []
  weak var viewControllerOwner: UIViewController?

  open var tag = 0
  open var accessibilityIdentifier: String?
  /// UIKit's accessibility properties. Unset, each answers what UIKit's view of that kind does (a
  /// label is an element labelled by its text, a button by its title; see `UIView+Accessibility`);
  /// set, the value given (nil restores the default). Replay snapshots carry them.
  open var isAccessibilityElement: Bool {
    get { accessibility.isElement ?? AccessibilityDefaults.isElement(self) }
    set { accessibility.isElement = newValue }
  }
  open var accessibilityLabel: String? {
    get { accessibility.label ?? AccessibilityDefaults.label(self) }
    set { accessibility.label = newValue }
  }
  open var accessibilityHint: String? {
    get { accessibility.hint }
    set { accessibility.hint = newValue }
  }
  open var accessibilityValue: String? {
    get { accessibility.value ?? AccessibilityDefaults.value(self) }
    set { accessibility.value = newValue }
  }
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibility.traits ?? AccessibilityDefaults.traits(self) }
    set { accessibility.traits = newValue }
  }
  var accessibility = AccessibilityState()
  open var isUserInteractionEnabled = true
  open var isMultipleTouchEnabled = false
  open var isExclusiveTouch = false
  open var autoresizingMask: AutoresizingMask = []
  open var autoresizesSubviews = true
  /// Whether the view's content flips for right-to-left languages; the engine's languages (Chinese,
  /// English) are left-to-right, so only `.forceRightToLeft` lays out right to left.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  /// The recognizers attached with `addGestureRecognizer(_:)`.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
    set {
      for recognizer in attachedRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
  var attachedRecognizers: [UIGestureRecognizer] = []
  /// What `interactions` holds (`UIInteraction.swift`).
  var attachedInteractions: [any UIInteraction] = []

  var needsLayout = true
  var autoLayout = AutoLayoutState()
  var needsDisplay = true
  /// What `draw(_:)` last left, kept by `ContentCache` (nil before the first draw).
  var drawnContent: ContentCache.Drawn?
  /// Whether the view's class may draw content at all (`ContentCache.mayDraw`), once asked.
  var mayDrawContent: Bool?
  let keyValueObservers = KeyValueObserverList()

  /// The class of layer a view creates; a subclass may return its own (`CAGradientLayer.self`,
  /// `CAShapeLayer.self`). A class that is not a layer's gives a plain `CALayer`.
  open class var layerClass: AnyClass { CALayer.self }

  public init(frame: CGRect) {
    layer = (Self.layerClass as? CALayer.Type ?? CALayer.self).init()
    super.init()
    layer.owner = self
    self.frame = frame
  }

  /// Views cannot be decoded here (there are no nibs or storyboards); declared, as in UIKit, so that
  /// subclasses written for iOS (`required init?(coder:) { fatalError() }`) compile unchanged.
  public required init?(coder: NSCoder) {
    return nil
  }

  public convenience override init() {
    self.init(frame: .zero)
  }

  // MARK: Geometry (model values; the layer holds them)

  /// The view's rectangle in its superview's coordinates.
  open var frame: CGRect {
    get { layer.frame }
    set {
      guard let rect = GeometryGuard.sanitized(newValue) else { return }
      layer.frame = rect
    }
  }

  /// The view's own coordinate space; its origin is where the content is scrolled to.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      guard let rect = GeometryGuard.sanitized(newValue) else { return }
      layer.bounds = rect
    }
  }

  /// The centre of the frame, in the superview's coordinates.
  open var center: CGPoint {
    get { layer.position }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite else { return GeometryGuard.reject(newValue) }
      layer.position = newValue
    }
  }

  /// A transform about the centre; the frame becomes the bounding box of the transformed bounds.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set {
      let values = [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty]
      guard values.allSatisfy(\.isFinite) else { return GeometryGuard.reject(newValue) }
      layer.setAffineTransform(newValue)
    }
  }

  // MARK: Appearance

  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue.isFinite ? min(max(newValue, 0), 1) : 1) }
  }

  open var isHidden: Bool {
    get { layer.isHidden }
    set {
      guard newValue != layer.isHidden else { return }
      layer.isHidden = newValue
      superview?.subviewLayoutInputsDidChange(self, hidden: true)
    }
  }

  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  open var isOpaque = true

  /// How the content fits the bounds (UIKit's default: scaleToFill).
  open var contentMode: ContentMode = .scaleToFill {
    didSet { setNeedsDisplay() }
  }

  /// The fill behind the content; nil draws nothing. A dynamic colour is resolved with the view's
  /// traits into the layer, and again whenever they change (see `UIView+Traits.swift`).
  open var backgroundColor: UIColor? {
    get {
      if let ownBackgroundColor, layer.backgroundColor == appliedBackgroundColor { return ownBackgroundColor }
      return layer.backgroundColor.map(UIColor.init(cgColor:))
    }
    set {
      ownBackgroundColor = newValue
      appliedBackgroundColor = newValue?.resolvedColor(with: traitCollection).cgColor
      layer.backgroundColor = appliedBackgroundColor
    }
  }
  /// The colour given, and what it resolved to in the layer: while the layer still shows that
  /// (nothing wrote the layer since, an animation's reversal included), the view answers the colour
  /// given and re-resolves it when its traits change.
  var ownBackgroundColor: UIColor?
  var appliedBackgroundColor: CGColor?

  /// The colour controls and templates use; inherited from the superview when not set (the
  /// system's blue at the top). Dimmed to grey while `tintAdjustmentMode` is `.dimmed`.
  open var tintColor: UIColor! {
    get { effectiveTintColor }
    set {
      ownTintColor = newValue
      tintInheritanceDidChange()
    }
  }
  var ownTintColor: UIColor?
  /// The tint last announced through `tintColorDidChange()`.
  var announcedTintColor: UIColor?

  /// Whether the tint shows dimmed (as behind an alert). Set to `.automatic` (the default), the
  /// view takes its superview's mode, and reading answers the mode in effect (`.normal` at the top).
  open var tintAdjustmentMode: TintAdjustmentMode {
    get {
      ownTintAdjustmentMode != .automatic
        ? ownTintAdjustmentMode : superview?.tintAdjustmentMode ?? .normal
    }
    set {
      ownTintAdjustmentMode = newValue
      tintInheritanceDidChange()
    }
  }
  var ownTintAdjustmentMode = TintAdjustmentMode.automatic

  /// Called when the tint this view shows changed (its own, an ancestor's, or a move).
  open func tintColorDidChange() {}

  // MARK: Traits (see UIView+Traits.swift)

  /// The view's traits: its superview's (a controller's root view: its controller's), with
  /// `overrideUserInterfaceStyle` applied; a window's start from the screen's.
  open var traitCollection: UITraitCollection { inheritedTraitCollection() }

  /// Called, with the traits before, after the view's traits changed (not when it first gets them,
  /// as since iOS 17).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Forces light or dark on this view and everything below it; `.unspecified` inherits.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet { if overrideUserInterfaceStyle != oldValue { setNeedsTraitUpdate() } }
  }
  var traitState = TraitState()

  /// The engine's own response to new traits, before `traitCollectionDidChange`: the background
  /// resolved again, content redrawn. Subclasses re-resolve their own dynamic colours here.
  /// A view's first traits (`previous` nil) need no redraw: it has not drawn with others.
  @_spi(Hail) open func traitsDidChange(from previous: UITraitCollection?) {
    if let ownBackgroundColor, ownBackgroundColor.isDynamic, layer.backgroundColor == appliedBackgroundColor {
      let resolved = ownBackgroundColor.resolvedColor(with: traitCollection).cgColor
      appliedBackgroundColor = resolved
      if layer.backgroundColor != resolved { layer.backgroundColor = resolved }
    }
    if previous != nil { setNeedsDisplay() }
  }

  // MARK: Overridable behaviour (in the class body: Swift cannot override extension members)

  /// Lays out the subviews; the default places those laid out by constraints (autoresizing has
  /// already run for the others).
  open func layoutSubviews() { applyLayoutEngineFrames() }

  /// The size that best fits `size`; the default keeps the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The size the content wants; `noIntrinsicMetric` where it has none.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  public static let noIntrinsicMetric: CGFloat = -1

  /// The deepest view that contains `point` (in this view's coordinates) and takes touches.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  /// Whether `point` (in this view's coordinates) is inside the bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Draws the view's content into the current context; the default draws nothing.
  open func draw(_ rect: CGRect) {
    // Tells the renderer this draw reached the empty default: with no painting call, the view has
    // nothing to show now and keeps no content bitmap.
    UIApplication.shared.contentCache.defaultDrawReached = true
  }

  /// Marks the content for redrawing before the next frame is shown.
  open func setNeedsDisplay() {
    needsDisplay = true
    DisplayInvalidation.note()
  }

  open func setNeedsDisplay(_ rect: CGRect) {
    setNeedsDisplay()
  }

  /// Called when the window's safe area changes (another device or orientation).
  open func safeAreaInsetsDidChange() {}

  /// Asked before a recognizer attached to this view or an ancestor begins; false makes it fail.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Takes a mouse-wheel or trackpad step of `translation` points at `point` (this view's
  /// coordinates), the engine's stand-in for UIKit's `.scroll` events, which a host cannot produce
  /// here; false (the default) passes it on to the superview. Scroll views scroll; a map zooms.
  @_spi(Hail) open func scrollWheel(translation: CGPoint, at point: CGPoint) -> Bool { false }

  // MARK: Auto Layout (overridable; the engine is in AutoLayout/)

  open class var requiresConstraintBasedLayout: Bool { false }

  /// Brings the view's constraints up to date; runs before layout when `needsUpdateConstraints()`.
  open func updateConstraints() {}

  /// The intrinsic size changed: the engine's hugging and compression constraints follow.
  open func invalidateIntrinsicContentSize() {
    autoLayout.engine?.intrinsicContentSizeDidChange(self)
    superview?.subviewLayoutInputsDidChange(self, hidden: false)
  }

  /// A subview was hidden or shown (`hidden`), or its intrinsic size changed (a stack view rearranges).
  func subviewLayoutInputsDidChange(_ subview: UIView, hidden: Bool) {}

  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    autoLayout.hugging[axis.rawValue]
  }

  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    autoLayout.hugging[axis.rawValue] = priority
    autoLayout.engine?.intrinsicContentSizeDidChange(self)
  }

  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    autoLayout.compression[axis.rawValue]
  }

  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    autoLayout.compression[axis.rawValue] = priority
    autoLayout.engine?.intrinsicContentSizeDidChange(self)
  }

  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
  }

  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  open func layoutMarginsDidChange() {}

  /// The first and last baselines' offsets from the centre for views that show text; nil puts both
  /// at the bottom edge, as UIKit does for views without text.
  func baselineOffsetsFromCenter() -> (first: CGFloat, last: CGFloat)? { nil }

  // MARK: Hierarchy hooks (overridable, so they live in the class body, not an extension)

  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}
  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {}

  // MARK: Responder chain

  /// A view controller's root view answers its controller; any other view its superview.
  override open var next: UIResponder? {
    if let viewControllerOwner { return viewControllerOwner }
    return superview
  }

  override var responderWindow: UIWindow? { window }

  // MARK: Layer callbacks

  // Each layer callback also tells the renderers that the window's pixels may have changed.

  func layerBoundsDidChange(from oldBounds: CGRect) {
    DisplayInvalidation.note()
    if oldBounds.size != bounds.size {
      setNeedsLayout()
      setNeedsDisplay()
      resizeSubviews(from: oldBounds.size)
      superview?.setNeedsLayoutForSubviewResize()
      layoutFrameDidChange()
    }
    boundsDidChange(from: oldBounds)
    keyValueObservers.notify()
  }

  func layerGeometryDidChange() {
    DisplayInvalidation.note()
    layoutFrameDidChange()
    keyValueObservers.notify()
  }

  func layerAppearanceDidChange() {
    DisplayInvalidation.note()
    keyValueObservers.notify()
  }

  /// Called when the bounds change (the scroll view follows its content offset here).
  func boundsDidChange(from oldBounds: CGRect) {}

  func setNeedsLayoutForSubviewResize() {}
}

extension UIView: _KeyValueCodingAndObserving {
  public var _keyValueObservers: KeyValueObserverList { keyValueObservers }
}
