/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The twelve Wonders of Humanity as C names them: one row per wonder with its id (the
 * "effect" and "id" of data/tiles/wonders.json, whose faces stay data), its name and the
 * one line that says what it does. Every list of wonder ids in C reads this table. */
#pragma once

#include <glib.h>
#include "ml-catalogue.h"

G_BEGIN_DECLS

/* What a wonder does (docs/rules.md §5.3); which wonder does what is data. */
typedef enum {
  ML_EFFECT_NONE,
  ML_EFFECT_NOTRE_DAME,
  ML_EFFECT_STONEHENGE,
  ML_EFFECT_ABU_SIMBEL,
  ML_EFFECT_CIRCUS_MAXIMUS,
  ML_EFFECT_GREAT_WALL,
  ML_EFFECT_TAJ_MAHAL,
  ML_EFFECT_COTHON,
  ML_EFFECT_NAZCA,
  ML_EFFECT_ANGKOR_WAT,
  ML_EFFECT_ALHAMBRA,
  ML_EFFECT_TIKAL,
  ML_EFFECT_TERRACOTTA,
  ML_N_EFFECTS
} MlEffect;

typedef struct {
  MlEffect effect;
  const char *id;       /* the wonder's id and its effect's, in the data files and scenarios */
  const char *name;     /* untranslated (N_()): pass through _() to show */
  const char *text;     /* what it does, in one line; untranslated (N_()) */
} MlWonderInfo;

/* The rows in the data file's order; @n_rows gets their number. */
const MlWonderInfo *ml_wonders_table       (guint *n_rows);
/* The row of @effect, or NULL for ML_EFFECT_NONE and out of range. */
const MlWonderInfo *ml_wonders_table_row   (MlEffect effect);
/* The row whose id is @id, or NULL. */
const MlWonderInfo *ml_wonders_table_find  (const char *id);
/* The ids in the table's order, NULL-terminated (for lists of known ids). */
const char *const  *ml_wonders_table_ids   (void);

/* "none" for ML_EFFECT_NONE, the row's id, or "?". */
const char *ml_effect_id (MlEffect effect);
/* The one-line text of @effect in the current language, or "" for none. */
const char *ml_effect_text (MlEffect effect);

/* Whether @tile is a wonder: the pieces with a building are the Wonders'. */
static inline gboolean
ml_tile_is_wonder (const MlTileDef *tile)
{
  return ml_tile_has_building (tile);
}

G_END_DECLS
