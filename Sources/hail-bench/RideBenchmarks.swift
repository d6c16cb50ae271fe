import Foundation
import OpenStreetMap
import Ride

/// The `ride` suite: the ride domain on the Helsinki map (run from the repo root after `make map`):
/// fleet frames at 300 and 2,000 cars, a fare estimate for every service, a dispatch decision, and
/// the road path a car is given.
enum RideBenchmarks {
  static let mapPath = "data/helsinki.hailmap"
  static let start = Date(timeIntervalSince1970: 1_741_773_600)  // a Wednesday, 12:00 in Helsinki

  /// Prints the figures; false (after a line on stderr) when the map or the tariffs cannot be read.
  @MainActor
  static func run(sampler: Sampler) -> Bool {
    let map: MapStore
    let tariffs: TariffBook
    do {
      map = try MapStore(contentsOf: mapPath)
      tariffs = try TariffBook.load(directory: TariffBook.defaultDirectory, city: "helsinki")
    } catch {
      FileHandle.standardError.write(
        Data("hail-bench: \(error) (run from the repo root after `make map`)\n".utf8))
      return false
    }
    progress("making the fleet")
    emit(fleetCreation(map, sampler))
    for size in [300, 2_000] {
      progress("fleet of \(size)")
      for figure in fleetFrames(map, size: size, batches: sampler.batches) { emit(figure) }
    }
    progress("fares, dispatch, paths")
    emit(fareEstimate(tariffs, sampler))
    for figure in dispatch(map, sampler) { emit(figure) }
    emit(path(map, sampler))
    return true
  }

  /// One simulated minute of 60 Hz frames, from the same fleet each batch: the mean frame of the
  /// median batch, and that batch's 99th percentile and slowest frame (the frames where cars that
  /// arrived plan their next cruise). Frames are timed in thread CPU time: in wall time the
  /// percentiles measure how often other jobs on the shared cores preempt a frame.
  @MainActor
  static func fleetFrames(_ map: MapStore, size: Int, batches: Int) -> [Figure] {
    var fleet = Fleet(network: map, configuration: FleetConfiguration(size: size), start: start)
    fleet.step(to: start.addingTimeInterval(10))
    let origin = fleet.time
    var runs: [[Double]] = []
    for _ in 0..<(batches + 1) {
      var copy = fleet
      var frames: [Double] = []
      frames.reserveCapacity(3_600)
      for frame in 1...3_600 {
        let time = origin.addingTimeInterval(Double(frame) / 60)
        frames.append(Double(threadCPUNanoseconds { copy.step(to: time) }))
      }
      blackHole(copy.cars.count)
      runs.append(frames)
    }
    let timed = runs.dropFirst().sorted { mean($0) < mean($1) }
    let median = timed[timed.count / 2].sorted()
    let name = "ride.fleet.step.\(size)"
    return [
      Figure(name: name, nanosecondsPerOperation: mean(median), unit: .us),
      Figure(name: "\(name).p99", nanosecondsPerOperation: median[median.count * 99 / 100], unit: .us),
      Figure(name: "\(name).max", nanosecondsPerOperation: median.last!, unit: .us),
    ]
  }

  /// Making Helsinki's fleet of 300 (what `hail run` does at launch): the cruise destinations, the
  /// drivers, and each car's first path.
  @MainActor
  static func fleetCreation(_ map: MapStore, _ sampler: Sampler) -> Figure {
    let time = sampler.nanosecondsPerOperation(operations: 1) {
      elapsedNanoseconds {
        blackHole(Fleet(network: map, configuration: FleetConfiguration(size: 300), start: start).cars.count)
      }
    }
    return Figure(name: "ride.fleet.create.300", nanosecondsPerOperation: time, unit: .ms)
  }

  /// Every service's estimate for one route.
  @MainActor
  static func fareEstimate(_ tariffs: TariffBook, _ sampler: Sampler) -> Figure {
    let operations = 1_000
    let time = sampler.nanosecondsPerOperation(operations: operations) {
      elapsedNanoseconds {
        for index in 0..<operations {
          for service in Service.allCases {
            blackHole(
              tariffs[service].estimate(
                distance: 3_000 + Double(index), expectedTravelTime: 600,
                start: start.addingTimeInterval(Double(index))))
          }
        }
      }
    }
    return Figure(name: "ride.fare.estimate.all-services", nanosecondsPerOperation: time, unit: .us)
  }

  /// A decision at 20 pickups spread over the map, with Helsinki's 300 cars: at the first radius
  /// (1 km) and at the widest (5 km, every free car a candidate).
  @MainActor
  static func dispatch(_ map: MapStore, _ sampler: Sampler) -> [Figure] {
    var fleet = Fleet(network: map, configuration: FleetConfiguration(size: 300), start: start)
    fleet.step(to: start.addingTimeInterval(60))
    let dispatcher = Dispatcher()
    let pickups = Array(fleet.cars.prefix(20).map(\.coordinate))
    return [(3.0, "ride.dispatch.decision"), (40, "ride.dispatch.decision.5km")].map { elapsed, name in
      let time = sampler.nanosecondsPerOperation(operations: pickups.count) {
        elapsedNanoseconds {
          for pickup in pickups {
            blackHole(
              dispatcher.decide(
                pickup: pickup, service: .express, elapsed: elapsed, fleet: fleet, network: map))
          }
        }
      }
      return Figure(name: name, nanosecondsPerOperation: time, unit: .ms)
    }
  }

  /// The timed road path a car is given (a route and its per-vertex times), between the same 20
  /// pairs of points each batch.
  @MainActor
  static func path(_ map: MapStore, _ sampler: Sampler) -> Figure {
    let fleet = Fleet(network: map, configuration: FleetConfiguration(size: 40), start: start)
    let points = fleet.cars.map(\.coordinate)
    let time = sampler.nanosecondsPerOperation(operations: 20) {
      elapsedNanoseconds {
        for index in 0..<20 { blackHole(try? map.path(from: points[index], to: points[index + 20])) }
      }
    }
    return Figure(name: "ride.path", nanosecondsPerOperation: time, unit: .us)
  }

  private static func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }

  private static func progress(_ text: String) {
    FileHandle.standardError.write(Data("hail-bench: measuring \(text)…\n".utf8))
  }

  private static func emit(_ figure: Figure) {
    print(figure.line)
    fflush(nil)
  }
}
