@_spi(Hail) import CoreGraphics
import Foundation

/// Drawn content, layout, hit testing, coordinate conversion and key-value coding of layers.
extension CALayer {
  /// Marks the content for redrawing before the next frame (a view's layer redraws the view).
  public func setNeedsDisplay() {
    if let owner { return owner.setNeedsDisplay() }
    needsDisplayFlag = true
    UIApplication.shared.animator.layerNeedsDisplay(self)
  }

  /// Whether the content is marked for redrawing (a view's layer: whether the view is).
  public func needsDisplay() -> Bool { owner?.needsDisplay ?? needsDisplayFlag }

  /// Redraws the content now if it is marked. A view's layer draws the view into the content the
  /// renderer composites, at the screen's scale, wherever the view is: on screen or off, as Core
  /// Animation displays every marked layer of the tree (a map draws tiles ahead of a pan this way).
  public func displayIfNeeded() {
    if let owner {
      guard owner.needsDisplay else { return }
      _ = UIApplication.shared.contentCache.content(of: owner, scale: UIScreen.main.scale)
      return
    }
    guard needsDisplayFlag else { return }
    needsDisplayFlag = false
    display()
  }

  /// `draw(in:)` into a bitmap of the bounds at `contentsScale` pixels per point (1 unless set, as
  /// Apple's default: set it to the screen's scale for sharp drawing), which becomes `contents`
  /// without an implicit animation; nothing drawn leaves no contents.
  func displayIntoContents() {
    let size = bounds.size
    let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
    guard size.width > 0, size.height > 0,
      let context = CGContext(
        bitmapWidth: Int(min((size.width * scale).rounded(.up), 16384)),
        height: Int(min((size.height * scale).rounded(.up), 16384)), scale: scale)
    else { return }
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    delegate?.layerWillDraw(self)
    draw(in: context)
    state.contents =
      context.paintingCalls > 0 ? context.makeImageSharingBitmap().map(AnyHashableBox.init) : nil
    animationsDidChange()
  }

  /// Marks the sublayers for layout in the next frame's layout pass (a view's layer: the view).
  public func setNeedsLayout() {
    if let owner { return owner.setNeedsLayout() }
    needsLayoutFlag = true
    UIApplication.shared.animator.layerNeedsLayout(self)
  }

  public func needsLayout() -> Bool { owner?.needsLayout ?? needsLayoutFlag }

  /// Lays out the sublayers now if marked.
  public func layoutIfNeeded() {
    if let owner { return owner.layoutIfNeeded() }
    guard needsLayoutFlag else { return }
    needsLayoutFlag = false
    layoutSublayers()
  }

  public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    p.applying(transformToRoot(from: l)).applying(transformToRoot.inverted())
  }

  public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    p.applying(transformToRoot).applying((l?.transformToRoot ?? .identity).inverted())
  }

  public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    r.applying(transformToRoot(from: l)).applying(transformToRoot.inverted())
  }

  public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    r.applying(transformToRoot).applying((l?.transformToRoot ?? .identity).inverted())
  }

  /// From this layer's coordinates to its root's.
  var transformToRoot: CGAffineTransform {
    var transform = CGAffineTransform.identity
    var layer: CALayer? = self
    while let current = layer, current.parent != nil, current.parent?.maskLayer !== current {
      transform = transform.concatenating(current.transformToSuperlayer)
      layer = current.parent
    }
    return transform
  }

  private func transformToRoot(from l: CALayer?) -> CGAffineTransform {
    l?.transformToRoot ?? .identity
  }

  // MARK: Key-value coding

  /// The value for `key`: a layer property by its Core Animation name, else a value set earlier
  /// with `setValue(_:forKey:)` (a layer is a key-value container, as Apple's).
  public func value(forKey key: String) -> Any? {
    value(forKeyPath: key)
  }

  public func setValue(_ value: Any?, forKey key: String) {
    setValue(value, forKeyPath: key)
  }

  public func value(forKeyPath keyPath: String) -> Any? {
    if let value = state.value(forKeyPath: keyPath) { return value.any }
    return customValues[keyPath]
  }

  /// Sets a property by key path (`"position.x"`, `"transform.rotation.z"`), with its implicit
  /// animation; an unknown key is kept as a custom value.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard state.value(forKeyPath: keyPath) != nil, let new = LayerValue(value) else {
      customValues[keyPath] = value
      return
    }
    set(new, forKeyPath: keyPath)
  }

  /// Sets a property by key path from a layer value (which, unlike `Any?`, can be a nil colour).
  func set(_ new: LayerValue, forKeyPath keyPath: String) {
    var updated = state
    guard updated.set(new, forKeyPath: keyPath), updated != state else { return }
    let root = String(keyPath.prefix { $0 != "." })
    let before = isPresentationCopy ? nil : valueBeforeChange(root)
    let old = state
    state = updated
    version &+= 1
    guard !isPresentationCopy else { return }
    DisplayInvalidation.note()
    switch root {
    case "bounds": valueDidChange(root, from: old.bounds, presented: before)
    case "position": valueDidChange(root, from: old.position, presented: before)
    case "transform": valueDidChange(root, from: old.transform, presented: before)
    case "opacity": valueDidChange(root, from: old.opacity, presented: before)
    default: valueDidChange(root, from: old, presented: before)
    }
  }
}
