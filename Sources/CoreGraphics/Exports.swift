// CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux; CoreGraphics extends them.
@_exported import Foundation
