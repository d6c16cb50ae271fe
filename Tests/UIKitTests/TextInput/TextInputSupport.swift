import Foundation
@_spi(Hail) import UIKit

/// A delegate that records every call in one shared log (with the editing events and
/// notifications of its field), and answers the should-questions as told.
@MainActor
final class TextFieldRecorder: UITextFieldDelegate {
  var log: [String] = []
  /// Another log this recorder also writes to, to see two fields' calls interleaved.
  let sharedLog: SharedLog?
  var shouldBegin = true
  var shouldEnd = true
  var shouldReturn = true
  var shouldClear = true
  /// Rejects changes whose replacement contains one of these characters.
  var rejectedCharacters: Set<Character> = []
  var changes: [(NSRange, String)] = []
  private var observers: [NSObjectProtocol] = []

  /// Records `field`'s delegate calls, its editing events and its text notifications.
  init(_ field: UITextField, name: String = "", sharedLog: SharedLog? = nil) {
    let prefix = name.isEmpty ? "" : name + "."
    self.prefix = prefix
    self.sharedLog = sharedLog
    field.delegate = self
    let events: [(UIControl.Event, String)] = [
      (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
      (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]
    for (event, eventName) in events {
      field.addAction(UIAction { [weak self] _ in self?.record(eventName) }, for: event)
    }
    let names: [(NSNotification.Name, String)] = [
      (UITextField.textDidBeginEditingNotification, "didBeginNotification"),
      (UITextField.textDidChangeNotification, "didChangeNotification"),
      (UITextField.textDidEndEditingNotification, "didEndNotification"),
    ]
    for (notification, noteName) in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: notification, object: field, queue: nil) {
          [weak self] _ in
          MainActor.assumeIsolated { self?.record(noteName) }
        })
    }
  }

  private let prefix: String

  func stop() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers.removeAll()
  }

  private func record(_ entry: String) {
    log.append(prefix + entry)
    sharedLog?.entries.append(prefix + entry)
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    record("shouldBegin")
    return shouldBegin
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { record("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    record("shouldEnd")
    return shouldEnd
  }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    record("didEnd")
  }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    record("shouldChange")
    changes.append((range, string))
    return !string.contains { rejectedCharacters.contains($0) }
  }
  func textFieldDidChangeSelection(_ textField: UITextField) { record("didChangeSelection") }
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    record("shouldClear")
    return shouldClear
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    record("shouldReturn")
    return shouldReturn
  }
}

/// A log several recorders write to.
@MainActor
final class SharedLog {
  var entries: [String] = []
}

/// Records the keyboard notifications with their time on the virtual clock and their user info.
@MainActor
final class KeyboardNotificationLog {
  struct Entry {
    var name: String
    var time: TimeInterval
    var begin: CGRect?
    var end: CGRect?
    var duration: Double?
    var curve: Int?
  }

  private(set) var entries: [Entry] = []
  private var observers: [NSObjectProtocol] = []

  var names: [String] { entries.map(\.name) }

  init() {
    let names: [(NSNotification.Name, String)] = [
      (UIResponder.keyboardWillShowNotification, "willShow"),
      (UIResponder.keyboardDidShowNotification, "didShow"),
      (UIResponder.keyboardWillHideNotification, "willHide"),
      (UIResponder.keyboardDidHideNotification, "didHide"),
      (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
      (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
    ]
    for (notification, name) in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: notification, object: nil, queue: nil) {
          [weak self] note in
          let info = note.userInfo ?? [:]
          let entry = Entry(
            name: name, time: 0,
            begin: (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
            end: (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            duration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
            curve: (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue)
          MainActor.assumeIsolated {
            var timed = entry
            timed.time = UIApplication.shared.clock.now
            self?.entries.append(timed)
          }
        })
    }
  }

  func stop() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers.removeAll()
  }
}

extension Headless {
  /// A field of `frame` in the root view.
  func addField(_ frame: CGRect = CGRect(x: 20, y: 100, width: 300, height: 40)) -> UITextField {
    let field = UITextField(frame: frame)
    root.addSubview(field)
    return field
  }

  var keys: KeyPressInjector { KeyPressInjector(window: window) }
}
