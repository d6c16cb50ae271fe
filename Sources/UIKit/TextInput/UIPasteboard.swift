import Foundation

/// Copied and pasted content, as UIKit's `UIPasteboard`. The general pasteboard lives in the
/// process (there is no system pasteboard to share with here); `UIApplication.resetHeadless()`
/// empties it so each test starts clean.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
  /// The pasteboard copy, cut and paste use.
  public static let general = UIPasteboard(name: .general)

  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
  }

  public let name: Name
  /// Incremented on every change of the contents (Apple docs, UIPasteboard.changeCount).
  public private(set) var changeCount = 0
  private var storedStrings: [String] = []

  init(name: Name) {
    self.name = name
  }

  /// The first string, or nil when there is none; setting nil empties the pasteboard.
  open var string: String? {
    get { storedStrings.first }
    set { strings = newValue.map { [$0] } }
  }

  /// Every string on the pasteboard, one per item.
  open var strings: [String]? {
    get { storedStrings.isEmpty ? nil : storedStrings }
    set {
      storedStrings = newValue ?? []
      changeCount += 1
    }
  }

  open var hasStrings: Bool { !storedStrings.isEmpty }

  open var numberOfItems: Int { storedStrings.count }

  /// Empties the pasteboard and starts its change count over (a headless reset).
  func reset() {
    storedStrings = []
    changeCount = 0
  }
}
