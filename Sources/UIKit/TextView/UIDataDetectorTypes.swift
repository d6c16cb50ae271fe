/// The kinds of data a text view turns into links (Apple's raw values, UIDataDetectors.h). The
/// engine detects `.link` and `.phoneNumber` (`TextDataDetector`); the other kinds are accepted and
/// find nothing.
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  /// iOS 16.
  public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
  /// iOS 16.
  public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
  /// Every kind (`NSUIntegerMax`).
  public static let all = UIDataDetectorTypes(rawValue: .max)
}
