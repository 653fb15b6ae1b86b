/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Player colours: the one table of the colours a scenario may give a player (the id written
 * in files, the name shown to people, the RGB drawn), the order new players take them in,
 * and the reading of a "color" value. The core only names and reads colours; drawing them
 * is the painter's business. */
#pragma once

#include <glib.h>
#include "ml-board.h"

G_BEGIN_DECLS

typedef struct {
  double r, g, b;              /* each in [0, 1] */
} MlColor;

typedef struct {
  const char *id;              /* as written in scenario files: "red", "gray", … */
  const char *name;            /* in English, marked for translation: pass it through _() */
  MlColor rgb;
} MlPlayerColor;

/* The table of player colours, in the order the colour menu lists them; the first
 * ML_MAX_PLAYERS are the default colours, in the order players take them. Sets
 * @n_colors (when not NULL) to its length. */
const MlPlayerColor *ml_player_colors (guint *n_colors);

/* The index in ml_player_colors() of the colour a file names by @id, ignoring case; "grey"
 * is read as "gray", the id the table writes. -1 for NULL, "#rrggbb" and unknown ids. */
int ml_player_color_find (const char *id);

/* The colour player @player wears when the scenario names none: the table's first
 * ML_MAX_PLAYERS colours in turn. */
const MlPlayerColor *ml_player_color_default (guint player);

/* A colour id of the table (see ml_player_color_find()) or "#rrggbb"; FALSE (and @color
 * untouched) for anything else. */
gboolean ml_color_parse (const char *text, MlColor *color);
/* The RGB of ml_player_color_default (@player). */
void     ml_color_default (guint player, MlColor *color);
/* The colour a scenario gives player @player (@text, which may be NULL or unknown: then the
 * default colour). */
void     ml_color_for_player (const char *text, guint player, MlColor *color);

G_END_DECLS
