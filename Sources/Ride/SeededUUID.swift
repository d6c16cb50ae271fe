import Foundation

extension UUID {
  /// A version-4-shaped UUID from a seeded stream, so ids in tests and replays repeat.
  init(_ random: inout SplitMix64) {
    let high = random.next()
    let low = random.next()
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[index] = UInt8(truncatingIfNeeded: high >> (8 * UInt64(index)))
      bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (8 * UInt64(index)))
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x40
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    self.init(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
        bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
