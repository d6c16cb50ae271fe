import Foundation

/// `perf record`'s control FIFOs, so a profile holds chosen frames alone: started as
/// `perf record -D -1 --control fifo:CTL,ACK -- hail-bench ride-tour --perf-control CTL,ACK …`, perf
/// records nothing until told `enable` and stops at `disable`, and answers each with `ack` on the
/// second FIFO (perf-record(1), "--control"). Waiting for the answer keeps a frame's first samples in
/// the profile, where a fixed pause would guess. perf samples every thread meanwhile: the tile
/// queue's work during the frame is in the profile too.
final class PerfControl {
  /// How long perf may take to answer (perf's own waits for its control FIFO use 3 s).
  static let answerTimeout: Int32 = 3_000

  let frames: Set<Int>
  /// The two FIFOs' descriptors, open for the process's life.
  private let control: Int32
  private let ack: Int32
  /// False once perf did not answer: the frames go on unprofiled.
  private var isAnswering = true

  private init(control: Int32, ack: Int32, frames: Set<Int>) {
    self.control = control
    self.ack = ack
    self.frames = frames
  }

  /// Opens the FIFOs perf opened for `profile`; an error naming what is wrong when they are not
  /// FIFOs or perf is not reading them.
  static func open(_ profile: FrameProfile) -> Result<PerfControl, PerfControlError> {
    // Neither open waits: with no reader (perf not started with --control) the control FIFO's
    // fails at once (ENXIO), and the answer FIFO is read through `poll` with a timeout.
    let control = Foundation.open(profile.control, O_WRONLY | O_NONBLOCK)
    guard control >= 0 else {
      return .failure(
        PerfControlError(
          message:
            "--perf-control: cannot write to \(profile.control) (\(String(cString: strerror(errno)))): start it under `perf record -D -1 --control fifo:\(profile.control),\(profile.ack)`"
        ))
    }
    let ack = Foundation.open(profile.ack, O_RDONLY | O_NONBLOCK)
    guard ack >= 0, isFIFO(control), isFIFO(ack) else {
      let reason = ack < 0 ? String(cString: strerror(errno)) : "both must be FIFOs"
      Foundation.close(control)
      if ack >= 0 { Foundation.close(ack) }
      return .failure(PerfControlError(message: "--perf-control: cannot use \(profile.ack) (\(reason))"))
    }
    // perf gone, a write to its FIFO would end this process by SIGPIPE without a word: the write
    // fails with EPIPE instead, and the frames go on unprofiled.
    signal(SIGPIPE, SIG_IGN)
    return .success(PerfControl(control: control, ack: ack, frames: profile.frames))
  }

  private static func isFIFO(_ descriptor: Int32) -> Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
  }

  /// Records from now on.
  func enable() { send("enable") }
  /// Records nothing from now on.
  func disable() { send("disable") }

  /// Sends `command` and waits for perf's `ack` (5 bytes, "ack\n\0"); without one in time (perf
  /// gone, or the two paths swapped), says so once and sends nothing more.
  private func send(_ command: String) {
    guard isAnswering else { return }
    let line = Array("\(command)\n".utf8)
    var answer = [UInt8](repeating: 0, count: 16)
    var waiting = pollfd(fd: ack, events: Int16(POLLIN), revents: 0)
    let sent = line.withUnsafeBytes { write(control, $0.baseAddress, $0.count) } == line.count
    let answered =
      sent && poll(&waiting, 1, Self.answerTimeout) == 1
      && answer.withUnsafeMutableBytes { read(ack, $0.baseAddress, $0.count) } >= 3
      && answer.starts(with: Array("ack".utf8))
    if !answered {
      isAnswering = false
      progress("perf did not answer '\(command)' on its answer FIFO: the frames go on unprofiled")
    }
  }
}

/// `--perf-control` and `--profile-frames`: perf's control and answer FIFOs, and the frames to
/// record (numbered from 1 at 60 Hz).
struct FrameProfile: Equatable {
  let control: String
  let ack: String
  let frames: Set<Int>
}

/// Why `--perf-control` cannot be used: one line for the command line's error.
struct PerfControlError: Error {
  let message: String
}
