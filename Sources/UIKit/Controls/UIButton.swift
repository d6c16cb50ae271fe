import Foundation

/// A tappable control with a title and an image per state, as UIKit's `UIButton`.
///
/// Per-state values fall back to the `.normal` one when a state has none of its own, as UIKit's
/// do (a combined state such as `[.selected, .highlighted]` needs its own value, else `.normal`'s).
/// The image and the title sit side by side, centred in the bounds less `contentEdgeInsets`.
/// A tap sends `.touchUpInside` together with `.primaryActionTriggered`.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// How much a `.system` button's title and image fade while highlighted. UIKit does not document
  /// it; 0.2 is an approximation of the measured look (the highlight fades the content to about a
  /// fifth of its opacity).
  @_spi(Hail) public static let systemHighlightedAlpha: CGFloat = 0.2

  public private(set) var buttonType: ButtonType = .custom

  private var titles: [State: String] = [:]
  private var titleColors: [State: UIColor] = [:]
  private var images: [State: UIImage] = [:]
  private var backgroundImages: [State: UIImage] = [:]
  private var symbolConfigurations: [State: UIImage.SymbolConfiguration] = [:]
  let titleLabelView = UILabel()
  let subtitleLabelView = UILabel()
  let imageViewStorage = UIImageView()
  /// Behind the content: the state's background image, or a configuration's background.
  let backgroundView = UIImageView()
  /// A configuration's spinner (`showsActivityIndicator`), made when first shown.
  var activityIndicator: UIActivityIndicatorView?
  /// A state change asked for `updateConfiguration()` at the next layout pass.
  private var needsConfigurationUpdate = false
  private var isUpdatingConfiguration = false

  /// What the button draws from (iOS 15); nil draws the per-state titles and images. Setting it
  /// shows it at once and asks for an update (the handler) at the next layout pass.
  open var configuration: Configuration? {
    didSet {
      if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
      applyConfiguration()
    }
  }

  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

  /// Runs in `updateConfiguration()`: at the layout pass after the state (highlighted, selected,
  /// enabled) changes or `setNeedsUpdateConfiguration()`, to change `configuration` for the state.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether state changes update the configuration (default true).
  open var automaticallyUpdatesConfiguration = true

  /// The label showing the current title (its font is the button's title font).
  open var titleLabel: UILabel? { titleLabelView }
  /// The image view showing the current image.
  open var imageView: UIImageView? { imageViewStorage }
  /// The label showing a configuration's subtitle (iOS 15).
  open var subtitleLabel: UILabel? { subtitleLabelView }

  /// Space between the bounds and the content (image and title).
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet {
      setNeedsLayout()
      invalidateIntrinsicContentSize()
    }
  }

  /// A `.custom` button.
  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    // UIKit's default title font: `UIFont.buttonFontSize` (18 pt).
    titleLabelView.font = .systemFont(ofSize: UIFont.buttonFontSize)
    backgroundView.contentMode = .scaleToFill
    addSubview(backgroundView)
    addSubview(imageViewStorage)
    addSubview(subtitleLabelView)
    addSubview(titleLabelView)
    updateContent()
  }

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    updateContent()
  }

  /// A `.system` button showing `primaryAction`'s title and image, running it on each tap
  /// (`.primaryActionTriggered`), as UIKit's iOS 14 initializer.
  public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
    self.init(type: .system, primaryAction: primaryAction)
    self.frame = frame
  }

  /// A button drawn from `configuration` (iOS 15), running `primaryAction` on each tap.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    if let primaryAction, configuration.title == nil, configuration.image == nil {
      var configuration = configuration
      configuration.title = primaryAction.title.isEmpty ? nil : primaryAction.title
      configuration.image = primaryAction.image
      self.configuration = configuration
    } else {
      self.configuration = configuration
    }
    // An initializer's own assignment runs no observer.
    setNeedsUpdateConfiguration()
    applyConfiguration()
  }

  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init(type: buttonType)
    guard let primaryAction else { return }
    setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
    setImage(primaryAction.image, for: .normal)
    addAction(primaryAction, for: .primaryActionTriggered)
  }

  // MARK: Per-state content

  /// The title for `state`: its own, else `.normal`'s.
  open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

  open func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    updateContent()
  }

  /// The title colour for `state`: its own, else `.normal`'s, else the type's default (see
  /// `defaultTitleColor`).
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state] ?? titleColors[.normal] ?? defaultTitleColor(for: state)
  }

  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state] = color
    updateContent()
  }

  /// The image for `state`: its own, else `.normal`'s.
  open func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }

  open func setImage(_ image: UIImage?, for state: State) {
    images[state] = image
    updateContent()
  }

  open var currentTitle: String? { title(for: state) }
  open var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor(for: state) }
  open var currentImage: UIImage? { image(for: state) }

  /// The background image for `state`: its own, else `.normal`'s.
  open func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state] ?? backgroundImages[.normal]
  }

  /// An image stretched over the whole button behind the title and image, per state.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state] = image
    updateContent()
  }

  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// The symbol configuration a symbol image is drawn with in `state` (iOS 13): its own, else
  /// `.normal`'s.
  open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
    symbolConfigurations[state] ?? symbolConfigurations[.normal]
  }

  open func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: State
  ) {
    symbolConfigurations[state] = configuration
    updateContent()
  }

  open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    preferredSymbolConfigurationForImage(in: state)
  }

  // MARK: Configuration updates (overridable, as in UIKit)

  /// Asks for `updateConfiguration()` at the next layout pass.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Runs the `configurationUpdateHandler` (when `automaticallyUpdatesConfiguration`) and shows
  /// the configuration as the current state resolves it.
  open func updateConfiguration() {
    needsConfigurationUpdate = false
    guard automaticallyUpdatesConfiguration else { return }
    isUpdatingConfiguration = true
    configurationUpdateHandler?(self)
    isUpdatingConfiguration = false
    applyConfiguration()
  }

  // MARK: Layout

  /// The image and the one-line title side by side, plus `contentEdgeInsets`. A button with
  /// neither measures just its insets.
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    if let layout = configurationLayout(in: bounds) { return layout.fittingSize }
    let imageSize = imageViewStorage.displayedImage?.size ?? .zero
    let titleSize = currentTitle == nil ? .zero : titleLabelView.sizeThatFits(.zero)
    // At least the background image's size, as UIKit's.
    let backgroundSize = currentBackgroundImage?.size ?? .zero
    return CGSize(
      width: max(
        imageSize.width + titleSize.width + contentEdgeInsets.left + contentEdgeInsets.right,
        backgroundSize.width),
      height: max(
        max(imageSize.height, titleSize.height) + contentEdgeInsets.top + contentEdgeInsets.bottom,
        backgroundSize.height))
  }

  override open var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  /// Centres the image and title in the content rectangle; the title shrinks (and truncates) when
  /// there is not room for it. Origins are rounded to whole pixels, as UIKit places them.
  override open func layoutSubviews() {
    if needsConfigurationUpdate, configuration != nil { updateConfiguration() }
    backgroundView.frame = bounds
    if let layout = configurationLayout(in: bounds) { return layoutConfiguration(layout) }
    let content = bounds.inset(by: contentEdgeInsets)
    let imageSize = imageViewStorage.displayedImage?.size ?? .zero
    var titleSize = currentTitle == nil ? .zero : titleLabelView.sizeThatFits(.zero)
    titleSize.width = min(titleSize.width, max(content.width - imageSize.width, 0))
    let left = content.midX - (imageSize.width + titleSize.width) / 2
    imageViewStorage.frame = CGRect(
      origin: pixelAligned(CGPoint(x: left, y: content.midY - imageSize.height / 2)), size: imageSize)
    titleLabelView.frame = CGRect(
      origin: pixelAligned(CGPoint(x: left + imageSize.width, y: content.midY - titleSize.height / 2)),
      size: titleSize)
  }

  // MARK: Appearance

  /// New traits are a new configuration state: the configuration is shown again, its dynamic
  /// stroke colour resolved anew (a layer keeps the colour it was given).
  @_spi(Hail) override open func traitsDidChange(from previous: UITraitCollection?) {
    super.traitsDidChange(from: previous)
    if previous != nil, configuration != nil { setNeedsUpdateConfiguration() }
  }

  override func controlStateDidChange() {
    if configuration != nil { setNeedsUpdateConfiguration() }
    updateContent()
  }

  override var touchUpInsideCompanionEvents: Event { .primaryActionTriggered }

  override open func tintColorDidChange() { updateContent() }

  override open func didMoveToSuperview() { updateContent() }

  /// Without a colour set: white for `.custom` (UIKit's default); for `.system` the tint colour, and
  /// `.systemGray` while disabled (an approximation of UIKit's dimmed grey).
  private func defaultTitleColor(for state: State) -> UIColor {
    switch buttonType {
    case .custom: .white
    case .system: state.contains(.disabled) ? .systemGray : tintColor
    }
  }

  /// Shows the current state's title, colour and image.
  private func updateContent() {
    guard configuration == nil else { return applyConfiguration() }
    backgroundView.image = currentBackgroundImage
    backgroundView.isHidden = currentBackgroundImage == nil
    subtitleLabelView.isHidden = true
    let title = currentTitle
    titleLabelView.text = title
    titleLabelView.textColor = currentTitleColor
    titleLabelView.isHidden = title == nil
    // A `.system` button draws an `.automatic` image as a template in its title colour, as UIKit's.
    let image = currentImage
    imageViewStorage.image =
      buttonType == .system && image?.renderingMode == .automatic
      ? image?.withRenderingMode(.alwaysTemplate) : image
    imageViewStorage.tintColor = buttonType == .system ? currentTitleColor : nil
    imageViewStorage.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
    imageViewStorage.isHidden = image == nil
    let contentAlpha = buttonType == .system && isHighlighted ? UIButton.systemHighlightedAlpha : 1
    titleLabelView.alpha = contentAlpha
    imageViewStorage.alpha = contentAlpha
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The title's baselines, the title being centred in the content rectangle.
  override func baselineOffsetsFromCenter() -> (first: CGFloat, last: CGFloat)? {
    guard currentTitle != nil, let offsets = titleLabelView.baselineOffsetsFromCenter() else { return nil }
    let shift = (contentEdgeInsets.top - contentEdgeInsets.bottom) / 2
    return (offsets.first + shift, offsets.last + shift)
  }

  private func pixelAligned(_ point: CGPoint) -> CGPoint {
    let scale = UIScreen.main.scale
    return CGPoint(x: (point.x * scale).rounded() / scale, y: (point.y * scale).rounded() / scale)
  }
}
