@_spi(Hail) import UIKit

/// The engine's headless helper (a fresh application, a 375 × 667 @2x screen, a key window with a
/// root view controller), under the name the UIKit tests use.
typealias Headless = HeadlessWindow

extension HeadlessWindow {
  /// A headless window whose engine diagnostics go to `diagnostics`.
  init(
    size: CGSize = CGSize(width: 375, height: 667), safeArea: UIEdgeInsets = .zero,
    diagnostics: @escaping @MainActor (String) -> Void
  ) {
    self.init(environment: SystemEnvironment(diagnostics: diagnostics), size: size, safeArea: safeArea)
  }
}

/// A view that records the touch callbacks it gets.
final class RecordingView: UIView {
  var log: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}
