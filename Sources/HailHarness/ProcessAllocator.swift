import Foundation

/// The C allocator's process-wide settings, made where a process that runs the app starts (`hail
/// run`, `replay`, `demo` and `benchmark-window`; `hail-bench`): platform code at the edge. glibc's
/// functions are looked up at run time (Glibc's Swift module does not import malloc.h); where they
/// are missing (another C library) nothing changes.
public enum ProcessAllocator {
  /// glibc's `M_ARENA_MAX` option of `mallopt` (malloc.h).
  private static let arenaMaxOption: Int32 = -8
  /// One arena, for every thread. By default glibc gives each thread that allocates an arena of its
  /// own, up to eight per core, and the threads that draw the map's tiles (its serial queue's and
  /// the first frame's helpers from Dispatch's pool, new threads from play to play) each kept one
  /// (`concurrentPerform`'s workers drew the first frame's tiles then): `hail-bench soak`
  /// found the resident memory after `malloc_trim` 1.3–7.4 MB higher after some plays than after
  /// others, none of it live (drift 9.11 MB, ±5 allowed). With two arenas a play still jumped 4.7
  /// MB now and then; with one (under `MALLOC_ARENA_MAX=1`, then set here) the drift was 0.31 and
  /// 0.32 MB. The first frame, whose tiles two threads draw, costs the same: `hail run
  /// --screenshot`, eight interleaved runs each, medians 158 ms with one arena, 154 with two, 160
  /// with sixteen (the default on two cores).
  private static let arenaLimit: Int32 = 1

  /// Limits malloc to `arenaLimit` arenas, unless the environment sets `MALLOC_ARENA_MAX` (which
  /// glibc reads itself): call it before any thread starts (`hail`'s dispatcher does, for the commands
  /// that run the app; `hail-bench` first thing in `main`).
  public static func limitArenas() {
    guard getenv("MALLOC_ARENA_MAX") == nil, let set = symbol("mallopt", as: MallOpt.self) else { return }
    _ = set(arenaMaxOption, arenaLimit)
  }

  /// Hands the heap's free pages back to the system (`malloc_trim(0)`); false where there is no
  /// such function.
  @discardableResult
  public static func trimHeap() -> Bool {
    guard let trim = symbol("malloc_trim", as: MallocTrim.self) else { return false }
    _ = trim(0)
    return true
  }

  private typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
  private typealias MallocTrim = @convention(c) (Int) -> Int32

  private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
    dlsym(dlopen(nil, RTLD_NOW), name).map { unsafeBitCast($0, to: type) }
  }
}
