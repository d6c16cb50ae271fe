import Foundation

/// Spinning wheels of rows, as UIKit's `UIPickerView`: one `PickerWheel` (a scroll view with the
/// engine's physics, ending on whole rows) per component, drawn as a cylinder by `PickerRowsView`
/// with the selected rows in a grey band across the middle. 216 pt tall by default, rows 32 pt.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// UIKit's picker height (the keyboard's 216 pt) and row height since iOS 7 (measured; Apple
  /// documents neither).
  public static let defaultHeight: CGFloat = 216
  public static let defaultRowHeight: CGFloat = 32
  /// Space between components and at the sides.
  static let componentSpacing: CGFloat = 4
  static let sideMargin: CGFloat = 8

  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { reloadAllComponents() }
  }
  open weak var delegate: (any UIPickerViewDelegate)? {
    didSet { reloadAllComponents() }
  }

  var wheels: [PickerWheel] = []
  let rowsView = PickerRowsView()

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    rowsView.picker = self
    rowsView.isUserInteractionEnabled = false
    addSubview(rowsView)
  }

  open var numberOfComponents: Int { wheels.count }

  open func numberOfRows(inComponent component: Int) -> Int {
    wheels.indices.contains(component) ? wheels[component].numberOfRows : 0
  }

  /// The selected row of `component`, or -1 when it has no rows (as UIKit).
  open func selectedRow(inComponent component: Int) -> Int {
    guard wheels.indices.contains(component), wheels[component].numberOfRows > 0 else { return -1 }
    return wheels[component].selectedRow
  }

  /// Turns `component` to `row`; the delegate is not told (as in UIKit).
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard wheels.indices.contains(component) else { return }
    layoutIfNeeded()
    wheels[component].select(row, animated: animated)
  }

  open func rowSize(forComponent component: Int) -> CGSize {
    guard wheels.indices.contains(component) else { return .zero }
    return CGSize(width: wheels[component].bounds.width, height: wheels[component].rowHeight)
  }

  /// Asks the data source again for every component, keeping the selected rows where they fit.
  open func reloadAllComponents() {
    let count = dataSource?.numberOfComponents(in: self) ?? 0
    let selected = wheels.map(\.selectedRow)
    while wheels.count > count { wheels.removeLast().removeFromSuperview() }
    while wheels.count < count {
      let wheel = PickerWheel(component: wheels.count)
      wheel.onSettle = { [weak self, unowned wheel] row in self?.wheelSettled(wheel, on: row) }
      wheel.onScroll = { [weak self] in self?.rowsView.setNeedsDisplay() }
      insertSubview(wheel, belowSubview: rowsView)
      wheels.append(wheel)
    }
    setNeedsLayout()
    layoutIfNeeded()
    for (component, row) in selected.enumerated() where component < wheels.count {
      wheels[component].select(row, animated: false)
    }
    rowsView.setNeedsDisplay()
  }

  open func reloadComponent(_ component: Int) {
    reloadAllComponents()
  }

  override open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.defaultHeight)
  }

  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 && size.width.isFinite ? size.width : 320, height: Self.defaultHeight)
  }

  /// The width a component gets when the delegate does not say: an equal share.
  public var defaultComponentWidth: CGFloat {
    let count = CGFloat(max(wheels.count, 1))
    return (bounds.width - 2 * Self.sideMargin - (count - 1) * Self.componentSpacing) / count
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    rowsView.frame = bounds
    var x = Self.sideMargin
    for wheel in wheels {
      let width = delegate?.pickerView(self, widthForComponent: wheel.component) ?? defaultComponentWidth
      let rowHeight =
        delegate?.pickerView(self, rowHeightForComponent: wheel.component) ?? Self.defaultRowHeight
      let rows = dataSource?.pickerView(self, numberOfRowsInComponent: wheel.component) ?? 0
      let frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      let selected = wheel.selectedRow
      let moved = wheel.frame != frame || wheel.rowHeight != rowHeight
      wheel.frame = frame
      wheel.configure(rows: rows, rowHeight: rowHeight)
      // A new size or row height keeps the wheel on its row.
      if moved { wheel.select(selected, animated: false) }
      x += width + Self.componentSpacing
    }
    rowsView.setNeedsDisplay()
  }

  /// Told when the user settled a wheel; the date picker overrides nothing but listens here too.
  func wheelSettled(_ wheel: PickerWheel, on row: Int) {
    delegate?.pickerView(self, didSelectRow: row, inComponent: wheel.component)
    onUserSelection?(wheel.component, row)
  }

  /// The engine's own listener (the date picker's), told after the delegate.
  var onUserSelection: ((Int, Int) -> Void)?
}
