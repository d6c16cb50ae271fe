import Foundation

/// The visible part of an alert controller: the box of an alert or the list of an action sheet.
@preconcurrency @MainActor
class AlertChromeView: UIView {
  unowned let controller: UIAlertController
  /// The buttons in the order they are laid out.
  var buttons: [AlertActionButton] = []

  init(controller: UIAlertController) {
    self.controller = controller
    super.init(frame: .zero)
    isOpaque = false
  }

  required init?(coder: NSCoder) { nil }

  /// Sets the frame within the full-screen view's `bounds`.
  func place(in bounds: CGRect, safeArea: UIEdgeInsets) {}

  func makeButton(for action: UIAlertAction, font: (Bool) -> UIFont) -> AlertActionButton {
    let emphasized = action === controller.emphasizedAction
    let button = AlertActionButton(action: action, font: font(emphasized))
    button.accessibilityIdentifier = controller.replayIdentifier(of: action)
    button.addAction(UIAction { [weak self] _ in self?.controller.choose(action) }, for: .touchUpInside)
    return button
  }

  static func makeLabel(_ text: String?, font: UIFont, color: UIColor) -> UILabel? {
    guard let text, !text.isEmpty else { return nil }
    let label = UILabel()
    label.text = text
    label.font = font
    label.textColor = color
    label.textAlignment = .center
    label.numberOfLines = 0
    return label
  }

  func makeSeparator() -> UIView {
    let line = UIView()
    line.backgroundColor = .separator
    return line
  }

  static func height(of label: UILabel?, width: CGFloat) -> CGFloat {
    guard let label else { return 0 }
    return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
  }
}

/// One action's button: its title centred, blue (red when destructive, gray when disabled), the row
/// darkening while touched.
@preconcurrency @MainActor
final class AlertActionButton: UIControl {
  let action: UIAlertAction
  private let label = UILabel()

  init(action: UIAlertAction, font: UIFont) {
    self.action = action
    super.init(frame: .zero)
    label.text = action.title
    label.font = font
    label.textAlignment = .center
    label.textColor =
      !action.isEnabled ? .systemGray : (action.style == .destructive ? .systemRed : .systemBlue)
    isEnabled = action.isEnabled
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  override var isHighlighted: Bool {
    // The touched row darkens by a tenth of black (the look of UIKit's highlighted action).
    didSet { backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.1) : nil }
  }

  func titleWidth() -> CGFloat {
    label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width
  }

  override func layoutSubviews() {
    label.frame = bounds.insetBy(dx: 8, dy: 0)
  }
}
