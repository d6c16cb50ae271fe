import Foundation
import HailApp
@_spi(Hail) import HailHarness
import OpenStreetMap
import Ride
import SDLHost
@_spi(Hail) import UIKit

/// `hail run`: the app in a window. `--screenshot FILE.png` renders the home screen headless
/// instead; a machine with no display records the demo tour to out/demo.gif and says so.
/// Hidden, for `hail-bench app`: with `HAIL_STARTUP_TIMING=1`, a headless `--screenshot` run reports
/// on standard error when its first frame was rendered, in ms since the process started
/// (`StartupTiming`). Hidden, for the window test: `--typing-test` shows one text field
/// (`TypingTestController`) instead of the home screen; headless, `--text STRING` types into it and
/// presses return before the screenshot.
enum RunCommand: HailCommand {
  static let name = "run"
  static let runsTheApp = true
  static let summary = RunOptions.usage

  static func run(_ arguments: [String]) -> Int32 {
    var timing = StartupTiming()
    timing.mark("main")
    let options: RunOptions
    do {
      options = try RunOptions(arguments)
    } catch {
      printError(error.description)
      return 2
    }
    // Fonts load while the map does.
    TextLayout.prepareInBackground()
    let mapStore: MapStore?
    let ride: RideConfiguration?
    do {
      mapStore = try HailEnvironment.openMap(path: options.mapPath, verification: MapArguments.verification) {
        printError($0)
      }
      ride = try options.loadRide { printError($0) }
    } catch {
      printError("\(error)")
      return 2
    }
    timing.mark("map")
    if let screenshot = options.screenshot {
      return renderHeadless(
        options, on: options.environment(mapStore, ride: ride, clock: VirtualClock()), to: screenshot,
        timing: &timing)
    }
    guard SDLHostError.hasDisplay() else {
      return recordDemo(options, on: options.environment(mapStore, ride: ride, clock: VirtualClock()))
    }
    return openWindow(options, on: options.environment(mapStore, ride: ride, clock: MonotonicClock()))
  }

  /// No display: the demo tour as a GIF, so `make run` still shows the app.
  private static func recordDemo(_ options: RunOptions, on environment: HailEnvironment) -> Int32 {
    let url = RunOptions.defaultDemo
    do {
      try createFolder(for: url)
      print("hail: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); recording the demo tour…")
      try DemoRecorder(environment: environment, device: options.device, scale: 1).record(to: url)
    } catch {
      printError("cannot record the demo: \(error)")
      return 2
    }
    print("hail: recorded the demo tour to \(url.path)")
    return 0
  }

  private static func openWindow(_ options: RunOptions, on environment: HailEnvironment) -> Int32 {
    let window = makeHomeWindow(options, on: environment)
    var configuration = SDLHostConfiguration(pointSize: window.bounds.size, scale: UIScreen.main.scale)
    configuration.title = "Hail — \(options.device.rawValue)"
    configuration.quitAfter = options.quitAfter
    configuration.screenshotURL = options.windowScreenshot
    configuration.showsFrameTimes = options.showsFrameTimes
    // The fonts of the screens to come load beside the app, once its first frame is up.
    configuration.onFirstFrame = { AppTextStyles.prepareInBackground() }
    do {
      if let url = options.windowScreenshot { try createFolder(for: url) }
      if let url = options.touchTrace {
        try createFolder(for: url)
        let trace = try TouchTrace(url: url)
        configuration.onTouchDown = { trace.append($0) }
      }
      try SDLHost.run(window: window, configuration: configuration)
      return 0
    } catch let error as UsageError {
      printError(error.description)
      return 2
    } catch {
      printError("\(error)")
      return 2
    }
  }

  /// Renders the home screen, after `options.taps`, to `url` without a window.
  private static func renderHeadless(
    _ options: RunOptions, on environment: HailEnvironment, to url: URL, quietly: Bool = false,
    timing: inout StartupTiming
  ) -> Int32 {
    let window = makeHomeWindow(options, on: environment)
    let application = UIApplication.shared
    application.advance(by: 1.0 / 60)
    timing.mark("window")
    let fingers = TouchInjector(window: window)
    for tap in options.taps {
      fingers.down(at: tap)
      application.advance(by: 0.05)
      fingers.up(at: tap)
      // Long enough for the app's animations (0.3 s tabs, paging) to finish.
      application.advance(by: 1)
    }
    if let text = options.typedText, let typing = window.rootViewController as? TypingTestController {
      typing.field.becomeFirstResponder()
      let keys = KeyPressInjector(window: window)
      keys.type(text)
      keys.press(.keyboardReturnOrEnter)
      // The keyboard's slide down (0.25 s) ends.
      application.advance(by: 1)
    }
    do {
      try createFolder(for: url)
      // `ViewRenderer.writePNG(of:to:)` in two steps, so the startup probe sees the first frame.
      guard let image = ViewRenderer().render(window) else {
        throw ViewRenderingError.nothingToRender(size: window.bounds.size)
      }
      timing.firstFrameRendered()
      do { try image.write(pngTo: url) } catch { throw ViewRenderingError.imageWrite(error) }
    } catch {
      printError("cannot write the screenshot: \(error)")
      return 2
    }
    let screen = options.typingTest ? "typing test screen" : "home screen"
    if !quietly { print("hail: rendered the \(screen) (\(options.device.rawValue)) to \(url.path)") }
    return 0
  }

  /// The device's screen and a key window showing the home screen; the app's log goes to stderr
  /// so that stdout stays for the command's own line.
  private static func makeHomeWindow(_ options: RunOptions, on environment: HailEnvironment) -> UIWindow {
    if options.typingTest {
      return options.device.startApplication(on: environment.system, scale: options.effectiveScale) {
        TypingTestController()
      }.window
    }
    return HomeScreenSession(
      environment: environment, device: options.device, scale: options.effectiveScale,
      log: { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
    ).window
  }

  private static func createFolder(for url: URL) throws(UsageError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw UsageError("cannot create the folder for \(url.path)")
    }
  }
}
