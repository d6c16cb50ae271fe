import Foundation

extension UIScrollView {
  /// `contentInset` plus the safe area where `contentInsetAdjustmentBehavior` adds it.
  public var adjustedContentInset: UIEdgeInsets {
    contentInset + safeAreaContribution
  }

  /// The part of the safe area that `contentInsetAdjustmentBehavior` adds to the insets.
  var safeAreaContribution: UIEdgeInsets {
    let safeArea = safeAreaInsets
    switch contentInsetAdjustmentBehavior {
    case .never:
      return .zero
    case .always:
      return safeArea
    case .automatic, .scrollableAxes:
      let vertical =
        contentSize.height + contentInset.top + contentInset.bottom > bounds.height || alwaysBounceVertical
      let horizontal =
        contentSize.width + contentInset.left + contentInset.right > bounds.width || alwaysBounceHorizontal
      return UIEdgeInsets(
        top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
        bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
    }
  }

  /// The offsets the content may rest at horizontally: from −left inset to the far edge.
  var horizontalRange: ClosedRange<CGFloat> {
    let inset = adjustedContentInset
    let minimum = -inset.left
    return minimum...max(minimum, contentSize.width + inset.right - bounds.width)
  }

  /// The offsets the content may rest at vertically: from −top inset to the far edge.
  var verticalRange: ClosedRange<CGFloat> {
    let inset = adjustedContentInset
    let minimum = -inset.top
    return minimum...max(minimum, contentSize.height + inset.bottom - bounds.height)
  }

  /// Whether a drag can move the content along each axis: there is more content than view, or the
  /// view bounces along it regardless (`alwaysBounce…`).
  var scrollsHorizontally: Bool {
    horizontalRange.upperBound > horizontalRange.lowerBound || (bounces && alwaysBounceHorizontal)
  }

  var scrollsVertically: Bool {
    verticalRange.upperBound > verticalRange.lowerBound || (bounces && alwaysBounceVertical)
  }
}
