@_spi(Hail) import UIKit

/// A label the label layer decided to draw, in the layer's points.
struct MapLabel {
  enum Kind: Hashable {
    /// A street name along its road.
    case road
    /// A district or neighbourhood name.
    case district
    /// A place of interest: a coloured dot with its name beside it.
    case place(PlaceCategory)
  }

  var kind: Kind
  var text: String
  var font: UIFont
  /// The text's centre and its turn in radians (road names follow the road; always upright).
  var center: CGPoint
  var angle: CGFloat
  /// The place's dot, for places of interest.
  var icon: CGPoint?
  /// The space the label takes (its text and dot, with padding): no two labels' boxes meet.
  var boxes: [CGRect]
}
