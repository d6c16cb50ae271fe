import CSDL2
import UIKit

/// Puts a UIWindow on screen in an SDL2 window (arrives with the on-screen issue).
@MainActor
public enum SDLHost {
  /// The SDL version linked, "major.minor.patch".
  public static var linkedVersion: String {
    var version = SDL_version()
    SDL_GetVersion(&version)
    return "\(version.major).\(version.minor).\(version.patch)"
  }
}
