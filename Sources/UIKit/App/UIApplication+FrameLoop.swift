@_spi(Hail) import EngineTime

/// The application's frame loop moves a virtual clock for `RunLoop.run(until:)`.
@_spi(Hail) extension UIApplication: FrameLoop {}
