// The compiler's prefetch hint (GCC and Clang's __builtin_prefetch), which Swift has no spelling
// for: the contraction hierarchy's query asks for a queued node's arcs before it settles the node,
// so they arrive while the node before is settled (docs/ARCHITECTURE.md, "Car routing").
static inline void hail_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }
