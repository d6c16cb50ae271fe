@_spi(Hail) import UIKit

/// The text styles the app's screens lay out, whose fonts `hail run` loads in the background once the first
/// frame is up (`TextLayout.prepareInBackground(styles:)`), as iOS keeps its system fonts ready: a
/// style's first layout loads its font and sorts fontconfig's fallbacks for it, milliseconds in the
/// frame a screen first shows in. Measured on the ride tour (`hail-bench ride-tour`, session 30,
/// three alternating pairs): the search screen's first frame 18.6, 17.0, 17.9 → 14.4, 13.7, 14.1 ms,
/// the trip's start 22.1, 20.6, 17.8 → 15.0, 15.5, 15.3 ms.
///
/// The styles the demo tour lays out (`TextLayout.stylesLaidOut` after a run; the tour prints
/// `app.ride.fonts.unprepared`, those it met that are not here), and the drawer's title (22 pt
/// bold), which the tour does not open.
@_spi(Hail) public enum AppTextStyles {
  private static let sizes: [(CGFloat, CGTextStyle.Weight)] = [
    (13, .medium), (15, .regular), (10, .regular), (11, .medium), (13, .semibold), (13, .regular),
    (17, .semibold), (17, .regular), (20, .bold), (16, .regular), (12, .regular), (17, .bold),
    (22, .regular), (12, .medium), (20, .semibold), (11, .regular), (19, .semibold), (14, .regular),
    (24, .bold), (15, .medium), (30, .regular), (34, .bold), (22, .bold),
  ]
  public static let all: [CGTextStyle] = sizes.map { CGTextStyle(size: $0.0, weight: $0.1) }

  /// Loads their fonts on a background thread, one after each frame the app renders (or after
  /// `frameWait` seconds without one), so each loads between frames rather than holding up one
  /// (`FrameEnds`): what `hail run` does once its first frame is up, and the benchmarks that play
  /// the app as it runs do after theirs.
  @MainActor public static func prepareInBackground() {
    let frameEnds = UIApplication.shared.frameEnds
    TextLayout.prepareInBackground(styles: all, waitForTurn: { frameEnds.waitForNext(timeout: frameWait) })
  }

  /// How long a style waits for a frame to end before loading anyway: three frames at 60 Hz, so a
  /// host that renders no frames still has every style within about a second.
  static let frameWait: TimeInterval = 0.05
}
