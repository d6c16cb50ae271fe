import Foundation
import MapKit

/// What the app is given by whoever starts it (on iOS, the app's own configuration): the language
/// of its strings and where it keeps the user's data. The root view controller gets it and hands
/// it down.
public struct AppEnvironment: Sendable {
  public var language: AppLanguage
  /// Where the user's data lives (history, saved places); written atomically, file by file.
  public var dataDirectory: URL
  /// Where the service runs (the map data's extent); nil, everywhere.
  public var serviceArea: MKMapRect?

  public init(language: AppLanguage = .zh, dataDirectory: URL, serviceArea: MKMapRect? = nil) {
    self.language = language
    self.dataDirectory = dataDirectory
    self.serviceArea = serviceArea
  }
}
