@_spi(Hail) import EngineTime
import Foundation

/// A spinner showing that work is under way, as UIKit's `UIActivityIndicatorView`.
///
/// iOS 13's look: eight rounded spokes around the centre, the brightest one stepping clockwise
/// one spoke every `stepInterval` (a turn a second) while animating; the spokes behind it fade
/// to 30 %. Sizes are Apple's: `.medium` 20 × 20 pt, `.large` 37 × 37 pt (the sizes UIKit gives
/// `sizeToFit()`; the deprecated `.white`/`.gray` are medium, `.whiteLarge` large). A repeating
/// `Timer` in the common modes steps it, so a headless wait runs a frame per step, not per 60th.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
    @available(*, deprecated, renamed: "large") case whiteLarge = 0
    @available(*, deprecated, renamed: "medium") case white = 1
    @available(*, deprecated, renamed: "medium") case gray = 2
  }

  @_spi(Hail) public static let spokeCount = 8
  @_spi(Hail) public static let stepInterval: TimeInterval = 1.0 / 8
  /// The dimmest spoke's opacity, relative to the brightest.
  static let trailingAlpha: CGFloat = 0.3

  open var style: Style {
    didSet { styleDidChange() }
  }

  /// The spokes' colour; default iOS's grey (`systemGray`), white for the deprecated white styles.
  open var color: UIColor! {
    didSet { updateSpokes() }
  }

  /// Whether the indicator hides itself while stopped (default true, as UIKit's).
  open var hidesWhenStopped = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }

  /// Whether it is spinning.
  public private(set) var isAnimating = false

  /// Which spoke is brightest (0 at twelve o'clock, clockwise).
  @_spi(Hail) public private(set) var phase = 0

  private var spokes: [UIView] = []
  private var timer: Timer?

  public required init?(coder: NSCoder) {
    return nil
  }

  /// A `.medium` indicator, stopped (so hidden).
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    commonInit()
  }

  /// An indicator of `style`, sized for it, stopped (so hidden).
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    commonInit()
    frame.size = sideSize
  }

  private func commonInit() {
    isUserInteractionEnabled = false
    for _ in 0..<UIActivityIndicatorView.spokeCount {
      let spoke = UIView()
      spoke.isUserInteractionEnabled = false
      addSubview(spoke)
      spokes.append(spoke)
    }
    color = defaultColor
    // An initializer's own assignments run no observers.
    updateSpokes()
    isHidden = hidesWhenStopped
  }

  open func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    isHidden = false
    // The run loop holds the timer: one whose indicator is gone stops itself.
    let timer = Timer(timeInterval: UIActivityIndicatorView.stepInterval, repeats: true) {
      [weak self] timer in
      guard let self else { return timer.invalidate() }
      self.step()
    }
    RunLoop.main.add(timer, forMode: .common)
    self.timer = timer
  }

  open func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    timer?.invalidate()
    timer = nil
    if hidesWhenStopped { isHidden = true }
  }

  override open var intrinsicContentSize: CGSize { sideSize }

  override open func sizeThatFits(_ size: CGSize) -> CGSize { sideSize }

  override open func layoutSubviews() {
    super.layoutSubviews()
    layoutSpokes()
  }

  private func step() {
    phase = (phase + 1) % UIActivityIndicatorView.spokeCount
    updateSpokes()
  }

  private var isLarge: Bool {
    style == .large || style.rawValue == 0
  }

  private var sideSize: CGSize {
    isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }

  private var defaultColor: UIColor {
    style.rawValue == 0 || style.rawValue == 1 ? .white : .systemGray
  }

  private func styleDidChange() {
    color = defaultColor
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Spokes 28 % of the side long and 10 % wide, their outer ends at the edge of a centred
  /// square of the style's size (proportions measured from iOS screenshots).
  private func layoutSpokes() {
    let side = sideSize.width
    let length = side * 0.28
    let width = side * 0.1
    let radius = side / 2 - length / 2
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    for (index, spoke) in spokes.enumerated() {
      let angle = CGFloat(index) * 2 * .pi / CGFloat(spokes.count)
      spoke.transform = .identity
      spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
      spoke.center = CGPoint(x: centre.x + radius * sin(angle), y: centre.y - radius * cos(angle))
      spoke.transform = CGAffineTransform(rotationAngle: angle)
      spoke.layer.cornerRadius = width / 2
    }
  }

  private func updateSpokes() {
    let count = spokes.count
    for (index, spoke) in spokes.enumerated() {
      let behind = (phase - index + count) % count
      let fade = (1 - UIActivityIndicatorView.trailingAlpha) * CGFloat(behind) / CGFloat(count - 1)
      let base = color ?? defaultColor
      spoke.backgroundColor = base.withAlphaComponent(base.cgColor.alpha * (1 - fade))
    }
  }
}
