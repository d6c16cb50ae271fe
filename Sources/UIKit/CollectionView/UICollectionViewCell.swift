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
  /// Content described as a value (`UIListContentConfiguration` or the app's own), shown in the
  /// view it makes, which fills the content view.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      configuredContentView = contentView.show(contentConfiguration, replacing: configuredContentView)
    }
  }
  private var configuredContentView: (any UIView & UIContentView)?
  /// Whether the cell's collection view is editing (`UICollectionView.isEditing`).
  var isEditingInCollection = false {
    didSet { if isEditingInCollection != oldValue { setNeedsLayout() } }
  }
  weak var collectionView: UICollectionView?
  /// Whether the cell's item is expanded in its section snapshot (set by a diffable data source).
  var isExpandedInOutline = false

  /// The cell's state: selected, highlighted, editing.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditingInCollection
    state.isExpanded = isExpandedInOutline
    return state
  }

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

  /// UIKit's self-sizing: the size the content view's Auto Layout constraints give it, starting from
  /// the attributes' (estimated) size less the room accessories take beside it. The dimensions the
  /// layout estimates fit the content (at `fittingSizeLevel`, as small as the constraints allow),
  /// the others stay as laid out (`required`), as
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` takes them.
  /// Content shown from a `contentConfiguration` without constraints is as tall as its view fits at
  /// the width; other content without constraints keeps the attributes' size.
  override open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    guard let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
      return layoutAttributes
    }
    let axes =
      collectionView?.collectionViewLayout.estimatedAxes(ofItemAt: layoutAttributes.indexPath)
      ?? [.width, .height]
    layoutIfNeeded()
    let beside = max(0, bounds.width - contentView.frame.width)
    let target = CGSize(
      width: max(0, layoutAttributes.size.width - beside), height: layoutAttributes.size.height)
    var fitted: CGSize
    if !contentView.allInstalledConstraints().isEmpty {
      fitted = contentView.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: axes.contains(.width) ? .fittingSizeLevel : .required,
        verticalFittingPriority: axes.contains(.height) ? .fittingSizeLevel : .required)
    } else if let configuredContentView {
      let size = configuredContentView.sizeThatFits(CGSize(width: target.width, height: 0))
      fitted = CGSize(
        width: axes.contains(.width) ? size.width : target.width,
        height: axes.contains(.height) ? size.height : target.height)
    } else {
      return layoutAttributes
    }
    fitted.width += beside
    guard fitted.width.isFinite, fitted.height.isFinite, fitted.width > 0, fitted.height > 0 else {
      return layoutAttributes
    }
    copy.size = fitted
    return copy
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
