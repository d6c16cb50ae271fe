import Foundation

extension UICollectionView {
  /// Makes `cellClass` the class `dequeueReusableCell(withReuseIdentifier:for:)` creates for
  /// `identifier`. A class that is not a UICollectionViewCell is reported and ignored.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else { return registeredClasses[Self.cellKey(identifier)] = nil }
    guard let type = cellClass as? UICollectionViewCell.Type else {
      return CollectionDiagnostics.report("register: \(cellClass) is not a UICollectionViewCell subclass")
    }
    registeredClasses[Self.cellKey(identifier)] = type
  }

  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = Self.supplementaryKey(elementKind, identifier)
    guard let viewClass else { return registeredClasses[key] = nil }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      return CollectionDiagnostics.report("register: \(viewClass) is not a UICollectionReusableView subclass")
    }
    registeredClasses[key] = type
  }

  /// A recycled or new cell of the class registered for `identifier`. UIKit raises for an
  /// identifier never registered; the engine reports it and returns a plain cell.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = dequeue(Self.cellKey(identifier), identifier: identifier) as? UICollectionViewCell {
      return cell
    }
    CollectionDiagnostics.report("no cell class registered for identifier \"\(identifier)\"")
    return UICollectionViewCell(registeredWith: identifier)
  }

  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = dequeue(Self.supplementaryKey(elementKind, identifier), identifier: identifier) {
      return view
    }
    CollectionDiagnostics.report("no view of kind \(elementKind) registered for identifier \"\(identifier)\"")
    return UICollectionReusableView(registeredWith: identifier)
  }

  private func dequeue(_ key: String, identifier: String) -> UICollectionReusableView? {
    if var queue = reuseQueues[key], !queue.isEmpty {
      let view = queue.removeLast()
      reuseQueues[key] = queue
      view.prepareForReuse()
      return view
    }
    return registeredClasses[key].map { $0.init(registeredWith: identifier) }
  }

  /// Takes a view off screen and queues it for reuse under its kind and identifier.
  func recycle(_ view: UICollectionReusableView, element: CollectionElement, notify: Bool) {
    swipeController.cellWillLeave(view)
    view.removeFromSuperview()
    if let cell = view as? UICollectionViewCell {
      if highlightedItem == element.indexPath { highlightedItem = nil }
      cell.isHighlighted = false
      if notify {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: element.indexPath)
      }
    }
    guard let identifier = view.reuseIdentifier else { return }
    let key =
      element.category == .cell
      ? Self.cellKey(identifier) : Self.supplementaryKey(element.kind ?? "", identifier)
    reuseQueues[key, default: []].append(view)
  }

  static func cellKey(_ identifier: String) -> String { "cell\u{1F}\(identifier)" }
  static func supplementaryKey(_ kind: String, _ identifier: String) -> String {
    "\(kind)\u{1F}\(identifier)"
  }
}

/// Where the collection view reports misuse that UIKit would raise an exception for: the
/// environment's diagnostics.
@preconcurrency @MainActor
enum CollectionDiagnostics {
  static func report(_ message: String) {
    UIApplication.shared.environment.diagnostics("UICollectionView: \(message)")
  }
}
