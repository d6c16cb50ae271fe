import CReadOSM
import Foundation

/// Map data from OpenStreetMap (arrives with the real-map issue).
public enum OpenStreetMap {
  /// The readosm version linked.
  public static var readosmVersion: String { String(cString: readosm_version()) }
}
