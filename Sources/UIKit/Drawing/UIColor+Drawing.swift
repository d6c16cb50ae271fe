import Foundation

extension UIColor {
  /// Makes this the fill colour (shapes, text) of the current context.
  @preconcurrency @MainActor
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Makes this the stroke colour of the current context.
  @preconcurrency @MainActor
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }

  /// Makes this both the fill and the stroke colour of the current context.
  @preconcurrency @MainActor
  public func set() {
    setFill()
    setStroke()
  }
}
