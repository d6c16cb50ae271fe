import Foundation

/// One axis of a compositional layout size: a fraction of the container's width or height, an
/// absolute number of points, or an estimate (used as the size here: cells do not size themselves).
public final class NSCollectionLayoutDimension: NSObject, @unchecked Sendable {
  enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }

  let kind: Kind
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension.isFinite ? max(dimension, 0) : 0
  }

  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(.fractionalWidth, fractionalWidth)
  }
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(.fractionalHeight, fractionalHeight)
  }
  public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
  public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated }

  /// The points this dimension takes in a container of `container` size.
  func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: container.width * dimension
    case .fractionalHeight: container.height * dimension
    case .absolute, .estimated: dimension
    }
  }
}

/// A width and a height, each a `NSCollectionLayoutDimension`.
public final class NSCollectionLayoutSize: NSObject, @unchecked Sendable {
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension

  public init(
    widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  func resolved(in container: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
  }
}

/// The space between the items of a group: fixed, or at least this much with the spare room shared.
public final class NSCollectionLayoutSpacing: NSObject, @unchecked Sendable {
  public let spacing: CGFloat
  public let isFlexibleSpacing: Bool
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  private init(_ spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing.isFinite ? max(spacing, 0) : 0
    isFlexibleSpacing = flexible
  }

  public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(fixedSpacing, flexible: false) }
  public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(flexibleSpacing, flexible: true) }
}

/// Where a supplementary item sits on its container's edge.
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
