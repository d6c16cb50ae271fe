/// How annotation views stack where they overlap: a view of higher priority stands in front
/// (MapKit's `MKAnnotationViewZPriority`, iOS 14). The values are the SDK's
/// (`MKAnnotationViewZPriorityMax` 1000, `…DefaultSelected` 1000, `…DefaultUnselected` 500,
/// `…Min` 0, in MKAnnotationView.h).
public struct MKAnnotationViewZPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float

  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// The highest priority allowed.
  public static let max = MKAnnotationViewZPriority(1000)
  /// A selected view's default.
  public static let defaultSelected = MKAnnotationViewZPriority(1000)
  /// Every view's default (`MKAnnotationView.zPriority`).
  public static let defaultUnselected = MKAnnotationViewZPriority(500)
  /// The lowest priority allowed.
  public static let min = MKAnnotationViewZPriority(0)

  public static func < (a: MKAnnotationViewZPriority, b: MKAnnotationViewZPriority) -> Bool {
    a.rawValue < b.rawValue
  }
}
