import Foundation

/// An action with a title and image, performed by a handler, as UIKit's iOS 14 `UIAction`: a
/// menu's element too. Controls take it with `addAction(_:for:)`; a button built with
/// `UIButton(primaryAction:)` shows its title and image.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// Names an action; a control keeps one action per identifier and event.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  override open var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  override open var subtitle: String? {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  override open var image: UIImage? {
    get { super.image }
    set { super.image = newValue }
  }
  public let identifier: Identifier
  /// Disabled, destructive or hidden in a menu.
  open var attributes: UIMenuElement.Attributes
  /// Whether a menu shows it checked.
  open var state: UIMenuElement.State
  /// The control sending the action, while the handler runs; nil otherwise.
  public internal(set) var sender: Any?
  private let handler: (UIAction) -> Void

  /// An action; without an identifier, a unique one is made (as UIKit does).
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping (UIAction) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
