import OpenStreetMap
@_spi(Hail) import UIKit

/// The label layer and the attribution an `OpenStreetMapTileSource` brings: the map view adds them
/// when such a source is set and removes them when it goes, so whoever shows OpenStreetMap data also
/// shows its names and its credit.
extension MKMapView {
  /// The view drawing street and place names, when the tiles come from OpenStreetMap data.
  @_spi(Hail) public var labelView: MapLabelView? { subviews.lazy.compactMap { $0 as? MapLabelView }.first }

  /// The "© OpenStreetMap contributors" label, when the tiles come from OpenStreetMap data.
  @_spi(Hail) public var attributionLabel: UILabel? {
    subviews.lazy.compactMap { $0 as? MapAttributionLabel }.first
  }

  /// Whether no finger, flick or animation is moving the camera.
  var isCameraSettled: Bool { !regionChange.active && gestureStartCamera == nil && cameraMotion == nil }

  /// Called from `layoutSubviews`: keeps the label layer and attribution in step with the source,
  /// lays labels out again once the camera settles or the zoom level changes, and otherwise moves
  /// and scales the drawn labels with the tiles (also while new ones are placed, until they show).
  func layoutLabelLayer() {
    guard let source = tileSource as? OpenStreetMapTileSource else {
      labelView?.removeFromSuperview()
      attributionLabel?.removeFromSuperview()
      return
    }
    let labels = currentLabelView(for: source)
    let attribution = attributionLabel ?? MapAttributionLabel()
    if attribution.superview == nil { addSubview(attribution) }
    let unobscured = safeAreaInsets + layoutMargins
    (attribution as? MapAttributionLabel)?.place(in: bounds, safeArea: unobscured)
    // Labels go only where nothing the app put over the map hides them (status bar, a header, a
    // sheet): a name half under a header shows as a clipped fragment.
    let area = CGRect(origin: .zero, size: bounds.size).inset(by: unobscured)

    let size = bounds.size
    let resized = labels.bounds.size != size
    if resized { labels.bounds = CGRect(origin: .zero, size: size) }
    let settled = isCameraSettled
    // Labels keep out from under the attribution too: the credit must stay legible.
    let obstacles = labelObstacles() + [attribution.frame]
    // The first labels, and those of a resized view, are placed at once; others off the main
    // thread, shown on the next frame (`MapLabelView.placeLabels`), unless the camera jumped past
    // `labelJumpLevels` from the labels shown (a region set without animation), which would show
    // them scaled past legibility for that frame, or the map is out of a window, where code may
    // lay it out and read its labels without running a frame.
    if let coming = labels.comingCamera, let shown = labels.layoutCamera, !resized {
      let jumped = abs(shown.zoomLevel - camera.zoomLevel) > Self.labelJumpLevels
      let place = window == nil || jumped ? labels.relayout : labels.placeLabels
      let zoomChanged = coming.zoomLevel.rounded() != camera.zoomLevel.rounded()
      // At rest, an annotation (or the attribution, following the margins) that came, went or
      // moved, or margins that moved, move the labels out of their way.
      if coming != camera, settled || zoomChanged {
        place(camera, obstacles, area)
      } else if settled, coming == camera, labels.comingObstacles != obstacles || labels.comingArea != area {
        place(camera, obstacles, area)
      }
    } else {
      labels.relayout(for: camera, obstacles: obstacles, area: area)
    }
    // Where the drawn labels' camera puts them under the current one: a pan moves, a pinch scales.
    let drawn = labels.layoutCamera ?? camera
    labels.center = camera.viewPoint(for: drawn.center, in: size)
    let scale = CGFloat(drawn.mapPointsPerPoint / camera.mapPointsPerPoint)
    labels.transform =
      abs(scale - 1) < MapTileView.scaleTolerance ? .identity : CGAffineTransform(scaleX: scale, y: scale)
  }

  /// How many zoom levels the camera may move from the labels shown before new ones are placed at
  /// once rather than on the next frame: an animated zoom lays them out again at each level it
  /// crosses, so the shown ones stay within a level and one frame's step (a 0.3 s ease-in-out
  /// moves at most about a tenth of its span a frame, so only zooms past some five levels reach
  /// 1.5, in their steepest frames), while a region set without animation can jump several (32×
  /// over five).
  static let labelJumpLevels = 1.5

  /// Where annotation views stand (in the map's coordinates), which labels keep out of: every
  /// visible one whose `collisionMode` is not `.none`, the user's location included.
  private func labelObstacles() -> [CGRect] {
    annotationContainer.subviews.compactMap { view in
      guard let view = view as? MKAnnotationView, view.collisionMode != .none, !view.isHidden, view.alpha > 0,
        !view.bounds.isEmpty
      else { return nil }
      return view.frame
    }
  }

  private func currentLabelView(for source: OpenStreetMapTileSource) -> MapLabelView {
    if let existing = labelView, existing.store === source.store, existing.language == source.language {
      return existing
    }
    labelView?.removeFromSuperview()
    let labels = MapLabelView(store: source.store, language: source.language)
    // Over the overlays that lie over the roads (`MKOverlayLevel.aboveRoads`).
    insertSubview(labels, aboveSubview: roadOverlayContainer)
    return labels
  }
}
