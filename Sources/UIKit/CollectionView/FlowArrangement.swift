import Foundation

/// The flow layout's arithmetic as a value: sections of items packed into lines across the
/// container, lines stacked along the scroll axis. Works in "across" and "along" coordinates so
/// one algorithm serves both scroll directions.
struct FlowArrangement {
  struct SectionMetrics {
    var itemSizes: [CGSize]
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
  }

  struct Section {
    var header: CGRect?
    var items: [CGRect]
    var footer: CGRect?
    /// The span of the section along the scroll axis (for finding the sections in a rectangle).
    var alongRange: ClosedRange<CGFloat>
  }

  var sections: [Section] = []
  var contentSize: CGSize = .zero

  init() {}

  /// Lays the sections out in a container `across` points wide (tall, when scrolling horizontally).
  /// A line takes items while they fit with at least the interitem spacing; the line's spare room
  /// goes between its items (a lone item is centred), and each item is centred along the line's
  /// thickness — UICollectionViewFlowLayout's documented arrangement (minimumInteritemSpacing: "the
  /// actual spacing between items may be larger").
  init(
    sections metrics: [SectionMetrics], across container: CGFloat, direction: UICollectionView.ScrollDirection
  ) {
    let vertical = direction == .vertical
    func rect(across: CGFloat, along: CGFloat, acrossSize: CGFloat, alongSize: CGFloat) -> CGRect {
      vertical
        ? CGRect(x: across, y: along, width: acrossSize, height: alongSize)
        : CGRect(x: along, y: across, width: alongSize, height: acrossSize)
    }
    var along: CGFloat = 0
    for metric in metrics {
      let start = along
      let inset = metric.inset
      let (acrossStart, acrossEnd, alongStart, alongEnd) =
        vertical
        ? (inset.left, inset.right, inset.top, inset.bottom)
        : (inset.top, inset.bottom, inset.left, inset.right)
      var section = Section(header: nil, items: [], footer: nil, alongRange: 0...0)
      let headerAlong = vertical ? metric.headerSize.height : metric.headerSize.width
      if headerAlong > 0 {
        section.header = rect(across: 0, along: along, acrossSize: container, alongSize: headerAlong)
        along += headerAlong
      }
      along += alongStart
      let available = container - acrossStart - acrossEnd
      var index = 0
      let sizes = metric.itemSizes.map { vertical ? ($0.width, $0.height) : ($0.height, $0.width) }
      while index < sizes.count {
        var end = index + 1
        var used = sizes[index].0
        while end < sizes.count, used + metric.interitemSpacing + sizes[end].0 <= available + 1e-9 {
          used += metric.interitemSpacing + sizes[end].0
          end += 1
        }
        let count = end - index
        let thickness = sizes[index..<end].map(\.1).max() ?? 0
        let spare = available - sizes[index..<end].reduce(0) { $0 + $1.0 }
        let gap = count > 1 ? spare / CGFloat(count - 1) : 0
        var across = acrossStart + (count > 1 ? 0 : spare / 2)
        for (acrossSize, alongSize) in sizes[index..<end] {
          section.items.append(
            rect(
              across: across, along: along + (thickness - alongSize) / 2, acrossSize: acrossSize,
              alongSize: alongSize))
          across += acrossSize + gap
        }
        along += thickness
        index = end
        if index < sizes.count { along += metric.lineSpacing }
      }
      along += alongEnd
      let footerAlong = vertical ? metric.footerSize.height : metric.footerSize.width
      if footerAlong > 0 {
        section.footer = rect(across: 0, along: along, acrossSize: container, alongSize: footerAlong)
        along += footerAlong
      }
      section.alongRange = start...along
      sections.append(section)
    }
    contentSize = vertical ? CGSize(width: container, height: along) : CGSize(width: along, height: container)
  }
}
