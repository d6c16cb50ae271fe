import Foundation

/// A control or mark at the side of a list cell (`UICollectionViewListCell.accessories`): a
/// disclosure chevron, a checkmark or a text label at the trailing edge, a delete control at the
/// leading edge, each shown always, only while editing, or only while not editing.
public struct UICellAccessory {
  /// When an accessory shows, by the collection view's `isEditing`.
  public enum DisplayedState: Int, Sendable {
    case always, whenEditing, whenNotEditing
  }

  /// The width an accessory takes: its own (`.actual`), the standard one for its kind (the engine's
  /// figures equal the actual ones), or a given number of points.
  public enum LayoutDimension: Sendable {
    case actual, standard
    case custom(CGFloat)
  }

  public typealias ActionHandler = () -> Void

  public struct DisclosureIndicatorOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?

    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil)
    {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  public struct CheckmarkOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?

    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil)
    {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  public struct DeleteOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?

    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  public struct LabelOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var font: UIFont?

    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      font: UIFont? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
    }
  }

  enum Kind {
    case disclosureIndicator, checkmark
    case delete(ActionHandler?)
    case label(String, font: UIFont?)
  }

  let kind: Kind
  public let displayed: DisplayedState
  let isHidden: Bool
  let reservedLayoutWidth: LayoutDimension?
  let tintColor: UIColor?

  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden ?? false,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .checkmark, displayed: displayed, isHidden: options.isHidden ?? false,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A delete control at the leading edge, shown while editing by default; a tap runs the handler.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .delete(actionHandler), displayed: displayed, isHidden: options.isHidden ?? false,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// Text at the trailing edge, in `.secondaryLabel` body text by default.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .label(text, font: options.font), displayed: displayed, isHidden: options.isHidden ?? false,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// Whether the accessory goes at the leading edge (a delete control) rather than the trailing one.
  var isLeading: Bool {
    if case .delete = kind { return true }
    return false
  }

  /// Whether it shows in or out of editing mode.
  func isDisplayed(editing: Bool) -> Bool {
    switch displayed {
    case .always: true
    case .whenEditing: editing
    case .whenNotEditing: !editing
    }
  }
}
