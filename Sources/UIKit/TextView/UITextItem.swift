import Foundation

/// Something a person can act on in a text view's text (Apple docs, `UITextItem`, iOS 17): a link,
/// a text attachment or a run tagged with `.textItemTag`, and its character range. The text view
/// hands one to its delegate's `textView(_:primaryActionFor:defaultAction:)` on a tap and
/// `textView(_:menuConfigurationFor:defaultMenu:)` on a long press, then shows the menu as a
/// context menu.
@preconcurrency @MainActor
public final class UITextItem: NSObject {
  /// What the item is (Apple's Swift overlay of `UITextItemContentType` and its values).
  public enum Content {
    case link(URL)
    case textAttachment(NSTextAttachment)
    case tag(String)
  }

  public let content: Content
  /// The item's characters in the text, in UTF-16 units.
  public let range: NSRange

  init(content: Content, range: NSRange) {
    self.content = content
    self.range = range
  }

  /// The menu and preview shown for a text item (Apple docs, `UITextItem.MenuConfiguration`).
  @preconcurrency @MainActor
  public final class MenuConfiguration: NSObject {
    /// What shows beside the menu (Apple docs, `UITextItem.MenuConfiguration.Preview`): the item's
    /// text lifted from the view (`.default`), a view of the app's own, or nothing (nil).
    public enum Preview {
      case `default`
      case view(UIView)
    }

    public let preview: Preview?
    public let menu: UIMenu

    public init(preview: Preview? = .default, menu: UIMenu) {
      self.preview = preview
      self.menu = menu
    }
  }
}

extension NSAttributedString.Key {
  /// A `String` naming a custom text item over its characters (Apple docs, `textItemTag`, iOS 17;
  /// Apple does not publish the raw string, this is its constant's name less "AttributeName").
  public static let textItemTag = NSAttributedString.Key("UITextItemTag")
}
