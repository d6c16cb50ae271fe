import Foundation
import Ride
import UIKit

/// 我的 and 消息: the drawer (the history, whose trips open their receipts, the bookings, which can
/// be cancelled, the saved places, set or changed through the search, and the settings) and the
/// notifications.
extension RideCoordinator {
  /// 我的: the drawer with the history, the bookings, the saved places and the settings.
  func openDrawer(animated: Bool = true) {
    guard isIdle, let presenter = topController else { return }
    let drawer = DrawerViewController(
      language: language, sections: drawerSections, preferences: controller.data.preferences)
    drawer.slidesIn = animated
    drawer.onPreferences = { [weak self, weak drawer] chosen in
      drawer?.preferences = chosen
      self?.home.apply(chosen)
    }
    drawer.onSelect = { [weak self, weak drawer] action in
      guard let self, let drawer else { return }
      switch action {
      case .trip(let id): self.showReceipt(of: id, over: drawer)
      case .booking(let id): self.confirmCancelBooking(id, in: drawer)
      case .savedPlace(let kind): self.searchSavedPlace(kind, over: drawer)
      }
    }
    presenter.present(drawer, animated: false)
  }

  /// A trip of the history: its route and receipt, whose stars rate it again.
  private func showReceipt(of id: UUID, over drawer: DrawerViewController) {
    guard let record = controller.data.history.first(where: { $0.id == id }) else { return }
    let receipt = TripReceiptViewController(record: record, language: language)
    receipt.onRate = { [weak self, weak drawer] stars in
      guard let self else { return }
      self.controller.rateTrip(id, stars: stars)
      drawer?.sections = self.drawerSections
    }
    drawer.present(receipt, animated: true)
  }

  /// 家 or 公司: the search, asking for that place alone; the place chosen is saved, and shown in
  /// the drawer.
  private func searchSavedPlace(_ kind: SavedPlaceKind, over drawer: DrawerViewController) {
    let search = SearchViewController(
      language: language, pickup: currentPickup(), saved: controller.data.savedPlaces,
      recents: controller.data.recents.places, setting: kind)
    search.onSave = { [weak self, weak drawer] place, kind in
      guard let self else { return }
      self.controller.save(place, as: kind)
      drawer?.sections = self.drawerSections
    }
    search.onFinish = { [weak drawer] _ in drawer?.dismiss(animated: true) }
    drawer.present(search, animated: true)
  }

  /// A booked ride: cancelling it (free) after a confirm alert.
  private func confirmCancelBooking(_ id: UUID, in drawer: DrawerViewController) {
    let alert = UIAlertController(
      title: language.cancelBookingQuestion, message: language.cancelBookingMessage, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: language.keepBooking, style: .cancel))
    let confirm = UIAlertAction(title: language.cancelBooking, style: .destructive) {
      [weak self, weak drawer] _ in
      guard let self else { return }
      self.controller.cancelBooking(id)
      drawer?.sections = self.drawerSections
    }
    alert.addAction(confirm)
    alert.preferredAction = confirm
    drawer.present(alert, animated: true)
  }

  private var drawerSections: [DrawerSection] {
    DrawerRow.sections(data: controller.data, scheduled: session.scheduledRides, language: language)
  }

  /// 消息: the trip's notifications.
  func openMessages() {
    guard let presenter = topController else { return }
    presenter.present(
      MessagesViewController(language: language, notifications: session.notifications), animated: true)
  }
}
