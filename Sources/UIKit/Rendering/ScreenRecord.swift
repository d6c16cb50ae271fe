import Foundation

/// What one view put on screen in a frame, as far as its pixels depend on it: where (in window
/// pixels) and everything else that changes those pixels. Two frames whose records of a view are
/// equal show that view identically, so its area needs no redrawing on its account.
struct ScreenRecord: Equatable {
  /// The pixels the view's own painting can touch (shadow, background, content, border), grown to
  /// whole pixels and clipped by its ancestors' `masksToBounds` and the window; may be empty.
  let pixels: CGRect
  let appearance: Appearance

  /// The values that decide the colour of those pixels. Inherited values (the placement in the
  /// window, the opacity and the paint order) are accumulated down the tree, so a change to an
  /// ancestor shows up in every descendant's record: a moved or faded superview damages all it holds.
  struct Appearance: Equatable {
    /// From the view's bounds rectangle moved to the origin to window points, through every
    /// ancestor: the exact position, so a sub-pixel move that leaves `pixels` unchanged still counts.
    let placement: CGAffineTransform
    /// The presentation bounds size, and the model size its content was drawn at.
    let size: CGSize
    let contentSize: CGSize
    let contentMode: UIView.ContentMode
    /// Which bitmap the content cache holds for the view (`ContentCache.version(of:)`).
    let contentVersion: Int
    /// The product of the opacities from the window down to this view.
    let opacity: Float
    /// Identifies the view's place in the paint order: the sibling indices from the window down.
    let order: Int
    let backgroundColor: CGColor?
    let borderColor: CGColor?
    let borderWidth: CGFloat
    let cornerRadius: CGFloat
    let masksToBounds: Bool
    let shadowColor: CGColor?
    let shadowOpacity: Float
    let shadowRadius: CGFloat
    let shadowOffset: CGSize
  }
}
