@_spi(Hail) import CoreGraphics
import Foundation

extension UIColor {
  /// HSB (hue, saturation, brightness 0…1) to sRGB, as UIKit's.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (red, green, blue) = HSB.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Writes hue, saturation, brightness (0…1) and alpha; always succeeds.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let color = cgColor
    let hsb = HSB.hsb(red: color.red, green: color.green, blue: color.blue)
    hue?.pointee = hsb.hue
    saturation?.pointee = hsb.saturation
    brightness?.pointee = hsb.brightness
    alpha?.pointee = color.alpha
    return true
  }
}

/// HSB ↔ sRGB, the hexcone model UIKit's initializer uses.
enum HSB {
  static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch sector {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }

  static func hsb(red: CGFloat, green: CGFloat, blue: CGFloat) -> (
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat
  ) {
    let maximum = max(red, green, blue)
    let minimum = min(red, green, blue)
    let delta = maximum - minimum
    let saturation = maximum > 0 ? delta / maximum : 0
    guard delta > 0 else { return (0, saturation, maximum) }
    var hue: CGFloat =
      maximum == red
      ? (green - blue) / delta : maximum == green ? 2 + (blue - red) / delta : 4 + (red - green) / delta
    hue /= 6
    if hue < 0 { hue += 1 }
    return (hue, saturation, maximum)
  }
}
