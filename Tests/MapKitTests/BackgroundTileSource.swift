import Foundation
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// A tile source that draws off the main thread when the map lets it: each tile one colour for its
/// appearance, noting each drawing's tile and whether it ran on the main thread.
@MainActor
final class BackgroundTileSource: MapTileSource {
  nonisolated static let light = UIColor(red: 0.8, green: 0.9, blue: 0.8, alpha: 1).cgColor
  nonisolated static let dark = UIColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1).cgColor
  let backgroundColor = UIColor(white: 0.9, alpha: 1)
  /// How long each drawing handed out takes at least, in seconds: a slow drawing makes the map
  /// wait for it.
  nonisolated let delay: Double
  /// Each drawing's tile and whether it ran on the main actor's thread, in the order they
  /// finished.
  nonisolated let record = LockedList<(tile: MapTileKey, onMain: Bool)>()
  /// The thread the main actor runs on (`pthread_self`, read when the source is made): under
  /// Swift Testing on Linux it is not the process's first thread, so `Thread.isMainThread` would
  /// say false on it too.
  nonisolated let mainActorThread: UInt
  /// How many tiles the map had drawn here, on the main thread (`draw(_:in:size:)`).
  private(set) var mainThreadDraws = 0

  init(delay: Double = 0) {
    self.delay = delay
    mainActorThread = UInt(pthread_self())
  }

  var drawings: [(tile: MapTileKey, onMain: Bool)] { record.all }

  func draw(_ tile: MapTileKey, in context: CGContext, size: CGSize) {
    mainThreadDraws += 1
    paint(tile, context, size, dark: UITraitCollection.current.userInterfaceStyle == .dark)
  }

  func backgroundDrawing(of tile: MapTileKey) -> MapTileDrawing? {
    let dark = UITraitCollection.current.userInterfaceStyle == .dark
    return { [self] context, size in
      // Slow on purpose, where the test asks: what the map shows must not depend on it.
      if delay > 0 { Thread.sleep(forTimeInterval: delay) }
      paint(tile, context, size, dark: dark)
    }
  }

  private nonisolated func paint(_ tile: MapTileKey, _ context: CGContext, _ size: CGSize, dark: Bool) {
    context.setFillColor(dark ? Self.dark : Self.light)
    context.fill(CGRect(origin: .zero, size: size))
    record.append((tile, UInt(pthread_self()) == mainActorThread))
  }
}
