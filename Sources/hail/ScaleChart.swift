@_spi(Hail) import CoreGraphics
import Foundation

/// The scale benchmark's chart: time (left) and memory (right) against the data's size, both axes
/// logarithmic, one line per measurement, with a dashed line of linear growth for reference. More
/// series than colours repeat them with another marker (circle, square, diamond, triangle), and the
/// legend runs on in further columns where one would pass the plot's foot, as many as the plot's
/// width holds; past that its lines grow closer, down to `legendLineLeast`.
struct ScaleChart {
  /// One measured series: its name and (size factor, value) points.
  struct Series {
    var name: String
    var points: [(size: Double, value: Double)]
  }

  var times: [Series]
  var memory: [Series]

  static let panelSize = CGSize(width: 520, height: 400)
  /// A legend line's height, in points, where the legend fits.
  static let legendLine: CGFloat = 14
  /// The closest legend lines come where it does not: 10-point names overlap closer than that.
  static let legendLineLeast: CGFloat = 11
  /// A legend column's width, in points.
  static let legendColumn: CGFloat = 160
  static let margin = (left: 64.0, right: 16.0, top: 36.0, bottom: 44.0)
  static let colors: [CGColor] = [
    (0.12, 0.47, 0.71), (1.0, 0.5, 0.05), (0.17, 0.63, 0.17), (0.84, 0.15, 0.16), (0.58, 0.4, 0.74),
    (0.55, 0.34, 0.29), (0.89, 0.47, 0.76), (0.5, 0.5, 0.5), (0.74, 0.74, 0.13), (0.09, 0.75, 0.81),
  ].map { CGColor(red: $0.0, green: $0.1, blue: $0.2, alpha: 1) }

  /// The chart as a PNG-ready image at `scale` pixels per point.
  func render(scale: CGFloat = 2) -> CGImage? {
    let width = Int(ScaleChart.panelSize.width * 2 * scale)
    let height = Int(ScaleChart.panelSize.height * scale)
    guard let context = CGContext(bitmapWidth: width, height: height, scale: scale) else { return nil }
    context.setFillColor(CGColor(gray: 1, alpha: 1))
    context.fill(
      CGRect(x: 0, y: 0, width: ScaleChart.panelSize.width * 2, height: ScaleChart.panelSize.height))
    drawPanel(times, title: "time (s)", origin: .zero, in: context)
    drawPanel(
      memory, title: "peak memory (MB)", origin: CGPoint(x: ScaleChart.panelSize.width, y: 0), in: context)
    return context.makeImage()
  }

