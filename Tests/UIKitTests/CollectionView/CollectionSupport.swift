@_spi(Hail) import UIKit

/// A collection data source over named items in sections; each cell carries its item's name.
final class NamedItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var sections: [[String]]
  var sizes: [String: CGSize] = [:]
  var selected: [IndexPath] = []
  var headers = 0

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.accessibilityIdentifier = sections[indexPath.section][indexPath.item]
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    headers += 1
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    view.accessibilityIdentifier = "header \(indexPath.section)"
    return view
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[sections[indexPath.section][indexPath.item]]
      ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

@MainActor
extension Headless {
  func collection(_ model: NamedItems, layout: UICollectionViewLayout, size: CGSize? = nil)
    -> UICollectionView
  {
    let frame = CGRect(origin: .zero, size: size ?? root.bounds.size)
    let view = UICollectionView(frame: frame, collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    view.dataSource = model
    view.delegate = model
    root.addSubview(view)
    view.layoutIfNeeded()
    return view
  }
}

@MainActor
func cell(_ collectionView: UICollectionView, _ name: String) -> UICollectionViewCell? {
  collectionView.subviews.compactMap { $0 as? UICollectionViewCell }.first {
    $0.accessibilityIdentifier == name
  }
}

@MainActor
func itemNames(_ collectionView: UICollectionView) -> [String] {
  collectionView.visibleCells.map { $0.accessibilityIdentifier ?? "?" }
}
