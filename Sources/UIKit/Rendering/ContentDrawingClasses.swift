import Foundation

/// Which views' classes may draw content with `draw(_:)`, so that only those get a content bitmap.
///
/// Swift has no runtime query for "does this class override `draw(_:)`" (UIKit asks the
/// Objective-C runtime), so the answer is by module, memoised per class:
/// - the engine's own classes draw only if they are, or derive from, the ones that override
///   `draw(_:)` here: `UILabel` and `UIImageView` (every other engine view shows its content
///   through layer properties and subviews);
/// - a class from any other module (the app's) may override it, so it is asked; content that comes
///   out fully transparent keeps no bitmap (see `ContentCache`).
@MainActor
enum ContentDrawingClasses {
  private static var answers: [ObjectIdentifier: Bool] = [:]

  static func mayDraw(_ view: UIView) -> Bool {
    let type = type(of: view)
    if let answer = answers[ObjectIdentifier(type)] { return answer }
    let answer = view is UILabel || view is UIImageView || !isEngineClass(type)
    answers[ObjectIdentifier(type)] = answer
    return answer
  }

  /// Whether `type` is declared in this module: its fully qualified name starts with the module's.
  private static func isEngineClass(_ type: AnyClass) -> Bool {
    String(reflecting: type).hasPrefix(engineModulePrefix)
  }

  private static let engineModulePrefix = String(reflecting: UIView.self).prefix { $0 != "." } + "."
}
