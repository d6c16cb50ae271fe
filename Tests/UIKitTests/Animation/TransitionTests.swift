@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct TransitionTests {
  /// A red 100 × 100 card at (100, 100) on the white root view.
  private func setUp() -> (Headless, UIView) {
    let app = Headless()
    app.root.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    card.backgroundColor = .red
    app.root.addSubview(card)
    app.nextFrame()
    return (app, card)
  }

  private func render(_ app: Headless) -> CGImage { ViewRenderer().render(app.window)! }

  @Test func aCrossDissolveShowsTheOldPictureFadingOverTheNewContent() {
    let (app, card) = setUp()
    var finished: [Bool] = []
    UIView.transition(
      with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
      animations: { card.backgroundColor = .blue }, completion: { finished.append($0) })
    #expect(card.backgroundColor == .blue)  // changed at once
    #expect(render(app).pixel(atPoint: 150, 150) == .red)
    app.advance(0.25)
    // 75 % of the red picture over the blue: (191, 0, 64).
    #expect(render(app).pixel(atPoint: 150, 150).isClose(to: CGImage.Pixel(r: 191, g: 0, b: 64, a: 255)))
    app.advance(0.75)
    #expect(render(app).pixel(atPoint: 150, 150) == .blue)
    #expect(finished == [true])
    #expect(card.superview!.layer.sublayers!.count == 1)  // the picture is gone
  }

  @Test func aFlipNarrowsTheOldPictureThenWidensTheNewContent() {
    let (app, card) = setUp()
    UIView.transition(
      with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
      animations: { card.backgroundColor = .blue })
    app.advance(0.25)
    // The red picture at half its width about the card's centre (x 125…175); the card hidden.
    var image = render(app)
    #expect(image.pixel(atPoint: 130, 150) == .red)
    #expect(image.pixel(atPoint: 115, 150) == .white)
    #expect(image.pixel(atPoint: 185, 150) == .white)
    app.advance(0.5)
    // Three quarters in: the blue card at half its width.
    image = render(app)
    #expect(image.pixel(atPoint: 130, 150) == .blue)
    #expect(image.pixel(atPoint: 115, 150) == .white)
    app.advance(0.25)
    #expect(render(app).pixel(atPoint: 105, 150) == .blue)
  }

  @Test func fromViewToViewSwapsTheViewsInTheirSuperview() {
    let (app, card) = setUp()
    let back = UIView(frame: card.frame)
    back.backgroundColor = .green
    var finished: [Bool] = []
    UIView.transition(
      from: card, to: back, duration: 0.5, options: .transitionCrossDissolve,
      completion: { finished.append($0) })
    #expect(card.superview == nil)
    #expect(back.superview === app.root)
    app.advance(0.5)
    #expect(finished == [true])
    #expect(render(app).pixel(atPoint: 150, 150) == .green)
  }

  @Test func showHideTransitionViewsKeepsBothViews() {
    let (app, card) = setUp()
    let back = UIView(frame: card.frame)
    back.isHidden = true
    app.root.addSubview(back)
    UIView.transition(
      from: card, to: back, duration: 0.5, options: [.transitionFlipFromTop, .showHideTransitionViews])
    #expect(card.isHidden && !back.isHidden)
    #expect(card.superview === app.root)
    app.advance(0.5)
  }

  @Test func aCurlUpRollsTheOldPictureUpFromItsBottomEdge() {
    let (app, card) = setUp()
    var finished: [Bool] = []
    UIView.transition(
      with: card, duration: 1, options: [.transitionCurlUp, .curveLinear],
      animations: { card.backgroundColor = .blue }, completion: { finished.append($0) })
    app.advance(0.25)
    // A quarter in: the red page's top 75 pt (y 100…175) over the blue card.
    var image = render(app)
    #expect(image.pixel(atPoint: 150, 105) == .red)
    #expect(image.pixel(atPoint: 150, 172) == .red)
    #expect(image.pixel(atPoint: 150, 178) == .blue)
    app.advance(0.5)
    // Three quarters in: 25 pt of it left.
    image = render(app)
    #expect(image.pixel(atPoint: 150, 122) == .red)
    #expect(image.pixel(atPoint: 150, 128) == .blue)
    app.advance(0.25)
    #expect(render(app).pixel(atPoint: 150, 105) == .blue)
    #expect(finished == [true])
    #expect(card.superview!.layer.sublayers!.count == 1)
  }

  @Test func aCurlDownRollsTheOldPictureDownFromItsTopEdge() {
    let (app, card) = setUp()
    UIView.transition(
      with: card, duration: 1, options: [.transitionCurlDown, .curveLinear],
      animations: { card.backgroundColor = .blue })
    app.advance(0.25)
    // A quarter in: the red page's bottom 75 pt (y 125…200) under the blue uncovered above.
    let image = render(app)
    #expect(image.pixel(atPoint: 150, 122) == .blue)
    #expect(image.pixel(atPoint: 150, 128) == .red)
    #expect(image.pixel(atPoint: 150, 195) == .red)
    app.advance(0.75)
    #expect(render(app).pixel(atPoint: 150, 195) == .blue)
  }
}
