import Foundation
import Testing

/// `hail route --json` on the Helsinki map: the route's figures and its steps, as a client reads
/// them. Runs the debug binary and map that `make test` builds.
@Suite struct RouteCommandTests {
  @Test func jsonCarriesTheStepsWithTheirInstructionsDistancesAndLines() throws {
    guard HailBinary.isBuilt else {
      Issue.record("\(HailBinary.url.path) is missing: run `make test` (or `swift build`) first")
      return
    }
    // From Mannerheimintie by the railway station to Aleksanterinkatu.
    let (status, _, printed) = try HailBinary.run([
      "route", "--from", "60.1699,24.9384", "--to", "60.1687,24.9475", "--json", "--lang", "zh",
    ])
    let data = Data(printed.utf8)
    #expect(status == 0)
    let route = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let distance = try #require(route["distance"] as? Double)
    let steps = try #require(route["steps"] as? [[String: Any]])
    #expect(steps.count >= 3)
    #expect(steps.first?["maneuver"] as? String == "depart")
    #expect(steps.last?["instructions"] as? String == "到达目的地")
    let total = steps.compactMap { $0["distance"] as? Double }.reduce(0, +)
    #expect(abs(total - distance) < 1)
    #expect(steps.allSatisfy { (($0["coordinates"] as? [[Double]])?.count ?? 0) >= 1 })
    #expect(steps.dropFirst().dropLast().allSatisfy { $0["maneuver"] as? String != nil })
  }
}
