/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The expansions a game may use: one row each with its id (in scenario files, settings
 * and `meeple-lab-cli play --expansions`), its title and the tile sets it brings. Every
 * list of expansions in C reads this table. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  ML_EXPANSION_FARMERS = 1 << 0,
  ML_EXPANSION_RIVER   = 1 << 1,
  ML_EXPANSION_ABBEYS  = 1 << 2,
  ML_EXPANSION_WONDERS = 1 << 3,
} MlExpansions;

typedef struct {
  MlExpansions expansion;
  const char *id;
  const char *title;          /* untranslated (N_()): pass through _() to show */
  const char *const *sets;    /* the tile sets it brings (data/tiles/SET.json), NULL-terminated */
} MlExpansionInfo;

/* The rows in the order of their bits; @n_rows gets their number. */
const MlExpansionInfo *ml_expansions_table (guint *n_rows);
/* The ids in the table's order, NULL-terminated. */
const char *const     *ml_expansions_ids   (void);
/* "farmers, river, abbeys, wonders": the ids for a help text or a message. */
const char            *ml_expansions_list  (void);

const char *ml_expansion_id    (MlExpansions expansion);
gboolean    ml_expansion_parse (const char *id, MlExpansions *expansion);

G_END_DECLS
