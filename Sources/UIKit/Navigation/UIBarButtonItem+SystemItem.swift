import Foundation

extension UIBarButtonItem {
  /// The system's bar button items (raw values as in UIKit's headers, UIBarButtonItem.h).
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
    case compose = 7
    case reply = 8
    case action = 9
    case organize = 10
    case bookmarks = 11
    case search = 12
    case refresh = 13
    case stop = 14
    case camera = 15
    case trash = 16
    case play = 17
    case pause = 18
    case rewind = 19
    case fastForward = 20
    case undo = 21
    case redo = 22
    case pageCurl = 23
    case close = 24

    /// Done and Save are drawn semibold, as UIKit draws its prominent items.
    var isProminent: Bool { self == .done || self == .save }

    /// What the item shows: UIKit's English titles for the text items; the icon items, which UIKit
    /// draws as SF Symbols the engine does not have, show their name (except `add`, `close` and
    /// `search`, drawn as glyphs by `BarButtonGlyphView`).
    var title: String? {
      switch self {
      case .done: return "Done"
      case .cancel: return "Cancel"
      case .edit: return "Edit"
      case .save: return "Save"
      case .undo: return "Undo"
      case .redo: return "Redo"
      case .add, .close, .search, .flexibleSpace, .fixedSpace: return nil
      case .compose: return "Compose"
      case .reply: return "Reply"
      case .action: return "Share"
      case .organize: return "Organize"
      case .bookmarks: return "Bookmarks"
      case .refresh: return "Refresh"
      case .stop: return "Stop"
      case .camera: return "Camera"
      case .trash: return "Delete"
      case .play: return "Play"
      case .pause: return "Pause"
      case .rewind: return "Rewind"
      case .fastForward: return "Forward"
      case .pageCurl: return "Page"
      }
    }
  }
}
