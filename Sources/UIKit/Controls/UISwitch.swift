import Foundation

/// An on/off switch, as UIKit's `UISwitch` (iOS 7 and later look).
///
/// The switch has a fixed size, 51 × 31 pt (Apple's UISwitch docs: it "enforces a size appropriate
/// for the control"; the 51 × 31 figure is what `UISwitch().frame.size` gives on every iPhone since
/// iOS 7), drawn at the top left of its bounds. A tap toggles it; a drag slides the thumb and the
/// side the finger ends on decides. `.valueChanged` (with `.primaryActionTriggered`) is sent when a
/// touch changed the value, never for `isOn`/`setOn(_:animated:)` set by code (Apple: "setting the
/// switch to either position does not result in an action message being sent").
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The switch's size (see the type's documentation).
  @_spi(Hail) public static let switchSize = CGSize(width: 51, height: 31)
  /// The thumb's gap to the track's edge: a 27 pt thumb in the 31 pt track (measured on iOS).
  @_spi(Hail) public static let thumbInset: CGFloat = 2
  /// How much wider the thumb grows while a finger is on the switch (iOS's pressed look,
  /// measured from screenshots: 27 → 34 pt).
  @_spi(Hail) public static let pressedThumbGrowth: CGFloat = 7
  /// How long the thumb takes to slide across; Apple documents none, this matches screen captures.
  @_spi(Hail) public static let slideDuration: TimeInterval = 0.25
  /// How far a finger must move before a touch is a drag rather than a tap (points).
  @_spi(Hail) public static let dragThreshold: CGFloat = 5

  /// Whether the switch is on. Setting it moves the thumb at once and sends no action.
  open var isOn: Bool {
    get { on }
    set { setOn(newValue, animated: false) }
  }

  /// The track's colour when on; nil is iOS's green (`systemGreen`).
  open var onTintColor: UIColor? {
    didSet { updateAppearance() }
  }

  /// The thumb's colour; nil is white.
  open var thumbTintColor: UIColor? {
    didSet { updateAppearance() }
  }

  /// Images iOS 7 and later ignore (Apple: "has no effect"); kept for code that sets them.
  open var onImage: UIImage?
  open var offImage: UIImage?

  /// The switch's look (iOS 14): on iPhone always `.sliding`.
  public enum Style: Int, Sendable {
    case automatic = 0
    case checkbox = 1
    case sliding = 2
  }

  open var preferredStyle: Style = .automatic
  /// The style in use: `.sliding` (the checkbox style is Mac Catalyst's).
  open var style: Style { .sliding }

  private var on = false
  /// Holds the parts, so a disabled switch dims as a whole without touching the switch's `alpha`.
  private let content = UIView()
  private let track = UIView()
  private let onTrack = UIView()
  private let thumb = UIView()
  private var isOnAtTouchDown = false
  private var touchStart = CGPoint.zero
  private var didDrag = false
  /// A finger is on the switch: the thumb is wider.
  private var isPressed = false

  public required init?(coder: NSCoder) {
    return nil
  }

  /// A switch at `frame`'s origin, 51 × 31 pt whatever the size asked.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
    content.isUserInteractionEnabled = false
    addSubview(content)
    for part in [track, onTrack, thumb] { content.addSubview(part) }
    track.backgroundColor = UIColor.secondarySystemFill
    thumb.layer.shadowColor = UIColor.black.cgColor
    thumb.layer.shadowOpacity = 0.2
    thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
    thumb.layer.shadowRadius = 4
    updateAppearance()
    layoutParts()
  }

  /// Turns the switch on or off, sliding the thumb when `animated`; sends no action.
  open func setOn(_ on: Bool, animated: Bool) {
    guard on != self.on else { return }
    self.on = on
    animateParts(animated)
  }

  override open var intrinsicContentSize: CGSize { UISwitch.switchSize }

  override open func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }

  override open func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  // MARK: Tracking

  override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    isOnAtTouchDown = on
    touchStart = touch.location(in: self)
    didDrag = false
    isPressed = true
    animateParts(true)
    return true
  }

  /// Once the finger has moved past the drag threshold, the thumb follows the side it is on.
  override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let location = touch.location(in: self)
    if !didDrag, abs(location.x - touchStart.x) > UISwitch.dragThreshold { didDrag = true }
    if didDrag { setOn(location.x > UISwitch.switchSize.width / 2, animated: true) }
    return true
  }

  /// A tap lifted inside toggles; a drag keeps the side it ended on, wherever the finger lifts.
  override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if !didDrag, let touch, isWithinTrackingArea(touch) { on.toggle() }
    finishTouch()
  }

  /// A cancelled touch puts the switch back as it was and sends nothing.
  override open func cancelTracking(with event: UIEvent?) {
    on = isOnAtTouchDown
    finishTouch()
  }

  override func controlStateDidChange() { updateAppearance() }

  override open func tintColorDidChange() { updateAppearance() }

  // MARK: Appearance

  private func finishTouch() {
    isPressed = false
    animateParts(true)
    if on != isOnAtTouchDown { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
  }

  private func animateParts(_ animated: Bool) {
    guard animated, window != nil else {
      layoutParts()
      return
    }
    UIView.animate(withDuration: UISwitch.slideDuration, delay: 0, options: [.allowUserInteraction]) {
      self.layoutParts()
    }
  }

  /// Places the track, the green fill and the thumb for the current value and touch.
  private func layoutParts() {
    let size = UISwitch.switchSize
    let inset = UISwitch.thumbInset
    let diameter = size.height - 2 * inset
    let width = diameter + (isPressed ? UISwitch.pressedThumbGrowth : 0)
    content.frame = CGRect(origin: .zero, size: size)
    track.frame = content.bounds
    onTrack.frame = track.frame
    onTrack.alpha = on ? 1 : 0
    thumb.frame = CGRect(x: on ? size.width - inset - width : inset, y: inset, width: width, height: diameter)
    for part in [track, onTrack] { part.layer.cornerRadius = size.height / 2 }
    thumb.layer.cornerRadius = diameter / 2
  }

  private func updateAppearance() {
    onTrack.backgroundColor = onTintColor ?? .systemGreen
    thumb.backgroundColor = thumbTintColor ?? .white
    content.alpha = isEnabled ? 1 : UISwitch.disabledAlpha
  }

  /// A disabled switch is drawn at half opacity (iOS's look; Apple documents no figure).
  static let disabledAlpha: CGFloat = 0.5
}
