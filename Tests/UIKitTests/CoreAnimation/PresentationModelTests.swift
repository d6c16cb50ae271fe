import Testing
@_spi(Hail) import UIKit

/// A presentation copy leads back to its model layer (`model()`), as Apple's does; the copy holds
/// its model, so a copy kept past its model's removal still leads back to it.
@MainActor
@Suite struct PresentationModelTests {
  @Test func aCopyLeadsBackToItsModel() {
    let app = Headless()
    let model = CABasicAnimationTests.layerOnScreen(app)
    let copy = model.presentation()!
    #expect(copy !== model)
    #expect(copy.model() === model)
    #expect(model.model() === model)
  }

  @Test func aCopyKeptPastItsModelStillLeadsBackToIt() {
    let app = Headless()
    var model: CALayer? = CABasicAnimationTests.layerOnScreen(app)
    let copy = model!.presentation()!
    weak var dropped = model
    model!.removeFromSuperlayer()
    model = nil
    #expect(dropped != nil)
    #expect(copy.model() === dropped)
  }
}
