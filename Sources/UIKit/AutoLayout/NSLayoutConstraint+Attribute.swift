import Foundation

extension NSLayoutConstraint {
  /// The part of an item a constraint acts on; raw values are Apple's.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0

    /// `.lastBaseline` under its older name.
    public static var baseline: Attribute { .lastBaseline }

    var isHorizontal: Bool {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
        .trailingMargin, .centerXWithinMargins:
        true
      default: false
      }
    }

    var isSize: Bool { self == .width || self == .height }

    /// The plain attribute a margin attribute names on the layout margins guide.
    var withoutMargin: Attribute? {
      switch self {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: nil
      }
    }

    var name: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }
  }

  /// How the first attribute relates to the second; raw values are Apple's.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    var symbol: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// A layout axis (for content hugging and compression resistance).
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}
