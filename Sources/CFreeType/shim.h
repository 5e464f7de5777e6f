#ifndef TESSERA_CFREETYPE_SHIM_H
#define TESSERA_CFREETYPE_SHIM_H

// FreeType, for reading glyph advances from a face's metrics without loading outlines
// (SDL_ttf opens its own faces; this library instance is Tessera's). Function-like and
// expression macros are wrapped for Swift.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_FONT_FORMATS_H

/// FT_LOAD_NO_HINTING.
static inline FT_Int32 tessera_ft_load_no_hinting(void) { return FT_LOAD_NO_HINTING; }

#endif
