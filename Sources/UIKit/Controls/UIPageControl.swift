import Foundation

/// A row of dots, one per page, with the current page's dot highlighted, as UIKit's
/// `UIPageControl`.
///
/// Dots are 7 pt across on a 16 pt pitch, centred in the bounds; the control fits in 26 pt of
/// height (measured on device; Apple documents no figures). The current dot is the `label` colour,
/// the others iOS's `tertiaryLabel` grey, unless tinted. A tap on the left or right of the current
/// dot moves one page that way and sends `.valueChanged` (with `.primaryActionTriggered`); setting
/// `currentPage` in code sends nothing.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  @_spi(Hail) public static let dotDiameter: CGFloat = 7
  @_spi(Hail) public static let dotPitch: CGFloat = 16
  @_spi(Hail) public static let height: CGFloat = 26
  /// Space left and right of the dots in `size(forNumberOfPages:)`.
  static let horizontalPadding: CGFloat = 8

  /// The background behind the dots (iOS 14): accepted; the engine draws none.
  public enum BackgroundStyle: Int, Sendable {
    case automatic = 0
    case prominent = 1
    case minimal = 2
  }

  /// How many dots (default 0; negative values are taken as 0).
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(numberOfPages, 0)
      currentPage = min(currentPage, max(numberOfPages - 1, 0))
      rebuildDots()
    }
  }

  /// The highlighted dot, kept within `0..<numberOfPages`.
  open var currentPage = 0 {
    didSet {
      let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      if clamped != currentPage { currentPage = clamped }
      updateAppearance()
    }
  }

  /// Whether the control hides itself with only one page.
  open var hidesForSinglePage = false {
    didSet { updateAppearance() }
  }

  open var pageIndicatorTintColor: UIColor? {
    didSet { updateAppearance() }
  }

  open var currentPageIndicatorTintColor: UIColor? {
    didSet { updateAppearance() }
  }

  open var backgroundStyle: BackgroundStyle = .automatic
  /// Whether a drag along the dots scrubs through pages (iOS 14): accepted; taps page one at a time.
  open var allowsContinuousInteraction = true

  private var dots: [UIView] = []

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// The size the dots of `pageCount` pages need.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(pageCount, 0))
    guard count > 0 else { return CGSize(width: 0, height: UIPageControl.height) }
    return CGSize(
      width: (count - 1) * UIPageControl.dotPitch + UIPageControl.dotDiameter + 2
        * UIPageControl.horizontalPadding,
      height: UIPageControl.height)
  }

  override open var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  override open func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

  override open func layoutSubviews() {
    super.layoutSubviews()
    let diameter = UIPageControl.dotDiameter
    let rowWidth = CGFloat(max(dots.count - 1, 0)) * UIPageControl.dotPitch + diameter
    let left = bounds.midX - rowWidth / 2
    for (index, dot) in dots.enumerated() {
      dot.frame = CGRect(
        x: left + CGFloat(index) * UIPageControl.dotPitch, y: bounds.midY - diameter / 2, width: diameter,
        height: diameter)
      dot.layer.cornerRadius = diameter / 2
    }
  }

  /// A tap left of the current dot goes back a page, right of it forward one.
  override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, isWithinTrackingArea(touch), numberOfPages > 1 else { return }
    let x = touch.location(in: self).x
    let current = dots.indices.contains(currentPage) ? dots[currentPage].center.x : bounds.midX
    let next = min(max(currentPage + (x < current ? -1 : 1), 0), numberOfPages - 1)
    guard next != currentPage else { return }
    currentPage = next
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  override func controlStateDidChange() { updateAppearance() }

  private func rebuildDots() {
    for dot in dots { dot.removeFromSuperview() }
    dots = (0..<numberOfPages).map { _ in UIView() }
    for dot in dots {
      dot.isUserInteractionEnabled = false
      addSubview(dot)
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    updateAppearance()
  }

  /// `tertiaryLabel` in light mode: (60, 60, 67) at 30 % (Apple's published colour values).
  static let otherPageColor = UIColor.tertiaryLabel

  private func updateAppearance() {
    for (index, dot) in dots.enumerated() {
      dot.backgroundColor =
        index == currentPage
        ? currentPageIndicatorTintColor ?? .label : pageIndicatorTintColor ?? UIPageControl.otherPageColor
    }
    isHidden = hidesForSinglePage && numberOfPages <= 1
  }
}
