/// How the user acts on a link or attachment in a text view (Apple docs, iOS 10): a tap invokes its
/// default action (opening a link), a long press presents its actions, a 3D Touch press previews it.
public enum UITextItemInteraction: Int, Sendable {
  case invokeDefaultAction = 0
  case presentActions = 1
  case preview = 2
}
