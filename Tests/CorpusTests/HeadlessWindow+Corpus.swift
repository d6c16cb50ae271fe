import Foundation
@_spi(Hail) import UIKit

extension HeadlessWindow {
  /// A fresh iPhone 8 screen (375 × 667, status area 20) for a corpus source.
  static func iPhone8() -> HeadlessWindow {
    HeadlessWindow(
      size: CGSize(width: 375, height: 667), scale: 2,
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  /// A plain container view at `frame` in the root view, for a source's views to lay out in.
  func container(_ frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    root.addSubview(view)
    return view
  }

  func layout() {
    window.layoutIfNeeded()
  }
}
