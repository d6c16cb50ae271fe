@_spi(Hail) import CoreGraphics
import Foundation

/// What happens to text that does not fit, as UIKit's `NSLineBreakMode`.
///
/// Lines always wrap at word boundaries, and inside a word only when it is longer than a line
/// (Pango's word-char wrapping, which also breaks between any two Chinese characters); the mode
/// decides what the last visible line does.
public enum NSLineBreakMode: Int, Sendable {
  // Apple's raw values (NSParagraphStyle.h).
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5

  var textLayoutLineBreak: TextLayout.LineBreak {
    switch self {
    case .byWordWrapping, .byCharWrapping, .byClipping: .clipping
    case .byTruncatingHead: .truncatingHead
    case .byTruncatingTail: .truncatingTail
    case .byTruncatingMiddle: .truncatingMiddle
    }
  }
}
