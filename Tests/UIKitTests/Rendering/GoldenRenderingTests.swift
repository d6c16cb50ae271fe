@_spi(Hail) import CoreGraphics
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// The engine's pieces as pixels, compared with the golden images in `Tests/UIKitTests/Goldens`
/// (re-record with `HAIL_RECORD_GOLDENS=1`; see docs/ARCHITECTURE.md). Each renders one small
/// view at 2x, headless on the virtual clock, so the images stay a few kilobytes.
@MainActor
@Suite struct GoldenRenderingTests {
  @Test func aLabelInEnglish() throws {
    let scene = GoldenScene(size: CGSize(width: 180, height: 44))
    let label = UILabel(frame: scene.canvas.bounds.insetBy(dx: 8, dy: 0))
    label.text = "Where to? Hail a ride"
    label.font = .systemFont(ofSize: 17)
    scene.canvas.addSubview(label)
    assertGolden(try scene.render(), named: "label-english")
  }

  @Test func aLabelInChinese() throws {
    let scene = GoldenScene(size: CGSize(width: 220, height: 44))
    let label = UILabel(frame: scene.canvas.bounds.insetBy(dx: 8, dy: 0))
    label.text = "仿滴滴出行：快车 出租车"
    label.font = .systemFont(ofSize: 17)
    label.textAlignment = .center
    label.textColor = UIColor(red: 1, green: 160.0 / 255, blue: 122.0 / 255, alpha: 1)
    scene.canvas.addSubview(label)
    assertGolden(try scene.render(), named: "label-chinese")
  }

  @Test(arguments: ["normal", "highlighted", "disabled", "selected"])
  func aButtonInEachState(_ state: String) throws {
    let scene = GoldenScene(size: CGSize(width: 140, height: 52))
    let button = UIButton(type: .system)
    button.frame = scene.canvas.bounds.insetBy(dx: 10, dy: 6)
    button.setTitle("叫车 Hail", for: .normal)
    button.setTitle("已选 Chosen", for: .selected)
    button.setTitleColor(.white, for: .selected)
    button.backgroundColor = UIColor(white: 0.93, alpha: 1)
    button.layer.cornerRadius = 8
    scene.canvas.addSubview(button)
    switch state {
    case "highlighted": button.isHighlighted = true
    case "disabled": button.isEnabled = false
    case "selected":
      button.isSelected = true
      button.backgroundColor = .systemBlue
    default: break
    }
    assertGolden(try scene.render(), named: "button-\(state)")
  }

  @Test func shadowsAndRoundedCorners() throws {
    let scene = GoldenScene(size: CGSize(width: 220, height: 120))
    let card = UIView(frame: CGRect(x: 16, y: 16, width: 90, height: 80))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.shadowOpacity = 0.35
    card.layer.shadowRadius = 6
    card.layer.shadowOffset = CGSize(width: 0, height: 3)
    let ring = UIView(frame: CGRect(x: 124, y: 16, width: 80, height: 80))
    ring.backgroundColor = UIColor(red: 1, green: 160.0 / 255, blue: 122.0 / 255, alpha: 1)
    ring.layer.cornerRadius = 40
    ring.layer.borderWidth = 4
    ring.layer.borderColor = UIColor.darkGray.cgColor
    // A clipping rounded view cuts its child's corner off.
    ring.clipsToBounds = true
    let inner = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
    inner.backgroundColor = .systemBlue
    ring.addSubview(inner)
    scene.canvas.addSubview(card)
    scene.canvas.addSubview(ring)
    assertGolden(try scene.render(), named: "shadows-and-corners")
  }

  @Test func aScrolledTable() throws {
    let scene = GoldenScene(size: CGSize(width: 160, height: 200))
    let rows = NumberedRows()
    let table = UITableView(frame: scene.canvas.bounds, style: .plain)
    table.rowHeight = 44
    table.register(NumberedCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    scene.canvas.addSubview(table)
    table.layoutIfNeeded()
    // Half a row past the third: cells cut at the top edge by the table's clip.
    table.contentOffset = CGPoint(x: 0, y: 3 * 44 + 22)
    table.layoutIfNeeded()
    assertGolden(try scene.render(), named: "table-scrolled")
  }

  @Test func anAnimationHalfWay() throws {
    let scene = GoldenScene(size: CGSize(width: 200, height: 100))
    let box = UIView(frame: CGRect(x: 10, y: 30, width: 40, height: 40))
    box.backgroundColor = .systemBlue
    box.layer.cornerRadius = 6
    scene.canvas.addSubview(box)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      box.frame = CGRect(x: 130, y: 20, width: 60, height: 60)
      box.alpha = 0.2
    }
    UIApplication.shared.advance(by: 0.5)
    // Half-way along the linear curve: x 70, y 25, 50 × 50 pt, alpha 0.6.
    let presentation = try #require(box.layer.presentation())
    #expect(presentation.frame == CGRect(x: 70, y: 25, width: 50, height: 50))
    assertGolden(try scene.render(), named: "animation-half-way")
  }
}

/// A white canvas of `size` points in a headless window, rendered alone at 2x.
@MainActor
/// A row showing its number, as the home screen's cards do.
private final class NumberedCell: UITableViewCell {
  let label = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    label.font = .systemFont(ofSize: 15)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds.insetBy(dx: 12, dy: 0)
  }
}

private final class NumberedRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    (cell as? NumberedCell)?.label.text = "第 \(indexPath.row) 行 · row \(indexPath.row)"
    cell.backgroundColor = indexPath.row.isMultiple(of: 2) ? .white : UIColor(white: 0.95, alpha: 1)
    return cell
  }
}
