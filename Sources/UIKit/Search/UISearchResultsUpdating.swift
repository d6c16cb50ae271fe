import Foundation

/// The object that filters results as the user types (Apple docs, UISearchResultsUpdating): asked
/// when the search becomes active and after every change of the search text.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search controller becomes active or inactive (Apple docs,
/// UISearchControllerDelegate); every method has an empty default.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
