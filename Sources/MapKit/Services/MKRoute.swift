import CoreLocation
import OpenStreetMap
import UIKit

/// A driving route: its line, length, expected time and turn-by-turn steps.
@preconcurrency @MainActor
public final class MKRoute: NSObject {
  /// The name of the road the route spends longest on (Apple: "derived from significant features").
  public let name: String
  public let polyline: MKPolyline
  /// Metres.
  public let distance: CLLocationDistance
  /// Seconds: road speeds and turn delays after OSRM's car profile.
  public let expectedTravelTime: TimeInterval
  public let transportType = MKDirectionsTransportType.automobile
  /// Notices for the whole route: that it uses a local-access-only road to reach an end.
  public let advisoryNotices: [String]
  /// The steps from the departure to the arrival.
  public let steps: [MKRoute.Step]

  init(_ route: Route, language: MapLanguage) {
    polyline = MKPolyline(coordinates: route.coordinates.map(CLLocationCoordinate2D.init))
    distance = route.distance
    expectedTravelTime = route.expectedTravelTime
    steps = route.steps.map { Step($0, language: language) }
    name = route.steps.max { $0.distance < $1.distance }?.road.localized(language) ?? ""
    advisoryNotices = Array(Set(steps.compactMap(\.notice))).sorted()
  }
}

extension MKRoute {
  /// One manoeuvre and the road driven after it (Apple's `MKRoute.Step`).
  @preconcurrency @MainActor
  public final class Step: NSObject {
    /// What to do: "左转进入Kaivokatu", "Turn left onto Kaivokatu", "到达目的地".
    public let instructions: String
    /// Something to know on this step, or nil: that its road is for local access only.
    public let notice: String?
    /// The step's road from its manoeuvre to the next one.
    public let polyline: MKPolyline
    /// Metres driven on the step.
    public let distance: CLLocationDistance
    public let transportType = MKDirectionsTransportType.automobile

    init(_ step: RouteStep, language: MapLanguage) {
      instructions = step.instructions(language)
      notice = step.isLocalAccessOnly ? (language == .chinese ? "仅限本地通行" : "Local access only") : nil
      polyline = MKPolyline(coordinates: step.coordinates.map(CLLocationCoordinate2D.init))
      distance = step.distance
    }
  }
}
