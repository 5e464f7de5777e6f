// CMYK JPEG decoding with libjpeg(-turbo): SDL2_image 2.6 decodes four-component JPEGs into a
// surface whose channels are mislabelled (red and blue swapped) and assumes Adobe's inverted
// components, so Tessera decodes these files itself.
#include "cmyk_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct tessera_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void tessera_jpeg_error_exit(j_common_ptr info) {
    struct tessera_jpeg_error *error = (struct tessera_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

static void tessera_jpeg_silent(j_common_ptr info) { (void)info; }

static void tessera_jpeg_message(j_common_ptr info, char *error, size_t capacity) {
    char buffer[JMSG_LENGTH_MAX];
    info->err->format_message(info, buffer);
    if (capacity > 0) {
        strncpy(error, buffer, capacity - 1);
        error[capacity - 1] = 0;
    }
}

static unsigned char tessera_cmyk_channel(unsigned int c, unsigned int k, int inverted) {
    // Inverted (Adobe) components already are 255 - C and 255 - K.
    unsigned int ink = inverted ? c : 255 - c;
    unsigned int black = inverted ? k : 255 - k;
    return (unsigned char)((ink * black + 127) / 255);
}

int tessera_decode_cmyk_jpeg(const unsigned char *data, size_t size, unsigned char *rgba,
                             int width, int height, int pitch, char *error, size_t errorCapacity) {
    struct jpeg_decompress_struct info;
    struct tessera_jpeg_error jerr;
    // Allocated before setjmp: a local changed after it is undefined after the longjmp.
    JSAMPROW row = malloc((size_t)(width > 0 ? width : 1) * 4);
    if (row == NULL) {
        snprintf(error, errorCapacity, "out of memory");
        return 1;
    }
    info.err = jpeg_std_error(&jerr.manager);
    jerr.manager.error_exit = tessera_jpeg_error_exit;
    jerr.manager.output_message = tessera_jpeg_silent;
    if (setjmp(jerr.jump)) {
        tessera_jpeg_message((j_common_ptr)&info, error, errorCapacity);
        jpeg_destroy_decompress(&info);
        free(row);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if (info.num_components != 4 || (int)info.image_width != width || (int)info.image_height != height) {
        snprintf(error, errorCapacity, "a %dx%d JPEG of %d components where a %dx%d CMYK frame was read",
                 (int)info.image_width, (int)info.image_height, info.num_components, width, height);
        jpeg_destroy_decompress(&info);
        free(row);
        return 1;
    }
    int inverted = info.saw_Adobe_marker;
    info.out_color_space = JCS_CMYK;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        unsigned char *out = rgba + (size_t)info.output_scanline * (size_t)pitch;
        jpeg_read_scanlines(&info, &row, 1);
        for (int x = 0; x < width; x++) {
            const unsigned char *p = row + 4 * x;
            out[4 * x] = tessera_cmyk_channel(p[0], p[3], inverted);
            out[4 * x + 1] = tessera_cmyk_channel(p[1], p[3], inverted);
            out[4 * x + 2] = tessera_cmyk_channel(p[2], p[3], inverted);
            out[4 * x + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    return 0;
}

int tessera_encode_cmyk_jpeg(const unsigned char *cmyk, int width, int height, int adobeInverted,
                             unsigned char **out, unsigned long *outSize) {
    struct jpeg_compress_struct info;
    struct tessera_jpeg_error jerr;
    JSAMPROW row = malloc((size_t)(width > 0 ? width : 1) * 4);
    if (row == NULL) return 1;
    *out = NULL;
    *outSize = 0;
    info.err = jpeg_std_error(&jerr.manager);
    jerr.manager.error_exit = tessera_jpeg_error_exit;
    jerr.manager.output_message = tessera_jpeg_silent;
    if (setjmp(jerr.jump)) {
        jpeg_destroy_compress(&info);
        free(row);
        free(*out);
        *out = NULL;
        return 1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, out, outSize);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_CMYK;
    jpeg_set_defaults(&info);
    jpeg_set_colorspace(&info, JCS_CMYK);
    info.write_Adobe_marker = adobeInverted ? TRUE : FALSE;
    jpeg_set_quality(&info, 95, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        const unsigned char *in = cmyk + (size_t)info.next_scanline * (size_t)width * 4;
        for (int i = 0; i < width * 4; i++) row[i] = adobeInverted ? (unsigned char)(255 - in[i]) : in[i];
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    free(row);
    return 0;
}
