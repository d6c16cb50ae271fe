import Foundation
import Ride

/// The ride flow's strings, in the app's two languages.
extension AppLanguage {
  func pick(_ zh: String, _ en: String) -> String { self == .zh ? zh : en }
  func text(_ text: LocalizedText) -> String { text.text(rawValue) }

  // MARK: Search
  var cancel: String { pick("取消", "Cancel") }
  var pickupPlaceholder: String { pick("从哪儿上车", "Pickup") }
  var home: String { pick("家", "Home") }
  var work: String { pick("公司", "Work") }
  func savedName(_ kind: SavedPlaceKind) -> String { kind == .home ? home : work }
  func setSaved(_ kind: SavedPlaceKind) -> String {
    kind == .home ? pick("设置家的地址", "Set your home address") : pick("设置公司地址", "Set your work address")
  }
  func searchSaved(_ kind: SavedPlaceKind) -> String {
    kind == .home ? pick("搜索家的地址", "Search for your home") : pick("搜索公司地址", "Search for your work")
  }
  var chooseOnMap: String { pick("在地图上选点", "Choose on the map") }
  var chooseOnMapDetail: String { pick("拖动地图选择目的地", "Drag the map to your destination") }
  var recent: String { pick("最近去过", "Recent") }
  var noPlacesFound: String { pick("没有找到相关地点", "No places found") }
  var dropOffHere: String { pick("在这里下车", "Drop off here") }
  var confirmDestination: String { pick("确认终点", "Confirm destination") }

  /// "3分钟上车" / "Pickup in 3 min": the pin's bubble with the nearest car's road time.
  func pickupIn(seconds: TimeInterval) -> String {
    let minutes = max(1, Int((seconds / 60).rounded(.up)))
    return pick("\(minutes)分钟上车", "Pickup in \(minutes) min")
  }

  /// "3分钟" / "3 min".
  func minutes(_ seconds: TimeInterval) -> String {
    let minutes = max(1, Int((seconds / 60).rounded(.up)))
    return pick("\(minutes)分钟", "\(minutes) min")
  }

  /// "01:05": minutes and seconds on a running clock.
  func clock(_ seconds: TimeInterval) -> String {
    let whole = max(0, Int(seconds))
    return String(format: "%02d:%02d", whole / 60, whole % 60)
  }

  /// An amount as the receipt shows it: "€12.40" (the currency's symbol, two decimals).
  func money(_ money: Money) -> String { money.symbolText }

  func serviceName(_ service: Service) -> String { service == .taxi ? taxiTab : expressTab }

  // MARK: Route and prices
  /// "全程 3.2公里 · 约9分钟" / "3.2 km · about 9 min".
  func routeSummary(metres: Double, seconds: TimeInterval) -> String {
    pick("全程 \(distance(metres)) · 约\(minutes(seconds))", "\(distance(metres)) · about \(minutes(seconds))")
  }
  /// "呼叫快车" / "Call Express".
  func call(_ service: Service) -> String {
    pick("呼叫\(serviceName(service))", "Call \(serviceName(service))")
  }
  /// 预约 on the prices card (DESIGN.md: 预约 / Schedule).
  var schedule: String { pick("预约", "Schedule") }
  var estimated: String { pick("预估价", "Estimate") }
  var noCarsNearby: String { pick("附近暂无车辆", "No cars nearby") }
  var backToSearch: String { pick("重新选择目的地", "Choose another destination") }
  var offMap: String {
    pick("目的地不在服务范围内，附近没有可到达的道路", "The destination is outside the service area: no road near it")
  }
  var noRoute: String { pick("无法规划到达目的地的路线", "No route reaches this destination") }

