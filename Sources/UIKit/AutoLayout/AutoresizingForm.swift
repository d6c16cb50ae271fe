import Foundation

/// One of a translating view's frame values (minX, width, minY or height) as a linear function of
/// its superview's size on that axis: `value = constant + multiplier × superviewSize`. With the
/// autoresizing rule the engine already applies (`UIView.resizeSubviews`: a size change is shared
/// among the flexible parts in proportion to their sizes), each part is linear in the superview's
/// size, which is how a mask becomes constraints.
struct AutoresizingForm: Equatable {
  var constant: Double
  var multiplier: Double

  /// minX, width, minY, height of a view, from its frame, mask and superview's size.
  @MainActor static func forms(of view: UIView) -> [AutoresizingForm] {
    let frame = view.frame
    guard let superview = view.superview, !view.autoresizingMask.isEmpty else {
      return [frame.minX, frame.width, frame.minY, frame.height].map {
        AutoresizingForm(constant: Double($0), multiplier: 0)
      }
    }
    let mask = view.autoresizingMask
    let size = superview.bounds.size
    let horizontal = axis(
      lead: (mask.contains(.flexibleLeftMargin), frame.minX),
      size: (mask.contains(.flexibleWidth), frame.width),
      trail: (mask.contains(.flexibleRightMargin), size.width - frame.maxX), total: size.width)
    let vertical = axis(
      lead: (mask.contains(.flexibleTopMargin), frame.minY),
      size: (mask.contains(.flexibleHeight), frame.height),
      trail: (mask.contains(.flexibleBottomMargin), size.height - frame.maxY), total: size.height)
    return horizontal + vertical
  }

  /// Position and size on one axis. A flexible part `p` of the flexible total `T` becomes
  /// `p + (S′ − S)·p/T` (or an equal share when `T` is 0), linear in the new superview size `S′`.
  private static func axis(
    lead: (Bool, CGFloat), size: (Bool, CGFloat), trail: (Bool, CGFloat), total: CGFloat
  ) -> [AutoresizingForm] {
    let parts = [lead, size, trail]
    let flexible = parts.filter(\.0)
    let flexibleTotal = Double(flexible.map { max($0.1, 0) }.reduce(0, +))
    func share(_ part: (Bool, CGFloat)) -> Double {
      guard part.0 else { return 0 }
      return flexibleTotal > 0 ? Double(max(part.1, 0)) / flexibleTotal : 1 / Double(flexible.count)
    }
    func form(_ part: (Bool, CGFloat)) -> AutoresizingForm {
      let share = share(part)
      return AutoresizingForm(constant: Double(part.1) - share * Double(total), multiplier: share)
    }
    return [form(lead), form(size)]
  }

  /// UIKit's mask notation in constraint descriptions: `h=-&-` (fixed, flexible, fixed).
  @MainActor static func maskName(_ view: UIView) -> String {
    let mask = view.autoresizingMask
    func flag(_ flexible: Bool) -> String { flexible ? "&" : "-" }
    return "h=\(flag(mask.contains(.flexibleLeftMargin)))\(flag(mask.contains(.flexibleWidth)))"
      + "\(flag(mask.contains(.flexibleRightMargin))) v=\(flag(mask.contains(.flexibleTopMargin)))"
      + "\(flag(mask.contains(.flexibleHeight)))\(flag(mask.contains(.flexibleBottomMargin)))"
  }
}
