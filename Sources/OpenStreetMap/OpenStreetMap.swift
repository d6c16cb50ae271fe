import CReadOSM
import Foundation

/// Map data from OpenStreetMap: import an extract, store it as a `.hailmap`, and answer viewport,
/// routing, reverse-geocoding and place-search queries on it (`MapStore`).
public enum OpenStreetMap {
  /// The readosm version linked.
  public static var readosmVersion: String { String(cString: readosm_version()) }
}
