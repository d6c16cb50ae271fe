import Ride
import UIKit

/// 消息 (`messages`): the trip's notifications, newest first (`messages.list`, rows
/// `messages.row.N`), in a page sheet with a close button; a long notice wraps rather than losing its
/// end (the driver's plate).
final class MessagesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let language: AppLanguage
  let notifications: [RideNotification]
  private let titleLabel = UILabel()
  private let closeButton = UIButton(type: .system)
  let table = UITableView(frame: .zero, style: .plain)
  private let emptyLabel = UILabel()

  init(language: AppLanguage, notifications: [RideNotification]) {
    self.language = language
    self.notifications = notifications.reversed()
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .pageSheet
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "messages"
    view.backgroundColor = AppColor.surface
    titleLabel.text = language.messages
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    closeButton.accessibilityIdentifier = "messages.close"
    closeButton.setTitle(language.done, for: .normal)
    closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
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
    for subview in [titleLabel, closeButton, table, emptyLabel] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    titleLabel.frame = CGRect(x: 80, y: 12, width: width - 160, height: 28)
    closeButton.frame = CGRect(x: width - 76, y: 8, width: 64, height: 36)
    table.frame = CGRect(x: 0, y: 52, width: width, height: view.bounds.height - 52)
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
