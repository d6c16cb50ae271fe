import Testing

@_spi(Hail) @testable import UIKit

/// Which views get a content bitmap (`ContentDrawingClasses`): the engine's drawing classes and
/// every class from another module, never the engine's other views; and which are known to draw
/// before one of their views has.
@MainActor
@Suite struct ContentDrawingClassesTests {
  /// A view class of this module: another module than the engine's.
  private final class AppView: UIView {}
  /// An app's label: another module's subclass of one of the engine's drawing classes.
  private final class AppLabel: UILabel {}

  @Test func theEnginesDrawingClassesAndEveryOtherModulesClassMayDraw() {
    var classes = ContentDrawingClasses()
    let views = [UILabel(), AppView(), AppLabel(), UIView(), UIStackView()]
    #expect(views.map { classes.mayDraw($0) } == [true, true, true, false, false])
  }

  @Test func aClassIsForeignByItsModule() {
    var classes = ContentDrawingClasses()
    let views = [UILabel(), UIView(), AppView(), AppLabel()]
    #expect(views.map { classes.isForeign(type(of: $0)) } == [false, false, true, true])
  }

  /// A class is known to draw before any of its views has when it is, or derives from, one of the
  /// engine's drawing classes; another class once one of its views has drawn.
  @Test func aClassIsKnownToDrawByItsEngineAncestorOrItsViews() {
    var classes = ContentDrawingClasses()
    let views = [UILabel(), UIView(), AppLabel(), AppView(), UIStackView()]
    #expect(views.map { classes.hasDrawn($0) } == [true, false, true, false, false])
    classes.recordDrawn(AppView())
    #expect(views.map { classes.hasDrawn($0) } == [true, false, true, true, false])
  }
}
