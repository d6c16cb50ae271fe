import Foundation

/// A button of an alert or action sheet: a title, a style, and what runs when it is chosen.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// Raw values as in UIKit's headers.
  public enum Style: Int, Sendable {
    case `default` = 0
    /// Dismisses without doing anything; an alert has at most one (UIKit raises on a second; here
    /// the second is logged and ignored).
    case cancel = 1
    /// Drawn in red: the action changes or deletes data.
    case destructive = 2
  }

  public let title: String?
  public let style: Style
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { onEnabledChange?() } }
  }
  let handler: ((UIAlertAction) -> Void)?
  var onEnabledChange: (() -> Void)?

  /// An action; `handler` runs once the alert has been dismissed, as in UIKit.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
