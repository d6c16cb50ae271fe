@_spi(Hail) import EngineTime
import Foundation

/// The application: the run loop that turns time and input into frames.
///
/// A frame runs, in order: a turn of the main run loop (main-queue work, due timers) → time-based
/// gesture decisions (tap windows, touch delays) → display-link callbacks (scroll physics,
/// anything frame-driven) → finished animations' completions → the layout pass of every window →
/// `frameObservers` (the renderer and the SDL host present there). Events are delivered when they
/// arrive, through `sendEvent(_:)`, as UIKit does between frames.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The one application. Headless by default: a virtual clock that moves only when told.
  public static let shared = UIApplication()

  /// What the host gave the application: the clock, the language, the services (see
  /// `SystemEnvironment`). Replaced whole by `resetHeadless(environment:)`.
  @_spi(Hail) public internal(set) var environment = SystemEnvironment()

  /// Where time comes from: virtual in tests and replays, monotonic in a window.
  @_spi(Hail) public var clock: any Clock {
    get { environment.clock }
    set {
      environment.clock = newValue
      installClock()
    }
  }

  /// Frames per second of the frame loop; UIKit's default display rate.
  @_spi(Hail) public var preferredFramesPerSecond = 60

  /// The windows made visible, back to front.
  public private(set) var windows: [UIWindow] = []
  public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

  /// The time of the last frame run.
  @_spi(Hail) public private(set) var lastFrameTime: TimeInterval = 0

  /// How many frames have run: idle frames skipped headless are not counted (a figure for tests and
  /// benchmarks).
  @_spi(Hail) public private(set) var framesRun = 0

  /// The URLs given to other apps by `open(_:options:completionHandler:)`, oldest first.
  @_spi(Hail) public internal(set) var openedURLs: [URL] = []

  /// Called at the end of each frame, after layout (renderers, hosts, recorders).
  @_spi(Hail) public var frameObservers: [(TimeInterval) -> Void] = []

  /// Receives Auto Layout's messages (UIKit's console output: unsatisfiable constraints, misuse);
  /// standard error by default.
  @_spi(Hail) public var layoutDiagnostics: (String) -> Void = UIApplication.printLayoutMessage

  nonisolated static func printLayoutMessage(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  private var displayLinks: [CADisplayLink] = []
  /// Whether this start of the application has posted `willTerminateNotification` (`terminate()`).
  var hasTerminated = false
  /// Whether the process's exit resets the application (see `resetsAtExit()`).
  var resetsAtExitRegistered = false
  let animator = Animator()
  /// The drawing contexts pushed by `UIGraphicsPushContext(_:)`, the current one last.
  var graphicsContexts: [CGContext] = []
  /// Grows at every change that may alter a window's pixels (see `DisplayInvalidation`).
  var displayGeneration: UInt64 = 0
  /// Each view's drawn content, shared by every renderer (see `ContentCache`).
  private(set) var contentCache = ContentCache()
  /// Blurred shadow masks, made once per shape (see `ShadowMaskCache`).
  private(set) var shadowMasks = ShadowMaskCache()
  /// Shape and gradient layers' rasterized content (see `LayerContentCache`).
  @_spi(Hail) public private(set) var layerContents = LayerContentCache()
  /// Small bitmaps kept turned for compositing (see `TurnedImageCache`).
  private(set) var turnedImages = TurnedImageCache()
  /// Rounded backgrounds' coverage, drawn once per shape (see `RoundedFillCache`).
  private(set) var roundedFills = RoundedFillCache()
  /// The thread the second band of a frame is composited on (see `FrameRenderer`), started at the
  /// first such frame and kept across resets: it holds nothing of a session's.
  private(set) lazy var bandWorker = BandWorker()
  /// The frame whose waits for background queues end at `deadline` (`queueWaitDeadline()`).
  var queueWait: (frame: Int, deadline: Dispatch.DispatchTime)?
  /// The ends of the frames the app's windows render, for work that waits for the time between
  /// them (`FrameEnds`).
  @_spi(Hail) public nonisolated let frameEnds = FrameEnds()
  /// The main run loop: timers and the main dispatch queue, on `clock`.
  var mainRunLoop: RunLoop { .main }

  override init() {
    super.init()
    installClock()
    mainRunLoop.frameLoop = self
  }

  /// Makes `clock` the main run loop's, the time every thread reads (`DispatchTime.now()`,
  /// `CACurrentMediaTime()`).
  private func installClock() {
    mainRunLoop.clock = clock
  }

  @_spi(Hail) public var frameInterval: TimeInterval { 1 / TimeInterval(max(preferredFramesPerSecond, 1)) }

  /// Starts over on a fresh environment with `clock` and nothing else (no map, no location).
  @_spi(Hail) public func resetHeadless(clock: any Clock = VirtualClock()) {
    resetHeadless(environment: SystemEnvironment(clock: clock))
  }

  /// Starts over on `environment`, with no windows, display links, frame observers, animations or
  /// drawing contexts left from before: each headless test or replay begins from the same state.
  /// Fingers still down are let go first, with none of the old screen's code run (see
  /// `TouchDispatcher.abandonTouchesInFlight(at:)`).
  @_spi(Hail) public func resetHeadless(environment: SystemEnvironment) {
    resetsAtExit()
    // The app before the reset ends as an app ends: what it saves on termination is saved.
    terminate()
    hasTerminated = false
    for window in windows {
      window.touchDispatcher.abandonTouchesInFlight(at: clock.now)
    }
    self.environment = environment
    installClock()
    let clock = environment.clock
    graphicsContexts.removeAll()
    contentCache = ContentCache()
    shadowMasks = ShadowMaskCache()
    layerContents = LayerContentCache()
    turnedImages = TurnedImageCache()
    roundedFills = RoundedFillCache()
    windows.removeAll()
    openedURLs.removeAll()
    displayLinks.removeAll()
    frameObservers.removeAll()
    animator.removeAll()
    mainRunLoop.reset()
    UIPasteboard.general.reset()
    UITraitCollection.clearCurrent()
    publishSystemTraits()
    layoutDiagnostics = UIApplication.printLayoutMessage
    lastFrameTime = clock.now
    queueWait = nil
  }

  /// Delivers an event to the window it belongs to, as `UIApplication.sendEvent(_:)`.
  open func sendEvent(_ event: UIEvent) {
    let targetWindows = Set(event.allTouches?.compactMap { $0.window.map(ObjectIdentifier.init) } ?? [])
    for window in windows where targetWindows.contains(ObjectIdentifier(window)) {
      window.sendEvent(event)
    }
  }

  /// Runs one frame at the clock's current time.
  @_spi(Hail) public func runFrame() {
    let now = clock.now
    lastFrameTime = now
    framesRun += 1
    mainRunLoop.runTurn(at: now)
    for window in windows {
      window.touchDispatcher.frameTick(at: now)
    }
    let mode = mainRunLoop.currentMode ?? .default
    for link in displayLinks {
      link.fire(timestamp: now, frameInterval: frameInterval, mode: mode)
    }
    animator.completeFinishedGroups(at: now)
    animator.updateLayers(at: now)
    for window in windows {
      window.layoutIfNeeded()
    }
    animator.layOutAndDisplayLayers()
    for observer in frameObservers {
      observer(now)
    }
  }

  /// Advances a virtual clock by `seconds`, running every frame that falls due on the way (one
  /// per `frameInterval`) and, at their exact times, the timers and delayed main-queue work due
  /// between frames. Does nothing to a real clock.
  ///
  /// Idle frames are skipped: when nothing moves (no animation, display link or gesture in
  /// progress, no main-queue work waiting) and no frame observer watches, the clock jumps to the
  /// next due timer or the end, so a long wait costs a few frames rather than sixty a second.
  @_spi(Hail) public func advance(by seconds: TimeInterval) {
    guard let virtualClock = clock as? VirtualClock, seconds.isFinite, seconds > 0 else { return }
    let end = virtualClock.now + seconds
    mainRunLoop.runTurn(at: virtualClock.now)
    // The time of the last turn: work falling due again at that very time (work that requeues
    // itself for "now") waits for the next frame instead of holding the clock still.
    var turnedAt = virtualClock.now
    while true {
      let nextFrame = lastFrameTime + frameInterval
      if let due = mainRunLoop.nextDueTime, due <= min(nextFrame, end) + 1e-9,
        max(due, virtualClock.now) > turnedAt
      {
        virtualClock.advance(to: due)
        mainRunLoop.runTurn(at: virtualClock.now)
        turnedAt = virtualClock.now
        continue
      }
      guard nextFrame <= end + 1e-9 else { break }
      virtualClock.advance(to: nextFrame)
      runFrame()
      // Work queued during the frame runs right after it, as after a turn of UIKit's run loop.
      if mainRunLoop.hasImmediateWork { mainRunLoop.runTurn(at: virtualClock.now) }
      turnedAt = virtualClock.now
      if isIdle { skipIdleFrames(until: min(mainRunLoop.nextDueTime ?? end, end)) }
    }
    virtualClock.advance(to: end)
  }

  /// Advances a virtual clock to `time`, running the frames due on the way.
  @_spi(Hail) public func advance(to time: TimeInterval) {
    advance(by: time - clock.now)
  }

  /// Whether coming frames would change nothing until a timer fires: nothing animates, tracks a
  /// finger, waits for layout or for the next turn, and nobody watches the frames.
  private var isIdle: Bool {
    frameObservers.isEmpty && !animator.hasPendingGroups && !animator.isAnimatingLayers
      && !mainRunLoop.hasImmediateWork
      && !displayLinks.contains { $0.isActive }
      && windows.allSatisfy { $0.touchDispatcher.isIdle && !Self.needsLayout($0) }
  }

  /// Whether a view of the tree is marked for layout (one that marks itself from its own
  /// `layoutSubviews` gets a pass every frame).
  private static func needsLayout(_ view: UIView) -> Bool {
    view.needsLayout || view.subviews.contains(where: needsLayout)
  }

  /// Moves the frame grid to the last frame before `time` without running the frames between:
  /// the first frame after `time` runs, showing what the timer due then changed.
  private func skipIdleFrames(until time: TimeInterval) {
    let skipped = ((time - lastFrameTime) / frameInterval - 1e-9).rounded(.down)
    guard skipped >= 1 else { return }
    lastFrameTime += skipped * frameInterval
  }

  func addDisplayLink(_ link: CADisplayLink) {
    guard !displayLinks.contains(where: { $0 === link }) else { return }
    displayLinks.append(link)
  }

  func removeDisplayLink(_ link: CADisplayLink) {
    displayLinks.removeAll { $0 === link }
  }

  func windowDidBecomeVisible(_ window: UIWindow) {
    windows.removeAll { $0 === window }
    windows.append(window)
  }

  func windowDidHide(_ window: UIWindow) {
    windows.removeAll { $0 === window }
  }

  override open var next: UIResponder? { nil }

  // Presses that reach the application were handled by no responder: the host may use the key.

  override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    event?.reachedApplication = true
  }

  override open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    event?.reachedApplication = true
  }

  override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    event?.reachedApplication = true
  }

  override open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    event?.reachedApplication = true
  }
}
