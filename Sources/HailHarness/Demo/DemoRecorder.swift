import AnimatedGIF
import Foundation
import HailApp
import Ride
@_spi(Hail) import UIKit

/// Plays the demo tour headless and records it at 30 frames a second: an animated GIF, and each
/// frame as a PNG when asked. The tour's steps end with the call; the ride then runs at the
/// environment's speed, and the recorder taps the receipt's done itself and stops as `DemoEnding`
/// says: the whole ride, or a minute at most.
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

  /// What a recording made: its frames, whether the ride reached its receipt, and the tour's
  /// touches that missed their views (`ScreenSession.missedTouches`).
  public struct Recording: Equatable, Sendable {
    public var frames: Int
    public var rideFinished: Bool
    public var missedTouches: [String]
  }

  /// Records the tour (at most its first `duration` seconds) into `gif`, and numbered PNGs into
  /// `pngFrames`.
  @discardableResult
  public func record(
    to gif: URL, pngFrames: URL? = nil, duration: TimeInterval = DemoEnding.maximumDuration
  ) throws -> Recording {
    let session = HomeScreenSession(environment: environment, device: device, scale: scale)
    let size = session.window.bounds.size
    let pixelWidth = Int((size.width * scale).rounded())
    let pixelHeight = Int((size.height * scale).rounded())
    let writer = try AnimatedGIFWriter(url: gif, width: pixelWidth, height: pixelHeight)
    if let pngFrames {
      try FileManager.default.createDirectory(at: pngFrames, withIntermediateDirectories: true)
    }
    var pending = DemoTour.stepsToTheCall(for: size)
    var ending = DemoEnding()
    let renderer = ViewRenderer()
    let limit = min(max(duration, 0), DemoEnding.maximumDuration)
    var frame = 0
    while Double(frame) / Self.framesPerSecond < min(limit, ending.endTime) {
      let time = Double(frame) / Self.framesPerSecond
      while let step = pending.first, step.time <= time {
        session.advance(to: step.time)
        session.perform(step.action)
        pending.removeFirst()
      }
      session.advance(to: time)
      let receipt = session.home.rideSession?.trip.state == .completed
      if let doneTime = ending.observe(time: time, receiptShowing: receipt) {
        pending += DemoTour.tap("receipt.done", at: doneTime)
      }
      guard let image = renderer.render(session.window) else { throw DemoError.renderFailed(frame: frame) }
      try writer.addFrame(rgba: image.opaqueRGBA(), duration: 1 / Self.framesPerSecond)
      if let pngFrames {
        try image.write(pngTo: pngFrames.appendingPathComponent(String(format: "frame-%04d.png", frame)))
      }
      frame += 1
    }
    try writer.finish()
    // The tour's end is the app's: what it saves as it ends (the ride's history) is on disk.
    UIApplication.shared.terminate()
    return Recording(frames: frame, rideFinished: ending.rideFinished, missedTouches: session.missedTouches)
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
