import MapKit
import Ride
import UIKit

/// The ride flow over the home screen: it keeps the screens in step with the trip's state — the
/// search, the sheet and its card, the lines and markers on the map, the camera — and takes the
/// passenger's taps to the ride. The home screen stays underneath throughout; its header, sheet and
/// pin step aside while a ride is under way.
@MainActor
final class RideCoordinator {
  unowned let home: HomeViewController
  let controller: RideController
  let fleet: FleetLayer
  let route: RouteLayer
  let radar = PickupRadar()
  var language: AppLanguage { home.language }
  /// The sheet, while a ride is previewed or under way.
  var sheet: RideSheetViewController?
  /// What waits for the sheet to finish going (a presentation, which the home screen can make only
  /// once it presents nothing).
  var afterSheetGoes: [() -> Void] = []
  /// The state the screens show (the trip may have moved on since).
  var shownState = TripState.idle
  /// Choosing the destination by moving the map: the pickup kept meanwhile.
  var pickingOnMap: RidePlace?
  /// The destination chosen has no route: why, shown in the sheet.
  var routeProblem: String?
  /// The service chosen on the prices card.
  var service = Service.express
  let backButton = MapButton(symbol: .back)
  let confirmButton: UIButton
  let geocoder = CLGeocoder()
  /// Host times of the last pickup-time lookup and the last camera check.
  var lastPickupLookup: CFTimeInterval = -.infinity
  var lastCameraCheck: CFTimeInterval = -.infinity
  /// Where the pin last came to rest, the home screen's pickup (the map's nearby cars are those
  /// around it); nil before the first lookup.
  var pinPickup: CLLocationCoordinate2D?
  /// The pickup and service the map's nearby cars were last chosen for, and the ride time then.
  var nearbyLookup: (pickup: CLLocationCoordinate2D, service: Service, time: Date)?
  /// Where the car was when its line was last split there: its coordinate, heading and segment of
  /// its path, and the least and most it has turned from that heading since (degrees).
  var lastSplit:
    (coordinate: CLLocationCoordinate2D, heading: Double, segment: Int, turns: (least: Double, most: Double))?
  /// How far the car drives on a straight road, in view points, before its line is split again
  /// where it is: the car's body (`CarIcons`: 25 points long inside a 1.5-point margin) covers the
  /// split and its round caps (half the 9-point casing) while the split lies up to 8 points behind
  /// the car's centre; a point less keeps a pixel to spare at 1×. Each split strokes the route's
  /// overlays again: at 4 points, about a fifth of the frame time of the tour's ride (`perf`,
  /// session 22; the tour plays the ride 20 times faster than life).
  static let splitRedrawDistance: CGFloat =
    CarIcons.size.height / 2 - 1.5 - RouteLayer.Style.casing.width / 2 - 1
  /// How widely, in degrees, the car's headings since the last split may spread before its line is
  /// split again where it is: the road behind it then runs within 5° of its axis (6° with the icon
  /// turned to the whole degree, `FleetLayer`), so 7 points behind, the split is at most 0.7 points
  /// to the side and its cap (4.5 points) ends 0.3 points, a pixel at 3x, inside the body's side
  /// (5.5 points from the axis). Spread, not the last heading alone: an S-bend turns back.
  static let splitRedrawTurn = 5.0

  init(home: HomeViewController, service rideService: RideService) {
    self.home = home
    controller = RideController(service: rideService, dataDirectory: home.environment.dataDirectory)
    fleet = FleetLayer(mapView: home.mapView, fleet: rideService.session.fleet)
    route = RouteLayer(mapView: home.mapView)
    confirmButton = .ride(home.language.confirmDestination, primary: true, id: "choose.confirm")
    controller.log = { [weak home] in home?.log($0) }
    controller.onFrame.append { [weak self] in self?.frame() }
    controller.onTripChange.append { [weak self] in self?.render() }
    setUpButtons()
  }

  /// Starts the simulation (the cars near the pin come on the map with the first pickup-time
  /// lookup, once the home screen holds this coordinator, so the map's delegate makes their views).
  func start() {
    controller.start()
  }

  /// Stops the simulation's stepping here (the screen is being replaced).
  func stop() {
    controller.stop()
  }

  var isIdle: Bool { controller.trip.state == .idle }
  var session: RideSession { controller.session }

  private func setUpButtons() {
    backButton.accessibilityIdentifier = "ride.back"
    backButton.isHidden = true
    backButton.addAction(UIAction { [weak self] _ in self?.backToSearch() }, for: .touchUpInside)
    home.view.addSubview(backButton)
    confirmButton.isHidden = true
    confirmButton.addAction(UIAction { [weak self] _ in self?.confirmMapChoice() }, for: .touchUpInside)
    home.view.addSubview(confirmButton)
    layoutButtons()
  }

  func layoutButtons() {
    let bounds = home.view.bounds
    let safe = home.view.safeAreaInsets
    backButton.frame.origin = CGPoint(x: 16, y: safe.top + 8)
    confirmButton.frame = CGRect(
      x: 16, y: bounds.height - safe.bottom - 16 - 52, width: bounds.width - 32, height: 52)
  }

  // MARK: Every frame

