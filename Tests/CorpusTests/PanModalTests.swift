import Testing
@_spi(Hail) import UIKit

@testable import CorpusPanModalAlertView
@testable import CorpusPanModalContainerView
@testable import CorpusPanModalDimmedView
@testable import CorpusPanModalProfile
@testable import CorpusPanModalUserGroups

/// Slack's PanModal: sample screens and library views, laid out and touched headless.
@MainActor
@Suite("Corpus: PanModal views and screens")
struct PanModalTests {
  @Test("The alert view: a square icon inset 14, the text stack 10 to its right")
  func alertView() {
    let stage = HeadlessWindow.iPhone8()
    let container = stage.container(CGRect(x: 0, y: 100, width: 320, height: 72))
    let alert = CorpusPanModalAlertView.AlertView()
    alert.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(alert)
    NSLayoutConstraint.activate([
      alert.topAnchor.constraint(equalTo: container.topAnchor),
      alert.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      alert.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      alert.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    stage.layout()
    let icon = alert.subviews[0]
    let stack = alert.subviews[1]
    #expect(icon.frame == CGRect(x: 14, y: 14, width: 44, height: 44))
    #expect(stack.frame == CGRect(x: 68, y: 14, width: 238, height: 44))
    #expect(alert.titleLabel.text == "Incoming Message")
    // Lato is not installed: UIFont(name:size:) answers nil and the label keeps the system font.
    #expect(alert.titleLabel.font.pointSize == 17)
  }

  @Test("The member cell: a 36 pt avatar inset 16/8, the name 16 to its right; configure fills it")
  func memberCell() {
    _ = HeadlessWindow.iPhone8()
    let cell = UserGroupMemberCell(style: .default, reuseIdentifier: "member")
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 52)
    cell.configure(
      with: UserGroupMemberPresentable(name: "Tosin", role: "iOS", avatarBackgroundColor: .systemBlue))
    cell.layoutIfNeeded()
    #expect(cell.avatarView.frame == CGRect(x: 0, y: 0, width: 36, height: 36))
    #expect(cell.stackView.frame == CGRect(x: 16, y: 8, width: 343, height: 36))
    #expect(cell.memberDetailsStackView.frame.minX == 52)
    #expect(cell.nameLabel.text == "Tosin")
    #expect(cell.avatarView.backgroundColor == .systemBlue)
    cell.setSelected(true, animated: false)
    #expect(cell.avatarView.backgroundColor == .systemBlue)
  }

  @Test("The group header: its stack inset 16/12, a 1 pt separator along the bottom")
  func groupHeader() {
    _ = HeadlessWindow.iPhone8()
    let header = UserGroupHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
    header.configure(
      with: UserGroupHeaderPresentable(handle: "ios-engs", description: "iOS engineers", memberCount: 3))
    header.layoutIfNeeded()
    #expect(header.titleLabel.text == "@ios-engs")
    #expect(header.subtitleLabel.text == "3 members  |  iOS engineers")
    #expect(header.stackView.frame == CGRect(x: 16, y: 12, width: 343, height: 56))
    #expect(header.seperatorView.frame == CGRect(x: 0, y: 79, width: 375, height: 1))
  }

  @Test("The profile screen pushed on a navigation controller: title, avatar 100 pt down, centred")
  func profileFlow() {
    let stage = HeadlessWindow.iPhone8()
    let root = UIViewController()
    root.title = "Members"
    let navigation = UINavigationController(rootViewController: root)
    stage.window.rootViewController = navigation
    let profile = ProfileViewController(
      presentable: UserGroupMemberPresentable(
        name: "Stephen", role: "Engineer", avatarBackgroundColor: .systemRed))
    navigation.pushViewController(profile, animated: true)
    stage.advance(0.5)
    #expect(navigation.topViewController === profile)
    #expect(navigation.navigationBar.topItem?.title == "Profile")
    #expect(navigation.navigationBar.backItem?.title == "Members")
    #expect(profile.avatarView.frame == CGRect(x: 87.5, y: 100, width: 200, height: 200))
    #expect(profile.nameLabel.frame.minY == 360)
    #expect(profile.roleLabel.frame.minY == profile.nameLabel.frame.maxY + 8)
    #expect(profile.nameLabel.frame.midX == 187.5)
  }

  @Test("The dimmed view: its dim states set its alpha; a tap calls didTap with the recognizer")
  func dimmedView() {
    let stage = HeadlessWindow.iPhone8()
    let dimmed = DimmedView()
    dimmed.frame = stage.root.bounds
    stage.root.addSubview(dimmed)
    #expect(dimmed.alpha == 0)
    dimmed.dimState = .max
    #expect(dimmed.alpha == 1)
    var taps: [UIGestureRecognizer] = []
    dimmed.didTap = { taps.append($0) }
    stage.fingers.down(at: CGPoint(x: 100, y: 300))
    stage.advance(0.05)
    stage.fingers.up()
    stage.advance(0.5)
    #expect(taps.count == 1)
    #expect(taps.first?.view === dimmed)
    dimmed.dimState = .off
    #expect(dimmed.alpha == 0)
  }

  @Test("The pan container wraps the presented view and is found from its superview")
  func panContainer() {
    _ = HeadlessWindow.iPhone8()
    let presented = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    let container = PanContainerView(
      presentedView: presented, frame: CGRect(x: 0, y: 267, width: 375, height: 400))
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    host.addSubview(container)
    #expect(host.panContainerView === container)
    #expect(presented.superview === container)
    #expect(UIView().panContainerView == nil)
  }
}
