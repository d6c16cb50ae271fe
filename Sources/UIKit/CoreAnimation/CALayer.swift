import Foundation

/// Core Animation's layer: the model values of what is drawn (geometry, appearance, content), its
/// place in the layer tree, and the animations that make the presentation (`presentation()`)
/// differ from the model. A view's `frame`, `bounds`, `center`, `alpha` and `transform` live in its
/// layer, as in UIKit; a standalone layer (not a view's) animates its property changes implicitly.
///
/// The values live in a `LayerState`; every setter goes through `set(_:_:key:)`, which tells the
/// owning view, starts the implicit or `UIView.animate` animation, and notes the change for the
/// renderers.
@preconcurrency @MainActor
open class CALayer: NSObject, CAMediaTiming {
  /// The view this layer backs; it hears of every change (layout, display, observation).
  weak var owner: UIView?
  /// Set on the copies `presentation()` returns: they never animate or notify.
  var isPresentationCopy = false
  /// The model layer of a presentation copy. Held strongly: a copy is a snapshot of a moment, and
  /// the model never holds its copies; a weak reference would give every layer ever asked for its
  /// presentation a Swift side table for the rest of its life.
  var modelLayer: CALayer?
  /// The model values.
  var state = LayerState()
  /// Grows with every change of the model or of the attached animations (caches compare it).
  var version: UInt64 = 0

  // The tree (see `CALayer+Sublayers`).
  var sublayerList: [CALayer] = []
  /// How many sublayers have a `zPosition`: only then is the paint order sorted. Counted as layers
  /// join, leave and move in z, so a change to a long list (a map's hundreds of annotation views)
  /// costs the same as to a short one.
  var positionedSublayerCount = 0
  var hasPositionedSublayers: Bool { positionedSublayerCount > 0 }
  weak var parent: CALayer?
  /// The application's frame count when the layer joined its superlayer: changes in the same frame
  /// do not animate implicitly, as a layer not yet on screen has nothing to animate from.
  var insertedAtFrame = 0
  var maskLayer: CALayer?

  // Animations (see `CALayer+Animation`).
  var attached: [AttachedAnimation] = []
  /// The last presentation computed, for `presentationCacheTime` at `presentationCacheVersion`
  /// (NaN: none). Separate fields rather than an optional tuple: a hit then copies the state once.
  var presentationCacheTime = CFTimeInterval.nan
  var presentationCacheVersion: UInt64 = 0
  var presentationCacheState = LayerState()
  var boundsTrack = AnimationTrack<CGRect>()
  var positionTrack = AnimationTrack<CGPoint>()
  var opacityTrack = AnimationTrack<CGFloat>()
  var transformTrack = AnimationTrack<CGAffineTransform>()

  /// Drawing by subclass or delegate (see `CALayer+Display`).
  var needsDisplayFlag = false
  var needsLayoutFlag = false

  open weak var delegate: CALayerDelegate?
  open var name: String?
  /// Custom actions by key, searched after the delegate's (`action(forKey:)`).
  open var actions: [String: CAAction]?
  /// Whether the content is redrawn when the bounds change size.
  open var needsDisplayOnBoundsChange = false
  /// Pixels per point of drawn content (the screen's scale when 0 is not set by the app).
  open var contentsScale: CGFloat = 1
  /// Arbitrary values set by key (`setValue(_:forKey:)`), as a key-value coding container.
  var customValues: [String: Any] = [:]

  public required override init() {
    super.init()
  }

  /// A layer with `layer`'s values (Apple uses it for presentation copies; subclasses override it to
  /// copy their own properties).
  public init(layer: Any) {
    super.init()
    if let other = layer as? CALayer { state = other.state }
  }

  // MARK: Geometry

  open var bounds: CGRect {
    get { state.bounds }
    set { set(\.bounds, newValue, key: "bounds") }
  }

  open var position: CGPoint {
    get { state.position }
    set { set(\.position, newValue, key: "position") }
  }

  /// The order among siblings: higher draws in front (depth is not rendered).
  open var zPosition: CGFloat {
    get { state.zPosition }
    set { set(\.zPosition, newValue, key: "zPosition") }
  }

  /// The point of the bounds (in unit coordinates) that `position` places and transforms turn about.
  open var anchorPoint: CGPoint {
    get { state.anchorPoint }
    set { set(\.anchorPoint, newValue, key: "anchorPoint") }
  }

  /// The layer's transform about its anchor point; its affine part is drawn.
  open var transform: CATransform3D {
    get { state.transform }
    set { set(\.transform, newValue, key: "transform") }
  }

  open func affineTransform() -> CGAffineTransform { state.affineTransform }
  open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

  /// The frame in the superlayer: the transformed bounds placed by `position` and `anchorPoint`.
  open var frame: CGRect {
    get { state.frame }
    set {
      // As Core Animation: a frame sets the bounds size and the position; under a transform the
      // result is undefined in UIKit, here the untransformed size is taken.
      bounds.size = newValue.size
      position = CGPoint(
        x: newValue.origin.x + anchorPoint.x * newValue.width,
        y: newValue.origin.y + anchorPoint.y * newValue.height)
    }
  }

  /// From this layer's bounds coordinates to its superlayer's.
  public var transformToSuperlayer: CGAffineTransform { state.transformToSuperlayer }

  // MARK: Appearance

  open var opacity: Float {
    get { state.opacity }
    set { set(\.opacity, newValue, key: "opacity") }
  }

  open var isHidden: Bool {
    get { state.isHidden }
    set { set(\.isHidden, newValue, key: "hidden") }
  }

