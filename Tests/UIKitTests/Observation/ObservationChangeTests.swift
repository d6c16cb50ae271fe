import Testing
@_spi(Hail) import UIKit

/// What `observe(_:options:changeHandler:)` reports: exactly the values the options ask for, once per
/// real change, for direct and dependent key paths.
@MainActor
@Suite struct ObservationChangeTests {
  /// Every change a handler got: (new value, old value).
  @MainActor
  final class Changes<Value> {
    var values: [(new: Value?, old: Value?)] = []
    func record<Object>(_ object: Object, _ change: NSKeyValueObservedChange<Value>) {
      values.append((change.newValue, change.oldValue))
    }
  }

  @Test func optionsTable() {
    // (line, options, after observing and alpha 1 → 0.5 → 0.25: the (new, old) pairs)
    let rows: [(Int, NSKeyValueObservingOptions, [(CGFloat?, CGFloat?)])] = [
      (#line, [], [(nil, nil), (nil, nil)]),
      (#line, [.new], [(0.5, nil), (0.25, nil)]),
      (#line, [.old], [(nil, 1), (nil, 0.5)]),
      (#line, [.new, .old], [(0.5, 1), (0.25, 0.5)]),
      (#line, [.initial], [(nil, nil), (nil, nil), (nil, nil)]),
      (#line, [.initial, .new], [(1, nil), (0.5, nil), (0.25, nil)]),
      (#line, [.initial, .new, .old], [(1, nil), (0.5, 1), (0.25, 0.5)]),
    ]
    for (line, options, expected) in rows {
      let view = UIView()
      let changes = Changes<CGFloat>()
      let token = view.observe(\.alpha, options: options, changeHandler: changes.record)
      view.alpha = 0.5
      view.alpha = 0.25
      #expect(changes.values.count == expected.count, sourceLocation: rowLocation(line))
      for (got, want) in zip(changes.values, expected) {
        #expect(got.new == want.0 && got.old == want.1, sourceLocation: rowLocation(line))
      }
      token.invalidate()
    }
  }

  @Test func frameFollowsCenterAndBounds() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let changes = Changes<CGRect>()
    let token = view.observe(\.frame, options: [.new], changeHandler: changes.record)
    view.center = CGPoint(x: 100, y: 100)
    view.bounds.size = CGSize(width: 20, height: 20)
    view.bounds.origin = CGPoint(x: 0, y: 300)  // scrolling the content does not move the frame
    view.frame.origin.x = 10
    #expect(
      changes.values.map(\.new) == [
        CGRect(x: 50, y: 75, width: 100, height: 50),
        CGRect(x: 90, y: 90, width: 20, height: 20),
        CGRect(x: 10, y: 90, width: 20, height: 20),
      ])
    token.invalidate()
  }

  @Test func alphaAndIsHidden() {
    let view = UIView()
    let alphas = Changes<CGFloat>()
    let hiddens = Changes<Bool>()
    let alphaToken = view.observe(\.alpha, options: [.new, .old], changeHandler: alphas.record)
    let hiddenToken = view.observe(\.isHidden, options: [.new, .old], changeHandler: hiddens.record)
    // Float-exact values: alpha lives in the layer's Float opacity, as in UIKit (0.3 reads back as
    // 0.30000001192092896 there too).
    view.alpha = 0.375
    view.isHidden = true
    view.isHidden = false
    view.alpha = 7  // clamped to 1
    #expect(alphas.values.map(\.new) == [0.375, 1])
    #expect(alphas.values.map(\.old) == [1, 0.375])
    #expect(hiddens.values.map(\.new) == [true, false])
    #expect(hiddens.values.map(\.old) == [false, true])
    alphaToken.invalidate()
    hiddenToken.invalidate()
  }

  @Test func settingTheSameValueReportsNothing() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var calls = 0
    let tokens = [
      view.observe(\.alpha) { _, _ in calls += 1 },
      view.observe(\.isHidden) { _, _ in calls += 1 },
      view.observe(\.frame) { _, _ in calls += 1 },
    ]
    view.alpha = 1
    view.isHidden = false
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    view.center = view.center
    #expect(calls == 0)
    tokens.forEach { $0.invalidate() }
  }

  @Test func twoObserversOfOneObjectBothHear() {
    let view = UIView()
    let first = Changes<CGFloat>()
    let second = Changes<CGFloat>()
    let tokens = [
      view.observe(\.alpha, options: [.new], changeHandler: first.record),
      view.observe(\.alpha, options: [.old], changeHandler: second.record),
    ]
    view.alpha = 0.625
    #expect(first.values.map(\.new) == [0.625])
    #expect(second.values.map(\.old) == [1])
    tokens.forEach { $0.invalidate() }
  }

  @Test func aSubclassKeyPathIsObserved() {
    final class Card: UIView {
      // Stored properties of a subclass report through manual KVO, as with Foundation's.
      var title = "" { didSet { didChangeValue(for: \Card.title) } }
    }
    let card = Card(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let frames = Changes<CGRect>()
    let titles = Changes<String>()
    let tokens = [
      card.observe(\Card.frame, options: [.new], changeHandler: frames.record),
      card.observe(\Card.title, options: [.new], changeHandler: titles.record),
    ]
    card.center = CGPoint(x: 25, y: 25)
    card.title = "快车"
    #expect(frames.values.map(\.new) == [CGRect(x: 20, y: 20, width: 10, height: 10)])
    #expect(titles.values.map(\.new) == ["快车"])
    tokens.forEach { $0.invalidate() }
  }
}
