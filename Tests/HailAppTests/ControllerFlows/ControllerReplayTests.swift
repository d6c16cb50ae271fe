import Foundation
@_spi(Hail) import HailHarness
import Testing
@_spi(Hail) import UIKit

/// Replays (DESIGN.md's format) of issue 9's flows on an iPhone 8 (375 × 667, status bar 20):
/// presenting a sheet and dragging it between its detents, pushing and popping on a navigation
/// controller, an alert's two actions. The sheet's numbers: a full-height sheet's top 20 below the status bar on a phone
/// with a home button (40), the medium detent 0.56 of the 627 pt it could be (351.12, so its top at
/// 315.88), the presenter stepping back 32 pt narrower, 10 above the sheet (UIKitCore 16, see
/// SheetLayout). The navigation numbers: a 0.35 s ease-in-out slide, the view below 112 pt to the
/// left (375 − round(0.7 × 375)), the swipe's 15 pt hysteresis (UIScreenEdgePanGestureRecognizer).
@MainActor
@Suite("Replays: view-controller flows")
struct ControllerReplayTests {
  private func flows(_ script: String) throws -> ReplayOutcome {
    try replay(script) { UINavigationController(rootViewController: ControllerFlowsController()) }
  }

  private func frame(_ id: String, in snapshot: String, of outcome: ReplayOutcome) throws -> [Double] {
    try outcome.view(id, in: snapshot)["frame"] as? [Double] ?? []
  }

  private func presentationFrame(_ id: String, in snapshot: String, of outcome: ReplayOutcome) throws
    -> [Double]
  {
    try outcome.view(id, in: snapshot)["presentationFrame"] as? [Double] ?? []
  }

  private func ids(in snapshot: String, of outcome: ReplayOutcome) throws -> Set<String> {
    let views = try outcome.snapshot(snapshot)["views"] as? [[String: Any]] ?? []
    return Set(views.compactMap { $0["id"] as? String })
  }

