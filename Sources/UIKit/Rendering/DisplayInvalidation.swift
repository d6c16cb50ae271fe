import Foundation

/// A counter of everything that can change what a window shows: views report their geometry,
/// appearance, content and hierarchy changes here (the hooks in `UIView`), so that a
/// `FrameRenderer` can tell in O(1) that nothing happened since its last frame and skip the frame.
///
/// One counter for the whole app (kept by `UIApplication`) rather than a flag per window: a hook then costs an increment,
/// not a walk up to the window, and a change outside any window (a cell waiting for reuse) costs
/// at most one comparison pass that finds no damage. Running animations change the presentation
/// without any call, so renderers also ask the animator (see `FrameRenderer`).
@preconcurrency @MainActor
enum DisplayInvalidation {
  /// Grows by one at every reported change; compared, never interpreted.
  static var generation: UInt64 { UIApplication.shared.displayGeneration }

  /// Something that may change the pixels of a window happened.
  static func note() {
    UIApplication.shared.displayGeneration &+= 1
  }
}
