import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// `NSCollectionLayoutSection.visibleItemsInvalidationHandler`: called before each layout pass with
/// the section's elements on screen; what it changes shows for that pass.
@MainActor
@Suite struct VisibleItemsInvalidationTests {
  /// What the handler saw last: the items' index paths and the offset.
  final class Seen {
    var items: [Int] = []
    var offset = CGPoint(x: -1, y: -1)
    var containerWidth: CGFloat = 0
  }

  /// The cards over rows (`cardsOverRows`), the cards scrolling on their own, each scaled by its
  /// distance d from the screen's centre line: 1 − d / 1000. The rows have no handler.
  private func carousel() -> (Headless, UICollectionView, NamedItems, Seen) {
    let app = Headless()
    let seen = Seen()
    let layout = UICollectionViewCompositionalLayout.cardsOverRows(.continuous) { section in
      section.visibleItemsInvalidationHandler = { items, offset, environment in
        seen.items = items.map(\.indexPath.item).sorted()
        seen.offset = offset
        let middle = environment.container.contentSize.width / 2
        seen.containerWidth = environment.container.contentSize.width
        for item in items {
          let scale = 1 - abs(item.frame.midX - offset.x - middle) / 1000
          item.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
      }
    }
    let model = NamedItems.cardsOverRows
    let view = app.collection(model, layout: layout)
    return (app, view, model, seen)
  }

  private func scale(_ view: UICollectionView, _ item: Int) -> CGFloat? {
    view.cellForItem(at: IndexPath(item: item, section: 0))?.transform.a
  }

  @Test func cardsScaleByTheirDistanceFromTheCentreAsTheBandScrolls() throws {
    let (app, view, model, seen) = carousel()
    // Cards 0…2 (centres 91, 251, 411) around the centre line 187.5.
    #expect(seen.items == [0, 1, 2])
    #expect(seen.offset == .zero)
    #expect(seen.containerWidth == 375)
    #expect(abs((scale(view, 0) ?? 0) - 0.9035) < 1e-9)
    #expect(abs((scale(view, 1) ?? 0) - 0.9365) < 1e-9)
    #expect(abs((scale(view, 2) ?? 0) - 0.7765) < 1e-9)
    let band = try #require(view.subviews.lazy.compactMap { $0 as? UIScrollView }.first)
    band.contentOffset = CGPoint(x: 63.5, y: 0)
    app.nextFrame()
    // Card 1 is centred: full size; the band's offset comes on its axis.
    #expect(seen.offset == CGPoint(x: 63.5, y: 0))
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.transform == .identity)
    #expect(abs((scale(view, 0) ?? 0) - 0.84) < 1e-9)
    // The layout's own attributes are untouched; the rows have no handler.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform == .identity)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.transform == .identity)
    // Scrolling the list: its offset comes on the other axis.
    view.contentOffset = CGPoint(x: 0, y: 40)
    app.nextFrame()
    #expect(seen.offset == CGPoint(x: 63.5, y: 40))
    // Seen as a user would: blue cards, the middle one full size, over grey rows.
    for cell in view.visibleCells {
      let card = view.indexPath(for: cell)?.section == 0
      cell.backgroundColor = card ? .systemBlue : .secondarySystemBackground
      cell.layer.cornerRadius = card ? 12 : 0
    }
    view.contentOffset = .zero
    view.frame.size.height = 200
    view.layoutIfNeeded()
    assertGolden(try #require(ViewRenderer().render(view, scale: 2)), named: "collection-orthogonal-carousel")
    withExtendedLifetime(model) {}
  }

  @Test func aListSectionsHandlerHidesMovesAndFadesItsRowsForThisPass() {
    let app = Headless()
    var passes = 0
    let layout = UICollectionViewCompositionalLayout { _, environment in
      let section = NSCollectionLayoutSection.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
      section.visibleItemsInvalidationHandler = { items, offset, _ in
        passes += 1
        for item in items {
          // Rows under the top 44 pt of the screen fade; row 1 is hidden, row 2 moves 10 pt right.
          if item.frame.minY < offset.y + 44 { item.alpha = 0.5 }
          if item.indexPath.item == 1 { item.isHidden = true }
          if item.indexPath.item == 2 { item.center.x += 10 }
        }
      }
      return section
    }
    let model = NamedItems([(0..<30).map { "row \($0)" }])
    let view = app.collection(model, layout: layout)
    #expect(passes > 0)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 0.5)
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isHidden == true)
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 1)
    #expect(
      view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 10, y: 88, width: 375, height: 44))
    view.contentOffset = CGPoint(x: 0, y: 88)
    app.nextFrame()
    // Row 0 is gone; row 2 is now the top row, faded; row 1 is off screen.
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.alpha == 0.5)
    #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.alpha == 1)
    withExtendedLifetime(model) {}
  }
}
