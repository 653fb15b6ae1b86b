/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Goods (docs/rules.md §7): when a tile completes a city, the player who laid it takes one
 * token for each good the city shows, whoever holds the city, nobody included. At the end,
 * for each good, the players with the most tokens (at least one) score 10 each. The
 * tokens live in the module's state; the holdings hook shows them. */
#include "config.h"
#include "ml-feature-flags.h"
#include "ml-traders-builders-flags.h"
#include "ml-traders-builders-private.h"
#include "ml-words.h"

#include <glib/gi18n-lib.h>

static const guint goods_flags[ML_N_GOODS] = {
  ML_TRADERS_BUILDERS_FLAG_WINE, ML_TRADERS_BUILDERS_FLAG_GRAIN, ML_TRADERS_BUILDERS_FLAG_CLOTH,
};

typedef struct {
  MlBoard *board;
  guint count[ML_N_GOODS];
} Count;

static void
count_member (guint feat, gpointer data)
{
  Count *c = data;
  const MlFeatureDef *def = ml_board_feature_def (c->board, feat, NULL);
  for (guint g = 0; g < ML_N_GOODS; g++)
    c->count[g] += ml_feature_has (def, goods_flags[g]);
}

/* The cities the tile just laid completed, each once: their goods to the player to move. A
 * city of that tile that is complete now was completed by it. */
void
_ml_traders_builders_after_scoring (MlGame *game, const MlTurnOptions *opt, GArray *events)
{
  if (game->placing < 0 || !(game->expansions & ML_EXPANSION_TRADERS_BUILDERS))
    return;
  MlBoard *board = game->board;
  const MlPiece *p = ml_board_piece (board, (guint) game->placing);
  int player = (int) game->turn;
  guint roots[ML_NO_FEATURE], n_roots = 0;
  for (guint f = 0; f < p->tile->n_features; f++)
    {
      if (p->tile->features[f].kind != ML_FEATURE_CITY)
        continue;
      guint open, meeples;
      guint root = ml_board_feature_state (board, p->feat_base + f, &open, &meeples);
      gboolean seen = FALSE;
      for (guint k = 0; k < n_roots && !seen; k++)
        seen = roots[k] == root;
      if (open != 0 || seen || n_roots == G_N_ELEMENTS (roots))
        continue;
      roots[n_roots++] = root;
      Count c = { board, { 0 } };
      ml_board_foreach_member (board, root, count_member, &c);
      guint packed = 0;
      for (guint g = 0; g < ML_N_GOODS; g++)
        {
          guint have = ml_traders_builders_goods (game, player, (MlGoods) g);
          ml_traders_builders_set_goods (game, player, (MlGoods) g, MIN (have + c.count[g], ML_TRADERS_BUILDERS_MAX_GOODS));
          packed |= MIN (c.count[g], 0x3ffu) << (10 * g);
        }
      if (events && packed)
        {
          MlEvent ev = { .kind = ML_EVENT_MODULE, .module = ML_EXPANSION_TRADERS_BUILDERS,
                         .code = ML_TRADERS_BUILDERS_EVENT_GOODS, .player = player, .tile = p->tile,
                         .x = p->x, .y = p->y, .rot = p->rot, .count = packed };
          g_array_append_val (events, ev);
        }
    }
}

guint
_ml_traders_builders_holdings (const MlGame *game, int player, MlHolding *out, guint max)
{
  guint n = 0;
  for (guint g = 0; g < ML_N_GOODS && n < max; g++)
    out[n++] = (MlHolding) { ml_goods_id ((MlGoods) g), ml_goods_name ((MlGoods) g),
                             ml_traders_builders_goods (game, player, (MlGoods) g) };
  return n;
}

/* For each good, an item to the players with the most tokens, when someone has one. */
void
_ml_traders_builders_settle_after (MlGame *game, GArray *items)
{
  if (!(game->expansions & ML_EXPANSION_TRADERS_BUILDERS))
    return;
  for (guint g = 0; g < ML_N_GOODS; g++)
    {
      MlScoreItem item = { .kind = ML_SCORE_MODULE, .module = ML_EXPANSION_TRADERS_BUILDERS,
                           .code = ML_TRADERS_BUILDERS_ITEM_GOODS, .complete = TRUE, .units = g, .points = 10 };
      guint best = 0;
      for (guint p = 0; p < game->n_players; p++)
        {
          item.counts[p] = ml_traders_builders_goods (game, (int) p, (MlGoods) g);
          best = MAX (best, item.counts[p]);
        }
      if (best == 0)
        continue;
      for (guint p = 0; p < game->n_players; p++)
        if (item.counts[p] == best)
          item.winners |= 1u << p;
      g_array_append_val (items, item);
    }
}

/* "Red completes the city and takes 2 wine and 1 cloth." */
char *
_ml_traders_builders_explain_goods (const MlEvent *event, guint n_players, const char *const *names)
{
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  for (guint g = 0; g < ML_N_GOODS; g++)
    {
      guint n = ml_traders_builders_event_goods (event, (MlGoods) g);
      if (n > 0)
        /* Translators: a count of one good, "2 wine", "1 cloth" */
        g_ptr_array_add (parts, g_strdup_printf (_("%u %s"), n, ml_goods_name ((MlGoods) g)));
    }
  GString *list = g_string_new (NULL);
  for (guint i = 0; i < parts->len; i++)
    {
      if (i > 0)
        /* Translators: between the last two of several counts of goods */
        g_string_append (list, i == parts->len - 1 ? _(" and ") : ", ");
      g_string_append (list, parts->pdata[i]);
    }
  g_autofree char *what = g_string_free (list, FALSE);
  const char *who = ml_words_player (event->player, n_players, names);
  /* Translators: "Red completes the city and takes 2 wine and 1 cloth." */
  return g_strdup_printf (_("%s completes the city and takes %s."), who, what);
}

/* `move --json`: "goods": {"wine": 2, "grain": 0, "cloth": 1}. */
void
_ml_traders_builders_goods_members (const MlEvent *event, JsonBuilder *b)
{
  json_builder_set_member_name (b, "goods");
  json_builder_begin_object (b);
  for (guint g = 0; g < ML_N_GOODS; g++)
    {
      json_builder_set_member_name (b, ml_goods_id ((MlGoods) g));
      json_builder_add_int_value (b, ml_traders_builders_event_goods (event, (MlGoods) g));
    }
  json_builder_end_object (b);
}
