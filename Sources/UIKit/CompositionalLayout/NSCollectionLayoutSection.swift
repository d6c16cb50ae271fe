import Foundation

/// How a section's groups run when they scroll across the layout's axis (a row of cards in a
/// vertical list).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout: its group repeated until the section's items are placed,
/// with insets, spacing between groups and boundary supplementary items (headers, footers).
public final class NSCollectionLayoutSection: NSObject, @unchecked Sendable {
  public let group: NSCollectionLayoutGroup
  public var contentInsets = NSDirectionalEdgeInsets.zero
  public var interGroupSpacing: CGFloat = 0
  public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Headers and footers keep to the section's leading and trailing insets (UIKit's default).
  public var supplementariesFollowContentInsets = true
  /// Called before each layout pass with the section's elements on screen, which it may change for
  /// that pass (a carousel scaling its cards by their distance from the centre). The offset is the
  /// collection view's, with the section's own scroll on the axis of an orthogonal section.
  public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// The list configuration a `list(using:layoutEnvironment:)` section was made from: its swipe
  /// actions are the collection view's for the section's items.
  var listConfiguration: UICollectionLayoutListConfiguration?

  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// A list section: full-width rows of an estimated 44 pt (UIKit's row height), inset 20 pt each
  /// side in `.insetGrouped` (as the engine's inset-grouped table), with a header or footer when
  /// the configuration asks for supplementary ones.
  @MainActor
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: rowSize)
    let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [item]))
    section.listConfiguration = configuration
    let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
    if configuration.appearance == .insetGrouped {
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    }
    // Header and footer heights as the table's title headers: 28 pt plain, 38 pt grouped.
    let boundaryHeight: CGFloat = grouped ? 38 : 28
    let boundarySize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(boundaryHeight))
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom
        ))
    }
    return section
  }
}

/// The list look of a compositional section or layout (`.list(using:)`), and the actions its rows
/// show when swiped.
public struct UICollectionLayoutListConfiguration {
  public enum Appearance: Int, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }

  public enum HeaderMode: Int, Sendable {
    case none, supplementary, firstItemInSection
  }

  public enum FooterMode: Int, Sendable {
    case none, supplementary
  }

  public var appearance: Appearance
  public var showsSeparators = true
  public var headerMode = HeaderMode.none
  public var footerMode = FooterMode.none
  public var backgroundColor: UIColor?

  /// The actions of one side of a row, by its index path (nil or no actions: that side does not
  /// swipe).
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
  /// The actions a rightward swipe uncovers (left-to-right layout).
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a leftward swipe uncovers.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}

/// What a section provider learns of where its section goes.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer { get }
  var traitCollection: UITraitCollection { get }
}

/// The room a section is laid out in: the collection view's size, and that size less its insets.
public protocol NSCollectionLayoutContainer {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
  var contentSize: CGSize
  var contentInsets: NSDirectionalEdgeInsets
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
  var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer
  var traitCollection: UITraitCollection
}
