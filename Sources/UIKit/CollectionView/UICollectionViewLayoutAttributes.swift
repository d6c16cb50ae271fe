import Foundation

/// Where a layout puts one element of a collection view (a cell, a supplementary or a decoration
/// view) and how it looks: frame, transform, alpha, z order. A plain value holder, usable off the
/// main actor as layouts compute them.
open class UICollectionViewLayoutAttributes: NSObject {
  public let indexPath: IndexPath
  public let representedElementCategory: UICollectionView.ElementCategory
  public let representedElementKind: String?

  open var center: CGPoint = .zero
  open var size: CGSize = .zero
  open var transform: CGAffineTransform = .identity
  open var alpha: CGFloat = 1
  open var zIndex = 0
  open var isHidden = false

  open var frame: CGRect {
    get {
      CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
    set {
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  public required init(
    indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?
  ) {
    self.indexPath = indexPath
    representedElementCategory = category
    representedElementKind = kind
  }

  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .cell, kind: nil)
  }

  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
  }

  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .decorationView, kind: decorationViewKind)
  }

  /// A copy with the same values, of the same class (layouts copy their superclass's attributes
  /// before changing them).
  open override func copy() -> Any {
    copy(with: nil)
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = Self(indexPath: indexPath, category: representedElementCategory, kind: representedElementKind)
    copy.center = center
    copy.size = size
    copy.transform = transform
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    return copy
  }

  /// Which element these attributes place: its category, kind and index path.
  var element: CollectionElement {
    CollectionElement(
      category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
  }
}

/// One element of a collection view, as a key: cells by index path, supplementary views by kind too.
struct CollectionElement: Hashable {
  var category: UICollectionView.ElementCategory
  var kind: String?
  var indexPath: IndexPath
}
