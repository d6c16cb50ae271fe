import UIKit

/// Page 2: the taxi (出租车) card: pickup (green dot) and destination (red dot), then 预约 (book ahead)
/// and 现在 (now).
final class TaxiCardView: UIView {
  let pickupLabel = UILabel()
  let destinationLabel = UILabel()
  let bookAheadButton = UIButton(type: .custom)
  let nowButton = UIButton(type: .custom)

  init() {
    let width = HomeLayout.screenWidth
    let height = HomeLayout.taxiCardHeight
    super.init(
      frame: CGRect(
        x: width + 10, y: HomeLayout.screenHeight - height - HomeLayout.taxiCardBottomMargin,
        width: width - 20, height: height))
    accessibilityIdentifier = "taxi.card"
    backgroundColor = .white
    layer.cornerRadius = 6
    addRow(dot: .systemGreen, label: pickupLabel, text: "赫尔辛基中央车站", y: 12)
    let separator = UIView(frame: CGRect(x: 15, y: 46, width: bounds.width - 30, height: 1))
    separator.backgroundColor = UIColor(white: 0, alpha: 0.5)
    addSubview(separator)
    addRow(dot: .systemRed, label: destinationLabel, text: "您要去哪儿", y: 50)
    for (index, (button, title)) in [(bookAheadButton, "预约"), (nowButton, "现在")].enumerated() {
      button.setTitle(title, for: .normal)
      button.setTitleColor(.darkGray, for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 13)
      let buttonWidth = bounds.width / 2
      button.frame = CGRect(x: CGFloat(index) * buttonWidth, y: 92, width: buttonWidth, height: 34)
      addSubview(button)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func addRow(dot color: UIColor, label: UILabel, text: String, y: CGFloat) {
    let dot = UIView(frame: CGRect(x: 15, y: y + 11, width: 12, height: 12))
    dot.backgroundColor = color
    dot.layer.cornerRadius = 6
    addSubview(dot)
    label.text = text
    label.font = .systemFont(ofSize: 15)
    label.frame = CGRect(x: 37, y: y, width: bounds.width - 52, height: 34)
    addSubview(label)
  }
}
