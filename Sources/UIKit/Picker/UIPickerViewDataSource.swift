import Foundation

/// How many components (wheels) and rows a picker view shows (Apple docs, UIPickerViewDataSource).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view shows and tells (Apple docs, UIPickerViewDelegate); every method has a
/// default in an extension: no title, UIKit's row height, an equal share of the width.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  /// Told when the user settles a wheel on a row (not when `selectRow` is called from code).
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    nil
  }
  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
    UIPickerView.defaultRowHeight
  }
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    pickerView.defaultComponentWidth
  }
}
