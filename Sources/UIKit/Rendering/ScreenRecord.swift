import Foundation

/// What one layer put on screen in a frame, as far as its pixels depend on it: where (in window
/// pixels) and everything else that changes those pixels. Two frames whose records of a layer are
/// equal show that layer identically, so its area needs no redrawing on its account.
struct ScreenRecord: Equatable {
  /// The pixels the layer's own painting can touch (shadow, background, content, border), grown to
  /// whole pixels and clipped by its ancestors' `masksToBounds` and masks and the window; may be
  /// empty.
  let pixels: CGRect
  let appearance: Appearance

  /// The values that decide the colour of those pixels. Inherited values (the placement in the
  /// window, the opacity and the paint order) are accumulated down the tree, so a change to an
  /// ancestor shows up in every descendant's record: a moved or faded superlayer damages all it holds.
  struct Appearance: Equatable {
    /// From the layer's bounds rectangle moved to the origin to window points, through every
    /// ancestor: the exact position, so a sub-pixel move that leaves `pixels` unchanged still counts.
    private(set) var placement: CGAffineTransform
    /// The presentation bounds size.
    private(set) var size: CGSize
    /// Where each piece of content lands relative to the bounds origin, and which pixels it is.
    let contents: [Content]
    /// The product of the opacities from the window down to this layer.
    let opacity: Float
    /// The blend modes other than normal from the window down to this layer (`CALayer.blendMode`),
    /// five bits each, the innermost lowest: 0 when every one blends normally, as nearly all do.
    /// Exact for twelve blending layers nested, far more than any tree has; past that the outer
    /// ones drop out, and it stays nonzero.
    let blending: Int
    /// Identifies the layer's place in the paint order: the sibling indices from the window down.
    private(set) var order: Int
    let backgroundColor: CGColor?
    let borderColor: CGColor?
    let borderWidth: CGFloat
    let cornerRadius: CGFloat
    let cornerCurve: CALayerCornerCurve
    let maskedCorners: CACornerMask
    let masksToBounds: Bool
    let shadowColor: CGColor?
    let shadowOpacity: Float
    let shadowRadius: CGFloat
    let shadowOffset: CGSize
    let shadowPath: CGPath?
    /// How scaled content is sampled (minification, magnification); nil for a layer without
    /// content, where they decide nothing.
    let minificationFilter: CALayerContentsFilter?
    let magnificationFilter: CALayerContentsFilter?
    /// The mask's presentation values and content, when the layer has one.
    let mask: LayerState?
    let maskVersions: [Int]

    struct Content: Equatable {
      let rect: CGRect
      let version: Int
    }

    /// Whether `other` is this appearance placed elsewhere: the same but for the placement and
    /// the place among its siblings (a layer a scroll carried along while the cells around it were
    /// added or taken away; whether its order with the others changed is the caller's to check).
    func isMove(of other: Appearance) -> Bool {
      var moved = other
      moved.placement = placement
      moved.order = order
      return moved == self
    }

    /// Whether `other` is this appearance's plain fill (a background alone: no content, border
    /// or shadow) placed elsewhere and sized otherwise: inside both outlines it paints the same
    /// colour (a list's ground that grows as it scrolls).
    func isMovedFill(of other: Appearance) -> Bool {
      guard contents.isEmpty, borderWidth == 0 || (borderColor?.alpha ?? 0) == 0,
        shadowOpacity == 0 || (shadowColor?.alpha ?? 0) == 0
      else { return false }
      var moved = other
      moved.placement = placement
      moved.order = order
      moved.size = size
      return moved == self
    }

    /// `blending` for a layer blending by `mode` under a superlayer whose `blending` is `inherited`.
    static func blendingChain(_ mode: CGBlendMode, under inherited: Int) -> Int {
      mode == .normal ? inherited : inherited &* 32 &+ Int(mode.rawValue)
    }

    @MainActor
    init(
      layer: CALayer, _ state: LayerState, toWindow: CGAffineTransform, contents: [PaintedContent],
      opacity: Float, blending: Int, order: Int, mask: LayerState?, maskVersion: [Int]
    ) {
      // Where the bounds rectangle lands, not where the bounds origin does: scrolling moves the
      // sublayers but not the layer's own background, border or content.
      placement = CGAffineTransform(translationX: state.bounds.minX, y: state.bounds.minY).concatenating(
        toWindow)
      size = state.bounds.size
      self.contents = contents.map {
        Content(rect: $0.rect.offsetBy(dx: -state.bounds.minX, dy: -state.bounds.minY), version: $0.version)
      }
      self.opacity = opacity
      self.blending = blending
      self.order = order
      backgroundColor = state.backgroundColor
      borderColor = state.borderColor
      borderWidth = state.borderWidth
      cornerRadius = state.cornerRadius
      cornerCurve = state.cornerCurve
      maskedCorners = state.maskedCorners
      masksToBounds = state.masksToBounds
      shadowColor = state.shadowColor
      shadowOpacity = state.shadowOpacity
      shadowRadius = state.shadowRadius
      shadowOffset = state.shadowOffset
      shadowPath =
        state.shadowPath ?? (layer is CAShapeLayer && state.shadowOpacity > 0 ? state.shape.path : nil)
      minificationFilter = contents.isEmpty ? nil : state.minificationFilter
      magnificationFilter = contents.isEmpty ? nil : state.magnificationFilter
      self.mask = mask
      maskVersions = maskVersion
    }
  }
}
