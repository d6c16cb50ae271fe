import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UIButtonConfigurationTests {
  @Test func stylesStartFromTheirColours() {
    _ = Headless()
    let button = UIButton(configuration: .filled())
    #expect(button.configuration?.updated(for: button).baseForegroundColor == .white)
    #expect(button.configuration?.updated(for: button).baseBackgroundColor == .systemBlue)
    button.configuration = .plain()
    #expect(button.configuration?.updated(for: button).baseForegroundColor == .systemBlue)
    #expect(button.configuration?.updated(for: button).baseBackgroundColor == .clear)
    var tinted = UIButton.Configuration.tinted()
    tinted.baseBackgroundColor = .systemOrange
    button.configuration = tinted
    // Dynamic colours equal only themselves: compare what each resolves to in light and dark.
    for style in [UIUserInterfaceStyle.light, .dark] {
      let traits = UITraitCollection(userInterfaceStyle: style)
      #expect(
        button.configuration?.updated(for: button).baseBackgroundColor?.resolvedColor(with: traits)
          == UIColor.systemOrange.withAlphaComponent(0.15).resolvedColor(with: traits))
    }
    #expect(UIButton.Configuration.borderedProminent() == UIButton.Configuration.filled())
  }

  /// Medium: insets 7/12, a 17 pt title. The fitting size is the title plus the insets.
  @Test func theButtonFitsItsTitlePlusTheInsets() {
    _ = Headless()
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Call"
    let button = UIButton(configuration: configuration)
    let title = UILabel()
    title.font = .systemFont(ofSize: 17)
    title.text = "Call"
    let label = title.intrinsicContentSize
    #expect(button.intrinsicContentSize == CGSize(width: label.width + 24, height: label.height + 14))
    configuration.buttonSize = .large
    button.configuration = configuration
    #expect(
      button.configuration?.contentInsets
        == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    #expect(button.intrinsicContentSize == CGSize(width: label.width + 40, height: label.height + 28))
  }

  @Test func imagePlacementAndPadding() {
    var configuration = UIButton.Configuration.plain()
    configuration.contentInsets = .zero
    configuration.imagePadding = 8
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 60)
    let image = CGSize(width: 20, height: 20)
    let title = CGSize(width: 50, height: 20)
    let leading = ButtonConfigurationLayout(
      configuration: configuration, imageSize: image, titleSize: title, subtitleSize: .zero, bounds: bounds)
    #expect(leading.image == CGRect(x: 61, y: 20, width: 20, height: 20))
    #expect(leading.title == CGRect(x: 89, y: 20, width: 50, height: 20))
    #expect(leading.fittingSize == CGSize(width: 78, height: 20))
    configuration.imagePlacement = .top
    configuration.titlePadding = 2
    let top = ButtonConfigurationLayout(
      configuration: configuration, imageSize: image, titleSize: title,
      subtitleSize: CGSize(width: 30, height: 10),
      bounds: bounds)
    // Content 50 × (20 + 8 + 20 + 2 + 10 = 60), centred; lines centred under the image.
    #expect(top.image == CGRect(x: 90, y: 0, width: 20, height: 20))
    #expect(top.title == CGRect(x: 75, y: 28, width: 50, height: 20))
    #expect(top.subtitle == CGRect(x: 85, y: 50, width: 30, height: 10))
    configuration.imagePlacement = .trailing
    let trailing = ButtonConfigurationLayout(
      configuration: configuration, imageSize: image, titleSize: title, subtitleSize: .zero, bounds: bounds)
    #expect(trailing.title.minX == 61)
    #expect(trailing.image.minX == 119)
  }

  @Test func cornerStyles() {
    var configuration = UIButton.Configuration.filled()
    #expect(ButtonConfigurationStyle.cornerRadius(configuration, height: 44) == 8)
    configuration.cornerStyle = .capsule
    #expect(ButtonConfigurationStyle.cornerRadius(configuration, height: 44) == 22)
    configuration.cornerStyle = .fixed
    configuration.background.cornerRadius = 3
    #expect(ButtonConfigurationStyle.cornerRadius(configuration, height: 44) == 3)
  }

  /// The handler runs at the layout pass after the state changes: touch-down highlights, the next
  /// frame's layout runs it with `isHighlighted` true; the lift runs it again.
  @Test func theUpdateHandlerRunsAtTheLayoutPassAfterEachStateChange() {
    let app = Headless()
    var seen: [Bool] = []
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Hail"
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
    button.configurationUpdateHandler = { button in
      seen.append(button.isHighlighted)
      button.configuration?.subtitle = button.isHighlighted ? "pressed" : nil
    }
    app.root.addSubview(button)
    app.nextFrame()
    #expect(seen == [false])
    app.fingers.down(at: CGPoint(x: 150, y: 120))
    #expect(seen == [false])
    app.nextFrame()
    #expect(seen == [false, true])
    #expect(button.subtitleLabel?.text == "pressed")
    app.fingers.up()
    app.nextFrame()
    #expect(seen == [false, true, false])
    #expect(button.subtitleLabel?.text == nil)
  }

  @Test func disabledAndSelectedStates() {
    _ = Headless()
    let button = UIButton(configuration: .gray())
    button.isEnabled = false
    let disabled = button.configuration?.updated(for: button)
    #expect(disabled?.baseForegroundColor == ButtonConfigurationStyle.disabledForeground)
    button.isEnabled = true
    button.isSelected = true
    #expect(button.configuration?.updated(for: button).baseBackgroundColor == .systemBlue)
    #expect(button.configuration?.updated(for: button).baseForegroundColor == .white)
  }

  @Test func thePrimaryActionGivesTheTitleAndRunsOnTap() {
    let app = Headless()
    var taps = 0
    let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Go") { _ in taps += 1 })
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
    app.root.addSubview(button)
    #expect(button.configuration?.title == "Go")
    app.tap(at: CGPoint(x: 60, y: 40))
    #expect(taps == 1)
  }

  @Test func backgroundImagesFollowTheState() throws {
    _ = Headless()
    let normal = UIImage(systemName: "circle.fill")
    let pressed = UIImage(systemName: "star.fill")
    let button = UIButton(type: .custom)
    button.setBackgroundImage(normal, for: .normal)
    button.setBackgroundImage(pressed, for: .highlighted)
    #expect(button.currentBackgroundImage === normal)
    button.isHighlighted = true
    #expect(button.currentBackgroundImage === pressed)
    button.isSelected = true
    #expect(button.backgroundImage(for: .selected) === normal)
    #expect(button.intrinsicContentSize == CGSize(width: 20.5, height: 20.5))
  }
}
