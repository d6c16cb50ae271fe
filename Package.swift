// swift-tools-version:6.2
import PackageDescription

/// The real-source corpus: each folder of `Tests/Corpus`, and whether it compiles against the
/// engine yet (one that does not stays out of the build; its SOURCE.md says what is missing).
/// `make corpus` builds every one, these too (HAIL_CORPUS_ALL=1), and checks this list.
struct CorpusSource {
  let name: String
  let compiles: Bool
  /// The Swift language mode of the original (most are Swift 5).
  var languageMode: SwiftLanguageMode = .v5
  var target: String { "Corpus" + name }
  var isBuilt: Bool { compiles || Context.environment["HAIL_CORPUS_ALL"] == "1" }
}

let corpusSources = [
  CorpusSource(name: "Align", compiles: true),
  CorpusSource(name: "BetterSegmentedControl", compiles: true),
  CorpusSource(name: "DrawerViewInterpolation", compiles: true),
  CorpusSource(name: "DrawerViewLayout", compiles: true),
  CorpusSource(name: "FittedSheetsOptions", compiles: true),
  CorpusSource(name: "FittedSheetsYalta", compiles: true),
  CorpusSource(name: "LoopKitSwitchCell", compiles: true),
  CorpusSource(name: "LoopKitTextFieldCell", compiles: true),
  CorpusSource(name: "PanModalAlertView", compiles: true),
  CorpusSource(name: "PanModalContainerView", compiles: true),
  CorpusSource(name: "PanModalDimmedView", compiles: true),
  CorpusSource(name: "PanModalProfile", compiles: true),
  CorpusSource(name: "PanModalUserGroups", compiles: true),
  CorpusSource(name: "PTPPlaceholderTextView", compiles: true, languageMode: .v4),
]

