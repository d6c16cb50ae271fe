import Cassowary
import Foundation

/// UIKit's wording for layout problems, and the names it gives items and constraints.
extension LayoutEngine {
  /// Prints a layout message through `UIApplication.layoutDiagnostics` (standard error by default).
  static func report(_ message: String) {
    UIApplication.shared.layoutDiagnostics(message)
  }

  /// UIKit's "Unable to simultaneously satisfy constraints." with the constraints involved, and the
  /// one it breaks to recover.
  func reportUnsatisfiable(_ error: SolverError, breaking origin: ConstraintOrigin) {
    guard case .unsatisfiable(_, let involved) = error else {
      return Self.report("Auto Layout: \(error)")
    }
    let names = involved.map { describe(origins[ObjectIdentifier($0)]) }.sorted()
    Self.report(
      """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the \
      documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
      (
      \(names.map { "    \"\($0)\"" }.joined(separator: ",\n"))
      )

      Will attempt to recover by breaking constraint
      \(describe(origin))

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      """)
  }

  private func describe(_ origin: ConstraintOrigin?) -> String {
    switch origin {
    case .layout(let constraint): constraint.description
    case .derived(let name): name
    case nil: "<unknown constraint>"
    }
  }

  static func autoresizingDescription(
    _ constraint: Constraint, _ view: UIView, _ index: Int, _ form: AutoresizingForm
  )
    -> String
  {
    let attribute = ["minX", "width", "minY", "height"][index]
    var value = number(CGFloat(form.constant))
    if form.multiplier != 0 {
      value =
        "\(number(CGFloat(form.multiplier)))*\(itemName(view.superview)).\(index < 2 ? "width" : "height") + \(value)"
    }
    return "<NSAutoresizingMaskLayoutConstraint:\(address(constraint)) \(AutoresizingForm.maskName(view)) "
      + "\(itemName(view)).\(attribute) == \(value)   (active)>"
  }

  /// `0x…`, the object's identity as UIKit prints addresses.
  static func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
  }

  /// `UILabel:0x…` (or the guide's identifier), as constraint descriptions name items.
  static func itemName(_ object: AnyObject?) -> String {
    guard let object else { return "(null)" }
    if let guide = object as? UILayoutGuide, !guide.identifier.isEmpty { return "'\(guide.identifier)'" }
    return "\(type(of: object)):\(address(object))"
  }

  /// A number as UIKit prints constants: no trailing ".0".
  static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
  }

  /// The view an item lives in: the view itself, or a guide's owning view.
  static func hostView(of object: AnyObject) -> UIView? {
    (object as? UIView) ?? (object as? UILayoutGuide)?.owningView
  }
}
