#ifndef TESSERA_CSDL2_SHIM_H
#define TESSERA_CSDL2_SHIM_H

// SDL2, SDL2_ttf and SDL2_image as one Clang module for Swift. Function-like macros are not
// imported by Swift, so the ones Tessera needs are wrapped below as static inline functions.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/// SDL_WINDOWPOS_CENTERED (a function-like macro in SDL_video.h).
static inline int tessera_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
/// SDL_WINDOWPOS_UNDEFINED.
static inline int tessera_windowpos_undefined(void) { return SDL_WINDOWPOS_UNDEFINED; }
/// SDL_MUSTLOCK(surface).
static inline int tessera_mustlock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }
/// SDL_BUTTON(x): the button mask bit of mouse button x.
static inline Uint32 tessera_button_mask(int button) { return SDL_BUTTON(button); }
/// SDL_BlitSurface is a #define alias of SDL_UpperBlit.
static inline int tessera_blit_surface(SDL_Surface *src, const SDL_Rect *srcrect, SDL_Surface *dst, SDL_Rect *dstrect) {
    return SDL_BlitSurface(src, srcrect, dst, dstrect);
}

#endif
