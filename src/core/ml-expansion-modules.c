/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-expansion-modules.h"
#include "ml-expansion-list.h"

#include <glib/gi18n-lib.h>

/* The modules, from the list (ml-expansion-list.h). */
#define N_MODULES ml_n_module_entries

/* ---- figures ---- */

static const MlFigureDef meeple = {
  .id = "meeple", .name = N_("meeple"), .plural = N_("meeples"), .strength = 1,
};

static const MlFigureDef *figures[ML_MAX_FIGURES];
static const MlExpansionHooks *figure_module[ML_MAX_FIGURES];   /* NULL for the meeple */
static guint n_figures;

/* The ordinary meeple first, then each module's in the list's order. */
static void
number_figures (void)
{
  static gsize done;
  if (!g_once_init_enter (&done))
    return;
  figures[n_figures++] = &meeple;
  for (guint i = 0; i < N_MODULES; i++)
    for (guint k = 0; ml_module_entries[i].figures && ml_module_entries[i].figures[k]; k++)
      {
        g_assert (n_figures < ML_MAX_FIGURES);
        figure_module[n_figures] = ml_module_entries[i].hooks;
        figures[n_figures++] = ml_module_entries[i].figures[k];
      }
  g_once_init_leave (&done, 1);
}

const MlFigureDef *
ml_figure (guint figure)
{
  number_figures ();
  return figure < n_figures ? figures[figure] : &meeple;
}

guint
ml_figures_count (void)
{
  number_figures ();
  return n_figures;
}

gboolean
ml_figure_parse (const char *id, guint *figure)
{
  number_figures ();
  for (guint i = 1; i < n_figures; i++)
    if (g_strcmp0 (id, figures[i]->id) == 0)
      {
        *figure = i;
        return TRUE;
      }
  return FALSE;
}

guint
ml_figure_number (const MlFigureDef *def)
{
  number_figures ();
  for (guint i = 0; i < n_figures; i++)
    if (figures[i] == def)
      return i;
  g_return_val_if_reached (ML_FIGURE_MEEPLE);
}

char *
ml_figures_list (guint expansions)
{
  number_figures ();
  GString *list = g_string_new (NULL);
  for (guint i = 1; i < n_figures; i++)
    if (expansions & figures[i]->expansion)
      g_string_append_printf (list, "%s“%s”", list->len ? ", " : "", figures[i]->id);
  return g_string_free (list, FALSE);
}

/* Whether @m has a rule of placement; the searches ask only such modules, many times a turn. */
static gboolean
places (const MlExpansionHooks *m)
{
  return m->check_first || m->check_order || m->check_each || m->reach_edge || m->check_laid;
}

/* Whether @m takes part in the steps of a turn or in valuing features; the engine asks only
 * such modules. */
static gboolean
takes_turns (const MlExpansionHooks *m)
{
  return m->value || m->extra_supply || m->meeples_held || m->check_holding || m->check_hand || m->filter_placements
         || m->check_place || m->check_action || m->meeples_on || m->after_tile || m->act || m->after_meeples || m->before_score
         || m->after_score || m->take_returning || m->after_scoring || m->extra_turn || m->end_turn || m->settle;
}

/* The modules with a check_foreign hook, which every search asks of a game without their
 * expansion: listed once, so that the others cost nothing there. */
static const MlExpansionHooks *foreign[ML_MAX_MODULES];
static guint n_foreign;

/* Lays the modules' states out one after the other in a game's module_state, and lists
 * those with a check_foreign hook, once, before any game starts. */
static void
lay_out_states (void)
{
  static gsize done;
  if (!g_once_init_enter (&done))
    return;
  g_assert (N_MODULES <= ML_MAX_MODULES);
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->check_foreign)
      foreign[n_foreign++] = ml_module_entries[i].hooks;
  gsize at = 0;
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->state_offset)
      {
        *ml_module_entries[i].hooks->state_offset = at;
        at += (ml_module_entries[i].hooks->state_size + 7) / 8 * 8;
      }
  g_assert (at <= sizeof (((MlGame *) NULL)->module_state));
  g_once_init_leave (&done, 1);
}

