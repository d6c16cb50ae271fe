import Ride
import UIKit

/// 我的 (`drawer`): a panel sliding in from the left over the dimmed home screen, listing the trip
/// history (`drawer.history`: each trip's route on a small map, its fare and stars), the booked
/// rides, the saved places and the settings, whose switches (`drawer.language`,
/// `drawer.appearance`) call `onPreferences` with the preferences chosen. A trip or a booking tapped
/// calls `onSelect` (its receipt; cancelling it). A tap on the dimmed part closes it.
final class DrawerViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The panel's width: 80% of the screen, as side drawers take.
  static let widthFraction: CGFloat = 0.8
  static let headerHeight: CGFloat = 32
  /// The rows shown; set again when a booking is cancelled.
  var sections: [DrawerSection] {
    didSet { if isViewLoaded { table.reloadData() } }
  }
  let language: AppLanguage
  /// The settings the switches show (the latest chosen).
  var preferences: Preferences
  /// Whether the panel slides in as it appears (not when the screen was rebuilt under it).
  var slidesIn = true
  /// The passenger changed a setting.
  var onPreferences: ((Preferences) -> Void)?
  /// A trip or booking row was tapped.
  var onSelect: ((DrawerRow.Action) -> Void)?
  private let panel = UIView()
  private let titleLabel = UILabel()
  let table = UITableView(frame: .zero, style: .plain)
  private let dimming = UIControl()

  init(language: AppLanguage, sections: [DrawerSection], preferences: Preferences) {
    self.language = language
    self.sections = sections
    self.preferences = preferences
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
    panel.backgroundColor = AppColor.surface
    titleLabel.text = language.mine
    titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
    table.accessibilityIdentifier = "drawer.history"
    table.separatorStyle = .none
    table.backgroundColor = AppColor.surface
    table.register(SearchResultCell.self, forCellReuseIdentifier: SearchResultCell.identifier)
    table.register(TripHistoryCell.self, forCellReuseIdentifier: TripHistoryCell.identifier)
    table.register(SettingCell.self, forCellReuseIdentifier: SettingCell.identifier)
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
    guard slidesIn else {
      panel.center.x = panel.bounds.width / 2
      return
    }
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

  /// Each section's title drawn by the drawer (a small grey heading on the panel's colour).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: Self.headerHeight))
    header.backgroundColor = AppColor.surface
    let label = UILabel(frame: CGRect(x: 16, y: 10, width: tableView.bounds.width - 32, height: 18))
    label.text = sections[section].title
    label.font = .systemFont(ofSize: 13, weight: .semibold)
    label.textColor = AppColor.secondaryText
    header.addSubview(label)
    return header
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    Self.headerHeight
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    let row = sections[indexPath.section].rows[indexPath.row]
    if row.setting != nil { return SettingCell.height }
    return row.route == nil ? SearchResultCell.height : TripHistoryCell.height
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    if let action = sections[indexPath.section].rows[indexPath.row].action { onSelect?(action) }
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = sections[indexPath.section].rows[indexPath.row]
    let cell: UITableViewCell
    if let setting = row.setting {
      let settingCell =
        tableView.dequeueReusableCell(withIdentifier: SettingCell.identifier, for: indexPath) as? SettingCell
      settingCell?.configure(title: row.title, setting: setting)
      settingCell?.onChoose = { [weak self] index in
        guard let self else { return }
        self.onPreferences?(setting.choosing(index, in: self.preferences))
      }
      cell = settingCell ?? UITableViewCell()
    } else if row.route != nil {
      cell = tableView.dequeueReusableCell(withIdentifier: TripHistoryCell.identifier, for: indexPath)
      (cell as? TripHistoryCell)?.configure(row)
    } else {
      cell = tableView.dequeueReusableCell(withIdentifier: SearchResultCell.identifier, for: indexPath)
      (cell as? SearchResultCell)?.configure(title: row.title, detail: row.detail, icon: row.icon)
    }
    cell.accessibilityIdentifier = "drawer.row.\(indexPath.section).\(indexPath.row)"
    return cell
  }
}
