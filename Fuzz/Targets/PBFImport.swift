import Foundation
import OpenStreetMap

/// libFuzzer target: any bytes as an `.osm.pbf` extract. The import must throw a `MapError` or give
/// a map that writes and reads back the same (the map file's checks must accept what the importer
/// makes). A crash, a leak, a hang or an allocation past the limits is a finding.
private let scratch = FuzzScratch(name: "extract.osm.pbf")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPBFImport(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  scratch.write(bytes, count)
  guard let (map, _) = try? MapStore.importExtract(at: scratch.path) else { return 0 }
  let copy = scratch.path + ".hailmap"
  do {
    try map.write(to: copy)
    let reread = try MapStore(contentsOf: copy)
    precondition(reread.hasSameContents(as: map), "an imported map reads back different")
  } catch {
    fatalError("an imported map does not read back: \(error)")
  }
  return 0
}
