import Foundation

/// Why the window could not be shown; `description` is the one line the CLI prints.
public enum SDLHostError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Neither DISPLAY nor WAYLAND_DISPLAY is set and no video driver was asked for.
  case noDisplay
  /// SDL_Init(SDL_INIT_VIDEO) failed: no reachable display, a broken driver.
  case initFailed(String)
  /// The window or its surface could not be made.
  case windowFailed(String)
  /// The window's last frame could not be written to the screenshot file.
  case screenshotFailed(String)

  public var description: String {
    switch self {
    case .noDisplay: "no display (neither DISPLAY nor WAYLAND_DISPLAY is set)"
    case .initFailed(let reason): "cannot start SDL video: \(reason)"
    case .windowFailed(let reason): "cannot open the window: \(reason)"
    case .screenshotFailed(let reason): "cannot write the window screenshot: \(reason)"
    }
  }

  /// True when a display server is named in the environment, or SDL is told which driver to use
  /// (SDL_VIDEODRIVER=offscreen needs none).
  public static func hasDisplay(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
  }
}
