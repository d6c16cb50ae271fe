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

  /// Puts `overlay` just over `sibling` among the overlays over the labels; on top of them when
  /// `sibling` is not there (in the other level, or not on the map), as MapKit's does.
  public func insertOverlay(_ overlay: any MKOverlay, above sibling: any MKOverlay) {
    let index = place(of: sibling).flatMap { $0.level == .aboveLabels ? $0.index + 1 : nil }
    insert(overlay, level: .aboveLabels, at: index)
  }

  /// Puts `overlay` just under `sibling` among the overlays over the labels; on top of them when
  /// `sibling` is not there (in the other level, or not on the map), as MapKit's does.
  public func insertOverlay(_ overlay: any MKOverlay, below sibling: any MKOverlay) {
    let index = place(of: sibling).flatMap { $0.level == .aboveLabels ? $0.index : nil }
    insert(overlay, level: .aboveLabels, at: index)
  }

  /// Swaps the overlays at two indexes of those over the labels.
  public func exchangeOverlay(at index1: Int, withOverlayAt index2: Int) {
    let list = levelOverlays[MKOverlayLevel.aboveLabels.rawValue]
    guard list.indices.contains(index1), list.indices.contains(index2) else { return }
    exchangeOverlay(list[index1], with: list[index2])
  }

  /// Swaps the places of two overlays on the map, their levels too when they differ.
  public func exchangeOverlay(_ overlay1: any MKOverlay, with overlay2: any MKOverlay) {
    guard overlay1 !== overlay2, let first = place(of: overlay1), let second = place(of: overlay2),
      let firstView = overlayViews[ObjectIdentifier(overlay1)],
      let secondView = overlayViews[ObjectIdentifier(overlay2)]
    else { return }
    // Each view takes the other's place among its container's subviews (retired views included).
    let firstContainer = overlayContainer(for: first.level)
    let secondContainer = overlayContainer(for: second.level)
    guard let a = firstContainer.subviews.firstIndex(of: firstView),
      let b = secondContainer.subviews.firstIndex(of: secondView)
    else { return }
    if firstContainer === secondContainer {
      firstContainer.exchangeSubview(at: a, withSubviewAt: b)
    } else {
      firstView.removeFromSuperview()
      secondView.removeFromSuperview()
      firstContainer.insertSubview(secondView, at: a)
      secondContainer.insertSubview(firstView, at: b)
    }
    levelOverlays[first.level.rawValue][first.index] = overlay2
    levelOverlays[second.level.rawValue][second.index] = overlay1
    overlayLevels[ObjectIdentifier(overlay1)] = second.level
    overlayLevels[ObjectIdentifier(overlay2)] = first.level
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
