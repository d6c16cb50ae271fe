import Foundation

extension UICollectionView {
  /// A cell class and the code that configures it for an item: registers itself on first use, so
  /// no reuse identifier is ever written (`dequeueConfiguredReusableCell(using:for:item:)`).
  @preconcurrency @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    let handler: Handler
    let reuseIdentifier: String
    /// Keeps the identifier unique while the registration lives.
    private let token = RegistrationToken()

    public init(handler: @escaping Handler) {
      self.handler = handler
      reuseIdentifier = "\(Cell.self)#\(ObjectIdentifier(token).hashValue)"
    }
  }

  /// A supplementary view class of one kind and the code that configures it.
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) ->
      Void

    let handler: Handler
    let elementKind: String
    let reuseIdentifier: String
    private let token = RegistrationToken()

    public init(elementKind: String, handler: @escaping Handler) {
      self.handler = handler
      self.elementKind = elementKind
      reuseIdentifier = "\(Supplementary.self)#\(ObjectIdentifier(token).hashValue)"
    }
  }

  /// A recycled or new cell of the registration's class, configured by its handler for `item`.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let key = Self.cellKey(registration.reuseIdentifier)
    if registeredClasses[key] == nil {
      register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    let cell = dequeued as? Cell ?? Cell(registeredWith: registration.reuseIdentifier)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.elementKind
    if registeredClasses[Self.supplementaryKey(kind, registration.reuseIdentifier)] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    let view = dequeued as? Supplementary ?? Supplementary(registeredWith: registration.reuseIdentifier)
    registration.handler(view, kind, indexPath)
    return view
  }
}

/// An object whose identity names a registration.
final class RegistrationToken: Sendable {}
