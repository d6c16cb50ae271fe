import Foundation

/// Something a view does in response to the person (Apple docs, `UIInteraction`, iOS 11), added to
/// a view with `addInteraction(_:)` and told as it moves to or from one.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
  /// The view the interaction is added to.
  var view: UIView? { get }
  func willMove(to view: UIView?)
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions added to the view, in order; setting it removes the old ones and adds these.
  public var interactions: [any UIInteraction] {
    get { attachedInteractions }
    set {
      for interaction in attachedInteractions { removeInteraction(interaction) }
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  public func addInteraction(_ interaction: any UIInteraction) {
    interaction.willMove(to: self)
    attachedInteractions.append(interaction)
    interaction.didMove(to: self)
  }

  public func removeInteraction(_ interaction: any UIInteraction) {
    guard let index = attachedInteractions.firstIndex(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    attachedInteractions.remove(at: index)
    interaction.didMove(to: nil)
  }
}
