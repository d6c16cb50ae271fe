import AnimatedGIF
import CGIF
import Foundation
import Testing

/// A decoded GIF: frames with their delays and rectangles, via giflib's reader.
struct DecodedGIF {
  struct Frame {
    var left: Int, top: Int, width: Int, height: Int
    var delayCentiseconds: Int
    var colourAt: (Int, Int) -> (UInt8, UInt8, UInt8)
  }
  var width: Int
  var height: Int
  var frames: [Frame]
  var loops: Bool

  init(url: URL) throws {
    var error: Int32 = 0
    guard let gif = DGifOpenFileName(url.path, &error) else { throw CocoaError(.fileReadCorruptFile) }
    defer { DGifCloseFile(gif, &error) }
    guard DGifSlurp(gif) != HAIL_GIF_ERROR else { throw CocoaError(.fileReadCorruptFile) }
    width = Int(gif.pointee.SWidth)
    height = Int(gif.pointee.SHeight)
    var frames: [Frame] = []
    var loops = false
    for index in 0..<Int(gif.pointee.ImageCount) {
      let image = gif.pointee.SavedImages[index]
      var delay = 0
      for block in 0..<Int(image.ExtensionBlockCount) {
        let ext = image.ExtensionBlocks[block]
        if ext.Function == HAIL_GIF_GRAPHICS_EXT, ext.ByteCount >= 4 {
          delay = Int(ext.Bytes[1]) | Int(ext.Bytes[2]) << 8
        }
      }
      let map = image.ImageDesc.ColorMap!.pointee
      let w = Int(image.ImageDesc.Width)
      let raster = Array(UnsafeBufferPointer(start: image.RasterBits, count: w * Int(image.ImageDesc.Height)))
      let colours = Array(UnsafeBufferPointer(start: map.Colors, count: Int(map.ColorCount)))
      frames.append(
        Frame(
          left: Int(image.ImageDesc.Left), top: Int(image.ImageDesc.Top), width: w,
          height: Int(image.ImageDesc.Height),
          delayCentiseconds: delay,
          colourAt: { x, y in
            let colour = colours[Int(raster[y * w + x])]
            return (colour.Red, colour.Green, colour.Blue)
          }))
      if index == 0 {
        loops = (0..<Int(image.ExtensionBlockCount)).contains {
          image.ExtensionBlocks[$0].Function == HAIL_GIF_APPLICATION_EXT
        }
      }
    }
    self.frames = frames
    self.loops = loops
  }
}

@Suite struct AnimatedGIFWriterTests {
  private func frame(width: Int, height: Int, square: (x: Int, y: Int)?) -> [UInt8] {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    if let square {
      for y in square.y..<square.y + 4 {
        for x in square.x..<square.x + 4 {
          let i = (y * width + x) * 4
          pixels[i] = 255
          pixels[i + 1] = 160
          pixels[i + 2] = 122
        }
      }
    }
    return pixels
  }

  private func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("hail-gif-\(UUID().uuidString).gif")
  }

  @Test func framesKeepThirtyFramesASecondAndStoreOnlyWhatChanged() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let writer = try AnimatedGIFWriter(url: url, width: 32, height: 24)
    try writer.addFrame(rgba: frame(width: 32, height: 24, square: nil), duration: 1.0 / 30)
    try writer.addFrame(rgba: frame(width: 32, height: 24, square: (10, 8)), duration: 1.0 / 30)
    try writer.addFrame(rgba: frame(width: 32, height: 24, square: (10, 8)), duration: 1.0 / 30)
    try writer.addFrame(rgba: frame(width: 32, height: 24, square: (14, 8)), duration: 1.0 / 30)
    try writer.finish()
    let gif = try DecodedGIF(url: url)
    #expect(gif.width == 32 && gif.height == 24)
    #expect(gif.loops)
    // The unchanged third frame lengthens the second; delays add up to 4/30 s = 13 cs.
    #expect(gif.frames.count == 3)
    #expect(gif.frames.map(\.delayCentiseconds) == [3, 7, 3])
    #expect(gif.frames[0].width == 32)
    #expect(gif.frames[1].left == 10 && gif.frames[1].width == 4 && gif.frames[1].height == 4)
    #expect(gif.frames[2].left == 10 && gif.frames[2].width == 8)
    let (r, g, b) = gif.frames[1].colourAt(1, 1)
    #expect(abs(Int(r) - 255) <= 2 && abs(Int(g) - 160) <= 2 && abs(Int(b) - 122) <= 2)
  }

  @Test func badInputIsATypedErrorAndLeavesNoFile() throws {
    let url = temporaryFile()
    #expect(throws: GIFError.invalidSize(width: 0, height: 10)) {
      try AnimatedGIFWriter(url: url, width: 0, height: 10)
    }
    let writer = try AnimatedGIFWriter(url: url, width: 8, height: 8)
    #expect(throws: GIFError.wrongFrameSize(expected: 256, got: 4)) {
      try writer.addFrame(rgba: [0, 0, 0, 255], duration: 0.1)
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
    let unwritable = URL(fileURLWithPath: "/proc/no-such-folder/demo.gif")
    #expect(throws: GIFError.cannotWrite(path: unwritable.path)) {
      try AnimatedGIFWriter(url: unwritable, width: 8, height: 8)
    }
  }

  @Test func anAbandonedWriterLeavesNothingBehind() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-gif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      let writer = try AnimatedGIFWriter(url: folder.appendingPathComponent("demo.gif"), width: 8, height: 8)
      try writer.addFrame(rgba: [UInt8](repeating: 255, count: 256), duration: 0.1)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
