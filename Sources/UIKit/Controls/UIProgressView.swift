import Foundation

/// A bar showing how far a task has got, as UIKit's `UIProgressView`.
///
/// The `.default` style is a 4 pt track with rounded ends; `.bar` (for toolbars) is 2.5 pt with
/// square ends and a clear track (iOS 13 and later look, measured on device: Apple documents no
/// figures). The filled part runs from the left to `progress` of the width.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  public enum Style: Int, Sendable {
    case `default` = 0
    case bar = 1
  }

  @_spi(Hail) public static let defaultHeight: CGFloat = 4
  @_spi(Hail) public static let barHeight: CGFloat = 2.5
  /// How long `setProgress(_:animated:)` takes to move the bar; Apple documents none.
  @_spi(Hail) public static let animationDuration: TimeInterval = 0.25

  open var progressViewStyle: Style = .default {
    didSet { updateAppearance() }
  }

  /// How far the task has got, 0…1 (values outside are clamped, as UIKit's).
  open var progress: Float {
    get { storedProgress }
    set { setProgress(newValue, animated: false) }
  }

  /// The filled part's colour; nil is the tint colour.
  open var progressTintColor: UIColor? {
    didSet { updateAppearance() }
  }

  /// The unfilled part's colour; nil is iOS's `systemFill` grey (clear for `.bar`).
  open var trackTintColor: UIColor? {
    didSet { updateAppearance() }
  }

  /// Images stretched over the parts instead of the colours.
  open var progressImage: UIImage? {
    didSet { updateAppearance() }
  }

  open var trackImage: UIImage? {
    didSet { updateAppearance() }
  }

  private var storedProgress: Float = 0
  private let track = UIImageView()
  private let fill = UIImageView()

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    for part in [track, fill] {
      part.contentMode = .scaleToFill
      addSubview(part)
    }
    updateAppearance()
  }

  /// A progress view of `style`, with the style's height and no width.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
    // An initializer's own assignment runs no observer.
    updateAppearance()
    frame.size = CGSize(width: 0, height: height)
  }

  /// Sets the progress (clamped), moving the bar over 0.25 s when `animated`.
  open func setProgress(_ progress: Float, animated: Bool) {
    guard progress.isFinite else { return }
    storedProgress = min(max(progress, 0), 1)
    guard animated, window != nil else {
      setNeedsLayout()
      return
    }
    UIView.animate(withDuration: UIProgressView.animationDuration) { self.layoutParts() }
  }

  override open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: height)
  }

  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width, height: height)
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  override open func tintColorDidChange() { updateAppearance() }

  private var height: CGFloat {
    progressViewStyle == .bar ? UIProgressView.barHeight : UIProgressView.defaultHeight
  }

  private func layoutParts() {
    track.frame = bounds
    fill.frame = CGRect(
      x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
    let radius = progressViewStyle == .default ? bounds.height / 2 : 0
    for part in [track, fill] {
      part.layer.cornerRadius = radius
      part.clipsToBounds = radius > 0
    }
  }

  private func updateAppearance() {
    track.image = trackImage
    fill.image = progressImage
    let defaultTrack = progressViewStyle == .bar ? UIColor.clear : UIColor.systemFill
    track.backgroundColor = trackImage == nil ? trackTintColor ?? defaultTrack : nil
    fill.backgroundColor = progressImage == nil ? progressTintColor ?? tintColor : nil
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
