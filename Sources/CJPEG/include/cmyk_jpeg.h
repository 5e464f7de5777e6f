#ifndef TESSERA_CMYK_JPEG_H
#define TESSERA_CMYK_JPEG_H

#include <stddef.h>

/// Decodes a four-component (CMYK or YCCK) JPEG held in memory into 8-bit R, G, B, 255 pixels,
/// `pitch` bytes apart in `rgba`, which holds `width` x `height` pixels: the size the caller read
/// from the file's header; a frame of another size is refused. Adobe's APP14 marker means the
/// components are stored inverted (Photoshop's convention, as every Adobe-marked CMYK JPEG
/// is); without it they are plain CMYK. libjpeg's errors come back as a nonzero result with
/// its message in `error` (never an exit), and its warnings are not printed.
int tessera_decode_cmyk_jpeg(const unsigned char *data, size_t size, unsigned char *rgba,
                             int width, int height, int pitch, char *error, size_t errorCapacity);

/// Encodes `width` x `height` CMYK pixels (4 bytes each, rows packed) as a JPEG into a buffer
/// that the caller releases with `free`; with `adobeInverted` the components are written
/// inverted under an Adobe marker (as Photoshop writes them), otherwise plain without one.
/// Used by the tests to make the files they decode. Returns 0 on success.
int tessera_encode_cmyk_jpeg(const unsigned char *cmyk, int width, int height, int adobeInverted,
                             unsigned char **out, unsigned long *outSize);

#endif
