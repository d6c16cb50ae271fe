import Foundation
import Ride

/// The 我的 drawer's contents as sections of rows: the trips (finished, newest first), the booked
/// rides, the saved places and the settings.
struct DrawerSection: Equatable {
  var title: String
  var rows: [DrawerRow]
}

/// One row: a title, a detail line and its icon; a trip's also its route and stars, a setting's
/// its switch.
struct DrawerRow: Equatable {
  var title: String
  var detail: String
  var icon: SearchIconView.Kind
  /// A trip's road from the pickup to the destination, drawn on a small map; empty for other rows.
  var route: Polyline?
  /// A completed trip's stars, when rated.
  var rating: Int?
  var setting: DrawerSetting?
  /// What a tap on the row opens: a trip's receipt, the choice to cancel a booking, or the search
  /// that sets 家 or 公司.
  var action: Action?

  enum Action: Equatable {
    case trip(UUID)
    case booking(UUID)
    case savedPlace(SavedPlaceKind)
  }

  /// The sections for `data` (history, places, preferences) and the session's booked rides, in
  /// `language`.
  static func sections(data: RideData, scheduled: [ScheduledRide], language: AppLanguage) -> [DrawerSection] {
    let trips = data.history.map { record in
      DrawerRow(
        title: "\(language.text(record.pickup.name)) → \(language.text(record.destination.name))",
        detail: language.tripSummary(record), icon: .recent, route: record.route,
        rating: record.rating, action: .trip(record.id))
    }
    let bookings = scheduled.sorted { $0.pickupTime < $1.pickupTime }.map { ride in
      DrawerRow(
        title: "\(language.text(ride.pickup.name)) → \(language.text(ride.destination.name))",
        detail: language.bookingSummary(ride), icon: .recent, action: .booking(ride.id))
    }
    let places = [(SavedPlaceKind.home, data.savedPlaces.home), (.work, data.savedPlaces.work)].map {
      kind, place in
      DrawerRow(
        title: language.savedName(kind),
        detail: place.map { language.text($0.name) } ?? language.setSaved(kind),
        icon: kind == .home ? .home : .work, action: .savedPlace(kind))
    }
    let settings = [
      DrawerRow(
        title: language.languageSetting, detail: "", icon: .place,
        setting: .language(data.preferences, in: language)),
      DrawerRow(
        title: language.appearanceSetting, detail: "", icon: .place,
        setting: .appearance(data.preferences, in: language)),
    ]
    return [
      DrawerSection(title: language.tripsTitle, rows: trips.isEmpty ? [language.noTripsRow] : trips),
      DrawerSection(
        title: language.bookingsTitle, rows: bookings.isEmpty ? [language.noBookingsRow] : bookings),
      DrawerSection(title: language.placesTitle, rows: places),
      DrawerSection(title: language.settingsTitle, rows: settings),
    ]
  }
}
