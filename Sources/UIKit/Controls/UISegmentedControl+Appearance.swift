import Foundation

/// The segmented control's drawing: the indicator under the selection, titles and images dimmed
/// for disabled or pressed segments, dividers between unselected neighbours; and the rebuilding
/// of those views when segments change.
extension UISegmentedControl {
  /// The segment whose column contains `point.x` (clamped to the first and last).
  func segmentIndex(at point: CGPoint) -> Int? {
    let frames = segmentFrames()
    guard !frames.isEmpty else { return nil }
    return frames.firstIndex { point.x < $0.maxX } ?? frames.count - 1
  }

  func layoutIndicator(_ frames: [CGRect]) {
    guard !isMomentary, frames.indices.contains(selectedIndex) else {
      indicator.isHidden = true
      return
    }
    indicator.isHidden = false
    let inset = UISegmentedControl.indicatorInset
    indicator.frame = frames[selectedIndex].insetBy(dx: inset, dy: inset)
  }

  func updateAppearance() {
    indicator.backgroundColor = selectedSegmentTintColor ?? UISegmentedControl.indicatorColor
    let shownSelection = isMomentary ? UISegmentedControl.noSegment : selectedIndex
    for (index, segment) in segments.enumerated() {
      let selected = index == shownSelection
      let label = labels[index]
      let state: UIControl.State =
        !(isEnabled && segment.isEnabled)
        ? .disabled : selected ? .selected : index == highlightedIndex ? .highlighted : []
      let attributes = titleAttributes(in: state)
      label.text = segment.title
      label.font =
        attributes[.font] as? UIFont
        ?? .systemFont(ofSize: UISegmentedControl.titleFontSize, weight: selected ? .semibold : .regular)
      label.textColor = attributes[.foregroundColor] as? UIColor ?? .label
      // Disabled: iOS's `tertiaryLabel` opacity; pressed and not selected: dimmed as iOS does.
      let dimmed =
        !(isEnabled && segment.isEnabled) ? 0.3 : (index == highlightedIndex && !selected ? 0.5 : 1)
      label.alpha = dimmed
      imageViews[index].image = segment.image
      imageViews[index].alpha = dimmed
    }
    // A divider shows between two segments neither of which is selected.
    for (index, divider) in dividers.enumerated() {
      divider.isHidden = index == shownSelection || index + 1 == shownSelection
    }
  }

  func insert(_ segment: Segment, at index: Int) {
    let position = min(max(index, 0), segments.count)
    segments.insert(segment, at: position)
    if selectedIndex >= position { selectedIndex += 1 }
    segmentsDidChange()
  }

  func update(_ index: Int, _ change: (inout Segment) -> Void) {
    guard segments.indices.contains(index) else { return }
    change(&segments[index])
    segmentsDidChange()
  }

  /// Rebuilds the labels, image views and dividers for the segments.
  func segmentsDidChange() {
    for view in labels + imageViews + dividers { view.removeFromSuperview() }
    labels = segments.map { _ in UILabel() }
    imageViews = segments.map { _ in UIImageView() }
    dividers = segments.dropFirst().map { _ in UIView() }
    for divider in dividers {
      divider.backgroundColor = UISegmentedControl.dividerColor
      insertSubview(divider, belowSubview: indicator)
    }
    for view in labels as [UIView] + imageViews {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    for label in labels { label.textAlignment = .center }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    updateAppearance()
  }

  func contentWidth(_ segment: Segment) -> CGFloat {
    if let image = segment.image { return image.size.width }
    guard let title = segment.title else { return 0 }
    let label = UILabel()
    label.font =
      titleAttributes(in: .selected)[.font] as? UIFont
      ?? .systemFont(ofSize: UISegmentedControl.titleFontSize, weight: .semibold)
    label.text = title
    return label.intrinsicContentSize.width
  }

  /// The normal state's title attributes with `state`'s over them.
  func titleAttributes(in state: UIControl.State) -> [NSAttributedString.Key: Any] {
    let normal = titleAttributesByState[UIControl.State.normal.rawValue] ?? [:]
    guard state != .normal, let own = titleAttributesByState[state.rawValue] else { return normal }
    return normal.merging(own) { _, stateValue in stateValue }
  }

  /// (142, 142, 147) at 30 %: iOS's divider grey (measured).
  /// The selected segment's plate: white on light, on dark the grey iOS 13–15 draw (99, 99, 102:
  /// `systemGray2`'s dark value, measured from screenshots; Apple publishes none).
  static let indicatorColor = UIColor.dynamic(
    light: .white, dark: UIColor(red: 99.0 / 255, green: 99.0 / 255, blue: 102.0 / 255, alpha: 1))
  static let dividerColor = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 0.3)
}
