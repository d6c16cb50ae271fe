import OpenStreetMap
@_spi(Hail) import UIKit

/// The phones Hail lays out for (DESIGN.md, "Scripted replay"): size in points, scale, safe area.
public enum Device: String, CaseIterable, Sendable {
  /// 375 × 667 @2x, the original demo's phone; a 20 pt status bar.
  case iphone8
  /// 393 × 852 @3x, with the Dynamic Island's 59 pt and the home indicator's 34 pt safe areas.
  case iphone15

  public var size: CGSize {
    switch self {
    case .iphone8: CGSize(width: 375, height: 667)
    case .iphone15: CGSize(width: 393, height: 852)
    }
  }

  public var scale: CGFloat {
    switch self {
    case .iphone8: 2
    case .iphone15: 3
    }
  }

  public var safeAreaInsets: UIEdgeInsets {
    switch self {
    case .iphone8: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    case .iphone15: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    }
  }
}

extension Device {
  /// Starts the application afresh on `system` and this device's screen, then makes the root view
  /// controller and shows it in a new key window.
  @MainActor @_spi(Hail) public func startApplication<Controller: UIViewController>(
    on system: SystemEnvironment, scale: CGFloat? = nil, root makeController: () -> Controller
  ) -> (window: UIWindow, root: Controller) {
    let headless = HeadlessWindow(
      environment: system, size: size, scale: scale ?? self.scale, safeArea: safeAreaInsets,
      rootViewController: makeController())
    // swift-format-ignore: NeverForceUnwrap
    return (headless.window, headless.controller as! Controller)
  }
}

extension Device {
  /// What `--scale` takes, the one rule for `run`, `replay` and `demo`: the pixels per point iPhones
  /// have (UIScreen.scale is 1, 2 or 3), written in decimal. Anything else is refused, not clamped.
  public static let scales: [CGFloat] = [1, 2, 3]

  /// The scale `text` names, or an error whose description is the command line's one-line message.
  public static func scale(parsing text: String) throws(DeviceScaleError) -> CGFloat {
    let number: Double
    do {
      number = try DecimalNumber.parse(text)
    } catch {
      throw DeviceScaleError(description: "--scale: \(error)")
    }
    guard let scale = scales.first(where: { Double($0) == number }) else {
      throw DeviceScaleError(
        description: "--scale takes 1, 2 or 3 (an iPhone's pixels per point), not '\(text)'")
    }
    return scale
  }
}

/// A `--scale` value that is not one of `Device.scales`.
public struct DeviceScaleError: Error, CustomStringConvertible, Sendable {
  public let description: String
}
