#ifndef TESSERA_CFRIBIDI_SHIM_H
#define TESSERA_CFRIBIDI_SHIM_H
// GNU FriBidi for Swift (the Unicode bidirectional algorithm, UAX #9, in TesseraSDL).
#include <fribidi.h>

/// FRIBIDI_PAR_ON: paragraph direction from its first strong character (UAX #9 P2-P3).
static inline FriBidiParType tessera_fribidi_par_auto(void) { return FRIBIDI_PAR_ON; }
/// FRIBIDI_PAR_LTR.
static inline FriBidiParType tessera_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
/// FRIBIDI_PAR_RTL.
static inline FriBidiParType tessera_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
/// From the first strong character, right to left when there is none (FRIBIDI_PAR_WRTL).
static inline FriBidiParType tessera_fribidi_par_weak_rtl(void) { return FRIBIDI_PAR_WRTL; }
#endif
