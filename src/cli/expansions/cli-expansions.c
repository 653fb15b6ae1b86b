/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The list of the expansions' parts of meeple-lab-cli, and the functions that ask each
 * row's hooks in the list's order (cli-expansions.h). */
#include "config.h"
#include "cli-expansions.h"
#include "wonders/cli-wonders.h"

static const CliExpansion *const rows[] = {
  &cli_wonders,
};

/* Each row in the list's order (no break inside: a return leaves it). */
#define EACH_ROW(r) \
  for (guint r##_i = 0; r##_i < G_N_ELEMENTS (rows); r##_i++) \
    for (const CliExpansion *r = rows[r##_i]; r != NULL; r = NULL)

/* ---- move ------------------------------------------------------------------------------- */

void
cli_expansions_move_entries (GArray *entries)
{
  EACH_ROW (r)
    for (const GOptionEntry *e = r->move_entries; e && e->long_name; e++)
      g_array_append_vals (entries, e, 1);
}

gboolean
cli_expansions_move_given (void)
{
  EACH_ROW (r)
    if (r->move_given && r->move_given () != NULL)
      return TRUE;
  return FALSE;
}

gboolean
cli_expansions_move_usage (gboolean meeples)
{
  EACH_ROW (r)
    if (r->move_usage && !r->move_usage (meeples))
      return FALSE;
  return TRUE;
}

/* The options of an expansion the game does not use are against the rules, as the turn
 * would say. */
char *
cli_expansions_move_unused (const MlGame *game)
{
  EACH_ROW (r)
    {
      const char *given = r->move_given ? r->move_given () : NULL;
      if (given && !(game->expansions & r->expansion))
        return r->move_unused (given);
    }
  return NULL;
}

/* One meeple on the tile just laid, unless an expansion's piece takes more. */
guint
cli_expansions_meeples_on (const MlTileDef *tile, const char **too_many)
{
  guint most = 1;
  *too_many = NULL;
  EACH_ROW (r)
    {
      const char *words = NULL;
      guint n = r->meeples_on ? r->meeples_on (tile, &words) : 0;
      if (n > most)
        {
          most = n;
          *too_many = words;
        }
    }
  return most;
}

const char *
cli_expansions_never_set_aside (const MlTileDef *tile)
{
  EACH_ROW (r)
    {
      const char *why = r->never_set_aside ? r->never_set_aside (tile) : NULL;
      if (why)
        return why;
    }
  return NULL;
}

gboolean
cli_expansions_move_choose (const MlScenario *scenario, MlTurnOptions *opt)
{
  EACH_ROW (r)
    if (r->move_choose && !r->move_choose (scenario, opt))
      return FALSE;
  return TRUE;
}

gboolean
cli_expansions_move_apply (const MlGame *game, MlTurnOptions *opt, char **refusal)
{
  EACH_ROW (r)
    if (*refusal == NULL && r->move_apply && !r->move_apply (game, opt, refusal))
      return FALSE;
  return TRUE;
}

/* ---- advise ----------------------------------------------------------------------------- */

const MlTileDef *
cli_expansions_advise_other (const MlGame *game)
{
  EACH_ROW (r)
    {
      const MlTileDef *other = r->advise_other ? r->advise_other (game) : NULL;
      if (other)
        return other;
    }
  return NULL;
}

gboolean
cli_expansions_advise_lead (const MlAdviseMove *m, GString *text)
{
  gboolean own = FALSE;
  EACH_ROW (r)
    if (r->advise_lead)
      own |= r->advise_lead (m, text);
  return own;
}

void
cli_expansions_advise_more (const MlAdviseMove *m, GString *text)
{
  EACH_ROW (r)
    if (r->advise_more)
      r->advise_more (m, text);
}

void
cli_expansions_advise_members (const MlAdviseMove *m, JsonBuilder *b)
{
  EACH_ROW (r)
    if (r->advise_members)
      r->advise_members (m, b);
}

/* ---- tiles, play, score, readings ------------------------------------------------------- */

void
cli_expansions_tile_members (const MlTileDef *tile, JsonBuilder *b)
{
  EACH_ROW (r)
    if (r->tile_members)
      r->tile_members (tile, b);
}

void
cli_expansions_tile_words (const MlTileDef *tile, GString *out)
{
  EACH_ROW (r)
    if (r->tile_words)
      r->tile_words (tile, out);
}

void
cli_expansions_play_members (guint expansions, const MlGame *game, JsonBuilder *b)
{
  EACH_ROW (r)
    if (r->play_members && (expansions & r->expansion))
      r->play_members (game, b);
}

void
cli_expansions_score_warnings (const MlScenario *scenario, GArray *problems)
{
  EACH_ROW (r)
    if (r->score_warnings)
      r->score_warnings (scenario, problems);
}

