import Testing

@_spi(Hail) @testable import UIKit

/// `view.keyboardLayoutGuide`: its top is the keyboard's, or the safe area's bottom while the
/// keyboard is down, and views pinned to it move with the keyboard.
@MainActor
@Suite struct UIKeyboardLayoutGuideTests {
  private struct Scene {
    let app: Headless
    let field: UITextField
    let bar: UIView
  }

  /// A 50 pt bar pinned above the keyboard guide, and a text field.
  private func scene(size: CGSize, safeArea: UIEdgeInsets) -> Scene {
    let app = Headless(size: size, safeArea: safeArea)
    let field = app.addField()
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: app.root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: app.root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
      bar.bottomAnchor.constraint(equalTo: app.root.keyboardLayoutGuide.topAnchor),
    ])
    app.window.layoutIfNeeded()
    return Scene(app: app, field: field, bar: bar)
  }

  @Test func withTheKeyboardDownTheGuideIsTheBottomSafeArea() {
    let scene = scene(
      size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(scene.bar.frame == CGRect(x: 0, y: 852 - 34 - 50, width: 393, height: 50))
    #expect(scene.app.root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
    scene.app.root.keyboardLayoutGuide.usesBottomSafeArea = false
    scene.app.window.layoutIfNeeded()
    #expect(scene.bar.frame.maxY == 852)
  }

  @Test func theGuideRisesWithTheKeyboardInItsAnimation() throws {
    let scene = scene(size: CGSize(width: 375, height: 667), safeArea: .zero)
    #expect(scene.bar.frame.maxY == 667)
    scene.field.becomeFirstResponder()
    // The model is where the keyboard is going; the presentation moves with the panel.
    #expect(scene.bar.frame.maxY == 451)
    scene.app.advance(0.125)
    let panelTop = try #require(scene.app.window.keyboard.panel?.layer.presentation()).frame.minY
    let barBottom = try #require(scene.bar.layer.presentation()).frame.maxY
    #expect(abs(barBottom - panelTop) < 0.01)
    #expect(barBottom > 451 && barBottom < 667)
    scene.field.resignFirstResponder()
    #expect(scene.bar.frame.maxY == 667)
    scene.app.advance(0.5)
    #expect(try #require(scene.bar.layer.presentation()).frame.maxY == 667)
  }

  @Test func aFaceIDKeyboardCoversItsBottomSafeAreaToo() {
    let scene = scene(
      size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    scene.field.becomeFirstResponder()
    #expect(scene.bar.frame.maxY == CGFloat(852 - 291))
  }
}
