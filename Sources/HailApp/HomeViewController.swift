import MapKit
import Ride
import UIKit

/// The ride-hailing home screen, as the original write-up builds it: the map at the back, the
/// header with the service tabs, and over both a transparent paging scroll view whose pages are the
/// express sheet and the taxi card. Touches above a page's content fall through to the map.
///
/// Beyond the original: the map is a real map (OpenStreetMap data through MapKit) with the user's
/// location, a pickup pin fixed at its centre that lifts while the map moves and drops when it
/// stops, the pickup address reverse-geocoded into the first card, suggested destinations nearby,
/// a button that recentres the map, and a horizontal swipe that pages.
public final class HomeViewController: UIViewController, UIScrollViewDelegate {
  public private(set) var mapView: MKMapView!
  private(set) var header: HomeHeaderView!
  private(set) var pages: PassThroughScrollView!
  private(set) var expressTable: ExpressTableView!
  private(set) var taxiCard: TaxiCardView!
  /// The ride flow over this screen; nil when the environment offers no rides.
  var ride: RideCoordinator?
  let pickupPin = PickupPinView()
  let pickupClearance = PickupClearance()
  let recenterButton = RecenterButton()
  private var tableOffsetObservation: NSKeyValueObservation?
  let geocoder = CLGeocoder()
  /// What the map showed when the pinch began, while one is under way.
  var zoomStartRect: MKMapRect?
  /// Where the map is gliding the pickup onto a road, until it arrives (see `snapPickupToRoad`).
  var roadSnapTarget: CLLocationCoordinate2D?
  /// The region the map opens on: 600 m around the user's location, street level as Didi opens,
  /// and small enough that a pickup 300 m in from the service area's edge still sits at the centre.
  static let openingSpan: CLLocationDistance = 600

  public let environment: AppEnvironment
  /// The passenger's settings from the data directory, read when the view loads.
  var preferences = Preferences()
  /// The app's language: the passenger's choice in 我的, else the environment's (the system's).
  public var language: AppLanguage {
    preferences.language.flatMap(AppLanguage.init(rawValue:)) ?? environment.language
  }
  /// Where the map opens instead of around the user: the region the screen this one replaces showed.
  var restoredRegion: MKCoordinateRegion?
  /// Where taps the original only logs are reported.
  public var log: (String) -> Void = { print($0) } {
    didSet { propagateLog() }
  }

  public var headerView: UIView { header }
  public var scrollView: UIScrollView { pages }
  public var tableView: UITableView { expressTable }
  public var taxiView: UIView { taxiCard }
  /// The page showing: 0 for 快车 (Express), 1 for 出租车 (Taxi).
  public var selectedPage: Int { header.selectedTab }
  /// The pickup address shown in the cards, once geocoded.
  public private(set) var pickupAddress: String?
  /// The pickup's name in both languages and where it was looked up (nil until both answered).
  var pickupNames: (LocalizedText, CLLocationCoordinate2D)?
  /// Whether the pickup pin is up (the map is moving).
  public var isPickupPinLifted: Bool { pickupPin.isLifted }

  public init(environment: AppEnvironment) {
    self.environment = environment
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    loadPreferences()
    setupMapView()
    setupHeaderView()
    setupScrollView()
    setupTableView()
    setupTaxiView()
    propagateLog()
    setUpRide()
    updateMapMargins()
    locatePickup()
  }

