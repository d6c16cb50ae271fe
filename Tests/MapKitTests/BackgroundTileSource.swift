import Foundation
import Synchronization
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// A tile source that draws off the main thread when the map lets it: each tile one colour for its
/// appearance, noting for each drawing whether it ran on the main thread.
@MainActor
final class BackgroundTileSource: MapTileSource {
  nonisolated static let light = UIColor(red: 0.8, green: 0.9, blue: 0.8, alpha: 1).cgColor
  nonisolated static let dark = UIColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1).cgColor
  let backgroundColor = UIColor(white: 0.9, alpha: 1)
  /// Whether each drawing ran on the main thread, in the order they finished.
  nonisolated let onMainThread = Mutex<[Bool]>([])

  var drawings: [Bool] { onMainThread.withLock { $0 } }

  func draw(_ tile: MapTileKey, in context: CGContext, size: CGSize) {
    paint(context, size, dark: UITraitCollection.current.userInterfaceStyle == .dark)
  }

  func backgroundDrawing(of tile: MapTileKey) -> MapTileDrawing? {
    let dark = UITraitCollection.current.userInterfaceStyle == .dark
    return { [self] context, size in paint(context, size, dark: dark) }
  }

  private nonisolated func paint(_ context: CGContext, _ size: CGSize, dark: Bool) {
    context.setFillColor(dark ? Self.dark : Self.light)
    context.fill(CGRect(origin: .zero, size: size))
    onMainThread.withLock { $0.append(Thread.isMainThread) }
  }
}
