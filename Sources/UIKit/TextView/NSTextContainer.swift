import Foundation

/// The region a text view lays its text out in, as TextKit's `NSTextContainer`: the text view's
/// width less its `textContainerInset`, less `lineFragmentPadding` at each end of every line.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
  /// Space at the start and end of each line, in points (Apple docs: 5.0 by default).
  open var lineFragmentPadding: CGFloat = 5 {
    didSet { onChange() }
  }
  /// The most lines to lay out; 0 (the default) for no limit. Accepted; the text view shows all.
  open var maximumNumberOfLines = 0
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// The container's size: the text view keeps its width in step with its own.
  open var size: CGSize

  /// Whether the width follows the text view's (true for a text view's own container).
  open var widthTracksTextView = true
  open var heightTracksTextView = false

  /// Tells the owning text view to lay its text out again.
  var onChange: () -> Void = {}

  public init(size: CGSize) {
    self.size = size
  }

  public override convenience init() {
    self.init(size: CGSize(width: 0, height: 10_000_000))
  }
}
