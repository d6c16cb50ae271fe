@_spi(Hail) import CoreGraphics
import Foundation

/// Which views' classes may draw content with `draw(_:)`, so that only those get a content bitmap.
///
/// Swift has no runtime query for "does this class override `draw(_:)`" (UIKit asks the
/// Objective-C runtime), so the answer is by module, memoised per class:
/// - the engine's own classes draw only if they adopt `EngineContentDrawing` (the ones that
///   override `draw(_:)`: `UILabel`, `UIImageView`, `UITextField`, the keyboard…); every other engine
///   view shows its content through layer properties and subviews;
/// - a class from any other module (the app's) may override it, so it is asked once, drawing into a
///   1×1 context: when its draw reaches `UIView.draw(_:)` (which sets `defaultDrawReached`) and makes
///   no painting call (`CGContext.paintingCalls`), the class has no drawing of its own and is never
///   asked again. A class that calls `super.draw(_:)` and then paints through the raw Cairo context
///   rather than CGContext would be misread as drawing nothing: draw through CGContext and UIKit.
@preconcurrency @MainActor
enum ContentDrawingClasses {
  private static var answers: [ObjectIdentifier: Bool] = [:]
  /// Set by `UIView.draw(_:)`: the draw being run reached the default, empty implementation.
  static var defaultDrawReached = false

  /// Records that `view`'s class drew nothing through the default `draw(_:)`.
  static func recordNonDrawing(_ view: UIView) {
    answers[ObjectIdentifier(type(of: view))] = false
  }

  /// Whether `view`'s class may draw: false once known not to; true for the engine's drawing
  /// classes and for app classes (asked on first use, see `isUndecided`).
  static func mayDraw(_ view: UIView) -> Bool {
    let type = type(of: view)
    if let answer = answers[ObjectIdentifier(type)] { return answer }
    let answer = view is EngineContentDrawing || !isEngineClass(type)
    answers[ObjectIdentifier(type)] = answer
    if answer, !(view is EngineContentDrawing) { undecided.insert(ObjectIdentifier(type)) }
    return answer
  }

  /// App classes not yet probed: whether their `draw(_:)` draws is learnt once, in a 1×1 context
  /// (`ContentCache`), so a container that draws nothing never gets a bitmap of its size.
  static func isUndecided(_ view: UIView) -> Bool {
    undecided.contains(ObjectIdentifier(type(of: view)))
  }

  static func recordDecided(_ view: UIView) {
    undecided.remove(ObjectIdentifier(type(of: view)))
  }

  private static var undecided: Set<ObjectIdentifier> = []

  /// Whether `type` is declared in this module: its fully qualified name starts with the module's.
  private static func isEngineClass(_ type: AnyClass) -> Bool {
    String(reflecting: type).hasPrefix(engineModulePrefix)
  }

  private static let engineModulePrefix = String(reflecting: UIView.self).prefix { $0 != "." } + "."
}

/// Engine views whose `draw(_:)` paints their content (and their subclasses).
protocol EngineContentDrawing: UIView {}

extension UILabel: EngineContentDrawing {}
extension UIImageView: EngineContentDrawing {}
extension UITextField: EngineContentDrawing {}
extension TextFieldClearButton: EngineContentDrawing {}
extension KeyboardPanel: EngineContentDrawing {}
