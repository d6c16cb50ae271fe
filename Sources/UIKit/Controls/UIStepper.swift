@_spi(Hail) import EngineTime
import Foundation

/// A minus and a plus button that step a value, as UIKit's `UIStepper`.
///
/// 94 × 32 pt (iOS 13 and later; measured on device, Apple documents no figure), drawn at the top
/// left of its bounds: a rounded grey background, a divider, and the two glyphs, the one that
/// cannot step (at an end, without `wraps`) dimmed. A touch on a half steps at once and highlights
/// it; held, it repeats (`autorepeat`) after `repeatDelay`, every `slowRepeatInterval` and, after
/// `repeatsBeforeSpeedUp` steps, every `fastRepeatInterval` (Apple: "the rate of change depends on
/// how long the user continues pressing"; the figures approximate iOS's feel). Each step sends
/// `.valueChanged` while `isContinuous`, else one goes when the finger lifts.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  @_spi(Hail) public static let stepperSize = CGSize(width: 94, height: 32)
  @_spi(Hail) public static let repeatDelay: TimeInterval = 0.5
  @_spi(Hail) public static let slowRepeatInterval: TimeInterval = 0.2
  @_spi(Hail) public static let fastRepeatInterval: TimeInterval = 0.05
  @_spi(Hail) public static let repeatsBeforeSpeedUp = 10

  /// The value, within `minimumValue…maximumValue` (a value set outside is clamped).
  open var value: Double {
    get { storedValue }
    set {
      guard newValue.isFinite else { return }
      storedValue = clamped(newValue)
      updateAppearance()
    }
  }

  /// The lowest value (default 0). Apple: setting it above `maximumValue` sets both to it.
  open var minimumValue: Double = 0 {
    didSet {
      if !minimumValue.isFinite { minimumValue = oldValue }
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = storedValue
    }
  }

  /// The highest value (default 100). Apple: setting it below `minimumValue` sets both to it.
  open var maximumValue: Double = 100 {
    didSet {
      if !maximumValue.isFinite { maximumValue = oldValue }
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = storedValue
    }
  }

  /// How much a step changes the value (default 1); Apple requires it positive, so other values
  /// are ignored.
  open var stepValue: Double = 1 {
    didSet { if !(stepValue.isFinite && stepValue > 0) { stepValue = oldValue } }
  }

  /// Whether holding a half keeps stepping (default true).
  open var autorepeat = true
  /// Whether each step sends `.valueChanged` as it happens (default) or one goes at the end.
  open var isContinuous = true
  /// Whether stepping past an end goes round to the other end (default false).
  open var wraps = false {
    didSet { updateAppearance() }
  }

  private var storedValue: Double = 0
  private let background = UIView()
  private let highlights = [UIView(), UIView()]
  private let divider = UIView()
  private let minus = UIView()
  private let plusBars = [UIView(), UIView()]
  /// -1 while the minus half is held, +1 for the plus half, 0 otherwise.
  private var heldDirection = 0
  private var valueAtTouchDown: Double = 0
  private var repeatTimer: Timer?
  private var repeatsDone = 0

  public required init?(coder: NSCoder) {
    return nil
  }

  /// A stepper at `frame`'s origin, 94 × 32 pt whatever the size asked.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UIStepper.stepperSize))
    for part in [background] + highlights + [divider, minus] + plusBars {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    background.backgroundColor = UIColor.tertiarySystemFill
    divider.backgroundColor = UIStepper.dividerColor
    layoutParts()
    updateAppearance()
  }

  override open var intrinsicContentSize: CGSize { UIStepper.stepperSize }

  override open func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.stepperSize }

  override open func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  // MARK: Tracking

  override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let direction = touch.location(in: self).x < UIStepper.stepperSize.width / 2 ? -1 : 1
    guard canStep(direction) else { return false }
    heldDirection = direction
    valueAtTouchDown = storedValue
    repeatsDone = 0
    updateAppearance()
    return true
  }

  /// The first step comes at touch-down, after `.touchDown` went out (UIControl sends it once
  /// `beginTracking` answered), then the repeats start.
  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    guard isTracking, heldDirection != 0 else { return }
    step()
    scheduleRepeat(after: UIStepper.repeatDelay)
  }

  override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    updateAppearance()
    return true
  }

  override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    finishTouch()
  }

  override open func cancelTracking(with event: UIEvent?) {
    finishTouch()
  }

  override func controlStateDidChange() { updateAppearance() }

  override open func tintColorDidChange() { updateAppearance() }

  // MARK: Stepping

  private func step() {
    var next = storedValue + Double(heldDirection) * stepValue
    if wraps {
      if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
    }
    next = clamped(next)
    guard next != storedValue else { return }
    storedValue = next
    updateAppearance()
    if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
  }

  /// Repeats while the finger stays on the control, faster after `repeatsBeforeSpeedUp` steps.
  private func scheduleRepeat(after delay: TimeInterval) {
    repeatTimer?.invalidate()
    guard autorepeat else { return }
    let timer = Timer(timeInterval: delay, repeats: false) { [weak self] _ in
      guard let self, self.heldDirection != 0 else { return }
      if self.isTouchInside {
        self.step()
        self.repeatsDone += 1
      }
      self.scheduleRepeat(
        after: self.repeatsDone >= UIStepper.repeatsBeforeSpeedUp
          ? UIStepper.fastRepeatInterval : UIStepper.slowRepeatInterval)
    }
    RunLoop.main.add(timer, forMode: .common)
    repeatTimer = timer
  }

  private func finishTouch() {
    repeatTimer?.invalidate()
    repeatTimer = nil
    heldDirection = 0
    updateAppearance()
    if !isContinuous, storedValue != valueAtTouchDown {
      sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
  }

  private func canStep(_ direction: Int) -> Bool {
    guard isEnabled else { return false }
    if wraps { return maximumValue > minimumValue }
    return direction < 0 ? storedValue > minimumValue : storedValue < maximumValue
  }

  private func clamped(_ value: Double) -> Double { min(max(value, minimumValue), maximumValue) }

  // MARK: Appearance

  /// The divider: 1 pt by 18 pt, iOS's `opaqueSeparator`-like grey (measured).
  static let dividerColor = UIColor.opaqueSeparator
  /// The glyph bars: 14 pt by 2 pt (measured from iOS screenshots).
  static let glyphLength: CGFloat = 14
  static let glyphThickness: CGFloat = 2

  private func layoutParts() {
    let size = UIStepper.stepperSize
    let half = size.width / 2
    background.frame = CGRect(origin: .zero, size: size)
    background.layer.cornerRadius = 8
    for (index, highlight) in highlights.enumerated() {
      highlight.frame = CGRect(x: CGFloat(index) * half, y: 0, width: half, height: size.height)
      highlight.layer.cornerRadius = 8
      highlight.layer.maskedCorners =
        index == 0
        ? [.layerMinXMinYCorner, .layerMinXMaxYCorner] : [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
    }
    divider.frame = CGRect(x: half - 0.5, y: (size.height - 18) / 2, width: 1, height: 18)
    let length = UIStepper.glyphLength
    let thickness = UIStepper.glyphThickness
    let midY = size.height / 2
    minus.frame = CGRect(x: half / 2 - length / 2, y: midY - thickness / 2, width: length, height: thickness)
    plusBars[0].frame = CGRect(
      x: half * 1.5 - length / 2, y: midY - thickness / 2, width: length, height: thickness)
    plusBars[1].frame = CGRect(
      x: half * 1.5 - thickness / 2, y: midY - length / 2, width: thickness, height: length)
    for bar in [minus] + plusBars { bar.layer.cornerRadius = thickness / 2 }
  }

  private func updateAppearance() {
    let held = isTouchInside ? heldDirection : 0
    for (index, highlight) in highlights.enumerated() {
      highlight.backgroundColor = held == (index == 0 ? -1 : 1) ? UIColor.tertiarySystemFill : .clear
    }
    // The label colour, dimmed to iOS's `tertiaryLabel` opacity (30 %) where a half cannot step.
    minus.backgroundColor = UIColor.label.withAlphaComponent(canStep(-1) ? 1 : 0.3)
    for bar in plusBars { bar.backgroundColor = UIColor.label.withAlphaComponent(canStep(1) ? 1 : 0.3) }
  }
}
