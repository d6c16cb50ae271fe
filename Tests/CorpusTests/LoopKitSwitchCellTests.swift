import Foundation
import Testing
@_spi(Hail) import UIKit

@testable import CorpusLoopKitSwitchCell

/// LoopKit's SwitchTableViewCell: a `.value1` cell, reused under its class name, whose accessory is a
/// `UISwitch`; a settings screen adds its own `.valueChanged` target each time it configures the
/// cell, and the cell's `prepareForReuse` removes the targets so a reused switch calls it once.
@MainActor
@Suite("Corpus: LoopKit SwitchTableViewCell")
struct LoopKitSwitchCellTests {
  /// A one-row settings table as LoopKit's screens write it: the cell registered and dequeued
  /// under `SwitchTableViewCell.className`, its switch set from the model and targeted at the
  /// controller.
  final class SettingsController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: CGRect(x: 0, y: 20, width: 375, height: 647), style: .plain)
    var isEnabled = false
    var changes: [Bool] = []
    /// How many times the row was configured (each adds a target).
    var configured = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(SwitchTableViewCell.self, forCellReuseIdentifier: SwitchTableViewCell.className)
      tableView.dataSource = self
      view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: SwitchTableViewCell.className, for: indexPath)
        as! SwitchTableViewCell
      configured += 1
      cell.textLabel?.text = "Bluetooth"
      cell.switch?.isOn = isEnabled
      cell.switch?.addTarget(self, action: SettingsController.switchChanged, for: .valueChanged)
      return cell
    }

    func switchChanged(_ sender: UISwitch) {
      isEnabled = sender.isOn
      changes.append(sender.isOn)
    }
  }

  private func shownCell(_ stage: HeadlessWindow, _ settings: SettingsController) -> SwitchTableViewCell {
    stage.layout()
    return settings.tableView.visibleCells.first as! SwitchTableViewCell
  }

  /// The middle of the cell's switch in window coordinates.
  private func switchCentre(_ cell: SwitchTableViewCell) -> CGPoint {
    let frame = cell.switch!.convert(cell.switch!.bounds, to: nil)
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  @Test("The cell is a .value1 cell reused under its class name, its switch the accessory")
  func setUp() {
    let settings = SettingsController()
    let stage = HeadlessWindow(rootViewController: settings)
    let cell = shownCell(stage, settings)
    #expect(SwitchTableViewCell.className == "SwitchTableViewCell")
    #expect(cell.reuseIdentifier == "SwitchTableViewCell")
    #expect(cell.detailTextLabel != nil)
    #expect(cell.accessoryView === cell.switch)
    // layoutSubviews lines the content's margins up with the separator inset.
    #expect(cell.contentView.layoutMargins.left == cell.separatorInset.left)
    #expect(cell.contentView.layoutMargins.right == cell.separatorInset.left)
  }

  @Test("Tapping the switch sends .valueChanged to the controller's handler")
  func toggling() {
    let settings = SettingsController()
    let stage = HeadlessWindow(rootViewController: settings)
    let cell = shownCell(stage, settings)
    stage.tap(at: switchCentre(cell))
    #expect(cell.switch?.isOn == true)
    #expect(settings.changes == [true])
    stage.advance(0.5)
    stage.tap(at: switchCentre(cell))
    #expect(settings.changes == [true, false])
    #expect(!settings.isEnabled)
  }

  @Test("A reloaded row reuses the cell; its prepareForReuse drops the old target, so one call a toggle")
  func reuseRemovesTheTargets() {
    let settings = SettingsController()
    let stage = HeadlessWindow(rootViewController: settings)
    let cell = shownCell(stage, settings)
    settings.tableView.reloadData()
    let reused = shownCell(stage, settings)
    #expect(reused === cell)
    #expect(settings.configured == 2)
    stage.tap(at: switchCentre(reused))
    #expect(settings.changes == [true])
  }
}
