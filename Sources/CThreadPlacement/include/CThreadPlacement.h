// Linux's thread placement for the band worker (`BandWorker`; docs/ARCHITECTURE.md, "Frames in
// bands on two threads") and the threads of low-priority queues (`QueueThread`). The calls and the
// CPU-set macros behind them are GNU extensions, which the C file declares for itself
// (`_GNU_SOURCE`); Swift sees only these functions.
#ifndef HAIL_THREAD_PLACEMENT_H
#define HAIL_THREAD_PLACEMENT_H

/// The cores a thread may run on, as it was when taken (`hail_thread_cores`, `hail_process_cores`).
typedef struct hail_cores hail_cores;

/// The calling thread's kernel id.
int hail_thread_id(void);

/// The core the calling thread runs on, or -1.
int hail_current_core(void);

/// How many cores the calling thread may run on (its affinity mask, as `taskset` or a container's
/// CPU set narrow it; cores offline left out), or -1 if they cannot be read (a system of more than
/// `CPU_SETSIZE`, 1,024, possible cores).
int hail_usable_core_count(void);

/// The calling thread's cores (its affinity mask), kept for later; NULL if they cannot be read (a
/// system of more than `CPU_SETSIZE`, 1,024, possible cores, or no memory).
hail_cores *_Nullable hail_thread_cores(void);

/// The cores of the process's first thread (its affinity mask, which threads it makes inherit),
/// kept for later; NULL as for `hail_thread_cores`.
hail_cores *_Nullable hail_process_cores(void);

/// Frees `cores` (NULL is nothing).
void hail_free_cores(hail_cores *_Nullable cores);

/// Lets thread `tid` run on `cores` but `core`: 0 on success. When `core` is not among them (-1
/// included), or is the only one, or the call fails, the thread may run on all of `cores` again and
/// it returns -1.
int hail_keep_thread_off_core(int tid, const hail_cores *_Nonnull cores, int core);

/// Tells the core the caller is in a spin-wait loop (x86's `pause`, Arm's `yield`; nothing
/// elsewhere), a hint: on x86 the loop then leaves its sibling hyperthread more room and ends
/// without the memory-order flush a plain loop pays on leaving; on Arm it may do nothing.
void hail_spin_pause(void);

#endif
