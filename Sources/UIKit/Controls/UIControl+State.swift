import Foundation

extension UIControl {
  /// A control's state, as UIKit's `UIControl.State` (Apple's raw values, UIControl.h). `.normal`
  /// is the empty set; the others combine.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }
}
