import MapKit
import Ride
import UIKit

/// What each trip state shows: the home screen's chrome, the sheet's card, the lines and markers
/// on the map, and where the camera looks.
extension RideCoordinator {
  /// Brings the screens in line with the trip (called when it changes state).
  func render() {
    let trip = controller.trip
    let state = trip.state
    defer {
      shownState = state
      // The sheet's card changed: the map's attribution and labels keep above it.
      home.updateMapMargins()
    }
    let picking = state == .choosingDestination && pickingOnMap != nil
    let underWay = state != .idle && !(state == .choosingDestination && routeProblem == nil)
    home.setHomeChromeHidden(underWay || picking, pinHidden: underWay)
    home.pickupPin.bubbleText = picking ? language.dropOffHere : home.pickupPin.bubbleText
    home.pickupPin.headColor = picking ? HomeLayout.destinationColor : HomeLayout.pickupColor
    backButton.isHidden =
      !(picking || state == .previewing || (state == .choosingDestination && routeProblem != nil))
    confirmButton.isHidden = !picking
    // Back home from a ride the camera returns to the user, animated: the pin's place is where it
    // goes. The cars near it are chosen before the ride's car goes, so they come in its place.
    let returning = state == .idle && ![.idle, .choosingDestination].contains(shownState)
    if returning { pinPickup = home.openingRegion.center }
    refreshNearbyCars()
    fleet.assign(trip.assignment?.carID, fleet: session.fleet)
    // On the trip the passenger is in the car, which shows where they are; the simulated device
    // stays where it was picked up, so its dot would be left behind at the pickup.
    let riding = state == .onTrip || state == .completed
    if home.mapView.showsUserLocation == riding { home.mapView.showsUserLocation = !riding }
    radar.isHidden = state != .matching || trip.noDriverAvailable
    switch state {
    case .idle:
      route.clear()
      dismissSheet()
      // Back from a ride: the map returns to the user, as it opened.
      if returning { home.recenter() }
      if shownState != .idle { updatePickupTime(at: returning ? home.openingRegion.center : nil) }
    case .choosingDestination:
      route.clear()
      if let routeProblem {
        showCard(problemCard(routeProblem))
      } else {
        dismissSheet()
      }
    case .previewing:
      guard let preview = trip.preview else { return }
      showPreview(preview)
      showCard(estimateCard(preview))
      fitCamera(to: preview.path.locations + [preview.pickup.location, preview.destination.location])
    case .matching:
      guard let preview = trip.preview else { return }
      showPreview(preview)
      // The radar pulses while dispatch searches; "no driver" stops it.
      if !trip.noDriverAvailable { radar.place(at: preview.pickup.location, on: home.mapView) }
      showCard(matchingCard(noDriver: trip.noDriverAvailable))
    case .driverAssigned, .driverArrived:
      guard let assignment = trip.assignment, let preview = trip.preview else { return }
      // The car's way to the pickup (trimmed behind it as it drives); none once it is there.
      route.showApproach(state == .driverArrived ? [] : assignment.pickupPath.locations)
      lastSplit = nil
      route.showMarkers(pickup: marker(preview.pickup), destination: nil)
      let card = driverCard(assignment.driver, arrived: state == .driverArrived)
      showCard(card)
      if state == .driverAssigned { showSteps(of: assignment.pickupPath, on: card) }
      lastCameraCheck = -.infinity
    case .onTrip:
      guard let preview = trip.preview else { return }
      route.showMarkers(pickup: nil, destination: marker(preview.destination))
      let card = TripCardView(
        language: language, destination: language.text(preview.destination.name),
        driver: trip.assignment?.driver)
      showCard(card)
      showSteps(of: preview.path, on: card)
      lastSplit = nil
      lastCameraCheck = -.infinity
    case .completed:
      guard let preview = trip.preview, let fare = trip.fare else { return }
      showPreview(preview)
      showCard(receiptCard(fare, preview: preview))
      fitCamera(to: preview.path.locations + [preview.pickup.location, preview.destination.location])
    case .cancelled:
      // Acknowledged at once: the home screen returns (the fee, if any, is in the messages).
      controller.perform { try $0.dismiss() }
    }
  }

  /// The route from the pickup to the destination with both markers.
  private func showPreview(_ preview: RidePreview) {
    route.showRoute(preview.path.locations)
    route.showMarkers(pickup: marker(preview.pickup), destination: marker(preview.destination))
  }

  private func marker(_ place: RidePlace) -> (CLLocationCoordinate2D, String) {
    (place.location, language.text(place.name))
  }

  // MARK: The sheet

  private func showCard(_ card: RideCardView) {
    if let sheet {
      sheet.show(card)
      return
    }
    let sheet = RideSheetViewController()
    sheet.show(card)
    self.sheet = sheet
    home.present(sheet, animated: true)
  }

