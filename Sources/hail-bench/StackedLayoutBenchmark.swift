import Foundation
@_spi(Hail) import UIKit

/// A layout pass of 100 views stacked with Auto Layout: each 8 pt below the one before, pinned 16 pt
/// inside the root's sides, 20 pt high. `first` activates the 400 constraints and lays out from
/// scratch; `relayout` changes the first view's top constant (every view below moves) and lays out.
@MainActor
enum StackedLayoutBenchmark {
  static let count = 100

  static func measure(runs: Int) -> [Figure] {
    var first: [Double] = []
    var relayout: [Double] = []
    for run in 0...runs {
      let scene = HeadlessWindow()
      var top: NSLayoutConstraint?
      let built = elapsedNanoseconds {
        var previous: NSLayoutYAxisAnchor = scene.root.topAnchor
        var constraints: [NSLayoutConstraint] = []
        for _ in 0..<count {
          let view = UIView()
          view.translatesAutoresizingMaskIntoConstraints = false
          scene.root.addSubview(view)
          let below = view.topAnchor.constraint(equalTo: previous, constant: 8)
          top = top ?? below
          constraints += [
            below,
            view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 16),
            view.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -16),
            view.heightAnchor.constraint(equalToConstant: 20),
          ]
          previous = view.bottomAnchor
        }
        NSLayoutConstraint.activate(constraints)
        scene.root.layoutIfNeeded()
      }
      let moved = elapsedNanoseconds {
        top?.constant = 40
        scene.root.layoutIfNeeded()
      }
      guard scene.root.subviews.last?.frame.minY == 40 + 99 * 28 else {
        fatalError("the stacked layout placed its last view at \(scene.root.subviews.last?.frame ?? .zero)")
      }
      if run > 0 {
        first.append(Double(built))
        relayout.append(Double(moved))
      }
    }
    return [
      Figure(
        name: "layout.stack_\(count)_views.first_pass",
        nanosecondsPerOperation: LayoutBenchmarks.median(first), unit: .us),
      Figure(
        name: "layout.stack_\(count)_views.relayout",
        nanosecondsPerOperation: LayoutBenchmarks.median(relayout), unit: .us),
    ]
  }
}
