import UIKit

/// The ride-hailing home screen, as the original write-up builds it: the map at the back, the
/// header with the service tabs, and over both a transparent paging scroll view whose pages are the
/// express table and the taxi card. Touches above a page's content fall through to the map.
public final class HomeViewController: UIViewController, UIScrollViewDelegate {
  public private(set) var mapView: MapPlaceholderView!
  private var header: HomeHeaderView!
  private var pages: PassThroughScrollView!
  private var expressTable: ExpressTableView!
  private var taxiCard: TaxiCardView!
  private var tableOffsetObservation: NSKeyValueObservation?
  /// Where taps the original only logs are reported.
  public var log: (String) -> Void = { print($0) } {
    didSet { propagateLog() }
  }

  public var headerView: UIView { header }
  public var scrollView: UIScrollView { pages }
  public var tableView: UITableView { expressTable }
  public var taxiView: UIView { taxiCard }
  /// The page showing: 0 for 快车 (Express), 1 for 出租车 (Taxi).
  public var selectedPage: Int { header.selectedTab }

  public override func viewDidLoad() {
    super.viewDidLoad()
    setupMapView()
    setupHeaderView()
    setupScrollView()
    setupTableView()
    setupTaxiView()
    propagateLog()
  }

  private func setupMapView() {
    mapView = MapPlaceholderView(frame: view.bounds)
    view.addSubview(mapView)
  }

  private func setupHeaderView() {
    header = HomeHeaderView()
    header.onTabTapped = { [weak self] page in
      guard let self else { return }
      self.pages.setContentOffset(CGPoint(x: CGFloat(page) * HomeLayout.screenWidth, y: 0), animated: true)
    }
    view.addSubview(header)
  }

  private func setupScrollView() {
    pages = PassThroughScrollView(frame: view.bounds)
    pages.accessibilityIdentifier = "pages"
    // Two pages wide so that a horizontal swipe pages too (the original's contentSize was zero:
    // only the tabs paged); no height, so it never scrolls vertically.
    pages.contentSize = CGSize(width: HomeLayout.screenWidth * 2, height: 0)
    pages.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0)
    pages.isPagingEnabled = true
    pages.showsHorizontalScrollIndicator = false
    pages.delegate = self
    view.addSubview(pages)
  }

  private func setupTableView() {
    expressTable = ExpressTableView()
    pages.addSubview(expressTable)
    // Key-value observation of the table's offset collapses and restores the header.
    tableOffsetObservation = expressTable.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
      guard let offset = change.newValue else { return }
      self?.tableDidScroll(to: offset)
    }
  }

  private func setupTaxiView() {
    taxiCard = TaxiCardView()
    pages.addSubview(taxiCard)
  }

  /// Past half the screen the header slides up out of view; back below half it slides back in
  /// (0.15 s, linear). The guards read the header's model frame, which an animation sets at once,
  /// so a scroll tick during the slide does not start it again.
  private func tableDidScroll(to offset: CGPoint) {
    let half = -HomeLayout.screenHeight * 0.5
    if offset.y > half, header.frame.origin.y == 0 {
      UIView.animate(
        withDuration: 0.15, delay: 0, options: .curveLinear,
        animations: { self.header.frame.origin.y = -HomeLayout.headerHeight })
    }
    if offset.y < half, header.frame.origin.y == -HomeLayout.headerHeight {
      UIView.animate(
        withDuration: 0.15, delay: 0, options: .curveLinear, animations: { self.header.frame.origin.y = 0 })
    }
  }

  // MARK: UIScrollViewDelegate (the pages)

  /// While a finger drags the pages, the underline follows them.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView === pages, scrollView.isDragging || scrollView.isDecelerating else { return }
    header.followPages(progress: scrollView.contentOffset.x / HomeLayout.screenWidth)
  }

  /// A swipe that comes to rest on a page selects its tab.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    guard scrollView === pages else { return }
    let page = Int((scrollView.contentOffset.x / HomeLayout.screenWidth).rounded())
    header.selectTab(page, animated: false)
  }

  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { scrollViewDidEndDecelerating(scrollView) }
  }

  private func propagateLog() {
    guard isViewLoaded else { return }
    header.log = log
    expressTable.log = log
  }
}
