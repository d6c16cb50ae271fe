import Testing

@_spi(Hail) import UIKit

/// Accessibility properties answer UIKit's defaults per kind of view until set.
@MainActor
@Suite("Accessibility")
struct AccessibilityTests {
  @Test("A plain view is no element and has no label or traits")
  func plainView() {
    let view = UIView()
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == nil)
    #expect(view.accessibilityTraits == .none)
  }

  @Test("A label is a static-text element named by its text")
  func label() {
    let label = UILabel()
    label.text = "快车"
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "快车")
    #expect(label.accessibilityTraits == .staticText)
    label.accessibilityLabel = "Express"
    label.text = "出租车"
    #expect(label.accessibilityLabel == "Express")
    label.accessibilityLabel = nil
    #expect(label.accessibilityLabel == "出租车")
  }

  @Test("A button is named by its title and carries its state")
  func button() {
    let button = UIButton(type: .system)
    button.setTitle("Call", for: .normal)
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityLabel == "Call")
    #expect(button.accessibilityTraits == .button)
    button.isSelected = true
    button.isEnabled = false
    #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
    #expect(button.accessibilityTraits.names == ["button", "selected", "notEnabled"])
    button.accessibilityTraits = .link
    #expect(button.accessibilityTraits == .link)
  }

  @Test("A text field's value is its text; its placeholder names it")
  func textField() {
    let field = UITextField()
    field.placeholder = "Where to?"
    #expect(field.isAccessibilityElement)
    #expect(field.accessibilityLabel == "Where to?")
    #expect(field.accessibilityValue == nil)
    field.text = "Kaisaniemi"
    #expect(field.accessibilityValue == "Kaisaniemi")
  }

  @Test("An image view has the image trait but is no element")
  func imageView() {
    let imageView = UIImageView()
    #expect(!imageView.isAccessibilityElement)
    #expect(imageView.accessibilityTraits == .image)
    imageView.isAccessibilityElement = true
    #expect(imageView.isAccessibilityElement)
  }
}
