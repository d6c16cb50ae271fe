import MapKit
import Ride
import UIKit

/// The passenger's taps that need more than one step: cancelling (with a confirm alert), calling
/// the simulated driver, booking ahead; and the camera that follows the ride.
extension RideCoordinator {
  /// 取消行程: asks first, saying what it costs now (free before a driver is assigned and within
  /// the tariff's grace after; the fee later).
  func confirmCancel() {
    let trip = controller.trip
    guard trip.state.isCancellable, let presenter = topController else { return }
    let elapsed = trip.assignment.map { controller.now.timeIntervalSince($0.assignedAt) }
    let fee = trip.tariff?.cancellationFee(sinceAssignment: elapsed)
    // Free within the grace after a driver came: how long it stays free, and what it costs then.
    let grace = trip.tariff.flatMap { tariff in
      elapsed.map { (left: tariff.cancellation.grace - $0, fee: tariff.cancellation.fee) }
    }
    let alert = UIAlertController(
      title: language.cancelRideQuestion,
      message: fee.map { language.cancellationMessage($0, graceLeft: grace) }, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: language.keepRide, style: .cancel))
    let confirm = UIAlertAction(title: language.cancelRide, style: .destructive) { [weak self] _ in
      self?.controller.perform { try $0.cancel() }
    }
    alert.addAction(confirm)
    alert.preferredAction = confirm
    presenter.present(alert, animated: true)
  }

  /// Call and message: the driver is simulated, and the sheet says so.
  func showSimulatedContact() {
    guard let presenter = topController else { return }
    let alert = UIAlertController(
      title: language.simulatedCallTitle, message: language.simulatedCall, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: language.ok, style: .cancel))
    presenter.present(alert, animated: true)
  }

  /// 预约: a date picker for the pickup time, at least the tariff's pre-order lead ahead.
  func book(_ service: Service) {
    guard let presenter = topController else { return }
    let lead = session.tariffs[service].preOrder.minimumLead
    let booking = BookingViewController(language: language, now: controller.now, minimumLead: lead)
    booking.onBook = { [weak self, weak booking] date in
      guard let self else { return }
      booking?.dismiss(animated: false)
      if let error = self.controller.schedule(service, at: date) { return self.home.log("\(error)") }
      // Said over the home screen the booking returns to, once the prices' sheet has gone: the ride
      // is in 我的 from now on.
      guard let ride = self.session.scheduledRides.last else { return }
      let alert = UIAlertController(
        title: self.language.bookedTitle, message: self.language.bookedMessage(ride), preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: self.language.ok, style: .default))
      let show: () -> Void = { [weak self] in self?.topController?.present(alert, animated: true) }
      if self.home.presentedViewController?.isBeingDismissed == true {
        self.afterSheetGoes.append(show)
      } else {
        show()
      }
    }
    presenter.present(booking, animated: true)
  }

  /// The controller on top, which a new presentation comes from.
  var topController: UIViewController? {
    var top: UIViewController = home
    while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
    return top
  }

  /// Back from the prices, or from choosing on the map, to the search.
  func backToSearch() {
    if controller.trip.state == .previewing { controller.perform { try $0.back() } }
    pickingOnMap = nil
    routeProblem = nil
    let reopen = { [weak self] in
      self?.render()
      self?.openSearch()
    }
    if let sheet, home.presentedViewController === sheet {
      self.sheet = nil
      home.dismiss(animated: true, completion: reopen)
    } else {
      reopen()
    }
  }

  // MARK: The camera

  /// While a driver comes, the camera keeps the car and the pickup in view; on the trip, the car
  /// and the destination; the part of the route driven greys. Checked a few times a second.
  func followRide(at hostTime: CFTimeInterval) {
    let trip = controller.trip
    guard let preview = trip.preview, let car = trip.assignment?.carID,
      let position = fleet.coordinate(of: car)
    else { return }
    switch trip.state {
    case .driverAssigned:
      if let assignment = trip.assignment { trimApproach(assignment, car: position) }
      keepInView([position, preview.pickup.location], at: hostTime)
    case .driverArrived:
      keepInView([position, preview.pickup.location], at: hostTime)
    case .onTrip:
      greyDrivenRoute(preview.path, car: position)
      keepInView([position, preview.destination.location], at: hostTime)
    default:
      break
    }
  }

  /// Moves the camera when one of `coordinates` leaves the part of the map above the sheet.
  private func keepInView(_ coordinates: [CLLocationCoordinate2D], at hostTime: CFTimeInterval) {
    guard hostTime - lastCameraCheck >= 0.5 else { return }
    let first = lastCameraCheck == -.infinity
    lastCameraCheck = hostTime
    let map = home.mapView!
    let visible = map.bounds.inset(
      by: UIEdgeInsets(top: home.view.safeAreaInsets.top + 24, left: 24, bottom: sheetHeight + 24, right: 24))
    let outside = coordinates.contains { !visible.contains(map.convert($0, toPointTo: map)) }
    if first {
      fitCamera(to: coordinates)
    } else if outside {
      followCamera(to: coordinates)
    }
  }

  /// The way still to drive to the pickup, from the car on (the part behind it goes as it drives),
  /// redrawn as `needsSplit` says.
  private func trimApproach(_ assignment: Assignment, car: CLLocationCoordinate2D) {
    var segment = lastSplit?.segment ?? 0
    let sample = assignment.pickupPath.sample(
      at: controller.now.timeIntervalSince(assignment.assignedAt), segment: &segment)
    guard needsSplit(car: car, heading: sample.heading) else { return }
    lastSplit = (car, sample.heading, segment, (0, 0))
    route.showApproach([car] + assignment.pickupPath.locations.dropFirst(segment + 1))
  }

  /// Draws the route with the part up to the car in grey, redrawn as `needsSplit` says.
  private func greyDrivenRoute(_ path: RoadPath, car: CLLocationCoordinate2D) {
    guard let started = controller.trip.startedAt else { return }
    var segment = lastSplit?.segment ?? 0
    let sample = path.sample(at: controller.now.timeIntervalSince(started), segment: &segment)
    guard needsSplit(car: car, heading: sample.heading) else { return }
    lastSplit = (car, sample.heading, segment, (0, 0))
    route.showRoute(path.locations, travelledTo: (segment, car))
  }

  /// Notes the car's heading in `lastSplit.turns`, then says whether the car's line must be split
  /// again where the car is: none yet, or its headings since the last split spread over
  /// `splitRedrawTurn`, or it has driven `splitRedrawDistance` on screen (measured with the camera
  /// as it is now, which a zoom or a pan moves under both). Called once a frame.
  private func needsSplit(car: CLLocationCoordinate2D, heading: Double) -> Bool {
    guard var last = lastSplit else { return true }
    // Signed, in (−180, 180]: how far the car has turned from the split's heading.
    let turn = 180 - (last.heading - heading + 540).truncatingRemainder(dividingBy: 360)
    last.turns = (min(last.turns.least, turn), max(last.turns.most, turn))
    lastSplit = last
    guard last.turns.most - last.turns.least <= Self.splitRedrawTurn else { return true }
    let map = home.mapView!
    let from = map.convert(last.coordinate, toPointTo: map)
    let to = map.convert(car, toPointTo: map)
    return hypot(to.x - from.x, to.y - from.y) >= Self.splitRedrawDistance
  }
}
