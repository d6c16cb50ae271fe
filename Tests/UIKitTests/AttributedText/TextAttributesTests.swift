import Testing
@_spi(Hail) import UIKit

/// Title attributes of segmented controls, symbol configurations from text styles, and Dynamic
/// Type in text fields and text views.
@MainActor
@Suite struct TextAttributesTests {
  @Test func segmentTitlesDrawInTheirStatesAttributes() throws {
    let app = Headless()
    let control = UISegmentedControl(items: ["快车", "出租车", "专车"])
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    app.root.addSubview(control)
    control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
    control.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .selected)
    control.selectedSegmentIndex = 1
    app.window.layoutIfNeeded()
    #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
    #expect(control.titleTextAttributes(for: .highlighted) == nil)
    let image = try #require(ViewRenderer().render(control, scale: 2))
    // Segments are 100 pt (200 px) wide: red titles in the first and third, blue in the second.
    #expect(image.box(columns: 0..<200, where: \.isReddish) != nil)
    #expect(image.box(columns: 400..<600, where: \.isReddish) != nil)
    #expect(image.box(columns: 200..<400, where: \.isReddish) == nil)
    let blue = try #require(image.box(where: \.isBluish))
    #expect(blue.minX >= 200 && blue.maxX < 400)
  }

  @Test func aTitleFontChangesTheSegmentsSize() {
    let control = UISegmentedControl(items: ["快车", "出租车"])
    let before = control.intrinsicContentSize.width
    control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 26)], for: .normal)
    // The widest title, 出租车, grows from three 13 pt ems to three 26 pt ems in both segments.
    #expect(control.intrinsicContentSize.width == before + 2 * 3 * 13)
  }

  /// Apple's Dynamic Type sizes at the default text size: body 17 pt regular, title1 28 pt.
  @Test func symbolConfigurationsFollowTextStyles() {
    _ = Headless()
    let body = UIImage.SymbolConfiguration(textStyle: .body)
    #expect(body.pointSize == 17)
    #expect(body.weight == .regular)
    let title = UIImage.SymbolConfiguration(textStyle: .title1, scale: .large)
    #expect(title.pointSize == 28)
    #expect(title.scale == .large)
  }

  @Test func textFieldsAndTextViewsAdjustTheirFonts() {
    let headless = HeadlessWindow()
    let field = UITextField()
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    let view = UITextView()
    view.font = .preferredFont(forTextStyle: .body)
    view.adjustsFontForContentSizeCategory = true
    let fixed = UITextField()
    fixed.font = .preferredFont(forTextStyle: .body)
    for input in [field, view, fixed] as [UIView] { headless.root.addSubview(input) }
    headless.nextFrame()
    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityLarge)
    headless.nextFrame()
    // Body at accessibility large is 33 pt (Apple's Dynamic Type table).
    #expect(field.font?.pointSize == 33)
    #expect(view.font?.pointSize == 33)
    #expect(fixed.font?.pointSize == 17)
  }
}
