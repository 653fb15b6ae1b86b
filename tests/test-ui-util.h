/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the window tests share: the application, its windows, the main loop run until it is
 * idle, widgets found by type, and how GTK's own warnings are treated. */
#pragma once

#include <gtk/gtk.h>
#include "ml-application.h"
#include "ml-window.h"

/* Keeps every warning and critical fatal, as G_DEBUG=fatal-warnings and g_test_init() make
 * them, but one: GTK 4.8's "Trying to snapshot … without a current allocation". Under Xvfb,
 * with no window manager, that one comes from GTK's own race between a resize the X server
 * has not answered yet and a size that changed meanwhile (it draws one frame before it lays
 * the window out again); it is printed and counted, not fatal. Call it first in main(),
 * before anything is logged. */
void     tu_gtk_log_init (void);
/* How many of those warnings were let through so far. */
unsigned tu_gtk_log_tolerated (void);

/* A new application, registered (not unique, so tests can run side by side). */
MlApplication *tu_app_new (void);
/* Runs the main loop until nothing is pending, twenty times over: enough for idle handlers
 * that queue others and for a frame or two. */
void       tu_spin (void);
/* The first widget of type @type in @root's tree (@root included), depth first. */
GtkWidget *tu_find_type (GtkWidget *root, GType type);
/* A new window of @app, shown and settled. */
MlWindow  *tu_open_window (MlApplication *app);
/* Takes back every edit (so no unsaved-changes question holds the window) and closes it. */
void       tu_close_window (MlWindow *window);
/* Activates the window action "win.@action" with @param (may be NULL), which must be
 * enabled, and settles. */
void       tu_activate (MlWindow *window, const char *action, GVariant *param);
