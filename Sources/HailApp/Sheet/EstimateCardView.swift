import Ride
import UIKit

/// The route and prices (`estimate.sheet`): the route's length and time, each service with its
/// pickup time and estimated fare (`estimate.express`, `estimate.taxi`; a tap chooses one), 预约
/// (`book.button`) and 呼叫快车 (`call.button`). A destination with no route shows why instead,
/// with a way back to the search.
final class EstimateCardView: RideCardView {
  var onCall: ((Service) -> Void)?
  var onBook: ((Service) -> Void)?
  /// A service's row tapped: the map shows that service's cars.
  var onSelect: ((Service) -> Void)?
  var onBack: (() -> Void)?
  private(set) var selected: Service
  private let summary = UILabel()
  private var options: [ServiceOptionView] = []
  let bookButton: UIButton
  let callButton: UIButton
  private let problem: String?

  /// The prices for `preview`, with each service's pickup time (nil: no car near), its car drawn
  /// from `icons`.
  init(
    language: AppLanguage, preview: RidePreview, pickupTimes: [Service: TimeInterval], selected: Service,
    icons: CarIcons
  ) {
    self.selected = selected
    problem = nil
    bookButton = .ride(language.schedule, primary: false, id: "book.button")
    callButton = .ride("", primary: true, id: "call.button")
    super.init(language: language)
    summary.text = language.routeSummary(metres: preview.path.distance, seconds: preview.path.duration)
    for service in Service.allCases {
      guard let estimate = preview.estimates[service] else { continue }
      let option = ServiceOptionView(
        language: language, service: service, fare: estimate.total, pickupTime: pickupTimes[service],
        icons: icons)
      option.addAction(
        UIAction { [weak self] _ in
          self?.select(service)
          self?.onSelect?(service)
        }, for: .touchUpInside)
      options.append(option)
    }
    setUp()
  }

  /// Why there is no route to the destination chosen.
  init(language: AppLanguage, problem: String) {
    selected = .express
    self.problem = problem
    bookButton = .ride(language.schedule, primary: false, id: "book.button")
    callButton = .ride(language.backToSearch, primary: true, id: "estimate.back")
    super.init(language: language)
    summary.text = problem
    summary.numberOfLines = 0
    summary.textColor = RideColors.text
    summary.font = .systemFont(ofSize: 16)
    bookButton.isHidden = true
    setUp()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func setUp() {
    accessibilityIdentifier = "estimate.sheet"
    if problem == nil {
      summary.font = .systemFont(ofSize: 13)
      summary.textColor = RideColors.secondary
    }
    addSubview(summary)
    for option in options { addSubview(option) }
    bookButton.addAction(
      UIAction { [weak self] _ in self.map { $0.onBook?($0.selected) } }, for: .touchUpInside)
    callButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        if self.problem != nil { self.onBack?() } else { self.onCall?(self.selected) }
      }, for: .touchUpInside)
    addSubview(bookButton)
    addSubview(callButton)
    select(selected)
  }

  func select(_ service: Service) {
    selected = service
    for option in options { option.isSelected = option.service == service }
    if problem == nil { callButton.setTitle(language.call(service), for: .normal) }
  }

  override func preferredHeight(width: CGFloat) -> CGFloat {
    problem == nil ? 40 + CGFloat(options.count) * 72 + 4 + 48 + 16 : 120
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    guard problem == nil else {
      summary.frame = CGRect(x: 20, y: 16, width: width - 40, height: 40)
      callButton.frame = CGRect(x: 16, y: 64, width: width - 32, height: 48)
      return
    }
    summary.frame = CGRect(x: 20, y: 12, width: width - 40, height: 20)
    for (index, option) in options.enumerated() {
      option.frame = CGRect(x: 12, y: 40 + CGFloat(index) * 72, width: width - 24, height: 64)
    }
    let buttons = 40 + CGFloat(options.count) * 72 + 4
    bookButton.frame = CGRect(x: 16, y: buttons, width: 88, height: 48)
    callButton.frame = CGRect(x: 116, y: buttons, width: width - 132, height: 48)
  }
}

/// One service on the prices card: its car, name and pickup time, and the estimated fare.
final class ServiceOptionView: UIControl {
  let service: Service
  private let icon = UIImageView()
  /// The fleet's icons: a set drawn for each card was 5 % of the main thread's time in the frame
  /// that shows the prices (perf, session 31).
  private let icons: CarIcons
  private let nameLabel = UILabel()
  private let pickupLabel = UILabel()
  let fareLabel = UILabel()
  private let estimateLabel = UILabel()

  init(language: AppLanguage, service: Service, fare: Money, pickupTime: TimeInterval?, icons: CarIcons) {
    self.service = service
    self.icons = icons
    super.init(frame: .zero)
    accessibilityIdentifier = "estimate.\(service.rawValue)"
    layer.cornerRadius = 10
    layer.borderWidth = 1.5
    icon.image = icons.image(for: service, style: traitCollection.userInterfaceStyle)
    icon.transform = CGAffineTransform(rotationAngle: .pi / 2)
    nameLabel.text = language.serviceName(service)
    nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    nameLabel.textColor = RideColors.text
    pickupLabel.text = pickupTime.map { language.pickupIn(seconds: $0) } ?? language.noCarsNearby
    pickupLabel.font = .systemFont(ofSize: 12)
    pickupLabel.textColor = RideColors.secondary
    fareLabel.text = language.money(fare)
    fareLabel.font = .systemFont(ofSize: 20, weight: .semibold)
    fareLabel.textColor = RideColors.text
    fareLabel.textAlignment = .right
    estimateLabel.text = language.estimated
    estimateLabel.font = .systemFont(ofSize: 11)
    estimateLabel.textColor = RideColors.secondary
    estimateLabel.textAlignment = .right
    for view in [icon, nameLabel, pickupLabel, fareLabel, estimateLabel] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var isSelected: Bool {
    didSet { showSelection() }
  }

  /// A layer keeps the colour it was given (UIKit does not resolve a `CGColor` again): the
  /// hairline is set again for the new appearance, and the car takes its night rim or loses it.
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    showSelection()
    icon.image = icons.image(for: service, style: traitCollection.userInterfaceStyle)
  }

  private func showSelection() {
    backgroundColor = isSelected ? RideColors.accent.withAlphaComponent(0.08) : AppColor.surface
    let border = isSelected ? RideColors.accent : RideColors.hairline
    layer.borderColor = border.resolvedColor(with: traitCollection).cgColor
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    icon.bounds.size = CarIcons.size
    icon.center = CGPoint(x: 34, y: bounds.midY)
    nameLabel.frame = CGRect(x: 64, y: 11, width: width - 180, height: 22)
    pickupLabel.frame = CGRect(x: 64, y: 35, width: width - 180, height: 17)
    fareLabel.frame = CGRect(x: width - 124, y: 9, width: 110, height: 26)
    estimateLabel.frame = CGRect(x: width - 124, y: 36, width: 110, height: 15)
  }
}
