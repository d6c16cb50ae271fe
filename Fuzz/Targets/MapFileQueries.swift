import CZlib
import Foundation
import OpenStreetMap

/// libFuzzer target: any bytes as a `.hailmap`, with its CRCs made to match first — what a map "that
/// passes the CRC with one value changed" is — so the fuzzer reaches the content checks instead of
/// the checksums. A map that opens then answers one query of each kind (a viewport, places, reverse
/// geocoding, search, a route each way and travel times) at points chosen by the input's last bytes
/// within the map's bounds. Each must return or throw a `MapError`; a crash, a leak, a hang or an
/// allocation past the limits is a finding.
private let scratch = FuzzScratch(name: "map.hailmap")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMapFile(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  var file = Array(UnsafeBufferPointer(start: bytes, count: count))
  matchChecksums(&file)
  file.withUnsafeBufferPointer { scratch.write($0.baseAddress!, $0.count) }
  guard let map = try? MapStore(contentsOf: scratch.path) else { return 0 }
  query(map, choosing: Array(file.suffix(8)))
  return 0
}

/// Formats 7 and 8 (MapFile.swift): a 32-byte header whose section count is at 12, the section table's
/// offset at 16 and the table's CRC-32 at 24; the table's 24-byte entries hold each section's
/// offset (0), element count (8), element size (16) and CRC-32 (20). Every section that lies inside
/// the file gets its CRC recomputed, then the table its own.
private func matchChecksums(_ file: inout [UInt8]) {
  func load<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
    file.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
  }
  func store<T: FixedWidthInteger>(_ value: T, at offset: Int) {
    withUnsafeBytes(of: value.littleEndian) { file.replaceSubrange(offset..<offset + $0.count, with: $0) }
  }
  func crc(_ range: Range<Int>) -> UInt32 {
    file[range].withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
  }
  guard file.count >= 32 else { return }
  let sections = Int(load(UInt32.self, at: 12))
  let table = load(UInt64.self, at: 16)
  guard table >= 32, table <= UInt64(file.count), sections <= (file.count - Int(table)) / 24 else { return }
  for index in 0..<sections {
    let entry = Int(table) + index * 24
    let offset = load(UInt64.self, at: entry)
    let (length, overflow) = load(UInt64.self, at: entry + 8).multipliedReportingOverflow(
      by: UInt64(load(UInt32.self, at: entry + 16)))
    guard !overflow, offset <= table, length <= table - offset else { continue }
    store(crc(Int(offset)..<Int(offset + length)), at: entry + 20)
  }
  store(crc(Int(table)..<file.count), at: 24)
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
