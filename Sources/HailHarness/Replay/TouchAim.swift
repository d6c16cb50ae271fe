import Foundation
@_spi(Hail) import UIKit

/// Where an aimed touch goes down: on the first shown view with the touch's identifier, at its
/// anchor within the part of the view inside the window, or, when something covers that spot (a
/// sheet, the keyboard), at the nearest point of an 8 × 8 grid over that part that hit-tests to the
/// view, inside it, or to the ancestor that takes its touches (a label's cell). A miss is a touch
/// no such point exists for.
@MainActor
struct TouchAim {
  /// The grid's cells per side: fine enough to find a 44 pt button beside a sheet's edge on a phone.
  static let gridSize = 8

  let point: CGPoint
  /// What the window's hit test finds at `point`, and whether that is the target or inside it.
  let hit: UIView?
  let onTarget: Bool

  init(_ touch: ReplayScript.AimedTouch, in window: UIWindow) {
    guard let target = Self.shownView(touch.identifier, in: window) else {
      let center = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
      self.init(point: center, hit: window.hitTest(center, with: nil), onTarget: false)
      return
    }
    let visible = target.convert(target.bounds, to: window).intersection(window.bounds)
    func at(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
      CGPoint(x: visible.minX + visible.width * u, y: visible.minY + visible.height * v)
    }
    let preferred = at(touch.anchor.x, touch.anchor.y)
    let n = CGFloat(Self.gridSize)
    let grid = (0..<Self.gridSize * Self.gridSize).map { cell in
      at((CGFloat(cell % Self.gridSize) + 0.5) / n, (CGFloat(cell / Self.gridSize) + 0.5) / n)
    }
    let candidates = [preferred] + grid.sorted { $0.distance(to: preferred) < $1.distance(to: preferred) }
    for candidate in candidates where !visible.isEmpty {
      let hit = window.hitTest(candidate, with: nil)
      if let hit, hit.isDescendant(of: target) || target.isDescendant(of: hit) {
        self.init(point: candidate, hit: hit, onTarget: true)
        return
      }
    }
    self.init(point: preferred, hit: window.hitTest(preferred, with: nil), onTarget: false)
  }

  private init(point: CGPoint, hit: UIView?, onTarget: Bool) {
    self.point = point
    self.hit = hit
    self.onTarget = onTarget
  }

  /// The first view in `root`'s tree with `identifier` that shows: neither it nor an ancestor is
  /// hidden or transparent.
  static func shownView(_ identifier: String, in root: UIView) -> UIView? {
    guard !root.isHidden, root.alpha >= 0.01 else { return nil }
    if root.accessibilityIdentifier == identifier { return root }
    for subview in root.subviews.reversed() {
      if let found = shownView(identifier, in: subview) { return found }
    }
    return nil
  }
}

extension CGPoint {
  fileprivate func distance(to other: CGPoint) -> CGFloat {
    hypot(x - other.x, y - other.y)
  }
}
