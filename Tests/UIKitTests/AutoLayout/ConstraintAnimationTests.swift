import Testing
@_spi(Hail) import UIKit

/// A constraint change animated the iOS way: change the constant, then `layoutIfNeeded()` inside
/// `UIView.animate`.
@MainActor @Suite struct ConstraintAnimationTests {
  @Test func presentationFrameMovesHalfWayAtHalfTime() {
    let app = Headless()
    let sheet = UIView()
    sheet.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(sheet)
    let top = sheet.topAnchor.constraint(equalTo: app.root.topAnchor, constant: 500)
    NSLayoutConstraint.activate([
      top,
      sheet.leadingAnchor.constraint(equalTo: app.root.leadingAnchor),
      sheet.trailingAnchor.constraint(equalTo: app.root.trailingAnchor),
      sheet.heightAnchor.constraint(equalToConstant: 300),
    ])
    app.root.layoutIfNeeded()
    #expect(sheet.frame == CGRect(x: 0, y: 500, width: 375, height: 300))
    top.constant = 200
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      app.root.layoutIfNeeded()
    }
    #expect(sheet.frame.minY == 200)  // the model moves at once
    app.advance(0.5)
    let halfWay = sheet.layer.presentation()!.frame
    #expect(abs(halfWay.minY - 350) < 0.01)
    #expect(halfWay.width == 375)
    app.advance(0.6)
    #expect(sheet.layer.presentation()!.frame.minY == 200)
  }
}
