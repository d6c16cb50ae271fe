import Foundation
import OpenStreetMap

/// A replay script (DESIGN.md, "Scripted replay"): one JSON object a line, in time order.
///
/// ```
/// {"t": 0.5, "touch": "down", "x": 187, "y": 600}
/// {"t": 0.9, "wheel": {"dx": 0, "dy": -120}, "x": 187, "y": 600}
/// {"t": 1.2, "snapshot": "after-flick"}
/// {"t": 1.2, "screenshot": "after-flick"}
/// {"t": 3.0, "text": "Kaisaniemi"}
/// {"t": 3.5, "key": "return"}
/// ```
/// The whole script is parsed before anything runs, so a malformed line stops the replay before
/// any output is written.
public struct ReplayScript: Equatable, Sendable {
  public struct Step: Equatable, Sendable {
    /// Seconds from the start of the replay.
    public var time: TimeInterval
    public var action: Action
    /// The line of the script it came from (1-based), for error messages.
    public var line: Int
  }

  public enum Action: Equatable, Sendable {
    /// A finger (`finger` from the line's optional "id", default 0) goes down, moves or lifts at a
    /// point in window points.
    case touch(TouchPhase, x: Double, y: Double, finger: Int)
    /// A wheel or trackpad step at a point: dx, dy in points with the pan's sign (positive dy moves
    /// the content down, as a wheel turned away from the user).
    case wheel(dx: Double, dy: Double, x: Double, y: Double)
    /// Write the view tree and the app's state to NAME.json.
    case snapshot(String)
    /// Write the screen to NAME.png at the device scale.
    case screenshot(String)
    /// Type this text into the first responder, one character at a time, as the keyboard does.
    case text(String)
    /// Press and release a key (on the first responder, or the window when nothing edits).
    case key(ReplayKey)
    /// A touch aimed at a view found by its accessibility identifier when it plays (the demo tour's
    /// taps and drags, so they land on what they mean to on any device); not a script line.
    case aimed(AimedTouch)
  }

  /// A finger going down on the view with `identifier` where it shows (at `anchor`, fractions of
  /// its visible part, or the nearest point there that hits it), then moving or lifting `offset`
  /// points from that spot.
  public struct AimedTouch: Equatable, Sendable {
    public var phase: TouchPhase
    public var identifier: String
    public var anchor: CGPoint
    public var offset: CGSize
    public var finger: Int

