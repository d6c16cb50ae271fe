import Foundation

/// A control or mark at the side of a list cell (`UICollectionViewListCell.accessories`): a
/// disclosure chevron, a checkmark, a text label, an outline disclosure or a reorder control at the
/// trailing edge, a delete control or a multiselect circle at the leading edge, each shown always,
/// only while editing, or only while not editing (the options are in `UICellAccessory+Options`).
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

  enum Kind {
    case disclosureIndicator, checkmark
    case delete(ActionHandler?)
    case label(String, font: UIFont)
    case reorder(showsVerticalSeparator: Bool)
    case multiselect
    case outlineDisclosure(OutlineDisclosureOptions.Style, ActionHandler?)
  }

  let kind: Kind
  public let displayed: DisplayedState
  let isHidden: Bool
  let reservedLayoutWidth: LayoutDimension
  let tintColor: UIColor?

  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .checkmark, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A delete control at the leading edge, shown while editing by default; a tap runs the handler.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .delete(actionHandler), displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// Text at the trailing edge, in `.secondaryLabel` body text by default.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .label(text, font: options.font), displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// The three bars that drag a row to another place while editing; the collection view moves the
  /// item through its interactive movement (its data source's `moveItemAt`).
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  )
    -> UICellAccessory
  {
    UICellAccessory(
      kind: .reorder(showsVerticalSeparator: options.showsVerticalSeparator), displayed: displayed,
      isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
      tintColor: options.tintColor)
  }

  /// A circle at the leading edge, filled with a checkmark while the cell is selected.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .multiselect, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A chevron that turns down while the cell's item is expanded; a tap runs `actionHandler`, or
  /// without one expands or collapses the item in its section snapshot.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .outlineDisclosure(options.style, actionHandler), displayed: displayed,
      isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// Whether the accessory goes at the leading edge (a delete control, a multiselect circle) rather
  /// than the trailing one.
  var isLeading: Bool {
    switch kind {
    case .delete, .multiselect: true
    default: false
    }
  }

  /// Whether a tap anywhere on the cell toggles its item (an outline disclosure of the header
  /// style; `.automatic` is `.cell` here, since the engine's list configurations have no header).
  var togglesOnCellTap: Bool {
    if case .outlineDisclosure(.header, _) = kind { return true }
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
