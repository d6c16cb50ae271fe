/// Where an overlay lies among the map's layers.
public enum MKOverlayLevel: Int, Sendable {
  /// Over the roads and under the map's labels.
  case aboveRoads = 0
  /// Over the labels too: `addOverlay(_:)`'s level, as in MapKit.
  case aboveLabels = 1
}
