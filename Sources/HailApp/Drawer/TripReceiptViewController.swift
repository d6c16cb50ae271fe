import MapKit
import Ride
import UIKit

/// A trip of 我的's history opened (`trip.receipt`): its route on a map with both ends marked, and
/// its receipt — the fare item by item and the stars given, which can be changed (`receipt.star.N`,
/// then `receipt.done` calls `onRate`) — or, for a cancelled ride, what cancelling cost. A page
/// sheet over the drawer, closed with 完成 (`trip.receipt.close`) or a swipe.
final class TripReceiptViewController: TitledSheetViewController, MKMapViewDelegate {
  static let mapHeight: CGFloat = 200
  let record: TripRecord
  /// The stars chosen on the receipt, when they changed.
  var onRate: ((Int) -> Void)?
  let mapView = MKMapView()
  private lazy var route = RouteLayer(mapView: mapView)
  private let card: RideCardView

  init(record: TripRecord, language: AppLanguage) {
    self.record = record
    let pickup = language.text(record.pickup.name)
    let destination = language.text(record.destination.name)
    if let fare = record.fare {
      let receipt = ReceiptCardView(language: language, fare: fare, pickup: pickup, destination: destination)
      receipt.rate(record.rating ?? 0)
      card = receipt
    } else {
      card = CancelledTripCardView(
        language: language, fee: record.cancellationFee, pickup: pickup, destination: destination)
    }
    super.init(
      language: language,
      title: "\(language.dateAndTime(record.requestedAt)) · \(language.serviceName(record.service))",
      identifier: "trip.receipt")
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    mapView.accessibilityIdentifier = "trip.receipt.map"
    mapView.isUserInteractionEnabled = false
    mapView.delegate = self
    let path = record.route.coordinates.map {
      CLLocationCoordinate2D(latitude: $0.latitude, longitude: $0.longitude)
    }
    route.showRoute(path)
    route.showMarkers(
      pickup: (record.pickup.location, language.text(record.pickup.name)),
      destination: (record.destination.location, language.text(record.destination.name)))
    (card as? ReceiptCardView)?.onDone = { [weak self] stars in
      guard let self else { return }
      if stars > 0, stars != self.record.rating { self.onRate?(stars) }
      self.dismiss(animated: true)
    }
    addContent([mapView, card])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    let fitted = mapView.frame.size != CGSize(width: width, height: Self.mapHeight)
    mapView.frame = CGRect(x: 0, y: contentTop, width: width, height: Self.mapHeight)
    card.frame = CGRect(x: 0, y: mapView.frame.maxY, width: width, height: card.preferredHeight(width: width))
    if fitted { fitRoute() }
  }

  /// The route and both markers' labels in view.
  private func fitRoute() {
    let points =
      record.route.coordinates.map {
        MKMapPoint(CLLocationCoordinate2D(latitude: $0.latitude, longitude: $0.longitude))
      }
      + [MKMapPoint(record.pickup.location), MKMapPoint(record.destination.location)]
    let rect = points.reduce(MKMapRect.null) {
      $0.union(MKMapRect(origin: $1, size: MKMapSize(width: 0, height: 0)))
    }
    // Room above the ends for the markers' labels, and at the sides for half the widest.
    let side = RouteMarkerView.maximumBubbleWidth / 2 + 8
    mapView.setVisibleMapRect(
      rect, edgePadding: UIEdgeInsets(top: 56, left: side, bottom: 24, right: side), animated: false)
  }

  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
    route.renderer(for: overlay) ?? MKOverlayRenderer(overlay: overlay)
  }

  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
    route.view(for: annotation)
  }
}
