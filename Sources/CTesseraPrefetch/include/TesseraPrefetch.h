#ifndef TESSERA_PREFETCH_H
#define TESSERA_PREFETCH_H

/// Asks the processor to bring the cache line holding `address` closer, without waiting for it
/// and without faulting (any address is allowed). Layout sweeps over large trees issue these a
/// few nodes ahead, so the nodes' memory streams in while earlier nodes are being placed.
static inline __attribute__((always_inline)) void tessera_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

/// The same, for a line that is about to be written.
static inline __attribute__((always_inline)) void tessera_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
