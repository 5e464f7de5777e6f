// CTesseraPrefetch is header-only (static inline functions in include/TesseraPrefetch.h);
// SwiftPM needs one source file to build a C target.
#include "TesseraPrefetch.h"
