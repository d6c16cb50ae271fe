import Foundation

/// What a menu lists: an action (`UIAction`) or a submenu (`UIMenu`), with a title and image
/// (Apple docs, `UIMenuElement`, iOS 13). UIKit declares `title` and `image` read-only here and
/// read-write on `UIAction`.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// How an element shows and behaves in a menu (Apple docs, `UIMenuElement.Attributes`; raw
  /// values as UIKit's headers).
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown, but not chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Drawn in red: it changes or deletes data.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark (Apple docs, `UIMenuElement.State`).
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  public internal(set) var title: String
  public internal(set) var subtitle: String?
  public internal(set) var image: UIImage?

  init(title: String, subtitle: String?, image: UIImage?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
}
