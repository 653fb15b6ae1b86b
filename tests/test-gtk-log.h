/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How the window tests treat GTK's own warnings. */
#pragma once

/* Keeps every warning and critical fatal, as G_DEBUG=fatal-warnings and g_test_init() make
 * them, but one: GTK 4.8's "Trying to snapshot … without a current allocation". Under Xvfb,
 * with no window manager, that one comes from GTK's own race between a resize the X server
 * has not answered yet and a size that changed meanwhile (it draws one frame before it lays
 * the window out again); it is printed and counted, not fatal. Call it first in main(),
 * before anything is logged. */
void tu_gtk_log_init (void);
/* How many of those warnings were let through so far. */
unsigned tu_gtk_log_tolerated (void);
