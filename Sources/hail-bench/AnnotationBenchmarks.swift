import Foundation
import MapKit
@_spi(Hail) import UIKit

extension EngineBenchmarks {
  /// One annotation moved on a map with 300 of them (the ride's fleet): its coordinate set, its
  /// view placed at the new point (`MKMapView` hears the move), as `FleetLayer` moves the cars every
  /// frame. Each batch moves every annotation once, a frame's worth; the layout and render of the
  /// frame are not timed.
  static func annotationMoves(_ sampler: Sampler) -> [Figure] {
    let scene = HeadlessWindow(size: CGSize(width: 393, height: 852), scale: 3)
    let map = MKMapView(frame: scene.root.bounds)
    scene.root.addSubview(map)
    scene.nextFrame()
    let count = 300
    let annotations = (0..<count).map { index in
      // A 15 × 20 grid over the middle of the map, so every annotation has a view.
      let point = CGPoint(x: 40 + CGFloat(index % 15) * 21, y: 100 + CGFloat(index / 15) * 32)
      return MKPointAnnotation(coordinate: map.convert(point, toCoordinateFrom: map))
    }
    map.addAnnotations(annotations)
    scene.nextFrame()
    precondition(annotations.allSatisfy { map.view(for: $0) != nil }, "every annotation must have a view")
    let start = annotations.map(\.coordinate)
    var step = 0.0
    let nanoseconds = sampler.nanosecondsPerOperation(operations: count) {
      step += 1
      // A few metres a frame, as a car at city speed moves at 60 Hz.
      let offset = 0.00001 * (step.truncatingRemainder(dividingBy: 20) + 1)
      let time = elapsedNanoseconds {
        for (annotation, coordinate) in zip(annotations, start) {
          annotation.coordinate = CLLocationCoordinate2D(
            latitude: coordinate.latitude + offset, longitude: coordinate.longitude + offset)
        }
      }
      scene.nextFrame()
      return time
    }
    return [Figure(name: "engine.annotation.move", nanosecondsPerOperation: nanoseconds, unit: .us)]
  }
}
