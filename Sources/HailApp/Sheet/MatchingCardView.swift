import Ride
import UIKit

/// Matching (`matching.view`): "finding you a driver", the time waited and how far dispatch is
/// looking, and a cancel button (`matching.cancel`); when dispatch gives up, says no car is near
/// and offers a retry (`matching.retry`).
final class MatchingCardView: RideCardView, RideCardRefreshing {
  var onCancel: (() -> Void)?
  var onRetry: (() -> Void)?
  let noDriver: Bool
  private let titleLabel = UILabel()
  let detailLabel = UILabel()
  private let cancelButton: UIButton
  private let retryButton: UIButton

  init(language: AppLanguage, noDriver: Bool) {
    self.noDriver = noDriver
    cancelButton = .ride(language.cancelRide, primary: false, id: "matching.cancel")
    retryButton = .ride(language.retry, primary: true, id: "matching.retry")
    super.init(language: language)
    accessibilityIdentifier = "matching.view"
    titleLabel.text = noDriver ? language.noDriverTitle : language.findingDriver
    titleLabel.font = .systemFont(ofSize: 19, weight: .semibold)
    titleLabel.textColor = RideColors.text
    detailLabel.font = .systemFont(ofSize: 14)
    detailLabel.textColor = RideColors.secondary
    detailLabel.text = noDriver ? language.noDriverDetail : ""
    retryButton.isHidden = !noDriver
    cancelButton.addAction(UIAction { [weak self] _ in self?.onCancel?() }, for: .touchUpInside)
    retryButton.addAction(UIAction { [weak self] _ in self?.onRetry?() }, for: .touchUpInside)
    for view in [titleLabel, detailLabel, cancelButton, retryButton] { addSubview(view) }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func refresh(from session: RideSession) {
    guard !noDriver, let started = session.trip.matchingStartedAt else { return }
    let elapsed = session.time.timeIntervalSince(started)
    let radius = session.dispatcher.policy.radius(after: elapsed)
    let text = language.matchingDetail(waited: elapsed, radius: radius)
    if detailLabel.text != text { detailLabel.text = text }
  }

  override func preferredHeight(width: CGFloat) -> CGFloat { 20 + 26 + 8 + 20 + 20 + 48 + 16 }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    titleLabel.frame = CGRect(x: 20, y: 20, width: width - 40, height: 26)
    detailLabel.frame = CGRect(x: 20, y: 54, width: width - 40, height: 20)
    if noDriver {
      let half = (width - 44) / 2
      cancelButton.frame = CGRect(x: 16, y: 94, width: half, height: 48)
      retryButton.frame = CGRect(x: 28 + half, y: 94, width: half, height: 48)
    } else {
      cancelButton.frame = CGRect(x: 16, y: 94, width: width - 32, height: 48)
    }
  }
}
