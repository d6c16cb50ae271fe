import UIKit

/// The sheet over the map through the ride: it shows one card at a time (prices, matching, the
/// driver, the trip, the receipt) and fits its one detent to the card, so the map above stays free
/// and takes touches (the detent is undimmed). It cannot be swiped away: the ride decides.
final class RideSheetViewController: UIViewController {
  static let detent = UISheetPresentationController.Detent.Identifier("ride")

  private(set) var card: RideCardView?

  init() {
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .pageSheet
    isModalInPresentation = true
    if let sheet = sheetPresentationController {
      sheet.detents = [.custom(identifier: Self.detent) { [weak self] _ in self?.cardHeight }]
      sheet.selectedDetentIdentifier = Self.detent
      sheet.largestUndimmedDetentIdentifier = Self.detent
      sheet.preferredCornerRadius = 16
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "ride.sheet"
    view.backgroundColor = AppColor.surface
  }

  /// The card's height: the sheet's detent (above the home indicator's strip).
  var cardHeight: CGFloat {
    card?.preferredHeight(width: view.bounds.width > 0 ? view.bounds.width : UIScreen.main.bounds.width) ?? 0
  }

  /// Shows `card` instead of the one showing, the sheet moving to its height.
  func show(_ card: RideCardView) {
    guard card !== self.card else { return }
    self.card?.removeFromSuperview()
    self.card = card
    loadViewIfNeeded()
    view.addSubview(card)
    view.setNeedsLayout()
    resize()
  }

  /// Moves the sheet to the card's height after the card changed it.
  func resize() {
    guard let sheet = sheetPresentationController else { return }
    sheet.animateChanges { sheet.invalidateDetents() }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    card?.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: cardHeight)
  }
}

/// One of the sheet's cards: it knows its height and refreshes its figures from the session.
class RideCardView: UIView {
  let language: AppLanguage

  init(language: AppLanguage) {
    self.language = language
    super.init(frame: .zero)
    backgroundColor = AppColor.surface
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The height the card needs at `width`.
  func preferredHeight(width: CGFloat) -> CGFloat { 0 }

  /// A receipt's top lines: `title` in `text` (19 pt semibold) and, under it, `route` naming the
  /// trip's two ends (13 pt, grey).
  func setHeading(
    _ title: UILabel, _ text: String, route: UILabel, from pickup: String, to destination: String
  ) {
    title.text = text
    title.font = .systemFont(ofSize: 19, weight: .semibold)
    route.text = "\(pickup) → \(destination)"
    route.font = .systemFont(ofSize: 13)
    route.textColor = RideColors.secondary
  }
}

extension UIButton {
  /// A filled, rounded button: the ride's main action (orange) or a secondary one (grey).
  static func ride(_ title: String, primary: Bool, id: String) -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = id
    button.setTitle(title, for: .normal)
    button.setTitleColor(primary ? .white : AppColor.bodyText, for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: primary ? 17 : 15, weight: primary ? .semibold : .regular)
    button.backgroundColor = primary ? RideColors.accent : AppColor.raisedFill
    button.layer.cornerRadius = 8
    return button
  }
}

/// The ride flow's colours.
@MainActor
enum RideColors {
  /// Didi's orange for the main action.
  static let accent = UIColor(red: 0.98, green: 0.47, blue: 0.20, alpha: 1)
  static let text = AppColor.primaryText
  static let secondary = AppColor.secondaryText
  static let hairline = AppColor.separator
}
