import Foundation
import Testing
@_spi(Hail) import UIKit

@testable import CorpusLoopKitTextFieldCell

/// LoopKit's TextFieldTableViewCell: a table cell whose text field it is the delegate of, passing
/// editing on to its own delegate and capping the text at `maximumTextLength` by rejecting a change
/// that would pass it and setting the capped text itself.
@MainActor
@Suite("Corpus: LoopKit TextFieldTableViewCell")
struct LoopKitTextFieldCellTests {
  final class CellDelegate: TextFieldTableViewCellDelegate {
    var log: [String] = []
    func textFieldTableViewCellDidBeginEditing(_ cell: TextFieldTableViewCell) { log.append("begin") }
    func textFieldTableViewCellDidEndEditing(_ cell: TextFieldTableViewCell) { log.append("end") }
    func textFieldTableViewCellDidChangeEditing(_ cell: TextFieldTableViewCell) {
      log.append("change \(cell.textField.text ?? "")")
    }
  }

  /// The cell in a window, its field (what the nib connects on iOS) assigned as a test would.
  private func cell(in stage: HeadlessWindow) -> TextFieldTableViewCell {
    let cell = TextFieldTableViewCell(style: .default, reuseIdentifier: "text")
    cell.frame = CGRect(x: 0, y: 100, width: 375, height: 44)
    let field = UITextField(frame: CGRect(x: 16, y: 0, width: 300, height: 44))
    cell.contentView.addSubview(field)
    cell.textField = field
    stage.root.addSubview(cell)
    stage.layout()
    return cell
  }

  @Test("Typing tells the delegate; the cell caps the text at its maximum length")
  func typingAndTheLengthCap() {
    let stage = HeadlessWindow.iPhone8()
    let cell = cell(in: stage)
    let delegate = CellDelegate()
    cell.delegate = delegate
    cell.maximumTextLength = 4
    #expect(cell.textField.delegate === cell)
    #expect(cell.textField.becomeFirstResponder())
    cell.textField.insertText("赫尔")
    cell.textField.insertText("辛基")
    // A fifth character is rejected (no .editingChanged) and the cell sets the capped text.
    cell.textField.insertText("市")
    #expect(cell.textField.text == "赫尔辛基")
    cell.textField.deleteBackward()
    #expect(cell.textField.text == "赫尔辛")
    #expect(cell.textField.resignFirstResponder())
    #expect(delegate.log == ["begin", "change 赫尔", "change 赫尔辛基", "change 赫尔辛", "end"])
  }

  @Test("Reuse detaches the field's delegate and clears the unit label")
  func prepareForReuse() {
    let stage = HeadlessWindow.iPhone8()
    let cell = cell(in: stage)
    let unit = UILabel()
    cell.contentView.addSubview(unit)
    cell.unitLabel = unit
    unit.text = "km"
    cell.prepareForReuse()
    #expect(cell.textField.delegate == nil)
    #expect(unit.text == nil)
  }
}
