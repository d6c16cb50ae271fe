import CThreadPlacement
import Foundation

/// How many cores the calling thread may run on: the cores in its affinity mask, not the machine's.
/// Under `taskset -c 0` or a one-core container CPU set, a second thread of a frame's work would
/// only wait for the first (a CPU quota, which limits time rather than cores, is not counted).
/// Where the mask cannot be read (over 1,024 possible cores), the cores online.
@_spi(Hail) public enum UsableCores {
  public static func count() -> Int {
    let count = Int(hail_usable_core_count())
    return count > 0 ? count : sysconf(Int32(_SC_NPROCESSORS_ONLN))
  }
}
