/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders, 3rd edition (docs/rules.md §7): the figures, the state, the events in
 * words and the module's table of hooks. The builder and the pig are held apart from the
 * supply, one each per player, and count for no majority (strength 0: the board keeps them
 * in MlFeatureInfo.apart); both join a feature that holds their owner's meeple. The rules
 * of each part are in the files named in ml-traders-builders-private.h. */
#include "config.h"
#include "ml-traders-builders-private.h"
#include "ml-words.h"

#include <glib/gi18n-lib.h>

const MlFigureDef ml_traders_builders_builder = {
  .id = "builder", .name = N_("builder"), .plural = N_("builders"),
  .expansion = ML_EXPANSION_TRADERS_BUILDERS, .strength = 0, .stays = FALSE, .per_player = 1,
  .kinds = (1u << ML_FEATURE_ROAD) | (1u << ML_FEATURE_CITY), .joins = TRUE,
  /* Translators: a suggested move in the hints: "D at (1, 0) with the builder" */
  .with_words = N_("with the builder"),
  .used_up = N_("The player's builder is already on the board."),
};

const MlFigureDef ml_traders_builders_pig = {
  .id = "pig", .name = N_("pig"), .plural = N_("pigs"),
  .expansion = ML_EXPANSION_TRADERS_BUILDERS, .strength = 0, .stays = TRUE, .per_player = 1,
  .kinds = 1u << ML_FEATURE_FIELD, .joins = TRUE, .size = 0.9,
  /* Translators: a suggested move in the hints: "D at (1, 0) with the pig" */
  .with_words = N_("with the pig"),
  .used_up = N_("The player's pig is already on the board."),
};

gsize _ml_traders_builders_state_at;

/* A figure's number among the figures, asked once each. */
guint
_ml_traders_builders_builder (void)
{
  static gsize number;
  if (g_once_init_enter (&number))
    g_once_init_leave (&number, ml_figure_number (&ml_traders_builders_builder) + 1);
  return (guint) number - 1;
}

guint
_ml_traders_builders_pig (void)
{
  static gsize number;
  if (g_once_init_enter (&number))
    g_once_init_leave (&number, ml_figure_number (&ml_traders_builders_pig) + 1);
  return (guint) number - 1;
}

/* ---- goods and the extra turn, for the other files and the program ---- */

static const char *const goods_ids[ML_N_GOODS] = { "wine", "grain", "cloth" };
/* Translators: the goods of Traders & Builders, as a count says them: "2 wine" */
static const char *const goods_names[ML_N_GOODS] = { N_("wine"), N_("grain"), N_("cloth") };

const char *
ml_goods_id (MlGoods goods)
{
  return goods < ML_N_GOODS ? goods_ids[goods] : "?";
}

const char *
ml_goods_name (MlGoods goods)
{
  return goods < ML_N_GOODS ? _(goods_names[goods]) : "?";
}

gboolean
ml_goods_parse (const char *id, MlGoods *goods)
{
  for (guint g = 0; g < ML_N_GOODS; g++)
    if (g_strcmp0 (id, goods_ids[g]) == 0)
      {
        *goods = (MlGoods) g;
        return TRUE;
      }
  return FALSE;
}

guint
ml_traders_builders_goods (const MlGame *game, int player, MlGoods goods)
{
  if (player < 0 || player >= ML_MAX_PLAYERS || goods >= ML_N_GOODS)
    return 0;
  return _ml_traders_builders_state (game)->goods[player][goods];
}

void
ml_traders_builders_set_goods (MlGame *game, int player, MlGoods goods, guint count)
{
  g_return_if_fail (player >= 0 && player < ML_MAX_PLAYERS && goods < ML_N_GOODS);
  _ml_traders_builders_state (game)->goods[player][goods] = (guint16) MIN (count, G_MAXUINT16);
}

gboolean
ml_traders_builders_in_extra_turn (const MlGame *game)
{
  return _ml_traders_builders_state (game)->extra;
}

void
ml_traders_builders_set_in_extra_turn (MlGame *game, gboolean extra)
{
  _ml_traders_builders_state (game)->extra = extra != FALSE;
}

/* The event packs the three counts, ten bits each (a city never shows a thousand goods; a
 * count beyond is cut there). */
