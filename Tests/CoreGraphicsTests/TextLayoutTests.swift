@_spi(Hail) import CoreGraphics
import Foundation
import Testing

@Suite struct TextLayoutTests {
  let text = TextLayout.shared
  let body = CGTextStyle(size: 16)

  @Test func chineseIsOneEmPerCharacter() {
    for label in ["快车", "出租车"] {
      let size = text.measure(label, style: body)
      #expect(abs(size.width - 16 * CGFloat(label.count)) < 0.5, "\(label): \(size)")
      #expect(size.height == text.metrics(for: body).lineHeight)
    }
  }

  @Test func englishMeasuresAndScalesWithSize() {
    let small = text.measure("Express", style: CGTextStyle(size: 10))
    let large = text.measure("Express", style: CGTextStyle(size: 20))
    #expect(small.width > 20 && small.width < 70)
    #expect(abs(large.width - 2 * small.width) < 0.5)
    #expect(abs(large.height - 2 * small.height) < 0.5)
  }

  /// Styles prepared in the background are laid out (their font descriptions made, their fonts
  /// loaded) when `done` runs, and measure as usual afterwards. Sizes no other test uses, so the
  /// styles are new to the process.
  @Test(.timeLimit(.minutes(1))) func stylesPreparedInTheBackgroundAreLaidOut() async {
    let styles = [CGTextStyle(size: 41.25, weight: .semibold), CGTextStyle(size: 43.75, language: "en")]
    #expect(text.stylesLaidOut.isDisjoint(with: styles), "new to the shared layout")
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      TextLayout.prepareInBackground(styles: styles, done: { finished.resume() })
    }
    #expect(text.stylesLaidOut.isSuperset(of: styles))
    let width = text.measure("快车", style: styles[0]).width
    #expect(abs(width - 2 * 41.25) < 0.5, "\(width)")
  }

  /// Each style is prepared after its turn comes (`waitForTurn`, which an app makes the end of a
  /// frame): at each turn the styles before it are laid out and it is not yet.
  @Test(.timeLimit(.minutes(1))) func eachStyleWaitsForItsTurn() async {
    let styles = [CGTextStyle(size: 45.25), CGTextStyle(size: 46.75, weight: .bold), CGTextStyle(size: 47.5)]
    #expect(text.stylesLaidOut.isDisjoint(with: styles), "new to the shared layout")
    final class Turns: @unchecked Sendable {
      let lock = NSLock()
      var laidOutAtTurn: [Set<CGTextStyle>] = []
    }
    let turns = Turns()
    let layout = text
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      TextLayout.prepareInBackground(
        styles: styles, done: { finished.resume() },
        waitForTurn: {
          let laidOut = layout.stylesLaidOut.intersection(styles)
          turns.lock.withLock { turns.laidOutAtTurn.append(laidOut) }
        })
    }
    #expect(turns.laidOutAtTurn == [[], [styles[0]], [styles[0], styles[1]]])
    #expect(text.stylesLaidOut.isSuperset(of: styles))
  }

  @Test func metricsAreConsistent() {
    let metrics = text.metrics(for: body)
    #expect(metrics.ascender > 0 && metrics.descender < 0)
    #expect(abs(metrics.ascender - metrics.descender - metrics.lineHeight) < 1e-9)
    #expect(metrics.lineHeight > 16 && metrics.lineHeight < 32)
  }

  @Test func boldIsWiderThanRegular() {
    let regular = text.measure("Hail 快车 Express", style: body)
    let bold = text.measure("Hail 快车 Express", style: CGTextStyle(size: 16, weight: .bold))
    #expect(bold.width > regular.width)
  }

  @Test func emptyTextAndMissingFamily() {
    #expect(text.measure("", style: body) == .zero)
    let fallback = text.measure("快车", style: CGTextStyle(size: 16, family: "No Such Family Anywhere"))
    #expect(fallback.width > 0 && fallback.height > 0)
    #expect(text.measure("快车", style: CGTextStyle(size: .nan)).width >= 0)
  }

  @Test func wrappingAndLineLimits() {
    let long = "快车出租车专车顺风车代驾 Express Taxi Premier"
    let lineHeight = text.metrics(for: body).lineHeight
    let unlimited = text.measure(long, style: body, maxWidth: 100)
    #expect(unlimited.width <= 100 && unlimited.height >= 3 * lineHeight)
    let one = text.measure(long, style: body, maxWidth: 100, numberOfLines: 1)
    #expect(one.width <= 100 && one.height == lineHeight)
    let two = text.measure(long, style: body, maxWidth: 100, numberOfLines: 2)
    #expect(two.height == 2 * lineHeight)
    let clipped = text.measure(long, style: body, maxWidth: 100, numberOfLines: 2, lineBreak: .clipping)
    #expect(clipped.height == 2 * lineHeight)
  }

  @Test func hardLineBreaksCountTowardsTheLimit() {
    let lineHeight = text.metrics(for: body).lineHeight
    #expect(text.measure("一\n二\n三", style: body).height == 3 * lineHeight)
    #expect(text.measure("一\n二\n三", style: body, numberOfLines: 2).height == 2 * lineHeight)
    #expect(text.measure("一\n二\n三", style: body, maxWidth: 200, numberOfLines: 2).height == 2 * lineHeight)
  }

  @Test func truncatedTextEndsWithAnEllipsisWithinTheWidth() {
    let long = "Express Taxi Premier Carpool Designated Driver"
    let truncated = text.measure(long, style: body, maxWidth: 120, numberOfLines: 1)
    let ellipsis = text.measure("…", style: body)
    #expect(truncated.width <= 120 && truncated.width > ellipsis.width)
  }

  /// Draws `label` at (10, 10) points at scale 2 and checks the ink lies in the measured box.
  @Test(arguments: ["快车", "出租车", "Hail Express", "gjpqy ÅÉ 快车"])
  func inkFitsInTheMeasuredSize(label: String) throws {
    let scale: CGFloat = 2
    let size = text.measure(label, style: body)
    let context = makeContext(width: 200, height: 80, scale: scale)
    text.draw(
      label, style: body, color: .black, in: CGRect(origin: CGPoint(x: 10, y: 10), size: size),
      context: context)
    let ink = try #require(context.makeImage()!.inkBounds())
    let measured = CGRect(
      x: 10 * scale, y: 10 * scale, width: size.width * scale, height: size.height * scale)
    // One pixel of slack for antialiasing at the edges.
    #expect(measured.insetBy(dx: -1, dy: -1).contains(ink), "ink \(ink) outside \(measured)")
    #expect(ink.width > measured.width / 2)
  }

  @Test func limitedLinesDrawNoInkBelowTheLimit() throws {
    let context = makeContext(width: 120, height: 200)
    let lineHeight = text.metrics(for: body).lineHeight
    text.draw(
      "一\n二\n三\n四", style: body, color: .black, in: CGRect(x: 0, y: 0, width: 120, height: 200),
      numberOfLines: 2, context: context)
    let ink = try #require(context.makeImage()!.inkBounds())
    #expect(ink.maxY <= 2 * lineHeight + 1)
  }

  @Test func alignmentPlacesTheLine() throws {
    func inkMinX(_ alignment: TextLayout.Alignment) throws -> CGFloat {
      let context = makeContext(width: 200, height: 40)
      text.draw(
        "快车", style: body, color: .black, in: CGRect(x: 0, y: 0, width: 200, height: 40),
        alignment: alignment,
        context: context)
      return try #require(context.makeImage()!.inkBounds()).minX
    }
    let left = try inkMinX(.left)
    let center = try inkMinX(.center)
    let right = try inkMinX(.right)
    #expect(left < 5 && abs(center - (100 - 16)) < 3 && abs(right - (200 - 32)) < 3)
  }

  @Test func colourAndAlphaAreApplied() throws {
    let context = makeContext(width: 60, height: 40)
    context.setAlpha(0.5)
    text.draw(
      "█", style: CGTextStyle(size: 30), color: CGColor(red: 0, green: 0, blue: 1, alpha: 1),
      in: CGRect(x: 0, y: 0, width: 60, height: 40), context: context)
    let image = context.makeImage()!
    let ink = try #require(image.inkBounds(alphaAbove: 100))
    let pixel = try #require(image.pixel(x: Int(ink.midX), y: Int(ink.midY)))
    #expect(pixel.b == 255 && pixel.r == 0 && near(pixel.a, 128, 1))
  }

  @Test func simplifiedChineseFormsDifferFromJapanese() {
    // 直 has distinct Simplified Chinese and Japanese forms; the language tag selects them.
    func render(_ language: String) -> [CGImage.Pixel?] {
      let context = makeContext(width: 40, height: 40)
      text.draw(
        "直", style: CGTextStyle(size: 32, language: language), color: .black,
        in: CGRect(x: 0, y: 0, width: 40, height: 40), context: context)
      let image = context.makeImage()!
      return (0..<40).flatMap { y in (0..<40).map { image.pixel(x: $0, y: y) } }
    }
    #expect(render("zh-cn") != render("ja"))
  }

  @Test func badRectanglesDoNotCrash() {
    let context = makeContext(width: 20, height: 20)
    text.draw(
      "快车", style: body, color: .black, in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      context: context)
    text.draw(
      "快车", style: body, color: .black, in: CGRect(x: 0, y: 0, width: -10, height: 10), context: context)
    text.draw(
      "快车", style: body, color: .black, in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
      numberOfLines: 1,
      context: context)
    #expect(text.measure("快车", style: body, maxWidth: -5).width > 0)
  }
}
