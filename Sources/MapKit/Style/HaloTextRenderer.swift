@_spi(Hail) import CoreGraphics
import Foundation
@_spi(Hail) import UIKit

/// Map label text: its one-line size (remembered, since placement asks for the same names over and
/// over) and its drawing with a white halo, both through `TextLayout`, so a label measures and looks
/// the same as a `UILabel` of its font. Safe on any thread: labels are placed on a queue of the label
/// view's own (`MapLabelPlacement`) while the main thread measures the views of labels placed before.
/// `@unchecked Sendable` because every access to `sizes` holds `lock`, an `NSLock` (a pthread mutex,
/// which ThreadSanitizer sees, unlike the standard library's `Mutex`: see `LockedList`).
final class HaloTextRenderer: @unchecked Sendable {
  static let shared = HaloTextRenderer()

  private let lock = NSLock()
  private var sizes: [SizeKey: CGSize] = [:]

  private struct SizeKey: Hashable {
    var text: String
    var style: CGTextStyle
  }

  private init() {}

  /// The text's size in points (one line).
  func size(of text: String, font: UIFont) -> CGSize {
    let key = SizeKey(text: text, style: font.textStyle)
    if let cached = lock.withLock({ sizes[key] }) { return cached }
    // Measured outside the lock (the text layout guards itself): two threads measuring one new name
    // both measure it, to the same size.
    let size = TextLayout.shared.measure(text, style: font.textStyle, lineBreak: .clipping)
    lock.withLock { sizes[key] = size }
    return size
  }

  /// Draws `text` centred on `center`, turned by `angle` radians, with a halo `haloWidth` points wide
  /// around the glyphs, its edge antialiased coarsely (it fades into ground of nearly its colour).
  /// Safe on any thread: the text layout guards itself.
  static func draw(
    _ text: String, font: UIFont, color: CGColor, halo: CGColor, haloWidth: CGFloat, center: CGPoint,
    angle: CGFloat = 0, in context: CGContext
  ) {
    TextLayout.shared.drawWithHalo(
      text, style: font.textStyle, color: color, halo: halo, haloWidth: haloWidth, center: center,
      angle: angle, coarseHalo: true, context: context)
  }
}
