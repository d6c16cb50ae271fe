import Foundation
import Ride

/// The 我的 drawer's and the messages' strings, in the app's two languages.
extension AppLanguage {
  var tripsTitle: String { pick("行程", "Trips") }
  var bookingsTitle: String { pick("预约行程", "Booked rides") }
  var placesTitle: String { pick("常用地址", "Saved places") }
  var settingsTitle: String { pick("设置", "Settings") }
  var languageSetting: String { pick("语言", "Language") }
  var appearanceSetting: String { pick("外观", "Appearance") }
  var lightAppearance: String { pick("浅色", "Light") }
  var darkAppearance: String { pick("深色", "Dark") }
  var followSystem: String { pick("跟随系统", "System") }
  var noMessages: String { pick("暂无消息", "No messages yet") }
  var rideCancelled: String { pick("行程已取消", "Ride cancelled") }
  /// What a cancelled ride cost.
  func cancellationCharged(_ fee: Money?) -> String {
    guard let fee, fee.cents > 0 else { return pick("免费取消", "Cancelled free of charge") }
    return pick("取消费 \(money(fee))", "Cancellation fee \(money(fee))")
  }
  var cancelBookingQuestion: String { pick("取消这个预约？", "Cancel this booking?") }
  var cancelBookingMessage: String { pick("预约取消不收费", "Cancelling a booking is free") }
  var keepBooking: String { pick("保留", "Keep it") }
  var cancelBooking: String { pick("取消预约", "Cancel booking") }
  var bookedTitle: String { pick("预约成功", "Ride booked") }
  /// "12月1日 06:45 · 快车\nKaivokatu 1号 → Kauppatori": what was booked.
  func bookedMessage(_ ride: ScheduledRide) -> String {
    "\(dateAndTime(ride.pickupTime)) · \(serviceName(ride.service))\n"
      + "\(text(ride.pickup.name)) → \(text(ride.destination.name))"
  }
  var noTripsRow: DrawerRow { DrawerRow(title: pick("暂无行程", "No trips yet"), detail: "", icon: .recent) }
  var noBookingsRow: DrawerRow {
    DrawerRow(title: pick("暂无预约", "No booked rides"), detail: "", icon: .recent)
  }

  /// "09:41": a time of day on the app's clock (UTC, as the simulation's dates are).
  func timeOfDay(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "HH:mm"
    return formatter.string(from: date)
  }

  /// "1月2日 09:41": a date and time for a booking.
  func dateAndTime(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = self == .zh ? "M月d日 HH:mm" : "d MMM HH:mm"
    return formatter.string(from: date)
  }

  /// "09:41 · 快车 · €8.00", or "… · 已取消" for a cancelled ride.
  func tripSummary(_ record: TripRecord) -> String {
    let outcome =
      record.outcome == .cancelled
      ? pick("已取消", "Cancelled") + (record.cancellationFee.map { $0.cents > 0 ? " \(money($0))" : "" } ?? "")
      : record.fare.map { money($0.total) } ?? ""
    return [timeOfDay(record.requestedAt), serviceName(record.service), outcome].joined(separator: " · ")
  }

  /// "1月2日 10:30 · 快车 · 约€9.00".
  func bookingSummary(_ ride: ScheduledRide) -> String {
    [
      dateAndTime(ride.pickupTime), serviceName(ride.service),
      pick("约", "about ") + money(ride.estimate.total),
    ]
    .joined(separator: " · ")
  }
}
