/// A store file that could not be written (reading never fails: a bad file is set aside).
public enum RideStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    }
  }
}
