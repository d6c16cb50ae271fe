import Foundation

/// Core Location's errors: a code from `CLError.Code`, as Apple's `CLError`.
public struct CLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Core Location's error codes (`kCLError…`), with Apple's raw values.
  public enum Code: Int, Sendable {
    case locationUnknown = 0
    case denied = 1
    case network = 2
    case headingFailure = 3
    case geocodeFoundNoResult = 8
    case geocodeFoundPartialResult = 9
    case geocodeCanceled = 10
  }

  public let code: Code

  public init(_ code: Code) {
    self.code = code
  }

  public static var locationUnknown: Code { .locationUnknown }
  public static var denied: Code { .denied }
  public static var network: Code { .network }
  public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
  public static var geocodeCanceled: Code { .geocodeCanceled }

  public var description: String { "kCLErrorDomain error \(code.rawValue)" }
}

/// Matches `catch CLError.denied`-style patterns, as Apple's error structs do.
public func ~= (code: CLError.Code, error: any Error) -> Bool {
  (error as? CLError)?.code == code
}
