import Foundation

/// An action with a title and image, performed by a handler, as UIKit's iOS 14 `UIAction`.
/// Controls take it with `addAction(_:for:)`; a button built with `UIButton(primaryAction:)` shows
/// its title and image.
@preconcurrency @MainActor
open class UIAction: NSObject {
  /// Names an action; a control keeps one action per identifier and event.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  open var title: String
  open var image: UIImage?
  public let identifier: Identifier
  /// The control sending the action, while the handler runs; nil otherwise.
  public internal(set) var sender: Any?
  private let handler: (UIAction) -> Void

  /// An action; without an identifier, a unique one is made (as UIKit does).
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
  }

  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
