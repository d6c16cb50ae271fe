import Foundation

/// An action a list row shows when swiped: a titled (or pictured) button that runs `handler`.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// Raw values as in UIKit's headers.
  public enum Style: Int, Sendable {
    case normal, destructive
  }

  /// Runs when the action is chosen, with the view it was shown in. Call `completionHandler` with
  /// whether the action was performed; the row then closes.
  public typealias Handler = (
    _ action: UIContextualAction, _ sourceView: UIView, _ completionHandler: @escaping (Bool) -> Void
  ) -> Void

  public let style: Style
  public let handler: Handler
  open var title: String?
  open var image: UIImage?
  /// Unset, the style's colour: red for destructive actions, grey for the others (Apple: "the
  /// default background color depends on the action's style").
  open var backgroundColor: UIColor! {
    get { customBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { customBackgroundColor = newValue }
  }
  private var customBackgroundColor: UIColor?

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}
