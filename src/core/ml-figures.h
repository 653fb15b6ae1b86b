/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The figures a player may put on the board: the ordinary meeple (figure 0), which the core
 * knows, and those an expansion's module declares (a claustral prior, a large meeple): each
 * with its id (a scenario meeple's "role", the record's, `move --role`), its name, how it
 * counts in a feature and how many a player holds. The board, the rules and every list of a
 * player's pieces read this table and know no figure by name; the modules' list
 * (ml-expansion-modules.c) numbers them. */
#pragma once

#include <glib.h>
#include "ml-expansions.h"

G_BEGIN_DECLS

#define ML_FIGURE_MEEPLE 0
#define ML_MAX_FIGURES 8

typedef struct {
  const char *id;           /* "prior": its role in a scenario, the record and `move --role` */
  const char *name;         /* N_("claustral prior"), for lists and tooltips */
  const char *plural;       /* N_("claustral priors") */
  MlExpansions expansion;   /* the expansion that brings it (0: the ordinary meeple) */
  guint strength;           /* how many meeples it counts for in a feature's majority; 0: it
                             * counts for none and the feature's info keeps it apart */
  gboolean stays;           /* stays on the board when its feature scores during the game */
  guint per_player;         /* 0: a player lays one of the supply's meeples as this figure;
                             * else how many of its own each player holds besides */
  const char *with_words;   /* N_(): a suggested move laying it, "with a claustral prior" */
  const char *used_up;      /* N_(): why a player with none left to lay cannot lay one */
  /* How the board draws it, as a meeple of its owner's colour: lying down (as a farmer
   * lies) on any feature, and its size against a meeple's (0: the same). */
  gboolean lies;
  double size;
  guint kinds;              /* the feature kinds it may stand on, bit 1 << MlFeatureKind */
  gboolean joins;           /* laid in a feature that already holds its owner's meeple (a
                             * builder): its module's check_role says where, and the core
                             * does not ask for a free feature */
} MlFigureDef;

/* Figure @figure's row; the ordinary meeple's for a number past the table. */
const MlFigureDef *ml_figure          (guint figure);
/* How many figures the table holds, the ordinary meeple included. */
guint              ml_figures_count   (void);
/* The number of the figure whose id is @id; FALSE when none has it. */
gboolean           ml_figure_parse    (const char *id, guint *figure);
/* The number of @def, which a module declared in the modules' list. */
guint              ml_figure_number   (const MlFigureDef *def);
/* Whether figure @figure is one of the supply's meeples (true of the ordinary meeple). A
 * meeple on the board carries its figure's traits (MlMeeple) for the hot loops. */
static inline gboolean
ml_figure_from_supply (guint figure)
{
  return figure == ML_FIGURE_MEEPLE || ml_figure (figure)->per_player == 0;
}

/* The ids of the figures @expansions bring, quoted and joined ("“prior”, “big”"), for a
 * message; newly allocated. */
char              *ml_figures_list    (guint expansions);

G_END_DECLS
