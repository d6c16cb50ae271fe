import Foundation
import HailApp
@_spi(Hail) import HailHarness
import OpenStreetMap
@_spi(Hail) import UIKit

/// `hail replay SCRIPT.jsonl --out DIR [--device NAME] [--scale N]` (DESIGN.md, "Scripted replay"),
/// with the ride's `--fleet N` and `--speed N` as `run` takes them.
enum ReplayCommand: HailCommand {
  static let name = "replay"
  static let runsTheApp = true
  static let summary =
    "SCRIPT.jsonl --out DIR [--device iphone8|iphone15] [--scale N] [--lang zh|en] \(AppearanceOption.usage) "
    + "[--map FILE] [--data-dir DIR] [--fleet N] [--speed N]"
    + "   replay touches headless"

  static func run(_ arguments: [String]) -> Int32 {
    var scriptPath: String?
    do {
      var output: String?
      var device = Device.iphone8
      var scale: CGFloat?
      var language = AppLanguage.zh
      var appearance = UIUserInterfaceStyle.light
      var mapPath: String?
      var dataDirectory: URL?
      var fleetSize: Int?
      var speed = 1.0
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        switch argument {
        case "--out":
          guard let value = remaining.popFirst(), !value.isEmpty else {
            throw UsageError("--out needs a folder")
          }
          output = value
        case "--device":
          guard let value = remaining.popFirst(), let chosen = Device(rawValue: value) else {
            throw UsageError("--device takes iphone8 or iphone15")
          }
          device = chosen
        case "--scale":
          guard let value = remaining.popFirst() else { throw UsageError("--scale takes 1, 2 or 3") }
          do { scale = try Device.scale(parsing: value) } catch { throw UsageError(error.description) }
        case "--lang":
          guard let value = remaining.popFirst(), let chosen = AppLanguage(rawValue: value) else {
            throw UsageError("--lang takes zh or en")
          }
          language = chosen
        case "--appearance":
          appearance = try AppearanceOption.parse(remaining.popFirst())
        case "--map":
          guard let value = remaining.popFirst(), !value.isEmpty else {
            throw UsageError("--map needs a .hailmap file")
          }
          mapPath = value
        case "--data-dir":
          guard let value = remaining.popFirst(), !value.isEmpty else {
            throw UsageError("--data-dir needs a folder")
          }
          dataDirectory = URL(fileURLWithPath: value)
        case "--fleet":
          fleetSize = try RideOptions.fleet(remaining.popFirst())
        case "--speed":
          speed = try RideOptions.speed(remaining.popFirst())
        default:
          guard !argument.hasPrefix("-"), scriptPath == nil else {
            throw UsageError("unknown argument '\(argument)' for replay")
          }
          scriptPath = argument
        }
      }
      guard let scriptPath else {
        throw UsageError("replay needs a script: hail replay SCRIPT.jsonl --out DIR")
      }
      guard let output else { throw UsageError("replay needs --out DIR") }
      guard let data = FileManager.default.contents(atPath: scriptPath) else {
        throw ReplayError.unreadable(path: scriptPath)
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw UsageError("\(scriptPath) is not UTF-8 text")
      }
      let script = try ReplayScript(parsing: text)
      for name in Set(script.outputNames) {
        let target = URL(fileURLWithPath: output).appendingPathComponent(name).path
        if FileIdentity.overwrites(target, anyOf: [scriptPath] + (mapPath.map { [$0] } ?? [])) {
          throw UsageError("--out \(output) would overwrite the replay's own input \(target)")
        }
      }
      let environment = HailEnvironment(
        mapStore: try HailEnvironment.openMap(path: mapPath) { printError($0) }, language: language,
        dataDirectory: dataDirectory,
        ride: try HailEnvironment.loadRide(fleetSize: fleetSize, speed: speed) { printError($0) },
        appearance: appearance)
      let runner = ReplayRunner(
        environment: environment, device: device, scale: scale, outputDirectory: URL(fileURLWithPath: output))
      try runner.run(script)
      print("hail: replayed \(script.steps.count) steps into \(output)")
      return 0
    } catch let error as UsageError {
      printError(error.description)
      return 2
    } catch let error as ReplayError {
      printError("\(scriptPath ?? "replay"): \(error)")
      return 2
    } catch {
      printError("\(error)")
      return 2
    }
  }
}
