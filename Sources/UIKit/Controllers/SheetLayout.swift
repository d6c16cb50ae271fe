import Foundation

/// Where a sheet rests and moves on an iPhone, as plain numbers: the container's height and safe
/// area in, the sheet's top edge out (y in the container, which fills the window).
struct SheetLayout: Equatable {
  /// The gap between the top safe-area inset and a full-height sheet. UIKit documents none; 10 pt
  /// is the gap measured on iOS 15–17 iPhones (a large sheet's top at the safe area + 10).
  static let topGap: CGFloat = 10
  /// How far a released sheet is projected: UIKit's sheet interaction decelerates at 0.99 per
  /// millisecond (`SheetDecelerationFactor`'s default in UIKitCore's `_UISheetInteraction`, as
  /// decompiled), `UIScrollView.DecelerationRate.fast`.
  static let decelerationRate = DecelerationModel.fastRate

  let containerHeight: CGFloat
  let safeAreaTop: CGFloat
  let safeAreaBottom: CGFloat

  /// The top of a full-height sheet.
  var largeTop: CGFloat { safeAreaTop + Self.topGap }

  /// `maximumDetentValue`: a full-height sheet's height within the safe area.
  var maximumDetentValue: CGFloat { max(0, containerHeight - safeAreaBottom - largeTop) }

  /// The height of the sheet's view: always the full height; a lower detent moves it down, the
  /// part below the screen is not shown (as UIKit does: the view is not resized between detents).
  var sheetHeight: CGFloat { containerHeight - largeTop }

  /// Where the top of a sheet resting at a detent of `value` is.
  func top(forDetentValue value: CGFloat) -> CGFloat {
    containerHeight - safeAreaBottom - value
  }

  /// Where a dismissed sheet's top is: below the container.
  var dismissedTop: CGFloat { containerHeight }

  /// Where a sheet released at `top` moving at `velocity` (points per second, positive down) comes
  /// to rest: the detent (by index into `detentTops`) nearest to where its momentum would carry it,
  /// or nil for "dismissed" when dismissing is allowed and that is nearer.
  func restingDetent(releasedAt top: CGFloat, velocity: CGFloat, detentTops: [CGFloat], canDismiss: Bool)
    -> Int?
  {
    let projected = DecelerationModel(position: top, velocity: velocity, rate: Self.decelerationRate)
      .restingOffset
    let nearest = detentTops.indices.min { abs(detentTops[$0] - projected) < abs(detentTops[$1] - projected) }
    guard canDismiss, let nearest else { return nearest }
    return abs(dismissedTop - projected) < abs(detentTops[nearest] - projected) ? nil : nearest
  }

  /// The top shown for a finger that alone would put it at `fingerTop`: above the highest detent
  /// the sheet follows with UIKit's rubber band (coefficient 0.55, as `_UIHyperInteractor` uses
  /// `_UIScrollViewRubberBandCoefficient`), and below the lowest one too when it cannot be dismissed.
  func displayedTop(forFingerTop fingerTop: CGFloat, highest: CGFloat, lowest: CGFloat, canDismiss: Bool)
    -> CGFloat
  {
    let band = RubberBand(
      minimum: highest, maximum: canDismiss ? .greatestFiniteMagnitude : lowest, dimension: containerHeight)
    return band.displayedOffset(forFingerOffset: fingerTop)
  }
}
