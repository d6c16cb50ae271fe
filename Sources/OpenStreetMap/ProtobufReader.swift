/// A bounds-checked cursor over one protocol-buffer message (protobuf's wire format: each field a
/// varint key `number << 3 | wire type`, then a varint (0), 8 bytes (1), a varint length and that
/// many bytes (2), or 4 bytes (5); groups, 3 and 4, are long deprecated and OSM's schema has none).
///
/// Every read checks the message's end and throws `MalformedBlock` past it, so no input, however
/// made, reads outside the buffer: the reason Hail decodes PBF blocks itself (readosm dereferenced
/// null on malformed blocks the fuzzer made, Fuzz/Findings).
struct ProtobufReader {
  private let bytes: UnsafeRawBufferPointer
  private(set) var position = 0

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  var isAtEnd: Bool { position >= bytes.count }

  /// The next field's number and wire type, or nil at the end of the message.
  mutating func field() throws(MalformedBlock) -> (number: UInt64, wireType: UInt64)? {
    if isAtEnd { return nil }
    let key = try varint()
    return (key >> 3, key & 7)
  }

  mutating func varint() throws(MalformedBlock) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
      // A varint holds at most 64 bits: ten bytes.
      guard shift < 70 else { throw MalformedBlock("a varint longer than ten bytes") }
    }
    throw MalformedBlock("a varint runs past the end of its message")
  }

  /// A varint field's value (wire type 0).
  mutating func integer(wireType: UInt64) throws(MalformedBlock) -> UInt64 {
    guard wireType == 0 else { throw MalformedBlock("a number field of wire type \(wireType)") }
    return try varint()
  }

  /// A `sint64` from its zigzag varint (protobuf: 0, -1, 1, -2… are sent as 0, 1, 2, 3…).
  static func zigzag(_ raw: UInt64) -> Int64 { Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1) }

  /// A length-delimited field's bytes (wire type 2).
  mutating func lengthDelimited() throws(MalformedBlock) -> UnsafeRawBufferPointer {
    let length = try varint()
    guard length <= UInt64(bytes.count - position) else {
      throw MalformedBlock("a field of \(length) bytes runs past the end of its message")
    }
    let start = position
    position += Int(length)
    return UnsafeRawBufferPointer(rebasing: bytes[start..<position])
  }

  /// A `string` field (wire type 2): its bytes, bounds-checked, as UTF-8. OSM's schema is proto2,
  /// which does not require valid UTF-8, so ill-formed bytes become U+FFFD rather than a refusal.
  mutating func string(wireType: UInt64) throws(MalformedBlock) -> String {
    guard wireType == 2 else { throw MalformedBlock("a string field of wire type \(wireType)") }
    return String(decoding: try lengthDelimited(), as: UTF8.self)
  }

  /// An embedded message (wire type 2), as a reader of its own.
  mutating func message(wireType: UInt64) throws(MalformedBlock) -> ProtobufReader {
    guard wireType == 2 else { throw MalformedBlock("a message field of wire type \(wireType)") }
    return ProtobufReader(try lengthDelimited())
  }

  /// Skips a field of `wireType` that the reader does not need.
  mutating func skip(wireType: UInt64) throws(MalformedBlock) {
    switch wireType {
    case 0: _ = try varint()
    case 1, 5:
      let size = wireType == 1 ? 8 : 4
      guard size <= bytes.count - position else {
        throw MalformedBlock("a field of \(size) bytes runs past the end of its message")
      }
      position += size
    case 2: _ = try lengthDelimited()
    default: throw MalformedBlock("wire type \(wireType)")
    }
  }

  /// A varint field that may repeat: appended to `values` whether packed (wire type 2, any number)
  /// or not (wire type 0, one), as protobuf readers must accept both.
  mutating func repeatedVarints(wireType: UInt64, into values: inout [UInt64]) throws(MalformedBlock) {
    switch wireType {
    case 0: values.append(try varint())
    case 2:
      var packed = ProtobufReader(try lengthDelimited())
      while !packed.isAtEnd { values.append(try packed.varint()) }
    default: throw MalformedBlock("a repeated number of wire type \(wireType)")
    }
  }
}

/// What is wrong inside one PBF block, in words (the block's offset is added by its reader).
struct MalformedBlock: Error, Equatable {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}

extension [UInt8] {
  /// `withUnsafeBytes` that keeps the body's typed error (Array's rethrows widens it to any Error).
  func withBytes<Result, Failure: Error>(
    _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withUnsafeBytes { bytes in Swift.Result { () throws(Failure) in try body(bytes) } }.get()
  }
}
