import Foundation

/// The buttons a swiped row uncovers (UIKit's is the private `UISwipeActionPullView`): one per
/// action in its colour, the first at the row's edge. While the row is partly open the buttons share
/// the uncovered width in proportion to their natural widths; during a full swipe the first action
/// covers all of it.
@preconcurrency @MainActor
final class SwipeActionsView: UIView {
  /// A button's room either side of its title, and the narrowest button: the engine's figures
  /// (Apple publishes none), which give a "Delete" button about the width iOS shows.
  static let titlePadding: CGFloat = 15
  static let minimumButtonWidth: CGFloat = 74

  let configuration: UISwipeActionsConfiguration
  let leading: Bool
  let buttons: [SwipeActionButton]
  /// The buttons' widths with the row fully open.
  let naturalWidths: [CGFloat]
  /// Whether the first action covers the whole uncovered width (a full swipe under way).
  var isExpanded = false {
    didSet { setNeedsLayout() }
  }

  var totalWidth: CGFloat { naturalWidths.reduce(0, +) }

  init(configuration: UISwipeActionsConfiguration, leading: Bool, onTap: @escaping (Int, UIView) -> Void) {
    self.configuration = configuration
    self.leading = leading
    buttons = configuration.actions.enumerated().map { index, action in
      SwipeActionButton(action: action) { onTap(index, $0) }
    }
    naturalWidths = buttons.map { button in
      max(Self.minimumButtonWidth, button.contentWidth + 2 * Self.titlePadding)
    }
    super.init(frame: .zero)
    clipsToBounds = true
    // Inner buttons first, so the outermost (first) action is drawn on top when it expands.
    for button in buttons.reversed() { addSubview(button) }
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let total = totalWidth
    let scale = total > 0 ? width / total : 0
    // From the row's edge inward: the right edge for trailing actions, the left for leading ones.
    var edge: CGFloat = leading ? 0 : width
    for (index, button) in buttons.enumerated() {
      var buttonWidth = naturalWidths[index] * scale
      if isExpanded { buttonWidth = index == 0 ? width : 0 }
      let x = leading ? edge : edge - buttonWidth
      button.frame = CGRect(x: x, y: 0, width: buttonWidth, height: bounds.height)
      if !isExpanded { edge += leading ? buttonWidth : -buttonWidth }
    }
  }
}

/// One action's button: its colour, its title (or image) centred, white.
@preconcurrency @MainActor
final class SwipeActionButton: UIControl {
  let action: UIContextualAction
  private let label = UILabel()
  private let imageView = UIImageView()

  init(action: UIContextualAction, onTap: @escaping (UIView) -> Void) {
    self.action = action
    super.init(frame: .zero)
    backgroundColor = action.backgroundColor
    clipsToBounds = true
    label.text = action.title
    label.textColor = .white
    label.font = .systemFont(ofSize: 15)
    label.textAlignment = .center
    imageView.image = action.image?.withRenderingMode(.alwaysTemplate)
    imageView.tintColor = .white
    imageView.contentMode = .center
    addSubview(action.image == nil ? label : imageView)
    addAction(UIAction { [unowned self] _ in onTap(self) }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// The title's (or image's) width.
  var contentWidth: CGFloat {
    action.image.map(\.size.width) ?? label.intrinsicContentSize.width
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let content = CGRect(origin: .zero, size: bounds.size)
    label.frame = content
    imageView.frame = content
  }
}
