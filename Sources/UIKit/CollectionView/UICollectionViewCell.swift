import Foundation

/// An item of a collection view: a content view to put subviews in, selection and highlight states.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// Where the cell's content goes; it fills the cell.
  public let contentView: UIView = UICollectionViewCellContentView()
  open var backgroundView: UIView? {
    didSet { replace(oldValue, with: backgroundView, at: 0) }
  }
  /// Shown behind the content while the cell is selected or highlighted (none by default, as UIKit).
  open var selectedBackgroundView: UIView? {
    didSet {
      replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
      updateSelectedBackground()
    }
  }
  open var isSelected = false {
    didSet { updateSelectedBackground() }
  }
  open var isHighlighted = false {
    didSet { updateSelectedBackground() }
  }
  weak var collectionView: UICollectionView?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Unhandled touches on the content reach the cell, which lets its collection view highlight and
  /// select it.
  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    collectionView?.cellTouchBegan(self)
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    collectionView?.cellTouchEnded(self, inside: bounds.contains(touch.location(in: self)))
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    collectionView?.cellTouchCancelled(self)
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.alpha = isSelected || isHighlighted ? 1 : 0
  }

  private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
    old?.removeFromSuperview()
    guard let new else { return }
    new.frame = bounds
    new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(new, at: index)
  }
}

/// The cell's content view; named as UIKit's private class is, so a hit on it reads the same.
final class UICollectionViewCellContentView: UIView {}
