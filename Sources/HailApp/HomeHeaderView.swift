import UIKit

/// The header: the mine and message buttons, the title, and the two service tabs 快车 (Express) and
/// 出租车 (Taxi) with an underline under the selected one. The selected tab is disabled, so it
/// cannot be tapped again.
final class HomeHeaderView: UIView {
  let mineButton = PressableButton(type: .custom)
  let messageButton = PressableButton(type: .custom)
  let titleLabel = UILabel()
  let tabs: [UIButton]
  let underline = UIView()
  private(set) var selectedTab = 0
  /// A tab was tapped: page to it.
  var onTabTapped: ((Int) -> Void)?
  /// 我的 and 消息 were tapped; nil, they are only logged.
  var onMine: (() -> Void)?
  var onMessages: (() -> Void)?
  var log: (String) -> Void = { print($0) }
  let language: AppLanguage
  /// The original lays the header out under a 20 pt status bar; a taller status area pushes the
  /// content down by the difference.
  private let top = HomeLayout.extraTopInset

  init(language: AppLanguage) {
    self.language = language
    let width = HomeLayout.screenWidth
    tabs = [PressableButton(type: .custom), PressableButton(type: .custom)]
    super.init(frame: CGRect(x: 0, y: 0, width: width, height: HomeLayout.headerHeight))
    accessibilityIdentifier = "header"
    backgroundColor = AppColor.surface
    elevate(.bar)
    setUpCornerButtons(width: width)
    titleLabel.text = language.title
    titleLabel.font = .systemFont(ofSize: 17)
    titleLabel.textAlignment = .center
    titleLabel.frame = CGRect(x: 60, y: top + 24, width: width - 120, height: 40)
    addSubview(titleLabel)
    setUpTabs(width: width)
    underline.accessibilityIdentifier = "tab.underline"
    underline.backgroundColor = HomeLayout.selectedTabColor
    addSubview(underline)
    selectTab(0, animated: false)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Marks `index` selected (coloured and disabled) and moves the underline under it: over 0.3 s
  /// with UIKit's default curve when animated, as the original.
  func selectTab(_ index: Int, animated: Bool) {
    guard tabs.indices.contains(index) else { return }
    selectedTab = index
    for (tabIndex, tab) in tabs.enumerated() {
      tab.isEnabled = tabIndex != index
    }
    let frame = underlineFrame(under: index)
    if animated {
      UIView.animate(withDuration: 0.3, animations: { self.underline.frame = frame })
    } else {
      underline.frame = frame
    }
  }

  /// Puts the underline part-way between the tabs while the pages are dragged: `progress` is the
  /// scroll position in pages (0 = 快车, 1 = 出租车).
  func followPages(progress: CGFloat) {
    let clamped = min(max(progress, 0), CGFloat(tabs.count - 1))
    let lower = Int(clamped.rounded(.down))
    let upper = min(lower + 1, tabs.count - 1)
    let fraction = clamped - CGFloat(lower)
    let from = underlineFrame(under: lower)
    let to = underlineFrame(under: upper)
    underline.frame = CGRect(
      x: from.minX + (to.minX - from.minX) * fraction, y: from.minY,
      width: from.width + (to.width - from.width) * fraction, height: from.height)
  }

  /// As wide as the tab's title text, 3 pt high, on the header's bottom edge, centred under the tab.
  private func underlineFrame(under index: Int) -> CGRect {
    let tab = tabs[index]
    let textWidth = tab.titleLabel?.sizeThatFits(.zero).width ?? 0
    return CGRect(
      x: tab.frame.midX - textWidth / 2, y: HomeLayout.headerHeight - 3, width: textWidth, height: 3)
  }

  private func setUpTabs(width: CGFloat) {
    let tabWidth = width / 2
    for (index, (tab, title)) in zip(tabs, [language.expressTab, language.taxiTab]).enumerated() {
      tab.accessibilityIdentifier = index == 0 ? "tab.express" : "tab.taxi"
      tab.tag = index
      tab.setTitle(title, for: .normal)
      tab.titleLabel?.font = .systemFont(ofSize: 15)
      tab.setTitleColor(AppColor.tab, for: .normal)
      tab.setTitleColor(HomeLayout.selectedTabColor, for: .disabled)
      tab.frame = CGRect(x: CGFloat(index) * tabWidth, y: top + 70, width: tabWidth, height: 30)
      tab.addAction(
        UIAction { [weak self] _ in
          self?.selectTab(index, animated: true)
          self?.onTabTapped?(index)
        }, for: .touchUpInside)
      addSubview(tab)
    }
  }

  private func setUpCornerButtons(width: CGFloat) {
    for (button, title, x, id) in [
      (mineButton, language.mine, 15, "header.mine"),
      (messageButton, language.messages, width - 55, "header.messages"),
    ] {
      button.accessibilityIdentifier = id
      button.setTitle(title, for: .normal)
      button.setTitleColor(AppColor.headerButton, for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 13)
      button.frame = CGRect(x: x, y: top + 24, width: 40, height: 40)
      // Which button, decided now: the action capturing its own button would keep it alive.
      let isMine = button === mineButton
      button.addAction(
        UIAction { [weak self] _ in
          guard let self else { return }
          let handler = isMine ? self.onMine : self.onMessages
          if let handler { handler() } else { self.log("\(title) tapped") }
        }, for: .touchUpInside)
      addSubview(button)
    }
  }
}
