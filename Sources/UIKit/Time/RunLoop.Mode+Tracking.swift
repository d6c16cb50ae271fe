@_spi(Hail) import EngineTime

extension RunLoop.Mode {
  /// The mode the run loop runs in while a scroll view tracks a finger or decelerates
  /// (`UITrackingRunLoopMode`).
  public static let tracking = RunLoop.trackingMode
}