  /// The stored appearance applies to the whole window (presented screens too).
  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    view.window?.overrideUserInterfaceStyle = preferences.appearance.userInterfaceStyle
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    ride?.layoutButtons()
    updateMapMargins()
  }

  private func setupMapView() {
    mapView = MKMapView(frame: view.bounds)
    mapView.accessibilityIdentifier = "map"
    mapView.delegate = self
    mapView.showsUserLocation = true
    limitZoomToServiceArea()
    mapView.setRegion(restoredRegion ?? openingRegion, animated: false)
    boundCameraToServiceArea(animated: false)
    installPickupZoom()
    view.addSubview(mapView)
    pickupPin.bubbleText = language.pickUpHere
    pickupPin.place(at: pinPoint)
    view.addSubview(pickupPin)
    pickupClearance.cover(pickupPin, on: mapView)
    mapView.addAnnotation(pickupClearance)
    recenterButton.frame.origin.x = view.bounds.width - 60
    recenterButton.addAction(UIAction { [weak self] _ in self?.recenter() }, for: .touchUpInside)
    view.addSubview(recenterButton)
  }

  private func setupHeaderView() {
    header = HomeHeaderView(language: language)
    header.onTabTapped = { [weak self] page in
      guard let self else { return }
      self.pages.setContentOffset(CGPoint(x: CGFloat(page) * HomeLayout.screenWidth, y: 0), animated: true)
      // The bubble and the map's cars are the tab's service's.
      self.ride?.updatePickupTime()
    }
    view.addSubview(header)
  }

  private func setupScrollView() {
    pages = PassThroughScrollView(frame: view.bounds)
    pages.accessibilityIdentifier = "pages"
    // Two pages wide so that a horizontal swipe pages too (the original's contentSize was zero:
    // only the tabs paged); no height, so it never scrolls vertically.
    pages.contentSize = CGSize(width: HomeLayout.screenWidth * 2, height: 0)
    pages.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0)
    pages.isPagingEnabled = true
    pages.showsHorizontalScrollIndicator = false
    pages.contentInsetAdjustmentBehavior = .never
    pages.delegate = self
    view.addSubview(pages)
  }

  private func setupTableView() {
    expressTable = ExpressTableView()
    expressTable.language = language
    pages.addSubview(expressTable)
    // Key-value observation of the table's offset collapses and restores the header.
    tableOffsetObservation = expressTable.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
      guard let offset = change.newValue else { return }
      self?.tableDidScroll(to: offset)
    }
    placeRecenterButton()
  }

  private func setupTaxiView() {
    taxiCard = TaxiCardView()
    taxiCard.language = language
    pages.addSubview(taxiCard)
  }

  /// Past half the screen the header slides up out of view; back below half it slides back in
  /// (0.15 s, linear). The guards read the header's model frame, which an animation sets at once,
  /// so a scroll tick during the slide does not start it again.
  private func tableDidScroll(to offset: CGPoint) {
    placeRecenterButton()
    let half = -HomeLayout.screenHeight * 0.5
    if offset.y > half, header.frame.origin.y == 0 {
      UIView.animate(
        withDuration: 0.15, delay: 0, options: .curveLinear,
        animations: { self.header.frame.origin.y = -HomeLayout.headerHeight })
      updateMapMargins()
    }
    if offset.y < half, header.frame.origin.y == -HomeLayout.headerHeight {
      UIView.animate(
        withDuration: 0.15, delay: 0, options: .curveLinear, animations: { self.header.frame.origin.y = 0 })
      updateMapMargins()
    }
  }

  /// The recentre button rides 20 pt above the express sheet's first card, as Didi's does, so the
  /// sheet never covers it; on the taxi page (and in between, by how far the pages are turned) it
  /// sits where it does at launch, above the taxi card, whatever the express sheet did meanwhile.
  /// Once the sheet is pulled up under the header it fades out (alpha 0 also takes it out of
  /// hit-testing) and comes back as the sheet goes down.
  private func placeRecenterButton() {
    let lift = 20 + recenterButton.bounds.height
    let sheetY = HomeLayout.tableTop - expressTable.contentOffset.y - lift
    let launchY = HomeLayout.tableTop + expressTable.contentInset.top - lift
    let turned = min(max(pages.contentOffset.x / HomeLayout.screenWidth, 0), 1)
    recenterButton.frame.origin.y = sheetY + (launchY - sheetY) * turned
    recenterButton.alpha = recenterButton.frame.minY < HomeLayout.headerHeight ? 0 : 1
  }

  /// Shows a new pickup address in both cards; nil, outside the service area.
  func showPickup(_ address: String?) {
    pickupAddress = address ?? language.outsideServiceArea
    expressTable.pickupLine = address.map(language.pickup(at:)) ?? language.outsideServiceArea
    taxiCard.pickupText = pickupAddress
  }

  func showSuggestions(_ suggestions: [Suggestion]) {
    expressTable.suggestions = suggestions
  }

  /// The names of the suggested destinations, in the sheet's order.
  public var suggestionNames: [String] { expressTable.suggestions.map(\.name) }

  // MARK: UIScrollViewDelegate (the pages)

  /// While a finger drags the pages, the underline follows them.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView === pages else { return }
    placeRecenterButton()
    guard scrollView.isDragging || scrollView.isDecelerating else { return }
    header.followPages(progress: scrollView.contentOffset.x / HomeLayout.screenWidth)
  }

  /// A swipe that comes to rest on a page selects its tab.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    guard scrollView === pages else { return }
    let page = Int((scrollView.contentOffset.x / HomeLayout.screenWidth).rounded())
    let changed = page != header.selectedTab
    header.selectTab(page, animated: false)
    // The bubble and the map's cars are the tab's service's.
    if changed { ride?.updatePickupTime() }
  }

  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { scrollViewDidEndDecelerating(scrollView) }
  }

  private func propagateLog() {
    guard isViewLoaded else { return }
    header.log = log
    expressTable.log = log
  }
}
