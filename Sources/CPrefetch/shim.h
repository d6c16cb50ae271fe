// The compiler's prefetch hint (GCC and Clang's __builtin_prefetch), which Swift has no spelling
// for: reads that would each miss the cache on a large map are asked for ahead, so they overlap —
// the hierarchy query's next node's arcs, and a route's points, shortcut halves, snapped segments
// and road names (`Column.prefetch`; docs/ARCHITECTURE.md, "Car routing").
static inline void hail_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

// Reads one byte of every 64-byte line of `length` bytes from `start`, so the range is in the cache
// before a loop that would stall on it line by line: a scaled bitmap's rows before Pixman samples
// them (`CGContext.readAhead(of:)`). Volatile reads, which no optimiser drops; the prefetch hint
// above was tried there and hardly helped (the processor may drop hints when many are pending).
static inline void hail_read_lines(const void *start, unsigned long length) {
  const volatile unsigned char *end = (const volatile unsigned char *)start + length;
  // From the start of the first byte's line, so the last line is read too.
  const volatile unsigned char *line =
    (const volatile unsigned char *)((unsigned long)start & ~(unsigned long)63);
  for (; line < end; line += 64) (void)*line;
}
