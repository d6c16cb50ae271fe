@_spi(Hail) import CoreGraphics
import Foundation
import Synchronization
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// A line from its first point towards its second, over `reach` of the way: a renderer whose shape
/// follows the app's data, set from any thread, as MapKit's documentation has subclasses do
/// ("To change the path, invalidate it and recreate the path using the new data"). Counts its
/// makings.
private final class ReachingRenderer: MKPolylineRenderer {
  private let state = Mutex((reach: 1.0, makings: 0))
  var makings: Int { state.withLock { $0.makings } }

  nonisolated func setReach(_ reach: Double) {
    state.withLock { $0.reach = reach }
  }

  nonisolated override func createPath() {
    let reach = state.withLock {
      $0.makings += 1
      return $0.reach
    }
    guard let polyline, polyline.pointCount > 1 else { return }
    let start = point(for: polyline.points()[0])
    let end = point(for: polyline.points()[1])
    let path = CGMutablePath()
    path.move(to: start)
    path.addLine(to: CGPoint(x: start.x + (end.x - start.x) * reach, y: start.y + (end.y - start.y) * reach))
    self.path = path
  }
}

/// Reads its path back after `super.createPath()`, as a subclass adding to its superclass's path
/// does; on a line of one point the superclass makes none. Counts its makings.
private final class ReadingBackRenderer: MKPolylineRenderer {
  private let count = Mutex(0)
  var makings: Int { count.withLock { $0 } }

  nonisolated override func createPath() {
    // Bounded, so that a reading back that made the path again fails the test, not the process.
    guard
      count.withLock({
        $0 += 1; return $0
      }) <= 2
    else { return }
    super.createPath()
    guard let made = path else { return }
    let path = CGMutablePath()
    path.addPath(made)
    path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
    self.path = path
  }
}

/// Its first making waits, once begun, until the test lets it set its path; later ones set
/// theirs at once. Each path is a square the size of its making's number, so the test tells
/// them apart.
private final class HeldRenderer: MKPolylineRenderer {
  let begun = DispatchSemaphore(value: 0)
  let release = DispatchSemaphore(value: 0)
  private let count = Mutex(0)
  var makings: Int { count.withLock { $0 } }

  nonisolated override func createPath() {
    let number = count.withLock {
      $0 += 1
      return $0
    }
    if number == 1 {
      begun.signal()
      // Bounded, so that a getter holding its lock here fails the test instead of hanging it.
      _ = release.wait(timeout: .now() + 10)
    }
    path = CGPath(rect: CGRect(x: 0, y: 0, width: number, height: number), transform: nil)
  }
}

/// Makes its path on another thread: the reading that called `createPath()` finds it stored.
private final class ElsewhereRenderer: MKPolylineRenderer {
  nonisolated override func createPath() {
    let done = DispatchSemaphore(value: 0)
    Thread {
      self.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
      done.signal()
    }.start()
    _ = done.wait(timeout: .now() + 10)
  }
}

/// `MKOverlayPathRenderer.path` and `invalidatePath()` as MapKit documents them: reading a path
/// not yet made makes it ("Getting the value of this property causes the method to create the
/// path"), and an invalidation "sets the path property to nil and tells the overlay renderer to
/// redisplay its contents", from any thread.
@MainActor
@Suite struct OverlayPathTests {
  /// Whether the line shows at `x` points across, 300 down (the window is @2x).
  private func isRed(_ image: CGImage?, atX x: Int) -> Bool {
    image?.pixel(x: 2 * x, y: 600).map { $0.r > 200 && $0.g < 60 && $0.b < 60 } ?? false
  }

  @Test func readingAPathNotYetMadeMakesItOnceAndAfterEachInvalidation() throws {
    let line = MKPolyline(points: [MKMapPoint(x: 1000, y: 2000), MKMapPoint(x: 1300, y: 2000)], count: 2)
    let renderer = ReachingRenderer(polyline: line)
    let made = try #require(renderer.path)
    #expect(made.boundingBox.width == 300)
    #expect(renderer.path === made && renderer.makings == 1)
    renderer.setReach(0.5)
    renderer.invalidatePath()
    #expect(renderer.path.boundingBox.width == 150 && renderer.makings == 2)
    // A path set is the path read; nothing is made.
    let set = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    renderer.path = set
    #expect(renderer.path === set && renderer.makings == 2)
    // The base class makes none: reading stays nil.
    #expect(MKOverlayPathRenderer(overlay: line).path == nil)
  }

