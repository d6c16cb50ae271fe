import MapKit

/// A route's turn-by-turn steps (`MKRoute.Step`, from `MKDirections`) placed along it by distance,
/// for the driver's and the trip's cards: the next manoeuvre a car on the route comes to, and how
/// far ahead it is.
struct RouteSteps {
  /// Each manoeuvre's instructions and its distance from the route's start in metres (departing at
  /// 0, arriving at the route's length).
  let manoeuvres: [(instructions: String, at: Double)]

  @MainActor
  init(_ steps: [MKRoute.Step]) {
    var start = 0.0
    manoeuvres = steps.map { step in
      defer { start += step.distance }
      return (step.instructions, start)
    }
  }

  /// The first manoeuvre past `travelled` metres, with the metres to it; nil past the last.
  func next(after travelled: Double) -> (instructions: String, metres: Double)? {
    manoeuvres.first { $0.at > travelled }.map { ($0.instructions, $0.at - travelled) }
  }
}

/// A card showing the next step of the route its car drives (given once `MKDirections` answers).
@MainActor
protocol RouteStepShowing: AnyObject {
  var steps: RouteSteps? { get set }
}
