/// The lines of a text file (a replay script, a pairs file), ended by LF or CRLF, without a leading
/// byte-order mark. Splitting a Swift string on "\n" would never split a Windows file: a
/// `Character` holds "\r\n" whole.
public enum TextLines {
  public static func split(_ text: String) -> [String] {
    var bytes = Substring(text).utf8[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
      String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
    }
  }
}
