import Foundation

/// The visible part of an alert controller: the box of an alert or the list of an action sheet.
@preconcurrency @MainActor
class AlertChromeView: UIView {
  unowned let controller: UIAlertController
  /// The buttons in the order they are laid out.
  var buttons: [AlertActionButton] = []

  /// The alert's and the sheet's box: near-white on light; on dark the dark grey of iOS's dark
  /// alerts (44, 44, 46, `tertiarySystemBackground`'s dark value, approximating the material,
  /// which Apple publishes no value for).
  static let boxColor = UIColor.dynamic(
    light: UIColor(white: 0.97, alpha: 1),
    dark: UIColor(red: 44.0 / 255, green: 44.0 / 255, blue: 46.0 / 255, alpha: 1))
  /// An alert's text fields: white on light, near black (28, 28, 30) on dark.
  static let fieldColor = UIColor.dynamic(
    light: .white, dark: UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
  /// A touched action row: a tenth of black on light, a tenth of white on dark.
  static let highlightColor = UIColor.dynamic(
    light: UIColor(white: 0, alpha: 0.1), dark: UIColor(white: 1, alpha: 0.1))

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
    didSet { backgroundColor = isHighlighted ? AlertChromeView.highlightColor : nil }
  }

  func titleWidth() -> CGFloat {
    label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width
  }

  override func layoutSubviews() {
    label.frame = bounds.insetBy(dx: 8, dy: 0)
  }
}
