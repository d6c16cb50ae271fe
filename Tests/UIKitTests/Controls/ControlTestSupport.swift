@_spi(Hail) import UIKit

/// Rounds up to whole pixels of the headless screen (scale 2), as views round measured text.
func pixelCeil(_ size: CGSize, scale: CGFloat = 2) -> CGSize {
  CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
}

/// Records the control events a control sends, in order, by name.
@MainActor
final class ControlEventLog {
  private(set) var names: [String] = []

  static let events: [(UIControl.Event, String)] = [
    (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
    (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
    (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
    (.valueChanged, "value"), (.primaryActionTriggered, "primary"),
  ]

  init(_ control: UIControl) {
    for (event, name) in Self.events {
      control.addAction(UIAction { [weak self] _ in self?.names.append(name) }, for: event)
    }
  }

  func count(_ name: String) -> Int { names.filter { $0 == name }.count }
}
