/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Replacing a file with new contents, for every save and export: the target is checked
 * first, then the contents are written beside it and renamed over it, so that it holds the
 * old contents or the new, never half. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Writes @length bytes of @data to @path, or to the file it links to (the link stays a
 * link), with the old file's permissions. Refuses, with a G_FILE_ERROR "PATH: why" and
 * nothing changed, a target that is not a regular file (a folder, a named pipe, a device,
 * a socket) and a read-only file: those are never replaced by a regular file. */
gboolean ml_file_replace (const char *path, const char *data, gsize length, GError **error);

G_END_DECLS
