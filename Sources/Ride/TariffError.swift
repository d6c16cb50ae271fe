/// A tariff file that cannot be used: which file, which field (a path such as `periods[1].from`,
/// empty when the whole file is at fault) and what is wrong. Its description is the one line a host
/// prints before exiting with status 2.
public struct TariffError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var field: String
  public var problem: String

  public init(file: String, field: String, problem: String) {
    self.file = file
    self.field = field
    self.problem = problem
  }

  public var description: String {
    field.isEmpty ? "\(file): \(problem)" : "\(file): \(field): \(problem)"
  }
}
