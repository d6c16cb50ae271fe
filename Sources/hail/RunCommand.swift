import Foundation
import HailApp
import UIKit

/// `hail run`: the app. Until the window lands it lays the home screen out headless and says so.
enum RunCommand: HailCommand {
  static let name = "run"
  static let summary = "[--device iphone8|iphone15]   run the app"

  static func run(_ arguments: [String]) -> Int32 {
    do {
      let device = try parseDevice(arguments)
      UIApplication.shared.resetHeadless()
      device.configureScreen()
      let window = UIWindow()
      window.rootViewController = HomeViewController()
      window.makeKeyAndVisible()
      UIApplication.shared.advance(by: 1.0 / 60)
      print(
        "hail: laid out the home screen headless on \(device.rawValue) (\(window.subviews.count) root view)")
      return 0
    } catch {
      printError("\(error)")
      return 2
    }
  }

  private static func parseDevice(_ arguments: [String]) throws -> Device {
    var device = Device.iphone8
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--device":
        guard let value = remaining.popFirst() else {
          throw UsageError("--device needs a value: iphone8 or iphone15")
        }
        guard let chosen = Device(rawValue: value) else {
          throw UsageError("unknown device '\(value)' (iphone8 or iphone15)")
        }
        device = chosen
      default:
        throw UsageError("unknown argument '\(argument)' for run")
      }
    }
    return device
  }
}
