import Foundation

/// What a section's `visibleItemsInvalidationHandler` learns before each layout pass: the section's
/// elements on screen, the scroll offset, and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
  _ visibleItems: [any NSCollectionLayoutVisibleItem], _ contentOffset: CGPoint,
  _ layoutEnvironment: any NSCollectionLayoutEnvironment
) -> Void

/// An element of a section on screen, as its section's `visibleItemsInvalidationHandler` sees it:
/// changes to its alpha, z order, visibility, centre or transform show in this layout pass.
/// (Apple's protocol also refines `UIDynamicItem` and has `transform3D`; the engine has neither.)
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
  var alpha: CGFloat { get set }
  var zIndex: Int { get set }
  var isHidden: Bool { get set }
  var center: CGPoint { get set }
  var transform: CGAffineTransform { get set }
  var name: String { get }
  var indexPath: IndexPath { get }
  var frame: CGRect { get }
  var bounds: CGRect { get }
  var representedElementCategory: UICollectionView.ElementCategory { get }
  var representedElementKind: String? { get }
}

/// A visible item over a copy of the layout's attributes for one pass: the handler changes the copy,
/// the collection view shows it.
final class VisibleLayoutItem: NSObject, NSCollectionLayoutVisibleItem {
  let attributes: UICollectionViewLayoutAttributes

  init(_ attributes: UICollectionViewLayoutAttributes) {
    self.attributes = attributes
  }

  var alpha: CGFloat {
    get { attributes.alpha }
    set { attributes.alpha = newValue }
  }
  var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }
  var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }
  var center: CGPoint {
    get { attributes.center }
    set { attributes.center = newValue }
  }
  var transform: CGAffineTransform {
    get { attributes.transform }
    set { attributes.transform = newValue }
  }
  /// The engine's name: a supplementary item's element kind, "cell" for a cell (Apple documents
  /// only "the name of the item").
  var name: String { attributes.representedElementKind ?? "cell" }
  var indexPath: IndexPath { attributes.indexPath }
  var frame: CGRect { attributes.frame }
  var bounds: CGRect { attributes.bounds }
  var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
  var representedElementKind: String? { attributes.representedElementKind }
}
