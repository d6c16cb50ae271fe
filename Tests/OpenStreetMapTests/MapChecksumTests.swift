import Testing

@testable import OpenStreetMap

/// `MapFile.crc32` (libdeflate's: carry-less multiplication where the processor has it, tables
/// elsewhere) against the CRC-32 computed bit by bit from its definition.
@Suite struct MapChecksumTests {
  /// The ISO-HDLC CRC-32 one bit at a time: reflected polynomial 0xEDB88320, register and result
  /// inverted (the definition zlib's `crc32` follows).
  static func bitwise(_ bytes: ArraySlice<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
    var register = ~crc
    for byte in bytes {
      register ^= UInt32(byte)
      for _ in 0..<8 { register = register & 1 == 1 ? (register >> 1) ^ 0xEDB8_8320 : register >> 1 }
    }
    return ~register
  }

  static let bytes: [UInt8] = {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<70_000).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
  }()

  /// The catalogue's check value: CRC-32 of "123456789" is 0xCBF43926.
  @Test func checkValue() {
    #expect(Array("123456789".utf8).withUnsafeBytes { MapFile.crc32($0) } == 0xCBF4_3926)
  }

  /// Every length to 200 bytes (below, at and past the 64 bytes folding needs, and each remainder
  /// of 16), a few long ones, at every alignment within 16 bytes, from zero and continuing.
  @Test(arguments: [0, 1, 7, 15])
  func agreesWithTheDefinition(offset: Int) {
    for length in Array(0...200) + [1_000, 4_096 + 13, 65_536 + 5] {
      let slice = Self.bytes[offset..<(offset + length)]
      for start: UInt32 in [0, 0xDEAD_BEEF] {
        let crc = slice.withUnsafeBytes { MapFile.crc32($0, continuing: start) }
        #expect(crc == Self.bitwise(slice, continuing: start), "length \(length), offset \(offset)")
      }
    }
  }
}
