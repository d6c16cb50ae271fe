/// Reads the few fields `PBFStructure` needs from a protocol-buffer message (protobuf's wire format:
/// each field a varint key `number << 3 | wire type`, then a varint (0), 8 bytes (1), a varint length
/// and that many bytes (2), or 4 bytes (5)).
enum ProtobufFields {
  /// One field as found.
  struct Field {
    var number: Int
    /// The varint's value (wire type 0).
    var integer: UInt64?
    /// The bytes of a length-delimited field (wire type 2); cut short when the message was.
    var bytes: ArraySlice<UInt8>?
  }

  /// The fields of `message` in order. With `partial`, a message cut short ends the list instead of
  /// being an error (the caller read only its beginning).
  static func fields(
    _ message: [UInt8], at offset: UInt64, path: String, partial: Bool = false
  ) throws(MapError) -> [Field] {
    var fields: [Field] = []
    var position = 0
    func corrupt() -> MapError {
      .notOpenStreetMap(path: path, reason: "corrupt block at byte \(offset) (malformed protobuf)")
    }
    func varint() -> UInt64? {
      var value: UInt64 = 0
      for shift in stride(from: 0, to: 64, by: 7) {
        guard position < message.count else { return nil }
        let byte = message[position]
        position += 1
        value |= UInt64(byte & 0x7F) << UInt64(shift)
        if byte & 0x80 == 0 { return value }
      }
      return nil
    }
    scan: while position < message.count {
      guard let key = varint() else { if partial { break scan } else { throw corrupt() } }
      let number = Int(truncatingIfNeeded: key >> 3)
      switch key & 7 {
      case 0:
        guard let value = varint() else { if partial { break scan } else { throw corrupt() } }
        fields.append(Field(number: number, integer: value))
      case 1, 5:
        position += key & 7 == 1 ? 8 : 4
        guard position <= message.count || partial else { throw corrupt() }
      case 2:
        guard let length = varint(), length <= UInt64(Int.max - position) else {
          if partial { break scan } else { throw corrupt() }
        }
        let end = position + Int(length)
        guard end <= message.count || partial else { throw corrupt() }
        fields.append(Field(number: number, bytes: message[position..<min(end, message.count)]))
        position = end
      default:
        if partial { break scan } else { throw corrupt() }
      }
    }
    return fields
  }

  /// Every string in field `number`.
  static func strings(_ number: Int, in message: [UInt8], at offset: UInt64, path: String) throws(MapError)
    -> [String]
  {
    try fields(message, at: offset, path: path).filter { $0.number == number }.compactMap { field in
      field.bytes.map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// The first varint in field `number`.
  static func integer(_ number: Int, in message: [UInt8], at offset: UInt64, path: String) throws(MapError)
    -> UInt64?
  {
    try fields(message, at: offset, path: path).first { $0.number == number }?.integer
  }
}
