// The compiler's prefetch hint (GCC and Clang's __builtin_prefetch), which Swift has no spelling
// for: reads that would each miss the cache on a large map are asked for ahead, so they overlap —
// the hierarchy query's next node's arcs, and a route's points, shortcut halves, snapped segments
// and road names (`Column.prefetch`; docs/ARCHITECTURE.md, "Car routing").
static inline void hail_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

