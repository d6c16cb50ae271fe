import CSDL2
import Foundation
import Testing

@testable import SDLHost

@Suite struct LetterboxTests {
  let phone = CGSize(width: 375, height: 667)

  @Test func aWindowOfTheFramesSizeShowsItPixelForPixel() {
    let box = Letterbox(
      pointSize: phone, scale: 2, outputSize: CGSize(width: 750, height: 1334),
      windowSize: CGSize(width: 750, height: 1334))
    #expect(box.presentationScale == CGFloat(1))
    #expect(box.destination == CGRect(x: 0, y: 0, width: 750, height: 1334))
    #expect(box.point(fromWindow: CGPoint(x: 562, y: 170)) == CGPoint(x: 281, y: 85))
  }

  @Test func aWideWindowLetterboxesAndMapsThePointerThroughTheBars() {
    // 600 × 400 output: the frame scales by 400 / 1334 to 225 × 400, centred at x = 187.
    let box = Letterbox(
      pointSize: phone, scale: 2, outputSize: CGSize(width: 600, height: 400),
      windowSize: CGSize(width: 600, height: 400))
    #expect(box.destination == CGRect(x: 187, y: 0, width: 225, height: 400))
    let point = box.point(fromWindow: CGPoint(x: 187 + 112.5, y: 200))
    #expect(abs(point.x - 187.5) < 0.01)
    #expect(abs(point.y - 333.5) < 0.01)
  }

  @Test func aHighDPIWindowMapsWindowUnitsToPixelsFirst() {
    let box = Letterbox(
      pointSize: phone, scale: 2, outputSize: CGSize(width: 750, height: 1334),
      windowSize: CGSize(width: 375, height: 667))
    #expect(box.point(fromWindow: CGPoint(x: 100, y: 200)) == CGPoint(x: 100, y: 200))
  }

  @Test func anOverlayShownPixelForPixelLandsOnTheFramesPixels() {
    let box = Letterbox(
      pointSize: phone, scale: 2, outputSize: CGSize(width: 750, height: 1334),
      windowSize: CGSize(width: 750, height: 1334))
    #expect(
      box.destination(ofPoints: CGRect(x: 8, y: 334, width: 136, height: 64))
        == CGRect(x: 16, y: 668, width: 272, height: 128))
  }

  @Test func anOverlayInALetterboxedWindowIsScaledAndShiftedWithTheFrame() {
    // 600 × 400 output: the frame (750 × 1334 pixels) shows at 225 × 400 from x = 187, so a point
    // is 0.6 × 0.5997 output pixels; the overlay's rectangle is rounded outwards.
    let box = Letterbox(
      pointSize: phone, scale: 2, outputSize: CGSize(width: 600, height: 400),
      windowSize: CGSize(width: 600, height: 400))
    #expect(box.presentationScale < 0.31)
    #expect(
      box.destination(ofPoints: CGRect(x: 8, y: 334, width: 136, height: 64))
        == CGRect(x: 191, y: 200, width: 83, height: 39))
    #expect(box.destination(ofPoints: CGRect(origin: .zero, size: phone)) == box.destination)
  }

  @Test func anEmptyOutputDrawsNothingAndMapsToZero() {
    let box = Letterbox(pointSize: phone, scale: 2, outputSize: .zero, windowSize: .zero)
    #expect(box.destination.width == 0)
    #expect(box.point(fromWindow: CGPoint(x: 10, y: 10)) == .zero)
  }

  @Test func changedFramePixelsShownPixelForPixelAreTheSameOutputPixels() {
    let box = Letterbox(
      pointSize: phone, scale: 2, outputSize: CGSize(width: 800, height: 1334),
      windowSize: CGSize(width: 800, height: 1334))
    // Centred: 25 px bars left and right; partly covered pixels count whole.
    #expect(
      box.outputRect(ofFramePixels: CGRect(x: 10.5, y: 20, width: 30, height: 40.25))
        == CGRect(x: 35, y: 20, width: 31, height: 41))
    // Clipped to the frame's place: nothing of a bar is the frame's to redraw.
    #expect(
      box.outputRect(ofFramePixels: CGRect(x: -10, y: 1300, width: 800, height: 100))
        == CGRect(x: 25, y: 1300, width: 750, height: 34))
  }

  @Test func changedFramePixelsShownScaledReachTheFiltersNeighbours() {
    // 600 × 400 output: 225 × 400 at x = 187, a frame pixel is 0.3 output pixels.
    let box = Letterbox(
      pointSize: phone, scale: 2, outputSize: CGSize(width: 600, height: 400),
      windowSize: CGSize(width: 600, height: 400))
    let rect = box.outputRect(ofFramePixels: CGRect(x: 100, y: 100, width: 10, height: 10))
    // Grown by ⌈1 / 0.29985⌉ + 2 = 6 frame pixels each way: 94…116, which is 28.2…34.8 output
    // pixels across and 28.19…34.78 down.
    #expect(rect == CGRect(x: 187 + 28, y: 28, width: 7, height: 7))
    #expect(box.outputRect(ofFramePixels: CGRect(x: 0, y: 0, width: 750, height: 1334)) == box.destination)
  }

  @Test func theWindowShrinksToFitTheDisplayButNeverGrows() {
    let frame = CGSize(width: 1179, height: 2556)
    #expect(
      Letterbox.fittedWindowSize(frame: frame, available: CGSize(width: 1920, height: 1080))
        == CGSize(width: 498, height: 1080))
    #expect(Letterbox.fittedWindowSize(frame: frame, available: CGSize(width: 4000, height: 4000)) == frame)
    #expect(Letterbox.fittedWindowSize(frame: frame, available: .zero) == frame)
  }

  @Test func scalesOutsidePhonesAreClamped() {
    #expect(SDLHostConfiguration.clampedScale(0) == CGFloat(1))
    #expect(SDLHostConfiguration.clampedScale(10) == CGFloat(4))
    #expect(SDLHostConfiguration.clampedScale(.nan) == CGFloat(2))
  }
}
