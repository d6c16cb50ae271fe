import Testing
@_spi(Hail) import UIKit

/// A label measures its text once for as long as nothing that sizes it changes, as UIKit's caches
/// its text layout: asked again (each layout pass of a moving map asks its attribution), it answers
/// from its last two measurements; a new text, font, line break, line limit, wrap width, attributed text
/// or screen scale measures again, and gives the size a fresh label would.
@MainActor
@Suite struct UILabelMeasurementTests {
  /// A new label set up like `label`, measured once: the size the measurement must equal.
  private func fresh(
    _ text: String?, font: UIFont, lines: Int = 1, lineBreak: NSLineBreakMode = .byTruncatingTail,
    attributed: NSAttributedString? = nil, fitting size: CGSize = .zero
  ) -> CGSize {
    let label = UILabel()
    label.text = text
    label.font = font
    label.numberOfLines = lines
    label.lineBreakMode = lineBreak
    if let attributed { label.attributedText = attributed }
    return label.sizeThatFits(size)
  }

  @Test func measuringAgainWithNothingChangedReusesTheMeasurement() {
    _ = Headless()
    let label = UILabel()
    label.text = "© OpenStreetMap contributors"
    label.font = .systemFont(ofSize: 10)
    let first = label.sizeThatFits(.zero)
    #expect(label.textMeasurements == 1)
    for _ in 0..<5 {
      #expect(label.sizeThatFits(.zero) == first)
      #expect(label.intrinsicContentSize == first)
    }
    // The same text and an equal font set again change nothing.
    label.text = "© OpenStreetMap contributors"
    label.font = .systemFont(ofSize: 10)
    label.textColor = .red
    #expect(label.sizeThatFits(.zero) == first)
    #expect(label.textMeasurements == 1)
  }

  /// A layout pass that asks for the intrinsic size and the size in a width, over and over, measures
  /// each once: the label keeps both. A third size pushes out the one used longer ago.
  @Test func theUnwrappedSizeAndTheSizeInAWidthAreBothKept() {
    _ = Headless()
    let label = UILabel()
    label.text = "Kaivokatu 1, Helsinki, Uusimaa"
    label.font = .systemFont(ofSize: 15)
    label.numberOfLines = 0
    let unwrapped = label.intrinsicContentSize
    let narrow = label.sizeThatFits(CGSize(width: 80, height: 0))
    #expect(narrow.width < unwrapped.width && narrow.height > unwrapped.height)
    for _ in 0..<5 {
      #expect(label.intrinsicContentSize == unwrapped)
      #expect(label.sizeThatFits(CGSize(width: 80, height: 0)) == narrow)
    }
    #expect(label.textMeasurements == 2)
    // The intrinsic size asked for last: a new width pushes out the other one.
    #expect(label.intrinsicContentSize == unwrapped)
    _ = label.sizeThatFits(CGSize(width: 120, height: 0))
    #expect(label.textMeasurements == 3)
    #expect(label.intrinsicContentSize == unwrapped)
    #expect(label.textMeasurements == 3)
    #expect(label.sizeThatFits(CGSize(width: 80, height: 0)) == narrow)
    #expect(label.textMeasurements == 4)
  }

  /// Attributed text styled again with the values it has (a label styled in `layoutSubviews`)
  /// keeps its measurement; a new value restyles and measures again.
  @Test func restylingAttributedTextWithItsOwnValuesChangesNothing() {
    _ = Headless()
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "快车", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
    let size = label.sizeThatFits(.zero)
    label.font = .systemFont(ofSize: 20)
    label.textColor = .red
    #expect(label.sizeThatFits(.zero) == size)
    #expect(label.textMeasurements == 1)
    label.font = .systemFont(ofSize: 24)
    #expect(label.sizeThatFits(.zero) != size)
    #expect(label.textMeasurements == 2)
  }

  @Test func whatSizesTheTextMeasuresItAgain() {
    _ = Headless()
    let label = UILabel()
    label.text = "Kaisaniemenkatu"
    label.font = .systemFont(ofSize: 10)
    _ = label.sizeThatFits(.zero)
    var count = label.textMeasurements

    /// Measures, expects one more layout, and the size of a fresh label like this one.
    func expectMeasured(_ expected: CGSize, fitting size: CGSize = .zero, _ why: String) {
      #expect(label.sizeThatFits(size) == expected, "\(why)")
      count += 1
      #expect(label.textMeasurements == count, "\(why)")
    }
    label.text = "Kaisaniemenranta, Helsinki"
    expectMeasured(fresh("Kaisaniemenranta, Helsinki", font: .systemFont(ofSize: 10)), "text")
    label.font = .systemFont(ofSize: 17)
    expectMeasured(fresh("Kaisaniemenranta, Helsinki", font: .systemFont(ofSize: 17)), "font")
    label.numberOfLines = 0
    let narrow = CGSize(width: 80, height: 0)
    expectMeasured(
      fresh("Kaisaniemenranta, Helsinki", font: .systemFont(ofSize: 17), lines: 0, fitting: narrow),
      fitting: narrow, "wrapped")
    let wider = CGSize(width: 150, height: 0)
    expectMeasured(
      fresh("Kaisaniemenranta, Helsinki", font: .systemFont(ofSize: 17), lines: 0, fitting: wider),
      fitting: wider, "wider")
    label.lineBreakMode = .byCharWrapping
    expectMeasured(
      fresh(
        "Kaisaniemenranta, Helsinki", font: .systemFont(ofSize: 17), lines: 0, lineBreak: .byCharWrapping,
        fitting: wider), fitting: wider, "line break")
    let styled = NSAttributedString(
      string: "Kaisaniemenranta, Helsinki", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
    label.attributedText = styled
    let bold = fresh(nil, font: .systemFont(ofSize: 17), lines: 0, attributed: styled, fitting: wider)
    expectMeasured(bold, fitting: wider, "attributed text")
    // The same string as plain text drops the bold 24-point styling (the label's font is now the
    // styling's, so plain it measures the same font: compare with a fresh plain label).
    label.text = "Kaisaniemenranta, Helsinki"
    expectMeasured(
      fresh(
        "Kaisaniemenranta, Helsinki", font: label.font, lines: 0, lineBreak: .byCharWrapping, fitting: wider),
      fitting: wider, "plain again")
  }

  @Test func anotherScreenScaleMeasuresAgain() {
    _ = Headless(scale: 2)
    let label = UILabel()
    label.text = "快车"
    // 15.3 pt: 30.6 points of text, rounded up to whole pixels, 31 at 2x and 30.67 at 3x.
    label.font = .systemFont(ofSize: 15.3)
    let atTwo = label.sizeThatFits(.zero)
    UIScreen.main.configure(size: CGSize(width: 375, height: 667), scale: 3, safeAreaInsets: .zero)
    let atThree = label.sizeThatFits(.zero)
    #expect(label.textMeasurements == 2)
    #expect(atThree == fresh("快车", font: .systemFont(ofSize: 15.3)))
    #expect(atTwo.width == 31)
    #expect(abs(atThree.width - 92.0 / 3) < 1e-9)
  }
}
