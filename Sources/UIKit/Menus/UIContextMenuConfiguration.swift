import Foundation

/// Makes a context menu's menu from the system's suggested actions (Apple docs; the engine
/// suggests none).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Makes the view controller a context menu previews; nil asks for the default preview.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows (Apple docs, `UIContextMenuConfiguration`, iOS 13): the menu its action
/// provider makes, and the view controller its preview provider makes (without one, the view the
/// interaction is on, lifted).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// The configuration's identifier; one is made when none is given, as UIKit does.
  public let identifier: any NSCopying
  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?

  public init(
    identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? NSString(string: UUID().uuidString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }
}
