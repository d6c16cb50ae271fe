import Testing
@_spi(Hail) import UIKit

/// The four configured-button styles the golden tests show, light and dark: a filled one with a
/// car, a tinted, a gray capsule and a plain one with a trailing chevron.
@MainActor
func sampleButtonConfigurations() -> [UIButton.Configuration] {
  var filled = UIButton.Configuration.filled()
  filled.title = "呼叫快车"
  filled.image = UIImage(systemName: "car.fill")
  filled.imagePadding = 6
  var tinted = UIButton.Configuration.tinted()
  tinted.title = "Schedule"
  var gray = UIButton.Configuration.gray()
  gray.title = "Cancel"
  gray.cornerStyle = .capsule
  var plain = UIButton.Configuration.plain()
  plain.title = "More"
  plain.image = UIImage(systemName: "chevron.right")
  plain.imagePlacement = .trailing
  return [filled, tinted, gray, plain]
}

/// Adds a button per configuration to `canvas`, at the frames given in the same order.
@MainActor
func addButtons(_ configurations: [UIButton.Configuration], at frames: [CGRect], to canvas: UIView) {
  for (configuration, frame) in zip(configurations, frames) {
    let button = UIButton(configuration: configuration)
    button.frame = frame
    canvas.addSubview(button)
  }
}
