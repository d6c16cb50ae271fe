import MapKit
import Ride
import UIKit

/// A fleet car on the map: where it is, and which car (`map.car.N`, N its index in the fleet).
final class CarAnnotation: MKPointAnnotation {
  let carID: Int
  let service: Service
  /// Degrees clockwise from north.
  var heading: Double = 0

  init(carID: Int, service: Service, coordinate: CLLocationCoordinate2D) {
    self.carID = carID
    self.service = service
    super.init(coordinate: coordinate, title: nil, subtitle: nil)
  }
}

/// A car seen from above, turned to its heading: dark for 快车 (Express), yellow for 出租车 (Taxi).
final class CarAnnotationView: MKAnnotationView {
  static let reuseIdentifier = "car"

  init(car: CarAnnotation, icons: CarIcons) {
    super.init(annotation: car, reuseIdentifier: Self.reuseIdentifier)
    isUserInteractionEnabled = false
    // Moving cars do not push the map's labels about (they would move every frame).
    collisionMode = .none
    show(car, icons: icons)
  }

  /// Shows `car`: a new view, or one the map had queued for reuse.
  func show(_ car: CarAnnotation, icons: CarIcons) {
    annotation = car
    self.icons = icons
    accessibilityIdentifier = "map.car.\(car.carID)"
    showIcon()
    turn(to: car.heading)
  }

  private var icons: CarIcons?

  /// The icon for the map's appearance: a view made before it joins the map has the screen's
  /// traits, so it looks again once in the window, and whenever the appearance changes.
  private func showIcon() {
    guard let car = annotation as? CarAnnotation, let icons else { return }
    let icon = icons.image(for: car.service, style: traitCollection.userInterfaceStyle)
    if image !== icon { image = icon }
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    showIcon()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    showIcon()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Points the car's nose `heading` degrees clockwise from north (the map's up).
  func turn(to heading: Double) {
    transform = CGAffineTransform(rotationAngle: CGFloat(heading * .pi / 180))
  }
}

/// The car icons, drawn once per fleet layer and shared by every car's view. On the night map a
/// dark car would vanish into the dark streets, and a shadow shows nothing: there each car has a
/// light rim instead (our choice; Apple's dark Maps outlines its markers the same way).
@MainActor
struct CarIcons {
  /// Length and width in points: larger than a car at street zoom (a 4.5 m car is 3 pt at 600 m
  /// across a phone), as ride-hailing maps draw them, to be seen.
  static let size = CGSize(width: 14, height: 28)
  static let taxiYellow = UIColor(red: 0.97, green: 0.77, blue: 0.17, alpha: 1)
  static let expressBody = UIColor(white: 0.18, alpha: 1)
  /// The night rim: near white, as the night map's labels.
  static let nightRim = UIColor(white: 0.9, alpha: 1)

  let express = CarIcons.draw(body: CarIcons.expressBody, rim: nil)
  let taxi = CarIcons.draw(body: CarIcons.taxiYellow, rim: nil)
  let expressNight = CarIcons.draw(body: CarIcons.expressBody, rim: CarIcons.nightRim)
  let taxiNight = CarIcons.draw(body: CarIcons.taxiYellow, rim: CarIcons.nightRim)

  func image(for service: Service, style: UIUserInterfaceStyle = .light) -> UIImage {
    switch (service == .taxi, style == .dark) {
    case (true, false): taxi
    case (true, true): taxiNight
    case (false, false): express
    case (false, true): expressNight
    }
  }

  private static func draw(body: UIColor, rim: UIColor?) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { renderer in
      let context = renderer.cgContext
      let frame = CGRect(origin: .zero, size: size).insetBy(dx: 1, dy: 1)
      if let rim {
        context.setFillColor(rim.cgColor)
        context.addPath(
          UIBezierPath(roundedRect: frame.insetBy(dx: -0.75, dy: -0.75), cornerRadius: 4.75).cgPath)
      } else {
        context.setFillColor(UIColor(white: 0, alpha: 0.25).cgColor)
        context.addPath(UIBezierPath(roundedRect: frame.offsetBy(dx: 0, dy: 0.5), cornerRadius: 4).cgPath)
      }
      context.fillPath()
      context.setFillColor(body.cgColor)
      context.addPath(UIBezierPath(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4).cgPath)
      context.fillPath()
      // Windscreen at the front (up), rear window at the back.
      context.setFillColor(UIColor(red: 0.62, green: 0.74, blue: 0.84, alpha: 1).cgColor)
      context.addPath(
        UIBezierPath(roundedRect: CGRect(x: 3, y: 7, width: size.width - 6, height: 5), cornerRadius: 1.5)
          .cgPath)
      context.addPath(
        UIBezierPath(roundedRect: CGRect(x: 3.5, y: 20, width: size.width - 7, height: 3), cornerRadius: 1)
          .cgPath)
      context.fillPath()
    }
  }
}
