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
  /// Classes a view of which has drawn pixels: a hint that a new view of theirs will too, so its
  /// first draw skips the 1×1 trial. It decides only how a draw is tried, never whether it is.
  private var drawn: Set<ObjectIdentifier> = []

  /// Whether `view` may draw: every class from another module and the engine's drawing classes.
  ///
  /// The module is asked first, and the protocol only of the engine's classes: the runtime answers
  /// `is` for a class it has not met by reading every conformance the process holds
  /// (`swift_conformsToProtocol`), and a new screen brings a dozen of the app's classes, whose
  /// answer the protocol would not change (profiles of `hail-bench ride-tour`: 3–6 % of the main
  /// thread's time in the search screen's first frame and the route fit's).
  mutating func mayDraw(_ view: UIView) -> Bool {
    isForeign(view) || view is EngineContentDrawing
  }

  /// Whether `view`'s class is declared in another module than the engine (a pure function of the
  /// type, kept per class).
  mutating func isForeign(_ view: UIView) -> Bool {
    let type = type(of: view)
    if let answer = foreign[ObjectIdentifier(type)] { return answer }
    let answer = !String(reflecting: type).hasPrefix(Self.engineModulePrefix)
    foreign[ObjectIdentifier(type)] = answer
    return answer
  }

  /// Whether a view of `view`'s class is known to draw: one has, or it is one of the engine's
  /// drawing classes. A class from another module is known by its views alone (an app's subclass
  /// of `UILabel` too: its first view is tried in a 1×1 context once), for the reason above.
  mutating func hasDrawn(_ view: UIView) -> Bool {
    drawn.contains(ObjectIdentifier(type(of: view))) || (!isForeign(view) && view is EngineContentDrawing)
  }

  mutating func recordDrawn(_ view: UIView) {
    drawn.insert(ObjectIdentifier(type(of: view)))
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
extension TextViewContentView: EngineContentDrawing {}