  private func close(_ a: [Double], _ b: [Double], within tolerance: Double = 0.01) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test(
    "An alert pops in; its actions are alert.cancel and alert.confirm; each dismisses and runs its handler")
  func alertActions() throws {
    let outcome = try flows("alert-actions")
    #expect(
      outcome.touchedViews == ["flows.alert", "alert.cancel", "flows.alert", "alert.confirm"])
    // 0.1 s into the 0.25 s pop-in the box is still larger than its 270 pt.
    let growing = try presentationFrame("alert.cancel", in: "popping-in", of: outcome)
    #expect(growing[2] > 135)
    // The box: 270 wide, centred on the screen; two actions side by side, 44 pt tall at its bottom.
    #expect(close(try frame("alert.cancel", in: "alert", of: outcome), [52.5, 365.5, 135, 44]))
    #expect(close(try frame("alert.confirm", in: "alert", of: outcome), [187.5, 365.5, 135, 44]))
    #expect(try outcome.view("flows.detent", in: "alert")["text"] as? String == "none")
    #expect(try outcome.view("flows.detent", in: "kept")["text"] as? String == "kept")
    #expect(!(try ids(in: "kept", of: outcome)).contains("alert.cancel"))
    #expect(try outcome.view("flows.detent", in: "cancelled")["text"] as? String == "cancelled")
    #expect(!(try ids(in: "cancelled", of: outcome)).contains("alert.confirm"))
  }

  @Test("A sheet presented at medium, dragged up to large, down to medium, flicked away")
  func sheetBetweenDetents() throws {
    let outcome = try flows("sheet-detents")
    #expect(
      outcome.touchedViews == [
        "flows.sheet", "flows.sheetContent", "flows.sheetContent", "flows.sheetContent",
      ])
    // Presenting: the model is at the medium detent at once, the presentation still rising.
    #expect(close(try frame("flows.sheetContent", in: "presenting", of: outcome), [0, 315.88, 375, 627]))
    let rising = try presentationFrame("flows.sheetContent", in: "presenting", of: outcome)
    #expect(rising[1] > 315.88 && rising[1] < 667)
    #expect(
      close(try presentationFrame("flows.sheetContent", in: "medium", of: outcome), [0, 315.88, 375, 627]))
    #expect(try outcome.view("flows.detent", in: "medium")["text"] as? String == "none")
    // Halfway up the drag the finger has moved 120 pt; the sheet follows from where the pan began
    // (after its first 12 pt step), and the presenter has stepped back by the same fraction.
    #expect(close(try frame("flows.sheetContent", in: "dragging", of: outcome), [0, 207.88, 375, 627]))
    let progress = 108 / (315.88 - 40)
    let listWidth = 375 - 32 * progress
    #expect(abs((try frame("flows.list", in: "dragging", of: outcome))[2] - listWidth) < 0.01)
    // Released still, nearer large: there, the presenter 343 wide, 10 above the sheet.
    #expect(close(try frame("flows.sheetContent", in: "large", of: outcome), [0, 40, 375, 627]))
    #expect(close(try frame("flows.list", in: "large", of: outcome), [16, 30, 343, 610.08]))
    #expect(try outcome.view("flows.detent", in: "large")["text"] as? String == "com.apple.UIKit.large")
    // Dragged 240 pt down and released still, nearer medium than large.
    #expect(close(try frame("flows.sheetContent", in: "back-to-medium", of: outcome), [0, 315.88, 375, 627]))
    #expect(close(try frame("flows.list", in: "back-to-medium", of: outcome), [0, 0, 375, 667]))
    #expect(
      try outcome.view("flows.detent", in: "back-to-medium")["text"] as? String == "com.apple.UIKit.medium")
    // A 1500 pt/s flick down from the lowest detent dismisses it.
    #expect(!(try ids(in: "dismissed", of: outcome)).contains("flows.sheetContent"))
    #expect(close(try frame("flows.list", in: "dismissed", of: outcome), [0, 0, 375, 667]))
  }

  @Test("Push slides in over 0.35 s; a swipe from the edge pops; a short one is cancelled; back pops")
  func pushAndPop() throws {
    let outcome = try flows("navigation-push-pop")
    #expect(
      outcome.touchedViews == ["flows.push", "flows.detail", "flows.push", "flows.detail", "navigation.back"])
    // Halfway through the slide (0.175 s of 0.35, ease-in-out at 0.5): the detail half in, the
    // list half its parallax distance out.
    #expect(close(try presentationFrame("flows.detail", in: "mid-push", of: outcome), [187.5, 0, 375, 667]))
    #expect(close(try presentationFrame("flows.list", in: "mid-push", of: outcome), [-56, 0, 375, 667]))
    #expect(close(try frame("flows.list", in: "mid-push", of: outcome), [-112, 0, 375, 667]))
    #expect(try ids(in: "pushed", of: outcome).isSuperset(of: ["flows.detail", "navigation.back"]))
    #expect(!(try ids(in: "pushed", of: outcome)).contains("flows.list"))
    // 160 pt from the edge, less the 16 pt step that began the swipe: the detail at 144, the list
    // 112 × (1 − 144/375) to the left.
    #expect(close(try frame("flows.detail", in: "mid-swipe", of: outcome), [144, 0, 375, 667]))
    #expect(
      close(try frame("flows.list", in: "mid-swipe", of: outcome), [-112 * (1 - 144.0 / 375), 0, 375, 667]))
    // Lifted moving at 800 pt/s: popped.
    #expect(!(try ids(in: "swiped-back", of: outcome)).contains("flows.detail"))
    #expect(close(try frame("flows.list", in: "swiped-back", of: outcome), [0, 0, 375, 667]))
    // 80 pt and held still: cancelled, the detail back in place.
    #expect(close(try frame("flows.detail", in: "swipe-cancelled", of: outcome), [0, 0, 375, 667]))
    #expect(!(try ids(in: "swipe-cancelled", of: outcome)).contains("flows.list"))
    // The back button pops.
    #expect(!(try ids(in: "back-button", of: outcome)).contains("flows.detail"))
    #expect(close(try frame("flows.list", in: "back-button", of: outcome), [0, 0, 375, 667]))
  }
}
