import Foundation
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// The search bar passes its field's events on as UISearchBarDelegate calls; the search controller
/// follows the bar.
@MainActor
@Suite struct UISearchBarTests {
  final class Recorder: UISearchBarDelegate, UISearchResultsUpdating, UISearchControllerDelegate {
    var log: [String] = []
    var texts: [String] = []
    var rejects = false
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
      log.append("shouldBegin")
      return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { texts.append(searchText) }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
      -> Bool
    {
      !rejects
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func updateSearchResults(for searchController: UISearchController) {
      log.append("update:\(searchController.searchBar.text ?? "")")
    }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
  }

  private func bar(in app: Headless) -> UISearchBar {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 375, height: 56))
    app.root.addSubview(bar)
    app.window.layoutIfNeeded()
    return bar
  }

  private func center(of view: UIView, in app: Headless) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: app.window)
  }

  @Test func theBarIs56PointsWithTheFieldInsetAndTheCancelButtonBesideIt() {
    let app = Headless()
    let bar = bar(in: app)
    #expect(bar.intrinsicContentSize.height == 56)
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 359, height: 36))
    #expect(bar.searchTextField.placeholder == "搜索")
    #expect(bar.cancelButton.title(for: .normal) == "取消")
    bar.setShowsCancelButton(true, animated: false)
    let button = bar.cancelButton.frame
    #expect(button.maxX == 367)
    #expect(bar.searchTextField.frame.maxX == button.minX - 8)
    #expect(bar.searchTextField.returnKeyType == .search)
  }

  @Test func theFieldsEventsReachTheDelegate() {
    let app = Headless()
    let bar = bar(in: app)
    let recorder = Recorder()
    bar.delegate = recorder
    app.tap(at: center(of: bar.searchTextField, in: app))
    #expect(recorder.log == ["shouldBegin", "didBegin"])
    app.keys.type("Kamp")
    #expect(recorder.texts == ["K", "Ka", "Kam", "Kamp"])
    recorder.rejects = true
    app.keys.type("x")
    #expect(bar.text == "Kamp")
    recorder.rejects = false
    app.keys.press(.keyboardReturnOrEnter)
    #expect(recorder.log.last == "search")
    #expect(bar.searchTextField.isEditing)  // the search key does not end editing
    bar.searchTextField.clearButtonTapped()
    #expect(recorder.texts.last == "")
    bar.setShowsCancelButton(true, animated: false)
    app.tap(at: center(of: bar.cancelButton, in: app))
    #expect(recorder.log.last == "cancel")
  }

  @Test func theSearchControllerFollowsTheBar() throws {
    let app = Headless()
    let results = UIViewController()
    let search = UISearchController(searchResultsController: results)
    let recorder = Recorder()
    search.searchResultsUpdater = recorder
    search.delegate = recorder
    search.searchBar.frame = CGRect(x: 0, y: 20, width: 375, height: 56)
    app.root.addSubview(search.searchBar)
    app.window.layoutIfNeeded()
    app.tap(at: center(of: search.searchBar.searchTextField, in: app))
    #expect(search.isActive)
    #expect(recorder.log == ["willPresent", "update:"])
    app.advance(0.5)
    #expect(search.searchBar.showsCancelButton)
    // Below the bar: dimmed, the results hidden until there is text.
    #expect(search.view.superview === app.root)
    #expect(search.view.frame == CGRect(x: 0, y: 76, width: 375, height: 591))
    #expect(search.dimmingView.isHidden == false)
    #expect(results.view.isHidden)
    app.keys.type("北")
    #expect(recorder.log.last == "update:北")
    #expect(results.view.isHidden == false)
    #expect(search.dimmingView.isHidden)
    app.tap(at: center(of: search.searchBar.cancelButton, in: app))
    #expect(search.isActive == false)
    #expect(search.searchBar.text == "")
    #expect(search.searchBar.searchTextField.isEditing == false)
    #expect(search.view.superview == nil)
    #expect(recorder.log.suffix(2) == ["update:", "didDismiss"])
  }

  @Test func tappingTheDimmedBackgroundEndsTheSearch() {
    let app = Headless()
    let search = UISearchController()
    search.searchBar.frame = CGRect(x: 0, y: 20, width: 375, height: 56)
    app.root.addSubview(search.searchBar)
    search.isActive = true
    #expect(search.searchBar.searchTextField.isEditing)
    app.tap(at: CGPoint(x: 187, y: 300))
    #expect(search.isActive == false)
  }

  @Test(arguments: ["empty", "editing"])
  func theSearchBar(_ state: String) throws {
    let scene = GoldenScene(size: CGSize(width: 320, height: 56))
    let bar = UISearchBar(frame: scene.canvas.bounds)
    scene.canvas.addSubview(bar)
    if state == "editing" {
      bar.becomeFirstResponder()
      bar.text = "Kaisaniemi"
      bar.setShowsCancelButton(true, animated: false)
      scene.headless.advance(0.1)
    }
    assertGolden(try scene.render(), named: "search-bar-\(state)")
  }
}

/// `navigationItem.searchController`: the bar shows under the title and the search covers the
/// screen below the navigation bar.
@MainActor
@Suite struct NavigationSearchTests {
  @Test func theNavigationBarGrowsBy52PointsAndTheSearchCoversBelowIt() throws {
    let app = Headless(safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let screen = UIViewController()
    let search = UISearchController()
    screen.navigationItem.title = "目的地"
    screen.navigationItem.searchController = search
    let navigation = UINavigationController(rootViewController: screen)
    app.window.rootViewController = navigation
    app.advance(1.0 / 60)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
    #expect(search.searchBar.superview === navigation.navigationBar)
    #expect(search.searchBar.frame == CGRect(x: 0, y: 44, width: 375, height: 52))
    #expect(screen.view.safeAreaInsets.top == 116)
    let field = search.searchBar.searchTextField
    app.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: app.window))
    #expect(search.isActive)
    #expect(search.view.superview === screen.view)
    #expect(search.view.frame.minY == 116)
    #expect(navigation.children == [screen])
  }
}
