#ifndef TESSERA_X11_ERRORS_H
#define TESSERA_X11_ERRORS_H

/// Installs Tessera's Xlib error handlers (process-wide): an X error (the window destroyed
/// from outside: BadDrawable, BadWindow) or a lost connection prints one line on stderr,
/// "PROGRAM: lost ...", and exits with status 2, instead of Xlib's seven-line abort.
void tessera_install_x11_error_handlers(void);

#endif
