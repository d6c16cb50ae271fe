import Testing
@_spi(Hail) import UIKit

/// `preferredFont(forTextStyle:)` gives Apple's Dynamic Type sizes; `UIFontMetrics` scales as the
/// style does; labels that adjust follow the text size.
@MainActor
@Suite("Dynamic Type")
struct DynamicTypeTests {
  private func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
    UIFont.preferredFont(
      forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
    ).pointSize
  }

  @Test("The default category's sizes: large title 34 … caption 2 11; headline semibold")
  func defaultSizes() {
    UIApplication.shared.resetHeadless()
    let styles: [UIFont.TextStyle] = [
      .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
      .caption2,
    ]
    #expect(
      styles.map { UIFont.preferredFont(forTextStyle: $0).pointSize } == [
        34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11,
      ])
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .body).weight == .regular)
  }

  @Test("Body across all twelve categories; other styles at the ends")
  func categories() {
    let body = UIContentSizeCategory.allOrdered.map { size(.body, $0) }
    #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(size(.largeTitle, .extraSmall) == 31)
    #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
    #expect(size(.footnote, .extraSmall) == 12)
    #expect(size(.caption2, .extraExtraExtraLarge) == 17)
    #expect(size(.title1, .accessibilityMedium) == 38)
  }

  @Test("Categories order from extra small to the accessibility sizes")
  func ordering() {
    #expect(UIContentSizeCategory.small < .large)
    #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
  }

  @Test("UIFontMetrics scales by the style's size over its size at large, within a maximum")
  func metrics() {
    let xxxLarge = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let font = UIFont.systemFont(ofSize: 20)
    #expect(
      UIFontMetrics(forTextStyle: .body).scaledFont(for: font, compatibleWith: xxxLarge).pointSize == 20.0
        * 23 / 17)
    #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: xxxLarge) == 34.0 * 23 / 17)
    #expect(
      UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10, compatibleWith: xxxLarge) == 10.0 * 34 / 28)
    let capped = UIFontMetrics(forTextStyle: .body).scaledFont(
      for: font, maximumPointSize: 24, compatibleWith: xxxLarge)
    #expect(capped.pointSize == 24)
  }

  @Test("A label that adjusts follows the text size at its next layout pass; one that doesn't keeps its font")
  func labelAdjusts() {
    let headless = HeadlessWindow()
    let adjusting = UILabel()
    adjusting.font = .preferredFont(forTextStyle: .body)
    adjusting.adjustsFontForContentSizeCategory = true
    adjusting.text = "Hail"
    let scaled = UILabel()
    scaled.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 20))
    scaled.adjustsFontForContentSizeCategory = true
    let fixed = UILabel()
    fixed.font = .preferredFont(forTextStyle: .body)
    for label in [adjusting, scaled, fixed] { headless.root.addSubview(label) }
    headless.nextFrame()
    let heightBefore = adjusting.intrinsicContentSize.height
    var posted: [UIContentSizeCategory] = []
    let observer = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
    ) { note in
      if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
        MainActor.assumeIsolated { posted.append(category) }
      }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityLarge)
    #expect(posted == [.accessibilityLarge])
    #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityLarge)
    headless.nextFrame()
    #expect(adjusting.font.pointSize == 33)
    #expect(scaled.font.pointSize == 20.0 * 33 / 17)
    #expect(fixed.font.pointSize == 17)
    // Line height grows with the font (to within the pixel rounding of the measure).
    #expect(abs(adjusting.intrinsicContentSize.height - heightBefore * 33 / 17) <= 1)
  }
}

extension UIContentSizeCategory {
  static let allOrdered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]
}
