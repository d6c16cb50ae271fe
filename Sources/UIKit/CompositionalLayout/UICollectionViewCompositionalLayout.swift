import Foundation

/// The layout's own settings: its scroll direction and the space between sections.
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject, @unchecked Sendable {
  public var scrollDirection = UICollectionView.ScrollDirection.vertical
  public var interSectionSpacing: CGFloat = 0

  public override init() {
    super.init()
  }
}

/// A layout composed of sections of groups of items, each sized relative to its container:
/// grids, lists (`list(using:)`) and rows that scroll across (`orthogonalScrollingBehavior`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  public typealias SectionProvider = (_ section: Int, _ layoutEnvironment: any NSCollectionLayoutEnvironment)
    ->
    NSCollectionLayoutSection?

  private let provider: SectionProvider
  public var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }
  var arrangement = CompositionalArrangement()
  /// The sections the provider gave at the last preparation, by section index.
  private(set) var preparedSections: [Int: NSCollectionLayoutSection] = [:]
  private var preparedSize = CGSize.zero
  private var preparedEnvironment: LayoutEnvironment?

  public init(section: NSCollectionLayoutSection) {
    provider = { _, _ in section }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  public init(
    section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// A layout whose every section is a list of the configuration's appearance.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }

  override open func prepare() {
    super.prepare()
    preparedSections = [:]
    guard let collectionView else { return arrangement = CompositionalArrangement() }
    let inset = collectionView.adjustedContentInset
    let container = LayoutContainer(
      contentSize: collectionView.bounds.size,
      contentInsets: NSDirectionalEdgeInsets(
        top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
    let environment = LayoutEnvironment(container: container, traitCollection: UITraitCollection.current)
    var sections: [(NSCollectionLayoutSection, Int)] = []
    for index in 0..<collectionView.numberOfSections {
      guard let section = provider(index, environment) else { continue }
      preparedSections[index] = section
      sections.append((section, collectionView.numberOfItems(inSection: index)))
    }
    let fitted = fittedSizes
    let fittedSupplementaries = fittedSupplementarySizes
    arrangement = CompositionalArrangement(
      sections: sections, container: container.effectiveContentSize,
      spacing: configuration.interSectionSpacing,
      direction: configuration.scrollDirection, fittedSize: { fitted[$0] },
      fittedSupplementarySize: { fittedSupplementaries[$0] })
    preparedSize = collectionView.bounds.size
    preparedEnvironment = environment
  }

  override func visibleItemsInvalidation(ofSection section: Int) -> (
    handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler,
    environment: any NSCollectionLayoutEnvironment
  )? {
    guard let handler = preparedSections[section]?.visibleItemsInvalidationHandler,
      let preparedEnvironment
    else { return nil }
    return (handler, preparedEnvironment)
  }

  override var orthogonalBands: [Int: OrthogonalBand] {
    var bands: [Int: OrthogonalBand] = [:]
    for (index, section) in arrangement.sections.enumerated() {
      if let band = section.orthogonal { bands[index] = band }
    }
    return bands
  }

  override func estimatedAxes(ofItemAt indexPath: IndexPath) -> EstimatedAxes {
    preparedSections[indexPath.section]?.group.estimatedItemAxes ?? []
  }

  override func estimatedAxes(ofSupplementary element: SupplementaryElement) -> EstimatedAxes {
    guard
      let size = preparedSections[element.indexPath.section]?.boundarySupplementaryItems
        .first(where: { $0.elementKind == element.kind })?.layoutSize
    else { return [] }
    var axes: EstimatedAxes = []
    if size.widthDimension.isEstimated { axes.insert(.width) }
    if size.heightDimension.isEstimated { axes.insert(.height) }
    return axes
  }

  override open var collectionViewContentSize: CGSize { arrangement.contentSize }

  override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result: [UICollectionViewLayoutAttributes] = []
    for (index, section) in arrangement.sections.enumerated() {
      for (item, frame) in section.items.enumerated() where frame.intersects(rect) {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
        attributes.frame = frame
        result.append(attributes)
      }
      for item in section.supplementaries {
        let placed = supplementary(item, section: index)
        if placed.frame.intersects(rect) { result.append(placed) }
      }
    }
    return result
  }

  override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard arrangement.sections.indices.contains(indexPath.section),
      arrangement.sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = arrangement.sections[indexPath.section].items[indexPath.item]
    return attributes
  }

  override open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard arrangement.sections.indices.contains(indexPath.section),
      let found = arrangement.sections[indexPath.section].supplementaries.first(where: {
        $0.kind == elementKind
      })
    else { return nil }
    return supplementary(found, section: indexPath.section)
  }

  override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedSize
  }

  /// A boundary item's attributes, a pinned one's where the collection view's bounds put it now.
  private func supplementary(_ item: PlacedSupplementary, section: Int) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: item.kind, with: IndexPath(item: 0, section: section))
    attributes.frame = item.frame
    attributes.zIndex = item.zIndex
    if item.pin != nil, let collectionView {
      let vertical = configuration.scrollDirection == .vertical
      let bounds = collectionView.bounds
      let inset = collectionView.adjustedContentInset
      let start = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
      let end = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
      attributes.frame = item.frame(visible: start...max(start, end), vertical: vertical)
    }
    return attributes
  }
}
