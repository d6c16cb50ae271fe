// The engine is used as `import UIKit`, as on iOS, which also brings Foundation and CoreGraphics.
@_exported import CoreGraphics
@_exported import Foundation
