import Foundation

/// Which views' classes may draw content with `draw(_:)`, so that only those get a content bitmap.
///
/// Swift has no runtime query for "does this class override `draw(_:)`" (UIKit asks the
/// Objective-C runtime), so the answer is by module, memoised per class:
/// - the engine's own classes draw only if they are, or derive from, the ones that override
///   `draw(_:)` here: `UILabel` and `UIImageView` (every other engine view shows its content
///   through layer properties and subviews);
/// - a class from any other module (the app's) may override it, so it is asked once; when its draw
///   reaches `UIView.draw(_:)` (which sets `defaultDrawReached`) and leaves nothing on the bitmap,
///   the class has no drawing of its own and is never asked again.
@MainActor
enum ContentDrawingClasses {
  private static var answers: [ObjectIdentifier: Bool] = [:]
  /// Set by `UIView.draw(_:)`: the draw being run reached the default, empty implementation.
  static var defaultDrawReached = false

  /// Records that `view`'s class drew nothing through the default `draw(_:)`.
  static func recordNonDrawing(_ view: UIView) {
    answers[ObjectIdentifier(type(of: view))] = false
  }

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