void
ml_expansion_modules_install (MlGame *game)
{
  lay_out_states ();
  game->n_modules = 0;
  game->n_placers = 0;
  game->n_choosers = 0;
  for (guint i = 0; i < N_MODULES; i++)
    {
      if (ml_module_entries[i].hooks->reset)
        ml_module_entries[i].hooks->reset (game);
      if (!(game->expansions & ml_module_entries[i].hooks->expansion))
        continue;
      if (takes_turns (ml_module_entries[i].hooks))
        game->modules[game->n_modules++] = ml_module_entries[i].hooks;
      if (places (ml_module_entries[i].hooks))
        game->placers[game->n_placers++] = ml_module_entries[i].hooks;
      if (ml_module_entries[i].hooks->meeple_choices)
        game->choosers[game->n_choosers++] = ml_module_entries[i].hooks;
    }
}

gboolean
ml_expansion_modules_check_foreign (const MlGame *game, const MlTileDef *tile, const MlTurnOptions *opt,
                                    GError **error)
{
  /* Every game was started by ml_expansion_modules_install(), which made the list. */
  for (guint i = 0; i < n_foreign; i++)
    if (!(game->expansions & foreign[i]->expansion) && !foreign[i]->check_foreign (game, tile, opt, error))
      return FALSE;
  return TRUE;
}

void
ml_expansion_modules_check_layout (MlGame *game, GArray *out)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->check_layout)
      ml_module_entries[i].hooks->check_layout (game, out);
}

char *
ml_expansion_modules_describe (const MlScoreItem *item)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      char *text = ml_module_entries[i].hooks->describe ? ml_module_entries[i].hooks->describe (item) : NULL;
      if (text)
        return text;
    }
  return NULL;
}

guint
ml_expansion_modules_count (void)
{
  return N_MODULES;
}

const MlReadingSet *
ml_expansion_modules_readings (guint module)
{
  g_return_val_if_fail (module < N_MODULES, NULL);
  return ml_module_entries[module].readings;
}

const char *
ml_expansion_modules_check_role (const MlGame *game, int player, const MlFeatureDef *def, int feat, guint figure)
{
  number_figures ();
  if (figure == ML_FIGURE_MEEPLE || figure >= n_figures)
    return NULL;
  const MlExpansionHooks *m = figure_module[figure];
  return m->check_role ? m->check_role (game, player, def, feat, figure) : NULL;
}

guint
ml_expansion_modules_figures_left (const MlGame *game, int player, guint figure)
{
  number_figures ();
  if (figure == ML_FIGURE_MEEPLE || figure >= n_figures || figures[figure]->per_player == 0)
    return 0;
  const MlExpansionHooks *m = figure_module[figure];
  if (m->figures_left)
    return m->figures_left (game, player, figure);
  guint laid = 0, n;
  const MlMeeple *meeples = ml_board_meeples (game->board, &n);
  for (guint i = 0; i < n; i++)
    laid += meeples[i].player == player && meeples[i].figure == figure;
  return laid < figures[figure]->per_player ? figures[figure]->per_player - laid : 0;
}

const char *
ml_expansion_modules_describe_role (MlRole role, guint figure)
{
  number_figures ();
  if (figure == ML_FIGURE_MEEPLE || figure >= n_figures)
    return NULL;
  const MlExpansionHooks *m = figure_module[figure];
  return m->describe_role ? m->describe_role (role, figure) : NULL;
}

guint
ml_expansion_modules_holdings (const MlGame *game, int player, MlHolding *out)
{
  guint n = 0;
  for (guint i = 0; i < game->n_modules && n < ML_MAX_HOLDINGS; i++)
    if (game->modules[i]->holdings)
      n += game->modules[i]->holdings (game, player, out + n, ML_MAX_HOLDINGS - n);
  return n;
}

void
ml_expansion_modules_settle_after (MlGame *game, GArray *items)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->settle_after)
      ml_module_entries[i].hooks->settle_after (game, items);
}

