// Linux's thread placement calls, whose CPU sets glibc spells as macros (CPU_SET, CPU_CLR) that
// Swift cannot call: the band worker is kept off the core its frame's main thread runs on
// (`BandWorker`; docs/ARCHITECTURE.md, "Frames in bands").
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <sched.h>
#include <unistd.h>

/// The calling thread's kernel id.
static inline int hail_thread_id(void) { return (int)gettid(); }

/// The core the calling thread runs on, or -1.
static inline int hail_current_cpu(void) { return sched_getcpu(); }

/// Lets thread `tid` run on every core the process may use but `cpu`; 0 on success, -1 when it
/// cannot (no other core, or the call failed).
static inline int hail_keep_thread_off_cpu(int tid, int cpu) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
  CPU_CLR(cpu, &set);
  if (CPU_COUNT(&set) == 0) return -1;
  return sched_setaffinity(tid, sizeof set, &set);
}
