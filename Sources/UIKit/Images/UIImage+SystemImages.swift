import Foundation

extension UIImage {
  /// UIKit's named system images (iOS 13), the symbols they show: a plus, a minus, a checkmark,
  /// a checkmark in a circle and the "more" ellipsis.
  public static var add: UIImage { systemImage("plus") }
  public static var remove: UIImage { systemImage("minus") }
  public static var checkmark: UIImage { systemImage("checkmark") }
  public static var strokedCheckmark: UIImage { systemImage("checkmark.circle") }
  public static var actions: UIImage { systemImage("ellipsis") }

  /// A symbol the table is known to have (each name above is in docs/symbols.md).
  private static func systemImage(_ name: String) -> UIImage {
    UIImage(systemName: name) ?? UIImage()
  }
}
