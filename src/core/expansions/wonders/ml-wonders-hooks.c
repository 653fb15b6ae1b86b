/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' hooks into the turn engine (ml-game-state.h): the state of a new game, the
 * meeples the wonders add and hold, the checks of a turn, and the table that the list of
 * modules reads. */
#include "config.h"
#include "ml-wonders-private.h"
#include "ml-wonders-members.h"
#include "ml-rules.h"

#include <glib/gi18n-lib.h>

/* ---- the hooks of a turn -------------------------------------------------------------- */

gboolean
_ml_wonders_refuse (GError **error, const char *message)
{
  g_set_error_literal (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE, message);
  return FALSE;
}

static void
hook_reset (MlGame *game)
{
  *ml_wonders_state (game) = (MlWondersState) { .wonders_per_player = 1 };
  if (!(game->expansions & ML_EXPANSION_WONDERS))
    return;
  game->supply = ML_WONDER_SUPPLY;
  const MlTileSet *set = ml_catalogue_find_set (ml_catalogue_get_default (), "wonders");
  for (guint i = 0; set && i < set->tiles->len && i < ML_MAX_WONDERS; i++)
    ml_wonders_state (game)->available[ml_wonders_state (game)->n_available++] = g_ptr_array_index (set->tiles, i);
}

/* Two meeples come with the first wonder, one with the second. */
static guint
hook_extra_supply (const MlGame *game, int player)
{
  guint n = 0;
  for (guint k = 0; k < ml_wonders_state (game)->n_taken[player]; k++)
    n += k == 0 ? 2 : 1;
  return n;
}

/* The marker on each wonder laid, and the meeples in its slots and port. */
static guint
hook_meeples_held (const MlGame *game, int player)
{
  guint n, used = 0;
  const MlPiece *pieces = ml_board_pieces (game->board, &n);
  for (guint i = 0; i < n; i++)
    if (pieces[i].owner == player && ml_tile_is_wonder (pieces[i].tile))
      used += 1 + pieces[i].slots + pieces[i].port;
  return used;
}

/* In a game without the Wonders: no wonder, no tile kept face down, no slot, no port. */
static gboolean
hook_check_foreign (const MlGame *game, const MlTileDef *tile, const MlTurnOptions *opt, GError **error)
{
  if (ml_tile_is_wonder (tile))
    return _ml_wonders_refuse (error, _("The Wonders of Humanity are not among the expansions of this game."));
  if (ml_wonders_turn_const (opt)->keep)
    return _ml_wonders_refuse (error, _("Only the owner of Abu Simbel keeps a tile face down for the next turn."));
  if (opt->slots)
    return _ml_wonders_refuse (error, _("Meeples go into slots only when the Taj Mahal is laid, or one a turn instead of a meeple."));
  gboolean choices = ml_wonders_turn_const (opt)->choose || ml_wonders_turn_const (opt)->n_order || ml_wonders_turn_const (opt)->cothon_port || ml_wonders_turn_const (opt)->n_cothon_meeples || ml_wonders_turn_const (opt)->port_mask;
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    choices |= ml_wonders_turn_const (opt)->choose_for[p] != NULL;
  if (choices)
    return _ml_wonders_refuse (error, _("Wonders are taken, and meeples go to the Cothon's port, only with the Wonders of Humanity."));
  switch ((int) opt->action)
    {
    case ML_WONDERS_ACTION_SLOT:
    case ML_WONDERS_ACTION_UNSLOT:
      return _ml_wonders_refuse (error, _("Only the owner of a Taj Mahal laid on an earlier turn uses its slots."));
    case ML_WONDERS_ACTION_FROM_PORT:
      return _ml_wonders_refuse (error, _("Only the owner of the Cothon of Carthage sends a meeple from its port, and the port is empty."));
    case ML_ACTION_NONE:
    case ML_ACTION_MEEPLES:
    default:
      return TRUE;
    }
}

/* Nothing goes on a tile laid to make room; slots only on laying the Taj Mahal or one a turn
 * for its owner; a meeple from the port only for the Cothon's owner. */
/* The meeples put on a wonder just laid: two at most with those put into its slots, on
 * features that stay apart once it lies (the engine counts the rest as for any tile). */
static gboolean
check_wonder_meeples (MlGame *game, guint piece, const MlTurnOptions *opt, GError **error)
{
  guint n = opt->action == ML_ACTION_MEEPLES ? opt->n_meeples : 0;
  if (n > 2 || n + opt->slots > 2)
    return _ml_wonders_refuse (error, _("A wonder takes at most 2 meeples besides its marker."));
  if (n == 2 && opt->meeples[0].feature == opt->meeples[1].feature)
    return _ml_wonders_refuse (error, _("The two meeples on a wonder go on different features."));
  /* Features of the wonder that the neighbours join are one feature once it lies. */
  if (n == 2 && !ml_rules_features_apart (game, piece, opt->meeples[0].feature, opt->meeples[1].feature))
    return _ml_wonders_refuse (error, _("The two meeples on a wonder go on different features: these two are joined through a neighbouring tile."));
  return TRUE;
}

