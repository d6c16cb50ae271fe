import Foundation

/// A titled group of actions and submenus (Apple docs, `UIMenu`, iOS 13), shown as a context menu
/// (`ContextMenuView`).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// Names a menu (Apple's system menus have their own; an app's are unique unless given).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows its children (Apple docs, `UIMenu.Options`; raw values as UIKit's headers).
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show in the parent menu, not in a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  public let identifier: Identifier
  public let options: Options
  /// The actions and submenus, in order.
  public let children: [UIMenuElement]

  /// A menu; without an identifier, a unique one is made (as UIKit does).
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A copy of the menu with other children.
  public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }

  /// The actions a person can see, in order: submenus' actions in their place, hidden ones left out.
  var visibleActions: [UIAction] {
    children.flatMap { element -> [UIAction] in
      if let menu = element as? UIMenu { return menu.visibleActions }
      guard let action = element as? UIAction, !action.attributes.contains(.hidden) else { return [] }
      return [action]
    }
  }
}
