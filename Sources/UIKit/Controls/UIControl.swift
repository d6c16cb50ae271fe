import Foundation

/// A view that tracks touches and sends actions (its behaviour lands with the controls).
@MainActor
open class UIControl: UIView {}