  @Test func aCreatePathReadingItsPathBackMakesItOnce() throws {
    // Nothing made: the reading inside `createPath()` answers nil rather than make it again.
    let dot = ReadingBackRenderer(polyline: MKPolyline(points: [MKMapPoint(x: 1000, y: 2000)], count: 1))
    #expect(dot.path == nil && dot.makings == 1)
    // Made by `super`: the reading gets it.
    let line = MKPolyline(points: [MKMapPoint(x: 1000, y: 2000), MKMapPoint(x: 1300, y: 2000)], count: 2)
    let renderer = ReadingBackRenderer(polyline: line)
    let path = try #require(renderer.path)
    #expect(path.boundingBox.width == 300 && renderer.makings == 1)
    #expect(path.boundingBox.height == 4, "the reading gets the path the subclass set, its square added")
  }

  @Test func aReadingWhoseCreatePathSetTheStoredPathElsewhereGetsIt() {
    let line = MKPolyline(points: [MKMapPoint(x: 0, y: 0), MKMapPoint(x: 10, y: 0)], count: 2)
    #expect(ElsewhereRenderer(polyline: line).path?.boundingBox.width == 5)
  }

  /// Two readings at once, an invalidation between their starts: the older one's path, made
  /// from what the invalidation replaced, goes to it alone and is never stored for others.
  @Test func aPathMadeBeforeAnInvalidationIsNeverHandedToAnotherReading() throws {
    let renderer = HeldRenderer(
      polyline: MKPolyline(points: [MKMapPoint(x: 0, y: 0), MKMapPoint(x: 10, y: 0)], count: 2))
    let older = LockedList<CGFloat?>()
    let done = DispatchSemaphore(value: 0)
    Thread {
      older.append(renderer.path?.boundingBox.width)
      done.signal()
    }.start()
    try #require(renderer.begun.wait(timeout: .now() + 10) == .success)
    renderer.invalidatePath()
    // A reading begun after the invalidation makes its own path, and stores it.
    #expect(renderer.path?.boundingBox.width == 2)
    renderer.release.signal()
    try #require(done.wait(timeout: .now() + 10) == .success)
    #expect(older.all == [1], "the older reading gets the path it made")
    #expect(renderer.path?.boundingBox.width == 2, "the stored path is the newer one")
    #expect(renderer.makings == 2)
  }

  @Test(arguments: [false, true])
  func anInvalidatedPathIsDrawnAgainWithoutBeingAsked(fromAnotherThread: Bool) throws {
    let app = MapApp()
    let delegate = RendererDelegate()
    delegate.make = {
      let renderer = ReachingRenderer(polyline: $0 as! MKPolyline)
      renderer.strokeColor = .red
      renderer.lineWidth = 6
      return renderer
    }
    app.map.delegate = delegate
    let west = app.map.convert(CGPoint(x: 50, y: 300), toCoordinateFrom: app.window)
    let east = app.map.convert(CGPoint(x: 300, y: 300), toCoordinateFrom: app.window)
    app.map.addOverlay(MKPolyline(coordinates: [west, east], count: 2))
    var image = app.frames(3)
    #expect(isRed(image, atX: 100) && isRed(image, atX: 250))
    let renderer = try #require(delegate.renderers.first as? ReachingRenderer)
    if fromAnotherThread {
      // A thread of its own (not the one running the main actor's code), waited for.
      let done = DispatchSemaphore(value: 0)
      let mainActorThread = UInt(pthread_self())
      let calledFrom = LockedList<UInt>()
      Thread {
        calledFrom.append(UInt(pthread_self()))
        renderer.setReach(0.5)
        renderer.invalidatePath()
        done.signal()
      }.start()
      done.wait()
      #expect(calledFrom.all.count == 1 && !calledFrom.all.contains(mainActorThread))
    } else {
      renderer.setReach(0.5)
      renderer.invalidatePath()
    }
    // Asked for on the next frame, drawn off the main thread and shown on the one after, as
    // `setNeedsDisplay()` would have: the line now ends half-way, at 175 points.
    image = app.frames(2)
    #expect(isRed(image, atX: 100) && !isRed(image, atX: 250))
    #expect(renderer.makings == 2)
  }
}