  private func dismissSheet() {
    guard let sheet else { return }
    self.sheet = nil
    guard home.presentedViewController === sheet else { return }
    home.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      let waiting = self.afterSheetGoes
      self.afterSheetGoes = []
      for action in waiting { action() }
    }
  }

  /// The sheet's height over the map, the home indicator's strip included.
  var sheetHeight: CGFloat {
    (sheet?.cardHeight ?? 0) + home.view.safeAreaInsets.bottom
  }

  // MARK: The cards

  private func estimateCard(_ preview: RidePreview) -> EstimateCardView {
    var pickupTimes: [Service: TimeInterval] = [:]
    for service in Service.allCases {
      pickupTimes[service] = session.pickupTime(at: preview.pickup.coordinate, service: service)
    }
    let card = EstimateCardView(
      language: language, preview: preview, pickupTimes: pickupTimes, selected: service, icons: fleet.icons)
    card.onCall = { [weak self] service in
      self?.service = service
      self?.controller.perform { try $0.call(service) }
    }
    card.onBook = { [weak self] service in self?.book(service) }
    card.onSelect = { [weak self] service in
      self?.service = service
      self?.refreshNearbyCars()
    }
    return card
  }

  private func problemCard(_ problem: String) -> EstimateCardView {
    let card = EstimateCardView(language: language, problem: problem)
    card.onBack = { [weak self] in self?.backToSearch() }
    return card
  }

  private func matchingCard(noDriver: Bool) -> MatchingCardView {
    let card = MatchingCardView(language: language, noDriver: noDriver)
    card.onCancel = { [weak self] in self?.confirmCancel() }
    card.onRetry = { [weak self] in self?.controller.perform { try $0.retry() } }
    return card
  }

  private func driverCard(_ driver: Driver, arrived: Bool) -> DriverCardView {
    let card = DriverCardView(language: language, driver: driver, arrived: arrived)
    card.onCall = { [weak self] in self?.showSimulatedContact() }
    card.onMessage = { [weak self] in self?.showSimulatedContact() }
    card.onCancel = { [weak self] in self?.confirmCancel() }
    return card
  }

  private func receiptCard(_ fare: FareBreakdown, preview: RidePreview) -> ReceiptCardView {
    let card = ReceiptCardView(
      language: language, fare: fare, pickup: language.text(preview.pickup.name),
      destination: language.text(preview.destination.name))
    card.onDone = { [weak self] stars in
      guard let self else { return }
      if stars > 0 { self.controller.rateCompletedTrip(stars) }
      self.controller.perform { try $0.dismiss() }
    }
    return card
  }

  // MARK: The camera

  /// Shows `coordinates` whole between the back button and the sheet.
  func fitCamera(to coordinates: [CLLocationCoordinate2D], animated: Bool = true) {
    guard let rect = Self.mapRect(around: coordinates) else { return }
    // The route may run near the area's edge, or need more room than the area's zoom-out limit
    // leaves (Helsinki's extract is 1.7 km tall): the camera may look past it while a ride shows.
    home.mapView.cameraBoundary = nil
    home.mapView.cameraZoomRange = nil
    home.mapView.setVisibleMapRect(rect, edgePadding: cameraPadding, animated: animated)
  }

  /// Brings `coordinates` back between the back button and the sheet: a pan at the zoom shown when
  /// they fit there (the map only moves its drawn tiles), else `fitCamera(to:)`.
  func followCamera(to coordinates: [CLLocationCoordinate2D]) {
    guard let rect = Self.mapRect(around: coordinates), let map = home.mapView else { return }
    let padding = cameraPadding
    let fitted = map.mapRectThatFits(rect, edgePadding: padding)
    let shown = map.visibleMapRect
    guard fitted.width <= shown.width, map.bounds.width > 0 else { return fitCamera(to: coordinates) }
    // The padded area's middle at the shown scale, as `setVisibleMapRect(_:edgePadding:animated:)`
    // places it.
    let scale = shown.width / Double(map.bounds.width)
    let center = MKMapPoint(
      x: rect.midX - Double(padding.left - padding.right) / 2 * scale,
      y: rect.midY - Double(padding.top - padding.bottom) / 2 * scale)
    map.setCenter(center.coordinate, animated: true)
  }

  /// Room for the markers' labels above the line and the back button at the top, and at the sides
  /// for half the widest label (`RouteMarkerView`: 176 pt) plus a margin, so none is cut.
  private var cameraPadding: UIEdgeInsets {
    let side = RouteMarkerView.maximumBubbleWidth / 2 + 8
    return UIEdgeInsets(
      top: home.view.safeAreaInsets.top + 72, left: side, bottom: sheetHeight + 32, right: side)
  }

  /// The map rectangle around `coordinates`, no smaller than 400 m across (a car next to the
  /// pickup still shows the streets around).
  private static func mapRect(around coordinates: [CLLocationCoordinate2D]) -> MKMapRect? {
    guard let first = coordinates.first else { return nil }
    var rect = MKMapRect(origin: MKMapPoint(first), size: MKMapSize(width: 0, height: 0))
    for coordinate in coordinates.dropFirst() {
      let point = MKMapPoint(coordinate)
      rect = rect.union(MKMapRect(origin: point, size: MKMapSize(width: 0, height: 0)))
    }
    let minimum = 400 * MKMapPointsPerMeterAtLatitude(first.latitude)
    return rect.insetBy(dx: min(0, (rect.width - minimum) / 2), dy: min(0, (rect.height - minimum) / 2))
  }
}

extension RoadPath {
  /// The path's vertices, as Core Location has them.
  var locations: [CLLocationCoordinate2D] {
    coordinates.map { CLLocationCoordinate2D(latitude: $0.latitude, longitude: $0.longitude) }
  }
}
