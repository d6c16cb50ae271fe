import Testing
@_spi(Hail) import UIKit

/// A sheet on an iPhone 15 (393 × 852, safe area 59 / 34): a large sheet's top is 59 + 10 = 69,
/// `maximumDetentValue` is 852 − 34 − 69 = 749, the medium detent half of it, 375 (rounded), so
/// its top is 852 − 34 − 375 = 443.
@MainActor
struct SheetStage {
  let stage = ControllerStage(
    size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  let presenter = UIViewController()
  let content = UIViewController()
  var sheet: UISheetPresentationController { content.sheetPresentationController! }

  init(configure: (UISheetPresentationController) -> Void = { _ in }) {
    stage.show(presenter)
    configure(content.sheetPresentationController!)
    presenter.present(content, animated: false)
  }

  var sheetTop: CGFloat { sheet.presentedView!.frame.minY }
  var shownTop: CGFloat { sheet.presentedView!.layer.presentation()!.frame.minY }
}

final class SheetDelegateLog: NSObject, UISheetPresentationControllerDelegate {
  var calls: [String] = []
  var allowsDismissal = true

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ controller: UISheetPresentationController
  ) {
    calls.append("didChange(\(controller.selectedDetentIdentifier?.rawValue ?? "nil"))")
  }
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    calls.append("shouldDismiss")
    return allowsDismissal
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss")
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    calls.append("didAttemptToDismiss")
  }
}

@MainActor
@Suite("UISheetPresentationController")
struct SheetPresentationTests {
  @Test("A plain controller presents as a large page sheet; the presenter stays and hears nothing")
  func automaticIsALargeSheet() throws {
    let stage = ControllerStage(
      size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let log = LifecycleLog()
    let presenter = LoggingViewController("A", log: log)
    stage.show(presenter)
    log.clear()
    let content = LoggingViewController("B", log: log)
    #expect(content.modalPresentationStyle == .automatic)
    let sheet = try #require(content.sheetPresentationController)
    #expect(!content.isViewLoaded)
    #expect(sheet.detents.map(\.identifier) == [.large])
    presenter.present(content, animated: false)
    #expect(sheet.presentationStyle == .pageSheet)
    #expect(sheet.presentedView!.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(content.view.frame == CGRect(x: 0, y: 0, width: 393, height: 783))
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(sheet.presentedView!.layer.cornerRadius == 10)
    #expect(log.appearance == ["B.viewWillAppear", "B.viewDidAppear"])
    #expect(presenter.view.window === stage.window)
    #expect(UIViewController().sheetPresentationController != nil)
    let fullScreen = UIViewController()
    fullScreen.modalPresentationStyle = .fullScreen
    #expect(fullScreen.sheetPresentationController == nil)
  }

  @Test("Detents resolve within the safe area: medium, large, custom and clamped custom")
  func detentGeometry() {
    let sheets = SheetStage { sheet in
      sheet.detents = [.medium(), .large(), .custom(identifier: .init("short")) { _ in 200 }]
      sheet.selectedDetentIdentifier = .medium
    }
    #expect(sheets.sheetTop == 443)
    sheets.sheet.selectedDetentIdentifier = .init("short")
    #expect(sheets.sheetTop == 618)
    sheets.sheet.selectedDetentIdentifier = nil
    #expect(sheets.sheetTop == 618)
    sheets.sheet.detents = [.custom { context in context.maximumDetentValue * 2 }]
    #expect(sheets.sheetTop == 69)
    let context = SheetDetentResolutionProbe(maximum: 749)
    #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: context) == 375)
    #expect(UISheetPresentationController.Detent.large().resolvedValue(in: context) == 749)
  }

  @Test("Presenting slides the sheet up with UIKit's default spring and fades the dimming in")
  func presentingAnimates() {
    let stage = ControllerStage(
      size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let presenter = UIViewController()
    stage.show(presenter)
    let content = UIViewController()
    var completed = false
    presenter.present(content, animated: true) { completed = true }
    let sheet = content.sheetPresentationController!
    stage.advance(0.1)
    // From 852 to 69 along x(t) = 1 − (1 + ωt)e^(−ωt), ω = 4π.
    let expected = 852 - 783 * PresentationTests.defaultSpring(at: 0.1)
    #expect(abs(Double(sheet.presentedView!.layer.presentation()!.frame.minY) - expected) < 0.5)
    stage.advance(1)
    #expect(completed)
    #expect(sheet.presentedView!.frame.minY == 69)
    #expect(abs(sheet.containerView!.subviews[0].alpha - 0.4) < 1e-6)
  }

  @Test("The grabber: 36 × 5 pt, centred 5 pt below the top, when preferred")
  func grabber() throws {
    let sheets = SheetStage { $0.prefersGrabberVisible = true }
    sheets.sheet.presentedView!.layoutIfNeeded()
    // The grabber is the sheet's frontmost subview, above the content.
    let grabber = try #require(sheets.sheet.presentedView!.subviews.last)
    #expect(sheets.sheet.presentedView!.subviews.first === sheets.content.view)
    #expect(!grabber.isHidden)
    #expect(grabber.frame == CGRect(x: 178.5, y: 5, width: 36, height: 5))
    sheets.sheet.preferredCornerRadius = 24
    #expect(sheets.sheet.presentedView!.layer.cornerRadius == 24)
  }

  @Test("Dragged up from medium past half-way and released slowly, the sheet settles at large")
  func dragToLarge() {
    let delegate = SheetDelegateLog()
    let sheets = SheetStage { sheet in
      sheet.detents = [.medium(), .large()]
      sheet.delegate = delegate
    }
    #expect(sheets.sheetTop == 443)
    sheets.stage.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), steps: 30, lift: false)
    // The finger moved 300 pt; the sheet follows it from where the pan began (20 pt: the first
    // step beyond the pan's 10 pt hysteresis), so it moved 280 pt.
    #expect(abs(sheets.sheetTop - 153 - 10) < 0.01)
    sheets.stage.advance(0.2)
    sheets.stage.fingers.up()
    #expect(sheets.sheet.selectedDetentIdentifier == .large)
    #expect(delegate.calls == ["didChange(com.apple.UIKit.large)"])
    sheets.stage.advance(1)
    #expect(sheets.sheetTop == 69)
    #expect(sheets.shownTop == 69)
  }

