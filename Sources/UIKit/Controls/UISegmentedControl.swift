import Foundation

/// A row of segments of which one is selected, as UIKit's `UISegmentedControl` (iOS 13 and later
/// look: a grey rounded track and a white, shadowed indicator under the selected segment).
///
/// Figures measured on device (Apple documents none): 32 pt tall, corner radius 9 outside and 7
/// for the indicator, inset 2 pt; titles in the 13 pt system font, semibold when selected. A touch
/// highlights the segment under it; lifting on an enabled segment selects it, slides the indicator
/// over and sends `.valueChanged` (with `.primaryActionTriggered`) when the selection changed.
/// Setting `selectedSegmentIndex` in code sends nothing.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// `selectedSegmentIndex` when no segment is selected.
  public static let noSegment = -1

  @_spi(Hail) public static let height: CGFloat = 32
  static let cornerRadius: CGFloat = 9
  static let indicatorInset: CGFloat = 2
  /// Space left and right of a segment's content when it is sized to fit.
  static let contentPadding: CGFloat = 12
  static let titleFontSize: CGFloat = 13
  static let slideDuration: TimeInterval = 0.25

  struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    /// 0: sized by the control.
    var width: CGFloat = 0
    var isEnabled = true
  }

  /// The selected segment, or `noSegment`. Setting it selects without sending actions; an index
  /// out of range is taken as `noSegment`.
  open var selectedSegmentIndex: Int {
    get { selectedIndex }
    set {
      selectedIndex = segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment
      setNeedsLayout()
      updateAppearance()
    }
  }

  /// Whether segments show no lasting selection (a tap sends `.valueChanged` every time).
  open var isMomentary = false {
    didSet { setNeedsLayout() }
  }

  /// Whether automatically sized segments share the width by their content (default: equally).
  open var apportionsSegmentWidthsByContent = false {
    didSet { setNeedsLayout() }
  }

  /// The indicator's colour; nil is white.
  open var selectedSegmentTintColor: UIColor? {
    didSet { updateAppearance() }
  }

  open var numberOfSegments: Int { segments.count }

  /// The title attributes set per state, by `UIControl.State` raw value.
  var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// The titles' attributes in `state`: `.font` and `.foregroundColor` are drawn. A segment shows
  /// the normal state's attributes with its own state's (selected, highlighted, disabled) over them.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributesByState[state.rawValue] = attributes
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    updateAppearance()
  }

  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributesByState[state.rawValue]
  }

  var segments: [Segment] = []
  var selectedIndex = UISegmentedControl.noSegment
  /// The segment under the finger while a touch is in the tracking area.
  var highlightedIndex: Int?
  let track = UIView()
  let indicator = UIView()
  var dividers: [UIView] = []
  var labels: [UILabel] = []
  var imageViews: [UIImageView] = []

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    for part in [track, indicator] {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    track.backgroundColor = UIColor.tertiarySystemFill
    track.layer.cornerRadius = UISegmentedControl.cornerRadius
    indicator.layer.cornerRadius = UISegmentedControl.cornerRadius - UISegmentedControl.indicatorInset
    indicator.layer.shadowColor = UIColor.black.cgColor
    indicator.layer.shadowOpacity = 0.12
    indicator.layer.shadowOffset = CGSize(width: 0, height: 3)
    indicator.layer.shadowRadius = 4
    indicator.layer.borderWidth = 0.5
    indicator.layer.borderColor = UIColor.black.withAlphaComponent(0.04).cgColor
    updateAppearance()
  }

  /// A control with a segment per item: a `String` is a title, a `UIImage` an image (other items
  /// are skipped). Its frame is its fitting size.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        segments.append(Segment(title: title))
      } else if let image = item as? UIImage {
        segments.append(Segment(image: image))
      }
    }
    segmentsDidChange()
    frame.size = intrinsicContentSize
  }

  /// A control with a segment per action (iOS 14): its title and image, run when it is selected.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    segmentsDidChange()
  }

  // MARK: Segments

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, image: action.image, action: action), at: segment)
  }

  /// Removes a segment (an index out of range is ignored); removing the selected one leaves none
  /// selected.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedIndex == segment {
      selectedIndex = UISegmentedControl.noSegment
    } else if selectedIndex > segment {
      selectedIndex -= 1
    }
    segmentsDidChange()
  }

  open func removeAllSegments() {
    segments.removeAll()
    selectedIndex = UISegmentedControl.noSegment
    segmentsDidChange()
  }

  /// A segment shows a title or an image: setting one removes the other, as in UIKit.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    update(segment) {
      $0.title = title
      $0.image = nil
    }
  }

  open func titleForSegment(at segment: Int) -> String? { segments[safe: segment]?.title }

  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    update(segment) {
      $0.image = image
      $0.title = nil
    }
  }

  open func imageForSegment(at segment: Int) -> UIImage? { segments[safe: segment]?.image }

  /// A fixed width for a segment; 0 lets the control size it.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard width.isFinite, width >= 0 else { return }
    update(segment) { $0.width = width }
  }

  open func widthForSegment(at segment: Int) -> CGFloat { segments[safe: segment]?.width ?? 0 }

  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    update(segment) { $0.isEnabled = enabled }
  }

  open func isEnabledForSegment(at segment: Int) -> Bool { segments[safe: segment]?.isEnabled ?? false }

  /// The action of a segment made from one (iOS 14).
  open func actionForSegment(at segment: Int) -> UIAction? { segments[safe: segment]?.action }

  // MARK: Size and layout

  /// Each segment as wide as the widest content plus padding (fixed widths as set), 32 pt tall.
  override open var intrinsicContentSize: CGSize {
    let widest = segments.map(contentWidth).max() ?? 0
    let width = segments.reduce(0) {
      $0 + ($1.width > 0 ? $1.width : widest + 2 * UISegmentedControl.contentPadding)
    }
    return CGSize(width: width, height: UISegmentedControl.height)
  }

  override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override open func layoutSubviews() {
    super.layoutSubviews()
    let frames = segmentFrames()
    track.frame = bounds
    for (index, frame) in frames.enumerated() {
      labels[index].frame = frame
      let imageSize = imageViews[index].image?.size ?? .zero
      imageViews[index].frame = CGRect(
        x: frame.midX - imageSize.width / 2, y: frame.midY - imageSize.height / 2, width: imageSize.width,
        height: imageSize.height)
      if index > 0 {
        dividers[index - 1].frame = CGRect(x: frame.minX - 0.5, y: frame.midY - 8, width: 1, height: 16)
      }
    }
    layoutIndicator(frames)
    updateAppearance()
  }

  /// The segments' rectangles: fixed widths as set; the rest share what is left, equally or by
  /// content (`apportionsSegmentWidthsByContent`).
  @_spi(Hail) public func segmentFrames() -> [CGRect] {
    let fixed = segments.reduce(0) { $0 + $1.width }
    let automatic = segments.filter { $0.width == 0 }
    let spare = max(bounds.width - fixed, 0)
    let contentTotal = automatic.reduce(0) { $0 + contentWidth($1) + 2 * UISegmentedControl.contentPadding }
    var x = bounds.minX
    return segments.map { segment in
      var width = segment.width
      if width == 0 {
        width =
          apportionsSegmentWidthsByContent && contentTotal > 0
          ? spare * (contentWidth(segment) + 2 * UISegmentedControl.contentPadding) / contentTotal
          : spare / CGFloat(automatic.count)
      }
      defer { x += width }
      return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }
  }

  // MARK: Tracking

  override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    highlightedIndex = segmentIndex(at: touch.location(in: self))
    updateAppearance()
    return true
  }

  override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    highlightedIndex = isTouchInside ? segmentIndex(at: touch.location(in: self)) : nil
    updateAppearance()
    return true
  }

  override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    let target = touch.flatMap { isWithinTrackingArea($0) ? segmentIndex(at: $0.location(in: self)) : nil }
    highlightedIndex = nil
    if let target, segments[target].isEnabled, target != selectedIndex || isMomentary {
      selectedIndex = target
      UIView.animate(withDuration: UISegmentedControl.slideDuration) {
        self.layoutIndicator(self.segmentFrames())
      }
      segments[target].action?.perform(sender: self)
      sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
    updateAppearance()
  }

  override open func cancelTracking(with event: UIEvent?) {
    highlightedIndex = nil
    updateAppearance()
  }

  override func controlStateDidChange() { updateAppearance() }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
