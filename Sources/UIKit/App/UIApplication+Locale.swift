import Foundation

extension UIApplication {
  /// The language the system frameworks answer this app in (MapKit's place names, geocoded
  /// addresses). On iOS it is the app's preferred language once the app has one (Settings › the
  /// app › Language, or the app's own switch), which the system applies to the frameworks the app
  /// uses; the host sets it when the app chooses a language (`HailEnvironment`).
  @_spi(Hail) public var locale: Locale {
    get { environment.locale }
    set { environment.locale = newValue }
  }
}
