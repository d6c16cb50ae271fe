@_spi(Hail) import UIKit

/// One text field on a white screen, for the window test of typing (`hail run --typing-test`, a
/// hidden flag) until the app has a search screen of its own. Written as iOS code: the return key
/// ("done") ends editing through an `.editingDidEndOnExit` action, as a form's last field does.
public final class TypingTestController: UIViewController {
  /// The field: 120 pt from the top, inset 20 pt on each side, 44 pt tall.
  public let field = UITextField()

  override public func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    field.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 44)
    field.autoresizingMask = [.flexibleWidth]
    field.accessibilityIdentifier = "typing.field"
    field.borderStyle = .roundedRect
    field.placeholder = "输入目的地 Where to?"
    field.returnKeyType = .done
    field.clearButtonMode = .whileEditing
    field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
    view.addSubview(field)
  }
}
