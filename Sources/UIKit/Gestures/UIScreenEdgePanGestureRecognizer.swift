import Foundation

/// A pan that starts at an edge of the screen, as the navigation controller's swipe back does.
///
/// UIKit's numbers, from UIKitCore's `_UIScreenEdgePanRecognizerEdgeSettings -setDefaultValues`
/// (decompiled, iOS 14–17): the touch must go down within `edgeRegionSize` = 13 pt of the edge
/// (iPhone); the gesture begins once it has moved `hysteresis` = 15 pt, in a direction within
/// `edgeAngleWindow` = 2.70526034 rad (155°) centred on the way into the screen.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  @_spi(Hail) public static let edgeRegionSize: CGFloat = 13
  @_spi(Hail) public static let hysteresis: CGFloat = 15
  @_spi(Hail) public static let edgeAngleWindow: CGFloat = 2.70526034

  /// The edges a gesture may start from.
  open var edges: UIRectEdge = []

  /// The edge the current gesture started from.
  private var startEdge: UIRectEdge = []

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, numberOfTouches <= 1, let touch = touches.first {
      startEdge = edge(at: touch.location(in: nil), in: touch.window?.bounds ?? UIScreen.main.bounds)
      if startEdge.isEmpty {
        state = .failed
        return
      }
    }
    super.touchesBegan(touches, with: event)
  }

  override open func reset() {
    super.reset()
    startEdge = []
  }

  override func beginDecision(translation: CGPoint) -> PanBeginDecision {
    guard hypot(translation.x, translation.y) > Self.hysteresis else { return .wait }
    let inward: CGPoint
    switch startEdge {
    case .left: inward = CGPoint(x: 1, y: 0)
    case .right: inward = CGPoint(x: -1, y: 0)
    case .top: inward = CGPoint(x: 0, y: 1)
    default: inward = CGPoint(x: 0, y: -1)
    }
    let cosine = (translation.x * inward.x + translation.y * inward.y) / hypot(translation.x, translation.y)
    return acos(min(max(cosine, -1), 1)) <= Self.edgeAngleWindow / 2 ? .begin : .fail
  }

  /// The edge of `edges` within `edgeRegionSize` of `point` (window coordinates), if any.
  private func edge(at point: CGPoint, in bounds: CGRect) -> UIRectEdge {
    let region = Self.edgeRegionSize
    if edges.contains(.left), point.x - bounds.minX <= region { return .left }
    if edges.contains(.right), bounds.maxX - point.x <= region { return .right }
    if edges.contains(.top), point.y - bounds.minY <= region { return .top }
    if edges.contains(.bottom), bounds.maxY - point.y <= region { return .bottom }
    return []
  }
}
