import Foundation

/// The layer tree. A view's layer holds its subviews' layers among its sublayers, in the subviews'
/// order, with any standalone sublayers where they were inserted (UIKit keeps the two in step).
extension CALayer {
  /// The sublayers, back to front; nil when there are none, as Apple's.
  public var sublayers: [CALayer]? {
    get { sublayerList.isEmpty ? nil : sublayerList }
    set {
      for layer in sublayerList { layer.detach() }
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  public var superlayer: CALayer? { parent }

  /// Adds `layer` in front of the other sublayers (moving it if it is elsewhere).
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: sublayerList.count))
  }

  /// Inserts `layer` at `idx` in `sublayers`, clamped to the valid range.
  public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    guard layer !== self, !isDescendant(of: layer) else { return }
    if layer.parent === self, let current = sublayerList.firstIndex(ofIdentical: layer) {
      sublayerList.remove(at: current)
    } else {
      layer.detach()
      layer.parent = self
      layer.insertedAtFrame = UIApplication.shared.framesRun
      if layer.state.zPosition != 0 { positionedSublayerCount += 1 }
    }
    sublayerList.insert(layer, at: min(Int(idx), sublayerList.count))
    DisplayInvalidation.note()
  }

  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard let sibling, let index = sublayerList.firstIndex(ofIdentical: sibling) else {
      return addSublayer(layer)
    }
    let adjustment = sublayerList.firstIndex(ofIdentical: layer).map { $0 < index } == true ? 0 : 1
    insertSublayer(layer, at: UInt32(index + adjustment))
  }

  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    guard let sibling, let index = sublayerList.firstIndex(ofIdentical: sibling) else {
      return insertSublayer(layer, at: 0)
    }
    let adjustment = sublayerList.firstIndex(ofIdentical: layer).map { $0 < index } == true ? -1 : 0
    insertSublayer(layer, at: UInt32(index + adjustment))
  }

  public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = sublayerList.firstIndex(ofIdentical: oldLayer) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  public func removeFromSuperlayer() {
    guard parent != nil else { return }
    detach()
    DisplayInvalidation.note()
  }

  /// A layer whose alpha channel shows this layer and its sublayers: where the mask is transparent
  /// nothing shows. The mask is placed in this layer's bounds coordinates and has no superlayer.
  public var mask: CALayer? {
    get { maskLayer }
    set {
      guard newValue !== maskLayer else { return }
      maskLayer?.parent = nil
      newValue?.detach()
      maskLayer = newValue
      newValue?.parent = self
      newValue?.insertedAtFrame = UIApplication.shared.framesRun
      version &+= 1
      DisplayInvalidation.note()
    }
  }

  /// Whether this layer is `layer` or inside it.
  func isDescendant(of layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.parent
    }
    return false
  }

  /// Moves a layer already among the sublayers to `index` (a view's subview reordering).
  func moveSublayer(_ layer: CALayer, to index: Int) {
    guard let current = sublayerList.firstIndex(ofIdentical: layer) else { return }
    sublayerList.remove(at: current)
    sublayerList.insert(layer, at: min(max(index, 0), sublayerList.count))
    DisplayInvalidation.note()
  }

  /// The sublayers in paint order: by `zPosition`, keeping the array's order among equals.
  var sublayersInPaintOrder: [CALayer] {
    guard hasPositionedSublayers else { return sublayerList }
    return sublayerList.enumerated().sorted {
      ($0.element.state.zPosition, $0.offset) < ($1.element.state.zPosition, $1.offset)
    }
    .map(\.element)
  }

  /// A sublayer's `zPosition` changed from `old` to `new`.
  func sublayer(_ layer: CALayer, movedInZFrom old: CGFloat, to new: CGFloat) {
    guard layer !== maskLayer, (old != 0) != (new != 0) else { return }
    positionedSublayerCount += new != 0 ? 1 : -1
  }

  private func detach() {
    if let parent {
      if parent.maskLayer === self {
        parent.maskLayer = nil
      } else {
        // The first match, as a view's removal does (see `UIView.detachFromSuperview`).
        if let index = parent.sublayerList.firstIndex(ofIdentical: self) {
          parent.sublayerList.remove(at: index)
        }
        if state.zPosition != 0 { parent.positionedSublayerCount -= 1 }
      }
    }
    parent = nil
  }
}
