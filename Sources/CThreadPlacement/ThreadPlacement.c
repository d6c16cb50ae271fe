// Before any header: `gettid`, `sched_getcpu`, `sched_getaffinity`, `sched_setaffinity` and the
// `CPU_*` macros are GNU extensions.
#define _GNU_SOURCE
#include "CThreadPlacement.h"

#include <sched.h>
#include <stdlib.h>
#include <unistd.h>

struct hail_cores {
  cpu_set_t set;
};

int hail_thread_id(void) { return (int)gettid(); }

int hail_current_core(void) { return sched_getcpu(); }

int hail_usable_core_count(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
  return CPU_COUNT(&set);
}

// The cores thread `tid` may run on (0: the calling thread), or NULL.
static hail_cores *cores_of(pid_t tid) {
  hail_cores *cores = malloc(sizeof *cores);
  if (cores == NULL) return NULL;
  if (sched_getaffinity(tid, sizeof cores->set, &cores->set) != 0) {
    free(cores);
    return NULL;
  }
  return cores;
}

hail_cores *hail_thread_cores(void) { return cores_of(0); }

// A process's id is its first thread's.
hail_cores *hail_process_cores(void) { return cores_of(getpid()); }

void hail_free_cores(hail_cores *cores) { free(cores); }

int hail_keep_thread_off_core(int tid, const hail_cores *cores, int core) {
  // glibc's CPU_ISSET checks its bounds: a core of -1 or past the set is not in it.
  if (CPU_ISSET(core, &cores->set) && CPU_COUNT(&cores->set) > 1) {
    cpu_set_t others = cores->set;
    CPU_CLR(core, &others);
    if (sched_setaffinity(tid, sizeof others, &others) == 0) return 0;
  }
  sched_setaffinity(tid, sizeof cores->set, &cores->set);
  return -1;
}

void hail_spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ __volatile__("yield");
#endif
}
