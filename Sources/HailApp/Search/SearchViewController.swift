import MapKit
import Ride
import UIKit

/// The destination search (您要去哪儿): the pickup and destination fields at the top, the
/// destination focused with the keyboard up, and a list below that answers each keystroke from the
/// map's place search (names by prefix, Chinese or Latin), each place with its kind and distance.
/// With the field empty the list offers 家 and 公司, choosing on the map and recent destinations.
/// The pickup field is edited the same way: a place chosen for it becomes the pickup. Opened to set
/// 家 or 公司 (from 我的's saved places) it asks for that one place: the place chosen is saved, and
/// the search ends.
final class SearchViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
  UITextFieldDelegate
{
  /// How the search ended.
  enum Outcome {
    case chosen(destination: RidePlace, pickup: RidePlace)
    case chooseOnMap(pickup: RidePlace)
    case cancelled
  }

  /// No place name is longer; the fields take no more, so any amount typed or pasted stays cheap.
  static let maximumLength = 100

  var onFinish: ((Outcome) -> Void)?
  /// Saves a place as 家 or 公司.
  var onSave: ((RidePlace, SavedPlaceKind) -> Void)?
  let language: AppLanguage
  private(set) var pickup: RidePlace
  private var saved: SavedPlaces
  private let recents: [RidePlace]
  private(set) var rows: [SearchRow] = []
  /// The text the list answers (the field being edited).
  private var query = ""
  private var settingSaved: SavedPlaceKind?
  /// Opened only to set 家 or 公司: done once it is saved.
  private let setsSavedOnly: Bool
  private var currentSearch: MKLocalSearch?

  let header = SearchHeaderView()
  let table = UITableView(frame: .zero, style: .plain)
  private let emptyLabel = UILabel()
  private var keyboardObserver: (any NSObjectProtocol)?
  /// Whether the destination field took the keyboard as the screen came up.
  private var focusedOnAppearance = false

  /// `setting`: only set 家 or 公司 (nil: choose a destination, or set them on the way).
  init(
    language: AppLanguage, pickup: RidePlace, saved: SavedPlaces, recents: [RidePlace],
    setting: SavedPlaceKind? = nil
  ) {
    self.language = language
    self.pickup = pickup
    self.saved = saved
    self.recents = recents
    settingSaved = setting
    setsSavedOnly = setting != nil
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .fullScreen
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "search"
    view.backgroundColor = AppColor.backdrop
    header.configure(language: language, pickup: language.text(pickup.name))
    if let settingSaved, setsSavedOnly {
      header.showsPickup = false
      header.titleLabel.text = language.savedName(settingSaved)
      header.destinationField.placeholder = language.searchSaved(settingSaved)
    }
    header.cancelButton.addAction(UIAction { [weak self] _ in self?.finish(.cancelled) }, for: .touchUpInside)
    for field in [header.pickupField, header.destinationField] {
      field.delegate = self
      // The field comes as the action's sender: captured, it would hold itself (and outlive the screen).
      field.addAction(
        UIAction { [weak self] action in
          guard let field = action.sender as? UITextField else { return }
          self?.fieldChanged(field)
        }, for: .editingChanged)
    }
    view.addSubview(header)
    table.accessibilityIdentifier = "search.results"
    table.rowHeight = SearchResultCell.height
    table.separatorStyle = .none
    table.register(SearchResultCell.self, forCellReuseIdentifier: SearchResultCell.identifier)
    table.dataSource = self
    table.delegate = self
    view.addSubview(table)
    emptyLabel.text = language.noPlacesFound
    emptyLabel.font = .systemFont(ofSize: 14)
    emptyLabel.textColor = AppColor.secondaryText
    emptyLabel.textAlignment = .center
    emptyLabel.isHidden = true
    table.addSubview(emptyLabel)
    showSuggestions()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    keyboardObserver = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { [weak self] note in
      let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      MainActor.assumeIsolated { self?.keyboardMoved(to: frame) }
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    keyboardObserver = nil
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if !header.pickupField.isEditing, !header.destinationField.isEditing {
      header.destinationField.becomeFirstResponder()
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: top + header.contentHeight)
    table.frame = CGRect(
      x: 0, y: header.frame.maxY + 8, width: view.bounds.width,
      height: view.bounds.height - header.frame.maxY - 8)
    emptyLabel.frame = CGRect(x: 16, y: 24, width: table.bounds.width - 32, height: 20)
    // The keyboard rises with the screen: its first layout in the window is the earliest a field
    // can become first responder (in `viewWillAppear` the view is not in a window yet, which
    // `becomeFirstResponder` requires), and `viewDidAppear` would wait for the presentation's end.
    if !focusedOnAppearance, view.window != nil {
      focusedOnAppearance = header.destinationField.becomeFirstResponder()
    }
  }

  private func keyboardMoved(to frame: CGRect?) {
    guard let frame, isViewLoaded, let window = view.window else { return }
    let keyboardTop = view.convert(frame, from: window).minY
    let covered = max(0, table.frame.maxY - keyboardTop)
    table.contentInset.bottom = covered
  }

  // MARK: Typing

  private var editingPickup: Bool { header.pickupField.isEditing }

  private func fieldChanged(_ field: UITextField) {
    let text = field.text ?? ""
    query = text
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      showSuggestions()
      return
    }
    let origin = pickup.location
    var request = MKLocalSearch.Request(naturalLanguageQuery: trimmed)
    request.region = MKCoordinateRegion(center: origin, latitudinalMeters: 10_000, longitudinalMeters: 10_000)
    let search = MKLocalSearch(request: request)
    currentSearch = search
    search.start { [weak self] response, _ in
      // An answer to an older keystroke is dropped.
      guard let self, self.currentSearch === search else { return }
      self.show((response?.mapItems ?? []).map { .place(SearchPlace(item: $0, from: origin)) })
    }
  }

  /// The rows for an empty field: 家, 公司, choosing on the map and the recents; only the recents
  /// when setting 家 or 公司 from 我的.
  private func showSuggestions() {
    currentSearch = nil
    let rows = SearchRow.suggestions(saved: saved, recents: recents, from: pickup.location)
    show(setsSavedOnly ? rows.filter(\.isPlace) : rows, empty: false)
  }

  private func show(_ rows: [SearchRow], empty: Bool = true) {
    self.rows = rows
    emptyLabel.isHidden = !(empty && rows.isEmpty)
    table.reloadData()
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  )
    -> Bool
  {
    let current = (textField.text ?? "") as NSString
    let next = current.replacingCharacters(in: range, with: string)
    return next.count <= Self.maximumLength
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    fieldChanged(textField)
  }

  /// Return takes the first place listed.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if let index = rows.firstIndex(where: \.isPlace) {
      select(rows[index])
    }
    return false
  }

  // MARK: The list

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: SearchResultCell.identifier, for: indexPath)
    cell.accessibilityIdentifier = "search.result.\(indexPath.row)"
    guard let cell = cell as? SearchResultCell else { return cell }
    switch rows[indexPath.row] {
    case .place(let found):
      let detail =
        found.isRecent
        ? "\(language.recent) · \(language.distance(found.distance))"
        : "\(language.category(found.category)) · \(language.distance(found.distance))"
      cell.configure(
        title: language.text(found.place.name), detail: detail, icon: found.isRecent ? .recent : .place)
    case .saved(let kind, let place):
      cell.configure(
        title: language.savedName(kind),
        detail: place.map { language.text($0.name) } ?? language.setSaved(kind),
        icon: kind == .home ? .home : .work)
    case .chooseOnMap:
      cell.configure(title: language.chooseOnMap, detail: language.chooseOnMapDetail, icon: .map)
    }
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    select(rows[indexPath.row])
  }

  private func select(_ row: SearchRow) {
    switch row {
    case .place(let found):
      if editingPickup {
        pickup = found.place
        header.pickupField.text = language.text(found.place.name)
        header.destinationField.becomeFirstResponder()
      } else if let kind = settingSaved {
        settingSaved = nil
        setSaved(found.place, as: kind)
      } else {
        finish(.chosen(destination: found.place, pickup: pickup))
      }
    case .saved(_, let place?):
      finish(.chosen(destination: place, pickup: pickup))
    case .saved(let kind, nil):
      settingSaved = kind
      header.destinationField.placeholder = language.searchSaved(kind)
      header.destinationField.text = ""
      header.destinationField.becomeFirstResponder()
      showSuggestions()
    case .chooseOnMap:
      finish(.chooseOnMap(pickup: pickup))
    }
  }

  private func setSaved(_ place: RidePlace, as kind: SavedPlaceKind) {
    switch kind {
    case .home: saved.home = place
    case .work: saved.work = place
    }
    onSave?(place, kind)
    if setsSavedOnly {
      finish(.cancelled)
      return
    }
    header.destinationField.placeholder = language.whereTo
    header.destinationField.text = ""
    showSuggestions()
  }

  private func finish(_ outcome: Outcome) {
    view.endEditing(true)
    onFinish?(outcome)
  }
}
