@_spi(Hail) import EngineTime
import Foundation

/// A view whose bounds origin (`contentOffset`) moves over a larger content, with UIKit's physics:
/// rubber band while dragging past an edge, exponential deceleration after a flick, a critically
/// damped spring back to the edge, paging, direction lock, and the delegate calls in UIKit's order
/// (uikit-behaviour.md, "Scroll view").
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How fast a flick slows down, per millisecond (UIKit's `.normal` 0.998 and `.fast` 0.99).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: DecelerationModel.normalRate)
    public static let fast = DecelerationRate(rawValue: DecelerationModel.fastRate)
  }

  /// How the safe area adds to `contentInset` in `adjustedContentInset`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As `scrollableAxes` (a scroll view outside a navigation controller).
    case automatic
    /// The safe area is added on the axes the view can scroll along.
    case scrollableAxes
    case never
    case always
  }

  open weak var delegate: (any UIScrollViewDelegate)?

  /// The point of the content at the view's top-left corner: the bounds origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite else { return GeometryGuard.reject(newValue) }
      stopMotion()
      bounds.origin = newValue
    }
  }

  open var contentSize: CGSize = .zero {
    didSet {
      guard contentSize != oldValue else { return }
      if !contentSize.width.isFinite || !contentSize.height.isFinite {
        GeometryGuard.reject(contentSize)
        contentSize = oldValue
        return
      }
      keyValueObservers.notify()
      setNeedsLayout()
      autoLayout.engine?.refreshGuides(of: self)
    }
  }

  /// Extra scrollable space around the content. When the view rests at its top (or left) edge, a
  /// change keeps it at the new edge, as UIKit does, so a table inset downward starts inset.
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      guard contentInset != oldValue else { return }
      insetsDidChange(from: oldValue + safeAreaContribution)
    }
  }

  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var isPagingEnabled = false
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// With the lock, a drag that starts clearly along one axis scrolls along that axis only.
  open var isDirectionalLockEnabled = false
  open var decelerationRate = DecelerationRate.normal
  open var showsHorizontalScrollIndicator = true
  open var showsVerticalScrollIndicator = true
  open var scrollsToTop = true
  /// Holds touch-down back from the content for 150 ms so a drag can still become a scroll.
  open var delaysContentTouches = true {
    didSet { delayRecognizer.isEnabled = delaysContentTouches }
  }
  /// Whether a scroll may take touches the content already has (see `touchesShouldCancel(in:)`).
  open var canCancelContentTouches = true

  /// The recognizer that drags the content.
  public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

  /// A finger is on the content (it may not have moved yet).
  public internal(set) var isTracking = false
  /// The content is following a finger.
  public internal(set) var isDragging = false {
    didSet { if isDragging { RunLoop.main.track(self) } }
  }
  /// The content moves on its own after the finger lifted (deceleration, bounce, paging).
  public internal(set) var isDecelerating = false {
    didSet { if isDecelerating { RunLoop.main.track(self) } }
  }

  let scrollPan = ScrollViewPanGestureRecognizer()
  let delayRecognizer = ScrollViewDelayedTouchesBeganGestureRecognizer()
  var drag: DragState?
  var motion: ScrollMotion?
  var displayLink: CADisplayLink?

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    scrollPan.scrollView = self
    scrollPan.addTarget { [weak self] recognizer in
      guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
      self.handlePan(pan)
    }
    addGestureRecognizer(scrollPan)
    addGestureRecognizer(delayRecognizer)
  }

  /// Whether content touches may be taken back when a scroll begins. UIKit's default: yes, unless the
  /// view is a UIControl (a control keeps a touch it already tracks).
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }

  /// Whether touches may reach `view` in the content; the default lets them.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    true
  }

  /// Scrolls to `contentOffset`, animated over `UIScrollView.scrollAnimationDuration` (ending with
  /// `scrollViewDidEndScrollingAnimation`) or at once. Any current motion stops.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
      return GeometryGuard.reject(contentOffset)
    }
    guard animated else {
      self.contentOffset = contentOffset
      return
    }
    startAnimatedScroll(to: contentOffset)
  }

  /// Scrolls just enough for `rect` (in content coordinates) to be visible, within the allowed range.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let visible = bounds.inset(by: adjustedContentInset)
    var target = contentOffset
    if rect.maxX > visible.maxX { target.x += rect.maxX - visible.maxX }
    if rect.minX < visible.minX + (target.x - contentOffset.x) {
      target.x = rect.minX - adjustedContentInset.left
    }
    if rect.maxY > visible.maxY { target.y += rect.maxY - visible.maxY }
    if rect.minY < visible.minY + (target.y - contentOffset.y) {
      target.y = rect.minY - adjustedContentInset.top
    }
    let clamped = CGPoint(x: horizontalRange.clamped(target.x), y: verticalRange.clamped(target.y))
    guard clamped != contentOffset else { return }
    setContentOffset(clamped, animated: animated)
  }

  @_spi(Hail) override open func scrollWheel(translation: CGPoint, at point: CGPoint) -> Bool {
    takeScrollWheel(translation: translation)
  }

  /// Called when `adjustedContentInset` changed.
  open func adjustedContentInsetDidChange() {
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  override open func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    insetsDidChange(from: contentInset + lastSafeAreaContribution)
  }

  private var lastSafeAreaContribution = UIEdgeInsets.zero

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    if oldBounds.origin != bounds.origin {
      if autoLayout.scrollFrameGuide != nil { autoLayout.engine?.refreshGuides(of: self) }
      delegate?.scrollViewDidScroll(self)
    }
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    adoptContentLayoutGuideSize()
  }

  override open func didMoveToWindow() {
    super.didMoveToWindow()
    lastSafeAreaContribution = safeAreaContribution
    if window == nil { stopMotion() }
  }

  private func insetsDidChange(from oldAdjusted: UIEdgeInsets) {
    lastSafeAreaContribution = safeAreaContribution
    let newAdjusted = adjustedContentInset
    guard newAdjusted != oldAdjusted else { return }
    if !isTracking, !isDecelerating {
      var offset = bounds.origin
      if offset.y == -oldAdjusted.top { offset.y = -newAdjusted.top }
      if offset.x == -oldAdjusted.left { offset.x = -newAdjusted.left }
      bounds.origin = offset
    }
    keyValueObservers.notify()
    adjustedContentInsetDidChange()
  }
}
