import Testing
@_spi(Hail) import UIKit

/// `UITableViewHeaderFooterView`: registered classes dequeued and reused as sections scroll, the
/// views `headerView(forSection:)`/`footerView(forSection:)` find (titles show in one too), the
/// delegate's display calls, and headers as tall as their constraints.
@MainActor
@Suite struct TableHeaderFooterViewTests {
  /// Twenty sections of five 44 pt rows under 30 pt headers from a registered class: each section
  /// is 250 pt tall, so three are on a 667 pt screen. With `automatic` the headers size themselves.
  private func setUp(automatic: Bool = false) -> (Headless, UITableView, HeaderModel) {
    let app = Headless()
    let model = HeaderModel()
    model.automatic = automatic
    let table = UITableView(frame: app.root.bounds, style: .plain)
    table.register(CountedHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    table.dataSource = model
    table.delegate = model
    app.root.addSubview(table)
    table.layoutIfNeeded()
    return (app, table, model)
  }

  @Test func registeredHeadersAreDequeuedShownAndReused() throws {
    let (_, table, model) = setUp()
    let first = try #require(table.headerView(forSection: 0) as? CountedHeader)
    #expect(first.reuseIdentifier == "header")
    #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: 30))
    #expect(first.textLabel?.text == "Section 0")
    #expect(table.headerView(forSection: 2)?.frame == CGRect(x: 0, y: 500, width: 375, height: 30))
    #expect(table.headerView(forSection: 3) == nil)
    #expect(model.made == 3)
    #expect(model.willDisplay == [0, 1, 2])
    table.contentOffset = CGPoint(x: 0, y: 1000)
    table.layoutIfNeeded()
    // Sections 4–6 are on screen now, in the three views that left with sections 0–2.
    #expect(model.didEnd == [0, 1, 2])
    #expect(model.willDisplay == [0, 1, 2, 4, 5, 6])
    #expect(model.made == 3)
    #expect(first.reuses == 1)
    #expect(table.headerView(forSection: 0) == nil)
    #expect(table.headerView(forSection: 4)?.textLabel?.text == "Section 4")
    #expect(table.headerView(forSection: 4)?.frame == CGRect(x: 0, y: 1000, width: 375, height: 30))
    #expect(table.rectForHeader(inSection: 4) == CGRect(x: 0, y: 1000, width: 375, height: 30))
    #expect(table.rect(forSection: 4) == CGRect(x: 0, y: 1000, width: 375, height: 250))
    #expect(table.rectForFooter(inSection: 4) == CGRect(x: 0, y: 1250, width: 375, height: 0))
    #expect(table.rectForHeader(inSection: 20) == .zero)
  }

  @Test func anUnregisteredIdentifierDequeuesNothing() {
    var reports: [String] = []
    let app = Headless(diagnostics: { reports.append($0) })
    let table = UITableView(frame: app.root.bounds)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "missing") == nil)
    table.register(UIView.self, forHeaderFooterViewReuseIdentifier: "view")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "view") == nil)
    #expect(reports == ["UITableView: register: UIView is not a UITableViewHeaderFooterView subclass"])
  }

  @Test func titlesShowInHeaderFooterViewsTheDelegateCanRestyle() throws {
    let app = Headless()
    let model = TitleModel()
    let table = UITableView(frame: app.root.bounds, style: .grouped)
    table.dataSource = model
    table.delegate = model
    app.root.addSubview(table)
    table.layoutIfNeeded()
    // Grouped: a 38 pt titled header, three 44 pt rows, a 38 pt titled footer (upper-cased headers
    // only).
    let header = try #require(table.headerView(forSection: 0))
    let footer = try #require(table.footerView(forSection: 0))
    #expect(header.textLabel?.text == "NEARBY")
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 38))
    #expect(header.textLabel?.textColor == .systemRed)
    #expect(footer.textLabel?.text == "Within 1 km")
    #expect(footer.frame == CGRect(x: 0, y: 170, width: 375, height: 38))
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "SAVED")
    #expect(table.footerView(forSection: 1) == nil)
    // Section 1 has no footer title: a grouped table's 18 pt gap.
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 208, width: 375, height: 38 + 132 + 18))
    #expect(model.shownHeaders == [0, 1])
    #expect(model.shownFooters == [0])
  }

  @Test func anAutomaticHeaderIsAsTallAsItsConstraintsNeed() throws {
    let (_, table, model) = setUp(automatic: true)
    // A 40 pt box 8 pt from the content view's top and bottom: 56 pt.
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 56))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 56)
    let header = try #require(table.headerView(forSection: 0) as? CountedHeader)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 56))
    #expect(header.box.frame == CGRect(x: 16, y: 8, width: 343, height: 40))
    // Views dequeued only to be measured go back to the queue: only those on screen were made.
    #expect(model.made == 3)
  }
}

/// A header that counts how often it is reused; with a constrained box for self-sizing.
private final class CountedHeader: UITableViewHeaderFooterView {
  var reuses = 0
  let box = UIView()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  func constrainBox() {
    guard box.superview == nil else { return }
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
  }
}

@MainActor
private final class HeaderModel: NSObject, UITableViewDataSource, UITableViewDelegate {
  var made = 0
  var automatic = false
  var willDisplay: [Int] = []
  var didEnd: [Int] = []
  private var seen: Set<ObjectIdentifier> = []

  func numberOfSections(in tableView: UITableView) -> Int { 20 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    automatic ? UITableView.automaticDimension : 30
  }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? CountedHeader
    if let header, seen.insert(ObjectIdentifier(header)).inserted { made += 1 }
    header?.textLabel?.text = "Section \(section)"
    if automatic { header?.constrainBox() }
    return header
  }
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    willDisplay.append(section)
  }
  func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
    didEnd.append(section)
  }
}

@MainActor
private final class TitleModel: NSObject, UITableViewDataSource, UITableViewDelegate {
  var shownHeaders: [Int] = []
  var shownFooters: [Int] = []

  func numberOfSections(in tableView: UITableView) -> Int { 2 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    ["Nearby", "Saved"][section]
  }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section == 0 ? "Within 1 km" : nil
  }
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    shownHeaders.append(section)
    (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .systemRed
  }
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
    shownFooters.append(section)
  }
}
