import Foundation

/// A reverse-geocoded address.
public struct Address: Sendable, Equatable {
  public var houseNumber: String?
  public var street: PlaceName?
  /// A named place when no street is near (a square, a park, a station), or the place at the address.
  public var place: PlaceName?
  public var city: PlaceName?
  /// `addr:postcode` at the address.
  public var postcode: String?
  /// The country, an ISO 3166-1 alpha-2 code: the address's `addr:country`, else the one most
  /// addresses on the map give.
  public var countryCode: String?
  /// The mapped position the address came from.
  public var coordinate: Coordinate
  /// Metres from the queried coordinate.
  public var distance: Double

  /// The address as one line: English order "Kaivokatu 1, Helsinki"; Chinese order city first,
  /// then street and number with 号 ("赫尔辛基 Kaivokatu 1号"), using `name:zh` where mapped.
  public func formatted(_ language: MapLanguage = .english) -> String {
    let streetName = street?.localized(language)
    let placeName = place?.localized(language)
    let cityName = city?.localized(language)
    switch language {
    case .chinese:
      var line = ""
      if let streetName {
        line = streetName + (houseNumber.map { " \($0)号" } ?? "")
      } else if let placeName {
        line = placeName
      }
      return [cityName, line.isEmpty ? nil : line].compactMap { $0 }.joined(separator: " ")
    case .english, .local:
      var first: String?
      if let streetName {
        first = streetName + (houseNumber.map { " \($0)" } ?? "")
      } else {
        first = placeName
      }
      return [first, cityName].compactMap { $0 }.joined(separator: ", ")
    }
  }
}

extension MapStore {
  /// Search radii for reverse geocoding, metres: a house number must be next door, a street within
  /// a block, a named place within a short walk.
  public static let geocodeRadii = (address: 40.0, street: 120.0, place: 300.0)

  /// The nearest address with a house number, else the nearest named street, else the nearest named
  /// place. Throws `MapError.offMap` outside the map or when nothing named is near.
  public func reverseGeocode(_ coordinate: Coordinate) throws -> Address {
    require(.geocoding)
    guard contains(coordinate) else { throw MapError.offMap(coordinate) }
    let query = WebMercator.project(coordinate)
    let scale = WebMercator.scale(atLatitude: coordinate.latitude)
    func near(_ grid: TileIndex, _ points: Column<MapPoint>, _ radius: Double) -> (Int, Double)? {
      var best: (Int, Double)?
      let reach = radius * scale
      grid.forEachCandidate(in: MapRect(center: query, width: 2 * reach, height: 2 * reach)) { item in
        let distance = hypot(points[item].x - query.x, points[item].y - query.y) / scale
        if distance <= radius, best == nil || (distance, item) < (best!.1, best!.0) {
          best = (item, distance)
        }
      }
      return best
    }
    let names = indexes.summary.addressNames
    let city = names.defaultCity(in: data)
    if let (index, distance) = near(
      indexes.addressTiles, indexes.addressPoints, MapStore.geocodeRadii.address)
    {
      let street = data.addressStreet[index]
      let cityName = data.addressCity[index]
      return Address(
        houseNumber: data.string(data.addressHouseNumber[index]),
        street: names.street(street, in: data),
        place: nil,
        city: cityName < 0 ? city : names.city(cityName, in: data),
        postcode: data.string(data.addressPostcode[index]),
        countryCode: data.string(data.addressCountry[index]) ?? names.defaultCountry(in: data),
        coordinate: data.addressCoordinate[index].coordinate, distance: distance)
    }
    if let (feature, point, distance) = nearestNamedRoad(to: query, scale: scale) {
      let name = PlaceName(
        local: data.string(data.featureName[feature]), chinese: data.string(data.featureNameZh[feature]),
        english: data.string(data.featureNameEn[feature]))
      return Address(
        houseNumber: nil, street: name, place: nil, city: city, countryCode: names.defaultCountry(in: data),
        coordinate: WebMercator.coordinate(point), distance: distance)
    }
    if let (poi, distance) = near(indexes.poiTiles, indexes.poiPoints, MapStore.geocodeRadii.place) {
      let place = pointOfInterest(poi)
      return Address(
        houseNumber: nil, street: nil, place: place.name, city: city,
        countryCode: names.defaultCountry(in: data),
        coordinate: place.coordinate, distance: distance)
    }
    throw MapError.offMap(coordinate)
  }

  /// The closest point on a named road (any class, not only car roads) within the street radius.
  /// Reads the tile index, kinds, name references and points in place: only the winner's name is
  /// decoded (making every nearby road's `MapFeature` cost more than the search).
  private func nearestNamedRoad(to query: MapPoint, scale: Double) -> (Int, MapPoint, Double)? {
    let radius = MapStore.geocodeRadii.street
    let reach = radius * scale
    let square = MapRect(center: query, width: 2 * reach, height: 2 * reach)
    // Compared squared, in projected units: one square root for the winner, not one per segment.
    let limit = reach * reach
    var best: (feature: Int, point: MapPoint, squared: Double)?
    func measure(_ feature: Int, _ points: UnsafeBufferPointer<MapPoint>) {
      let part = Int(data.featurePartStarts[feature])
      for index in Int(data.partStarts[part])..<Int(data.partStarts[part + 1]) - 1 {
        let (_, point, squared) = query.nearest(onSegmentFrom: points[index], to: points[index + 1])
        if squared <= limit, best == nil || (squared, feature) < (best!.squared, best!.feature) {
          best = (feature, point, squared)
        }
      }
    }
    // A feature comes once for each of its tiles the square meets (up to four): the named roads
    // already measured are kept on the stack, and a road whose box lies farther than the best so far
    // is passed over (with a hair of slack: a road as near may still win the tie by its lower id, and
    // a segment's nearest point is computed, so it may round a little outside its box).
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 64) { measured in
      var measuredCount = 0
      indexes.points.withUnsafeBufferPointer { points in
        indexes.featureTiles.forEachCandidate(in: square) { feature in
          let bounds = indexes.featureBounds[feature]
          guard data.featureKind[feature] == FeatureKind.road.rawValue,
            data.featureName[feature] >= 0 || data.featureNameZh[feature] >= 0
              || data.featureNameEn[feature] >= 0,
            bounds.intersects(square),
            query.squaredDistance(to: bounds) <= (best?.squared ?? limit) * (1 + 1e-9),
            !measured[0..<measuredCount].contains(feature)
          else { return }
          if measuredCount < measured.count {
            measured[measuredCount] = feature
            measuredCount += 1
          }
          measure(feature, points)
        }
      }
    }
    return best.map { ($0.feature, $0.point, $0.squared.squareRoot() / scale) }
  }
}
