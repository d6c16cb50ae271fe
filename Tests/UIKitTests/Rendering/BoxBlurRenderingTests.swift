@_spi(Hail) import CoreGraphics
import Testing

@_spi(Hail) @testable import UIKit

/// The three-box approximation of a Gaussian blur that shadows use.
@MainActor
@Suite struct BoxBlurRenderingTests {
  @Test func threeBoxesHaveTheGaussiansVariance() {
    for sigma in [1.0, 2.5, 8, 24] as [CGFloat] {
      let widths = BoxBlur.boxWidths(sigma: sigma)
      let variance = widths.map { CGFloat($0 * $0 - 1) / 12 }.reduce(0, +)
      #expect(widths.count == 3 && widths.allSatisfy { $0 % 2 == 1 })
      #expect(abs(variance - sigma * sigma) <= sigma + 1, "σ \(sigma): widths \(widths)")
    }
    #expect(BoxBlur.boxWidths(sigma: 0) == [1, 1, 1])
  }

  @Test func blurringAPointSpreadsItSymmetricallyAndKeepsItsMass() {
    let size = 41
    var plane = [UInt8](repeating: 0, count: size * size)
    for y in 18...22 { for x in 18...22 { plane[y * size + x] = 255 } }
    let mass = plane.reduce(0) { $0 + Int($1) }
    BoxBlur.blur(&plane, width: size, height: size, sigma: 3)
    let row = (0..<size).map { Int(plane[20 * size + $0]) }
    #expect(row == row.reversed())
    #expect(zip(row[..<21], row[1...20]).allSatisfy { $0 <= $1 })
    #expect(abs(plane.reduce(0) { $0 + Int($1) } - mass) < mass / 50)
  }
}
