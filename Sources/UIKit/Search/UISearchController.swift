import Foundation

/// Search over a screen, as UIKit's `UISearchController`: its `searchBar` drives it (through the
/// bar's field and cancel button, so the bar's delegate stays the app's). Beginning to edit the
/// bar makes it active (the delegate's will/did present, the cancel button, the results
/// updater asked at once); each change of the text asks the updater again; the cancel button (or a
/// tap on the dimmed background) makes it inactive again, emptying and resigning the bar.
///
/// While active its view covers the screen of the controller showing the bar, from the bar's
/// bottom edge down: dimmed (black at `UISheetPresentationController.dimmingAlpha`) while
/// `obscuresBackgroundDuringPresentation` and no results show, and holding the
/// `searchResultsController`'s view once there is text (or always, with
/// `showsSearchResultsController`). UIKit presents the controller modally and moves the bar into it;
/// here the bar stays where it is: in the app's view, or under the title of a navigation bar whose
/// top item has it as `navigationItem.searchController` (the navigation bar does not hide).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  public let searchResultsController: UIViewController?
  public let searchBar = UISearchBar()
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Dims the screen under the bar while searching (default true).
  open var obscuresBackgroundDuringPresentation = true
  open var hidesNavigationBarDuringPresentation = true
  /// Shows the cancel button while active (default true).
  open var automaticallyShowsCancelButton = true
  /// Shows the results controller once the text is not empty (default true).
  open var automaticallyShowsSearchResultsController = true
  /// Shows the results controller while active, text or not.
  open var showsSearchResultsController = false {
    didSet { updateResultsVisibility() }
  }
  let dimmingView = UIView()

  /// Whether the search is under way; setting it activates or cancels it.
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive { activate() } else { deactivate() }
    }
  }

  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    // Through the bar's controls rather than its delegate, which stays the app's.
    let field = searchBar.searchTextField
    field.addAction(UIAction { [weak self] _ in self?.isActive = true }, for: .editingDidBegin)
    field.addAction(UIAction { [weak self] _ in self?.searchTextDidChange() }, for: .editingChanged)
    searchBar.cancelButton.addAction(
      UIAction { [weak self] _ in self?.isActive = false }, for: .touchUpInside)
  }

  public convenience init() {
    self.init(searchResultsController: nil)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  override open func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = nil
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(UISheetPresentationController.dimmingAlpha)
    dimmingView.frame = view.bounds
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.isActive = false })
    view.addSubview(dimmingView)
  }

  private func searchTextDidChange() {
    updateResultsVisibility()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  // MARK: Activation

  private func activate() {
    delegate?.willPresentSearchController(self)
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
    if let host = hostController() {
      host.addChild(self)
      view.frame = coverFrame(in: host.view)
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      host.view.addSubview(view)
      didMove(toParent: host)
    }
    if let results = searchResultsController, results.parent !== self {
      addChild(results)
      results.view.frame = view.bounds
      results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(results.view)
      results.didMove(toParent: self)
    }
    updateResultsVisibility()
    if !searchBar.searchTextField.isEditing { searchBar.becomeFirstResponder() }
    searchResultsUpdater?.updateSearchResults(for: self)
    delegate?.didPresentSearchController(self)
  }

  private func deactivate() {
    delegate?.willDismissSearchController(self)
    searchBar.resignFirstResponder()
    if !(searchBar.text ?? "").isEmpty {
      searchBar.text = ""
      searchResultsUpdater?.updateSearchResults(for: self)
    }
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
    willMove(toParent: nil)
    view.removeFromSuperview()
    removeFromParent()
    delegate?.didDismissSearchController(self)
  }

  private func updateResultsVisibility() {
    guard isViewLoaded else { return }
    let hasText = !(searchBar.text ?? "").isEmpty
    let showsResults = showsSearchResultsController || (automaticallyShowsSearchResultsController && hasText)
    searchResultsController?.view.isHidden = !showsResults
    dimmingView.isHidden =
      !obscuresBackgroundDuringPresentation || (showsResults && searchResultsController != nil)
  }

  /// The controller whose screen shows the bar: the first controller up the bar's responder
  /// chain, or, for a bar in a navigation bar (`navigationItem.searchController`), the
  /// navigation controller's top controller.
  private func hostController() -> UIViewController? {
    var responder = searchBar.next
    while let current = responder {
      if let navigation = current as? UINavigationController { return navigation.topViewController }
      if let controller = current as? UIViewController, controller !== self { return controller }
      responder = current.next
    }
    return nil
  }

  /// From the bar's bottom edge to the bottom of `hostView`, in its coordinates.
  private func coverFrame(in hostView: UIView) -> CGRect {
    let barBottom = searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: hostView).y
    let top = min(max(barBottom, 0), hostView.bounds.maxY)
    return CGRect(x: 0, y: top, width: hostView.bounds.width, height: hostView.bounds.maxY - top)
  }
}
