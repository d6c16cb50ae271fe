import Foundation
import Testing

/// `hail route --json` on the Helsinki map: the route's figures and its steps, as a client reads
/// them. Runs the debug binary and map that `make test` builds.
@Suite struct RouteCommandTests {
  @Test func jsonCarriesTheStepsWithTheirInstructionsDistancesAndLines() throws {
    let hail = CommandLineTests.hail
    guard FileManager.default.isExecutableFile(atPath: hail.path) else {
      Issue.record("\(hail.path) is missing: run `make test` (or `swift build`) first")
      return
    }
    let process = Process()
    process.executableURL = hail
    // From Mannerheimintie by the railway station to Aleksanterinkatu.
    process.arguments = [
      "route", "--from", "60.1699,24.9384", "--to", "60.1687,24.9475", "--json", "--lang", "zh",
    ]
    process.currentDirectoryURL = CommandLineTests.repository
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
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
