@_spi(Hail) import UIKit

/// An annotation that covers an area of the map and is drawn by an overlay renderer.
@preconcurrency @MainActor
public protocol MKOverlay: MKAnnotation {
  var boundingMapRect: MKMapRect { get }
}

/// Screen points per map point: what a renderer's drawing is scaled by (MapKit's `MKZoomScale`).
public typealias MKZoomScale = CGFloat
