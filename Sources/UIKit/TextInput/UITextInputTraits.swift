import Foundation

/// The keyboard a text input asks for, as UIKit's `UITextInputTraits`. Apple's protocol has only
/// optional members; without the Objective-C runtime the requirements have defaults here (UIKit's
/// defaults) whose setters ignore the value, so a type that declares only some of them compiles
/// unchanged and the rest read as UIKit's defaults.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  var autocorrectionType: UITextAutocorrectionType { get set }
  var spellCheckingType: UITextSpellCheckingType { get set }
  var keyboardType: UIKeyboardType { get set }
  var keyboardAppearance: UIKeyboardAppearance { get set }
  var returnKeyType: UIReturnKeyType { get set }
  var enablesReturnKeyAutomatically: Bool { get set }
  var isSecureTextEntry: Bool { get set }
  var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
}

/// When the keyboard turns on Shift by itself (UIKit's raw values).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

/// The keyboard's layout (UIKit's raw values). Here the pads (`.numberPad`, `.phonePad`,
/// `.decimalPad`, `.asciiCapableNumberPad`) get a 3 × 4 digit pad and every other type the QWERTY
/// letters.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
  public static let alphabet = UIKeyboardType.asciiCapable
}

public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
  public static let alert = UIKeyboardAppearance.dark
}

/// The return key's title (UIKit's raw values).
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a field holds, for autofill (UIKit's `UITextContentType`, a string wrapper). The raw
/// strings are this engine's; nothing here autofills.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType("name")
  public static let location = UITextContentType("location")
  public static let fullStreetAddress = UITextContentType("full-street-address")
  public static let addressCity = UITextContentType("address-level2")
  public static let telephoneNumber = UITextContentType("tel")
  public static let emailAddress = UITextContentType("email")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("new-password")
  public static let oneTimeCode = UITextContentType("one-time-code")
}
