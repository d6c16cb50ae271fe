import Foundation

/// Groups layer changes: the settings of the current transaction apply to the animations added in
/// it (implicit ones included), and its completion block runs once they have all ended (Apple docs,
/// `CATransaction`). Changes outside `begin()`/`commit()` belong to an implicit transaction that
/// the frame loop commits at the end of the frame. Transactions nest: an inner one inherits the
/// settings it does not set.
@preconcurrency @MainActor
open class CATransaction: NSObject {
  public class func begin() { stack.begin() }
  public class func commit() { stack.commit() }
  /// Commits the implicit transaction now.
  public class func flush() { stack.commitImplicit() }
  public class func lock() {}
  public class func unlock() {}

  /// The duration given to animations added without one: 0.25 s unless set ("the default duration
  /// of animations, 0.25 seconds", Apple docs, `CATransaction.animationDuration()`).
  public class func animationDuration() -> CFTimeInterval { stack.animationDuration }
  public class func setAnimationDuration(_ dur: CFTimeInterval) { stack.current.duration = dur }

  public class func animationTimingFunction() -> CAMediaTimingFunction? { stack.timingFunction }
  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    stack.current.timingFunction = function
  }

  public class func disableActions() -> Bool { stack.disableActions }
  public class func setDisableActions(_ flag: Bool) { stack.current.disableActions = flag }

  public class func completionBlock() -> (() -> Void)? { stack.current.completion }
  public class func setCompletionBlock(_ block: (() -> Void)?) { stack.current.completion = block }

  public class func value(forKey key: String) -> Any? {
    switch key {
    case kCATransactionAnimationDuration: animationDuration()
    case kCATransactionDisableActions: disableActions()
    case kCATransactionAnimationTimingFunction: animationTimingFunction()
    case kCATransactionCompletionBlock: completionBlock()
    default: stack.value(forKey: key)
    }
  }

  public class func setValue(_ anObject: Any?, forKey key: String) {
    switch key {
    case kCATransactionAnimationDuration:
      stack.current.duration = (anObject as? NSNumber)?.doubleValue ?? anObject as? Double
    case kCATransactionDisableActions:
      stack.current.disableActions = (anObject as? NSNumber)?.boolValue ?? anObject as? Bool
    case kCATransactionAnimationTimingFunction:
      stack.current.timingFunction = anObject as? CAMediaTimingFunction
    case kCATransactionCompletionBlock: stack.current.completion = anObject as? () -> Void
    default: stack.current.values[key] = anObject
    }
  }

  private static var stack: TransactionStack { UIApplication.shared.animator.transactions }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// One transaction: what it sets (nil: inherited) and the animations it waits for.
@preconcurrency @MainActor
final class TransactionRecord {
  var duration: CFTimeInterval?
  var timingFunction: CAMediaTimingFunction?
  var disableActions: Bool?
  var completion: (() -> Void)?
  var values: [String: Any] = [:]
  private var running = 0
  private var isCommitted = false

  func animationStarted() { running += 1 }

  func animationEnded() {
    running -= 1
    finishIfDone()
  }

  func commit() {
    isCommitted = true
    finishIfDone()
  }

  /// Runs the completion once everything added has ended, or at once when nothing was added.
  private func finishIfDone() {
    guard isCommitted, running <= 0, let completion else { return }
    self.completion = nil
    completion()
  }
}

/// The open transactions, innermost last, under the implicit one.
@preconcurrency @MainActor
final class TransactionStack {
  private var explicit: [TransactionRecord] = []
  private var implicit: TransactionRecord?

  /// The innermost transaction, starting the implicit one if none is open.
  var current: TransactionRecord {
    if let last = explicit.last { return last }
    if let implicit { return implicit }
    let record = TransactionRecord()
    implicit = record
    return record
  }

  func begin() { explicit.append(TransactionRecord()) }

  func commit() {
    guard let record = explicit.popLast() else { return }
    record.commit()
  }

  func commitImplicit() {
    guard explicit.isEmpty, let record = implicit else { return }
    implicit = nil
    record.commit()
  }

  /// The records whose completion waits for an animation added now: every open one.
  func recordsTrackingCompletion() -> [TransactionRecord] {
    (implicit.map { [$0] } ?? []) + explicit
  }

  var animationDuration: CFTimeInterval { lookUp(\.duration) ?? 0.25 }
  var timingFunction: CAMediaTimingFunction? { lookUp(\.timingFunction) }
  var disableActions: Bool { lookUp(\.disableActions) ?? false }

  func value(forKey key: String) -> Any? {
    for record in chain where record.values[key] != nil { return record.values[key] ?? nil }
    return nil
  }

  /// Innermost first.
  private var chain: [TransactionRecord] { explicit.reversed() + (implicit.map { [$0] } ?? []) }

  private func lookUp<Value>(_ keyPath: KeyPath<TransactionRecord, Value?>) -> Value? {
    for record in chain { if let value = record[keyPath: keyPath] { return value } }
    return nil
  }

  func removeAll() {
    explicit.removeAll()
    implicit = nil
  }
}
