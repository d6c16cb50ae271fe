import Foundation
import Ride

/// The 我的 drawer's contents as sections of rows: the trips (finished, newest first), the booked
/// rides, the saved places and the settings.
struct DrawerSection: Equatable {
  var title: String
  var rows: [DrawerRow]
}

/// One row: a title, a detail line and its icon.
struct DrawerRow: Equatable {
  var title: String
  var detail: String
  var icon: SearchIconView.Kind

  /// The sections for `data` and the session's booked rides, in `language`.
  static func sections(
    data: RideData, scheduled: [ScheduledRide], language: AppLanguage, appearance: String
  ) -> [DrawerSection] {
    let trips = data.history.map { record in
      DrawerRow(
        title: "\(language.text(record.pickup.name)) → \(language.text(record.destination.name))",
        detail: language.tripSummary(record), icon: .recent)
    }
    let bookings = scheduled.sorted { $0.pickupTime < $1.pickupTime }.map { ride in
      DrawerRow(
        title: "\(language.text(ride.pickup.name)) → \(language.text(ride.destination.name))",
        detail: language.bookingSummary(ride), icon: .recent)
    }
    let places = [(SavedPlaceKind.home, data.savedPlaces.home), (.work, data.savedPlaces.work)].map {
      kind, place in
      DrawerRow(
        title: language.savedName(kind),
        detail: place.map { language.text($0.name) } ?? language.setSaved(kind),
        icon: kind == .home ? .home : .work)
    }
    let settings = [
      DrawerRow(title: language.languageSetting, detail: language.languageName, icon: .place),
      DrawerRow(title: language.appearanceSetting, detail: appearance, icon: .place),
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
