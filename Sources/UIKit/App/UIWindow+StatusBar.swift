import Foundation

/// The status bar's style, as iOS decides it: the root view controller's `preferredStatusBarStyle`,
/// or that of the controller it presents full screen (which covers it), following
/// `childForStatusBarStyle` down. `.lightContent` draws white content, `.darkContent` black, and
/// `.default` the label colour of the window's appearance (black on light, white on dark, Apple
/// docs: "automatically chooses light or dark content based on the user interface style").
extension UIWindow {
  /// The controller whose `preferredStatusBarStyle` applies.
  var statusBarStyleController: UIViewController? {
    var controller = rootViewController
    while let presented = controller?.presentedViewController,
      presented.modalPresentationStyle == .fullScreen || presented.modalPresentationStyle == .overFullScreen
    {
      controller = presented
    }
    while let child = controller?.childForStatusBarStyle { controller = child }
    return controller
  }

  /// Reads the style again and draws the status bar's content in it: the bar's appearance is
  /// forced dark for light content and light for dark content.
  func updateStatusBarStyle() {
    guard let statusBar else { return }
    let style: UIUserInterfaceStyle =
      switch statusBarStyleController?.preferredStatusBarStyle ?? .default {
      case .lightContent: .dark
      case .darkContent: .light
      case .default: .unspecified
      }
    if statusBar.overrideUserInterfaceStyle != style { statusBar.overrideUserInterfaceStyle = style }
  }
}
