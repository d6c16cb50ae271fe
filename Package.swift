// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Hail",
  products: [
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "HailApp", targets: ["HailApp"]),
    .executable(name: "hail", targets: ["hail"]),
    .executable(name: "hail-bench", targets: ["hail-bench"]),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(
      name: "CSDL2", pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev"])]),
    .systemLibrary(
      name: "CReadOSM", pkgConfig: "readosm",
      providers: [.apt(["libreadosm-dev"])]),
    .target(name: "CoreGraphics", dependencies: ["CCairo", "CPangoCairo"]),
    .target(name: "UIKit", dependencies: ["CoreGraphics"]),
    // Swift Testing declares cross-import overlays `_Testing_UIKit` and `_Testing_CoreGraphics`
    // that exist only on Apple systems; these empty targets satisfy them (see docs/ARCHITECTURE.md).
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "SDLHost", dependencies: ["UIKit", "CSDL2"]),
    .target(name: "OpenStreetMap", dependencies: ["CReadOSM"]),
    .target(name: "HailApp", dependencies: ["UIKit"]),
    .executableTarget(name: "hail", dependencies: ["HailApp", "UIKit", "SDLHost", "OpenStreetMap"]),
    .executableTarget(name: "hail-bench", dependencies: ["UIKit"]),
    .testTarget(name: "OpenStreetMapTests", dependencies: ["OpenStreetMap"]),
    .testTarget(
      name: "SDLHostTests",
      dependencies: ["SDLHost", "CSDL2", "_Testing_UIKit", "_Testing_CoreGraphics"]),
    .testTarget(
      name: "CoreGraphicsTests",
      dependencies: ["CoreGraphics", "_Testing_CoreGraphics"]),
    .testTarget(
      name: "UIKitTests",
      dependencies: ["UIKit", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics"]),
    .testTarget(
      name: "SeedDemoTests",
      dependencies: ["HailApp", "UIKit", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics"]),
  ],
  swiftLanguageModes: [.v6]
)
