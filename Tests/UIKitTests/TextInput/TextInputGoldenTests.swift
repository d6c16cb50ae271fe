import CoreGraphics
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// Text fields and the keyboard as pixels (Tests/UIKitTests/Goldens; re-record with
/// `HAIL_RECORD_GOLDENS=1`).
@MainActor
@Suite struct TextInputGoldenTests {
  private func fieldScene(_ configure: (UITextField, Headless) -> Void) throws -> CGImage {
    let scene = GoldenScene(size: CGSize(width: 240, height: 56))
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 220, height: 36))
    field.borderStyle = .roundedRect
    scene.canvas.backgroundColor = UIColor(white: 0.94, alpha: 1)
    scene.canvas.addSubview(field)
    configure(field, scene.headless)
    return try scene.render()
  }

  @Test func anEmptyFieldShowsItsPlaceholder() throws {
    let image = try fieldScene { field, _ in field.placeholder = "您要去哪儿 Where to?" }
    assertGolden(image, named: "text-field-placeholder")
  }

  @Test func anEditingFieldShowsItsTextAndTheCaret() throws {
    let image = try fieldScene { field, app in
      field.text = "Kaisaniemi 北京"
      field.clearButtonMode = .whileEditing
      field.becomeFirstResponder()
      app.advance(0.1)  // a frame with the caret in its visible half period
    }
    assertGolden(image, named: "text-field-editing")
  }

  @Test func aSecureFieldShowsBullets() throws {
    let image = try fieldScene { field, _ in
      field.isSecureTextEntry = true
      field.text = "hail-2026"
    }
    assertGolden(image, named: "text-field-secure")
  }

  @Test func composingTextIsUnderlinedAndASelectionIsTinted() throws {
    let image = try fieldScene { field, app in
      field.text = "去 "
      field.becomeFirstResponder()
      field.setMarkedText("bei jing", selectedRange: NSRange(location: 8, length: 0))
      app.advance(0.1)
    }
    assertGolden(image, named: "text-field-composing")
    let selected = try fieldScene { field, app in
      field.text = "Kaisaniemi 北京"
      field.becomeFirstResponder()
      field.selectedTextRange = field.textRange(
        from: field.beginningOfDocument,
        to: try! #require(field.position(from: field.beginningOfDocument, offset: 10)))
      app.advance(0.1)
    }
    assertGolden(selected, named: "text-field-selection")
  }

  /// The keyboard of an iPhone 8 (375 pt wide) on its letters, for a search field, with Shift on
  /// at the start of the text.
  @Test(arguments: ["letters", "numbers", "digit-pad"])
  func theKeyboard(_ plane: String) throws {
    let app = Headless()
    let field = app.addField()
    field.returnKeyType = .search
    if plane == "digit-pad" { field.keyboardType = .numberPad }
    field.becomeFirstResponder()
    app.advance(0.5)
    let keyboard = try #require(app.window.keyboard.panel)
    if plane == "numbers" { app.window.keyboard.perform(.plane(.numbers)) }
    app.window.layoutIfNeeded()
    let image = try #require(ViewRenderer().render(keyboard, scale: 2))
    assertGolden(image, named: "keyboard-\(plane)")
  }
}
