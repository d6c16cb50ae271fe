import Foundation
import HailApp
@_spi(Hail) import HailHarness
import Testing

@Suite struct ReplayScriptTests {
  @Test func parsesEveryKindOfLine() throws {
    let script = try ReplayScript(
      parsing: """
        {"t": 0.5, "touch": "down", "x": 187, "y": 600}
        {"t": 0.6, "touch": "move", "x": 187, "y": 420, "id": 1}

        {"t": 0.9, "wheel": {"dx": 0, "dy": -120}, "x": 187, "y": 600}
        {"t": 1.2, "snapshot": "after-flick"}
        {"t": 1.2, "screenshot": "after-flick"}
        {"t": 3.0, "text": "Kaisaniemi 北京"}
        {"t": 3.5, "key": "return"}
        """)
    #expect(
      script.steps.map(\.action) == [
        .touch(.down, x: 187, y: 600, finger: 0), .touch(.move, x: 187, y: 420, finger: 1),
        .wheel(dx: 0, dy: -120, x: 187, y: 600), .snapshot("after-flick"), .screenshot("after-flick"),
        .text("Kaisaniemi 北京"), .key(.return),
      ])
    #expect(script.steps.map(\.line) == [1, 2, 4, 5, 6, 7, 8])
  }

  @Test(arguments: [
    ("{\"t\": 0, \"touch\": \"down\", \"x\": 1, \"y\": 2}\nnot json", "line 2: not a valid JSON object"),
    ("{\"touch\": \"down\", \"x\": 1, \"y\": 2}", "line 1: missing \"t\""),
    ("{\"t\": \"soon\", \"snapshot\": \"a\"}", "line 1: \"t\" must be a number"),
    ("{\"t\": -1, \"snapshot\": \"a\"}", "line 1: \"t\" must be a finite number, not negative"),
    (
      "{\"t\": 1, \"snapshot\": \"a\"}\n{\"t\": 0.5, \"snapshot\": \"b\"}",
      "line 2: time 0.5 is earlier than the previous line's 1.0; lines must be in time order"
    ),
    (
      "{\"t\": 0, \"touch\": \"press\", \"x\": 1, \"y\": 2}",
      "line 1: \"touch\" must be \"down\", \"move\" or \"up\", not \"press\""
    ),
    ("{\"t\": 0, \"touch\": \"down\", \"x\": 1}", "line 1: missing \"y\""),
    ("{\"t\": 0, \"touch\": \"down\", \"x\": true, \"y\": 1}", "line 1: \"x\" must be a number"),
    (
      "{\"t\": 0, \"touch\": \"down\", \"x\": 1, \"y\": 1, \"id\": 1.5}",
      "line 1: \"id\" must be a whole number from 0 to 99"
    ),
    ("{\"t\": 0, \"wheel\": {\"dx\": 0}, \"x\": 1, \"y\": 1}", "line 1: missing \"wheel.dy\""),
    (
      "{\"t\": 0, \"snapshot\": \"../escape\"}",
      "line 1: \"snapshot\" must be a file name of letters, digits, '-', '_' and '.', not \"../escape\""
    ),
    (
      "{\"t\": 0, \"snapshot\": \"a\", \"screenshot\": \"a\"}",
      "line 1: needs exactly one of \"touch\", \"wheel\", \"snapshot\", \"screenshot\", \"text\" or \"key\""
    ),
    (
      "{\"t\": 0, \"text\": \"a\", \"key\": \"tab\"}",
      "line 1: needs exactly one of \"touch\", \"wheel\", \"snapshot\", \"screenshot\", \"text\" or \"key\""
    ),
    ("{\"t\": 0, \"text\": \"\"}", "line 1: \"text\" must not be empty"),
    ("{\"t\": 0, \"text\": 12}", "line 1: \"text\" must be a string"),
    (
      "{\"t\": 0, \"key\": \"enter\"}",
      "line 1: \"key\" must be one of \"return\", \"backspace\", \"escape\", \"tab\", \"delete\", \"left\", "
        + "\"right\", \"up\", \"down\", \"home\", \"end\", not \"enter\""
    ),
    ("[1, 2]", "line 1: not a JSON object"),
  ])
  func malformedLinesNameTheirLineAndTheProblem(script: String, message: String) {
    #expect(throws: ReplayError.self) { try ReplayScript(parsing: script) }
    do {
      _ = try ReplayScript(parsing: script)
    } catch {
      #expect(error.description == message)
    }
  }
}
