import Foundation

/// Describes a view's content as a value; a cell shows it through the view it makes.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  func makeContentView() -> any UIView & UIContentView
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration; setting `configuration` updates it in place.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  var configuration: any UIContentConfiguration { get set }
}

/// The state a configuration is updated for (selected, highlighted…).
@preconcurrency @MainActor
public protocol UIConfigurationState {}

/// A cell's state for its configurations.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
  public var isSelected = false
  public var isHighlighted = false
  public var isDisabled = false
  public var isFocused = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false

  public init() {}
}

extension UIView {
  /// Shows a cell's content configuration in a view of its own that fills this (content) view,
  /// updating `current` in place when it shows the same kind of configuration; returns the view
  /// shown, nil for no configuration.
  func show(
    _ configuration: (any UIContentConfiguration)?, replacing current: (any UIView & UIContentView)?
  ) -> (any UIView & UIContentView)? {
    guard let configuration else {
      current?.removeFromSuperview()
      return nil
    }
    if let current, type(of: current.configuration) == type(of: configuration) {
      current.configuration = configuration
      return current
    }
    current?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(view)
    return view
  }
}
