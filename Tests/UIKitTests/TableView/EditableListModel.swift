@_spi(Hail) import UIKit

/// A table's data and delegate with named rows and swipe actions, recording what the user did.
final class EditableListModel: NSObject, UITableViewDataSource, UITableViewDelegate {
  var sections: [[String]]
  var trailing: [UIContextualAction] = []
  var leading: [UIContextualAction] = []
  var fullSwipe = true
  var style = UITableViewCell.EditingStyle.delete
  var movable = false
  var redirect: (IndexPath) -> IndexPath = { $0 }
  var commits: [(UITableViewCell.EditingStyle, IndexPath)] = []
  var moves: [(IndexPath, IndexPath)] = []
  var selected: [IndexPath] = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    commits.append((editingStyle, indexPath))
    if editingStyle == .delete {
      sections[indexPath.section].remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    let name = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(name, at: destinationIndexPath.row)
  }
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    style
  }
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    guard !trailing.isEmpty else { return nil }
    let configuration = UISwipeActionsConfiguration(actions: trailing)
    configuration.performsFirstActionWithFullSwipe = fullSwipe
    return configuration
  }
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    leading.isEmpty ? nil : UISwipeActionsConfiguration(actions: leading)
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    redirect(proposedDestinationIndexPath)
  }
}

extension Headless {
  func table(model: EditableListModel) -> UITableView {
    let table = UITableView(frame: root.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = model
    table.delegate = model
    root.addSubview(table)
    table.layoutIfNeeded()
    return table
  }
}