  // MARK: Matching
  var findingDriver: String { pick("正在为您寻找司机", "Finding you a driver") }
  /// "已等待 00:12 · 搜索范围 2公里" / "Waiting 00:12 · looking within 2 km".
  func matchingDetail(waited: TimeInterval, radius: Double) -> String {
    pick(
      "已等待 \(clock(waited)) · 搜索范围 \(distance(radius))",
      "Waiting \(clock(waited)) · looking within \(distance(radius))")
  }
  var noDriverTitle: String { pick("附近暂无可用车辆", "No cars are available nearby") }
  var noDriverDetail: String { pick("请稍后重试，或换个上车点", "Try again, or choose another pickup") }
  var retry: String { pick("重试", "Try again") }
  var cancelRide: String { pick("取消行程", "Cancel ride") }
  var cancelRideQuestion: String { pick("确定要取消行程吗？", "Cancel this ride?") }
  var keepRide: String { pick("再等等", "Keep waiting") }
  /// What cancelling costs now: free (with a driver coming, for how much longer, and the fee
  /// after), or the fee.
  func cancellationMessage(_ fee: Money, graceLeft grace: (left: TimeInterval, fee: Money)? = nil) -> String {
    guard fee.cents == 0 else {
      return pick(
        "司机已接单较长时间，取消将收取 \(money(fee)) 取消费", "Your driver is on the way: cancelling costs \(money(fee))")
    }
    guard let grace, grace.left > 0, grace.fee.cents > 0 else {
      return pick("现在取消不收费", "Cancelling now is free")
    }
    let left = clock(grace.left)
    return pick(
      "现在取消不收费，\(left) 后取消将收取 \(money(grace.fee))",
      "Cancelling is free for \(left), then costs \(money(grace.fee))")
  }

  // MARK: Booking
  var bookingTitle: String { pick("选择上车时间", "Choose a pickup time") }
  var confirmBooking: String { pick("确认预约", "Book this ride") }

  // MARK: The driver
  var driverOnTheWay: String { pick("司机正在赶来", "Your driver is on the way") }
  var driverArrived: String { pick("司机已到达", "Your driver has arrived") }
  var callDriver: String { pick("电话", "Call") }
  var messageDriver: String { pick("消息", "Message") }
  /// "白色 · Toyota Corolla" / "White · Toyota Corolla".
  func car(_ driver: Driver) -> String { "\(text(driver.colour.name)) · \(text(driver.car.name))" }
  /// "3分钟 · 1.2公里" / "3 min · 1.2 km".
  func approach(seconds: TimeInterval, metres: Double) -> String {
    "\(minutes(seconds)) · \(distance(max(0, metres)))"
  }
  /// "已等待 00:42 · 免费等待还剩 02:18", then "已等待 03:20 · 等候费 €0.06".
  func waiting(waited: TimeInterval, tariff: Tariff) -> String {
    let free = tariff.waiting.free - waited
    if free > 0 {
      return pick(
        "已等待 \(clock(waited)) · 免费等待还剩 \(clock(free))", "Waited \(clock(waited)) · \(clock(free)) free left")
    }
    let cents = Int((Double(tariff.waiting.perHour.cents) * Double(Int(-free)) / 3600).rounded())
    let charge = money(Money(cents: cents, currency: tariff.currency))
    return pick("已等待 \(clock(waited)) · 等候费 \(charge)", "Waited \(clock(waited)) · waiting charge \(charge)")
  }
  /// "120 米 · 右转进入Mikonkatu": the next manoeuvre and how far ahead it is; within 10 m (a
  /// distance that rounds to nothing) the manoeuvre alone, as it is due now.
  func nextStep(_ step: (instructions: String, metres: Double)) -> String {
    step.metres < 10 ? step.instructions : "\(distance(step.metres)) · \(step.instructions)"
  }
  var simulatedCallTitle: String { pick("模拟通话", "Simulated call") }
  var simulatedCall: String {
    pick("这是模拟的司机，电话和消息不会真的发出。", "The driver is simulated: no call or message is actually sent.")
  }
  var ok: String { pick("知道了", "OK") }

  // MARK: The trip and the receipt
  func onTripTo(_ destination: String) -> String {
    pick("行程中 · 前往 \(destination)", "On the way to \(destination)")
  }
  /// "剩余 3.2公里 · 约8分钟" / "3.2 km · 8 min to go".
  func remaining(metres: Double, seconds: TimeInterval) -> String {
    pick(
      "剩余 \(distance(max(0, metres))) · 约\(minutes(seconds))",
      "\(distance(max(0, metres))) · \(minutes(seconds)) to go")
  }
  var tripComplete: String { pick("行程结束", "Trip complete") }
  var rateDriver: String { pick("为本次行程评分", "Rate your driver") }
  var done: String { pick("完成", "Done") }
  /// "3.2公里 · 9分钟 · 等候 1分钟" / "3.2 km · 9 min · waited 1 min".
  func metered(_ fare: FareBreakdown) -> String {
    let parts =
      [distance(Double(fare.metres)), minutes(TimeInterval(fare.seconds))]
      + (fare.waitingSeconds > 0 ? [pick("等候 ", "waited ") + minutes(TimeInterval(fare.waitingSeconds))] : [])
    return parts.joined(separator: " · ")
  }
}
