import Foundation

/// Which views may draw content with `draw(_:)`, so that only those get a content bitmap.
///
/// Swift has no runtime query for "does this class override `draw(_:)`" (UIKit asks the
/// Objective-C runtime), so the answer is by module:
/// - the engine's own classes draw only if they adopt `EngineContentDrawing` (the ones that
///   override `draw(_:)`: `UILabel`, `UIImageView`, `UITextField`, the keyboard…); every other engine
///   view shows its content through layer properties and subviews;
/// - a class from any other module (the app's, MapKit's) may override it, so whether it drew is
///   decided per view and per draw by `ContentCache`: a draw that reached `UIView.draw(_:)` (the
///   empty default) and made no painting call drew nothing, and the view keeps no bitmap until it
///   asks to be drawn again — a view that draws only when it has something to show (a route, a car)
///   draws as soon as it has.
struct ContentDrawingClasses {
  /// Per class: declared in another module than the engine (a pure function of the type, kept).
  private var foreign: [ObjectIdentifier: Bool] = [:]
  /// Per class: its nearest class declared in the engine (itself, or its first such superclass) is
  /// one of the engine's drawing classes (a pure function of the type, kept).
  private var drawingAncestor: [ObjectIdentifier: Bool] = [:]
  /// Classes a view of which has drawn pixels: a hint that a new view of theirs will too, so its
  /// first draw skips the 1×1 trial. It decides only how a draw is tried, never whether it is.
  private var drawn: Set<ObjectIdentifier> = []

  /// Whether `view` may draw: every class from another module and the engine's drawing classes.
  ///
  /// The runtime answers the first protocol check for a class by reading every conformance the
  /// process holds (`swift_conformsToProtocol`), and a new screen brings a dozen of the app's
  /// classes: so the module is asked first, and the protocol only of the engine's classes, which
  /// are few and met early.
  mutating func mayDraw(_ view: UIView) -> Bool {
    let type: AnyClass = type(of: view)
    return isForeign(type) || isEngineDrawing(type)
  }

  /// Whether a view of `view`'s class is known to draw: one has, or its class is, or derives from,
  /// one of the engine's drawing classes (an app's `UILabel`), found through its superclasses
  /// rather than by asking the runtime of the app's class (see `mayDraw`).
  mutating func hasDrawn(_ view: UIView) -> Bool {
    let type: AnyClass = type(of: view)
    if drawn.contains(ObjectIdentifier(type)) { return true }
    if let known = drawingAncestor[ObjectIdentifier(type)] { return known }
    var ancestor = type
    while isForeign(ancestor), let superclass = _getSuperclass(ancestor) { ancestor = superclass }
    let answer = !isForeign(ancestor) && isEngineDrawing(ancestor)
    drawingAncestor[ObjectIdentifier(type)] = answer
    return answer
  }

  /// Whether `type` is declared in another module than the engine. By the runtime's name for it
  /// (`_typeName`): `String(reflecting:)` gives the same, but first asks whether the metatype
  /// conforms to the protocols printing looks for, each a reading of every conformance (as above).
  mutating func isForeign(_ type: AnyClass) -> Bool {
    if let answer = foreign[ObjectIdentifier(type)] { return answer }
    let answer = !_typeName(type, qualified: true).hasPrefix(Self.engineModulePrefix)
    foreign[ObjectIdentifier(type)] = answer
    return answer
  }

  /// Whether `type`, one of the engine's classes, is one of its drawing classes.
  private func isEngineDrawing(_ type: AnyClass) -> Bool {
    type is any EngineContentDrawing.Type
  }

  mutating func recordDrawn(_ view: UIView) {
    drawn.insert(ObjectIdentifier(type(of: view)))
  }

  private static let engineModulePrefix = _typeName(UIView.self, qualified: true).prefix { $0 != "." } + "."
}

/// Engine views whose `draw(_:)` paints their content (and their subclasses).
protocol EngineContentDrawing: UIView {}

extension UILabel: EngineContentDrawing {}
extension UIImageView: EngineContentDrawing {}
extension UITextField: EngineContentDrawing {}
extension TextFieldClearButton: EngineContentDrawing {}
extension KeyboardPanel: EngineContentDrawing {}
extension TextViewContentView: EngineContentDrawing {}
