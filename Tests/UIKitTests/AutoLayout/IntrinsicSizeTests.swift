import Testing
@_spi(Hail) import UIKit

/// Intrinsic content sizes with content hugging and compression resistance.
@MainActor @Suite struct IntrinsicSizeTests {
  private func label(_ text: String, in app: Headless) -> UILabel {
    let label = UILabel()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(label)
    return label
  }

  @Test func labelTakesItsIntrinsicSize() {
    let app = Headless()
    let title = label("Where to?", in: app)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: app.root.leadingAnchor, constant: 16),
      title.topAnchor.constraint(equalTo: app.root.topAnchor, constant: 40),
    ])
    app.root.layoutIfNeeded()
    let size = title.intrinsicContentSize
    #expect(size.width > 40 && size.height > 10)
    #expect(title.frame == CGRect(origin: CGPoint(x: 16, y: 40), size: size))
    #expect(title.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(title.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    title.text = "Where to? Kaisaniemi"  // a longer text: the label grows at the next layout
    app.root.layoutIfNeeded()
    #expect(title.frame.width == title.intrinsicContentSize.width)
    #expect(title.frame.width > size.width)
  }

  @Test func lowerHuggingStretches() {
    let app = Headless()
    let name = label("Name", in: app)
    let value = label("Value", in: app)
    name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: app.root.leadingAnchor, constant: 20),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: app.root.trailingAnchor, constant: -20),
      name.topAnchor.constraint(equalTo: app.root.topAnchor),
      value.topAnchor.constraint(equalTo: app.root.topAnchor),
    ])
    app.root.layoutIfNeeded()
    #expect(name.frame.width == name.intrinsicContentSize.width)  // 251 hugs harder
    #expect(value.frame.minX == 20 + name.frame.width + 8)
    #expect(value.frame.maxX == 355)
    name.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
    app.root.layoutIfNeeded()
    #expect(value.frame.width == value.intrinsicContentSize.width)  // now the value hugs harder
    #expect(
      name.frame == CGRect(x: 20, y: 0, width: 355 - 8 - value.frame.width - 20, height: name.frame.height))
  }

  @Test func lowerCompressionResistanceShrinks() {
    let app = Headless()
    let long = label("A rather long title that cannot fit beside the other one", in: app)
    let short = label("Short label that is long too", in: app)
    long.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    NSLayoutConstraint.activate([
      long.leadingAnchor.constraint(equalTo: app.root.leadingAnchor),
      short.leadingAnchor.constraint(equalTo: long.trailingAnchor),
      short.trailingAnchor.constraint(equalTo: app.root.trailingAnchor),
      long.topAnchor.constraint(equalTo: app.root.topAnchor),
      short.topAnchor.constraint(equalTo: app.root.topAnchor),
    ])
    app.root.layoutIfNeeded()
    #expect(long.intrinsicContentSize.width + short.intrinsicContentSize.width > 375)
    #expect(short.frame.width == short.intrinsicContentSize.width)  // 750 keeps it whole
    #expect(long.frame.width == 375 - short.frame.width)  // 749 gives way
  }

  @Test func multiLineLabelWrapsAtItsLaidOutWidth() {
    let app = Headless()
    let body = label(
      "Your driver is on the way: a white Toyota Prius, plate ABC-123, arriving at the pickup in four minutes.",
      in: app)
    body.numberOfLines = 0
    NSLayoutConstraint.activate([
      body.leadingAnchor.constraint(equalTo: app.root.leadingAnchor, constant: 16),
      body.trailingAnchor.constraint(equalTo: app.root.trailingAnchor, constant: -16),
      body.topAnchor.constraint(equalTo: app.root.topAnchor, constant: 100),
    ])
    app.root.layoutIfNeeded()  // one call: the height follows the width in a second pass
    let wrapped = body.sizeThatFits(CGSize(width: 343, height: 0))
    #expect(wrapped.height > 2 * body.font.lineHeight)  // several lines at 343 pt
    #expect(body.frame == CGRect(x: 16, y: 100, width: 343, height: wrapped.height))
  }

  @Test func imageViewAndButtonIntrinsicSizes() {
    let app = Headless()
    let image = UIImageView(
      image: UIGraphicsImageRenderer(size: CGSize(width: 24, height: 18)).image { _ in })
    let button = UIButton(type: .system)
    button.setTitle("Call", for: .normal)
    for view in [image, button] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      app.root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: app.root.leadingAnchor, constant: 10),
      image.topAnchor.constraint(equalTo: app.root.topAnchor, constant: 10),
      button.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 10),
      button.centerYAnchor.constraint(equalTo: image.centerYAnchor),
    ])
    app.root.layoutIfNeeded()
    #expect(image.frame == CGRect(x: 10, y: 10, width: 24, height: 18))
    let size = button.intrinsicContentSize
    // Centred on the image's centre (y 19); the top edge rounds to the 2x screen's pixels.
    let top = ((19 - size.height / 2) * 2).rounded() / 2
    #expect(button.frame == CGRect(x: 44, y: top, width: size.width, height: size.height))
  }
}
