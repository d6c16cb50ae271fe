@_spi(Hail) import CoreGraphics
@_spi(Hail) import EngineTime
import Foundation
@_spi(Hail) import UIKit

/// Map label text: its one-line size (remembered, since placement asks for the same names over and
/// over) and its drawing with a white halo, both through a `TextLayout`, so a label measures and
/// looks the same as a `UILabel` of its font. Two of them (`current`): the app's threads use
/// `TextLayout.shared`; threads below the app's priority, the label view's queues of background QoS
/// (`MapLabelPlacement`, `MapLabelRaster`), use a layout and a size cache of their own, so the main
/// thread never waits for the layout's lock while one of them holds it: under `SCHED_IDLE`, while
/// another process kept every core busy, a label queue holding the shared layout's lock had kept
/// the main thread's labels waiting for it 73 ms (`perf record -a -e sched:sched_switch`, session
/// 48). What the libraries below share across font maps (cairo's font caches, FreeType's faces,
/// fontconfig) still has locks of its own, held for shorter. Both measure the same (the same fonts
/// and settings). `@unchecked Sendable` because every access to `sizes`
/// holds `lock`, an `NSLock` (a pthread mutex, which ThreadSanitizer sees, unlike the standard
/// library's `Mutex`: see `LockedList`).
final class HaloTextRenderer: @unchecked Sendable {
  /// The app's threads': through `TextLayout.shared`.
  static let shared = HaloTextRenderer(layout: .shared)
  /// Threads below the app's priority: through a layout of their own.
  static let belowApp = HaloTextRenderer(layout: TextLayout())

  /// The calling thread's (`Thread.isBelowAppPriority`, a system call: not asked on the main
  /// thread, which the engine never lowers).
  static var current: HaloTextRenderer {
    !Thread.isMainThread && Thread.isBelowAppPriority ? belowApp : shared
  }

  private let layout: TextLayout
  private let lock = NSLock()
  private var sizes: [SizeKey: CGSize] = [:]

  private struct SizeKey: Hashable {
    var text: String
    var style: CGTextStyle
  }

  private init(layout: TextLayout) {
    self.layout = layout
  }

  /// The text's size in points (one line).
  func size(of text: String, font: UIFont) -> CGSize {
    let key = SizeKey(text: text, style: font.textStyle)
    if let cached = lock.withLock({ sizes[key] }) { return cached }
    // Measured outside the lock (the text layout guards itself): two threads measuring one new name
    // both measure it, to the same size.
    let size = layout.measure(text, style: font.textStyle, lineBreak: .clipping)
    lock.withLock { sizes[key] = size }
    return size
  }

  /// Draws `text` centred on `center`, turned by `angle` radians, with a halo `haloWidth` points wide
  /// around the glyphs, its edge antialiased coarsely (it fades into ground of nearly its colour).
  /// Safe on any thread: the text layout guards itself.
  func draw(
    _ text: String, font: UIFont, color: CGColor, halo: CGColor, haloWidth: CGFloat, center: CGPoint,
    angle: CGFloat = 0, in context: CGContext
  ) {
    layout.drawWithHalo(
      text, style: font.textStyle, color: color, halo: halo, haloWidth: haloWidth, center: center,
      angle: angle, coarseHalo: true, context: context)
  }
}
