import CCairo
import Foundation
import Ride
@_spi(Hail) import UIKit

/// What Cairo alone takes for the pixels of a zooming map's frame in the ride tour, on one core and
/// on both: the Cairo calls the engine's compositor makes for them, with nothing of the engine, a
/// peer figure beside `render.floor.*` (the engine's own) under issue 12's p99 goal (≤ 4 ms).
///
/// The frame is the route fit's zoom as the tour draws it at 15.6 s (logged there with a debug
/// build: 18 tiles and 268 cars painted), 393 × 852 points @3x: the map's tiles, 18 opaque bitmaps
/// of 597 × 597 pixels (199-point tiles), shrunk to 82 % and sampled by their nearest pixel, cover
/// the 1179 × 2556 screen, painted (OVER) as `CGContext.paint` paints a scaled bitmap; over them
/// 268 cars, each its 42 × 84-pixel bitmap (14 × 28 points) already turned to its heading, as
/// `TurnedImageCache` keeps them, blended on the pixel grid. Nothing else: no route, sheet,
/// labels, damage scan or engine work.
/// - `render.floor.cairo.tiles`, `.cars`: each part alone, on this thread.
/// - `render.floor.cairo.camera-frame`: the whole frame on this thread.
/// - `render.floor.cairo.camera-frame.two-threads`: its top and bottom halves at once on two
///   threads, each into its own surface over its rows of the same pixels, with its own surfaces
///   over the same source pixels (Cairo shares no context or surface across threads).
/// Each the median of 60 frames. The two bands are checked against the whole frame: the cars give
/// its very pixels, the tiles' nearest samples at most the next source pixel along either axis
/// (`misplacedSamples`).
@MainActor
enum CairoFloorBenchmarks {
  static func run() {
    let scene = CameraFrame()
    let frames = 60
    let figures: [(String, () -> Void)] = [
      ("render.floor.cairo.tiles", { scene.draw(rows: 0..<scene.height, tiles: true, cars: false) }),
      ("render.floor.cairo.cars", { scene.draw(rows: 0..<scene.height, tiles: false, cars: true) }),
      ("render.floor.cairo.camera-frame", { scene.draw(rows: 0..<scene.height) }),
      ("render.floor.cairo.camera-frame.two-threads", { scene.drawInTwoBands() }),
    ]
    for (name, draw) in figures {
      draw()
      let times = (0..<frames).map { _ in Double(elapsedNanoseconds(draw)) }
      print(Figure(name: name, nanosecondsPerOperation: times.percentile(50), unit: .ms).line)
      fflush(nil)
    }
    // The check, each part against a cleared screen: the cars land on the pixel grid, so the
    // bands give exactly the whole frame's; the tiles' nearest samples may round to the next
    // source pixel (`misplacedSamples`).
    scene.clear()
    scene.draw(rows: 0..<scene.height, tiles: false, cars: true)
    let cars = scene.pixels()
    scene.clear()
    scene.drawInTwoBands(tiles: false, cars: true)
    var wrong = Self.differingPixels(cars, scene.pixels())
    scene.clear()
    scene.draw(rows: 0..<scene.height, tiles: true, cars: false)
    let tiles = scene.pixels()
    scene.clear()
    scene.drawInTwoBands(tiles: true, cars: false)
    wrong += scene.misplacedSamples(tiles, scene.pixels())
    // A part that painted nothing would pass the checks above.
    let cleared = Data(count: cars.count)
    if Self.differingPixels(cars, cleared) == 0 || Self.differingPixels(tiles, cleared) == 0 { wrong += 1 }
    guard wrong == 0 else {
      FileHandle.standardError.write(
        Data(
          "hail-bench: the camera frame drawn in two bands differs from the one drawn whole in \(wrong) pixels\n"
            .utf8))
      BenchmarkData.endAppAndRemove()
      exit(1)
    }
  }

  private static func differingPixels(_ a: Data, _ b: Data) -> Int {
    a.withUnsafeBytes { a in
      b.withUnsafeBytes { b in
        zip(a.bindMemory(to: UInt32.self), b.bindMemory(to: UInt32.self)).filter { $0 != $1 }.count
      }
    }
  }
}

