import Foundation

extension UIControl {
  /// What happened to a control, as UIKit's `UIControl.Event` (Apple's raw values, UIControl.h).
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger touched down on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger touched down again, as part of a multi-tap (`UITouch.tapCount` > 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// The finger moved and is still in the tracking area.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// The finger moved and is still outside the tracking area.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// The finger moved back into the tracking area.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// The finger moved out of the tracking area.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// The finger lifted inside the tracking area: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The finger lifted outside the tracking area.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system (or a gesture recognizer) took the touch away.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action happened (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}
