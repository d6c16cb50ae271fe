import Foundation

/// Which set of keys the keyboard shows.
enum KeyboardPlane: Equatable, Sendable {
  case letters, numbers, symbols
  /// The 3 × 4 pad of `.numberPad`, `.phonePad` and `.decimalPad`.
  case digitPad(extraKey: String?)

  /// The plane a keyboard type starts on.
  init(_ type: UIKeyboardType) {
    switch type {
    case .numberPad, .asciiCapableNumberPad: self = .digitPad(extraKey: nil)
    case .decimalPad: self = .digitPad(extraKey: ".")
    case .phonePad: self = .digitPad(extraKey: "+")
    case .numbersAndPunctuation: self = .numbers
    default: self = .letters
    }
  }
}

/// One key: what it shows, what it does and where it is (points in the keyboard).
struct KeyboardKey: Equatable, Sendable {
  enum Action: Equatable, Sendable {
    /// Types these characters (upper case while Shift is on, for letters).
    case character(String)
    case shift, delete, space, returnKey
    case plane(KeyboardPlane)
  }

  var title: String
  var action: Action
  var frame: CGRect

  /// Shift, delete, the plane switches and the return key have the darker function colour.
  var isFunction: Bool {
    switch action {
    case .character, .space: false
    default: true
    }
  }
}

/// The keys of an iPhone keyboard in portrait for a width and plane, after KeyboardKit's iPhone
/// portrait configuration (KeyboardKit, `KeyboardLayout.DeviceConfiguration.standardPhone`):
/// rows 54 pt tall, each key inset 3 pt from its neighbours sideways and 6 pt vertically, corners of
/// 5 pt. Four rows make 216 pt, the height UIKit reports for the keyboard of a home-button iPhone
/// (iOS's UIKeyboardFrameEndUserInfoKey {{0, 264}, {320, 216}}, quoted in Stack Overflow question
/// 19482573). A Face ID iPhone adds 75 pt below the keys (its globe and dictation row above the home
/// indicator): 291 pt, the commonly reported keyboard height of those phones.
struct KeyboardLayout: Equatable, Sendable {
  static let rowHeight: CGFloat = 54
  static let keyInset = (horizontal: CGFloat(3), vertical: CGFloat(6))
  static let cornerRadius: CGFloat = 5
  static let keysHeight: CGFloat = 4 * rowHeight
  static let homeIndicatorRowHeight: CGFloat = 75

  /// The keyboard's height on a screen whose bottom safe-area inset is `bottomInset`.
  static func height(bottomInset: CGFloat) -> CGFloat {
    keysHeight + (bottomInset > 0 ? homeIndicatorRowHeight : 0)
  }

  let plane: KeyboardPlane
  let keys: [KeyboardKey]

  init(plane: KeyboardPlane, width: CGFloat, returnTitle: String) {
    self.plane = plane
    let unit = width / 10
    var builder = RowBuilder(unit: unit)
    switch plane {
    case .letters:
      builder.characters("qwertyuiop", row: 0, from: 0, keyWidth: unit)
      builder.characters("asdfghjkl", row: 1, from: unit / 2, keyWidth: unit)
      builder.characters("zxcvbnm", row: 2, from: 1.5 * unit, keyWidth: unit)
      builder.sideKeys(left: ("shift", .shift), row: 2, sideWidth: 1.5 * unit, total: width)
      builder.bottomRow(switchTitle: "123", to: .numbers, returnTitle: returnTitle, width: width)
    case .numbers, .symbols:
      let isNumbers = plane == .numbers
      builder.characters(isNumbers ? "1234567890" : "[]{}#%^*+=", row: 0, from: 0, keyWidth: unit)
      builder.characters(isNumbers ? "-/:;()$&@\"" : "_\\|~<>€£¥•", row: 1, from: 0, keyWidth: unit)
      builder.characters(".,?!'", row: 2, from: 1.5 * unit, keyWidth: 7 * unit / 5)
      builder.sideKeys(
        left: (isNumbers ? "#+=" : "123", .plane(isNumbers ? .symbols : .numbers)), row: 2,
        sideWidth: 1.5 * unit,
        total: width)
      builder.bottomRow(switchTitle: "ABC", to: .letters, returnTitle: returnTitle, width: width)
    case .digitPad(let extraKey):
      let column = width / 3
      for (index, digit) in "123456789".enumerated() {
        builder.add(
          String(digit), .character(String(digit)), row: index / 3, x: CGFloat(index % 3) * column,
          width: column)
      }
      if let extraKey { builder.add(extraKey, .character(extraKey), row: 3, x: 0, width: column) }
      builder.add("0", .character("0"), row: 3, x: column, width: column)
      builder.add("delete", .delete, row: 3, x: 2 * column, width: column)
    }
    keys = builder.keys
  }

