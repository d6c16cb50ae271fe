import Foundation
import HailApp
@_spi(Hail) import HailHarness
import OpenStreetMap
import Ride
import SDLHost
@_spi(Hail) import UIKit

/// `hail run`'s command line.
struct RunOptions {
  var device = Device.iphone8
  /// The device's scale unless `--scale` overrides it (`Device.scale(parsing:)`: 1, 2 or 3).
  var scale: CGFloat?
  /// Render headless to this PNG and exit instead of opening the window.
  var screenshot: URL?
  /// Headless only: taps (window points) applied before the screenshot, each given time to settle.
  var taps: [CGPoint] = []
  var quitAfter: TimeInterval?
  var windowScreenshot: URL?
  var touchTrace: URL?
  var showsFrameTimes = false
  var language = AppLanguage.zh
  /// A `.hailmap` other than the default (data/helsinki.hailmap).
  var mapPath: String?
  /// Where the user's data lives, instead of the XDG data directory.
  var dataDirectory: URL?
  /// Hidden, for the window test: a screen with one text field instead of the home screen.
  var typingTest = false
  /// Hidden, headless with `--typing-test`: typed into the field, then return, before the screenshot.
  var typedText: String?
  /// Tariff files other than the repository's (`tariffs/`).
  var tariffDirectory: String?
  /// Cars in the fleet, instead of the map's share of a city's 300 (`FleetConfiguration.size(forRoadLength:)`).
  var fleetSize: Int?
  /// Simulated seconds per real second.
  var speed = 1.0
  /// The system appearance (`--appearance dark`).
  var appearance = UIUserInterfaceStyle.light

  /// Where the demo tour goes when there is no display and no `--screenshot`.
  static let defaultDemo = URL(fileURLWithPath: "out/demo.gif")

  static let usage =
    "[--device iphone8|iphone15] [--scale N] [--lang zh|en] \(AppearanceOption.usage) [--map FILE] [--data-dir DIR] [--tariffs DIR] [--fleet N] "
    + "[--speed N] [--screenshot FILE.png [--tap X,Y]…] "
    + "[--quit-after SECONDS] [--screenshot-window FILE.png] [--trace-touches FILE.jsonl] [--frame-times]   run the app"

  init(_ arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    func value(for flag: String, _ what: String) throws(UsageError) -> String {
      guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
        throw UsageError("\(flag) needs \(what)")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--device":
        let name = try value(for: argument, "a device: iphone8 or iphone15")
        guard let chosen = Device(rawValue: name) else {
          throw UsageError("unknown device '\(name)' (iphone8 or iphone15)")
        }
        device = chosen
      case "--scale":
        let text = try value(for: argument, "a number of pixels per point")
        do { scale = try Device.scale(parsing: text) } catch { throw UsageError(error.description) }
      case "--screenshot":
        screenshot = URL(fileURLWithPath: try value(for: argument, "a PNG file name"))
      case "--tap":
        let text = try value(for: argument, "a point X,Y in window points")
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
          throw UsageError("--tap needs a point X,Y in window points, not '\(text)'")
        }
        let point = try parts.map { (part) throws(UsageError) -> Double in
          do { return try DecimalNumber.parse(part) } catch { throw UsageError("--tap: \(error)") }
        }
        taps.append(CGPoint(x: point[0], y: point[1]))
      case "--quit-after":
        let text = try value(for: argument, "a number of seconds")
        let seconds: Double
        do { seconds = try DecimalNumber.parse(text) } catch { throw UsageError("--quit-after: \(error)") }
        guard seconds > 0 else {
          throw UsageError("--quit-after needs a positive number of seconds, not '\(text)'")
        }
        quitAfter = seconds
      case "--screenshot-window":
        windowScreenshot = URL(fileURLWithPath: try value(for: argument, "a PNG file name"))
      case "--trace-touches":
        touchTrace = URL(fileURLWithPath: try value(for: argument, "a file name"))
      case "--frame-times":
        showsFrameTimes = true
      case "--lang":
        let text = try value(for: argument, "a language: zh or en")
        guard let chosen = AppLanguage(rawValue: text) else {
          throw UsageError("unknown language '\(text)' (zh or en)")
        }
        language = chosen
      case "--appearance":
        appearance = try AppearanceOption.parse(remaining.popFirst())
      case "--map":
        mapPath = try value(for: argument, "a .hailmap file")
      case "--data-dir":
        dataDirectory = URL(fileURLWithPath: try value(for: argument, "a folder"))
      case "--typing-test":
        typingTest = true
      case "--text":
        typedText = try value(for: argument, "the text to type")
      case "--tariffs":
        tariffDirectory = try value(for: argument, "a folder of tariff files")
      case "--fleet":
        fleetSize = try RideOptions.fleet(value(for: argument, "a number of cars"))
      case "--speed":
        speed = try RideOptions.speed(value(for: argument, "a speed factor"))
      default:
        throw UsageError("unknown argument '\(argument)' for run")
      }
    }
    for (flag, url) in [
      ("--screenshot", screenshot), ("--screenshot-window", windowScreenshot),
      ("--trace-touches", touchTrace),
    ] {
      if let url, let mapPath, FileIdentity.overwrites(url.path, anyOf: [mapPath]) {
        throw UsageError("\(flag) \(url.path) is the map itself; refusing to overwrite it")
      }
    }
    if !taps.isEmpty, screenshot == nil {
      throw UsageError("--tap applies to a headless --screenshot only")
    }
    if typedText != nil, screenshot == nil || !typingTest {
      throw UsageError("--text applies to a headless --screenshot of --typing-test only")
    }
  }

  /// The scale the engine runs at: `--scale` (one of `Device.scales`) or the device's.
  var effectiveScale: CGFloat { scale ?? device.scale }
}

extension RunOptions {
  /// The environment these options describe, on `mapStore`, `ride` and `clock`.
  @MainActor
  func environment(_ mapStore: MapStore?, ride: RideConfiguration?, clock: any Clock) -> HailEnvironment {
    HailEnvironment(
      mapStore: mapStore, clock: clock, language: language, dataDirectory: dataDirectory, ride: ride,
      appearance: appearance)
  }

  /// The ride configuration these options describe (see `HailEnvironment.loadRide`).
  @MainActor
  func loadRide(warning: (String) -> Void) throws(TariffError) -> RideConfiguration? {
    try HailEnvironment.loadRide(
      tariffDirectory: tariffDirectory, fleetSize: fleetSize, speed: speed, warning: warning)
  }
}
