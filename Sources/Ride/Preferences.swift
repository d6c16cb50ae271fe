/// The passenger's settings from the 我的 drawer, kept with the rest of their data: the app's
/// language and appearance, each nil to follow the system's.
public struct Preferences: Hashable, Sendable, Codable {
  /// Light or dark, when the passenger chose one.
  public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
    case light, dark
  }

  /// A language code the app has strings for ("zh", "en"); nil follows the system.
  public var language: String?
  public var appearance: Appearance?

  public init(language: String? = nil, appearance: Appearance? = nil) {
    self.language = language
    self.appearance = appearance
  }
}
