import Foundation

/// What the host gives the frameworks, in place of what an Apple device's system gives Apple's: the
/// clock, the date at its zero, the language, where diagnostics go, and the services other modules
/// keep here (the map data and the location provider, from `CoreLocation`). The composition root
/// (`HailEnvironment` in HailHarness) builds one and starts the application on it with
/// `UIApplication.resetHeadless(environment:)`; objects that need a service read it from
/// `UIApplication.shared.environment` when they are made, as Apple's read the system's.
@preconcurrency @MainActor
@_spi(Hail) public struct SystemEnvironment {
  /// Where time comes from: virtual in tests and replays, monotonic in a window.
  public var clock: any Clock
  /// The wall-clock date at clock time 0 (the status bar's time and `CLLocation.timestamp` add the
  /// clock's reading to it): a fixed date on a virtual clock, so that runs are repeatable.
  public var startDate: Date
  /// The system language (on Apple systems, the device's).
  public var locale: Locale
  /// The time zone clocks are shown in (the status bar's): UTC on a virtual clock by default.
  public var timeZone: TimeZone
  /// Whether windows show the system's status bar on a screen with a status area (see
  /// `StatusBarView`); off by default, so an engine test sees only its own views.
  public var showsStatusBar = false
  /// The system appearance (Settings › Display & Brightness on a device): light unless the host
  /// asks for dark (`hail run --appearance dark`). Windows start from it (`UIScreen.traitCollection`).
  public var userInterfaceStyle = UIUserInterfaceStyle.light
  /// The text size the user chose; Apple's default is `.large`.
  public var preferredContentSizeCategory = UIContentSizeCategory.large
  /// How long, in seconds, a frame waits in all for drawings made on background queues (a map's
  /// tiles, labels and overlays) before making the late ones on the main thread
  /// (`UIApplication.queueWaitDeadline()`, `QueueResult.value(makingHereBy:)`); nil, the default,
  /// waits as long as they take, so an engine test counts each drawing once. The app gives two
  /// frames at 60 Hz (`HailEnvironment`).
  public var queuePatience: TimeInterval?
  /// Receives a line for every problem the engine reports instead of raising (bad geometry, an
  /// unregistered cell identifier); standard error by default.
  public var diagnostics: @MainActor (String) -> Void
  private var services: [ObjectIdentifier: Any] = [:]

  /// 9:41, 2 January 2024 UTC: Apple's status-bar time, on a fixed day, for virtual clocks.
  public static let virtualStartDate = Date(timeIntervalSince1970: 1_704_188_460)

  public init(
    clock: any Clock = VirtualClock(), startDate: Date = SystemEnvironment.virtualStartDate,
    locale: Locale = Locale(identifier: "zh-Hans"), timeZone: TimeZone = TimeZone(identifier: "UTC")!,
    diagnostics: @escaping @MainActor (String) -> Void = SystemEnvironment.standardError
  ) {
    self.clock = clock
    self.startDate = startDate
    self.locale = locale
    self.timeZone = timeZone
    self.diagnostics = diagnostics
  }

  /// The wall-clock date at clock time `time`.
  public func date(at time: TimeInterval) -> Date { startDate.addingTimeInterval(time) }

  /// The service of `type` another module keeps here (a typed accessor in that module wraps it).
  public subscript<Service>(service type: Service.Type) -> Service? {
    get { services[ObjectIdentifier(type)] as? Service }
    set { services[ObjectIdentifier(type)] = newValue }
  }

  /// Writes a diagnostic line to standard error.
  public static func standardError(_ message: String) {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
  }
}
