// The engine is used as `import UIKit`, as on iOS, which also brings Foundation and CoreGraphics.
@_exported import CoreGraphics
@_exported import Foundation

// Attributed strings over Foundation's, whose object-valued attributes halt on Linux (see
// `AttributedText.NSAttributedString`); scoped for the same reason as the time types.
@_exported import class AttributedText.NSAttributedString
@_exported import class AttributedText.NSMutableAttributedString
// The engine's time types, over Foundation's and Dispatch's of the same names. A scoped re-export
// wins over the whole module even where a file imports Foundation or Dispatch itself, in any order
// (docs/ARCHITECTURE.md, "How a Foundation Timer is driven"). No other file of this module may
// import these names scoped: the compiler keeps one of two imports of the same name, not
// necessarily the exported one; import `EngineTime` whole instead.
@_exported import class EngineTime.DispatchGroup
@_exported import class EngineTime.DispatchQueue
@_exported import struct EngineTime.DispatchTime
@_exported import class EngineTime.RunLoop
@_exported import class EngineTime.Timer
