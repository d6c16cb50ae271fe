@_spi(Hail) import UIKit

/// Overlays by level and order, as MapKit stacks them: `.aboveRoads` under the labels,
/// `.aboveLabels` over them, and within a level the later over the earlier.
extension MKMapView {
  public func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) {
    insert(overlay, level: level, at: nil)
  }

  public func addOverlays(_ newOverlays: [any MKOverlay], level: MKOverlayLevel) {
    for overlay in newOverlays { insert(overlay, level: level, at: nil) }
  }

  /// Puts `overlay` at `index` of `overlays` over the labels, as MapKit's does; past the end, on
  /// top.
  public func insertOverlay(_ overlay: any MKOverlay, at index: Int) {
    insert(overlay, level: .aboveLabels, at: index)
  }

  /// Puts `overlay` at `index` among the overlays of `level`; past the end, on top.
  public func insertOverlay(_ overlay: any MKOverlay, at index: Int, level: MKOverlayLevel) {
    insert(overlay, level: level, at: index)
  }

  /// Puts `overlay` just over `sibling`, in its level (on top over the labels if `sibling` is not
  /// on the map).
  public func insertOverlay(_ overlay: any MKOverlay, above sibling: any MKOverlay) {
    let (level, index) = place(of: sibling) ?? (.aboveLabels, nil)
    insert(overlay, level: level, at: index.map { $0 + 1 })
  }

  /// Puts `overlay` just under `sibling`, in its level (on top over the labels if `sibling` is not
  /// on the map).
  public func insertOverlay(_ overlay: any MKOverlay, below sibling: any MKOverlay) {
    let (level, index) = place(of: sibling) ?? (.aboveLabels, nil)
    insert(overlay, level: level, at: index)
  }

  /// Swaps the places of two overlays on the map, their levels too when they differ.
  public func exchangeOverlay(_ overlay1: any MKOverlay, with overlay2: any MKOverlay) {
    guard overlay1 !== overlay2, let first = place(of: overlay1), let second = place(of: overlay2),
      let firstView = overlayViews[ObjectIdentifier(overlay1)],
      let secondView = overlayViews[ObjectIdentifier(overlay2)]
    else { return }
    levelOverlays[first.level.rawValue][first.index] = overlay2
    levelOverlays[second.level.rawValue][second.index] = overlay1
    overlayLevels[ObjectIdentifier(overlay1)] = second.level
    overlayLevels[ObjectIdentifier(overlay2)] = first.level
    // Each view takes the other's place among its container's subviews (retired views included).
    let firstContainer = overlayContainer(for: first.level)
    let secondContainer = overlayContainer(for: second.level)
    if firstContainer === secondContainer,
      let a = firstContainer.subviews.firstIndex(of: firstView),
      let b = firstContainer.subviews.firstIndex(of: secondView)
    {
      firstContainer.exchangeSubview(at: a, withSubviewAt: b)
    } else if let a = firstContainer.subviews.firstIndex(of: firstView),
      let b = secondContainer.subviews.firstIndex(of: secondView)
    {
      firstView.removeFromSuperview()
      secondView.removeFromSuperview()
      firstContainer.insertSubview(secondView, at: a)
      secondContainer.insertSubview(firstView, at: b)
    }
    setNeedsLayout()
  }

  /// The overlays of `level`, bottom to top.
  public func overlays(in level: MKOverlayLevel) -> [any MKOverlay] {
    levelOverlays[level.rawValue]
  }

  /// The view holding the views of `level`'s overlays.
  func overlayContainer(for level: MKOverlayLevel) -> UIView {
    level == .aboveRoads ? roadOverlayContainer : overlayContainer
  }

  /// The level of `overlay` and its index there; nil when it is not on the map.
  private func place(of overlay: any MKOverlay) -> (level: MKOverlayLevel, index: Int)? {
    guard let level = overlayLevels[ObjectIdentifier(overlay)],
      let index = levelOverlays[level.rawValue].firstIndex(where: { $0 === overlay })
    else { return nil }
    return (level, index)
  }
}
