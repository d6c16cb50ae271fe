@_spi(Hail) import CoreGraphics
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// A small window (200 × 300 pt at 2x) with one of each thing the renderer draws — a clipping
/// scroll view of labels, a shadowed rounded card, a translucent group, a rotated view — and a
/// `FrameRenderer`, for comparing incremental frames with full renders.
@MainActor
struct FrameScene {
  let headless = Headless(size: CGSize(width: 200, height: 300))
  let renderer = FrameRenderer()
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 40, width: 200, height: 180))
  let labels: [UILabel]
  let card = UIView(frame: CGRect(x: 20, y: 250, width: 160, height: 40))
  let group = UIView(frame: CGRect(x: 120, y: 10, width: 60, height: 60))
  let spinner = UIView(frame: CGRect(x: 10, y: 5, width: 30, height: 30))
  /// Views the random changes added, which later ones may remove.
  private let added = AddedViews()

  init() {
    headless.root.backgroundColor = .white
    scrollView.contentSize = CGSize(width: 200, height: 900)
    scrollView.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
    labels = (0..<20).map { row in
      let label = UILabel(frame: CGRect(x: 8, y: CGFloat(row) * 45, width: 184, height: 40))
      label.text = row.isMultiple(of: 3) ? "第 \(row) 行" : "Row \(row)"
      label.backgroundColor = row.isMultiple(of: 2) ? UIColor(white: 0.92, alpha: 1) : .white
      label.layer.cornerRadius = row.isMultiple(of: 4) ? 6 : 0
      label.clipsToBounds = row.isMultiple(of: 4)
      return label
    }
    for label in labels { scrollView.addSubview(label) }
    headless.root.addSubview(scrollView)
    card.backgroundColor = .white
    card.layer.cornerRadius = 8
    card.layer.shadowOpacity = 0.3
    card.layer.shadowRadius = 4
    card.layer.shadowOffset = CGSize(width: 0, height: 2)
    headless.root.addSubview(card)
    group.alpha = 0.6
    for (index, color) in [UIColor.red, UIColor.blue].enumerated() {
      let child = UIView(frame: CGRect(x: CGFloat(index) * 20, y: CGFloat(index) * 20, width: 40, height: 40))
      child.backgroundColor = color
      group.addSubview(child)
    }
    headless.root.addSubview(group)
    spinner.backgroundColor = .green
    spinner.layer.borderWidth = 2
    spinner.layer.borderColor = UIColor.black.cgColor
    headless.root.addSubview(spinner)
    headless.advance(1.0 / 60)
  }

  /// Compares `frame`'s bitmap with a full render of the window: they must be identical (redrawing
  /// whole pixel rows makes them so; see `DamageRegion`).
  func expectEqualToAFullRender(
    _ frame: RenderedFrame, _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let incremental = try #require(frame.makeImage(), sourceLocation: sourceLocation)
    let full = try #require(ViewRenderer().render(headless.window), sourceLocation: sourceLocation)
    let difference = try #require(
      ImageDifference(incremental, full, perChannel: 0), sourceLocation: sourceLocation)
    #expect(
      difference.differingPixels == 0,
      "\(comment): \(difference.differingPixels) pixels differ (largest \(difference.largestChannelDifference))",
      sourceLocation: sourceLocation)
  }

  /// Makes one random change of the kinds a running app makes; returns what it did.
  func applyRandomChange(using random: inout SeededGenerator) -> String {
    let root = headless.root
    switch Int.random(in: 0..<11, using: &random) {
    case 0:
      let y = CGFloat(Int.random(in: 0...720, using: &random))
      scrollView.contentOffset = CGPoint(x: 0, y: y)
      return "scroll to \(y)"
    case 1:
      let origin = CGPoint(
        x: CGFloat(Int.random(in: 0...60, using: &random)),
        y: CGFloat(Int.random(in: 200...260, using: &random)))
      UIView.animate(withDuration: 0.1) { card.frame.origin = origin }
      return "animate the card to \(origin)"
    case 2:
      let alpha = CGFloat(Int.random(in: 0...10, using: &random)) / 10
      group.alpha = alpha
      return "group alpha \(alpha)"
    case 3:
      let label = labels.randomElement(using: &random)!
      label.isHidden.toggle()
      return "toggle hidden of \(label.text ?? "")"
    case 4:
      let parent = Bool.random(using: &random) ? root : scrollView
      let view = UIView(
        frame: CGRect(
          x: CGFloat(Int.random(in: 0...150, using: &random)),
          y: CGFloat(Int.random(in: 0...250, using: &random)),
          width: 30, height: 20))
      view.backgroundColor = UIColor(
        red: CGFloat.random(in: 0...1, using: &random), green: 0.5, blue: 0.5, alpha: 1)
      parent.insertSubview(view, at: Int.random(in: 0...parent.subviews.count, using: &random))
      added.views.append(view)
      return "add a view at \(view.frame.origin)"
    case 5:
      guard !added.views.isEmpty else { return "nothing to remove" }
      added.views.remove(at: Int.random(in: 0..<added.views.count, using: &random)).removeFromSuperview()
      return "remove a view"
    case 6:
      let label = labels.randomElement(using: &random)!
      label.text = Bool.random(using: &random) ? "出租车 \(Int.random(in: 0...99, using: &random))" : "Express"
      return "label text \(label.text ?? "")"
    case 7:
      let angle = CGFloat(Int.random(in: 0...8, using: &random)) * .pi / 8
      UIView.animate(withDuration: 0.05) { spinner.transform = CGAffineTransform(rotationAngle: angle) }
      return "rotate to \(angle)"
    case 8:
      root.bringSubviewToFront(Bool.random(using: &random) ? group : card)
      return "bring to front"
    case 9:
      card.layer.cornerRadius = CGFloat(Int.random(in: 0...20, using: &random))
      card.backgroundColor =
        Bool.random(using: &random) ? .white : UIColor(red: 1, green: 0.9, blue: 0.2, alpha: 1)
      return "card corner \(card.layer.cornerRadius)"
    default:
      return "nothing"
    }
  }
}

/// The random changes' added views (a class, so the scene can stay a struct of `let`s).
@MainActor
private final class AddedViews {
  var views: [UIView] = []
}
