import Foundation

/// Where a sheet rests and moves on an iPhone, as plain numbers: the container's height and safe
/// area in, the sheet's top edge out (y in the container, which fills the window).
///
/// The numbers are UIKitCore's (iOS 16.0, read statically; the addresses and a device check are in
/// the public notes of the "charon" iOS 6 backport of `UISheetPresentationController`, cited as
/// "UIKitCore 16" below). Apple documents none of them.
struct SheetLayout: Equatable {
  /// How far a released sheet is projected: 0.99 per millisecond (`_UISheetInteraction`'s
  /// `SheetDecelerationFactor`, `UIScrollView.DecelerationRate.fast`).
  static let decelerationRate = DecelerationModel.fastRate
  /// A release at or above this speed (pt/s) that would settle on the detent nearest the finger
  /// goes one detent further its way; below `ignoredSpeed` the speed counts as none (UIKitCore 16).
  static let flickSpeed: CGFloat = 1000
  static let ignoredSpeed: CGFloat = 250
  /// The settle: a spring of response 0.3441 s, critically damped, or damping 0.8 after a flick
  /// (UIKitCore 16). As `DurationSpring`s: duration 0.3441, bounce 0 or 0.2.
  static let settleResponse: TimeInterval = 0.3441
  static let flickBounce: CGFloat = 0.2
  /// The rubber band's coefficient, UIScrollView's (UIKitCore 16); its extent is
  /// `bandAbove`/`bandBelow`.
  static let rubberBandCoefficient: CGFloat = 0.55

  let containerHeight: CGFloat
  let safeAreaTop: CGFloat
  let safeAreaBottom: CGFloat

  /// The gap between the top safe-area inset and a full-height sheet: 10 pt on a phone without a
  /// home button, 20 with one (UIKitCore 16: `2 × topOffset` with the `_hasHomeButton` rule). A
  /// screen with no bottom safe area is taken for one with a home button.
  var topGap: CGFloat { safeAreaBottom > 0 ? 10 : 20 }

  /// The top of a full-height sheet.
  var largeTop: CGFloat { safeAreaTop + topGap }

  /// `maximumDetentValue`: a full-height sheet's height within the safe area.
  var maximumDetentValue: CGFloat { max(0, containerHeight - safeAreaBottom - largeTop) }

  /// The medium detent: 0.56 of the largest value in a container taller than 568 pt, else 0.63
  /// (UIKitCore 16).
  var mediumDetentValue: CGFloat { maximumDetentValue * (containerHeight > 568 ? 0.56 : 0.63) }

  /// The height of the sheet's view: always the full height; a lower detent moves it down, the
  /// part below the screen is not shown (as UIKit does: the view is not resized between detents).
  var sheetHeight: CGFloat { containerHeight - largeTop }

  /// Where the top of a sheet resting at a detent of `value` is.
  func top(forDetentValue value: CGFloat) -> CGFloat {
    containerHeight - safeAreaBottom - value
  }

  /// Where a dismissed sheet's top is: below the container.
  var dismissedTop: CGFloat { containerHeight }

  /// How far the sheet can be pulled above its highest detent: the gap to the top of the safe
  /// area, at most 100 (UIKitCore 16).
  func bandAbove(highest: CGFloat) -> CGFloat { min(max(highest - safeAreaTop, 0), 100) }

  /// How far a sheet that may not be dismissed can be pulled below its lowest detent: a quarter of
  /// the full height, at most 200 (UIKitCore 16).
  var bandBelow: CGFloat { min(maximumDetentValue / 4, 200) }

  /// The top shown for a finger that alone would put it at `fingerTop`: rubber-banded above the
  /// highest detent, and below the lowest one when the sheet cannot be dismissed.
  func band(highest: CGFloat, lowest: CGFloat, canDismiss: Bool) -> SheetBand {
    SheetBand(
      above: RubberBand(
        minimum: highest, maximum: .greatestFiniteMagnitude, dimension: bandAbove(highest: highest),
        coefficient: Self.rubberBandCoefficient),
      below: canDismiss
        ? nil
        : RubberBand(
          minimum: -.greatestFiniteMagnitude, maximum: lowest, dimension: bandBelow,
          coefficient: Self.rubberBandCoefficient))
  }

  /// Where a sheet released at `top` (the finger's, unbanded) moving at `velocity` (pt/s, positive
  /// down) comes to rest: the index into `tops` (detent tops, or the dismissed top among them) of
  /// the one nearest where its momentum projects, a fast flick going one further its way.
  func restingIndex(releasedAt top: CGFloat, velocity: CGFloat, tops: [CGFloat]) -> Int? {
    let speed = abs(velocity) < Self.ignoredSpeed ? 0 : velocity
    let projected = DecelerationModel(position: top, velocity: speed, rate: Self.decelerationRate)
      .restingOffset
    func nearest(to position: CGFloat) -> Int? {
      tops.indices.min { abs(tops[$0] - position) < abs(tops[$1] - position) }
    }
    guard let chosen = nearest(to: projected), let underFinger = nearest(to: top) else { return nil }
    guard chosen == underFinger, abs(speed) >= Self.flickSpeed else { return chosen }
    // Tops grow downward: a downward flick goes to the next larger top.
    let order = tops.indices.sorted { tops[$0] < tops[$1] }
    guard let rank = order.firstIndex(of: chosen) else { return chosen }
    let next = rank + (speed > 0 ? 1 : -1)
    return order.indices.contains(next) ? order[next] : chosen
  }
}

/// The rubber bands above the highest and below the lowest detent.
struct SheetBand {
  let above: RubberBand
  let below: RubberBand?

  func displayedTop(forFingerTop finger: CGFloat) -> CGFloat {
    if finger < above.minimum { return above.displayedOffset(forFingerOffset: finger) }
    if let below, finger > below.maximum { return below.displayedOffset(forFingerOffset: finger) }
    return finger
  }

  func fingerTop(forDisplayedTop shown: CGFloat) -> CGFloat {
    if shown < above.minimum { return above.fingerOffset(forDisplayedOffset: shown) }
    if let below, shown > below.maximum { return below.fingerOffset(forDisplayedOffset: shown) }
    return shown
  }
}
