import Foundation

/// A continuous value picked by sliding a thumb along a track, as UIKit's `UISlider`.
///
/// Geometry (iOS 13 and later look, measured on device; Apple documents no figures): a 4 pt track
/// with rounded ends, a 28 pt white thumb with a soft shadow, 31 pt intrinsic height. As on iOS a
/// touch must begin on the thumb (within `thumbTouchMargin`); the value then follows the finger's
/// movement, not its position, so grabbing the thumb off-centre does not make it jump. While
/// `isContinuous` each move that changes the value sends `.valueChanged`; otherwise one is sent
/// when the finger lifts. `.primaryActionTriggered` goes with each `.valueChanged`.
@preconcurrency @MainActor
open class UISlider: UIControl {
  @_spi(Hail) public static let trackHeight: CGFloat = 4
  @_spi(Hail) public static let thumbDiameter: CGFloat = 28
  @_spi(Hail) public static let intrinsicHeight: CGFloat = 31
  /// How far outside the thumb a touch still grabs it (points; iOS is forgiving by about this much).
  @_spi(Hail) public static let thumbTouchMargin: CGFloat = 10
  /// The gap between a value image and the track.
  static let imageSpacing: CGFloat = 12

  /// The value, within `minimumValue…maximumValue` (a value set outside is clamped).
  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }

  /// The lowest value (default 0). Raising it above `maximumValue` raises that too.
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      storedValue = clamped(storedValue)
      setNeedsLayout()
    }
  }

  /// The highest value (default 1). Lowering it below `minimumValue` lowers that too.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      storedValue = clamped(storedValue)
      setNeedsLayout()
    }
  }

  /// Whether moves send `.valueChanged` as they happen (default) or only when the finger lifts.
  open var isContinuous = true

  /// The track left of the thumb; nil is the tint colour.
  open var minimumTrackTintColor: UIColor? {
    didSet { updateAppearance() }
  }

  /// The track right of the thumb; nil is iOS's `systemFill` grey.
  open var maximumTrackTintColor: UIColor? {
    didSet { updateAppearance() }
  }

  /// The thumb's colour; nil is white.
  open var thumbTintColor: UIColor? {
    didSet { updateAppearance() }
  }

  /// Images drawn at the track's ends, outside it.
  open var minimumValueImage: UIImage? {
    didSet { updateAppearance() }
  }

  open var maximumValueImage: UIImage? {
    didSet { updateAppearance() }
  }

  private var storedValue: Float = 0
  private var thumbImages: [State: UIImage] = [:]
  private let minimumTrack = UIView()
  private let maximumTrack = UIView()
  private let thumb = UIImageView()
  private let minimumImageView = UIImageView()
  private let maximumImageView = UIImageView()
  /// The finger's distance from the thumb's centre when it grabbed the thumb.
  private var grabOffset: CGFloat = 0
  private var valueAtTouchDown: Float = 0

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    for part in [maximumTrack, minimumTrack, thumb, minimumImageView, maximumImageView] {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    thumb.layer.shadowColor = UIColor.black.cgColor
    thumb.layer.shadowOpacity = 0.2
    thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
    thumb.layer.shadowRadius = 4
    updateAppearance()
  }

  /// Sets the value (clamped), moving the thumb over 0.25 s when `animated`; sends no action.
  open func setValue(_ value: Float, animated: Bool) {
    guard value.isFinite else { return }
    storedValue = clamped(value)
    guard animated, window != nil else {
      setNeedsLayout()
      return
    }
    UIView.animate(withDuration: 0.25) { self.layoutParts() }
  }

  // MARK: Custom images

  /// The thumb image for `state`: its own, else `.normal`'s; nil draws the standard thumb.
  open func thumbImage(for state: State) -> UIImage? { thumbImages[state] ?? thumbImages[.normal] }

  open func setThumbImage(_ image: UIImage?, for state: State) {
    thumbImages[state] = image
    updateAppearance()
  }

  open var currentThumbImage: UIImage? { thumbImage(for: state) }

  // MARK: Geometry (overridable, as in UIKit)

  /// Where the value images go: their size, at the ends, centred vertically.
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    imageRect(minimumValueImage, x: bounds.minX, in: bounds)
  }

  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    let size = maximumValueImage?.size ?? .zero
    return imageRect(maximumValueImage, x: bounds.maxX - size.width, in: bounds)
  }

  /// The track: the bounds between the value images, `trackHeight` tall, centred vertically.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    let left = minimumValueImage.map { $0.size.width + UISlider.imageSpacing } ?? 0
    let right = maximumValueImage.map { $0.size.width + UISlider.imageSpacing } ?? 0
    return CGRect(
      x: bounds.minX + left, y: bounds.midY - UISlider.trackHeight / 2,
      width: max(bounds.width - left - right, 0), height: UISlider.trackHeight)
  }

  /// The thumb for `value`: its centre runs from half a thumb in from the track's left end to half
  /// a thumb in from its right end.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let size =
      currentThumbImage?.size ?? CGSize(width: UISlider.thumbDiameter, height: UISlider.thumbDiameter)
    let travel = max(rect.width - size.width, 0)
    let x = rect.minX + travel * CGFloat(fraction(of: value))
    return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
  }

  override open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UISlider.intrinsicHeight)
  }

  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(bounds.width, UISlider.thumbDiameter), height: UISlider.intrinsicHeight)
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  // MARK: Tracking

  /// Only a touch on the thumb (or within `thumbTouchMargin` of it) starts a drag.
  override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    let margin = UISlider.thumbTouchMargin
    guard thumbFrame.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self)) else {
      return false
    }
    grabOffset = touch.location(in: self).x - thumbFrame.midX
    valueAtTouchDown = storedValue
    return true
  }

  /// Keeps the thumb under the finger where it was grabbed: the value is the one whose thumb
  /// centre is at the finger less the grab offset, clamped at the ends.
  override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let track = trackRect(forBounds: bounds)
    let width = currentThumbImage?.size.width ?? UISlider.thumbDiameter
    let travel = track.width - width
    guard travel > 0 else { return true }
    let centre = touch.location(in: self).x - grabOffset
    let fraction = Float((centre - track.minX - width / 2) / travel)
    let before = storedValue
    storedValue = clamped(minimumValue + fraction * (maximumValue - minimumValue))
    layoutParts()
    if isContinuous, storedValue != before { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    return true
  }

  override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if !isContinuous, storedValue != valueAtTouchDown {
      sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
  }

  override func controlStateDidChange() { updateAppearance() }

  override open func tintColorDidChange() { updateAppearance() }

  // MARK: Appearance

  private func layoutParts() {
    let track = trackRect(forBounds: bounds)
    let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
    minimumTrack.frame = CGRect(
      x: track.minX, y: track.minY, width: thumbFrame.midX - track.minX, height: track.height)
    maximumTrack.frame = CGRect(
      x: thumbFrame.midX, y: track.minY, width: track.maxX - thumbFrame.midX, height: track.height)
    for part in [minimumTrack, maximumTrack] { part.layer.cornerRadius = track.height / 2 }
    thumb.frame = thumbFrame
    thumb.layer.cornerRadius = currentThumbImage == nil ? thumbFrame.height / 2 : 0
    minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
    maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
  }

  private func updateAppearance() {
    minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
    maximumTrack.backgroundColor = maximumTrackTintColor ?? UIColor.systemFill
    let image = currentThumbImage
    thumb.image = image
    thumb.backgroundColor = image == nil ? thumbTintColor ?? .white : nil
    thumb.layer.shadowOpacity = image == nil ? 0.2 : 0
    minimumImageView.image = minimumValueImage
    maximumImageView.image = maximumValueImage
    // A disabled slider is drawn at half opacity (iOS's look; Apple documents no figure).
    for part in [minimumTrack, maximumTrack, thumb, minimumImageView, maximumImageView] {
      part.alpha = isEnabled ? 1 : 0.5
    }
    setNeedsLayout()
  }

  private func imageRect(_ image: UIImage?, x: CGFloat, in bounds: CGRect) -> CGRect {
    let size = image?.size ?? .zero
    return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  private func clamped(_ value: Float) -> Float { min(max(value, minimumValue), maximumValue) }

  private func fraction(of value: Float) -> Float {
    maximumValue > minimumValue ? (clamped(value) - minimumValue) / (maximumValue - minimumValue) : 0
  }
}
