import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`. A
/// view's `safeAreaLayoutGuide` and `layoutMarginsGuide` are guides the engine pins to the view's
/// insets; guides added with `addLayoutGuide(_:)` are placed by constraints alone.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// The view that owns the guide; its coordinates are the guide's.
  open internal(set) weak var owningView: UIView?
  open var identifier = ""

  /// Which insets of its view the engine pins a system guide to.
  enum Kind {
    case custom, safeArea, margins, keyboard
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
    case scrollContent, scrollFrame
  }
  let kind: Kind

  public override init() {
    kind = .custom
    super.init()
  }

  init(kind: Kind, owningView: UIView, identifier: String) {
    self.kind = kind
    self.owningView = owningView
    self.identifier = identifier
    super.init()
  }

  /// The guide's rectangle in its owning view's coordinates, from the last solve.
  open var layoutFrame: CGRect {
    guard let owningView, let engine = owningView.autoLayout.engine else { return .zero }
    return engine.frame(of: self)
  }

  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  open override var description: String {
    MainActor.assumeIsolated {
      "<UILayoutGuide: \(LayoutEngine.address(self)) - \"\(identifier)\", layoutFrame = \(layoutFrame), "
        + "owningView = \(LayoutEngine.itemName(owningView))>"
    }
  }
}
