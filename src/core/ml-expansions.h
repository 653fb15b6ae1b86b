/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The expansions a game may use: one row each with its id (in scenario files, settings
 * and `meeple-lab-cli play --expansions`), its names and the tile sets it brings. Every
 * list of expansions reads this table: the bag, the catalogue's sets, the document's
 * checks, the window's switches and menu, the palette's groups and the lessons' topics. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The expansions' bits, MlExpansions: one an expansion, in the list's folder. */
#include "ml-expansion-bits.h"

/* At most this many rows: each is a bit of a guint. */
#define ML_MAX_EXPANSIONS 32

/* The tile set of the base game (data/tiles/base.json), which every game deals. */
#define ML_EXPANSIONS_BASE_SET "base"

/* The names are untranslated (N_()): pass them through _() to show. */
typedef struct {
  MlExpansions expansion;
  const char *id;
  const char *title;          /* "Wonders of Humanity": the palette's group */
  const char *short_title;    /* "Wonders": the lessons' topic */
  const char *menu_label;     /* with its mnemonic: "The _Wonders of Humanity" */
  gboolean by_default;        /* on in a new board and a file that does not say */
  const char *const *sets;    /* the tile sets it brings (data/tiles/SET.json), NULL-terminated */
  /* Which of them the bag deals (NULL: none, its tiles come another way), only its tiles
   * of @bag_group when that is not NULL; and whether they go in before the base game's,
   * so that its start tile is the game's. */
  const char *bag_set;
  const char *bag_group;
  gboolean bag_first;
} MlExpansionInfo;

/* The rows in the order of their bits; @n_rows gets their number. */
const MlExpansionInfo *ml_expansions_table (guint *n_rows);
/* The ids in the table's order, NULL-terminated. */
const char *const     *ml_expansions_ids   (void);
/* "farmers, river, abbeys, wonders": the ids for a help text or a message. */
const char            *ml_expansions_list  (void);
/* Every row's bit. */
guint                  ml_expansions_all     (void);
/* The bits of the rows on by default. */
guint                  ml_expansions_default (void);

const char *ml_expansion_id    (MlExpansions expansion);
gboolean    ml_expansion_parse (const char *id, MlExpansions *expansion);
/* The row that brings tile set @set_id, or NULL (the base game's, or a set no row names). */
const MlExpansionInfo *ml_expansion_of_set (const char *set_id);

G_END_DECLS
