import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// Where a layer's own painting is left out of a redraw: damage that an opaque layer painted after
/// it covers whole, exactly (`DamageScan.uncoveredDamage`).
@MainActor
@Suite struct CoveredPaintingTests {
  @Test func damageUnderOneOpaqueLayerPaintedLaterIsLeftOutAndTheRestKept() {
    // 200 × 300 pt at 2x. A grey base (200 × 200 pt) holds an opaque blue half on the left and a
    // half-transparent square at the top right, which covers nothing.
    let headless = Headless(size: CGSize(width: 200, height: 300))
    headless.root.backgroundColor = .white
    let base = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    base.backgroundColor = .gray
    let cover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    cover.backgroundColor = .blue
    let tint = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    tint.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    base.addSubview(cover)
    base.addSubview(tint)
    headless.root.addSubview(base)
    headless.advance(1.0 / 60)
    let scan = DamageScan(
      headless.window, scale: 2, bounds: CGRect(x: 0, y: 0, width: 400, height: 600),
      time: CACurrentMediaTime())
    // Pixels, top to bottom: inside the blue half; across its right edge (x = 200); under the
    // translucent square; below the base.
    let inside = CGRect(x: 20, y: 20, width: 40, height: 40)
    let across = CGRect(x: 180, y: 20, width: 40, height: 40)
    let underTint = CGRect(x: 300, y: 100, width: 20, height: 20)
    let below = CGRect(x: 20, y: 500, width: 10, height: 10)
    let damage = DamageRects([inside, across, underTint, below])
    #expect(scan.uncoveredDamage(of: base.layer, in: damage) == [across, underTint])
    // The window's root view is covered by the base wherever the base is.
    #expect(scan.uncoveredDamage(of: headless.root.layer, in: damage) == [below])
    // Nothing opaque is painted after the blue half: all of its damage shows.
    #expect(scan.uncoveredDamage(of: cover.layer, in: damage) == nil)
    // Damage the base covers all of leaves nothing of the root to paint.
    #expect(scan.uncoveredDamage(of: headless.root.layer, in: DamageRects([inside, underTint])) == [])
  }
}
