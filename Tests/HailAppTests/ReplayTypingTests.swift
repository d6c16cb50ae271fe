import Foundation
import HailApp
@_spi(Hail) import HailHarness
import Testing
@_spi(Hail) import UIKit

/// Replays type: "text" lines go into the field being edited, "key" lines press keys.
@MainActor
@Suite struct ReplayTypingTests {
  @Test func textAndKeysReachTheFieldBeingEdited() {
    let session = HomeScreenSession(
      environment: HailEnvironment(mapStore: nil, dataDirectory: temporaryDataDirectory()), device: .iphone8)
    let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
    field.accessibilityIdentifier = "search.field"
    session.window.addSubview(field)
    var returned = 0
    field.addAction(UIAction { _ in returned += 1 }, for: .editingDidEndOnExit)
    #expect(session.acceptsText == false)
    session.advance(to: 0.1)
    session.perform(.touch(.down, x: 100, y: 220, finger: 0))
    session.advance(to: 0.15)
    session.perform(.touch(.up, x: 100, y: 220, finger: 0))
    #expect(session.acceptsText)
    session.perform(.text("Kaisaniemii"))
    session.perform(.key(.backspace))
    #expect(field.text == "Kaisaniemi")
    session.perform(.key(.home))
    session.perform(.text("去 "))
    #expect(field.text == "去 Kaisaniemi")
    session.perform(.key(.return))
    #expect(returned == 1)
    #expect(field.isEditing == false)  // an action for .editingDidEndOnExit ends editing
  }

  @Test func textWithNothingEditingStopsTheReplayAtItsLine() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-replay-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let script = try ReplayScript(
      parsing: """
        {"t": 0.1, "key": "escape"}
        {"t": 0.2, "text": "Kamppi"}
        """)
    #expect(
      throws: ReplayError.notApplicable(line: 2, "\"text\" needs a text field being edited (tap one first)")
    ) {
      try ReplayRunner(
        environment: HailEnvironment(mapStore: nil, dataDirectory: temporaryDataDirectory()),
        outputDirectory: out
      ).run(script)
    }
  }
}
