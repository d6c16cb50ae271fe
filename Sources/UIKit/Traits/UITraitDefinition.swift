import Foundation

/// A trait iOS 17's trait-change registration can name (`UITraitUserInterfaceStyle.self`).
public protocol UITraitDefinition {
  /// A unique name (Apple's are reverse-DNS-like; ours are the trait's property name).
  static var identifier: String { get }
  static var name: String { get }
  /// Whether a change may change how colours resolve.
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  public static var name: String { identifier }
  public static var affectsColorAppearance: Bool { false }
}

/// A trait named in `registerForTraitChanges(_:handler:)`.
public typealias UITrait = any UITraitDefinition.Type

public struct UITraitUserInterfaceStyle: UITraitDefinition {
  public static let identifier = "userInterfaceStyle"
  public static var affectsColorAppearance: Bool { true }
}

public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static let identifier = "preferredContentSizeCategory"
}

public struct UITraitHorizontalSizeClass: UITraitDefinition {
  public static let identifier = "horizontalSizeClass"
}

public struct UITraitVerticalSizeClass: UITraitDefinition {
  public static let identifier = "verticalSizeClass"
}

public struct UITraitDisplayScale: UITraitDefinition {
  public static let identifier = "displayScale"
}

public struct UITraitUserInterfaceIdiom: UITraitDefinition {
  public static let identifier = "userInterfaceIdiom"
}

public struct UITraitLayoutDirection: UITraitDefinition {
  public static let identifier = "layoutDirection"
}

public struct UITraitUserInterfaceLevel: UITraitDefinition {
  public static let identifier = "userInterfaceLevel"
  public static var affectsColorAppearance: Bool { true }
}

public struct UITraitAccessibilityContrast: UITraitDefinition {
  public static let identifier = "accessibilityContrast"
  public static var affectsColorAppearance: Bool { true }
}

public struct UITraitLegibilityWeight: UITraitDefinition {
  public static let identifier = "legibilityWeight"
}

/// What `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration {}

/// One registered handler and the traits it watches.
@preconcurrency @MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
  let traits: [String]
  let handler: (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
    self.traits = traits.map { $0.identifier }
    self.handler = handler
  }

  /// Whether a trait this registration watches differs between the two collections.
  func isAffected(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
    traits.contains { Self.value(of: $0, in: previous) != Self.value(of: $0, in: current) }
  }

  private static func value(of identifier: String, in traits: UITraitCollection) -> AnyHashable {
    switch identifier {
    case UITraitUserInterfaceStyle.identifier: traits.userInterfaceStyle
    case UITraitPreferredContentSizeCategory.identifier: traits.preferredContentSizeCategory
    case UITraitHorizontalSizeClass.identifier: traits.horizontalSizeClass
    case UITraitVerticalSizeClass.identifier: traits.verticalSizeClass
    case UITraitDisplayScale.identifier: traits.displayScale
    case UITraitUserInterfaceIdiom.identifier: traits.userInterfaceIdiom
    case UITraitLayoutDirection.identifier: traits.layoutDirection
    case UITraitUserInterfaceLevel.identifier: traits.userInterfaceLevel
    case UITraitAccessibilityContrast.identifier: traits.accessibilityContrast
    case UITraitLegibilityWeight.identifier: traits.legibilityWeight
    default: traits
    }
  }
}

/// iOS 17's trait-change registration on views and view controllers.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

extension UITraitChangeObservable {
  /// Runs `handler` with the object and the traits before, after any of `traits` changed:
  /// `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: MyView, previous) in … }`.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { object, previous in
      guard let environment = object as? Environment else { return }
      handler(environment, previous)
    }
    addTraitChangeRegistration(registration)
    return registration
  }

  /// Calls `action` on `target` after any of `traits` changed (the typed stand-in for the selector
  /// form).
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject>(
    _ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { [weak target] _, _ in
      guard let target else { return }
      action(target)()
    }
    addTraitChangeRegistration(registration)
    return registration
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    guard let registration = registration as? TraitChangeRegistration else { return }
    if let view = self as? UIView {
      view.traitState.registrations.removeAll { $0 === registration }
    } else if let controller = self as? UIViewController {
      controller.traitState.registrations.removeAll { $0 === registration }
    }
  }

  private func addTraitChangeRegistration(_ registration: TraitChangeRegistration) {
    if let view = self as? UIView {
      view.traitState.registrations.append(registration)
    } else if let controller = self as? UIViewController {
      controller.traitState.registrations.append(registration)
    }
  }
}
