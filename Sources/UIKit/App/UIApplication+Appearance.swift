import Foundation

extension UIApplication {
  /// Changes the system's appearance, as Settings › Display & Brightness does on a device: every
  /// window's traits follow in the next layout pass (`traitCollectionDidChange`, dynamic colours
  /// resolved again, views redrawn).
  @_spi(Hail) public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
    guard style != environment.userInterfaceStyle else { return }
    environment.userInterfaceStyle = style
    publishSystemTraits()
    for window in windows { window.setNeedsTraitUpdate() }
  }

  /// Changes the text size the user chose (Settings › Display & Text Size): traits follow in the
  /// next layout pass, and `UIContentSizeCategory.didChangeNotification` is posted at once with
  /// the new category, as UIKit posts it.
  @_spi(Hail) public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
    guard category != environment.preferredContentSizeCategory else { return }
    environment.preferredContentSizeCategory = category
    publishSystemTraits()
    for window in windows { window.setNeedsTraitUpdate() }
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: self,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
  }

  /// The text size the user chose (UIKit's application-wide reading).
  public var preferredContentSizeCategory: UIContentSizeCategory {
    environment.preferredContentSizeCategory
  }

  /// The system's traits (the main screen's), where code on any thread reads them: what
  /// `UITraitCollection.current` is outside a view's layout and drawing.
  nonisolated static let systemTraits = SystemTraits()

  /// Makes the screen's traits, after the environment or the screen changed, the system's.
  func publishSystemTraits() {
    Self.systemTraits.publish(UIScreen.main.traitCollection)
  }
}

/// The system's trait collection behind a lock: set on the main thread, read from any.
final class SystemTraits: @unchecked Sendable {
  private let lock = NSLock()
  /// A phone in light mode at the default text size until the application starts.
  private var traits = UITraitCollection(
    values: UITraitCollection.Values(
      userInterfaceStyle: .light, preferredContentSizeCategory: .large, horizontalSizeClass: .compact,
      verticalSizeClass: .regular, userInterfaceIdiom: .phone))

  var value: UITraitCollection { lock.withLock { traits } }

  func publish(_ traits: UITraitCollection) {
    lock.withLock { self.traits = traits }
  }
}
