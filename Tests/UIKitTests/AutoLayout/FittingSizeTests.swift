import Testing
@_spi(Hail) import UIKit

/// `systemLayoutSizeFitting` and the update-constraints pass.
@MainActor @Suite struct FittingSizeTests {
  @Test func fittingSizeOfACard() {
    let app = Headless()
    let card = UIView()
    let title = UILabel()
    title.text = "Express"
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
      title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
    ])
    let text = title.intrinsicContentSize
    let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(compressed == CGSize(width: text.width + 32, height: text.height + 24))
    let fitted = card.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted == CGSize(width: 300, height: text.height + 24))
    #expect(card.frame == .zero)  // fitting moves nothing
    _ = app
  }

  final class Badge: UIView {
    var updates = 0
    var wide = false
    lazy var width = widthAnchor.constraint(equalToConstant: 20)

    override func updateConstraints() {
      updates += 1
      width.constant = wide ? 60 : 20
      width.isActive = true
      super.updateConstraints()
    }
  }

  @Test func updateConstraintsRunsBeforeLayout() {
    let app = Headless()
    let badge = Badge()
    badge.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: app.root.leadingAnchor),
      badge.topAnchor.constraint(equalTo: app.root.topAnchor),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    #expect(badge.needsUpdateConstraints())
    app.advance(1.0 / 60)
    #expect(badge.updates == 1)
    #expect(badge.frame.width == 20)
    app.advance(1.0 / 60)
    #expect(badge.updates == 1)  // nothing asked for another pass
    badge.wide = true
    badge.setNeedsUpdateConstraints()
    app.root.layoutIfNeeded()
    #expect(badge.updates == 2)
    #expect(badge.frame.width == 60)
    #expect(!badge.hasAmbiguousLayout)
  }
}
