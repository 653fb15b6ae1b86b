/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @value rounded to @decimals places (at most 9) as the language of the messages writes
 * numbers: its separator between groups of three digits (for four digits and more) and its
 * decimal mark, both translated ("28,400.5" in English, "28 400,5" in French). Free the
 * result with g_free(). */
char *ml_number_format (double value, guint decimals);

G_END_DECLS
