import Testing
@_spi(Hail) import UIKit

@testable import CorpusAlign
@testable import CorpusDrawerViewInterpolation
@testable import CorpusDrawerViewLayout

/// Real layout helpers (kean/Align, DrawerView's edge pinning) laying out views through the
/// engine's Auto Layout.
@MainActor
@Suite("Corpus: layout helper libraries")
struct LayoutLibraryTests {
  @Test("Align: edges pinned with insets, a fixed size centred")
  func align() {
    let stage = HeadlessWindow.iPhone8()
    let container = stage.container(CGRect(x: 0, y: 100, width: 300, height: 200))
    let filled = UIView()
    let badge = UIView()
    container.addSubview(filled)
    container.addSubview(badge)
    filled.anchors.edges.pin(insets: UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 40))
    CorpusAlign.Constraints(for: badge) { badge in
      badge.size.equal(CGSize(width: 50, height: 40))
      badge.center.align()
    }
    #expect(!filled.translatesAutoresizingMaskIntoConstraints)
    stage.layout()
    #expect(filled.frame == CGRect(x: 10, y: 20, width: 250, height: 150))
    #expect(badge.frame == CGRect(x: 125, y: 80, width: 50, height: 40))
  }

  @Test("DrawerView's autoPinEdgesToSuperview insets by the margin")
  func drawerViewPinning() {
    let stage = HeadlessWindow.iPhone8()
    let container = stage.container(CGRect(x: 0, y: 0, width: 200, height: 120))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    child.autoPinEdgesToSuperview(margin: 12)
    stage.layout()
    #expect(child.frame == CGRect(x: 12, y: 12, width: 176, height: 96))
    #expect(container.userAddedConstraints.count == 4)
  }

  @Test("DrawerView's interpolation between drawer positions")
  func interpolation() {
    let stops: [(position: CGFloat, value: CGFloat)] = [(0, 1), (100, 0.5), (300, 0)]
    #expect(interpolate(values: stops, position: 50) == 0.75)
    #expect(interpolate(values: stops, position: 200) == 0.25)
    #expect(interpolate(values: stops, position: 500) == 0)
    #expect(interpolate(values: stops, position: -10) == 1)
  }
}
