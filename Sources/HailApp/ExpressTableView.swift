import UIKit

/// Page 1: the express (快车) sheet, pushed down by its top inset so that only the first card (the
/// pickup card) peeks up from the bottom of the screen; suggested destinations follow.
final class ExpressTableView: UITableView, UITableViewDataSource, UITableViewDelegate {
  /// Where a selection is reported.
  var log: (String) -> Void = { print($0) }
  /// The first card (您要去哪儿) was tapped; nil, it is only logged.
  var onWhereTo: (() -> Void)?
  /// A suggested destination was tapped; nil, it is only logged.
  var onSuggestion: ((Suggestion) -> Void)?
  var language = AppLanguage.zh { didSet { reloadData() } }
  /// The first card's pickup line ("在 … 上车"); nil while locating.
  var pickupLine: String? { didSet { reloadData() } }
  var suggestions: [Suggestion] = [] { didSet { reloadData() } }
  private let backdrop = UIView()

  init() {
    let width = HomeLayout.screenWidth
    let height = HomeLayout.screenHeight
    super.init(
      frame: CGRect(x: 10, y: HomeLayout.tableTop, width: width - 20, height: height), style: .grouped)
    accessibilityIdentifier = "express.table"
    backgroundColor = .clear
    separatorStyle = .none
    showsVerticalScrollIndicator = false
    rowHeight = HomeLayout.cellHeight
    // The original's numbers put the first card flush with the bottom edge: no grouped gaps.
    sectionHeaderHeight = 0
    sectionFooterHeight = 0
    // Screen height − cell height − the table's top (667 − 150 − 20 = 497 on an iPhone 8), less the
    // home indicator's strip on phones that have one.
    let top = height - HomeLayout.cellHeight - HomeLayout.tableTop - HomeLayout.bottomInset
    contentInset = UIEdgeInsets(top: top, left: 0, bottom: HomeLayout.bottomInset, right: 0)
    contentInsetAdjustmentBehavior = .never
    // Behind the cards below the first: the sheet's ground, so the gaps between cards show it and
    // not the map's streets and labels.
    backdrop.backgroundColor = AppColor.backdrop
    backdrop.layer.cornerRadius = 8
    backdrop.isUserInteractionEnabled = false
    insertSubview(backdrop, at: 0)
    register(PickupCardCell.self, forCellReuseIdentifier: PickupCardCell.identifier)
    register(SuggestionCell.self, forCellReuseIdentifier: SuggestionCell.identifier)
    dataSource = self
    delegate = self
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The sheet can always be pulled up until its first card reaches the top, however few rows it
  /// has (the original's six placeholder cards made it tall enough; a real list may be short).
  override func layoutSubviews() {
    super.layoutSubviews()
    let bottom = max(HomeLayout.bottomInset, bounds.height - contentSize.height)
    if contentInset.bottom != bottom { contentInset.bottom = bottom }
    // From the first card's gap to the screen's bottom, however far the sheet is pulled.
    let top = HomeLayout.cellHeight - HomeLayout.cardGap
    backdrop.frame = CGRect(
      x: 0, y: top, width: bounds.width, height: max(contentSize.height, bounds.maxY) - top + bounds.height)
    if subviews.first !== backdrop { sendSubviewToBack(backdrop) }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    1 + suggestions.count
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    indexPath.row == 0 ? HomeLayout.cellHeight : HomeLayout.suggestionHeight
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row == 0 {
      let cell = tableView.dequeueReusableCell(withIdentifier: PickupCardCell.identifier, for: indexPath)
      (cell as? PickupCardCell)?.configure(
        pickup: pickupLine ?? language.locating, whereTo: language.whereTo,
        hint: suggestions.isEmpty ? "" : language.nearbyHint)
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: SuggestionCell.identifier, for: indexPath)
    let suggestion = suggestions[indexPath.row - 1]
    cell.accessibilityIdentifier = "home.suggestion.\(indexPath.row - 1)"
    (cell as? SuggestionCell)?.configure(
      name: suggestion.name,
      detail:
        "\(language.category(suggestion.category.map(SearchPlace.Kind.category))) · \(language.distance(suggestion.distance))"
    )
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    if indexPath.row == 0, let onWhereTo { return onWhereTo() }
    if indexPath.row > 0, let onSuggestion { return onSuggestion(suggestions[indexPath.row - 1]) }
    log(indexPath.row == 0 ? "selected the pickup card" : "selected \(suggestions[indexPath.row - 1].name)")
  }
}