let package = Package(
  name: "Hail",
  products: [
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    .library(name: "MapKit", targets: ["MapKit"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
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
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),
    // libdeflate's CRC-32 (zlib's values, by carry-less multiplication where the processor has
    // it): the map file's checksums, docs/ARCHITECTURE.md ".hailmap".
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"])]),
    .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
    // A header only: the compiler's prefetch hint, for the hierarchy query (no library to link).
    .systemLibrary(name: "CPrefetch"),
    // Linux's thread placement, for the band worker and low-priority queues' threads: GNU
    // extensions, declared in C.
    .target(name: "CThreadPlacement"),
    .systemLibrary(
      name: "COpenCC", pkgConfig: "opencc",
      providers: [.apt(["libopencc-dev"])]),
    .systemLibrary(
      name: "CImageQuant", pkgConfig: "imagequant",
      providers: [.apt(["libimagequant-dev"])]),
    .target(name: "CoreGraphics", dependencies: ["CCairo", "CPangoCairo"]),
    // The Auto Layout constraint solver: no UIKit, no Foundation.
    .target(name: "Cassowary"),
    .target(name: "AnimatedGIF", dependencies: ["CGIF", "CImageQuant"]),
    // Foundation's Timer and RunLoop and Dispatch's main queue on the engine's clock; UIKit re-exports
    // them over Apple's (docs/ARCHITECTURE.md, "How a Foundation Timer is driven").
    .target(
      name: "EngineTime",
      dependencies: [.target(name: "CThreadPlacement", condition: .when(platforms: [.linux]))]),
    // NSAttributedString over Foundation's, whose object-valued attributes crash on Linux (docs/ARCHITECTURE.md).
    .target(name: "AttributedText"),
    .target(
      name: "UIKit",
      dependencies: [
        "CoreGraphics", "CCairo", "Cassowary", "EngineTime", "AttributedText", "CThreadPlacement",
      ]),
    // Swift Testing declares cross-import overlays `_Testing_UIKit` and `_Testing_CoreGraphics`
    // that exist only on Apple systems; these empty targets satisfy them (see docs/ARCHITECTURE.md).
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "SDLHost", dependencies: ["UIKit", "CoreGraphics", "CSDL2", "CCairo"]),
    // Optimised in debug builds too: its generic `Column<T>` reads, unspecialised at -Onone, asked
    // the runtime for type metadata on every element read (a debug `hail run --screenshot` spent
    // twice the CPU of one before the map was read in place). -enable-testing, which SwiftPM adds in
    // debug, keeps `@testable import` working.
    .target(
      name: "OpenStreetMap", dependencies: ["CReadOSM", "CZlib", "COpenCC", "CDeflate", "CPrefetch"],
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    // Core Location over the map data and the environment's location service; its callbacks run on
    // the app's frame loop (UIApplication), the only run loop a virtual clock drives.
    .target(name: "CoreLocation", dependencies: ["UIKit", "OpenStreetMap"]),
    .target(
      name: "MapKit",
      dependencies: ["UIKit", "CoreGraphics", "CoreLocation", "OpenStreetMap", "CCairo", "EngineTime"]),
    // The ride domain, no UI: services and tariffs, fares, the fleet, dispatch, the trip, storage.
    .target(name: "Ride", dependencies: ["OpenStreetMap"]),
    // The app, written as iOS code: it imports only what an iOS app could, never `@_spi(Hail)`.
    .target(name: "HailApp", dependencies: ["UIKit", "MapKit", "Ride"]),
    // What runs the app: start-up, replays and snapshots, the demo tour and its recorder.
    .target(
      name: "HailHarness",
      dependencies: [
        "HailApp", "UIKit", "CoreGraphics", "CoreLocation", "MapKit", "OpenStreetMap", "AnimatedGIF", "Ride",
      ]),
    .executableTarget(
      name: "hail",
      dependencies: [
        "HailApp", "HailHarness", "UIKit", "CoreGraphics", "MapKit", "SDLHost", "OpenStreetMap", "Ride",
      ]),
    .executableTarget(
      name: "hail-bench",
      dependencies: [
        "HailApp", "HailHarness", "UIKit", "CoreGraphics", "CoreLocation", "MapKit", "OpenStreetMap",
        "Cassowary", "Ride", "CCairo",
      ]),
    // Golden-image assertions, shared by the test targets that compare renderings.
    .target(
      name: "GoldenTesting", dependencies: ["CoreGraphics", "_Testing_CoreGraphics"],
      path: "Tests/GoldenTesting"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], resources: [.copy("Fixtures")]),
    .testTarget(name: "OpenStreetMapTests", dependencies: ["OpenStreetMap", "CReadOSM"]),
    .testTarget(name: "RideTests", dependencies: ["Ride", "OpenStreetMap"]),
    .testTarget(name: "AnimatedGIFTests", dependencies: ["AnimatedGIF", "CGIF"]),
    .testTarget(
      name: "CoreLocationTests",
      dependencies: ["CoreLocation", "UIKit", "OpenStreetMap", "_Testing_UIKit", "_Testing_CoreGraphics"]),
    .testTarget(
      name: "HailAppTests",
      dependencies: [
        "HailApp", "HailHarness", "MapKit", "UIKit", "CoreGraphics", "OpenStreetMap", "Ride", "GoldenTesting",
        "_Testing_UIKit", "_Testing_CoreGraphics",
      ],
      exclude: ["Goldens", "Replays"]),
    .testTarget(
      name: "MapKitTests",
      dependencies: [
        "MapKit", "CoreGraphics", "CoreLocation", "UIKit", "OpenStreetMap", "GoldenTesting", "_Testing_UIKit",
        "_Testing_CoreGraphics",
      ],
      exclude: ["Goldens"]),
    .testTarget(
      name: "SDLHostTests",
      dependencies: ["SDLHost", "CSDL2", "CCairo", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics"]),
    .testTarget(
      name: "CoreGraphicsTests",
      dependencies: ["CoreGraphics", "CPangoCairo", "_Testing_CoreGraphics"]),
    .testTarget(
      name: "UIKitTests",
      dependencies: [
        "UIKit", "CoreGraphics", "CCairo", "GoldenTesting", "_Testing_UIKit", "_Testing_CoreGraphics",
        "CThreadPlacement",
      ],
      exclude: ["Goldens"],
      // Images for `UIImage(named:in:compatibleWith:)` through `Bundle.module`: loose PNGs at the
      // bundle's top level, and an asset catalog copied whole.
      resources: [.process("Resources/Images"), .copy("Resources/Icons.xcassets")]),
    // iOS code importing Foundation or Dispatch next to UIKit, compiled in Swift 5 mode as most
    // public iOS sources are, and run on the engine's clock.
    .testTarget(
      name: "TimeImportTests",
      dependencies: ["UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "SeedDemoTests",
      dependencies: [
        "HailApp", "HailHarness", "MapKit", "UIKit", "CoreGraphics", "GoldenTesting", "_Testing_UIKit",
        "_Testing_CoreGraphics",
      ],
      exclude: ["Goldens"]),
    .testTarget(
      name: "CorpusTests",
      dependencies: corpusSources.filter(\.compiles).map { .target(name: $0.target) } + [
        "UIKit", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics",
      ],
      // Align and FittedSheets' copy of it both extend UIView with `anchors`: each test file sees
      // only the members of the modules it imports itself.
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
  ]
    + corpusSources.filter(\.isBuilt).map { source in
      // Real, public iOS sources (Tests/Corpus/<name>/SOURCE.md says where each comes from), built
      // as their authors wrote them: their language mode, their own warnings not ours to fix.
      .target(
        name: source.target, dependencies: ["UIKit", "CoreGraphics"], path: "Tests/Corpus/\(source.name)",
        exclude: ["SOURCE.md"],
        swiftSettings: [.swiftLanguageMode(source.languageMode), .unsafeFlags(["-suppress-warnings"])])
    },
  swiftLanguageModes: [.v6]
)