/* How many meeples a wonder just laid takes: two; other pieces are the engine's. */
static guint
hook_meeples_on (const MlGame *game, guint piece)
{
  return ml_tile_is_wonder (ml_board_piece (game->board, piece)->tile) ? 2 : 0;
}

/* A wonder that fits nowhere stays in hand until it fits. */
static const char *
hook_never_set_aside (const MlTileDef *tile)
{
  return ml_tile_is_wonder (tile) ? _("A wonder that fits nowhere waits in its owner's hand: it is never set aside.") : NULL;
}

static gboolean
hook_check_action (MlGame *game, guint piece, gboolean room, const MlTurnOptions *opt, GError **error)
{
  int player = (int) game->turn;
  if (!_ml_wonders_check_taking (game, piece, opt, error))
    return FALSE;
  const MlPiece *laid = ml_board_piece (game->board, piece);
  gboolean taj_laid = ml_wonders_has_slots (laid->tile);
  if (room && (opt->action != ML_ACTION_NONE || opt->slots))
    return _ml_wonders_refuse (error, _("No meeple goes on a tile drawn to make room for the wonder."));
  if (opt->slots && !taj_laid)
    return _ml_wonders_refuse (error, _("Meeples go into slots only when the Taj Mahal is laid, or one a turn instead of a meeple."));
  switch ((int) opt->action)
    {
    case ML_ACTION_NONE:
    case ML_ACTION_MEEPLES:
      for (guint k = 0; k < opt->slots; k++)
        if (ml_wonders_slot_points (&game->readings, laid->tile, 1 + k) == 0)
          return _ml_wonders_refuse (error, _("That slot of the Taj Mahal cannot take a meeple: the sources do not give its bonus."));
      return !ml_tile_is_wonder (laid->tile) || check_wonder_meeples (game, piece, opt, error);
    case ML_WONDERS_ACTION_SLOT:
    case ML_WONDERS_ACTION_UNSLOT:
      {
        int at = ml_wonders_piece (game, ML_EFFECT_TAJ_MAHAL, FALSE);
        const MlPiece *taj = at >= 0 ? ml_board_piece (game->board, (guint) at) : NULL;
        if (taj == NULL || taj->owner != player || (guint) at == piece)
          return _ml_wonders_refuse (error, _("Only the owner of a Taj Mahal laid on an earlier turn uses its slots."));
        if (opt->action == ML_WONDERS_ACTION_UNSLOT)
          return taj->slots > 0 ? TRUE : _ml_wonders_refuse (error, _("No meeple stands in the Taj Mahal's slots besides the marker."));
        if (ml_wonders_slot_points (&game->readings, taj->tile, 1u + taj->slots) == 0)
          return _ml_wonders_refuse (error, _("The Taj Mahal has no free slot that can take a meeple."));
        return ml_game_supply_left (game, player) > 0 ? TRUE : _ml_wonders_refuse (error, _("The player has no meeple left in supply."));
      }
    case ML_WONDERS_ACTION_FROM_PORT:
      {
        int at = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
        const MlPiece *cothon = at >= 0 ? ml_board_piece (game->board, (guint) at) : NULL;
        if (cothon == NULL || cothon->owner != player || cothon->port == 0)
          return _ml_wonders_refuse (error, _("Only the owner of the Cothon of Carthage sends a meeple from its port, and the port is empty."));
        const MlMeepleChoice *m = &opt->meeples[0];
        const char *why = ml_wonders_port_refusal (game, player, ml_wonders_turn_const (opt)->port_piece, m->cell, m->feature, m->figure, piece);
        return why ? _ml_wonders_refuse (error, why) : TRUE;
      }
    default:
      return _ml_wonders_refuse (error, "?");
    }
}

static void
hook_before_score (MlGame *game, const MlScoreItem *item, GArray *events)
{
  _ml_wonders_stonehenge (game, item, events);
}

static void
hook_after_score (MlGame *game, const MlScoreItem *item, GArray *events, GArray *items)
{
  _ml_wonders_after_score_bonuses (game, item, events, items);
}

static guint
hook_take_returning (MlGame *game, int player, guint count)
{
  return _ml_wonders_to_port (game, player, count);
}

static void
hook_after_scoring (MlGame *game, const MlTurnOptions *opt, GArray *events)
{
  _ml_wonders_hand_out (game, opt, events);
}

static gboolean
hook_extra_turn (MlGame *game, const MlTileDef *tile, GArray *events)
{
  if (!_ml_wonders_nazca (game, tile))
    return FALSE;
  if (events)
    {
      MlEvent ev = { .kind = ML_EVENT_EXTRA_TURN, .module = ML_EXPANSION_WONDERS, .player = (int) game->turn, .tile = tile };
      g_array_append_val (events, ev);
    }
  return TRUE;
}

static void
hook_end_turn (MlGame *game)
{
  ml_wonders_state (game)->port_mask = 0;
}

static void
hook_settle (MlGame *game, GArray *items)
{
  _ml_wonders_settle_end (game, items);
}

