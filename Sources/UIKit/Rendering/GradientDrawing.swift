@_spi(Hail) import CoreGraphics
import Foundation

/// Draws a `CAGradientLayer`'s gradient over its bounds (origin at zero), as Apple documents:
/// - axial: from the start point to the end point (unit coordinates of the bounds), the end colours
///   extended beyond them;
/// - radial: centred on the start point, the ellipse through the end point (radii |Δx|·width and
///   |Δy|·height);
/// - conic: around the start point, the first colour towards the end point, turning clockwise.
/// Locations default to evenly spread colours.
@preconcurrency @MainActor
enum GradientDrawing {
  static func draw(
    _ gradient: LayerState.GradientState, colors: [CGColor], size: CGSize, scale: CGFloat,
    in context: CGContext
  ) {
    let locations = locations(gradient, count: colors.count)
    let start = CGPoint(x: gradient.startPoint.x * size.width, y: gradient.startPoint.y * size.height)
    let end = CGPoint(x: gradient.endPoint.x * size.width, y: gradient.endPoint.y * size.height)
    if gradient.type == .conic {
      return drawConic(colors: colors, locations: locations, center: start, toward: end, in: context)
    }
    guard let cgGradient = CGGradient(colorsSpace: nil, colors: colors, locations: locations) else { return }
    let extend: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
    if gradient.type == .radial {
      let rx = abs(end.x - start.x)
      let ry = abs(end.y - start.y)
      guard rx > 0 || ry > 0 else { return }
      // A circle of radius 1 stretched to the ellipse.
      context.saveGState()
      context.translateBy(x: start.x, y: start.y)
      context.scaleBy(x: max(rx, 1e-6), y: max(ry, 1e-6))
      context.drawRadialGradient(
        cgGradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: extend)
      context.restoreGState()
    } else {
      context.drawLinearGradient(cgGradient, start: start, end: end, options: extend)
    }
  }

  private static func locations(_ gradient: LayerState.GradientState, count: Int) -> [CGFloat] {
    if let locations = gradient.locations, locations.count == count { return locations }
    return (0..<count).map { count > 1 ? CGFloat($0) / CGFloat(count - 1) : 0 }
  }

  /// A conic gradient, pixel by pixel (Cairo has none): each pixel's angle about `center`, from the
  /// direction of `toward`, clockwise on screen, as a fraction of a turn picks its colour.
  private static func drawConic(
    colors: [CGColor], locations: [CGFloat], center: CGPoint, toward: CGPoint, in context: CGContext
  ) {
    guard let pixels = context.data else { return }
    let m = context.ctm
    let inverse = m.inverted()
    let start = atan2(toward.y - center.y, toward.x - center.x)
    for y in 0..<context.height {
      let row = (pixels + y * context.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for x in 0..<context.width {
        let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
        var turn = (atan2(point.y - center.y, point.x - center.x) - start) / (2 * .pi)
        turn -= turn.rounded(.down)
        row[x] = premultiplied(color(at: turn, colors, locations))
      }
    }
    context.markDirty()
  }

  private static func color(at t: CGFloat, _ colors: [CGColor], _ locations: [CGFloat]) -> CGColor {
    guard let upper = locations.firstIndex(where: { $0 >= t }) else { return colors[colors.count - 1] }
    guard upper > 0 else { return colors[0] }
    let span = locations[upper] - locations[upper - 1]
    let f = span > 0 ? (t - locations[upper - 1]) / span : 1
    let (a, b) = (colors[upper - 1], colors[upper])
    return CGColor(
      red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
      blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
  }

  /// Cairo's ARGB32: premultiplied, alpha in the top byte of a native-endian word.
  private static func premultiplied(_ color: CGColor) -> UInt32 {
    func byte(_ value: CGFloat) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
    let alpha = color.alpha
    return byte(alpha) << 24 | byte(color.red * alpha) << 16 | byte(color.green * alpha) << 8
      | byte(color.blue * alpha)
  }
}
