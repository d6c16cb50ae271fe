import Foundation
import HailApp
import UIKit

/// `hail run`: the app. Until the window lands it renders the home screen headless to a PNG and
/// says where.
enum RunCommand: HailCommand {
  static let name = "run"
  static let summary = "[--device iphone8|iphone15] [--out FILE.png]   run the app"

  static func run(_ arguments: [String]) -> Int32 {
    do {
      let options = try Options(arguments)
      UIApplication.shared.resetHeadless()
      options.device.configureScreen()
      let window = UIWindow()
      window.rootViewController = HomeViewController()
      window.makeKeyAndVisible()
      UIApplication.shared.advance(by: 1.0 / 60)
      try ViewRenderer().writePNG(of: window, to: options.output)
      print(
        "hail: no window yet; rendered the home screen (\(options.device.rawValue)) to \(options.output.path)"
      )
      return 0
    } catch let error as UsageError {
      printError(error.description)
      return 2
    } catch {
      printError("cannot write the screenshot: \(error)")
      return 2
    }
  }

  private struct Options {
    var device = Device.iphone8
    var output = URL(fileURLWithPath: "out/home.png")

    init(_ arguments: [String]) throws {
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
        case "--out":
          guard let value = remaining.popFirst(), !value.isEmpty else {
            throw UsageError("--out needs a file name")
          }
          output = URL(fileURLWithPath: value)
        default:
          throw UsageError("unknown argument '\(argument)' for run")
        }
      }
      do {
        try FileManager.default.createDirectory(
          at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
      } catch {
        throw UsageError("cannot create the folder for \(output.path)")
      }
    }
  }
}
