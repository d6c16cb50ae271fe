import Foundation

/// What a search bar asks and tells its delegate (Apple docs, UISearchBarDelegate); every method
/// has UIKit's answer as a default.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// Told after each change of the text by the user (typing, deleting, the clear button).
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Asked before each change by the user; `range` in UTF-16 units of the current text.
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  /// The keyboard's search (return) key.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
