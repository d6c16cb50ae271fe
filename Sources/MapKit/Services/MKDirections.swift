@_spi(Hail) import CoreLocation
import OpenStreetMap
@_spi(Hail) import UIKit

public struct MKDirectionsTransportType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
  public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
  public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
  public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// Driving directions on the map's road graph: OSRM's car rules (access, one-ways, turn
/// restrictions, turn costs), with turn-by-turn steps.
@preconcurrency @MainActor
public final class MKDirections {
  public final class Request {
    public var source: MKMapItem?
    public var destination: MKMapItem?
    /// Only `.automobile` is routed; the road graph has no footpaths or transit.
    public var transportType = MKDirectionsTransportType.automobile

    public init() {}
  }

  public struct Response {
    public let source: MKMapItem
    public let destination: MKMapItem
    public let routes: [MKRoute]
  }

  public let request: Request
  public private(set) var isCalculating = false

  private let environment = UIApplication.shared.environment

  public init(request: Request) {
    self.request = request
  }

  /// The fastest driving route, delivered on the next frame; `MKError.directionsNotFound` when the
  /// points are off the map or no road joins them.
  public func calculate(completionHandler: @escaping (Response?, (any Error)?) -> Void) {
    isCalculating = true
    let outcome: Result<Response, MKError>
    // The steps' instructions in the system language, as Apple's are.
    let language = environment.mapLanguage
    if let store = environment.mapStore, let source = request.source, let destination = request.destination {
      do {
        let route = try store.route(
          from: source.placemark.coordinate.osmCoordinate, to: destination.placemark.coordinate.osmCoordinate)
        outcome = .success(
          Response(source: source, destination: destination, routes: [MKRoute(route, language: language)]))
      } catch {
        outcome = .failure(.directionsNotFound)
      }
    } else {
      outcome = .failure(environment.mapStore == nil ? .serverFailure : .directionsNotFound)
    }
    UIApplication.shared.performOnNextFrame { [weak self] in
      self?.isCalculating = false
      switch outcome {
      case .success(let response): completionHandler(response, nil)
      case .failure(let error): completionHandler(nil, error)
      }
    }
  }
}
