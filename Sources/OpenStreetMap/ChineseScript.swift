import COpenCC
import Foundation

/// Simplified Chinese from Traditional, through OpenCC's `t2s` conversion (characters and phrases):
/// OpenStreetMap's `name:zh` is often Traditional ("赫爾辛基"), while the app shows Simplified.
public enum ChineseScript {
  /// `text` in Simplified characters; text without Han characters comes back as it is.
  public static func simplified(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isHan) else { return text }
    return TraditionalToSimplified.shared.convert(text) ?? text
  }

  /// CJK Unified Ideographs and their extension A and compatibility blocks.
  private static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
      || (0xF900...0xFAFF).contains(scalar.value)
  }
}

/// An OpenCC converter loaded once (its dictionaries take milliseconds to read). OpenCC's
/// conversion is a const method on an immutable converter, so one may serve every thread.
private final class TraditionalToSimplified: @unchecked Sendable {
  static let shared = TraditionalToSimplified()
  private let handle: opencc_t?

  private init() {
    let opened = opencc_open("t2s.json")
    // opencc_open returns (opencc_t)-1 on failure.
    handle = opened.flatMap { Int(bitPattern: $0) == -1 ? nil : $0 }
  }

  deinit {
    if let handle { opencc_close(handle) }
  }

  func convert(_ text: String) -> String? {
    guard let handle else { return nil }
    let utf8 = Array(text.utf8)
    guard
      let converted = utf8.withUnsafeBufferPointer({ buffer in
        buffer.baseAddress.map { base in
          base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            opencc_convert_utf8(handle, $0, buffer.count)
          }
        } ?? nil
      })
    else { return nil }
    defer { opencc_convert_utf8_free(converted) }
    return String(cString: converted)
  }
}
