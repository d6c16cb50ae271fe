import UIKit

/// The search screen's top: a cancel button, then the pickup (green dot) and destination (red dot)
/// fields on a white card, below the status area.
final class SearchHeaderView: UIView {
  /// Below the safe area's top: the bar (44) and two 48 pt field rows with 8 pt around them.
  static let height: CGFloat = 44 + 8 + 96 + 8
  /// Setting 家 or 公司 asks for one place: no pickup row, the destination's in its place.
  var showsPickup = true {
    didSet {
      for view in [pickupDot, pickupField, separator] as [UIView] { view.isHidden = !showsPickup }
      setNeedsLayout()
    }
  }
  /// The height below the safe area's top: `height`, less the pickup row when it is not shown.
  var contentHeight: CGFloat { showsPickup ? Self.height : Self.height - 48 }

  let cancelButton = UIButton(type: .system)
  let titleLabel = UILabel()
  let pickupField = UITextField()
  let destinationField = UITextField()
  private let pickupDot = DotView(color: HomeLayout.pickupColor)
  private let destinationDot = DotView(color: HomeLayout.destinationColor)
  private let separator = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = AppColor.surface
    elevate(.bar)
    cancelButton.accessibilityIdentifier = "search.cancel"
    cancelButton.titleLabel?.font = .systemFont(ofSize: 16)
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.textAlignment = .center
    pickupField.accessibilityIdentifier = "search.pickup"
    destinationField.accessibilityIdentifier = "search.field"
    for field in [pickupField, destinationField] {
      field.font = .systemFont(ofSize: 16)
      field.textColor = AppColor.primaryText
      field.clearButtonMode = .whileEditing
      field.returnKeyType = .search
      field.autocorrectionType = .no
    }
    destinationField.font = .boldSystemFont(ofSize: 17)
    separator.backgroundColor = AppColor.separator
    for view in [
      cancelButton, titleLabel, pickupDot, pickupField, separator, destinationDot, destinationField,
    ] {
      addSubview(view)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(language: AppLanguage, pickup: String) {
    cancelButton.setTitle(language.cancel, for: .normal)
    titleLabel.text = language.whereTo
    pickupField.text = pickup
    pickupField.placeholder = language.pickupPlaceholder
    destinationField.placeholder = language.whereTo
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let top = safeAreaInsets.top
    let width = bounds.width
    cancelButton.frame = CGRect(x: 8, y: top, width: 64, height: 44)
    titleLabel.frame = CGRect(x: 80, y: top, width: width - 160, height: 44)
    let rows = top + 52
    pickupDot.center = CGPoint(x: 28, y: rows + 24)
    pickupField.frame = CGRect(x: 44, y: rows, width: width - 60, height: 48)
    separator.frame = CGRect(x: 44, y: rows + 48, width: width - 60, height: 0.5)
    let destination = showsPickup ? rows + 48 : rows
    destinationDot.center = CGPoint(x: 28, y: destination + 24)
    destinationField.frame = CGRect(x: 44, y: destination, width: width - 60, height: 48)
  }
}
