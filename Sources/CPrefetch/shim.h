#include <stdint.h>

// The compiler's prefetch hint (GCC and Clang's __builtin_prefetch), which Swift has no spelling
// for: reads that would each miss the cache on a large map are asked for ahead, so they overlap —
// the hierarchy query's next node's arcs, and a route's points, shortcut halves, snapped segments
// and road names (`Column.prefetch`; docs/ARCHITECTURE.md, "Car routing").
static inline void hail_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

// Reads one byte of every 64-byte cache line (x86-64's line size, and this machine's:
// `getconf LEVEL1_DCACHE_LINESIZE`; on 128-byte lines some lines are read twice) that the `length`
// bytes from `start` touch, and no byte outside them: so the range is in the cache before a loop
// that would stall on it line by line, a scaled bitmap's rows before Pixman samples them
// (`CGContext.readAhead(of:)`). Volatile reads, which no optimiser drops. The prefetch hint above,
// tried there on each line instead, took the route fit's tile paints from 44.7 to 38.6 ms, these
// reads to 34.4 ms.
static inline void hail_read_lines(const void *start, unsigned long length) {
  const volatile unsigned char *byte = (const volatile unsigned char *)start;
  const volatile unsigned char *end = byte + length;
  // The first byte, then the first byte of each line after it.
  for (; byte < end; byte = (const volatile unsigned char *)(((uintptr_t)byte | 63) + 1)) (void)*byte;
}
