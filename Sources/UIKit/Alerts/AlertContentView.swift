import Foundation

/// An alert's box: 270 pt wide in the middle of the screen, title and message over the actions,
/// each action 44 pt tall — two actions side by side when their titles fit, else stacked with the
/// cancel action last (side by side it is on the left).
///
/// 270 and 44 are UIKit's: a recursive description of a title-and-one-button alert shows the box
/// at 270 × 98 (its text 54, its button 44). The other metrics are the iOS 13–16 look, measured
/// (UIKit documents none): corner radius 13; text inset 16 at the sides, 20 above and below, 4
/// between title (17 pt semibold) and message (13 pt); actions in 17 pt, the emphasized one
/// semibold; hairline separators; a white box (UIKit blurs what is behind it).
@preconcurrency @MainActor
final class AlertContentView: AlertChromeView {
  static let width: CGFloat = 270
  static let buttonHeight: CGFloat = 44
  static let cornerRadius: CGFloat = 13
  static let textInset: CGFloat = 16
  static let textTop: CGFloat = 20
  static let textBottom: CGFloat = 20
  static let titleMessageSpacing: CGFloat = 4
  /// Text fields: rows 30 pt tall in a container inset 16 pt, 16 pt below the message and the
  /// text's bottom inset below it; 13 pt text (the iOS 13–16 look, measured; UIKit documents none).
  static let fieldRowHeight: CGFloat = 30
  static let fieldTopSpacing: CGFloat = 16

  private let titleLabel: UILabel?
  private let messageLabel: UILabel?
  private var separators: [UIView] = []
  private let fieldContainer = UIView()
  private var fieldSeparators: [UIView] = []

  override init(controller: UIAlertController) {
    titleLabel = Self.makeLabel(
      controller.title, font: .systemFont(ofSize: 17, weight: .semibold), color: .label)
    messageLabel = Self.makeLabel(controller.message, font: .systemFont(ofSize: 13), color: .label)
    let actions = controller.actions
    let ordered =
      actions.count == 2
      ? actions.sorted { first, _ in first.style == .cancel }
      : actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
    super.init(controller: controller)
    backgroundColor = AlertChromeView.boxColor
    layer.cornerRadius = Self.cornerRadius
    clipsToBounds = true
    for label in [titleLabel, messageLabel].compactMap({ $0 }) { addSubview(label) }
    buttons = ordered.map {
      makeButton(for: $0) { .systemFont(ofSize: 17, weight: $0 ? .semibold : .regular) }
    }
    for button in buttons { addSubview(button) }
    separators = buttons.map { _ in makeSeparator() }
    for line in separators { addSubview(line) }
    let fields = controller.textFields ?? []
    if !fields.isEmpty {
      fieldContainer.backgroundColor = AlertChromeView.fieldColor
      fieldContainer.layer.borderWidth = 1 / UIScreen.main.scale
      fieldContainer.layer.cornerRadius = 4
      fieldContainer.clipsToBounds = true
      addSubview(fieldContainer)
      for field in fields { fieldContainer.addSubview(field) }
      fieldSeparators = fields.dropFirst().map { _ in makeSeparator() }
      for line in fieldSeparators { fieldContainer.addSubview(line) }
    }
  }

  /// A layer keeps the colour it was given: UIKit resolves its own views' dynamic colours again
  /// for new traits, so the field container's `.separator` outline follows dark mode.
  override func traitsDidChange(from previous: UITraitCollection?) {
    super.traitsDidChange(from: previous)
    fieldContainer.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
  }

  private var fieldsHeight: CGFloat {
    let count = CGFloat(controller.textFields?.count ?? 0)
    return count > 0 ? Self.fieldTopSpacing + count * Self.fieldRowHeight : 0
  }

  required init?(coder: NSCoder) { nil }

  /// Two actions go side by side when each title fits in half the box.
  private var buttonsSideBySide: Bool {
    buttons.count == 2 && buttons.allSatisfy { $0.titleWidth() <= Self.width / 2 - 2 * 8 }
  }

  private var textHeight: CGFloat {
    let width = Self.width - 2 * Self.textInset
    let title = Self.height(of: titleLabel, width: width)
    let message = Self.height(of: messageLabel, width: width)
    guard title + message > 0 else { return 0 }
    let gap = title > 0 && message > 0 ? Self.titleMessageSpacing : 0
    return Self.textTop + title + gap + message + fieldsHeight + Self.textBottom
  }

  private var buttonsHeight: CGFloat {
    Self.buttonHeight * CGFloat(buttonsSideBySide ? 1 : buttons.count)
  }

  override func place(in bounds: CGRect, safeArea: UIEdgeInsets) {
    let height = textHeight + buttonsHeight
    let safe = bounds.inset(by: safeArea)
    frame = CGRect(
      x: safe.midX - Self.width / 2, y: safe.midY - height / 2, width: Self.width, height: height)
  }

  override func layoutSubviews() {
    let width = Self.width - 2 * Self.textInset
    var y = Self.textTop
    if let titleLabel {
      let height = Self.height(of: titleLabel, width: width)
      titleLabel.frame = CGRect(x: Self.textInset, y: y, width: width, height: height)
      y += height + Self.titleMessageSpacing
    }
    if let messageLabel {
      messageLabel.frame = CGRect(
        x: Self.textInset, y: y, width: width, height: Self.height(of: messageLabel, width: width))
    }
    layOutFields(width: width)
    let top = textHeight
    let hairline = 1 / UIScreen.main.scale
    for (index, button) in buttons.enumerated() {
      let frame: CGRect
      let line: CGRect
      if buttonsSideBySide {
        frame = CGRect(
          x: CGFloat(index) * Self.width / 2, y: top, width: Self.width / 2, height: Self.buttonHeight)
        line =
          index == 0
          ? CGRect(x: 0, y: top, width: Self.width, height: hairline)
          : CGRect(x: Self.width / 2, y: top, width: hairline, height: Self.buttonHeight)
      } else {
        frame = CGRect(
          x: 0, y: top + CGFloat(index) * Self.buttonHeight, width: Self.width, height: Self.buttonHeight)
        line = CGRect(x: 0, y: frame.minY, width: Self.width, height: hairline)
      }
      button.frame = frame
      separators[index].frame = line
      // The first separator only divides text from buttons; with no text there is nothing above.
      separators[index].isHidden = index == 0 && top == 0
    }
  }

  /// The fields stack in their container just above the text's bottom inset.
  private func layOutFields(width: CGFloat) {
    let fields = controller.textFields ?? []
    guard !fields.isEmpty else { return }
    let height = CGFloat(fields.count) * Self.fieldRowHeight
    fieldContainer.frame = CGRect(
      x: Self.textInset, y: textHeight - Self.textBottom - height, width: width, height: height)
    for (index, field) in fields.enumerated() {
      field.frame = CGRect(
        x: 6, y: CGFloat(index) * Self.fieldRowHeight, width: width - 12, height: Self.fieldRowHeight)
    }
    for (index, line) in fieldSeparators.enumerated() {
      line.frame = CGRect(
        x: 0, y: CGFloat(index + 1) * Self.fieldRowHeight, width: width, height: 1 / UIScreen.main.scale)
    }
  }
}
