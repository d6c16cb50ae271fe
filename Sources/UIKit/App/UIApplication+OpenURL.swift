import EngineTime
import Foundation

/// Opening URLs in other apps (Apple docs, `UIApplication.open(_:options:completionHandler:)`). There
/// are no other apps here: the engine stands in for the system, which on a device gives the URL to
/// the app registered for its scheme. It takes the schemes of iOS's built-in apps (Safari's http and
/// https, Mail's mailto, Phone's tel, Messages' sms) and records each URL it opens in `openedURLs`,
/// for tests and replays to read.
extension UIApplication {
  /// Options for `open(_:options:completionHandler:)`.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A Boolean: open the URL only if an installed app handles it as a universal link (none here).
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The schemes of the built-in apps the engine stands in for.
  static let handledURLSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms"]

  /// Whether an app on the system handles `url`'s scheme.
  public func canOpenURL(_ url: URL) -> Bool {
    url.scheme.map { Self.handledURLSchemes.contains($0.lowercased()) } ?? false
  }

  /// Opens `url` in the app that handles it; `completion` gets whether it did, asynchronously on
  /// the main queue (Apple docs). With `.universalLinksOnly` set to true only a universal link
  /// opens, and no installed app handles one here.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let universalOnly = options[.universalLinksOnly] as? Bool ?? false
    let opened = !universalOnly && canOpenURL(url)
    if opened { openedURLs.append(url) }
    guard let completion else { return }
    DispatchQueue.main.async { MainActor.assumeIsolated { completion(opened) } }
  }
}
