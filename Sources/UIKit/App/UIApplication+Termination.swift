import Foundation

extension UIApplication {
  /// Posted when the app is about to end, as UIKit posts it before the process goes
  /// (`UIApplication.willTerminateNotification`): the moment to finish saving the user's data.
  nonisolated public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")

  /// Ends the app as iOS ends one the user quits: posts `willTerminateNotification` once for each
  /// start of the application, on the main thread, and returns when its observers have. Hosts call it
  /// when the app's run is over (the window closed, a replay or a demo played to its end); a reset
  /// that starts the application afresh, and the process's exit, end the previous app first.
  @_spi(Hail) public func terminate() {
    guard !hasTerminated else { return }
    hasTerminated = true
    NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
  }
}
