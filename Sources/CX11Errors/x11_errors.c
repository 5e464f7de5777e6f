// Xlib's default handlers print seven lines ("X Error of failed request: BadDrawable ...") and
// exit 1 when the window is destroyed under the app (`xdotool windowclose`) or the X server
// goes away. Tessera's handlers print one line and exit with status 2 (issue 34). They only
// format into a stack buffer and call write and _exit, so they are safe inside Xlib. Xlib's
// names (Font, Window, Display) stay in this file: the public header declares one function.
#define _GNU_SOURCE
#include "x11_errors.h"
#include <X11/Xlib.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>



/// Writes "PROGRAM: MESSAGE" and a newline to stderr, control characters replaced by '?'.
static void tessera_x11_report(const char *message) {
    char line[400];
    int n = snprintf(line, sizeof line - 1, "%s: %s", program_invocation_short_name, message);
    if (n < 0) n = 0;
    if (n > (int)sizeof line - 2) n = (int)sizeof line - 2;
    for (int i = 0; i < n; i++) if ((unsigned char)line[i] < 0x20 || line[i] == 0x7F) line[i] = '?';
    line[n] = '\n';
    ssize_t ignored = write(2, line, (size_t)n + 1);
    (void)ignored;
}

static int tessera_x11_error(Display *display, XErrorEvent *event) {
    char text[120] = "";
    XGetErrorText(display, event->error_code, text, sizeof text);
    char message[300];
    snprintf(message, sizeof message,
             "lost the window on the X display (%s, request %d); it was closed or destroyed from outside, exiting",
             text, (int)event->request_code);
    tessera_x11_report(message);
    _exit(2);
    return 0;
}

static int tessera_x11_io_error(Display *display) {
    (void)display;
    tessera_x11_report("lost the connection to the X display (the server went away); exiting");
    _exit(2);
    return 0;
}

/// Installs the handlers above (process-wide, for every Xlib connection).
void tessera_install_x11_error_handlers(void) {
    XSetErrorHandler(tessera_x11_error);
    XSetIOErrorHandler(tessera_x11_io_error);
}

