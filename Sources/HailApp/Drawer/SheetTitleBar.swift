import UIKit

/// The top of 消息's and a trip receipt's page sheets: the title centred and 完成 at the right
/// (`closeIdentifier`), which calls `onClose`. 52 pt tall.
final class SheetTitleBar: UIView {
  static let height: CGFloat = 52
  let titleLabel = UILabel()
  let closeButton = UIButton(type: .system)

  init(title: String, close: String, closeIdentifier: String, onClose: @escaping () -> Void) {
    super.init(frame: .zero)
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    closeButton.accessibilityIdentifier = closeIdentifier
    closeButton.setTitle(close, for: .normal)
    closeButton.addAction(UIAction { _ in onClose() }, for: .touchUpInside)
    addSubview(titleLabel)
    addSubview(closeButton)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    titleLabel.frame = CGRect(x: 80, y: 12, width: width - 160, height: 28)
    closeButton.frame = CGRect(x: width - 76, y: 8, width: 64, height: 36)
  }
}