  @Test("A quick flick goes where its momentum projects (0.99 per ms), not to the nearest detent")
  func flickProjects() {
    let sheets = SheetStage { sheet in
      sheet.detents = [.medium(), .large()]
    }
    // 60 pt up in 4 frames of 15 pt: the sheet moves 45 pt (to 398) at 900 pt/s, projected
    // 900 · 0.0995 ≈ 90 pt further: 308 is nearer the medium detent (443) than the large (69).
    sheets.stage.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 540), steps: 4)
    #expect(sheets.sheet.selectedDetentIdentifier == .medium || sheets.sheet.selectedDetentIdentifier == nil)
    sheets.stage.advance(1)
    #expect(sheets.sheetTop == 443)
    // 150 pt up in 5 frames of 30 pt: released at 323 — nearer medium — but at 1800 pt/s, which
    // projects 179 pt further, to 144: nearer large.
    sheets.stage.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), steps: 5)
    #expect(sheets.sheet.selectedDetentIdentifier == .large)
    sheets.stage.advance(1)
    #expect(sheets.sheetTop == 69)
  }

  @Test("Above the highest detent the sheet rubber-bands (0.55)")
  func rubberBand() {
    let sheets = SheetStage()
    sheets.stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), steps: 20, lift: false)
    // 180 pt of finger past the edge (200 less the 20 pt at which the pan began) shows
    // (1 − 1/(180·0.55/852 + 1))·852 ≈ 88.7 pt.
    let overscroll: CGFloat = (1 - 1 / (180 * 0.55 / 852 + 1)) * 852
    #expect(abs(sheets.sheetTop - (69 - overscroll)) < 0.01)
    sheets.stage.fingers.up()
    sheets.stage.advance(1)
    #expect(sheets.sheetTop == 69)
  }

  @Test("Dragged down and released, the sheet is dismissed; the delegate hears will and did")
  func dragToDismiss() {
    let delegate = SheetDelegateLog()
    let sheets = SheetStage { $0.delegate = delegate }
    sheets.stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), steps: 20)
    #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
    #expect(sheets.content.isBeingDismissed)
    sheets.stage.advance(1)
    #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(sheets.presenter.presentedViewController == nil)
    #expect(sheets.content.view.window == nil)
  }

  @Test("A modal sheet refuses: it rubber-bands down, comes back, and the delegate hears the attempt")
  func modalInPresentation() {
    let delegate = SheetDelegateLog()
    let sheets = SheetStage { $0.delegate = delegate }
    sheets.content.isModalInPresentation = true
    sheets.stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), steps: 20, lift: false)
    // 475 pt of finger (500 less the first 25 pt step) past the lowest detent.
    let overscroll: CGFloat = (1 - 1 / (475 * 0.55 / 852 + 1)) * 852
    #expect(abs(sheets.sheetTop - (69 + overscroll)) < 0.01)
    sheets.stage.fingers.up()
    #expect(delegate.calls == ["didAttemptToDismiss"])
    sheets.stage.advance(1)
    #expect(sheets.sheetTop == 69)
    #expect(sheets.presenter.presentedViewController === sheets.content)

    delegate.calls.removeAll()
    sheets.content.isModalInPresentation = false
    delegate.allowsDismissal = false
    sheets.stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), steps: 20)
    #expect(delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
    sheets.stage.advance(1)
    #expect(sheets.sheetTop == 69)
  }

  @Test("Below the largest undimmed detent what is behind stays interactive: a map still pans")
  func undimmedPassesTouches() {
    let sheets = SheetStage { sheet in
      sheet.detents = [.medium(), .large()]
      sheet.largestUndimmedDetentIdentifier = .medium
    }
    var panned: [UIGestureRecognizer.State] = []
    let map = UIView(frame: sheets.presenter.view.bounds)
    map.addGestureRecognizer(UIPanGestureRecognizer { pan in panned.append(pan.state) })
    sheets.presenter.view.addSubview(map)
    #expect(sheets.sheet.containerView!.subviews[0].alpha == 0)
    sheets.stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 100, y: 250))
    #expect(panned.first == .began)
    #expect(panned.last == .ended)

    sheets.sheet.selectedDetentIdentifier = .large
    #expect(abs(sheets.sheet.containerView!.subviews[0].alpha - 0.4) < 1e-6)
    panned.removeAll()
    sheets.stage.drag(from: CGPoint(x: 200, y: 40), to: CGPoint(x: 100, y: 40))
    #expect(panned.isEmpty)
  }

  @Test("Tapping the dimming view dismisses a dimmed sheet")
  func tapDimmingDismisses() {
    let delegate = SheetDelegateLog()
    let sheets = SheetStage { sheet in
      sheet.detents = [.medium()]
      sheet.delegate = delegate
    }
    sheets.stage.tap(at: CGPoint(x: 200, y: 200))
    sheets.stage.advance(1)
    #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(sheets.presenter.presentedViewController == nil)
  }

  @Test("animateChanges animates a change of detent with the sheet's spring")
  func animateChanges() {
    let sheets = SheetStage { sheet in
      sheet.detents = [.medium(), .large()]
    }
    sheets.sheet.animateChanges { sheets.sheet.selectedDetentIdentifier = .large }
    #expect(sheets.sheetTop == 69)
    sheets.stage.advance(0.1)
    let expected = 443 - 374 * PresentationTests.defaultSpring(at: 0.1)
    #expect(abs(Double(sheets.shownTop) - expected) < 0.5)
    sheets.sheet.selectedDetentIdentifier = .medium
    #expect(sheets.shownTop == 443)
  }
}

final class SheetDetentResolutionProbe: NSObject, UISheetPresentationControllerDetentResolutionContext {
  let maximumDetentValue: CGFloat
  let containerTraitCollection = UITraitCollection()
  init(maximum: CGFloat) { maximumDetentValue = maximum }
}
