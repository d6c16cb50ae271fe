import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// The text field's delegate questions, control events and notifications, in order.
@MainActor
@Suite struct UITextFieldDelegateTests {
  @Test func beginningToEditAsksThenTellsThenSendsThenPosts() {
    let app = Headless()
    let field = app.addField()
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    #expect(field.becomeFirstResponder())
    #expect(field.isEditing)
    #expect(recorder.log == ["shouldBegin", "didBegin", "editingDidBegin", "didBeginNotification"])
  }

  @Test func aDelegateThatSaysNoKeepsTheFieldFromEditing() {
    let app = Headless()
    let field = app.addField()
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    recorder.shouldBegin = false
    #expect(field.becomeFirstResponder() == false)
    #expect(field.isEditing == false)
    #expect(recorder.log == ["shouldBegin"])
  }

  @Test func typingAsksEachChangeThenSendsEditingChanged() {
    let app = Headless()
    let field = app.addField()
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    field.becomeFirstResponder()
    recorder.log.removeAll()
    field.insertText("北")
    #expect(field.text == "北")
    #expect(
      recorder.log == ["shouldChange", "editingChanged", "didChangeNotification", "didChangeSelection"])
    #expect(recorder.changes.map(\.0) == [NSRange(location: 0, length: 0)])
    #expect(recorder.changes.map(\.1) == ["北"])
  }

  @Test func aVetoedChangeLeavesTheTextAndSendsNothing() {
    let app = Headless()
    let field = app.addField()
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    recorder.rejectedCharacters = ["7"]
    field.becomeFirstResponder()
    app.keys.type("a7b")
    #expect(field.text == "ab")
    #expect(recorder.log.filter { $0 == "editingChanged" }.count == 2)
    #expect(recorder.log.filter { $0 == "shouldChange" }.count == 3)
  }

  @Test func deletingAsksWithTheRangeOfTheWholeCluster() {
    let app = Headless()
    let field = app.addField()
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    field.text = "去👍🏽"
    field.becomeFirstResponder()
    field.deleteBackward()
    #expect(field.text == "去")
    #expect(recorder.changes.last?.0 == NSRange(location: 1, length: 4))
    #expect(recorder.changes.last?.1 == "")
  }

  @Test func settingTheTextFromCodeAsksNothingAndSendsNothing() {
    let app = Headless()
    let field = app.addField()
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    field.text = "Kamppi"
    #expect(field.text == "Kamppi")
    field.text = nil
    #expect(field.text == "")
    #expect(recorder.log.isEmpty)
  }

  @Test func endingAsksThenTellsThenSendsThenPosts() {
    let app = Headless()
    let field = app.addField()
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    field.becomeFirstResponder()
    recorder.log.removeAll()
    #expect(field.resignFirstResponder())
    #expect(recorder.log == ["shouldEnd", "didEnd", "editingDidEnd", "didEndNotification"])
  }

  @Test func aDelegateThatWillNotEndKeepsEditingUntilForced() {
    let app = Headless()
    let field = app.addField()
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    recorder.shouldEnd = false
    field.becomeFirstResponder()
    #expect(field.resignFirstResponder() == false)
    #expect(field.isEditing)
    #expect(app.root.endEditing(false) == false)
    #expect(field.isEditing)
    #expect(app.root.endEditing(true))
    #expect(field.isEditing == false)
  }

  @Test func movingToAnotherFieldEndsTheFirstBeforeTheSecondBegins() {
    let app = Headless()
    let a = app.addField(CGRect(x: 0, y: 100, width: 200, height: 40))
    let b = app.addField(CGRect(x: 0, y: 200, width: 200, height: 40))
    let both = SharedLog()
    let recorderA = TextFieldRecorder(a, name: "a", sharedLog: both)
    let recorderB = TextFieldRecorder(b, name: "b", sharedLog: both)
    defer {
      recorderA.stop()
      recorderB.stop()
    }
    a.becomeFirstResponder()
    both.entries.removeAll()
    b.becomeFirstResponder()
    #expect(
      both.entries == [
        "b.shouldBegin", "a.shouldEnd", "a.didEnd", "a.editingDidEnd", "a.didEndNotification", "b.didBegin",
        "b.editingDidBegin", "b.didBeginNotification",
      ])
    #expect(b.isFirstResponder)
  }

  @Test func returnAsksAndSendsDidEndOnExitWhichEndsEditingWhenSomeoneListens() {
    let app = Headless()
    let field = app.addField()
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    field.becomeFirstResponder()
    field.insertText("\n")
    // The recorder listens to .editingDidEndOnExit, so the field ends editing.
    #expect(
      recorder.log.suffix(6) == [
        "shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd", "editingDidEnd", "didEndNotification",
      ])
    #expect(field.isEditing == false)
    #expect(field.text == "")
  }

  @Test func returnWithoutAListenerOrRefusedKeepsEditing() {
    let app = Headless()
    let field = app.addField()
    field.becomeFirstResponder()
    field.insertText("\n")
    #expect(field.isEditing)
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    recorder.shouldReturn = false
    field.insertText("\n")
    #expect(recorder.log == ["shouldReturn"])
    #expect(field.isEditing)
  }

  @Test func theClearButtonAsksThenEmptiesAndSendsEditingChanged() throws {
    let app = Headless()
    let field = app.addField()
    field.clearButtonMode = .whileEditing
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    field.text = "Töölö"
    field.becomeFirstResponder()
    app.advance(1.0 / 60)
    let button = try #require(field.subviews.first { $0 is TextFieldClearButton })
    #expect(button.isHidden == false)
    recorder.log.removeAll()
    app.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: app.window))
    #expect(recorder.log.prefix(2) == ["shouldClear", "editingChanged"])
    #expect(field.text == "")
    app.advance(1.0 / 60)
    #expect(button.isHidden)
  }
}
