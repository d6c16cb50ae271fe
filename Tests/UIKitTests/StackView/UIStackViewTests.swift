import Testing
@_spi(Hail) import UIKit

/// `UIStackView` in every distribution and alignment, with exact frames.
@MainActor @Suite struct UIStackViewTests {
  /// A view with a fixed intrinsic size, like a label with known text.
  final class Block: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  /// A stack in the root at (10, 20), `width` × `height`, holding blocks of the given sizes.
  private func makeStack(
    _ app: Headless, _ sizes: [(CGFloat, CGFloat)], width: CGFloat = 300, height: CGFloat = 100,
    configure: (UIStackView) -> Void = { _ in }
  ) -> (UIStackView, [Block]) {
    let blocks = sizes.map { Block($0.0, $0.1) }
    let stack = UIStackView(arrangedSubviews: blocks)
    stack.translatesAutoresizingMaskIntoConstraints = false
    configure(stack)
    app.root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: app.root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: app.root.topAnchor, constant: 20),
      stack.widthAnchor.constraint(equalToConstant: width),
      stack.heightAnchor.constraint(equalToConstant: height),
    ])
    app.root.layoutIfNeeded()
    return (stack, blocks)
  }

  private let three: [(CGFloat, CGFloat)] = [(40, 20), (60, 30), (80, 40)]

  @Test func fillStretchesTheLeastHuggingView() {
    let app = Headless()
    let (_, blocks) = makeStack(app, three) { stack in
      stack.spacing = 10
      stack.arrangedSubviews[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
    }
    // 40 + 60 + 80 + 2 × 10 = 200 of 300: the middle view (hugging 249) takes the other 100.
    #expect(
      blocks.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 50, y: 0, width: 160, height: 100),
        CGRect(x: 220, y: 0, width: 80, height: 100),
      ])
    #expect(blocks.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
  }

  @Test func fillEqually() {
    let app = Headless()
    let (_, blocks) = makeStack(app, three, width: 320) { stack in
      stack.spacing = 10
      stack.distribution = .fillEqually
    }
    #expect(blocks.map(\.frame.minX) == [0, 110, 220])
    #expect(blocks.map(\.frame.width) == [100, 100, 100])
  }

  @Test func fillProportionally() {
    let app = Headless()
    let (_, blocks) = makeStack(app, [(40, 20), (60, 30), (100, 40)], width: 320) { stack in
      stack.spacing = 10
      stack.distribution = .fillProportionally
    }
    // 300 after the spacings, shared 40 : 60 : 100.
    #expect(blocks.map(\.frame.minX) == [0, 70, 170])
    #expect(blocks.map(\.frame.width) == [60, 90, 150])
  }

  @Test func equalSpacing() {
    let app = Headless()
    let (_, blocks) = makeStack(app, three) { stack in
      stack.spacing = 10
      stack.distribution = .equalSpacing
    }
    // (300 − 180) / 2 = 60 between each pair; the views keep their intrinsic widths.
    #expect(blocks.map(\.frame.minX) == [0, 100, 220])
    #expect(blocks.map(\.frame.width) == [40, 60, 80])
  }

  @Test func equalCentering() {
    let app = Headless()
    let (_, blocks) = makeStack(app, three) { stack in
      stack.spacing = 10
      stack.distribution = .equalCentering
    }
    // Centres at 20 and 260 for the end views; the middle one's centre halfway, at 140.
    #expect(blocks.map(\.frame.midX) == [20, 140, 260])
  }

  @Test func alignments() {
    let app = Headless()
    let expectations: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
      (.fill, [0, 0, 0], [100, 100, 100]),
      (.top, [0, 0, 0], [20, 30, 40]),
      (.center, [40, 35, 30], [20, 30, 40]),
      (.bottom, [80, 70, 60], [20, 30, 40]),
    ]
    for (alignment, tops, heights) in expectations {
      let (stack, blocks) = makeStack(app, three, width: 200) { $0.spacing = 10 }
      stack.alignment = alignment
      app.root.layoutIfNeeded()
      #expect(blocks.map(\.frame.minY) == tops, "\(alignment)")
      #expect(blocks.map(\.frame.height) == heights, "\(alignment)")
      #expect(blocks.map(\.frame.minX) == [0, 50, 120], "\(alignment)")
      stack.removeFromSuperview()
    }
  }

  @Test func baselineAlignments() {
    let app = Headless()
    let big = UILabel()
    big.text = "Express"
    big.font = .systemFont(ofSize: 30)
    let small = UILabel()
    small.text = "¥23"
    small.font = .systemFont(ofSize: 14)
    let stack = UIStackView(arrangedSubviews: [big, small])
    stack.alignment = .firstBaseline
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: app.root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: app.root.topAnchor, constant: 100),
    ])
    app.root.layoutIfNeeded()
    let firstBaseline = { (label: UILabel) in label.frame.minY + label.font.ascender }
    #expect(abs(firstBaseline(big) - firstBaseline(small)) < 0.5)  // within a pixel's rounding
    #expect(big.frame.minY == 0)  // the taller text meets the top
    #expect(stack.frame.height == big.frame.height)  // the stack hugs its views
    #expect(stack.frame.width == big.frame.width + 8 + small.frame.width)
    stack.alignment = .lastBaseline
    app.root.layoutIfNeeded()
    let lastBaseline = { (label: UILabel) in label.frame.maxY + label.font.descender }
    #expect(abs(lastBaseline(big) - lastBaseline(small)) < 0.5)
  }

  @Test func verticalSpacingAndCustomSpacing() {
    let app = Headless()
    let (stack, blocks) = makeStack(app, three, height: 200) { stack in
      stack.axis = .vertical
      stack.alignment = .leading
      stack.spacing = 5
    }
    stack.setCustomSpacing(15, after: blocks[0])
    #expect(stack.customSpacing(after: blocks[0]) == 15)
    #expect(stack.customSpacing(after: blocks[1]) == UIStackView.spacingUseDefault)
    // Fill: on a hugging tie the last view takes the slack (200 − 90 − 20 = 90 more).
    app.root.layoutIfNeeded()
    #expect(blocks.map(\.frame.minY) == [0, 35, 70])
    #expect(blocks.map(\.frame.height) == [20, 30, 130])
    #expect(blocks.map(\.frame.minX) == [0, 0, 0])
    #expect(blocks.map(\.frame.width) == [40, 60, 80])
  }

  @Test func layoutMarginsRelativeArrangement() {
    let app = Headless()
    let (_, blocks) = makeStack(app, three, width: 220, height: 60) { stack in
      stack.isLayoutMarginsRelativeArrangement = true
      stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }
    #expect(
      blocks.map(\.frame) == [
        CGRect(x: 10, y: 10, width: 40, height: 40), CGRect(x: 50, y: 10, width: 60, height: 40),
        CGRect(x: 110, y: 10, width: 100, height: 40),
      ])
  }

  @Test func baselineRelativeVerticalArrangement() {
    let app = Headless()
    let first = UILabel()
    first.text = "Pickup"
    let second = UILabel()
    second.text = "Kaisaniemi"
    second.font = .systemFont(ofSize: 24)
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 30
    stack.isBaselineRelativeArrangement = true
    stack.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: app.root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: app.root.topAnchor),
    ])
    app.root.layoutIfNeeded()
    let firstLast = first.frame.maxY + first.font.descender
    let secondFirst = second.frame.minY + second.font.ascender
    #expect(abs(secondFirst - firstLast - 30) < 0.5)
  }

  @Test func arrangedSubviewsBookkeeping() {
    let app = Headless()
    let (stack, blocks) = makeStack(app, three) { $0.spacing = 10 }
    let extra = Block(10, 10)
    stack.insertArrangedSubview(extra, at: 1)
    #expect(stack.arrangedSubviews == [blocks[0], extra, blocks[1], blocks[2]] as [UIView])
    #expect(stack.subviews.last === extra)
    stack.removeArrangedSubview(extra)
    #expect(stack.arrangedSubviews == blocks as [UIView])
    #expect(extra.superview === stack)  // still a subview
    blocks[2].removeFromSuperview()
    #expect(stack.arrangedSubviews == [blocks[0], blocks[1]] as [UIView])
    extra.removeFromSuperview()
    app.root.layoutIfNeeded()
    #expect(blocks[1].frame.maxX == 300)  // the last arranged view now ends the stack
  }

  @Test func hiddenViewCollapsesAnimated() {
    let app = Headless()
    let (stack, blocks) = makeStack(app, three, width: 200) { $0.spacing = 10 }
    #expect(blocks[2].frame.minX == 120)
    blocks[1].isHidden = true
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      stack.layoutIfNeeded()
    }
    // The hidden view collapses where the first ends; the third moves to 40 + 10 and, a hugging
    // tie, the last view takes the 70 pt of slack.
    #expect(blocks[1].frame == CGRect(x: 40, y: 0, width: 0, height: 100))
    #expect(blocks[2].frame == CGRect(x: 50, y: 0, width: 150, height: 100))
    app.advance(0.5)
    #expect(abs(blocks[2].layer.presentation()!.frame.minX - 85) < 0.01)
    app.advance(0.6)
    blocks[1].isHidden = false
    app.root.layoutIfNeeded()
    #expect(blocks[2].frame.minX == 120)
  }
}
