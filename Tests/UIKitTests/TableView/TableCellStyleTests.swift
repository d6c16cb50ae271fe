import Testing

@_spi(Hail) @testable import UIKit

@MainActor
@Suite struct TableCellStyleTests {
  private func cell(_ style: UITableViewCell.CellStyle) -> UITableViewCell {
    let cell = UITableViewCell(style: style, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    return cell
  }

  @Test func aPlainCellHasATextLabelAndNoDetail() {
    _ = Headless()
    let cell = UITableViewCell()
    #expect(cell.style == .default)
    #expect(cell.reuseIdentifier == nil)
    #expect(cell.textLabel != nil)
    #expect(cell.detailTextLabel == nil)
    #expect(cell.textLabel?.font.pointSize == 17)  // Body at the default Dynamic Type size
  }

  @Test func subtitleTextStacksCentredAtTheLeadingMargin() throws {
    _ = Headless()
    let cell = cell(.subtitle)
    cell.textLabel?.text = "Kamppi"
    cell.detailTextLabel?.text = "Urho Kekkosen katu 1"
    cell.layoutIfNeeded()
    let text = try #require(cell.textLabel).frame
    let detail = try #require(cell.detailTextLabel).frame
    #expect(cell.detailTextLabel?.font.pointSize == 15)  // Subheadline
    #expect(text.minX == 16 && detail.minX == 16)
    #expect(detail.minY == text.maxY)
    #expect(text.minY - 0 == 44 - detail.maxY)  // the pair centred in the row
    #expect(text.width == CGFloat(320 - 32))
  }

  @Test func aValueCellPutsTheDetailAtTheTrailingMargin() throws {
    _ = Headless()
    let cell = cell(.value1)
    cell.textLabel?.text = "Express"
    cell.detailTextLabel?.text = "€12"
    cell.layoutIfNeeded()
    let detail = try #require(cell.detailTextLabel).frame
    #expect(detail.maxX == CGFloat(320 - 16))
    #expect(abs(detail.midY - 22) < 0.5)
    #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
  }

  @Test func anImagePushesTheTextPastItAndItsPadding() throws {
    _ = Headless()
    let cell = cell(.default)
    cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in }
    cell.textLabel?.text = "Home"
    cell.layoutIfNeeded()
    #expect(cell.imageView?.frame == CGRect(x: 16, y: 7, width: 30, height: 30))
    #expect(cell.textLabel?.frame.minX == CGFloat(16 + 30 + 16))
  }

  @Test func aDisclosureIndicatorNarrowsTheContentView() {
    _ = Headless()
    let cell = cell(.default)
    cell.accessoryType = .disclosureIndicator
    cell.layoutIfNeeded()
    // 16 pt margin, the 8 pt chevron, 16 pt before the content.
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 280, height: 44))
    cell.accessoryType = .none
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame.width == 320)
  }

  @Test func aContentConfigurationIsShownInAListContentView() throws {
    _ = Headless()
    let cell = cell(.subtitle)
    var configuration = cell.defaultContentConfiguration()
    #expect(configuration.secondaryTextProperties.font.pointSize == 15)
    configuration.text = "Airport"
    configuration.secondaryText = "Helsinki-Vantaa"
    cell.contentConfiguration = configuration
    cell.layoutIfNeeded()
    let view = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
    #expect(view.frame == cell.contentView.bounds)
    #expect(view.textLabel.text == "Airport")
    #expect(view.secondaryTextLabel.frame.minY == view.textLabel.frame.maxY)
    configuration.text = "Pasila"
    cell.contentConfiguration = configuration
    #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.count == 1)
    #expect(view.textLabel.text == "Pasila")
  }
}
