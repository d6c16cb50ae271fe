import Foundation

/// One action or target-action added to a control, with the events it answers.
@preconcurrency @MainActor
final class ControlActionRegistration {
  var events: UIControl.Event
  /// Set for a `UIAction`; nil for a target-action.
  let action: UIAction?
  /// The target of a target-action, held weakly as UIKit does.
  weak var target: AnyObject?
  private let perform: (UIControl) -> Void

  init(action: UIAction, events: UIControl.Event) {
    self.action = action
    self.events = events
    perform = { control in action.perform(sender: control) }
  }

  init(target: AnyObject, events: UIControl.Event, perform: @escaping (UIControl) -> Void) {
    self.action = nil
    self.target = target
    self.events = events
    self.perform = perform
  }

  /// A target-action whose target is gone.
  var isOrphaned: Bool { action == nil && target == nil }

  func send(from control: UIControl) { perform(control) }
}

extension UIControl {
  /// Runs `action` for `controlEvents`. Actions are unique per identifier: one with the identifier
  /// of an action already added replaces it for these events (UIKit, UIControl.h).
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
    registrations.append(ControlActionRegistration(action: action, events: controlEvents))
  }

  /// Stops running the action with `action`'s identifier for `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action with `actionIdentifier` for `controlEvents`.
  public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
    remove(from: controlEvents) { $0.action?.identifier == actionIdentifier }
  }

  /// Removes `target`'s target-actions for `controlEvents` (every target's when nil). The closure
  /// stand-in for `removeTarget(_:action:for:)`: closures cannot be compared, so all of the
  /// target's actions for those events go.
  public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
    remove(from: controlEvents) { registration in
      registration.action == nil && (target == nil || registration.target === target)
    }
  }

  /// UIKit's `removeTarget(_:action:for:)` with a nil action, which removes every action of
  /// `target` (of every target when nil) for `controlEvents` (UIKit, UIControl.h). Linux has no
  /// `Selector` and typed actions are closures, which cannot be compared, so nil is the only
  /// action there is to pass.
  public func removeTarget(_ target: Any?, action: Never?, for controlEvents: Event) {
    removeTarget(target.map { $0 as AnyObject }, for: controlEvents)
  }

  /// The events that have an action or a target.
  public var allControlEvents: Event {
    registrations.filter { !$0.isOrphaned }.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// Runs the actions and target-actions added for any of `controlEvents`, in the order they were
  /// added; each runs once even when it was added for several of the events.
  public func sendActions(for controlEvents: Event) {
    registrations.removeAll(where: \.isOrphaned)
    for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
      registration.send(from: self)
    }
  }

  private func remove(from controlEvents: Event, where matches: (ControlActionRegistration) -> Bool) {
    for registration in registrations where matches(registration) {
      registration.events.subtract(controlEvents)
    }
    registrations.removeAll { $0.events.isEmpty }
  }
}

/// Typed target-action, the closure stand-in for UIKit's selectors:
/// `button.addTarget(self, action: ViewController.buttonTapped, for: .touchUpInside)` where
/// `func buttonTapped()` or `func buttonTapped(_ sender: UIButton)`. The target is held weakly,
/// as in UIKit, so the usual self-reference does not leak.
@preconcurrency @MainActor
public protocol ControlTargetAction: UIControl {}

extension UIControl: ControlTargetAction {}

extension ControlTargetAction {
  /// Calls `action` on `target` for `controlEvents`.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: UIControl.Event
  ) {
    registrations.append(
      ControlActionRegistration(target: target, events: controlEvents) { [weak target] _ in
        guard let target else { return }
        action(target)()
      })
  }

  /// Calls `action` on `target` with the control (typed as itself) for `controlEvents`.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (Self) -> Void, for controlEvents: UIControl.Event
  ) {
    registrations.append(
      ControlActionRegistration(target: target, events: controlEvents) { [weak target] control in
        guard let target, let control = control as? Self else { return }
        action(target)(control)
      })
  }
}
