import UIKit

/// Page 2: the taxi (出租车) card: the pickup (green dot) and a destination (red dot), then 预约
/// (book ahead) and 现在 (now).
final class TaxiCardView: UIView {
  let pickupLabel = UILabel()
  let destinationLabel = UILabel()
  let bookAheadButton = PressableButton(type: .custom)
  let nowButton = PressableButton(type: .custom)
  var language = AppLanguage.zh {
    didSet { applyLanguage() }
  }
  /// The pickup line, once the pin's position is geocoded.
  var pickupText: String? {
    didSet { pickupLabel.text = pickupText ?? language.locating }
  }

  init() {
    let width = HomeLayout.screenWidth
    let height = HomeLayout.taxiCardHeight
    super.init(
      frame: CGRect(
        x: width + 10,
        y: HomeLayout.screenHeight - height - HomeLayout.taxiCardBottomMargin - HomeLayout.bottomInset,
        width: width - 20, height: height))
    accessibilityIdentifier = "taxi.card"
    backgroundColor = AppColor.surface
    layer.cornerRadius = 8
    elevate(.card)
    addRow(dot: HomeLayout.pickupColor, label: pickupLabel, y: 8)
    let separator = UIView(frame: CGRect(x: 15, y: 44, width: bounds.width - 30, height: 1))
    separator.backgroundColor = AppColor.hairline
    addSubview(separator)
    addRow(dot: HomeLayout.destinationColor, label: destinationLabel, y: 46)
    for (index, button) in [bookAheadButton, nowButton].enumerated() {
      button.accessibilityIdentifier = index == 0 ? "taxi.later" : "taxi.now"
      button.setTitleColor(index == 0 ? AppColor.secondaryButtonTitle : .white, for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 13)
      button.backgroundColor = index == 0 ? AppColor.raisedFill : HomeLayout.selectedTabColor
      button.layer.cornerRadius = 15
      let buttonWidth = (bounds.width - 45) / 2
      button.frame = CGRect(
        x: 15 + CGFloat(index) * (buttonWidth + 15), y: 90, width: buttonWidth, height: 30)
      addSubview(button)
    }
    applyLanguage()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func applyLanguage() {
    pickupLabel.text = pickupText ?? language.locating
    destinationLabel.text = language.whereTo
    bookAheadButton.setTitle(language.bookAhead, for: .normal)
    nowButton.setTitle(language.now, for: .normal)
  }

  private func addRow(dot color: UIColor, label: UILabel, y: CGFloat) {
    let dot = DotView(color: color, diameter: 12)
    dot.center = CGPoint(x: 21, y: y + 18)
    addSubview(dot)
    label.font = .systemFont(ofSize: 15)
    label.frame = CGRect(x: 37, y: y, width: bounds.width - 52, height: 36)
    addSubview(label)
  }
}
