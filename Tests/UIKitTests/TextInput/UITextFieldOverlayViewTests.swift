import Foundation
import Testing
@_spi(Hail) import UIKit

/// A text field's left and right views (UIKit's overlay views): shown by their `ViewMode` as editing
/// begins and ends, vertically centred at the field's edges, and the text, the clear button and the
/// field's fitting size making room for them.
@MainActor
@Suite struct UITextFieldOverlayViewTests {
  /// A 300 × 40 field with no border (no padding) and a 30 × 20 left and a 24 × 24 right view.
  private func overlaidField(
    in app: Headless, left: UITextField.ViewMode, right: UITextField.ViewMode
  ) -> (UITextField, UIView, UIView) {
    let field = app.addField()
    let leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    let rightView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    field.leftView = leftView
    field.leftViewMode = left
    field.rightView = rightView
    field.rightViewMode = right
    app.window.layoutIfNeeded()
    return (field, leftView, rightView)
  }

  @Test func alwaysShownViewsSitAtTheEdgesAndTheTextBetweenThem() {
    let app = Headless()
    let (field, left, right) = overlaidField(in: app, left: .always, right: .always)
    #expect(left.superview === field)
    #expect(!left.isHidden && !right.isHidden)
    #expect(left.frame == CGRect(x: 0, y: 10, width: 30, height: 20))
    #expect(right.frame == CGRect(x: 276, y: 8, width: 24, height: 24))
    #expect(field.leftViewRect(forBounds: field.bounds) == left.frame)
    #expect(field.rightViewRect(forBounds: field.bounds) == right.frame)
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 246, height: 40))
  }

  @Test func viewModesFollowEditing() {
    let app = Headless()
    let (field, left, right) = overlaidField(in: app, left: .unlessEditing, right: .whileEditing)
    #expect(!left.isHidden)
    #expect(right.isHidden)
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 270, height: 40))
    field.becomeFirstResponder()
    app.window.layoutIfNeeded()
    #expect(left.isHidden)
    #expect(!right.isHidden)
    #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 0, y: 0, width: 276, height: 40))
    field.resignFirstResponder()
    app.window.layoutIfNeeded()
    #expect(!left.isHidden)
    #expect(right.isHidden)
  }

  /// The clear button (17 pt with 6 pt either side) stands just left of a shown right view.
  @Test func theClearButtonStandsBesideTheRightView() {
    let app = Headless()
    let (field, _, _) = overlaidField(in: app, left: .never, right: .always)
    field.clearButtonMode = .always
    field.text = "Kaisaniemi"
    app.window.layoutIfNeeded()
    #expect(
      field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 276 - 29, y: 5.5, width: 29, height: 29))
    // The right view takes the place the clear button would leave for the text.
    #expect(field.textRect(forBounds: field.bounds).maxX == 276)
  }

  /// The fitting size counts the views that can show, whatever the editing state.
  @Test func theFittingSizeMakesRoomForTheViews() {
    let app = Headless()
    let plain = app.addField()
    plain.text = "Kaisaniemi"
    let (field, _, _) = overlaidField(in: app, left: .whileEditing, right: .always)
    field.text = "Kaisaniemi"
    #expect(field.intrinsicContentSize.width == plain.intrinsicContentSize.width + 54)
    field.leftViewMode = .never
    #expect(field.intrinsicContentSize.width == plain.intrinsicContentSize.width + 24)
  }
}
