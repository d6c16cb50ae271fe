@_spi(Hail) import UIKit

/// An image of one colour, `size` points at `scale`.
@MainActor
func solidImage(_ color: UIColor, _ size: CGSize, scale: CGFloat = 2) -> UIImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = scale
  return UIGraphicsImageRenderer(size: size, format: format).image { context in
    color.setFill()
    context.fill(CGRect(origin: .zero, size: size))
  }
}
