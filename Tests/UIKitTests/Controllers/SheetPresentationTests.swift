import Testing
@_spi(Hail) import UIKit

/// A sheet on an iPhone 15 (393 × 852, safe area 59 / 34, no home button): a large sheet's top is
/// 59 + 10 = 69, `maximumDetentValue` is 852 − 34 − 69 = 749, the medium detent 0.56 of it (the
/// screen is taller than 568), 419.44, so its top is 852 − 34 − 419.44 = 398.56.
@MainActor
struct SheetStage {
  let stage = ControllerStage(
    size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  let presenter = UIViewController()
  let content = UIViewController()
  var sheet: UISheetPresentationController { content.sheetPresentationController! }

  /// Presents the sheet at once, or `animated` (sliding up on UIKit's default spring) with
  /// `completion` called when it is in place.
  init(
    configure: (UISheetPresentationController) -> Void = { _ in }, animated: Bool = false,
    completion: (() -> Void)? = nil
  ) {
    stage.show(presenter)
    configure(content.sheetPresentationController!)
    presenter.present(content, animated: animated, completion: completion)
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
    #expect(abs(sheets.sheetTop - 398.56) < 1e-9)
    sheets.sheet.selectedDetentIdentifier = .init("short")
    #expect(sheets.sheetTop == 618)
    sheets.sheet.selectedDetentIdentifier = nil
    #expect(sheets.sheetTop == 618)
    sheets.sheet.detents = [.custom { context in context.maximumDetentValue * 2 }]
    #expect(sheets.sheetTop == 69)
    let context = SheetDetentResolutionProbe(maximum: 749)
    #expect(
      abs((UISheetPresentationController.Detent.medium().resolvedValue(in: context) ?? 0) - 419.44) < 1e-9)
    #expect(UISheetPresentationController.Detent.large().resolvedValue(in: context) == 749)
  }

