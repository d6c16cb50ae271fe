import AnimatedGIF
import Foundation
import HailApp
@_spi(Hail) import UIKit

/// Plays the demo tour headless and records it at 30 frames a second: an animated GIF, and each
/// frame as a PNG when asked.
@MainActor
public struct DemoRecorder {
  public static let framesPerSecond = 30.0

  public let environment: HailEnvironment
  public let device: Device
  public let scale: CGFloat

  public init(environment: HailEnvironment, device: Device = .iphone8, scale: CGFloat = 1) {
    self.environment = environment
    self.device = device
    self.scale = scale
  }

  /// Records the tour (its first `duration` seconds) into `gif`, and numbered PNGs into `pngFrames`;
  /// returns the frame count.
  @discardableResult
  public func record(to gif: URL, pngFrames: URL? = nil, duration: TimeInterval = DemoTour.duration) throws
    -> Int
  {
    let session = HomeScreenSession(environment: environment, device: device, scale: scale)
    let size = session.window.bounds.size
    let pixelWidth = Int((size.width * scale).rounded())
    let pixelHeight = Int((size.height * scale).rounded())
    let writer = try AnimatedGIFWriter(url: gif, width: pixelWidth, height: pixelHeight)
    if let pngFrames {
      try FileManager.default.createDirectory(at: pngFrames, withIntermediateDirectories: true)
    }
    var pending = DemoTour.steps(for: size)[...]
    let renderer = ViewRenderer()
    let frameCount = Int((min(max(duration, 0), DemoTour.duration) * Self.framesPerSecond).rounded())
    for frame in 0..<frameCount {
      let time = Double(frame) / Self.framesPerSecond
      while let step = pending.first, step.time <= time {
        session.advance(to: step.time)
        session.perform(step.action)
        pending.removeFirst()
      }
      session.advance(to: time)
      guard let image = renderer.render(session.window) else { throw DemoError.renderFailed(frame: frame) }
      try writer.addFrame(rgba: image.opaqueRGBA(), duration: 1 / Self.framesPerSecond)
      if let pngFrames {
        try image.write(pngTo: pngFrames.appendingPathComponent(String(format: "frame-%04d.png", frame)))
      }
    }
    try writer.finish()
    return frameCount
  }
}

public enum DemoError: Error, CustomStringConvertible {
  case renderFailed(frame: Int)

  public var description: String {
    switch self {
    case .renderFailed(let frame): "could not render frame \(frame)"
    }
  }
}
