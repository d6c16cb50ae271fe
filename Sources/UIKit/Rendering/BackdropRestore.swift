@_spi(Hail) import CoreGraphics
import Foundation

/// A frame's damage restored from a `Backdrop` one rectangle at a time, each just before the first
/// layer that paints over it, rather than all of it before any layer paints: the copy brings the
/// rectangle's pixels into the cache and the layer's blend finds them there. A car's pixels copied
/// far ahead among a window's worth of others have left the cache by the time it blends: with
/// Pixman alone here, 200 cars of 60 × 60 pixels cost 4.2 ms copied first and blended after, 2.4
/// ms each blended right after its copy.
///
/// Exact as a copy of everything first: a layer paints only within its recorded pixels (a group
/// within its subtree's), every rectangle touching them is copied before it paints, and each
/// rectangle is copied once, so nothing a layer painted is copied over; `copyRest` restores the
/// rectangles no layer painted over.
@preconcurrency @MainActor
final class BackdropRestore {
  private let image: CGImage
  private let damage: DamageRects
  private var copied: [Bool]

  init(_ backdrop: Backdrop, damage: DamageRects) {
    image = backdrop.image
    self.damage = damage
    copied = [Bool](repeating: false, count: damage.rects.count)
  }

  /// Copies the rectangles touching `pixels` that are not back yet.
  func copy(touching pixels: CGRect, in canvas: CompositeCanvas) {
    var due: [CGRect] = []
    damage.forEachIndex(touching: pixels) { index in
      if !copied[index] {
        copied[index] = true
        due.append(damage.rects[index])
      }
      return true
    }
    if !due.isEmpty { canvas.copyPixels(of: image, in: due) }
  }

  /// Copies every rectangle not back yet.
  func copyRest(in canvas: CompositeCanvas) {
    let due = damage.rects.indices.filter { !copied[$0] }.map { damage.rects[$0] }
    copied = copied.map { _ in true }
    if !due.isEmpty { canvas.copyPixels(of: image, in: due) }
  }
}
