/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The folder of the translation catalogues for this program: LOCALEDIR (the configured
 * prefix), unless the running executable sits in PREFIX2/bin of another tree whose
 * PREFIX2/share/locale holds this package's catalogue for one of the user's languages (a
 * staged or moved install). Never NULL; the string lives as long as the program. */
const char *ml_locale_dir (void);

G_END_DECLS
