import CZlib
import Foundation
import OpenStreetMap

/// libFuzzer target: any bytes as a `.hailmap`, with the header's length and CRC-32 made to match
/// the payload first — what a map "that passes the CRC with one value changed" is — so the fuzzer
/// reaches the content checks instead of the checksum. A map that opens then answers one query of
/// each kind (a viewport, places, reverse geocoding, search, a route each way and travel times) at
/// points chosen by the input's last bytes within the map's bounds. Each must return or throw a
/// `MapError`; a crash, a leak, a hang or an allocation past the limits is a finding.
private let scratch = FuzzScratch(name: "map.hailmap")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMapFile(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  var file = Array(UnsafeBufferPointer(start: bytes, count: count))
  // The header: magic (8), version (4), CRC-32 of the payload (4), payload length (8).
  if file.count >= 24 {
    let payload = file[24...]
    let crc = payload.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    withUnsafeBytes(of: crc.littleEndian) { file.replaceSubrange(12..<16, with: $0) }
    withUnsafeBytes(of: UInt64(payload.count).littleEndian) { file.replaceSubrange(16..<24, with: $0) }
  }
  file.withUnsafeBufferPointer { scratch.write($0.baseAddress!, $0.count) }
  guard let map = try? MapStore(contentsOf: scratch.path) else { return 0 }
  query(map, choosing: Array(file.suffix(8)))
  return 0
}

private func query(_ map: MapStore, choosing choice: [UInt8]) {
  let (southWest, northEast) = map.coordinateBounds
  func point(_ index: Int) -> Coordinate {
    let u = Double(choice.count > index ? choice[index] : 128) / 255
    let v = Double(choice.count > index + 1 ? choice[index + 1] : 128) / 255
    return Coordinate(
      latitude: southWest.latitude + (northEast.latitude - southWest.latitude) * u,
      longitude: southWest.longitude + (northEast.longitude - southWest.longitude) * v)
  }
  let (from, to) = (point(0), point(2))
  guard from.isValid, to.isValid else { return }
  let viewport = MapRect(
    center: WebMercator.project(from), width: 500 * Double(1 + (choice.first ?? 0) % 8), height: 800)
  _ = map.features(in: viewport)
  _ = map.pointsOfInterest(in: viewport)
  _ = try? map.reverseGeocode(from)
  let text = ["Kamppi", "a", "Mannerheimintie", "k"][Int(choice.last ?? 0) % 4]
  _ = map.search(text, near: from, limit: 5)
  _ = try? map.route(from: from, to: to, metric: .time)
  _ = try? map.route(from: to, to: from, metric: .distance)
  _ = map.travelTimes(from: [from, to], to: to)
}
