import Foundation

/// Decides where a collection view's cells and supplementary views go. Subclasses compute their
/// attributes in `prepare()` and answer the queries; the collection view asks again after
/// `invalidateLayout()` (and on a bounds change when `shouldInvalidateLayout(forBoundsChange:)`).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout.
  open internal(set) weak var collectionView: UICollectionView?
  /// The sizes self-sizing cells asked for, by item (see `estimatedAxes(ofItemAt:)`).
  var fittedSizes: [IndexPath: CGSize] = [:]
  /// The sizes self-sizing supplementary views asked for, by kind and index path.
  var fittedSupplementarySizes: [SupplementaryElement: CGSize] = [:]

  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The class of the attributes the layout makes.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// Computes the layout; called before the collection view's first query after an invalidation.
  open func prepare() {}

  open var collectionViewContentSize: CGSize { .zero }

  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Marks the layout stale; the collection view prepares it again on its next layout pass.
  open func invalidateLayout() {
    collectionView?.layoutDidInvalidate()
  }

  /// Where a scroll that would end at `proposedContentOffset` ends instead.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  /// Where an inserted item starts: by default at its place, transparent (UIKit's fade).
  open func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    faded(layoutAttributesForItem(at: itemIndexPath))
  }

  /// Where a deleted item ends: by default at its place, transparent (UIKit's fade). The collection
  /// view passes the old attributes through `attributes` to this default.
  open func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The bands of sections that scroll across the layout on their own, by section (a compositional
  /// layout's orthogonal sections).
  var orthogonalBands: [Int: OrthogonalBand] { [:] }

  /// The handler a section's visible items go through before they show, with the environment the
  /// section was laid out in (a compositional section's `visibleItemsInvalidationHandler`).
  func visibleItemsInvalidation(ofSection section: Int) -> (
    handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler,
    environment: any NSCollectionLayoutEnvironment
  )? { nil }

  /// The dimensions of an item its cell sizes (a flow layout's `estimatedItemSize`: both; a
  /// compositional item's estimated dimensions); none: the cell is not asked.
  func estimatedAxes(ofItemAt indexPath: IndexPath) -> EstimatedAxes { [] }

  /// The dimensions of a supplementary view its view sizes (a compositional boundary item's
  /// estimated dimensions).
  func estimatedAxes(ofSupplementary element: SupplementaryElement) -> EstimatedAxes { [] }

  private func faded(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
    guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
    copy.alpha = 0
    return copy
  }
}

/// A supplementary element: its kind and index path.
struct SupplementaryElement: Hashable {
  var kind: String
  var indexPath: IndexPath
}

/// The dimensions of an item a layout estimates and its cell fits.
struct EstimatedAxes: OptionSet {
  let rawValue: UInt8
  static let width = EstimatedAxes(rawValue: 1 << 0)
  static let height = EstimatedAxes(rawValue: 1 << 1)
}
