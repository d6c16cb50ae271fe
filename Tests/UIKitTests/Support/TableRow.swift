import Testing

/// The source location of a table row written with `#line`, so a failing row points at its own line
/// (the FloatingPanel style of table-driven tests).
func rowLocation(_ line: Int, fileID: String = #fileID, filePath: String = #filePath) -> SourceLocation {
  SourceLocation(fileID: fileID, filePath: filePath, line: line, column: 1)
}