/// The frame's bitmaps, made once; `draw` composites them into `screen`.
private final class CameraFrame: @unchecked Sendable {
  // The iPhone 15 @3x (`Device.iphone15`).
  let width = 1179
  let height = 2556
  private let screen: OpaquePointer
  /// Each band's own surfaces over the same source pixels, as this benchmark was first written
  /// (the renderer's bands share their sources, which Cairo allows: see `DrawOp`).
  private let sources: [SourceSurfaces]
  private let worker = BandWorker()

  private struct SourceSurfaces {
    var tiles: [(surface: OpaquePointer, x: Double, y: Double)] = []
    var cars: [(surface: OpaquePointer, x: Double, y: Double, width: Int, height: Int)] = []
  }

  /// The tile bitmaps' side and the scale they are drawn at in the logged frame (492 pixels).
  private static let tileSide = 597
  private static let tileScale = 492.0 / 597.0
  private static let carCount = 268
  private static let carSize = (width: 42, height: 84)

  init() {
    screen = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    var originals = SourceSurfaces()
    // The logged frame's grid: 3 × 6 tiles from (-287, -319), one every 492 pixels.
    for row in 0..<6 {
      for column in 0..<3 {
        originals.tiles.append(
          (
            Self.tile(index: row * 3 + column), Double(-287 + 492 * column),
            Double(-319 + 492 * row)
          ))
      }
    }
    var random = SplitMix64(seed: 12)
    let car = Self.car()
    for _ in 0..<Self.carCount {
      let turned = Self.turn(car, by: Double(random.next() % 360) * .pi / 180)
      let carWidth = Int(cairo_image_surface_get_width(turned))
      let carHeight = Int(cairo_image_surface_get_height(turned))
      originals.cars.append(
        (
          turned, Double(Int(random.next() % UInt64(width - carWidth))),
          Double(Int(random.next() % UInt64(height - carHeight))), carWidth, carHeight
        ))
    }
    sources = [originals, Self.aliases(of: originals)]
  }

