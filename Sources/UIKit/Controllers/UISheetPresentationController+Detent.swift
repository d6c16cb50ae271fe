import Foundation

/// What a custom detent's resolver is given.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest value a detent can have: the height of a `.large()` sheet within its safe area.
  var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
  /// A height at which a sheet rests. Values are heights within the sheet's safe area: the sheet's
  /// top is that far above the bottom safe-area inset (Apple: "a height within the safe area of
  /// the sheet").
  @preconcurrency @MainActor
  open class Detent: NSObject {
    /// Names a detent (UIKit's identifiers for the system ones).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }

      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    public let identifier: Identifier
    private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    init(
      identifier: Identifier,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// The full-height detent: `maximumDetentValue`.
    open class func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// About half the screen (Apple's words): 0.56 of `maximumDetentValue` in a container taller
    /// than 568 pt, 0.63 in a shorter one (UIKitCore 16; see `SheetLayout`). Inactive in compact
    /// height, which an iPhone in portrait never is.
    open class func medium() -> Detent {
      Detent(identifier: .medium) { context in
        guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
        if let sheet = context as? SheetDetentResolutionContext { return sheet.mediumDetentValue }
        return context.maximumDetentValue * 0.56
      }
    }

    /// A detent whose value `resolver` computes (nil makes it inactive). Without an identifier a
    /// unique one is made, as in UIKit.
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }

    /// The detent's value in `context`, at most `maximumDetentValue` and at least 0; nil when
    /// inactive.
    public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext)
      -> CGFloat?
    {
      guard let value = resolver(context), value.isFinite else { return nil }
      return min(max(value, 0), context.maximumDetentValue)
    }
  }
}

/// The context the engine resolves detents in.
@preconcurrency @MainActor
final class SheetDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat
  /// The medium detent in this container (its factor depends on the container's height).
  let mediumDetentValue: CGFloat

  init(maximumDetentValue: CGFloat, mediumDetentValue: CGFloat) {
    containerTraitCollection = .current
    self.maximumDetentValue = maximumDetentValue
    self.mediumDetentValue = mediumDetentValue
    super.init()
  }
}

/// Hears a sheet's changes, besides what every presentation's delegate hears.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user dragged the sheet to another detent (not called for changes made in code).
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
