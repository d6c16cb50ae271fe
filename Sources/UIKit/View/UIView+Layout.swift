import Foundation

extension UIView {
  /// How a subview follows its superview's size changes (springs and struts).
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Marks the view for layout in the next frame's layout pass.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out this view now if it is marked, then its subviews that are marked, after the
  /// update-constraints pass. A view that marks itself again from its own `layoutSubviews` is laid
  /// out again in the next pass, not in a loop: layout that triggers layout costs one pass a frame
  /// and never hangs.
  public func layoutIfNeeded() {
    updateTraitsIfNeeded()
    updateConstraintsIfNeeded()
    layoutSubtreeIfNeeded()
  }

  private func layoutSubtreeIfNeeded() {
    if let engine = autoLayout.engine { engine.refreshGuides(of: self) }
    // A second pass only when the engine moved subviews again during the first (a multi-line
    // label's height following its new width, as UIKit's two-pass layout).
    for pass in 0..<2 where needsLayout && (pass == 0 || autoLayout.engineMovedSubviews) {
      needsLayout = false
      autoLayout.engineMovedSubviews = false
      viewControllerOwner?.viewWillLayoutSubviews()
      layoutSubviews()
      viewControllerOwner?.viewDidLayoutSubviews()
    }
    for subview in subviews {
      subview.layoutSubtreeIfNeeded()
    }
  }

  /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// The insets of this view's bounds that the safe area leaves out: what of its superview's
  /// insets reaches into it (the window's are the screen's status bar and home indicator), plus,
  /// for a view controller's root view, the controller's `additionalSafeAreaInsets` and what its
  /// container adds (a navigation bar). A view outside a window has none.
  public var safeAreaInsets: UIEdgeInsets {
    if let window = self as? UIWindow { return window.screenSafeAreaInsets }
    guard let superview else { return .zero }
    let outer = superview.safeAreaInsets
    var insets = UIEdgeInsets.zero
    if outer != .zero {
      // Compared in the superview's bounds space: a scrolled superview's content under the
      // status bar is inset; the frame, not the bounds, so the view's own scrolling adds nothing.
      let safe = superview.bounds.inset(by: outer)
      let frame = self.frame
      func covered(_ inset: CGFloat, _ overlap: CGFloat) -> CGFloat { inset > 0 ? max(0, overlap) : 0 }
      insets = UIEdgeInsets(
        top: covered(outer.top, safe.minY - frame.minY), left: covered(outer.left, safe.minX - frame.minX),
        bottom: covered(outer.bottom, frame.maxY - safe.maxY),
        right: covered(outer.right, frame.maxX - safe.maxX))
    }
    if let controller = viewControllerOwner {
      insets = insets + controller.additionalSafeAreaInsets + controller.containerSafeAreaInsets
    }
    return insets
  }

  /// Tells this view, its subviews and their view controllers that the safe area changed.
  func notifySafeAreaChange() {
    safeAreaInsetsDidChange()
    setNeedsLayout()
    viewControllerOwner?.viewSafeAreaInsetsDidChange()
    for subview in subviews { subview.notifySafeAreaChange() }
  }

  /// The bounds less the safe-area insets.
  @_spi(Hail) public var safeAreaLayoutGuideFrame: CGRect { bounds.inset(by: safeAreaInsets) }

  /// Applies the subviews' autoresizing masks after this view's size changed from `oldSize`: along
  /// each axis, the change is shared among the flexible parts in proportion to their sizes.
  func resizeSubviews(from oldSize: CGSize) {
    guard autoresizesSubviews else { return }
    let delta = CGSize(width: bounds.width - oldSize.width, height: bounds.height - oldSize.height)
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      let mask = subview.autoresizingMask
      var frame = subview.frame
      let horizontal = Self.distribute(
        delta.width, lead: (mask.contains(.flexibleLeftMargin), frame.minX),
        size: (mask.contains(.flexibleWidth), frame.width),
        trail: (mask.contains(.flexibleRightMargin), oldSize.width - frame.maxX))
      let vertical = Self.distribute(
        delta.height, lead: (mask.contains(.flexibleTopMargin), frame.minY),
        size: (mask.contains(.flexibleHeight), frame.height),
        trail: (mask.contains(.flexibleBottomMargin), oldSize.height - frame.maxY))
      frame.origin.x += horizontal.lead
      frame.size.width = max(0, frame.width + horizontal.size)
      frame.origin.y += vertical.lead
      frame.size.height = max(0, frame.height + vertical.size)
      subview.frame = frame
    }
  }

  private static func distribute(
    _ delta: CGFloat, lead: (Bool, CGFloat), size: (Bool, CGFloat), trail: (Bool, CGFloat)
  ) -> (lead: CGFloat, size: CGFloat) {
    let parts = [lead, size, trail]
    let flexible = parts.filter(\.0)
    guard delta != 0, !flexible.isEmpty else { return (0, 0) }
    let total = flexible.map { max($0.1, 0) }.reduce(0, +)
    func share(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return total > 0 ? delta * max(part.1, 0) / total : delta / CGFloat(flexible.count)
    }
    return (share(lead), share(size))
  }
}
