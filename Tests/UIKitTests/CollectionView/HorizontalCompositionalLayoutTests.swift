import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct HorizontalCompositionalLayoutTests {
  /// Sections side by side, 20 pt apart; each a 30 pt leading header, then 120 pt columns of two
  /// half-height items, 8 pt apart, inside insets of 10 pt top and bottom and 5 pt either side.
  private func setUp(_ counts: [Int]) -> (Headless, UICollectionView, NamedItems) {
    let app = Headless()
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 20
    let half = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(120), heightDimension: .fractionalHeight(1)),
      subitems: [half])
    let section = NSCollectionLayoutSection(group: column)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(30), heightDimension: .fractionalHeight(1)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
    ]
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let model = NamedItems(counts.enumerated().map { s, n in (0..<n).map { "\(s).\($0)" } })
    return (app, app.collection(model, layout: layout), model)
  }

  private func frame(_ view: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  @Test func sectionsRunLeftToRightAndGroupsFillTheHeightLessTheInsets() {
    let (_, view, model) = setUp([5, 1])
    // 667 − 20 pt of insets = 647 pt columns; header 0…30, first column at 35.
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 10, width: 30, height: 647))
    #expect(frame(view, 0, 0) == CGRect(x: 35, y: 10, width: 120, height: 323.5))
    #expect(frame(view, 1, 0) == CGRect(x: 35, y: 333.5, width: 120, height: 323.5))
    #expect(frame(view, 2, 0) == CGRect(x: 163, y: 10, width: 120, height: 323.5))
    #expect(frame(view, 4, 0) == CGRect(x: 291, y: 10, width: 120, height: 323.5))
    // Section 0 ends at 35 + 3 × 120 + 2 × 8 + 5 = 416; section 1 starts 20 pt on.
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 436, y: 10, width: 30, height: 647))
    #expect(frame(view, 0, 1) == CGRect(x: 471, y: 10, width: 120, height: 323.5))
    #expect(view.contentSize == CGSize(width: 596, height: 667))
    withExtendedLifetime(model) {}
  }

  @Test func theCollectionScrollsAcrossToTheLaterSections() {
    let (app, view, model) = setUp([5, 1])
    #expect(itemNames(view) == ["0.0", "0.1", "0.2", "0.3", "0.4"])
    app.flick(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -2000, y: 0), duration: 0.1)
    app.advance(3)
    // As far as it goes: 596 − 375.
    #expect(view.contentOffset == CGPoint(x: 221, y: 0))
    #expect(itemNames(view) == ["0.2", "0.3", "0.4", "1.0"])
    withExtendedLifetime(model) {}
  }
}
