import Foundation

extension UIColor {
  /// Makes this the fill colour (shapes, text) of the current context.
  @MainActor
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Makes this the stroke colour of the current context.
  @MainActor
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }

  /// Makes this both the fill and the stroke colour of the current context.
  @MainActor
  public func set() {
    setFill()
    setStroke()
  }
}