const char *
ml_expansion_modules_event_id (const MlEvent *event)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const char *id = ml_module_entries[i].hooks->event_id ? ml_module_entries[i].hooks->event_id (event) : NULL;
      if (id)
        return id;
    }
  return NULL;
}

char *
ml_expansion_modules_explain_event (const MlEvent *event, guint n_players, const char *const *names)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      char *text = ml_module_entries[i].hooks->explain_event ? ml_module_entries[i].hooks->explain_event (event, n_players, names) : NULL;
      if (text)
        return text;
    }
  return NULL;
}

void
ml_expansion_modules_event_members (const MlEvent *event, JsonBuilder *b)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->event_members)
      ml_module_entries[i].hooks->event_members (event, b);
}

const char *
ml_expansion_modules_item_id (const MlScoreItem *item)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const char *id = ml_module_entries[i].hooks->item_id ? ml_module_entries[i].hooks->item_id (item) : NULL;
      if (id)
        return id;
    }
  return NULL;
}

gboolean
ml_expansion_modules_full_turns (const MlGame *game)
{
  for (guint i = 0; i < game->n_modules; i++)
    {
      const MlExpansionHooks *m = game->modules[i];
      if (m->check_hand || m->filter_placements || m->check_place || m->check_action || m->meeples_on || m->after_tile
          || m->act || m->after_meeples || m->after_scoring || m->extra_turn || m->end_turn)
        return TRUE;
    }
  return FALSE;
}

/* ---- scenario files ---- */

/* The module that reads member @key of a player object (@player) or of the top level. */
static const MlExpansionHooks *
member_module (const char *key, gboolean player)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const char *const *list = player ? ml_module_entries[i].hooks->player_members : ml_module_entries[i].hooks->scenario_members;
      if (list && g_strv_contains (list, key))
        return ml_module_entries[i].hooks;
    }
  return NULL;
}

void
ml_expansion_modules_scenario_keys (gboolean player, GPtrArray *out)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const char *const *list = player ? ml_module_entries[i].hooks->player_members : ml_module_entries[i].hooks->scenario_members;
      for (guint k = 0; list && list[k]; k++)
        g_ptr_array_add (out, (gpointer) list[k]);
    }
}

gboolean
ml_expansion_modules_is_member (const char *key, gboolean player)
{
  return member_module (key, player) != NULL;
}

gboolean
ml_expansion_modules_check_member (MlFieldCtx *ctx, const char *key, JsonNode *node, const char *path, gboolean player)
{
  const MlExpansionHooks *m = member_module (key, player);
  return m == NULL || m->check_member == NULL || m->check_member (ctx, key, node, path);
}

void
ml_expansion_modules_members_to_game (MlGame *game, JsonObject *const *players, JsonObject *top)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->members_to_game)
      ml_module_entries[i].hooks->members_to_game (game, players, top);
}

void
ml_expansion_modules_members_from_game (const MlGame *game, JsonObject *const *players, JsonObject *top)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->members_from_game)
      ml_module_entries[i].hooks->members_from_game (game, players, top);
}

char *
ml_expansion_modules_tile_words (const MlTileDef *tile)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      char *text = ml_module_entries[i].hooks->tile_words ? ml_module_entries[i].hooks->tile_words (tile) : NULL;
      if (text)
        return text;
    }
  return NULL;
}

/* ---- s20-rec: scenario options and game records ---- */

void
ml_expansion_modules_options_keys (gboolean start, GPtrArray *out)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const char *const *list = start ? ml_module_entries[i].hooks->start_options_members : ml_module_entries[i].hooks->options_members;
      for (guint k = 0; list && list[k]; k++)
        g_ptr_array_add (out, (gpointer) list[k]);
    }
}

/* The module that reads member @key of a scenario's options. */
static const MlExpansionHooks *
option_module (const char *key)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const char *const *list = ml_module_entries[i].hooks->options_members;
      if (list && g_strv_contains (list, key))
        return ml_module_entries[i].hooks;
    }
  return NULL;
}

