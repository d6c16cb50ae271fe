import MapKit
import Ride

@MainActor
extension CLGeocoder {
  /// Names `location` in `language` (`shown` hears it at once), then in the app's other language,
  /// and gives both to `named`: a place kept in the history or the recents reads right after a
  /// switch of language ("Kaivokatu 1号" / "Kaivokatu 1"). One request after the other, as a
  /// geocoder takes one at a time; nothing is named when the first finds nothing.
  func nameInBothLanguages(
    _ location: CLLocation, first language: AppLanguage, shown: @escaping @MainActor (String?) -> Void,
    named: @escaping @MainActor (LocalizedText) -> Void
  ) {
    reverseGeocodeLocation(location, preferredLocale: language.locale) { [weak self] placemarks, _ in
      let name = placemarks?.first?.name ?? placemarks?.first?.locality
      shown(name)
      guard let self, let name else { return }
      let other: AppLanguage = language == .zh ? .en : .zh
      self.reverseGeocodeLocation(location, preferredLocale: other.locale) { placemarks, _ in
        let otherName = placemarks?.first?.name ?? placemarks?.first?.locality ?? name
        named(
          language == .zh ? LocalizedText(zh: name, en: otherName) : LocalizedText(zh: otherName, en: name))
      }
    }
  }
}
