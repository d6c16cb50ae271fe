import MapKit
import UIKit

/// A trip in the 我的 drawer's history: its route on a small map (a non-interactive `MKMapView`
/// fitted to the route, the line drawn as on the ride's map, `drawer.trip.map`), the places, the
/// time, service and fare, and the stars the passenger gave (`drawer.trip.stars`).
final class TripHistoryCell: UITableViewCell, MKMapViewDelegate {
  static let identifier = "TripHistoryCell"
  static let height: CGFloat = 92
  /// The map's side: large enough to read a route across the centre, small enough to leave the
  /// text two thirds of the drawer.
  static let mapSide: CGFloat = 72

  let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: mapSide, height: mapSide))
  let titleLabel = UILabel()
  let detailLabel = UILabel()
  let starsLabel = UILabel()
  private let separator = UIView()
  private var route: MKPolyline?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    backgroundColor = AppColor.surface
    mapView.accessibilityIdentifier = "drawer.trip.map"
    mapView.isUserInteractionEnabled = false
    mapView.layer.cornerRadius = 8
    mapView.delegate = self
    titleLabel.font = .systemFont(ofSize: 15, weight: .medium)
    titleLabel.textColor = AppColor.primaryText
    detailLabel.font = .systemFont(ofSize: 12)
    detailLabel.textColor = AppColor.secondaryText
    starsLabel.accessibilityIdentifier = "drawer.trip.stars"
    starsLabel.font = .systemFont(ofSize: 13)
    starsLabel.textColor = RideColors.accent
    separator.backgroundColor = AppColor.separator
    for view in [mapView, titleLabel, detailLabel, starsLabel, separator] { contentView.addSubview(view) }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Shows `row`: its route (pickup to destination) fitted with a little room around it.
  func configure(_ row: DrawerRow) {
    titleLabel.text = row.title
    detailLabel.text = row.detail
    starsLabel.text = row.rating.map {
      String(repeating: "★", count: $0) + String(repeating: "☆", count: 5 - $0)
    }
    starsLabel.isHidden = row.rating == nil
    if let route { mapView.removeOverlay(route) }
    let coordinates = (row.route?.coordinates ?? []).map {
      CLLocationCoordinate2D(latitude: $0.latitude, longitude: $0.longitude)
    }
    guard let first = coordinates.first else { return }
    let line = MKPolyline(coordinates: coordinates)
    route = line
    mapView.addOverlay(line)
    var rect = MKMapRect(origin: MKMapPoint(first), size: MKMapSize(width: 0, height: 0))
    for coordinate in coordinates.dropFirst() {
      rect = rect.union(MKMapRect(origin: MKMapPoint(coordinate), size: MKMapSize(width: 0, height: 0)))
    }
    mapView.setVisibleMapRect(
      rect, edgePadding: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), animated: false)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = contentView.bounds.width
    let side = Self.mapSide
    mapView.frame = CGRect(x: 16, y: (bounds.height - side) / 2, width: side, height: side)
    let textX = 16 + side + 12
    titleLabel.frame = CGRect(x: textX, y: 16, width: width - textX - 12, height: 20)
    detailLabel.frame = CGRect(x: textX, y: 39, width: width - textX - 12, height: 16)
    starsLabel.frame = CGRect(x: textX, y: 58, width: width - textX - 12, height: 18)
    separator.frame = CGRect(x: textX, y: bounds.height - 0.5, width: width - textX, height: 0.5)
  }

  /// The route in the ride map's green, a little narrower for the small map.
  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
    guard let polyline = overlay as? MKPolyline else { return MKOverlayRenderer(overlay: overlay) }
    let renderer = MKPolylineRenderer(polyline: polyline)
    renderer.strokeColor = RouteLayer.Style.casing.color
    renderer.lineWidth = 3
    return renderer
  }
}