  @Test("Presenting slides the sheet up with UIKit's default spring and fades the dimming in")
  func presentingAnimates() {
    var completed = false
    let sheets = SheetStage(animated: true) { completed = true }
    let (stage, sheet) = (sheets.stage, sheets.sheet)
    stage.advance(0.1)
    // From 852 to 69 along x(t) = 1 − (1 + ωt)e^(−ωt), ω = 4π.
    let expected = 852 - 783 * PresentationTests.defaultSpring(at: 0.1)
    #expect(abs(Double(sheet.presentedView!.layer.presentation()!.frame.minY) - expected) < 0.5)
    stage.advance(1)
    #expect(completed)
    #expect(sheet.presentedView!.frame.minY == 69)
    #expect(abs(sheet.containerView!.subviews[0].alpha - 0.2) < 1e-6)
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
    #expect(abs(sheets.sheetTop - 398.56) < 1e-9)
    sheets.stage.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), steps: 30, lift: false)
    // The finger moved 300 pt; the sheet follows it from where the pan began (20 pt: the first
    // step beyond the pan's 10 pt hysteresis), so it moved 280 pt. Held still, it is released
    // with no speed, nearer the large detent.
    #expect(abs(sheets.sheetTop - 118.56) < 0.01)
    sheets.stage.advance(0.2)
    sheets.stage.fingers.up()
    #expect(sheets.sheet.selectedDetentIdentifier == .large)
    #expect(delegate.calls == ["didChange(com.apple.UIKit.large)"])
    sheets.stage.advance(1)
    #expect(sheets.sheetTop == 69)
    #expect(sheets.shownTop == 69)
  }

  @Test("A release goes where its momentum projects (0.99 per ms); a fast flick one detent further")
  func flickProjects() {
    let sheets = SheetStage { sheet in
      sheet.detents = [.medium(), .large()]
    }
    // 60 pt up in 4 frames of 15: the sheet moves 45 pt (to 353.56) at 900 pt/s, which projects
    // 900 · 0.0995 ≈ 90 pt further: 264 is nearer the medium detent (398.56) than the large (69).
    sheets.stage.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 540), steps: 4)
    #expect(sheets.sheet.selectedDetentIdentifier == .medium)
    sheets.stage.advance(1)
    #expect(abs(sheets.sheetTop - 398.56) < 1e-9)
    // 150 pt up in 5 frames of 30: released at 278.56 — nearer medium — at 1800 pt/s, which
    // projects 179 pt further, to 99: nearer large.
    sheets.stage.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), steps: 5)
    #expect(sheets.sheet.selectedDetentIdentifier == .large)
    sheets.stage.advance(1)
    #expect(sheets.sheetTop == 69)
    // Down from large: 60 pt in 3 frames of 20 (1200 pt/s) moves 40 pt, to 109; the projection,
    // 228, is still nearer large, but a flick of 1000 pt/s or more goes one detent further.
    sheets.stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 360), steps: 3)
    #expect(sheets.sheet.selectedDetentIdentifier == .medium)
    sheets.stage.advance(1)
    #expect(abs(sheets.sheetTop - 398.56) < 1e-9)
  }

  @Test("Above the highest detent the sheet rubber-bands (0.55)")
  func rubberBand() {
    let sheets = SheetStage()
    sheets.stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), steps: 20, lift: false)
    // 180 pt of finger past the edge (200 less the 20 pt at which the pan began), in a band as
    // wide as the gap to the safe area's top (10 pt): (1 − 1/(180·0.55/10 + 1))·10 ≈ 9.1 pt.
    let overscroll: CGFloat = (1 - 1 / (180 * 0.55 / 10 + 1)) * 10
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
    // 475 pt of finger (500 less the first 25 pt step) past the lowest detent, in a band a quarter
    // of the full height (749 / 4 = 187.25); the attempt was reported once, a quarter of the band in.
    let overscroll: CGFloat = (1 - 1 / (475 * 0.55 / 187.25 + 1)) * 187.25
    #expect(abs(sheets.sheetTop - (69 + overscroll)) < 0.01)
    #expect(delegate.calls == ["didAttemptToDismiss"])
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
    #expect(abs(sheets.sheet.containerView!.subviews[0].alpha - 0.2) < 1e-6)
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
    // The sheet's spring: response 0.3441 s, critically damped.
    let expected = 398.56 - 329.56 * PresentationTests.defaultSpring(at: 0.1, response: 0.3441)
    #expect(abs(Double(sheets.shownTop) - expected) < 0.5)
    sheets.sheet.selectedDetentIdentifier = .medium
    #expect(abs(sheets.shownTop - 398.56) < 1e-9)
  }
  @Test("Pulled below its detent the sheet starts to dismiss; brought back, it stays and appears again")
  func interactiveDismissalCancelled() {
    let stage = ControllerStage(
      size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let log = LifecycleLog()
    let presenter = UIViewController()
    stage.show(presenter)
    let content = LoggingViewController("B", log: log)
    let delegate = SheetDelegateLog()
    content.sheetPresentationController?.delegate = delegate
    presenter.present(content, animated: false)
    log.clear()
    stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 10, lift: false)
    #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
    #expect(content.isBeingDismissed)
    #expect(log.appearance == ["B.viewWillDisappear"])
    stage.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 320), steps: 10, lift: false)
    stage.advance(0.2)
    stage.fingers.up()
    stage.advance(1)
    #expect(log.appearance == ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"])
    #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
    #expect(presenter.presentedViewController === content)
    #expect(!content.isBeingDismissed)
    #expect(content.sheetPresentationController?.presentedView?.frame.minY == 69)
  }

  @Test("Behind a full-height sheet the presenter steps back: 16 pt in, its top 10 pt above the sheet's")
  func presenterStepsBack() {
    let sheets = SheetStage { sheet in
      sheet.detents = [.medium(), .large()]
    }
    let presenterView = sheets.presenter.view!
    #expect(presenterView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    sheets.sheet.selectedDetentIdentifier = .large
    // Scale 1 − 2·16/393; the top at 69 − 10.
    let scale = 1 - 32.0 / 393
    #expect(abs(presenterView.frame.minX - 16) < 1e-9)
    #expect(abs(presenterView.frame.minY - 59) < 1e-9)
    #expect(abs(presenterView.frame.width - 361) < 1e-9)
    #expect(abs(presenterView.frame.height - 852 * scale) < 1e-9)
    #expect(presenterView.layer.cornerRadius == 10)
    sheets.content.dismiss(animated: false)
    #expect(presenterView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(presenterView.layer.cornerRadius == 0)
  }

  @Test("Tapping the dimming of a modal sheet takes it to the largest undimmed detent, silently")
  func tapDimmingOfModalSheet() {
    let delegate = SheetDelegateLog()
    let sheets = SheetStage { sheet in
      sheet.detents = [.medium(), .large()]
      sheet.largestUndimmedDetentIdentifier = .medium
      sheet.selectedDetentIdentifier = .large
      sheet.delegate = delegate
    }
    sheets.content.isModalInPresentation = true
    sheets.stage.tap(at: CGPoint(x: 200, y: 40))
    sheets.stage.advance(1)
    #expect(sheets.sheet.selectedDetentIdentifier == .medium)
    #expect(abs(sheets.sheetTop - 398.56) < 1e-9)
    #expect(delegate.calls == ["didChange(com.apple.UIKit.medium)"])
  }
}

final class SheetDetentResolutionProbe: NSObject, UISheetPresentationControllerDetentResolutionContext {
  let maximumDetentValue: CGFloat
  let containerTraitCollection = UITraitCollection()
  init(maximum: CGFloat) { maximumDetentValue = maximum }
}