    public init(
      _ phase: TouchPhase, on identifier: String, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5),
      offset: CGSize = .zero, finger: Int = 0
    ) {
      self.phase = phase
      self.identifier = identifier
      self.anchor = anchor
      self.offset = offset
      self.finger = finger
    }
  }

  /// The keys a script can press: DESIGN.md's four and the editing keys.
  public enum ReplayKey: String, CaseIterable, Equatable, Sendable {
    case `return`, backspace, escape, tab, delete, left, right, up, down, home, end
  }

  public enum TouchPhase: String, Equatable, Sendable {
    case down, move, up
  }

  public var steps: [Step]

  /// The latest time a line may have: 24 h of virtual time, far beyond any trip a script waits out,
  /// and short enough that the frames of a replay stay bounded.
  public static let maximumTime: TimeInterval = 24 * 60 * 60

  /// The longest output name, in UTF-8 bytes: a file name holds at most 255 (NAME_MAX), less the
  /// longest extension a replay adds (".json").
  public static let maximumNameBytes = 250

  /// The names of the files a run writes into its output folder.
  public var outputNames: [String] {
    steps.compactMap { step in
      switch step.action {
      case .snapshot(let name): name + ".json"
      case .screenshot(let name): name + ".png"
      default: nil
      }
    } + ["touches.jsonl"]
  }

  /// Parses `text`; the first malformed line throws, naming its number and what is wrong.
  public init(parsing text: String) throws(ReplayError) {
    var steps: [Step] = []
    var lastTime: TimeInterval = 0
    for (index, rawLine) in TextLines.split(text).enumerated() {
      let lineNumber = index + 1
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty { continue }
      let step = try Self.parseLine(line, number: lineNumber)
      if step.time < lastTime {
        throw ReplayError.malformed(
          line: lineNumber,
          "time \(step.time) is earlier than the previous line's \(lastTime); lines must be in time order")
      }
      lastTime = step.time
      steps.append(step)
    }
    self.steps = steps
  }

  private static func parseLine(_ line: String, number: Int) throws(ReplayError) -> Step {
    let fields: ReplayLine
    do {
      fields = try JSONDecoder().decode(ReplayLine.self, from: Data(line.utf8))
    } catch let DecodingError.typeMismatch(type, context), let DecodingError.valueNotFound(type, context) {
      let key = context.codingPath.map(\.stringValue).joined(separator: ".")
      let kind = type == String.self ? "a string" : type == Int.self ? "a whole number" : "a number"
      throw ReplayError.malformed(
        line: number, key.isEmpty ? "not a JSON object" : "\"\(key)\" must be \(kind)")
    } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
      let key = context.codingPath.map(\.stringValue).joined(separator: ".")
      throw ReplayError.malformed(line: number, "\"\(key)\" must be a finite number")
    } catch {
      throw ReplayError.malformed(line: number, "not a valid JSON object")
    }
    guard let time = fields.t else { throw ReplayError.malformed(line: number, "missing \"t\"") }
    guard time.isFinite, time >= 0 else {
      throw ReplayError.malformed(line: number, "\"t\" must be a finite number, not negative")
    }
    guard time <= maximumTime else {
      throw ReplayError.malformed(
        line: number,
        "\"t\" is \(time) s; a replay lasts at most \(Int(maximumTime)) s (24 h of virtual time)")
    }
    let kinds = [
      fields.touch != nil, fields.wheel != nil, fields.snapshot != nil, fields.screenshot != nil,
      fields.text != nil, fields.key != nil,
    ]
    guard kinds.filter({ $0 }).count == 1 else {
      throw ReplayError.malformed(
        line: number,
        "needs exactly one of \"touch\", \"wheel\", \"snapshot\", \"screenshot\", \"text\" or \"key\"")
    }
    func coordinate(_ value: Double?, _ key: String) throws(ReplayError) -> Double {
      guard let value else { throw ReplayError.malformed(line: number, "missing \"\(key)\"") }
      guard value.isFinite else {
        throw ReplayError.malformed(line: number, "\"\(key)\" must be a finite number")
      }
      return value
    }
    let action: Action
    if let phaseName = fields.touch {
      guard let phase = TouchPhase(rawValue: phaseName) else {
        throw ReplayError.malformed(
          line: number, "\"touch\" must be \"down\", \"move\" or \"up\", not \"\(phaseName)\"")
      }
      let id = fields.id ?? 0
      guard id == id.rounded(), (0..<100).contains(id) else {
        throw ReplayError.malformed(line: number, "\"id\" must be a whole number from 0 to 99")
      }
      let finger = Int(id)
      action = .touch(
        phase, x: try coordinate(fields.x, "x"), y: try coordinate(fields.y, "y"), finger: finger)
    } else if let wheel = fields.wheel {
      action = .wheel(
        dx: try coordinate(wheel.dx, "wheel.dx"), dy: try coordinate(wheel.dy, "wheel.dy"),
        x: try coordinate(fields.x, "x"), y: try coordinate(fields.y, "y"))
    } else if let name = fields.snapshot {
      action = .snapshot(try fileName(name, key: "snapshot", line: number))
    } else if let text = fields.text {
      guard !text.isEmpty else { throw ReplayError.malformed(line: number, "\"text\" must not be empty") }
      action = .text(text)
    } else if let keyName = fields.key {
      guard let key = ReplayKey(rawValue: keyName) else {
        let names = ReplayKey.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        throw ReplayError.malformed(line: number, "\"key\" must be one of \(names), not \"\(keyName)\"")
      }
      action = .key(key)
    } else {
      action = .screenshot(try fileName(fields.screenshot ?? "", key: "screenshot", line: number))
    }
    return Step(time: time, action: action, line: number)
  }

  /// A name for an output file: letters, digits, '-', '_' and '.', not starting with '.'.
  private static func fileName(_ name: String, key: String, line: Int) throws(ReplayError) -> String {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
    guard !name.isEmpty, !name.hasPrefix("."), name.unicodeScalars.allSatisfy(allowed.contains) else {
      throw ReplayError.malformed(
        line: line, "\"\(key)\" must be a file name of letters, digits, '-', '_' and '.', not \"\(name)\"")
    }
    guard name.utf8.count <= maximumNameBytes else {
      throw ReplayError.malformed(
        line: line,
        "\"\(key)\" is \(name.utf8.count) bytes in UTF-8; a file name holds at most \(maximumNameBytes)")
    }
    return name
  }
}

/// One line's fields as JSON gives them; which combination makes a valid step is checked after.
private struct ReplayLine: Decodable {
  struct Wheel: Decodable {
    var dx: Double?
    var dy: Double?
  }

  var t: Double?
  var touch: String?
  var x: Double?
  var y: Double?
  var id: Double?
  var wheel: Wheel?
  var snapshot: String?
  var screenshot: String?
  var text: String?
  var key: String?
}

/// Why a replay could not run.
public enum ReplayError: Error, Equatable, CustomStringConvertible {
  case malformed(line: Int, String)
  /// A well-formed line the app could not act on (text with no text field editing).
  case notApplicable(line: Int, String)
  case unreadable(path: String)
  case unwritable(path: String)

  public var description: String {
    switch self {
    case .malformed(let line, let problem), .notApplicable(let line, let problem): "line \(line): \(problem)"
    case .unreadable(let path): "cannot read the script \(path)"
    case .unwritable(let path): "cannot write to \(path)"
    }
  }
}
