import Testing
@_spi(Hail) import UIKit

@testable import CorpusFittedSheetsYalta

/// FittedSheets' vendored copy of Align ("Yalta"), in a file of its own: its `anchors` would be
/// ambiguous beside Align's.
@MainActor
@Suite("Corpus: FittedSheets' Yalta")
struct YaltaTests {
  @Test("FittedSheets' Yalta: spacing below a view, a clamped width")
  func yalta() {
    let stage = HeadlessWindow.iPhone8()
    let container = stage.container(CGRect(x: 0, y: 0, width: 375, height: 400))
    let header = UIView()
    let body = UIView()
    container.addSubview(header)
    container.addSubview(body)
    header.anchors.edges.pin(axis: .horizontal)
    header.anchors.top.pin()
    header.anchors.height.equal(44)
    body.anchors.top.spacing(8, to: header.anchors.bottom)
    body.anchors.leading.pin(inset: 16)
    body.anchors.width.clamp(to: 100...200)
    body.anchors.height.equal(60)
    stage.layout()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(body.frame.minY == 52)
    #expect(body.frame.minX == 16)
    #expect(body.frame.width >= 100 && body.frame.width <= 200)
  }
}
