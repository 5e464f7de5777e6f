#ifndef TESSERA_HEAP_STATS_H
#define TESSERA_HEAP_STATS_H

#include <stddef.h>

/// Bytes the C heap has handed out and not taken back (glibc's mallinfo2: in-use arena bytes
/// plus mmapped blocks), or 0 where the C library does not say. Unlike the resident size it
/// does not count free pages the allocator keeps, so it tells retained objects from
/// fragmentation.
size_t tessera_heap_in_use(void);

#endif
