@_spi(Hail) import EngineTime
import Foundation

/// The system's status bar, which the engine draws over a window on a screen with a status area
/// (`UIScreen.main.safeAreaInsets.top` > 0), as iOS draws its own above every app: the time from the
/// environment's clock (the minute changes on time), the cellular signal and the battery, dark on
/// the app's light header. Not part of the app's view tree in spirit: it takes no touches and stays
/// in front of everything the window holds.
///
/// Layouts after Apple's: a 20 pt bar (iPhone 8) has the signal at the left, the time centred and
/// the battery at the right; a taller one (the Dynamic Island's 59 pt) has the time centred in the
/// left "ear" and the icons in the right one, beside the 126 pt island.
final class StatusBarView: UIView {
  private let time = UILabel()
  private let signalBars = (0..<4).map { _ in UIView() }
  private let battery = UIView()
  private let batteryLevel = UIView()
  private let batteryCap = UIView()
  private var minuteTimer: Timer?
  private let formatter = DateFormatter()

  /// Apple's Dynamic Island is 126 pt wide (iPhone 14 Pro and later).
  static let islandWidth: CGFloat = 126

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "statusBar"
    isUserInteractionEnabled = false
    isOpaque = false
    formatter.dateFormat = "H:mm"
    addSubview(time)
    for bar in signalBars {
      bar.backgroundColor = .label
      bar.layer.cornerRadius = 1
      addSubview(bar)
    }
    battery.layer.borderColor = Self.outline.cgColor
    battery.layer.borderWidth = 1
    battery.layer.cornerRadius = 3.5
    batteryLevel.backgroundColor = .label
    batteryLevel.layer.cornerRadius = 1.5
    batteryCap.backgroundColor = Self.outline
    batteryCap.layer.cornerRadius = 1
    battery.addSubview(batteryLevel)
    addSubview(battery)
    addSubview(batteryCap)
    showTime()
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// The battery's outline: the label colour at 40 % (black in light, white in dark).
  private static let outline = UIColor.label.withAlphaComponent(0.4)

  /// A layer's colour is fixed when set: set it again for the new appearance (the traits are
  /// current here).
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    battery.layer.borderColor = Self.outline.cgColor
  }

  /// Shows the time now and sets a timer for the next minute.
  private func showTime() {
    let environment = UIApplication.shared.environment
    let now = UIApplication.shared.clock.now
    let date = environment.date(at: now)
    formatter.timeZone = environment.timeZone
    time.text = formatter.string(from: date)
    let secondsIntoMinute = date.timeIntervalSince1970.truncatingRemainder(dividingBy: 60)
    minuteTimer?.invalidate()
    minuteTimer = Timer.scheduledTimer(withTimeInterval: 60 - secondsIntoMinute, repeats: false) {
      [weak self] _ in self?.showTime()
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let tall = bounds.height > 20
    // Setting a label's font marks its superview for layout: set only a changed one, or this view
    // would mark itself from its own layout and keep a still screen from ever going idle.
    let font = UIFont.systemFont(ofSize: tall ? 17 : 12, weight: .semibold)
    if time.font != font { time.font = font }
    time.sizeToFit()
    // The icons' row sits where iOS puts it: the middle of a 20 pt bar, lower in a tall one.
    let middle = tall ? bounds.height / 2 + 2 : bounds.height / 2
    let ear = (bounds.width - Self.islandWidth) / 2
    time.center = CGPoint(x: tall ? ear / 2 : bounds.midX, y: middle)
    let batteryWidth: CGFloat = tall ? 25 : 22
    let batteryHeight: CGFloat = tall ? 12 : 10.5
    let signalWidth: CGFloat = 17
    let iconsRight = tall ? bounds.width - ear / 2 + (signalWidth + 6 + batteryWidth) / 2 : bounds.width - 6
    battery.frame = CGRect(
      x: iconsRight - batteryWidth - 2, y: middle - batteryHeight / 2, width: batteryWidth,
      height: batteryHeight)
    batteryLevel.frame = battery.bounds.insetBy(dx: 2, dy: 2)
    batteryCap.frame = CGRect(x: battery.frame.maxX + 1, y: middle - 2, width: 1.5, height: 4)
    let signalLeft = tall ? battery.frame.minX - 6 - signalWidth : 6
    for (index, bar) in signalBars.enumerated() {
      let height = batteryHeight * CGFloat(index + 1) / 4
      bar.frame = CGRect(
        x: signalLeft + CGFloat(index) * 4.5, y: middle + batteryHeight / 2 - height, width: 3, height: height
      )
    }
  }
}
