import Foundation

/// A batch being recorded: nested `beginUpdates` calls and the row counts shown before.
struct UpdateBatch<Animation> {
  var depth = 1
  var update = TableUpdate<Animation>()
  var countsBefore: [Int]
  var completions: [(Bool) -> Void] = []
}

extension UITableView {
  /// How inserted, deleted and reloaded rows come and go (raw values as in UIKit's headers).
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    /// The table chooses: from below at the start of a section, from above at its end, else a fade
    /// (as UIKit's WWDC 2011 session "UITableView Changes, Tips, Tricks" describes).
    case automatic = 100
  }

  /// Records a change into the open batch, or makes it a batch of its own.
  func record(_ change: (inout TableUpdate<RowAnimation>) -> Void) {
    beginUpdates()
    change(&batch!.update)
    endUpdates()
  }

  /// Checks the batch against the data source's new counts and animates it; where UIKit raises
  /// NSInternalInconsistencyException the engine reports UIKit's message and reloads instead.
  func commit(_ update: TableUpdate<RowAnimation>, countsBefore: [Int], completions: [(Bool) -> Void]) {
    let finish: (Bool) -> Void = { finished in for completion in completions { completion(finished) } }
    let oldGeometry = geometry
    rebuildGeometry()
    let countsAfter = geometry.sections.indices.map { geometry.rowCount(in: $0) }
    if update.isEmpty && countsAfter == countsBefore {
      // An empty batch still animates height changes (the common `beginUpdates()`/`endUpdates()`).
      return animateUpdate(TableUpdateMap.identity(countsBefore), update: update, from: oldGeometry, finish)
    }
    switch update.resolve(before: countsBefore, after: countsAfter) {
    case .success(let map):
      if !measuredRowHeights.isEmpty {
        remapMeasuredHeights(map)
        rebuildGeometry()
      }
      animateUpdate(map, update: update, from: oldGeometry, finish)
    case .failure(let error):
      TableDiagnostics.report(error.message)
      reloadData()
      finish(false)
    }
  }
}

extension TableUpdateMap {
  /// Every row stays where it is.
  static func identity(_ counts: [Int]) -> TableUpdateMap {
    TableUpdateMap(
      sectionMap: counts.indices.map { $0 }, rowMaps: counts.map { (0..<$0).map { $0 } }, movedRows: [:])
  }
}