  /// Composites the frame's `rows` into the screen, from `sources[band]`.
  func draw(rows: Range<Int>, band: Int = 0, tiles: Bool = true, cars: Bool = true) {
    let stride = Int(cairo_image_surface_get_stride(screen))
    let base = cairo_image_surface_get_data(screen)! + rows.lowerBound * stride
    let surface = cairo_image_surface_create_for_data(
      base, CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows.count), Int32(stride))
    let cairo = cairo_create(surface)
    cairo_translate(cairo, 0, -Double(rows.lowerBound))
    let top = Double(rows.lowerBound)
    let bottom = Double(rows.upperBound)
    let side = Double(Self.tileSide) * Self.tileScale
    for tile in sources[band].tiles where tiles && tile.y < bottom && tile.y + side > top {
      cairo_save(cairo)
      cairo_translate(cairo, tile.x, tile.y)
      cairo_scale(cairo, Self.tileScale, Self.tileScale)
      cairo_set_source_surface(cairo, tile.surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST)
      cairo_paint(cairo)
      cairo_restore(cairo)
    }
    for car in sources[band].cars where cars && car.y < bottom && car.y + Double(car.height) > top {
      cairo_set_source_surface(cairo, car.surface, car.x, car.y)
      cairo_paint(cairo)
    }
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
  }

  /// The top half on this thread while `worker` draws the bottom half.
  func drawInTwoBands(tiles: Bool = true, cars: Bool = true) {
    let middle = height / 2
    worker.run({ self.draw(rows: middle..<self.height, band: 1, tiles: tiles, cars: cars) }) {
      draw(rows: 0..<middle, band: 0, tiles: tiles, cars: cars)
    }
  }

  func clear() {
    // Drawn through other surfaces since its last clear: else Cairo, which keeps whether a
    // surface is clear, would skip this one.
    cairo_surface_mark_dirty(screen)
    let cairo = cairo_create(screen)
    cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cairo)
    cairo_destroy(cairo)
  }

  /// How many pixels of a tiles-only render `banded` sample another tile, or a source pixel more
  /// than one away along either axis, than `whole`'s. A band's surface starts at its own first row,
  /// so Cairo hands Pixman a scaled tile's matrix about other extents, and its fixed-point sampling
  /// rounds differently: a nearest sample may fall on the next source pixel, no further. Each tile
  /// pixel holds its own place (`tile(index:)`), so a sample says where it was taken.
  func misplacedSamples(_ whole: Data, _ banded: Data) -> Int {
    func decode(_ pixel: UInt32) -> (tile: UInt32, x: Int, y: Int) {
      (pixel >> 20 & 0xF, Int(pixel >> 10 & 0x3FF), Int(pixel & 0x3FF))
    }
    var misplaced = 0
    whole.withUnsafeBytes { whole in
      banded.withUnsafeBytes { banded in
        let (a, b) = (whole.bindMemory(to: UInt32.self), banded.bindMemory(to: UInt32.self))
        for index in 0..<min(a.count, b.count) where a[index] != b[index] {
          let (first, second) = (decode(a[index]), decode(b[index]))
          if first.tile != second.tile || abs(first.x - second.x) > 1 || abs(first.y - second.y) > 1 {
            misplaced += 1
          }
        }
      }
    }
    return misplaced
  }

  func pixels() -> Data {
    cairo_surface_flush(screen)
    let data = cairo_image_surface_get_data(screen)!
    return Data(bytes: data, count: Int(cairo_image_surface_get_stride(screen)) * height)
  }

  /// An opaque tile whose every pixel holds where it lies: the tile's index and the pixel's x and y
  /// (bits 20–23, 10–19 and 0–9 of its red, green and blue), for `misplacedSamples`.
  private static func tile(index: Int) -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(tileSide), Int32(tileSide))!
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(
      to: UInt32.self)
    for y in 0..<tileSide {
      for x in 0..<tileSide {
        pixels[y * stride + x] = 0xFF00_0000 | UInt32(index) << 20 | UInt32(x) << 10 | UInt32(y)
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// A car seen from above: a rounded dark body with a lighter windscreen, transparent around it.
  private static func car() -> OpaquePointer {
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(carSize.width), Int32(carSize.height))!
    let cairo = cairo_create(surface)
    let radius = 9.0
    let (w, h) = (Double(carSize.width), Double(carSize.height))
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, w - radius, radius, radius, -.pi / 2, 0)
    cairo_arc(cairo, w - radius, h - radius, radius, 0, .pi / 2)
    cairo_arc(cairo, radius, h - radius, radius, .pi / 2, .pi)
    cairo_arc(cairo, radius, radius, radius, .pi, 3 * .pi / 2)
    cairo_close_path(cairo)
    cairo_set_source_rgb(cairo, 0.13, 0.13, 0.15)
    cairo_fill(cairo)
    cairo_rectangle(cairo, 6, 18, w - 12, 14)
    cairo_set_source_rgba(cairo, 0.6, 0.75, 0.9, 0.9)
    cairo_fill(cairo)
    cairo_destroy(cairo)
    return surface
  }

  /// `car` turned by `angle` about its centre into the bitmap of its bounding box, resampled
  /// bilinearly, as `TurnedImageCache` turns one.
  private static func turn(_ car: OpaquePointer, by angle: Double) -> OpaquePointer {
    let (w, h) = (Double(carSize.width), Double(carSize.height))
    let boxWidth = (w * abs(cos(angle)) + h * abs(sin(angle))).rounded(.up)
    let boxHeight = (w * abs(sin(angle)) + h * abs(cos(angle))).rounded(.up)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(boxWidth), Int32(boxHeight))!
    let cairo = cairo_create(surface)
    cairo_translate(cairo, boxWidth / 2, boxHeight / 2)
    cairo_rotate(cairo, angle)
    cairo_translate(cairo, -w / 2, -h / 2)
    cairo_set_source_surface(cairo, car, 0, 0)
    cairo_paint(cairo)
    cairo_destroy(cairo)
    cairo_surface_flush(surface)
    return surface
  }

  /// Surfaces of their own over the pixels of `originals`' (which must outlive them: they live as
  /// long as the scene).
  private static func aliases(of originals: SourceSurfaces) -> SourceSurfaces {
    func alias(_ surface: OpaquePointer) -> OpaquePointer {
      cairo_image_surface_create_for_data(
        cairo_image_surface_get_data(surface), CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface),
        cairo_image_surface_get_height(surface), cairo_image_surface_get_stride(surface))
    }
    var aliases = SourceSurfaces()
    aliases.tiles = originals.tiles.map { (alias($0.surface), $0.x, $0.y) }
    aliases.cars = originals.cars.map { (alias($0.surface), $0.x, $0.y, $0.width, $0.height) }
    return aliases
  }
}
