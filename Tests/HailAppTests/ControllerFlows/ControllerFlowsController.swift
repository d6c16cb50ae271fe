import UIKit

/// A small screen of view-controller flows, written as iOS code, for the replays of issue 9:
/// "Show sheet" presents a sheet with medium and large detents and a grabber, and a label shows the
/// detent the user last chose; "Push" pushes a detail screen on the navigation controller; "Alert"
/// asks to cancel a ride, and the label shows the action chosen.
final class ControllerFlowsController: UIViewController, UISheetPresentationControllerDelegate {
  let sheetButton = UIButton(type: .system)
  let pushButton = UIButton(type: .system)
  let alertButton = UIButton(type: .system)
  let detentLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Flows"
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "flows.list"
    sheetButton.setTitle("Show sheet", for: .normal)
    sheetButton.accessibilityIdentifier = "flows.sheet"
    sheetButton.addTarget(self, action: ControllerFlowsController.showSheet, for: .touchUpInside)
    pushButton.setTitle("Push", for: .normal)
    pushButton.accessibilityIdentifier = "flows.push"
    pushButton.addTarget(self, action: ControllerFlowsController.push, for: .touchUpInside)
    alertButton.setTitle("Alert", for: .normal)
    alertButton.accessibilityIdentifier = "flows.alert"
    alertButton.addTarget(self, action: ControllerFlowsController.showAlert, for: .touchUpInside)
    detentLabel.text = "none"
    detentLabel.accessibilityIdentifier = "flows.detent"
    detentLabel.textAlignment = .center
    let stack = UIStackView(arrangedSubviews: [sheetButton, pushButton, alertButton, detentLabel])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -40),
    ])
  }

  func showSheet() {
    let content = UIViewController()
    content.view.backgroundColor = .secondarySystemBackground
    content.view.accessibilityIdentifier = "flows.sheetContent"
    if let sheet = content.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.delegate = self
    }
    present(content, animated: true)
  }

  func push() {
    let detail = UIViewController()
    detail.title = "Detail"
    detail.view.backgroundColor = .systemBackground
    detail.view.accessibilityIdentifier = "flows.detail"
    navigationController?.pushViewController(detail, animated: true)
  }

  func showAlert() {
    let alert = UIAlertController(
      title: "Cancel the ride?", message: "Your driver is on the way.", preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Keep", style: .cancel) { [weak self] _ in self?.detentLabel.text = "kept" })
    alert.addAction(
      UIAlertAction(title: "Cancel ride", style: .destructive) { [weak self] _ in
        self?.detentLabel.text = "cancelled"
      })
    present(alert, animated: true)
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    detentLabel.text = sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "none"
  }
}