guint
ml_traders_builders_event_goods (const MlEvent *event, MlGoods goods)
{
  if (event->kind != ML_EVENT_MODULE || event->module != ML_EXPANSION_TRADERS_BUILDERS
      || event->code != ML_TRADERS_BUILDERS_EVENT_GOODS || goods >= ML_N_GOODS)
    return 0;
  return (event->count >> (10 * goods)) & 0x3ff;
}

/* ---- hooks ---- */

static void
hook_reset (MlGame *game)
{
  *_ml_traders_builders_state (game) = (MlTradersBuildersState) { 0 };
}

static guint
hook_holdings (const MlGame *game, int player, MlHolding *out, guint max)
{
  return _ml_traders_builders_holdings (game, player, out, max);
}

static const char *
hook_describe_role (MlRole role, guint figure)
{
  /* Translators: each goes into "%s puts %s." after the player's name: "Red puts the
   * builder on the road." */
  if (figure == _ml_traders_builders_builder ())
    return role == ML_ROLE_THIEF ? _("the builder on the road") : role == ML_ROLE_KNIGHT ? _("the builder in the city") : NULL;
  if (figure == _ml_traders_builders_pig ())
    return role == ML_ROLE_FARMER ? _("the pig in the field") : NULL;
  return NULL;
}

static const char *
hook_event_id (const MlEvent *event)
{
  if (event->module != ML_EXPANSION_TRADERS_BUILDERS)
    return NULL;
  if (event->kind == ML_EVENT_EXTRA_TURN)
    return "extra-turn";
  if (event->kind == ML_EVENT_MODULE && event->code == ML_TRADERS_BUILDERS_EVENT_GOODS)
    return "goods";
  return NULL;
}

static char *
hook_explain_event (const MlEvent *event, guint n_players, const char *const *names)
{
  const char *who = ml_words_player (event->player, n_players, names);
  if (event->kind == ML_EVENT_RETURN && event->figure == _ml_traders_builders_builder ())
    /* Translators: "The builder goes back to Red." */
    return g_strdup_printf (_("The builder goes back to %s."), who);
  if (event->module != ML_EXPANSION_TRADERS_BUILDERS)
    return NULL;
  if (event->kind == ML_EVENT_EXTRA_TURN)
    {
      if (event->role == ML_ROLE_KNIGHT)
        /* Translators: "Red extended the builder's city: Red plays again." */
        return g_strdup_printf (_("%s extended the builder's city: %s plays again."), who, who);
      /* Translators: "Red extended the builder's road: Red plays again." */
      return g_strdup_printf (_("%s extended the builder's road: %s plays again."), who, who);
    }
  if (event->kind == ML_EVENT_MODULE && event->code == ML_TRADERS_BUILDERS_EVENT_GOODS)
    return _ml_traders_builders_explain_goods (event, n_players, names);
  return NULL;
}

static void
hook_event_members (const MlEvent *event, JsonBuilder *b)
{
  if (event->kind == ML_EVENT_MODULE && event->module == ML_EXPANSION_TRADERS_BUILDERS
      && event->code == ML_TRADERS_BUILDERS_EVENT_GOODS)
    _ml_traders_builders_goods_members (event, b);
}

const MlExpansionHooks ml_traders_builders_hooks = {
  .expansion = ML_EXPANSION_TRADERS_BUILDERS,
  .state_size = sizeof (MlTradersBuildersState),
  .state_offset = &_ml_traders_builders_state_at,
  .check_layout = _ml_traders_builders_check_layout,
  .check_role = _ml_traders_builders_check_role,
  .meeple_choices = _ml_traders_builders_meeple_choices,
  .describe = _ml_traders_builders_describe,
  .item_id = _ml_traders_builders_item_id,
  .describe_role = hook_describe_role,
  .event_id = hook_event_id,
  .explain_event = hook_explain_event,
  .event_members = hook_event_members,
  .player_members = _ml_traders_builders_player_members,
  .scenario_members = _ml_traders_builders_scenario_members,
  .check_member = _ml_traders_builders_check_member,
  .members_to_game = _ml_traders_builders_members_to_game,
  .members_from_game = _ml_traders_builders_members_from_game,
  .reset = hook_reset,
  .holdings = hook_holdings,
  .after_tile = _ml_traders_builders_after_tile,
  .after_score = _ml_traders_builders_after_score,
  .after_scoring = _ml_traders_builders_after_scoring,
  .extra_turn = _ml_traders_builders_extra_turn,
  .end_turn = _ml_traders_builders_end_turn,
  .settle_after = _ml_traders_builders_settle_after,
};
