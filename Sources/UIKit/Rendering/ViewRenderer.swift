@_spi(Hail) import CoreGraphics
import Foundation

/// Draws a window's view tree into a bitmap headless, as Core Animation would composite it on
/// screen: presentation values (animations in flight), shadows, rounded corners, borders, clipping,
/// group opacity and each view's `draw(_:)` content, at pixel resolution.
///
/// Content bitmaps and blurred shadow masks are cached across frames and shared by every renderer
/// (see `ContentCache` and `ShadowMaskCache`), so a frame mostly composites.
@preconcurrency @MainActor
@_spi(Hail) public struct ViewRenderer {
  public init() {}

  /// The window as the screen shows it, at the main screen's scale; nil for an empty window. A
  /// screen has no transparency: where no view covers the window (behind a page sheet's card stack,
  /// with a clear window background) the display is black, so the image is opaque over black, as a
  /// device screenshot and the SDL window (`WindowCompositor`) are.
  public func render(_ window: UIWindow) -> CGImage? {
    render(window, scale: UIScreen.main.scale, over: CGColor(gray: 0, alpha: 1))
  }

  /// `view` and its subviews in the view's own bounds coordinates (its position and transform in
  /// its superview do not apply; its opacity, background, border and shadow do, clipped to the
  /// bounds), at `scale` pixels per point; nil when the bounds give no pixels.
  public func render(_ view: UIView, scale: CGFloat) -> CGImage? {
    render(view, scale: scale, over: nil)
  }

  /// `render(_:scale:)` over `backdrop` (nil: over transparent pixels).
  private func render(_ view: UIView, scale: CGFloat, over backdrop: CGColor?) -> CGImage? {
    let size = view.bounds.size
    guard scale.isFinite, scale > 0, size.width.isFinite, size.height.isFinite,
      let context = CGContext(
        bitmapWidth: Int(min((size.width * scale).rounded(.up), 1e9)),
        height: Int(min((size.height * scale).rounded(.up), 1e9)), scale: scale)
    else { return nil }
    if let backdrop {
      context.setFillColor(backdrop)
      context.fill(CGRect(origin: .zero, size: size))
    }
    draw(view, in: context, scale: scale)
    return context.makeImageSharingBitmap()
  }

  /// Draws `view`'s tree over what `context` holds, with the view's bounds origin at the context's
  /// user-space origin; for a host that presents its own bitmap without copying a `CGImage`.
  /// `scale` is the context's pixels per point, the resolution content and shadows are made at.
  public func draw(_ view: UIView, in context: CGContext, scale: CGFloat) {
    LayerCompositor(scale: scale).composite(
      view.layer, in: CompositeCanvas(drawingInto: context), inSuperlayer: false)
    UIApplication.shared.layerContents.sweep()
  }

  /// Renders the window and writes it as a PNG, atomically (a reader never sees half a file).
  public func writePNG(of window: UIWindow, to url: URL) throws(ViewRenderingError) {
    guard let image = render(window) else { throw .nothingToRender(size: window.bounds.size) }
    do {
      try image.write(pngTo: url)
    } catch {
      throw .imageWrite(error)
    }
  }
}

/// Why a view could not be rendered to a file.
@_spi(Hail)
public enum ViewRenderingError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// The view's bounds give no pixels (an empty or too large size).
  case nothingToRender(size: CGSize)
  /// The PNG could not be encoded or written.
  case imageWrite(CGImageError)

  public var description: String {
    switch self {
    case .nothingToRender(let size): "nothing to render: the view is \(size.width) × \(size.height) points"
    case .imageWrite(let error): error.description
    }
  }

  public var errorDescription: String? { description }
}
