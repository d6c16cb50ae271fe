import Ride
import UIKit

/// A setting in the 我的 drawer: its name and a segmented control of its choices (the language:
/// follow the system, 中文, English, `drawer.language`; the appearance: follow the system, light,
/// dark, `drawer.appearance`). Choosing a segment calls `onChoose` with its index.
final class SettingCell: UITableViewCell {
  static let identifier = "SettingCell"
  static let height: CGFloat = 88

  let titleLabel = UILabel()
  private(set) var control = UISegmentedControl(items: [])
  var onChoose: ((Int) -> Void)?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    backgroundColor = AppColor.surface
    titleLabel.font = .systemFont(ofSize: 15)
    titleLabel.textColor = AppColor.primaryText
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(title: String, setting: DrawerSetting) {
    titleLabel.text = title
    control.removeFromSuperview()
    control = UISegmentedControl(items: setting.choices)
    control.accessibilityIdentifier = setting.identifier
    control.selectedSegmentIndex = setting.selected
    control.selectedSegmentTintColor = AppColor.selectedSegment
    control.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.onChoose?(self.control.selectedSegmentIndex)
      }, for: .valueChanged)
    contentView.addSubview(control)
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = contentView.bounds.width
    titleLabel.frame = CGRect(x: 16, y: 10, width: width - 32, height: 20)
    control.frame = CGRect(x: 16, y: 38, width: width - 32, height: 32)
  }
}
