import Foundation

/// `perf record`'s control FIFOs, so a profile holds chosen frames alone: started as
/// `perf record -D -1 --control fifo:CTL,ACK -- hail-bench ride-tour --perf-control CTL,ACK …`, perf
/// records nothing until told `enable` and stops at `disable`, and answers each with `ack` on the
/// second FIFO (perf(1), "--control"). Waiting for the answer keeps a frame's first samples in the
/// profile, where a fixed pause would guess.
struct PerfControl {
  /// The two FIFOs' descriptors, open for the process's life.
  private let control: Int32
  private let ack: Int32

  /// Opens the FIFOs perf opened; an error naming what is wrong when they are not there or perf is
  /// not reading them.
  static func open(_ argument: String) -> Result<PerfControl, PerfControlError> {
    let paths = argument.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard paths.count == 2, !paths[0].isEmpty, !paths[1].isEmpty else {
      return .failure(PerfControlError(message: "--perf-control needs CTL,ACK: perf's two FIFOs"))
    }
    // Not blocking: with no reader (perf not started with --control) opening fails at once with
    // ENXIO instead of waiting for one.
    let descriptor = Foundation.open(paths[0], O_WRONLY | O_NONBLOCK)
    guard descriptor >= 0 else {
      return .failure(
        PerfControlError(
          message:
            "--perf-control: cannot write to \(paths[0]) (\(String(cString: strerror(errno)))): start it under `perf record -D -1 --control fifo:\(argument)`"
        ))
    }
    // perf holds the answer FIFO open for writing from its start, so this open does not wait.
    let ack = Foundation.open(paths[1], O_RDONLY)
    guard ack >= 0 else {
      Foundation.close(descriptor)
      return .failure(
        PerfControlError(
          message: "--perf-control: cannot read \(paths[1]) (\(String(cString: strerror(errno))))"))
    }
    return .success(PerfControl(control: descriptor, ack: ack))
  }

  /// Records from now on.
  func enable() { send("enable") }
  /// Records nothing from now on.
  func disable() { send("disable") }

  /// Sends `command` and waits for perf's answer, a few bytes read at once (a failed write or read
  /// means perf has gone, and the frames go on unprofiled).
  private func send(_ command: String) {
    let line = Array("\(command)\n".utf8)
    guard line.withUnsafeBytes({ write(control, $0.baseAddress, $0.count) }) == line.count else { return }
    var answer = [UInt8](repeating: 0, count: 16)
    _ = answer.withUnsafeMutableBytes { read(ack, $0.baseAddress, $0.count) }
  }
}

/// Why `--perf-control` cannot be used: one line for the command line's error.
struct PerfControlError: Error {
  let message: String
}