static char *
hook_check_holding (const MlGame *game, int player)
{
  const MlWondersState *w = ml_wonders_state (game);
  /* The scenario's list counts whole: the game keeps two wonders a player at most. */
  guint took = MAX (w->n_taken[player], w->n_listed[player]);
  if (took <= w->wonders_per_player)
    return NULL;
  return g_strdup_printf (ngettext ("Player %u took %u wonder; this game allows %u each.",
                                    "Player %u took %u wonders; this game allows %u each.", took),
                          (guint) player + 1, took, w->wonders_per_player);
}

/* A wonder laid in a game without the Wonders, after the core's checks of the meeples. */
static void
hook_check_layout_last (MlGame *game, GArray *out)
{
  for (guint i = 0; i < ml_board_n_pieces (game->board); i++)
    {
      const MlPiece *p = ml_board_piece (game->board, i);
      if (ml_tile_is_wonder (p->tile) && !(game->expansions & ML_EXPANSION_WONDERS))
        ml_problem_add (out, p->x, p->y, _("The wonder %s at (%d, %d) needs the Wonders of Humanity among the expansions."),
                 p->tile->id, p->x, p->y);
    }
}

static char *
hook_describe (const MlScoreItem *item)
{
  return ml_wonders_item_effect (item) != ML_EFFECT_NONE ? ml_wonders_describe_item (item) : NULL;
}

static const char *
hook_item_id (const MlScoreItem *item)
{
  return ml_wonders_item_effect (item) != ML_EFFECT_NONE ? "wonder" : NULL;
}

/* A move the advisor lists: Abu Simbel's tile kept, the port, the wonder taken, and the
 * piece of the port step's meeple. */
static void
hook_advise_choices (MlTurnOptions *opt, const MlTileDef *keep, gboolean *to_port, const MlTileDef **choose,
                     guint *piece)
{
  MlWondersTurn *w = ml_wonders_turn (opt);
  w->keep = keep;
  *to_port = w->port_mask != 0;
  *choose = w->choose;
  if (opt->action == ML_WONDERS_ACTION_FROM_PORT)
    *piece = w->port_piece;
}

gsize ml_wonders_state_at;

const MlExpansionHooks ml_wonders_hooks = {
  .expansion = ML_EXPANSION_WONDERS,
  .state_size = sizeof (MlWondersState),
  .state_offset = &ml_wonders_state_at,
  .describe = hook_describe,
  .item_id = hook_item_id,
  .meeples_on = hook_meeples_on,
  .never_set_aside = hook_never_set_aside,
  .event_id = _ml_wonders_event_id,
  .explain_event = _ml_wonders_explain_event,
  .event_members = _ml_wonders_event_members,
  .tile_words = _ml_wonders_tile_words,
  .reset = hook_reset,
  .check_foreign = hook_check_foreign,
  .extra_supply = hook_extra_supply,
  .meeples_held = hook_meeples_held,
  .check_holding = hook_check_holding,
  .check_hand = _ml_wonders_check_hand,
  .filter_placements = _ml_wonders_filter_placements,
  .check_place = _ml_wonders_check_place,
  .check_action = hook_check_action,
  .after_tile = _ml_wonders_after_tile,
  .act = _ml_wonders_act,
  .after_meeples = _ml_wonders_after_meeples,
  .before_score = hook_before_score,
  .after_score = hook_after_score,
  .take_returning = hook_take_returning,
  .after_scoring = hook_after_scoring,
  .extra_turn = hook_extra_turn,
  .end_turn = hook_end_turn,
  .settle = hook_settle,
  .random_start = _ml_wonders_random_start,
  .random_turns = _ml_wonders_random_turns,
  .continue_turns = _ml_wonders_continue_turns,
  .advise_hand = _ml_wonders_advise_hand,
  .advise_probe = _ml_wonders_advise_probe,
  .advise_moves = _ml_wonders_advise_moves,
  .check_layout_last = hook_check_layout_last,
  .tile_members = _ml_wonders_tile_members,
  .advise_choices = hook_advise_choices,
  /* scenario files and game records: ml-wonders-scenario.c, ml-wonders-record.c */
  .player_members = _ml_wonders_player_members,
  .check_member = _ml_wonders_check_member,
  .members_to_game = _ml_wonders_members_to_game,
  .members_from_game = _ml_wonders_members_from_game,
  .options_members = _ml_wonders_options_members,
  .start_options_members = _ml_wonders_start_options_members,
  .options_to_game = _ml_wonders_options_to_game,
  .options_from_game = _ml_wonders_options_from_game,
  .start_option = _ml_wonders_start_option,
  .move_members = _ml_wonders_move_members,
  .read_move = _ml_wonders_read_move,
  .move_to_options = _ml_wonders_move_to_options,
  .move_from_options = _ml_wonders_move_from_options,
  .check_piece = _ml_wonders_check_piece,
  .piece_waits_to_game = _ml_wonders_piece_waits_to_game,
  .piece_waits = _ml_wonders_piece_waits,
  .check_scenario = _ml_wonders_check_scenario_hook,
};
