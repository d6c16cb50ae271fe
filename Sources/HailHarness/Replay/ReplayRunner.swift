import Foundation
import HailApp
@_spi(Hail) import UIKit

/// Runs a replay script against the home screen (or another screen's session), headless, on a
/// virtual clock that starts at 0: touches, wheel steps, typed text and keys at their times,
/// snapshots and screenshots into the output folder, and every touch-down's hit view appended to
/// touches.jsonl. The files are written into a staging folder beside the output folder and moved
/// into it only when the whole script has run, so a replay that stops (text with no text field
/// editing, a full disk) leaves nothing behind.
@MainActor
public struct ReplayRunner {
  public let environment: HailEnvironment
  public let device: Device
  public let scale: CGFloat?
  public let outputDirectory: URL

  public init(
    environment: HailEnvironment, device: Device = .iphone8, scale: CGFloat? = nil, outputDirectory: URL
  ) {
    self.environment = environment
    self.device = device
    self.scale = scale
    self.outputDirectory = outputDirectory
  }

  public func run(_ script: ReplayScript) throws(ReplayError) {
    try run(script, on: HomeScreenSession(environment: environment, device: device, scale: scale))
  }

  /// Runs `script` on a session already started (at t = 0), whatever its root view controller. The
  /// app ends with the script, however it ends: what it saves is on disk when this returns or throws.
  public func run(_ script: ReplayScript, on session: ScreenSession) throws(ReplayError) {
    // A run played to its end has ended the app already (`play`), before its output is committed.
    defer { UIApplication.shared.terminate() }
    let staging = try ReplayOutput(directory: outputDirectory)
    do {
      try play(script, on: session, into: staging.folder)
      try staging.commit()
    } catch {
      staging.discard()
      throw error
    }
  }

  private func play(_ script: ReplayScript, on session: ScreenSession, into folder: URL) throws(ReplayError) {
    let home = (session as? HomeScreenSession)?.home
    var touchLines: [String] = []
    for step in script.steps {
      session.advance(to: step.time)
      switch step.action {
      case .touch(.down, let x, let y, _):
        let hit = session.perform(step.action)
        touchLines.append(try touchLine(time: step.time, x: x, y: y, view: hit))
      case .snapshot(let name):
        let snapshot = ViewTreeSnapshot.json(of: session.window, time: step.time, home: home)
        try write(json: snapshot, to: folder.appendingPathComponent(name + ".json"))
      case .text:
        guard session.acceptsText else {
          throw ReplayError.notApplicable(
            line: step.line, "\"text\" needs a text field being edited (tap one first)")
        }
        session.perform(step.action)
      case .screenshot(let name):
        do {
          try ViewRenderer().writePNG(of: session.window, to: folder.appendingPathComponent(name + ".png"))
        } catch {
          throw ReplayError.unwritable(path: outputDirectory.appendingPathComponent(name + ".png").path)
        }
      default:
        session.perform(step.action)
      }
    }
    try write(
      Data(touchLines.map { $0 + "\n" }.joined().utf8), to: folder.appendingPathComponent("touches.jsonl"))
    // The script's end is the app's: what it saves as it ends is on disk when the replay returns.
    UIApplication.shared.terminate()
  }

  private func touchLine(time: TimeInterval, x: Double, y: Double, view: UIView?) throws(ReplayError)
    -> String
  {
    let name: Any = view.map { $0.accessibilityIdentifier ?? String(describing: type(of: $0)) } ?? NSNull()
    let object: [String: Any] = ["t": time, "x": x, "y": y, "view": name]
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
      throw ReplayError.unwritable(path: "touches.jsonl")
    }
    return String(decoding: data, as: UTF8.self)
  }

  private func write(json object: [String: Any], to url: URL) throws(ReplayError) {
    guard
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    else { throw ReplayError.unwritable(path: url.lastPathComponent) }
    try write(data, to: url)
  }

  private func write(_ data: Data, to url: URL) throws(ReplayError) {
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw ReplayError.unwritable(path: outputDirectory.appendingPathComponent(url.lastPathComponent).path)
    }
  }
}
