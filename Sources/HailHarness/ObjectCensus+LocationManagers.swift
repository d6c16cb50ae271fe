import CoreLocation
@_spi(Hail) import UIKit

extension ObjectCensus {
  /// An app screen's census: UIKit's kinds and the location managers its views and controllers hold
  /// (the map's and the home screen's; a manager kept alive keeps its frame link and provider).
  @_spi(Hail) public init(appWindow window: UIWindow) {
    self.init(window: window, alsoCounting: { $0 as? CLLocationManager })
  }
}
