import Foundation

/// The width of a road on the map at `zoomScale` (screen points per map point), in map points: what
/// an `MKOverlayPathRenderer` whose `lineWidth` is 0 strokes with. MapKit does not publish its
/// widths; this is the width Hail's own map draws a primary road at the same zoom
/// (`RoadWidths`), so such a line lies on the road it follows.
public func MKRoadWidthAtZoomScale(_ zoomScale: MKZoomScale) -> CGFloat {
  guard zoomScale > 0, zoomScale.isFinite else { return 0 }
  // A 256-point tile spans 2^28 / 2^zoom map points: zoomScale = 2^(zoom − 20).
  let zoom = 20 + log2(Double(zoomScale))
  let points = RoadWidths.fillWidth(.primary, zoom: zoom) ?? RoadWidths.Group.primary.stops[0].width
  return CGFloat(points) / zoomScale
}
