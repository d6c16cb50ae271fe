import Foundation

/// How a button shows its `configuration`: the resolved colours on the labels, the image view and
/// the background view, and their frames from `ButtonConfigurationLayout`.
extension UIButton {
  /// The configured content's layout in `bounds`; nil without a configuration.
  func configurationLayout(in bounds: CGRect) -> ButtonConfigurationLayout? {
    guard let configuration else { return nil }
    let imageSize =
      configuration.showsActivityIndicator
      ? CGSize(width: 20, height: 20) : imageViewStorage.image.map { $0.size } ?? .zero
    func measure(_ label: UILabel) -> CGSize {
      label.text == nil
        ? .zero : label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    }
    return ButtonConfigurationLayout(
      configuration: configuration, imageSize: imageSize, titleSize: measure(titleLabelView),
      subtitleSize: measure(subtitleLabelView), bounds: bounds)
  }

  func layoutConfiguration(_ layout: ButtonConfigurationLayout) {
    guard let configuration else { return }
    let insets = configuration.background.backgroundInsets
    backgroundView.frame = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(bounds.width - insets.leading - insets.trailing, 0),
      height: max(bounds.height - insets.top - insets.bottom, 0))
    backgroundView.layer.cornerRadius = ButtonConfigurationStyle.cornerRadius(
      configuration, height: backgroundView.bounds.height)
    imageViewStorage.frame = layout.image
    activityIndicator?.frame = layout.image
    titleLabelView.frame = layout.title
    subtitleLabelView.frame = layout.subtitle
  }

  /// Shows the configuration as the current state resolves it.
  func applyConfiguration() {
    guard let configuration else {
      backgroundView.layer.cornerRadius = 0
      backgroundView.backgroundColor = nil
      backgroundView.layer.borderWidth = 0
      return
    }
    let resolved = configuration.updated(for: self)
    let foreground = resolved.baseForegroundColor ?? tintColor ?? .systemBlue
    let size = configuration.buttonSize
    titleLabelView.text = configuration.title
    titleLabelView.font = .systemFont(ofSize: ButtonConfigurationStyle.titleFontSize(size), weight: .regular)
    titleLabelView.textColor = foreground
    titleLabelView.isHidden = configuration.title == nil
    titleLabelView.alpha = 1
    subtitleLabelView.text = configuration.subtitle
    subtitleLabelView.font = .systemFont(ofSize: ButtonConfigurationStyle.subtitleFontSize(size))
    subtitleLabelView.textColor = foreground
    subtitleLabelView.isHidden = configuration.subtitle == nil
    var image = configuration.image
    if let symbolConfiguration = configuration.preferredSymbolConfigurationForImage {
      image = image?.applyingSymbolConfiguration(symbolConfiguration) ?? image
    }
    imageViewStorage.image =
      image?.renderingMode == .automatic ? image?.withRenderingMode(.alwaysTemplate) : image
    imageViewStorage.tintColor = foreground
    imageViewStorage.alpha = 1
    imageViewStorage.isHidden = image == nil || configuration.showsActivityIndicator
    showActivityIndicator(configuration.showsActivityIndicator, color: foreground)
    let background = resolved.background
    backgroundView.isHidden = false
    backgroundView.image = background.image
    backgroundView.contentMode = background.imageContentMode
    backgroundView.backgroundColor = background.backgroundColor
    backgroundView.layer.borderWidth = background.strokeColor == nil ? 0 : background.strokeWidth
    backgroundView.layer.borderColor = background.strokeColor?.resolvedColor(with: traitCollection).cgColor
    backgroundView.clipsToBounds = background.image != nil
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func showActivityIndicator(_ shows: Bool, color: UIColor) {
    guard shows else {
      activityIndicator?.stopAnimating()
      return
    }
    let indicator = activityIndicator ?? UIActivityIndicatorView(style: .medium)
    if activityIndicator == nil {
      activityIndicator = indicator
      addSubview(indicator)
    }
    indicator.color = color
    indicator.startAnimating()
  }
}