  /// The key under `point`: the one whose frame, grown by the gaps around it, holds the point
  /// (so a touch between keys types the nearer one), else none.
  func key(at point: CGPoint) -> Int? {
    let inset = Self.keyInset
    return keys.indices.first {
      keys[$0].frame.insetBy(dx: -inset.horizontal, dy: -inset.vertical).contains(point)
    }
  }

  /// The return key's title for a return key type, as the English iOS keyboard labels it.
  static func returnTitle(for type: UIReturnKeyType) -> String {
    switch type {
    case .default: "return"
    case .go: "go"
    case .google: "Google"
    case .join: "join"
    case .next: "next"
    case .route: "route"
    case .search: "search"
    case .send: "send"
    case .yahoo: "Yahoo"
    case .done: "done"
    case .emergencyCall: "Emergency Call"
    case .continue: "continue"
    }
  }

  /// Whether the return key is drawn in the tint colour: every type but `.default` and `.next`,
  /// as iOS draws them.
  static func isProminentReturn(_ type: UIReturnKeyType) -> Bool {
    type != .default && type != .next
  }
}

/// Places keys row by row, each in a slot of the row's grid, inset by the key gaps.
private struct RowBuilder {
  let unit: CGFloat
  var keys: [KeyboardKey] = []

  mutating func add(_ title: String, _ action: KeyboardKey.Action, row: Int, x: CGFloat, width: CGFloat) {
    let inset = KeyboardLayout.keyInset
    let slot = CGRect(
      x: x, y: CGFloat(row) * KeyboardLayout.rowHeight, width: width, height: KeyboardLayout.rowHeight)
    keys.append(
      KeyboardKey(title: title, action: action, frame: slot.insetBy(dx: inset.horizontal, dy: inset.vertical))
    )
  }

  mutating func characters(_ characters: String, row: Int, from x: CGFloat, keyWidth: CGFloat) {
    for (index, character) in characters.enumerated() {
      add(
        String(character), .character(String(character)), row: row, x: x + CGFloat(index) * keyWidth,
        width: keyWidth)
    }
  }

  /// Shift (or a plane switch) at the left of row 2 and delete at its right, each `sideWidth`
  /// wide less a gap towards the letters.
  mutating func sideKeys(left: (String, KeyboardKey.Action), row: Int, sideWidth: CGFloat, total: CGFloat) {
    let gap = unit / 4
    add(left.0, left.1, row: row, x: 0, width: sideWidth - gap)
    add("delete", .delete, row: row, x: total - sideWidth + gap, width: sideWidth - gap)
  }

  /// The plane switch (2.5 units), the space bar and the return key (2.5 units).
  mutating func bottomRow(switchTitle: String, to plane: KeyboardPlane, returnTitle: String, width: CGFloat) {
    add(switchTitle, .plane(plane), row: 3, x: 0, width: 2.5 * unit)
    add("space", .space, row: 3, x: 2.5 * unit, width: width - 5 * unit)
    add(returnTitle, .returnKey, row: 3, x: width - 2.5 * unit, width: 2.5 * unit)
  }
}
