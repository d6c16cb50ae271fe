import Ride
import UIKit

/// 消息 (`messages`): the trip's notifications, newest first (`messages.list`, rows
/// `messages.row.N`), in a page sheet with a close button; a long notice wraps rather than losing its
/// end (the driver's plate).
final class MessagesViewController: TitledSheetViewController, UITableViewDataSource, UITableViewDelegate {
  let notifications: [RideNotification]
  let table = UITableView(frame: .zero, style: .plain)
  private let emptyLabel = UILabel()

  init(language: AppLanguage, notifications: [RideNotification]) {
    self.notifications = notifications.reversed()
    super.init(language: language, title: language.messages, identifier: "messages")
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    table.accessibilityIdentifier = "messages.list"
    table.separatorStyle = .none
    table.backgroundColor = AppColor.surface
    table.register(SearchResultCell.self, forCellReuseIdentifier: SearchResultCell.identifier)
    table.dataSource = self
    table.delegate = self
    emptyLabel.text = language.noMessages
    emptyLabel.font = .systemFont(ofSize: 14)
    emptyLabel.textColor = RideColors.secondary
    emptyLabel.textAlignment = .center
    emptyLabel.isHidden = !notifications.isEmpty
    addContent([table, emptyLabel])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    table.frame = CGRect(x: 0, y: contentTop, width: width, height: view.bounds.height - contentTop)
    emptyLabel.frame = CGRect(x: 20, y: 80, width: width - 40, height: 20)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notifications.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: SearchResultCell.identifier, for: indexPath)
    cell.accessibilityIdentifier = "messages.row.\(indexPath.row)"
    let notification = notifications[indexPath.row]
    (cell as? SearchResultCell)?.configure(
      title: language.text(notification.text), detail: language.timeOfDay(notification.time), icon: .recent,
      titleLines: 0)
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    SearchResultCell.height(
      title: language.text(notifications[indexPath.row].text), width: tableView.bounds.width)
  }
}
