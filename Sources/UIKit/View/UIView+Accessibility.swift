import Foundation

/// What code set of a view's accessibility properties; nil where it set nothing (the view's kind
/// answers).
struct AccessibilityState {
  var isElement: Bool?
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits?
}

/// UIKit's defaults per kind of view, as VoiceOver reads them on iOS: labels are static-text
/// elements named by their text; buttons are elements named by their title, with the button trait
/// and their state (selected, not enabled); text fields and text views are elements whose value is
/// their text; image views carry the image trait but are not elements; other views are neither.
@MainActor
enum AccessibilityDefaults {
  static func isElement(_ view: UIView) -> Bool {
    switch view {
    case is UILabel, is UIButton, is UITextField, is UITextView: true
    default: false
    }
  }

  static func label(_ view: UIView) -> String? {
    switch view {
    case let label as UILabel: label.text
    case let button as UIButton: button.currentTitle
    case let field as UITextField: field.placeholder
    default: nil
    }
  }

  static func value(_ view: UIView) -> String? {
    switch view {
    case let field as UITextField: field.text.flatMap { $0.isEmpty ? nil : $0 }
    case let textView as UITextView: textView.text.flatMap { $0.isEmpty ? nil : $0 }
    default: nil
    }
  }

  static func traits(_ view: UIView) -> UIAccessibilityTraits {
    switch view {
    case let button as UIButton: state(of: button).union(.button)
    case let control as UIControl: state(of: control)
    case is UILabel: .staticText
    case is UIImageView: .image
    default: .none
    }
  }

  private static func state(of control: UIControl) -> UIAccessibilityTraits {
    var traits = UIAccessibilityTraits.none
    if control.isSelected { traits.insert(.selected) }
    if !control.isEnabled { traits.insert(.notEnabled) }
    return traits
  }
}

extension UIAccessibilityTraits {
  /// The names of the traits set, in bit order (for snapshots and descriptions).
  @_spi(Hail) public var names: [String] {
    let named: [(UIAccessibilityTraits, String)] = [
      (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
      (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
      (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
      (.updatesFrequently, "updatesFrequently"),
      (.searchField, "searchField"), (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
      (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
      (.header, "header"),
    ]
    return named.filter { contains($0.0) }.map(\.1)
  }
}
