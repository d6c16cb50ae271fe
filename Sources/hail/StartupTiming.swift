import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `HAIL_STARTUP_TIMING=1 hail run --screenshot FILE.png`: when the home screen's first frame was
/// rendered, measured from the start of the process, for `hail-bench app` (issue 5 §5). Hidden: it
/// is a benchmark's probe, not a user's option. With the variable set, `hail run` writes one line
/// to standard error after the first frame:
///
///     hail-startup main=… map=… window=… first-frame=… ms first-frame-boottime-ns=… first-frame-cpu-ms=…
///
/// each mark in milliseconds since the process started: `main` when `hail run` begins (after the
/// dynamic loader and Swift's runtime start-up), `map` when the map is loaded, `window` when the
/// home screen is laid out, `first-frame` when its first frame is rendered (before the PNG is
/// encoded and written).
///
/// The method: the kernel records a process's start (its fork) in `/proc/self/stat` field 22,
/// `starttime`, in clock ticks (`sysconf(_SC_CLK_TCK)`, 100 a second, so 10 ms steps) since boot,
/// on the clock that `CLOCK_BOOTTIME` reads; a mark is `CLOCK_BOOTTIME` now minus that. The tick
/// rounds the start down, so the marks read up to 10 ms long. `first-frame-boottime-ns` is the
/// first frame's `CLOCK_BOOTTIME` in nanoseconds: a parent that read the same clock just before it
/// spawned the process gets the interval without the tick's rounding. `first-frame-cpu-ms` is the
/// process's CPU time (all threads: `CLOCK_PROCESS_CPUTIME_ID`) up to the first frame, the figure
/// to compare when other work shares the machine (`make bench-scale` prints it at each size).
///
/// A value owned by `hail run` for the length of the command, not process-wide state.
struct StartupTiming {
  let isEnabled = ProcessInfo.processInfo.environment["HAIL_STARTUP_TIMING"] == "1"

  private var marks: [(name: String, nanoseconds: UInt64)] = []

  /// Records the moment `name`, when enabled.
  mutating func mark(_ name: String) {
    guard isEnabled else { return }
    marks.append((name, Self.bootTimeNanoseconds()))
  }

  /// Records the first frame and writes the line, when enabled.
  mutating func firstFrameRendered() {
    guard isEnabled, let start = Self.processStartNanoseconds() else { return }
    mark("first-frame")
    let fields = marks.map { mark in
      let milliseconds = Double(Int64(mark.nanoseconds) - Int64(start)) / 1e6
      return "\(mark.name)=\(String(format: "%.1f", milliseconds))"
    }
    var cpu = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
    let cpuMilliseconds = Double(cpu.tv_sec) * 1e3 + Double(cpu.tv_nsec) / 1e6
    let line =
      "hail-startup \(fields.joined(separator: " ")) ms first-frame-boottime-ns=\(marks.last!.nanoseconds)"
      + " first-frame-cpu-ms=\(String(format: "%.1f", cpuMilliseconds))\n"
    FileHandle.standardError.write(Data(line.utf8))
  }

  /// `CLOCK_BOOTTIME` now, in nanoseconds.
  static func bootTimeNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_BOOTTIME, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }

  /// The process's start on the `CLOCK_BOOTTIME` clock, from `/proc/self/stat`'s `starttime`.
  private static func processStartNanoseconds() -> UInt64? {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the command name in parentheses (which may hold spaces) come fields 3, 4, …
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    let ticksPerSecond = UInt64(sysconf(Int32(_SC_CLK_TCK)))
    guard fields.count > 19, let ticks = UInt64(fields[19]), ticksPerSecond > 0 else { return nil }
    return ticks * (1_000_000_000 / ticksPerSecond)
  }
}
