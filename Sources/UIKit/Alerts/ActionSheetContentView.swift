import Foundation

/// An action sheet: a rounded group with the title, message and actions, and the cancel action in
/// a group of its own below, across the screen 8 pt from its sides and from the bottom of the safe
/// area.
///
/// The iOS 13–16 look, measured (UIKit documents none): rows 57 pt tall with 20 pt titles (the
/// cancel one semibold), title and message 13 pt in gray (the title semibold) inset 16 at the
/// sides and 14 above and below, groups with 13 pt corners and 8 pt between them.
@preconcurrency @MainActor
final class ActionSheetContentView: AlertChromeView {
  static let margin: CGFloat = 8
  static let rowHeight: CGFloat = 57
  static let cornerRadius: CGFloat = 13
  static let textInset: CGFloat = 16
  static let textVerticalInset: CGFloat = 14
  static let titleMessageSpacing: CGFloat = 4

  private let group = UIView()
  private let cancelGroup = UIView()
  private let titleLabel: UILabel?
  private let messageLabel: UILabel?
  private var separators: [UIView] = []
  private var cancelButton: AlertActionButton?

  override init(controller: UIAlertController) {
    titleLabel = Self.makeLabel(
      controller.title, font: .systemFont(ofSize: 13, weight: .semibold), color: .secondaryLabel)
    messageLabel = Self.makeLabel(controller.message, font: .systemFont(ofSize: 13), color: .secondaryLabel)
    super.init(controller: controller)
    for box in [group, cancelGroup] {
      box.backgroundColor = AlertChromeView.boxColor
      box.layer.cornerRadius = Self.cornerRadius
      box.clipsToBounds = true
      addSubview(box)
    }
    for label in [titleLabel, messageLabel].compactMap({ $0 }) { group.addSubview(label) }
    let font = { (emphasized: Bool) in
      UIFont.systemFont(ofSize: 20, weight: emphasized ? .semibold : .regular)
    }
    buttons = controller.actions.filter { $0.style != .cancel }.map { makeButton(for: $0, font: font) }
    for button in buttons {
      let line = makeSeparator()
      separators.append(line)
      group.addSubview(line)
      group.addSubview(button)
    }
    if let cancel = controller.actions.first(where: { $0.style == .cancel }) {
      let button = makeButton(for: cancel, font: font)
      cancelGroup.addSubview(button)
      cancelButton = button
      buttons.append(button)
    }
    cancelGroup.isHidden = cancelButton == nil
  }

  required init?(coder: NSCoder) { nil }

  private func textHeight(width: CGFloat) -> CGFloat {
    let inner = width - 2 * Self.textInset
    let title = Self.height(of: titleLabel, width: inner)
    let message = Self.height(of: messageLabel, width: inner)
    guard title + message > 0 else { return 0 }
    let gap = title > 0 && message > 0 ? Self.titleMessageSpacing : 0
    return 2 * Self.textVerticalInset + title + gap + message
  }

  override func place(in bounds: CGRect, safeArea: UIEdgeInsets) {
    let width = bounds.width - 2 * Self.margin
    let rows = CGFloat(controller.actions.filter { $0.style != .cancel }.count)
    let groupHeight = textHeight(width: width) + rows * Self.rowHeight
    let cancelHeight = cancelButton == nil ? 0 : Self.margin + Self.rowHeight
    let height = groupHeight + cancelHeight
    let bottom = bounds.maxY - max(safeArea.bottom, Self.margin)
    frame = CGRect(x: bounds.minX + Self.margin, y: bottom - height, width: width, height: height)
  }

  override func layoutSubviews() {
    let width = bounds.width
    let text = textHeight(width: width)
    let rows = buttons.filter { $0 !== cancelButton }
    group.frame = CGRect(x: 0, y: 0, width: width, height: text + CGFloat(rows.count) * Self.rowHeight)
    cancelGroup.frame = CGRect(x: 0, y: group.frame.maxY + Self.margin, width: width, height: Self.rowHeight)
    let inner = width - 2 * Self.textInset
    var y = Self.textVerticalInset
    if let titleLabel {
      let height = Self.height(of: titleLabel, width: inner)
      titleLabel.frame = CGRect(x: Self.textInset, y: y, width: inner, height: height)
      y += height + Self.titleMessageSpacing
    }
    if let messageLabel {
      messageLabel.frame = CGRect(
        x: Self.textInset, y: y, width: inner, height: Self.height(of: messageLabel, width: inner))
    }
    let hairline = 1 / UIScreen.main.scale
    for (index, button) in rows.enumerated() {
      button.frame = CGRect(
        x: 0, y: text + CGFloat(index) * Self.rowHeight, width: width, height: Self.rowHeight)
      separators[index].frame = CGRect(x: 0, y: button.frame.minY, width: width, height: hairline)
      separators[index].isHidden = index == 0 && text == 0
    }
    cancelButton?.frame = cancelGroup.bounds
  }
}
