import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Time from process start to the home screen's first frame, measured on a real process: the
/// `hail` built next to this executable (`.build/release/hail` beside `.build/release/hail-bench`),
/// run as `HAIL_STARTUP_TIMING=1 hail run --device iphone15 --screenshot /tmp/….png --data-dir …`
/// (a fresh folder of `BenchmarkData`'s) from the working directory (the repo root, where it finds
/// the map). It loads the map, lays the home screen out, renders it and writes the PNG; with the
/// variable set it writes a `hail-startup` line with the `CLOCK_BOOTTIME` of its first frame (see
/// `StartupTiming` in `hail`).
///
/// The interval is that first-frame time minus `CLOCK_BOOTTIME` read here just before
/// `posix_spawn`: the same clock on which the kernel stamps a process's start (its fork, which
/// `posix_spawn` does next), without `/proc/self/stat`'s 10 ms tick; the child's own tick-based
/// figure agrees to within that tick (printed on stderr with its other marks). The exit time is
/// `waitpid`'s return, read the same way. Each figure is the median over the launches.
@MainActor
struct StartupBenchmark {
  let executable: URL
  let launches: Int

  /// Nil, having said why on stderr, when there is no `hail` beside this executable.
  init?(launches: Int) {
    let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    executable = own.deletingLastPathComponent().appendingPathComponent("hail")
    self.launches = launches
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      fail("no hail at \(executable.path): build it in the same configuration (swift build -c release)")
      return nil
    }
  }

  /// The medians in nanoseconds; nil, having said why on stderr, when a launch fails.
  func measure() -> (firstFrame: Double, exit: Double)? {
    var firstFrames: [Double] = []
    var exits: [Double] = []
    let screenshot = NSTemporaryDirectory() + "hail-bench-startup-\(getpid()).png"
    let log = NSTemporaryDirectory() + "hail-bench-startup-\(getpid()).log"
    defer {
      unlink(screenshot)
      unlink(log)
    }
    for _ in 0..<launches {
      guard
        let (start, end) = launch(
          arguments: [
            "run", "--device", "iphone15", "--screenshot", screenshot, "--data-dir",
            BenchmarkData.freshDirectory().path,
          ], log: log)
      else { return nil }
      let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("hail-startup ") }),
        let field = line.split(separator: " ").first(where: { $0.hasPrefix("first-frame-boottime-ns=") }),
        let firstFrame = UInt64(field.dropFirst("first-frame-boottime-ns=".count))
      else {
        fail("hail run reported no first frame: \(output.split(separator: "\n").last ?? "no output")")
        return nil
      }
      progress("  \(line.dropFirst("hail-startup ".count)) (the child's own clock)")
      firstFrames.append(Double(firstFrame - start))
      exits.append(Double(end - start))
    }
    return (firstFrames.percentile(50), exits.percentile(50))
  }

  /// Runs `hail` with `arguments`, stdout to /dev/null and stderr to `log`, and waits; returns the
  /// `CLOCK_BOOTTIME` before the spawn and after the wait, or nil when it cannot run or fails.
  private func launch(arguments: [String], log: String) -> (start: UInt64, end: UInt64)? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var environment = ProcessInfo.processInfo.environment
    environment["HAIL_STARTUP_TIMING"] = "1"
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let start = bootTimeNanoseconds()
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
    guard spawned == 0 else {
      fail("cannot run \(executable.path): \(String(cString: strerror(spawned)))")
      return nil
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let end = bootTimeNanoseconds()
    // Exited normally (the low 7 bits are the terminating signal, 0 for none) with status 0.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      fail("hail run failed (wait status \(status)): \(output.split(separator: "\n").last ?? "no output")")
      return nil
    }
    return (start, end)
  }
}

/// `CLOCK_BOOTTIME` now, in nanoseconds: the clock of `/proc/PID/stat`'s start times.
func bootTimeNanoseconds() -> UInt64 {
  var now = timespec()
  clock_gettime(CLOCK_BOOTTIME, &now)
  return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}
