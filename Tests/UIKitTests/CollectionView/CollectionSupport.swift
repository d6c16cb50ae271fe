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
extension Headless {
  /// A plain list (`UICollectionViewCompositionalLayout.list`) over `dataSource`, laid out; the
  /// caller keeps the data source (the collection view holds it weakly).
  func plainList(_ dataSource: any UICollectionViewDataSource) -> UICollectionView {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    view.dataSource = dataSource
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

extension NamedItems {
  /// Ten cards over twenty rows, for `UICollectionViewCompositionalLayout.cardsOverRows`.
  static var cardsOverRows: NamedItems {
    NamedItems([(0..<10).map { "card \($0)" }, (0..<20).map { "row \($0)" }])
  }
}

extension UICollectionViewCompositionalLayout {
  /// Section 0: ten 150 × 100 cards, 10 pt apart, inset 16 pt each side, scrolling across with
  /// `behavior` (cards at x = 16 + 160 k; the row is 1,622 pt long, so it scrolls 0…1,247), made
  /// further by `card`. Section 1: twenty 44 pt rows.
  static func cardsOverRows(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
    card configure: @escaping (NSCollectionLayoutSection) -> Void = { _ in }
  ) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { index, _ in
      let whole = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
      let item = NSCollectionLayoutItem(layoutSize: whole)
      if index == 1 {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [item]))
      }
      let card = NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100))
      let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: card, subitems: [item]))
      section.interGroupSpacing = 10
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
      section.orthogonalScrollingBehavior = behavior
      configure(section)
      return section
    }
  }
}