  private func drawPanel(_ series: [Series], title: String, origin: CGPoint, in context: CGContext) {
    let values = series.flatMap { $0.points.map(\.value) }.filter { $0 > 0 }
    let sizes = series.flatMap { $0.points.map(\.size) }
    guard let low = values.min(), let high = values.max(), let largest = sizes.max() else { return }
    let margin = ScaleChart.margin
    let plot = CGRect(
      x: origin.x + margin.left, y: origin.y + margin.top,
      width: ScaleChart.panelSize.width - margin.left - margin.right,
      height: ScaleChart.panelSize.height - margin.top - margin.bottom)
    // Whole decades on both axes.
    let yRange = (floor(log10(low)), max(ceil(log10(high)), floor(log10(low)) + 1))
    let xRange = (0.0, max(ceil(log10(largest)), 1))
    func point(_ size: Double, _ value: Double) -> CGPoint {
      CGPoint(
        x: plot.minX + plot.width * (log10(size) - xRange.0) / (xRange.1 - xRange.0),
        y: plot.maxY - plot.height * (log10(value) - yRange.0) / (yRange.1 - yRange.0))
    }
    let text = TextLayout.shared
    let small = CGTextStyle(size: 10, language: "en")
    let grey = CGColor(gray: 0.45, alpha: 1)
    context.setLineWidth(0.5)
    context.setStrokeColor(CGColor(gray: 0.85, alpha: 1))
    for decade in Int(yRange.0)...Int(yRange.1) {
      let y = point(1, pow(10, Double(decade))).y
      context.move(to: CGPoint(x: plot.minX, y: y))
      context.addLine(to: CGPoint(x: plot.maxX, y: y))
      context.strokePath()
      text.draw(
        "1e\(decade)", style: small, color: grey,
        in: CGRect(x: origin.x + 8, y: y - 7, width: 50, height: 14),
        context: context)
    }
    for decade in Int(xRange.0)...Int(xRange.1) {
      let x = point(pow(10, Double(decade)), 1).x
      context.move(to: CGPoint(x: x, y: plot.minY))
      context.addLine(to: CGPoint(x: x, y: plot.maxY))
      context.strokePath()
      text.draw(
        "\(Int(pow(10, Double(decade))))×", style: small, color: grey,
        in: CGRect(x: x - 12, y: plot.maxY + 6, width: 60, height: 14), context: context)
    }
    text.draw(
      title + " against the data's size (log–log; dashed: linear growth)",
      style: CGTextStyle(size: 12, language: "en"),
      color: CGColor(gray: 0.1, alpha: 1),
      in: CGRect(x: plot.minX, y: origin.y + 10, width: plot.width, height: 16),
      context: context)
    context.setLineWidth(2)
    // The legend's columns, as many as the plot holds; past that, the lines grow closer, down to
    // `legendLineLeast`, then run past the foot (56 series and more).
    let columns = max(Int((plot.width - 8) / ScaleChart.legendColumn), 1)
    let fullRows = max(Int((plot.height - 12) / ScaleChart.legendLine), 1)
    let rows = max(fullRows, (series.count + columns - 1) / columns)
    let legendLine = max(
      min(ScaleChart.legendLine, (plot.height - 12) / CGFloat(rows)), ScaleChart.legendLineLeast)
    for (index, line) in series.enumerated() {
      let points = line.points.filter { $0.value > 0 }.sorted { $0.size < $1.size }
      guard let first = points.first else { continue }
      let color = ScaleChart.colors[index % ScaleChart.colors.count]
      // Linear growth from the smallest size, dashed, in the series' colour.
      context.setStrokeColor(color.copy(alpha: 0.35) ?? color)
      context.setLineDash(phase: 0, lengths: [3, 3])
      context.move(to: point(first.size, first.value))
      context.addLine(to: point(largest, first.value * largest / first.size))
      context.strokePath()
      context.setLineDash(phase: 0, lengths: [])
      context.setStrokeColor(color)
      context.move(to: point(first.size, first.value))
      for next in points.dropFirst() { context.addLine(to: point(next.size, next.value)) }
      context.strokePath()
      context.setFillColor(color)
      let marker = index / ScaleChart.colors.count
      for next in points { Self.fillMarker(marker, at: point(next.size, next.value), in: context) }
      let legend = CGRect(
        x: plot.minX + 8 + CGFloat(index / rows) * ScaleChart.legendColumn,
        y: plot.minY + 6 + CGFloat(index % rows) * legendLine, width: ScaleChart.legendColumn - 8,
        height: legendLine)
      context.fill(CGRect(x: legend.minX, y: legend.midY - 1.5, width: 12, height: 3))
      Self.fillMarker(marker, at: CGPoint(x: legend.minX + 6, y: legend.midY), in: context)
      text.draw(
        line.name, style: small, color: CGColor(gray: 0.2, alpha: 1),
        in: legend.offsetBy(dx: 16, dy: -1), numberOfLines: 1, context: context)
    }
  }

  /// A data point's marker, 6 points across, in the fill colour: a circle, a square, a diamond, then
  /// a triangle for the fourth round of colours and after.
  private static func fillMarker(_ kind: Int, at centre: CGPoint, in context: CGContext) {
    let box = CGRect(x: centre.x - 3, y: centre.y - 3, width: 6, height: 6)
    switch kind {
    case 0:
      context.fillEllipse(in: box)
    case 1:
      context.fill(box)
    case 2:
      context.move(to: CGPoint(x: centre.x, y: box.minY))
      context.addLine(to: CGPoint(x: box.maxX, y: centre.y))
      context.addLine(to: CGPoint(x: centre.x, y: box.maxY))
      context.addLine(to: CGPoint(x: box.minX, y: centre.y))
      context.closePath()
      context.fillPath()
    default:
      context.move(to: CGPoint(x: centre.x, y: box.minY))
      context.addLine(to: CGPoint(x: box.maxX, y: box.maxY))
      context.addLine(to: CGPoint(x: box.minX, y: box.maxY))
      context.closePath()
      context.fillPath()
    }
  }
}
