import Foundation
import HailApp
@_spi(Hail) import HailHarness
import OpenStreetMap
@_spi(Hail) import UIKit

/// `hail demo --out demo.gif [--png-frames DIR]`: the scripted tour as a 30 fps animated GIF.
enum DemoCommand: HailCommand {
  static let name = "demo"
  static let runsTheApp = true
  static let summary =
    "--out FILE.gif [--png-frames DIR] [--device iphone8|iphone15] [--scale N] [--lang zh|en] "
    + "\(AppearanceOption.usage) [--map FILE] [--data-dir DIR] [--speed N]"
    + "   record the demo tour (the ride at N times real time, default 20)"

  static func run(_ arguments: [String]) -> Int32 {
    do {
      var output: String?
      var frames: String?
      var device = Device.iphone8
      var scale: CGFloat = 1
      var language = AppLanguage.zh
      var mapPath: String?
      var dataDirectory: URL?
      var speed = DemoTour.rideSpeed
      var appearance = UIUserInterfaceStyle.light
      var remaining = arguments[...]
      func value(for flag: String) throws -> String {
        guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
          throw UsageError("\(flag) needs a value")
        }
        return value
      }
      while let argument = remaining.popFirst() {
        switch argument {
        case "--out": output = try value(for: argument)
        case "--png-frames": frames = try value(for: argument)
        case "--map": mapPath = try value(for: argument)
        case "--appearance": appearance = try AppearanceOption.parse(remaining.popFirst())
        case "--data-dir": dataDirectory = URL(fileURLWithPath: try value(for: argument))
        case "--speed":
          speed = try RideOptions.speed(value(for: argument))
        case "--device":
          let name = try value(for: argument)
          guard let chosen = Device(rawValue: name) else {
            throw UsageError("unknown device '\(name)' (iphone8 or iphone15)")
          }
          device = chosen
        case "--scale":
          let text = try value(for: argument)
          do { scale = try Device.scale(parsing: text) } catch { throw UsageError(error.description) }
        case "--lang":
          let text = try value(for: argument)
          guard let chosen = AppLanguage(rawValue: text) else { throw UsageError("--lang takes zh or en") }
          language = chosen
        default:
          throw UsageError("unknown argument '\(argument)' for demo")
        }
      }
      guard let output else { throw UsageError("demo needs --out FILE.gif") }
      let gif = URL(fileURLWithPath: output)
      if let mapPath, FileIdentity.overwrites(output, anyOf: [mapPath]) {
        throw UsageError("--out \(output) is the map itself; refusing to overwrite it")
      }
      guard FileManager.default.fileExists(atPath: gif.deletingLastPathComponent().path) else {
        throw UsageError("cannot write \(output): the folder does not exist")
      }
      let environment = HailEnvironment(
        mapStore: try HailEnvironment.openMap(path: mapPath) { printError($0) }, language: language,
        dataDirectory: dataDirectory, ride: try HailEnvironment.loadRide(speed: speed) { printError($0) },
        appearance: appearance)
      let recording = try DemoRecorder(environment: environment, device: device, scale: scale)
        .record(to: gif, pngFrames: frames.map { URL(fileURLWithPath: $0) })
      for miss in recording.missedTouches { printError("the tour missed a touch: \(miss)") }
      if !recording.rideFinished {
        printError("the ride had not ended after 60 s at --speed \(speed); a higher --speed shows it whole")
      }
      print("hail: recorded the demo tour (\(recording.frames) frames at 30 fps) to \(output)")
      return 0
    } catch let error as UsageError {
      printError(error.description)
      return 2
    } catch {
      printError("\(error)")
      return 2
    }
  }
}
