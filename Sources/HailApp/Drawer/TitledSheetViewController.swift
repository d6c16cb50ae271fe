import UIKit

/// A page sheet of 我的 and 消息 (the messages, a trip's receipt): the view `identifier` on the
/// surface colour, a title bar on top whose 完成 (`<identifier>.close`) closes it, as a swipe down
/// does. Subclasses put their content under the bar (`addContent(_:)`) from `contentTop` down.
class TitledSheetViewController: UIViewController {
  let language: AppLanguage
  private let identifier: String
  private let sheetTitle: String
  private lazy var bar = SheetTitleBar(
    title: sheetTitle, close: language.done, closeIdentifier: "\(identifier).close"
  ) { [weak self] in self?.dismiss(animated: true) }
  /// Where the content starts, below the bar.
  var contentTop: CGFloat { SheetTitleBar.height }

  init(language: AppLanguage, title: String, identifier: String) {
    self.language = language
    self.sheetTitle = title
    self.identifier = identifier
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .pageSheet
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = identifier
    view.backgroundColor = AppColor.surface
  }

  /// Adds `content` to the sheet, under the title bar.
  func addContent(_ content: [UIView]) {
    for subview in content + [bar] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: contentTop)
  }
}
