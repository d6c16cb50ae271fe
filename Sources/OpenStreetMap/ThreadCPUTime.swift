import Foundation

/// The CPU time the calling thread has used, in seconds: unlike the wall clock, it leaves out the
/// time other jobs on shared cores took the processor away (import statistics and benchmarks).
@_spi(Hail) public func threadCPUSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