  open var backgroundColor: CGColor? {
    get { state.backgroundColor }
    set { set(\.backgroundColor, newValue, key: "backgroundColor") }
  }

  open var borderColor: CGColor? {
    get { state.borderColor }
    set { set(\.borderColor, newValue, key: "borderColor") }
  }

  /// Drawn inset from the bounds, above the content and sublayers.
  open var borderWidth: CGFloat {
    get { state.borderWidth }
    set { set(\.borderWidth, newValue, key: "borderWidth") }
  }

  open var cornerRadius: CGFloat {
    get { state.cornerRadius }
    set { set(\.cornerRadius, newValue, key: "cornerRadius") }
  }

  open var cornerCurve: CALayerCornerCurve {
    get { state.cornerCurve }
    set { set(\.cornerCurve, newValue, key: "cornerCurve") }
  }

  open var maskedCorners: CACornerMask {
    get { state.maskedCorners }
    set { set(\.maskedCorners, newValue, key: "maskedCorners") }
  }

  open var masksToBounds: Bool {
    get { state.masksToBounds }
    set { set(\.masksToBounds, newValue, key: "masksToBounds") }
  }

  open var shadowColor: CGColor? {
    get { state.shadowColor }
    set { set(\.shadowColor, newValue, key: "shadowColor") }
  }

  open var shadowOpacity: Float {
    get { state.shadowOpacity }
    set { set(\.shadowOpacity, newValue, key: "shadowOpacity") }
  }

  open var shadowRadius: CGFloat {
    get { state.shadowRadius }
    set { set(\.shadowRadius, newValue, key: "shadowRadius") }
  }

  open var shadowOffset: CGSize {
    get { state.shadowOffset }
    set { set(\.shadowOffset, newValue, key: "shadowOffset") }
  }

  /// The shadow's shape; nil casts it from the (rounded) bounds.
  open var shadowPath: CGPath? {
    get { state.shadowPath }
    set { set(\.shadowPath, newValue, key: "shadowPath") }
  }

  /// The layer's image (a `CGImage`), fitted to the bounds by `contentsGravity`.
  open var contents: Any? {
    get { state.contents?.value }
    set { set(\.contents, newValue.map(AnyHashableBox.init), key: "contents") }
  }

  open var contentsGravity: CALayerContentsGravity {
    get { state.contentsGravity }
    set { set(\.contentsGravity, newValue, key: "contentsGravity") }
  }

  /// How content is sampled where it lands on fewer pixels than it has (`.linear` by default).
  open var minificationFilter: CALayerContentsFilter {
    get { state.minificationFilter }
    set { set(\.minificationFilter, newValue, key: "minificationFilter") }
  }

  /// How content is sampled where it lands on more pixels than it has (`.linear` by default).
  open var magnificationFilter: CALayerContentsFilter {
    get { state.magnificationFilter }
    set { set(\.magnificationFilter, newValue, key: "magnificationFilter") }
  }

  // MARK: Timing (`CAMediaTiming`: the layer's local time for its animations and sublayers')

  open var beginTime: CFTimeInterval = 0 { didSet { timingDidChange() } }
  open var duration: CFTimeInterval = .infinity
  open var speed: Float = 1 { didSet { timingDidChange() } }
  open var timeOffset: CFTimeInterval = 0 { didSet { timingDidChange() } }
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode = CAMediaTimingFillMode.removed

  // MARK: Drawing (overridable, so in the class body)

  /// Draws the layer's content into `ctx`; the default asks the delegate.
  open func draw(in ctx: CGContext) {
    delegate?.draw(self, in: ctx)
  }

  /// Makes the content: the delegate's `display(_:)` if it has one, else `draw(in:)` into a bitmap
  /// that becomes `contents` (see `CALayer+Display`).
  open func display() {
    guard let delegate else { return displayIntoContents() }
    delegate.display(self)
  }

  /// Lays out the sublayers; the default asks the delegate.
  open func layoutSublayers() {
    delegate?.layoutSublayers(of: self)
  }

  /// The action for a property change (see `CALayer+Actions`).
  open func action(forKey event: String) -> CAAction? {
    defaultActionSearch(forKey: event)
  }

  open class func defaultAction(forKey event: String) -> CAAction? { nil }

  /// Whether changes to `key` redraw the content (for subclasses' own drawn properties).
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// The deepest layer containing `p` (in the superlayer's coordinates), front to back.
  open func hitTest(_ p: CGPoint) -> CALayer? {
    guard !isHidden else { return nil }
    let local = p.applying(transformToSuperlayer.inverted())
    if masksToBounds, !contains(local) { return nil }
    for sublayer in sublayersInPaintOrder.reversed() {
      if let hit = sublayer.hitTest(local) { return hit }
    }
    return contains(local) ? self : nil
  }

  /// Whether `p` (in the layer's coordinates) is inside its bounds.
  open func contains(_ p: CGPoint) -> Bool {
    bounds.contains(p)
  }

  // MARK: Setting values

  /// Inlined into each property's setter, so `keyPath` is a literal the compiler turns into a direct
  /// access: through the runtime's projection, reading the old value copied the whole `LayerState`.
  @inline(__always)
  func set<Value: Equatable>(_ keyPath: WritableKeyPath<LayerState, Value>, _ value: Value, key: String) {
    let old = state[keyPath: keyPath]
    guard old != value else { return }
    let before = isPresentationCopy ? nil : valueBeforeChange(key)
    state[keyPath: keyPath] = value
    version &+= 1
    guard !isPresentationCopy else { return }
    DisplayInvalidation.note()
    valueDidChange(key, from: old, presented: before)
  }
}
