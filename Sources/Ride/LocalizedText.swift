/// A text in the app's two languages: Simplified Chinese (the default) and English.
public struct LocalizedText: Hashable, Sendable, Codable {
  public var zh: String
  public var en: String

  public init(zh: String, en: String) {
    self.zh = zh
    self.en = en
  }

  /// The text in `language`: "zh" or "en" (anything else gets the Chinese default).
  public func text(_ language: String) -> String { language == "en" ? en : zh }
}
