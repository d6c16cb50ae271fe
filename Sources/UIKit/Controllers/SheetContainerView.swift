import Foundation

/// The sheet itself: a view with UIKit's rounded top corners that holds the presented controller's
/// view (filling it) and, when asked, the grabber. It is the sheet presentation's `presentedView`,
/// so the presented view keeps its own layer untouched.
@preconcurrency @MainActor
final class SheetContainerView: UIView {
  /// The grabber: 36 × 5 pt, 5 pt below the sheet's top edge, in `tertiaryLabel` (UIKit documents
  /// no size; these are the measured iOS 15–17 values).
  static let grabberSize = CGSize(width: 36, height: 5)
  static let grabberTopInset: CGFloat = 5

  let grabber = UIView()

  init(content: UIView) {
    super.init(frame: content.frame)
    clipsToBounds = true
    content.frame = bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(content)
    grabber.backgroundColor = .tertiaryLabel
    grabber.layer.cornerRadius = Self.grabberSize.height / 2
    grabber.isUserInteractionEnabled = false
    grabber.isHidden = true
    addSubview(grabber)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    bringSubviewToFront(grabber)
    grabber.frame = CGRect(
      x: (bounds.width - Self.grabberSize.width) / 2, y: Self.grabberTopInset,
      width: Self.grabberSize.width, height: Self.grabberSize.height)
  }
}
