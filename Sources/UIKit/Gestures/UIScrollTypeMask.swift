import Foundation

/// Where a scroll comes from (UIKit's `UIScrollType`, iOS 13.4): a mouse wheel's notches or a
/// trackpad's continuous movement.
public enum UIScrollType: Int, Sendable {
  case discrete = 0
  case continuous = 1
}

/// The scroll types a pan gesture recognizer follows (UIKit's `UIScrollTypeMask`, iOS 13.4: one bit
/// per `UIScrollType`).
public struct UIScrollTypeMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A mouse wheel's notches.
  public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
  /// A trackpad's scrolling.
  public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
  public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
