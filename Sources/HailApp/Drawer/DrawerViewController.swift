import UIKit

/// 我的 (`drawer`): a panel sliding in from the left over the dimmed home screen, listing the trip
/// history (`drawer.history`, with each trip's route and fare), the booked rides, the saved places
/// and the settings. A tap on the dimmed part closes it.
final class DrawerViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The panel's width: 80% of the screen, as side drawers take.
  static let widthFraction: CGFloat = 0.8
  let sections: [DrawerSection]
  let language: AppLanguage
  private let panel = UIView()
  private let titleLabel = UILabel()
  let table = UITableView(frame: .zero, style: .plain)
  private let dimming = UIControl()

  init(language: AppLanguage, sections: [DrawerSection]) {
    self.language = language
    self.sections = sections
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .overFullScreen
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .clear
    dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimming.accessibilityIdentifier = "drawer.dimming"
    dimming.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
    panel.accessibilityIdentifier = "drawer"
    panel.backgroundColor = .white
    titleLabel.text = language.mine
    titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
    table.accessibilityIdentifier = "drawer.history"
    table.rowHeight = SearchResultCell.height
    table.separatorStyle = .none
    table.register(SearchResultCell.self, forCellReuseIdentifier: SearchResultCell.identifier)
    table.dataSource = self
    table.delegate = self
    panel.addSubview(titleLabel)
    panel.addSubview(table)
    view.addSubview(dimming)
    view.addSubview(panel)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = (view.bounds.width * Self.widthFraction).rounded()
    dimming.frame = view.bounds
    panel.bounds.size = CGSize(width: width, height: view.bounds.height)
    panel.center.y = view.bounds.midY
    let top = view.safeAreaInsets.top
    titleLabel.frame = CGRect(x: 20, y: top + 12, width: width - 40, height: 30)
    table.frame = CGRect(x: 0, y: top + 52, width: width, height: view.bounds.height - top - 52)
  }

  /// Slides in from the left edge (0.3 s, UIKit's default curve) while the dimming fades in.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    view.layoutIfNeeded()
    panel.center.x = -panel.bounds.width / 2
    dimming.alpha = 0
    UIView.animate(withDuration: 0.3) {
      self.panel.center.x = self.panel.bounds.width / 2
      self.dimming.alpha = 1
    }
  }

  func close() {
    UIView.animate(
      withDuration: 0.25,
      animations: {
        self.panel.center.x = -self.panel.bounds.width / 2
        self.dimming.alpha = 0
      },
      completion: { _ in self.dismiss(animated: false) })
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: SearchResultCell.identifier, for: indexPath)
    cell.accessibilityIdentifier = "drawer.row.\(indexPath.section).\(indexPath.row)"
    let row = sections[indexPath.section].rows[indexPath.row]
    (cell as? SearchResultCell)?.configure(title: row.title, detail: row.detail, icon: row.icon)
    return cell
  }
}
