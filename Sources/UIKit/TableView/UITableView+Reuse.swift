import Foundation

extension UITableView {
  /// Makes `cellClass` the class `dequeueReusableCell(withIdentifier:for:)` creates for
  /// `identifier`. A class that is not a UITableViewCell is reported and ignored.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      registeredCellClasses[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      return TableDiagnostics.report("register: \(cellClass) is not a UITableViewCell subclass")
    }
    registeredCellClasses[identifier] = cellType
  }

  /// A recycled cell for `identifier`, or a new one of the registered class, or nil.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var queue = reuseQueues[identifier], !queue.isEmpty {
      let cell = queue.removeLast()
      reuseQueues[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    return registeredCellClasses[identifier].map { $0.init(registeredWith: identifier) }
  }

  /// A cell for the row at `indexPath`: recycled or new. UIKit raises an exception for an
  /// identifier that was never registered; the engine reports it and returns a plain cell instead.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    TableDiagnostics.report("no cell class registered for identifier \"\(identifier)\"")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// Takes a cell off screen and queues it for reuse under its identifier.
  func recycle(_ cell: UITableViewCell, at indexPath: IndexPath, notify: Bool) {
    swipeController.cellWillLeave(cell)
    cell.removeFromSuperview()
    if highlightedRow == indexPath {
      highlightedRow = nil
      cell.setHighlighted(false, animated: false)
    }
    if notify { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
    guard let identifier = cell.reuseIdentifier else { return }
    reuseQueues[identifier, default: []].append(cell)
  }
}

/// Where the table reports misuse that UIKit would raise an exception for: the environment's
/// diagnostics.
@preconcurrency @MainActor
enum TableDiagnostics {
  static func report(_ message: String) {
    UIApplication.shared.environment.diagnostics("UITableView: \(message)")
  }
}
