import Foundation

/// The preview a context menu lifts (UIKit's `UITargetedPreview`): a view's content inside some
/// of its rects — for a text item its line rects, as `UIPreviewParameters(textLineRects:)` — each
/// grown by a little padding and rounded, cut out of the view as drawn and placed where it is in
/// the window, on a platter casting a soft shadow; or a view the app gives, centred there.
///
/// UIKit documents the shape, not its sizes: 4 pt of padding, 6 pt corners and a shadow of black
/// at 0.2 blurred by 10 pt approximate iOS 17's look.
@preconcurrency @MainActor
enum ContextMenuPreview {
  static let padding: CGFloat = 4
  static let cornerRadius: CGFloat = 6
  static let shadowOpacity: Float = 0.2
  static let shadowRadius: CGFloat = 10

  /// `view`'s content inside `rects` (the view's bounds coordinates) grown by `padding`, placed in
  /// `window`; nil when the rects are empty or the view draws nothing.
  static func lifting(
    _ rects: [CGRect], of view: UIView, in window: UIWindow, padding: CGFloat = ContextMenuPreview.padding
  ) -> UIView? {
    let padded = rects.filter { !$0.isEmpty }.map { $0.insetBy(dx: -padding, dy: -padding) }
    guard let first = padded.first else { return nil }
    let union = padded.dropFirst().reduce(first) { $0.union($1) }
    let scale = UIScreen.main.scale
    guard let drawn = ViewRenderer().render(view, scale: scale) else { return nil }
    let outline = UIBezierPath()
    for rect in padded {
      outline.append(
        UIBezierPath(
          roundedRect: rect.offsetBy(dx: -union.minX, dy: -union.minY), cornerRadius: cornerRadius))
    }
    let content = UIView(frame: CGRect(origin: .zero, size: union.size))
    content.backgroundColor = view.backgroundColor ?? .systemBackground
    let snapshot = UIImageView(image: UIImage(cgImage: drawn, scale: scale))
    snapshot.frame = CGRect(
      origin: CGPoint(x: view.bounds.minX - union.minX, y: view.bounds.minY - union.minY),
      size: view.bounds.size)
    content.addSubview(snapshot)
    let mask = CAShapeLayer()
    mask.path = outline.cgPath
    content.layer.mask = mask
    return platter(holding: content, outline: outline.cgPath, at: view.convert(union, to: window))
  }

  /// `preview` (the app's own) at its size on a rounded platter centred on `rect` (window
  /// coordinates).
  static func showing(_ preview: UIView, centredOn rect: CGRect) -> UIView {
    let size = preview.bounds.size
    preview.frame = CGRect(origin: .zero, size: size)
    let content = UIView(frame: preview.frame)
    content.layer.cornerRadius = cornerRadius
    content.clipsToBounds = true
    content.addSubview(preview)
    return platter(
      holding: content, outline: UIBezierPath(roundedRect: preview.frame, cornerRadius: cornerRadius).cgPath,
      at: CGRect(
        x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    )
  }

  private static func platter(holding content: UIView, outline: CGPath, at frame: CGRect) -> UIView {
    let platter = UIView(frame: frame)
    platter.layer.shadowPath = outline
    platter.layer.shadowOpacity = shadowOpacity
    platter.layer.shadowRadius = shadowRadius
    platter.layer.shadowOffset = .zero
    platter.addSubview(content)
    return platter
  }
}
