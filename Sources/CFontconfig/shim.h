#ifndef TESSERA_CFONTCONFIG_SHIM_H
#define TESSERA_CFONTCONFIG_SHIM_H
// fontconfig for Swift (font matching and per-character fallback in TesseraSDL).
#include <fontconfig/fontconfig.h>
#endif