gboolean
ml_expansion_modules_check_option (MlFieldCtx *ctx, const char *key, JsonNode *node)
{
  const MlExpansionHooks *m = option_module (key);
  return m == NULL || m->check_member == NULL || m->check_member (ctx, key, node, "$.options");
}

void
ml_expansion_modules_options_to_game (MlGame *game, JsonObject *options, guint tiles)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->options_to_game)
      ml_module_entries[i].hooks->options_to_game (game, options, tiles);
}

void
ml_expansion_modules_options_from_game (const MlGame *game, guint expansions, JsonObject *options)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->options_from_game && (expansions & ml_module_entries[i].hooks->expansion))
      ml_module_entries[i].hooks->options_from_game (game, options);
}

JsonNode *
ml_expansion_modules_start_option (JsonObject *root, JsonObject *start, const char *key)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const char *const *list = ml_module_entries[i].hooks->start_options_members;
      if (list && g_strv_contains (list, key) && ml_module_entries[i].hooks->start_option)
        return ml_module_entries[i].hooks->start_option (root, start, key);
    }
  return NULL;
}

void
ml_expansion_modules_move_keys (GPtrArray *out)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const char *const *list = ml_module_entries[i].hooks->move_members;
      for (guint k = 0; list && list[k]; k++)
        g_ptr_array_add (out, (gpointer) list[k]);
    }
}

gboolean
ml_expansion_modules_read_move (MlFieldCtx *ctx, JsonObject *move, const char *path, JsonObject *out, gboolean *action)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      gboolean own = FALSE;
      if (ml_module_entries[i].hooks->read_move && !ml_module_entries[i].hooks->read_move (ctx, move, path, out, &own))
        return FALSE;
      *action |= own;
    }
  return TRUE;
}

gboolean
ml_expansion_modules_move_to_options (const MlGame *game, JsonObject *members, MlTurnOptions *opt, char **refusal)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->move_to_options && !ml_module_entries[i].hooks->move_to_options (game, members, opt, refusal))
      return FALSE;
  return TRUE;
}

void
ml_expansion_modules_move_from_options (const MlGame *game, const MlTurnOptions *opt, JsonObject *members)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->move_from_options)
      ml_module_entries[i].hooks->move_from_options (game, opt, members);
}

gboolean
ml_expansion_modules_check_piece (MlFieldCtx *ctx, const char *path, const MlTileDef *tile, const MlReadings *readings,
                                  int owner, guint slots, guint port, gboolean active, gboolean settled)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->check_piece
        && !ml_module_entries[i].hooks->check_piece (ctx, path, tile, readings, owner, slots, port, active, settled))
      return FALSE;
  return TRUE;
}

void
ml_expansion_modules_piece_waits_to_game (MlGame *game, const MlTileDef *tile, int owner)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->piece_waits_to_game)
      ml_module_entries[i].hooks->piece_waits_to_game (game, tile, owner);
}

gboolean
ml_expansion_modules_piece_waits (const MlGame *game, const MlPiece *piece)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->piece_waits && ml_module_entries[i].hooks->piece_waits (game, piece))
      return TRUE;
  return FALSE;
}

void
ml_expansion_modules_check_scenario (gconstpointer scenario, gboolean pieces, GArray *problems)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->check_scenario)
      ml_module_entries[i].hooks->check_scenario (scenario, pieces, problems);
}

guint
ml_expansion_modules_meeples_on (const MlGame *game, guint piece)
{
  guint most = 1;
  for (guint i = 0; i < game->n_modules; i++)
    if (game->modules[i]->meeples_on)
      most = MAX (most, game->modules[i]->meeples_on (game, piece));
  return most;
}

const char *
ml_expansion_modules_never_set_aside (const MlTileDef *tile)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const MlExpansionHooks *m = ml_module_entries[i].hooks;
      const char *why = m->never_set_aside ? m->never_set_aside (tile) : NULL;
      if (why)
        return why;
    }
  return NULL;
}

