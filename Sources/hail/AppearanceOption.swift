@_spi(Hail) import UIKit

/// `--appearance light|dark`, shared by `run`, `replay` and `demo`: the system appearance the app
/// starts in.
enum AppearanceOption {
  static let usage = "[--appearance light|dark]"

  static func parse(_ text: String?) throws(UsageError) -> UIUserInterfaceStyle {
    switch text {
    case "light": .light
    case "dark": .dark
    default: throw UsageError("--appearance takes light or dark, not '\(text ?? "")'")
    }
  }
}
