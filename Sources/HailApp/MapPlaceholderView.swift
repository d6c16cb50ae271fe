import UIKit

/// The map at the back, until the real map (MKMapView on OpenStreetMap data) arrives: a pannable
/// street grid, so that a drag that passes through the sheet visibly moves something.
public final class MapPlaceholderView: UIView {
  /// How far the map has been dragged, in points.
  public private(set) var panOffset = CGPoint.zero
  private var offsetAtPanStart = CGPoint.zero
  private let blockSize: CGFloat = 90

  public override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "map"
    backgroundColor = UIColor(red: 0.95, green: 0.94, blue: 0.91, alpha: 1)
    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: MapPlaceholderView.handlePan))
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    if pan.state == .began { offsetAtPanStart = panOffset }
    let translation = pan.translation(in: self)
    panOffset = CGPoint(x: offsetAtPanStart.x + translation.x, y: offsetAtPanStart.y + translation.y)
    setNeedsDisplay()
  }

  /// Streets every `blockSize` points, shifted by the pan.
  public override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setStrokeColor(CGColor(gray: 1, alpha: 1))
    context.setLineWidth(10)
    let shiftX = panOffset.x.truncatingRemainder(dividingBy: blockSize)
    let shiftY = panOffset.y.truncatingRemainder(dividingBy: blockSize)
    var x = shiftX - blockSize
    while x < bounds.width + blockSize {
      context.move(to: CGPoint(x: x, y: 0))
      context.addLine(to: CGPoint(x: x, y: bounds.height))
      x += blockSize
    }
    var y = shiftY - blockSize
    while y < bounds.height + blockSize {
      context.move(to: CGPoint(x: 0, y: y))
      context.addLine(to: CGPoint(x: bounds.width, y: y))
      y += blockSize
    }
    context.strokePath()
  }
}
