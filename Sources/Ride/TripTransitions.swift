/// The trip's transition table: the state an event leads to, nil where it is refused.
///
/// ```
/// idle ──openSearch──▶ choosingDestination ──choose──▶ previewing ──call──▶ matching
///   │ ◀──close────────────┘    ▲ ◀──back───────────────┘ │ ──schedule──▶ idle
///   ├──choose (a suggestion)───┼────────────────────────▶┘
///   └──startScheduled (a booking's time)──────────────────────────────────▶ matching
/// matching ──assign──▶ driverAssigned ──driverArrived──▶ driverArrived ──start──▶ onTrip
///   ↺ noDriverAvailable, then retry                                  onTrip ──complete──▶ completed
/// choosingDestination … driverArrived ──cancel──▶ cancelled;  completed, cancelled ──dismiss──▶ idle
/// ```
enum TripTransitions {
  static func next(_ state: TripState, _ event: TripEvent.Kind, noDriverAvailable: Bool) -> TripState? {
    switch (state, event) {
    case (.idle, .openSearch): .choosingDestination
    case (.idle, .choose), (.choosingDestination, .choose), (.previewing, .choose): .previewing
    case (.idle, .startScheduled): .matching
    case (.choosingDestination, .close), (.previewing, .close): .idle
    case (.previewing, .back): .choosingDestination
    case (.previewing, .call): .matching
    case (.previewing, .schedule): .idle
    case (.matching, .assign) where !noDriverAvailable: .driverAssigned
    case (.matching, .noDriverAvailable) where !noDriverAvailable: .matching
    case (.matching, .retry) where noDriverAvailable: .matching
    case (.driverAssigned, .driverArrived): .driverArrived
    case (.driverArrived, .start): .onTrip
    case (.onTrip, .complete): .completed
    case (_, .cancel) where state.isCancellable: .cancelled
    case (.completed, .dismiss), (.cancelled, .dismiss): .idle
    default: nil
    }
  }
}