  private func frame() {
    let now = CACurrentMediaTime()
    if isIdle, now - lastPickupLookup >= 10 { updatePickupTime() }
    refreshNearbyCars()
    fleet.update(with: session.fleet)
    (sheet?.card as? RideCardRefreshing)?.refresh(from: session)
    followRide(at: now)
  }

  // MARK: Idle: the pin's bubble

  /// The map came to rest (the home screen's delegate): the pickup may have moved.
  func mapSettled() {
    if isIdle { updatePickupTime() }
  }

  /// The service of the home screen's selected tab (快车 or 出租车).
  var tabService: Service { home.selectedPage == 1 ? .taxi : .express }

  /// The bubble says how soon the nearest car of the selected tab's service can be at the pin, and
  /// the map shows the cars near it: at `center`, where the camera is going, or the map's centre.
  /// Also when the tab changes.
  func updatePickupTime(at center: CLLocationCoordinate2D? = nil) {
    lastPickupLookup = CACurrentMediaTime()
    guard pickingOnMap == nil else { return }
    let center = center ?? home.mapView.centerCoordinate
    pinPickup = center
    let seconds = session.pickupTime(
      at: .init(latitude: center.latitude, longitude: center.longitude), service: tabService)
    home.pickupPin.bubbleText = seconds.map { language.pickupIn(seconds: $0) } ?? language.pickUpHere
    refreshNearbyCars()
  }

  // MARK: Search

  /// 您要去哪儿 tapped (or the taxi card's buttons): the search opens.
  func openSearch() {
    guard home.presentedViewController == nil else { return }
    if controller.trip.state == .idle {
      guard controller.perform({ try $0.openSearch() }) == nil else { return }
    }
    let search = SearchViewController(
      language: language, pickup: currentPickup(), saved: controller.data.savedPlaces,
      recents: controller.data.recents.places)
    search.onSave = { [weak self] place, kind in self?.controller.save(place, as: kind) }
    search.onFinish = { [weak self] outcome in self?.searchFinished(outcome) }
    home.present(search, animated: true)
  }

  /// A suggested place on the home sheet: straight to the route and prices.
  func choose(_ suggestion: Suggestion) {
    guard isIdle, home.presentedViewController == nil else { return }
    guard controller.perform({ try $0.openSearch() }) == nil else { return }
    chooseDestination(RidePlace(named: suggestion.name, at: suggestion.coordinate), pickup: currentPickup())
  }

  /// Where the pin is, named as the home screen's card names it (in both languages once the
  /// geocoder answered for this point).
  func currentPickup() -> RidePlace {
    if let pickingOnMap { return pickingOnMap }
    let center = home.mapView.centerCoordinate
    if let (names, at) = home.pickupNames, at.latitude == center.latitude, at.longitude == center.longitude {
      return RidePlace(name: names, latitude: center.latitude, longitude: center.longitude)
    }
    return RidePlace(named: home.pickupAddress ?? language.pickUpHere, at: center)
  }

  private func searchFinished(_ outcome: SearchViewController.Outcome) {
    switch outcome {
    case .cancelled:
      controller.perform { try $0.close() }
      home.dismiss(animated: true) { [weak self] in self?.render() }
    case .chosen(let destination, let pickup):
      home.dismiss(animated: true) { [weak self] in self?.chooseDestination(destination, pickup: pickup) }
    case .chooseOnMap(let pickup):
      pickingOnMap = pickup
      home.dismiss(animated: true) { [weak self] in self?.render() }
    }
  }

  /// Routes to `destination` and shows the prices, or in the sheet why there is no route.
  func chooseDestination(_ destination: RidePlace, pickup: RidePlace) {
    pickingOnMap = nil
    routeProblem = nil
    let state = controller.trip.state
    switch controller.choose(destination: destination, pickup: pickup) {
    case nil: break
    case .road(.offMap)?: routeProblem = language.offMap
    case .road(.noRoute)?: routeProblem = language.noRoute
    case let error?: routeProblem = "\(error)"
    }
    // A preview the trip moved to was rendered as the state changed (`onTripChange`); rendered
    // twice, the route sheet's frame built its card and looked up each service's pickup time twice.
    // A refused choice, or a preview replacing the one shown, leaves the state as it was. (The
    // problem is cleared before the choice, so the state change's render never shows an old one.)
    if controller.trip.state == state { render() }
  }

  /// The pin's place becomes the destination.
  private func confirmMapChoice() {
    guard let pickup = pickingOnMap else { return }
    let center = home.mapView.centerCoordinate
    geocoder.nameInBothLanguages(
      CLLocation(latitude: center.latitude, longitude: center.longitude), first: language,
      shown: { [weak self] name in
        guard let self, name == nil else { return }
        // Nothing named there: the drop-off as the bubble calls it.
        self.chooseDestination(RidePlace(named: self.language.dropOffHere, at: center), pickup: pickup)
      },
      named: { [weak self] names in
        self?.chooseDestination(
          RidePlace(name: names, latitude: center.latitude, longitude: center.longitude), pickup: pickup)
      })
  }

  /// The views of the ride's annotations (the map delegate's `viewFor`); nil for others.
  func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
    fleet.view(for: annotation) ?? route.view(for: annotation) ?? radar.view(for: annotation)
  }
}

/// A card whose figures follow the ride (timers, distances) every frame.
@MainActor
protocol RideCardRefreshing {
  func refresh(from session: RideSession)
}
