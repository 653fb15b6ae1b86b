/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The expansions' parts of meeple-lab-cli: for each expansion with pieces of its own on the
 * command line, a row of hooks (its options of move, its words and JSON members in advise,
 * tiles and play, its warnings in score, its readings' values), and the functions the
 * generic commands ask instead of naming any expansion. A hook left NULL does nothing.
 * A new expansion adds its folder here (src/cli/expansions/NAME/) and its row to the list
 * in cli-expansions.c. */
#pragma once

#include "cli-common.h"
#include "ml-advise.h"

G_BEGIN_DECLS

typedef struct {
  guint expansion;              /* the MlExpansions bit of the expansion */

  /* ---- move ---- */
  /* Its options, NULL-terminated: `move --help` lists them after --role. */
  GOptionEntry *move_entries;
  /* The first of its options the command line gave ("--wonder"), or NULL. */
  const char *(*move_given)  (void);
  /* Whether its options go together, and with --meeple when @meeples: FALSE when they do
   * not, the usage error printed. */
  gboolean    (*move_usage)  (gboolean meeples);
  /* The refusal of @option, one of its options, in a game without the expansion. */
  char       *(*move_unused) (const char *option);
  /* How many --meeple @tile takes when it is the expansion's piece (else 0), and in
   * @too_many the refusal of more. */
  guint       (*meeples_on)  (const MlTileDef *tile, const char **too_many);
  /* Why @tile, the expansion's piece, is never set aside (translated), or NULL. */
  const char *(*never_set_aside) (const MlTileDef *tile);
  /* Its choices of the turn that come before the meeples on the tile, into @opt: FALSE on
   * bad input (printed). */
  gboolean    (*move_choose) (const MlScenario *scenario, MlTurnOptions *opt);
  /* The rest of its choices, once the meeples on the tile are read: FALSE on bad input
   * (printed); a rule they break is set in @refusal. */
  gboolean    (*move_apply)  (const MlGame *game, MlTurnOptions *opt, char **refusal);

  /* ---- advise ---- */
  /* The tile the player to move holds besides the one drawn, or NULL. */
  const MlTileDef *(*advise_other) (const MlGame *game);
  /* The words of @m's action when it is the expansion's (an ML_ACTION_MODULE), at the
   * start of its text; TRUE when @m puts meeples of the expansion's (its action, or
   * meeples off the tile), so that the text does not say "no meeple". */
  gboolean    (*advise_lead)    (const MlAdviseMove *m, GString *text);
  /* The words of @m's other choices of the expansion, after the meeples on the tile. */
  void        (*advise_more)    (const MlAdviseMove *m, GString *text);
  /* @m's members of the expansion in `advise --json`, after "meeples". */
  void        (*advise_members) (const MlAdviseMove *m, JsonBuilder *b);

  /* ---- tiles ---- */
  /* @tile's members in `tiles --json` when it is the expansion's piece, after "features". */
  void        (*tile_members)   (const MlTileDef *tile, JsonBuilder *b);
  /* Words appended to @tile's features in the table, when it is the expansion's piece. */
  void        (*tile_words)     (const MlTileDef *tile, GString *out);

  /* ---- play ---- */
  /* The members of the last game in `play --json` (asked when the games use the expansion). */
  void        (*play_members)   (const MlGame *game, JsonBuilder *b);

  /* ---- score ---- */
  /* What the scenario holds of the expansion's that no game can, as MlProblem rows for
   * the warnings of `score`. */
  void        (*score_warnings) (const MlScenario *scenario, GArray *problems);
} CliExpansion;

/* move */
void         cli_expansions_move_entries  (GArray *entries);
gboolean     cli_expansions_move_given    (void);
gboolean     cli_expansions_move_usage    (gboolean meeples);
char        *cli_expansions_move_unused   (const MlGame *game);
guint        cli_expansions_meeples_on    (const MlTileDef *tile, const char **too_many);
const char  *cli_expansions_never_set_aside (const MlTileDef *tile);
gboolean     cli_expansions_move_choose   (const MlScenario *scenario, MlTurnOptions *opt);
gboolean     cli_expansions_move_apply    (const MlGame *game, MlTurnOptions *opt, char **refusal);

/* advise */
const MlTileDef *cli_expansions_advise_other (const MlGame *game);
gboolean     cli_expansions_advise_lead    (const MlAdviseMove *m, GString *text);
void         cli_expansions_advise_more    (const MlAdviseMove *m, GString *text);
void         cli_expansions_advise_members (const MlAdviseMove *m, JsonBuilder *b);

/* tiles, play, score, readings */
void         cli_expansions_tile_members   (const MlTileDef *tile, JsonBuilder *b);
void         cli_expansions_tile_words     (const MlTileDef *tile, GString *out);
void         cli_expansions_play_members   (guint expansions, const MlGame *game, JsonBuilder *b);
void         cli_expansions_score_warnings (const MlScenario *scenario, GArray *problems);

/* The sentences that name what several expansions bring at once, translated
 * (cli-expansions-texts.c): move's summary, the legend under tiles, import's summary. */
const char  *cli_expansions_move_summary   (void);
const char  *cli_expansions_tiles_legend   (void);
const char  *cli_expansions_import_summary (void);

G_END_DECLS
