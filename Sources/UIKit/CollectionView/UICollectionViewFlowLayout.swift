import Foundation

/// Items in lines that wrap, with optional section headers and footers: UIKit's grid and row layout.
/// The defaults are Apple's documented ones (item size 50 × 50, line and interitem spacing 10).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Asks cells for their size (self-sizing) when used as `estimatedItemSize`.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  public enum SectionInsetReference: Int, Sendable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
  }

  open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// A size to start from while cells size themselves; `.zero` (the default) turns self-sizing off.
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }

  var arrangement = FlowArrangement()
  /// The collection view's size when the layout was last prepared.
  private var preparedSize = CGSize.zero
  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  override open func prepare() {
    super.prepare()
    guard let collectionView else { return arrangement = FlowArrangement() }
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let metrics = (0..<collectionView.numberOfSections).map { section in
      FlowArrangement.SectionMetrics(
        itemSizes: (0..<collectionView.numberOfItems(inSection: section)).map { item in
          let indexPath = IndexPath(item: item, section: section)
          if estimatedItemSize != .zero { return fittedSizes[indexPath] ?? startingEstimate }
          return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        },
        inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
          ?? sectionInset,
        lineSpacing: delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
          ?? minimumLineSpacing,
        interitemSpacing: delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
          ?? minimumInteritemSpacing,
        headerSize: delegate?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
        footerSize: delegate?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
    }
    arrangement = FlowArrangement(sections: metrics, across: containerAcross, direction: scrollDirection)
    preparedSize = collectionView.bounds.size
  }

  /// The room across the scroll axis: the bounds less the content insets (and the safe area or the
  /// layout margins, per `sectionInsetReference`).
  private var containerAcross: CGFloat {
    guard let collectionView else { return 0 }
    var inset = collectionView.adjustedContentInset
    switch sectionInsetReference {
    case .fromContentInset: break
    case .fromSafeArea: inset = inset + collectionView.safeAreaInsets
    case .fromLayoutMargins: inset = inset + collectionView.layoutMargins
    }
    return scrollDirection == .vertical
      ? max(0, collectionView.bounds.width - inset.left - inset.right)
      : max(0, collectionView.bounds.height - inset.top - inset.bottom)
  }

  /// `automaticSize` has no size of its own: cells start at the item size until they fit.
  private var startingEstimate: CGSize {
    estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
  }

  /// With an estimated size a flow layout's cells fit both dimensions (Apple, `estimatedItemSize`).
  override func estimatedAxes(ofItemAt indexPath: IndexPath) -> EstimatedAxes {
    estimatedItemSize == .zero ? [] : [.width, .height]
  }

  override open var collectionViewContentSize: CGSize { arrangement.contentSize }

  override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result: [UICollectionViewLayoutAttributes] = []
    for (index, section) in arrangement.sections.enumerated() {
      if let header = section.header, header.intersects(rect) {
        result.append(supplementary(UICollectionView.elementKindSectionHeader, section: index, frame: header))
      }
      for (item, frame) in section.items.enumerated() where frame.intersects(rect) {
        result.append(cell(IndexPath(item: item, section: index), frame: frame))
      }
      if let footer = section.footer, footer.intersects(rect) {
        result.append(supplementary(UICollectionView.elementKindSectionFooter, section: index, frame: footer))
      }
    }
    return result
  }

  override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard arrangement.sections.indices.contains(indexPath.section) else { return nil }
    let items = arrangement.sections[indexPath.section].items
    guard items.indices.contains(indexPath.item) else { return nil }
    return cell(indexPath, frame: items[indexPath.item])
  }

  override open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard arrangement.sections.indices.contains(indexPath.section) else { return nil }
    let section = arrangement.sections[indexPath.section]
    let frame =
      elementKind == UICollectionView.elementKindSectionHeader
      ? section.header : elementKind == UICollectionView.elementKindSectionFooter ? section.footer : nil
    return frame.map { supplementary(elementKind, section: indexPath.section, frame: $0) }
  }

  /// A width change re-flows a vertical layout (a height change a horizontal one).
  override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    scrollDirection == .vertical
      ? preparedSize.width != newBounds.width : preparedSize.height != newBounds.height
  }

  private func cell(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
    let attributes = Self.attributesClass.init(indexPath: indexPath, category: .cell, kind: nil)
    attributes.frame = frame
    return attributes
  }

  private func supplementary(_ kind: String, section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes
  {
    let attributes = Self.attributesClass.init(
      indexPath: IndexPath(item: 0, section: section), category: .supplementaryView, kind: kind)
    attributes.frame = frame
    return attributes
  }

  /// `layoutAttributesClass` as the type the layout makes.
  static var attributesClass: UICollectionViewLayoutAttributes.Type {
    layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
  }
}
