@_spi(Hail) import CoreGraphics
import Foundation

/// How lines of text sit horizontally in their rectangle, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  // Apple's raw values on iOS (NSText.h): left 0, center 1, right 2, justified 3, natural 4.
  case left = 0
  case center = 1
  case right = 2
  /// Drawn as `.left`: TextLayout has no justification (an approximation).
  case justified = 3
  /// The script's natural alignment; `.left`, since Hail's texts (Chinese, English) run left to right.
  case natural = 4

  var textLayoutAlignment: TextLayout.Alignment {
    switch self {
    case .left, .justified, .natural: .left
    case .center: .center
    case .right: .right
    }
  }
}