/* ---- random games (s20-play) ---- */

guint
ml_expansion_modules_deal (GPtrArray *pile, MlRand *rand)
{
  guint first = 0;
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->deal)
      first += ml_module_entries[i].hooks->deal (pile, first, rand);
  return first;
}

gboolean
ml_expansion_modules_random_start (MlGame *game, const MlTileDef *start, guint n_tiles, gboolean head_start,
                                   MlRand *rand)
{
  gboolean laid = FALSE;
  for (guint i = 0; i < N_MODULES; i++)
    {
      const MlExpansionHooks *m = ml_module_entries[i].hooks;
      if ((game->expansions & m->expansion) && m->random_start)
        laid |= m->random_start (game, start, n_tiles, head_start, rand);
    }
  return laid;
}

const MlExpansionHooks *
ml_expansion_modules_random_turns (const MlGame *game)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const MlExpansionHooks *m = ml_module_entries[i].hooks;
      if ((game->expansions & m->expansion) && m->random_turns)
        return m;
    }
  return NULL;
}

/* ---- the advisor (s20-play) ---- */

gboolean
ml_expansion_modules_advise_hand (const MlGame *game, const MlTileDef *tile, const MlTileDef *other, GPtrArray *bag,
                                  gboolean box, GError **error)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const MlExpansionHooks *m = ml_module_entries[i].hooks;
      if (m->advise_hand && !m->advise_hand (game, tile, other, bag, box, error))
        return FALSE;
    }
  return TRUE;
}

const MlExpansionHooks *
ml_expansion_modules_advisor (const MlGame *game)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const MlExpansionHooks *m = ml_module_entries[i].hooks;
      if ((game->expansions & m->expansion) && m->advise_moves)
        return m;
    }
  return NULL;
}

/* ---- the bag (s20-play) ---- */

guint
ml_expansion_modules_stand_in (const MlTileDef *tile)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      guint part = ml_module_entries[i].hooks->stand_in ? ml_module_entries[i].hooks->stand_in (tile) : 0;
      if (part)
        return (i + 1) << 16 | part;
    }
  return 0;
}

/* ---- words and checks of the rules (s20-play) ---- */

const char *
ml_expansion_modules_edge_words (int kind)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const char *words = ml_module_entries[i].hooks->edge_words ? ml_module_entries[i].hooks->edge_words (kind) : NULL;
      if (words)
        return words;
    }
  return "?";
}

const char *
ml_expansion_modules_no_meeple (const MlFeatureDef *def)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const char *why = ml_module_entries[i].hooks->no_meeple ? ml_module_entries[i].hooks->no_meeple (def) : NULL;
      if (why)
        return why;
    }
  return "?";
}

void
ml_expansion_modules_meeple_problem (const MlFeatureDef *def, int x, int y, GArray *out)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const MlExpansionHooks *m = ml_module_entries[i].hooks;
      if (m->meeple_problem && m->meeple_problem (def, x, y, out))
        return;
    }
}

void
ml_expansion_modules_check_layout_last (MlGame *game, GArray *out)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->check_layout_last)
      ml_module_entries[i].hooks->check_layout_last (game, out);
}

/* ---- the catalogue (s20-play) ---- */

gboolean
ml_expansion_modules_tile_members (MlTileDef *tile, JsonObject *obj, char **why)
{
  for (guint i = 0; i < N_MODULES; i++)
    {
      const MlExpansionHooks *m = ml_module_entries[i].hooks;
      if (m->tile_members && !m->tile_members (tile, obj, why))
        return FALSE;
    }
  return TRUE;
}

/* ---- the advisor's moves (s20-opts) ---- */

void
ml_expansion_modules_advise_choices (MlTurnOptions *opt, const MlTileDef *keep, gboolean *to_port,
                                     const MlTileDef **choose, guint *piece)
{
  for (guint i = 0; i < N_MODULES; i++)
    if (ml_module_entries[i].hooks->advise_choices)
      ml_module_entries[i].hooks->advise_choices (opt, keep, to_port, choose, piece);
}
