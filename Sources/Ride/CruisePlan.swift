/// A parked car's next cruise. Its destinations are drawn from the car's stream the moment it parks
/// (the first is then held for it, so no other car parks there); its path is worked out later —
/// ahead of time, one car a step, or when the car sets off if that comes first — and, depending
/// only on where the car is and what was drawn, comes out the same whenever it is worked out.
struct CruisePlan: Sendable {
  /// Spots to try in order; the first with a route is taken.
  var candidates: [Int]
  /// The spot the car is moved to if none has a route (it is in a corner no road leads out of).
  var fallback: Int?
  /// Whether the path was worked out.
  var routed = false
  /// The path to the first candidate with a route (nil: none had one, or not worked out yet), and
  /// which candidate that is.
  var path: RoadPath?
  var destination: Int?
}
