// Before any header: `gettid`, `sched_getcpu` and the `CPU_*` macros are GNU extensions.
#define _GNU_SOURCE
#include "CThreadPlacement.h"

#include <sched.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

struct hail_cores {
  cpu_set_t set;
};

int hail_thread_id(void) { return (int)syscall(SYS_gettid); }

int hail_current_core(void) { return sched_getcpu(); }

hail_cores *hail_thread_cores(void) {
  hail_cores *cores = malloc(sizeof *cores);
  if (cores == NULL) return NULL;
  if (sched_getaffinity(0, sizeof cores->set, &cores->set) != 0) {
    free(cores);
    return NULL;
  }
  return cores;
}

int hail_core_count(const hail_cores *cores) { return CPU_COUNT(&cores->set); }

int hail_keep_thread_off_core(int tid, const hail_cores *cores, int core) {
  if (core >= 0 && core < CPU_SETSIZE && CPU_ISSET(core, &cores->set) && CPU_COUNT(&cores->set) > 1) {
    cpu_set_t others = cores->set;
    CPU_CLR(core, &others);
    if (sched_setaffinity(tid, sizeof others, &others) == 0) return 0;
  }
  sched_setaffinity(tid, sizeof cores->set, &cores->set);
  return -1;
}
