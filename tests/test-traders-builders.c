/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders' module (src/core/expansions/traders-builders/): the builder's extra
 * turn (never a second one, still given when the extending tile completes the feature),
 * the builder going home and counting for no majority, goods to the player who completes a
 * city, the 10 points for the most tokens with ties, the pig's 4 a city (a large-meeple
 * farmer counting two), where the figures may stand and what `check` reports. Every number
 * is counted by hand from docs/rules.md §7 in the comments. */
#include "config.h"
#include "ml-expansion-modules.h"
#include "traders-builders/ml-traders-builders.h"
#include "ml-valuation.h"
#include "test-util.h"

#include <locale.h>
#include <string.h>

#define TB (ML_EXPANSION_FARMERS | ML_EXPANSION_TRADERS_BUILDERS)
#define BUILDER tu_figure ("builder")
#define PIG tu_figure ("pig")

static const char *const names[] = { "Red", "Blue", "Green" };

/* Plays @id at (x, y) turned @degrees for the player to move, with @figure on the feature at
 * @at of the tile (NULL: no figure); the turn's events are returned. */
static GArray *
play (MlGame *game, const char *id, int x, int y, int degrees, const char *at, guint figure)
{
  const MlTileDef *tile = tu_tile (id);
  MlTurnOptions opt;
  ml_turn_options_init (&opt, NULL);
  if (at)
    {
      guint8 f = ml_tile_feature_at (tile, degrees / 90, 0, at);
      g_assert_cmpuint (f, !=, ML_NO_FEATURE);
      MlMeepleChoice m = { TRUE, 0, f, (guint8) figure };
      ml_turn_options_init (&opt, &m);
    }
  GArray *events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_autoptr (GError) error = NULL;
  gboolean ok = ml_game_play_turn (game, tile, x, y, degrees / 90, &opt, events, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  return events;
}

static guint
count_events (GArray *events, MlEventKind kind)
{
  guint n = 0;
  for (guint i = 0; i < events->len; i++)
    n += g_array_index (events, MlEvent, i).kind == kind;
  return n;
}

static const MlEvent *
find_event (GArray *events, MlEventKind kind)
{
  for (guint i = 0; i < events->len; i++)
    if (g_array_index (events, MlEvent, i).kind == kind)
      return &g_array_index (events, MlEvent, i);
  return NULL;
}

static guint
figures_of (MlGame *game, guint figure)
{
  guint n = 0;
  for (guint i = 0; i < ml_board_n_meeples (game->board); i++)
    n += ml_board_meeple (game->board, i)->figure == figure;
  return n;
}

/* ---- the builder ---------------------------------------------------------------------- */

/* A road W-E of U tiles with Red's thief on the first. Red puts the builder on the second
 * (no extra turn: it was not there when the tile was laid); Blue extends the road (not
 * Blue's builder: none); Red extends it: one extra turn, Red plays again; in that extra
 * turn Red extends it again: no second one, Blue is next; a later ordinary turn of Red's
 * extending it gives an extra turn again. */
static void
test_builder_extra_turn (void)
{
  g_autoptr (MlGame) game = tu_game (2, TB);
  tu_place (game, "U", 0, 0, 90);
  tu_meeple (game, 0, 0, 0, "W", ML_FIGURE_MEEPLE);
  game->turn = 0;

  g_autoptr (GArray) a = play (game, "U", 1, 0, 90, "E", BUILDER);
  g_assert_cmpuint (count_events (a, ML_EVENT_EXTRA_TURN), ==, 0);
  g_assert_cmpuint (figures_of (game, BUILDER), ==, 1);
  g_assert_cmpuint (game->turn, ==, 1);
  g_autofree char *put = ml_event_explain (find_event (a, ML_EVENT_MEEPLE), 2, names);
  g_assert_cmpstr (put, ==, "Red puts the builder on the road.");

  g_autoptr (GArray) b = play (game, "U", 2, 0, 90, NULL, 0);
  g_assert_cmpuint (count_events (b, ML_EVENT_EXTRA_TURN), ==, 0);
  g_assert_cmpuint (game->turn, ==, 0);

  g_autoptr (GArray) c = play (game, "U", -1, 0, 90, NULL, 0);
  const MlEvent *extra = find_event (c, ML_EVENT_EXTRA_TURN);
  g_assert_nonnull (extra);
  g_assert_cmpuint (extra->module, ==, ML_EXPANSION_TRADERS_BUILDERS);
  g_autofree char *words = ml_event_explain (extra, 2, names);
  g_assert_cmpstr (words, ==, "Red extended the builder's road: Red plays again.");
  g_assert_cmpstr (ml_event_kind_id (extra), ==, "extra-turn");
  g_assert_cmpuint (game->turn, ==, 0);
  g_assert_true (ml_traders_builders_in_extra_turn (game));

  g_autoptr (GArray) d = play (game, "U", -2, 0, 90, NULL, 0);
  g_assert_cmpuint (count_events (d, ML_EVENT_EXTRA_TURN), ==, 0);
  g_assert_cmpuint (game->turn, ==, 1);
  g_assert_false (ml_traders_builders_in_extra_turn (game));

  /* Blue extends Red's builder's road: no extra turn for Blue, whose builder it is not. */
  g_autoptr (GArray) e = play (game, "U", 3, 0, 90, NULL, 0);
  g_assert_cmpuint (count_events (e, ML_EVENT_EXTRA_TURN), ==, 0);
  g_assert_cmpuint (game->turn, ==, 0);
  g_autoptr (GArray) f = play (game, "U", -3, 0, 90, NULL, 0);
  g_assert_cmpuint (count_events (f, ML_EVENT_EXTRA_TURN), ==, 1);
  g_assert_cmpuint (game->turn, ==, 0);
}

/* The road A (0, 0) — U (0, 1) — A (0, 2): Red's thief and builder on U, Red closes it with
 * the second monastery's road. The road scores 3 (3 tiles × 1) to Red alone, the thief
 * and the builder go home, and the extra turn still comes. */
static void
test_builder_completes (void)
{
  g_autoptr (MlGame) game = tu_game (2, TB);
  tu_place (game, "A", 0, 0, 0);
  tu_place (game, "U", 0, 1, 0);
  tu_meeple (game, 0, 0, 1, "N", ML_FIGURE_MEEPLE);
  tu_meeple (game, 0, 0, 1, "S", BUILDER);
  g_assert_cmpuint (ml_expansion_modules_figures_left (game, 0, BUILDER), ==, 0);
  game->turn = 0;
  g_autoptr (GArray) events = play (game, "A", 0, 2, 180, NULL, 0);
  const MlEvent *score = find_event (events, ML_EVENT_SCORE);
  g_assert_nonnull (score);
  g_assert_cmpint (score->item.points, ==, 3);
  g_assert_cmpuint (score->item.winners, ==, 1u << 0);
  g_assert_cmpint (game->scores[0], ==, 3);
  /* One event for the thief, one for the builder, which has its own words. */
  g_assert_cmpuint (count_events (events, ML_EVENT_RETURN), ==, 2);
  gboolean builder_words = FALSE;
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      if (ev->kind == ML_EVENT_RETURN && ev->figure == BUILDER)
        {
          g_autofree char *text = ml_event_explain (ev, 2, names);
          g_assert_cmpstr (text, ==, "The builder goes back to Red.");
          builder_words = TRUE;
        }
    }
  g_assert_true (builder_words);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 0);
  g_assert_cmpuint (ml_expansion_modules_figures_left (game, 0, BUILDER), ==, 1);
  g_assert_cmpuint (count_events (events, ML_EVENT_EXTRA_TURN), ==, 1);
  g_assert_cmpuint (game->turn, ==, 0);
  g_assert_true (ml_traders_builders_in_extra_turn (game));
}

/* The builder counts for no majority and scores nothing: Red's thief and builder against
 * Blue's thief on a road of two tiles tie 1 to 1, each scoring 2. A road holding only a
 * builder scores nothing at the end, and the builder leaves the board without points. */
static void
test_builder_no_majority (void)
{
  g_autoptr (MlGame) game = tu_game (2, TB);
  tu_place (game, "U", 0, 0, 90);
  tu_place (game, "U", 1, 0, 90);
  tu_meeple (game, 0, 0, 0, "W", ML_FIGURE_MEEPLE);
  tu_meeple (game, 0, 1, 0, "E", BUILDER);
  tu_meeple (game, 1, 1, 0, "E", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  ml_valuation_feature (game, tu_feature (game, 0, 0, "W"), &item);
  g_assert_cmpint (item.points, ==, 2);
  g_assert_cmpuint (item.counts[0], ==, 1);
  g_assert_cmpuint (item.counts[1], ==, 1);
  g_assert_cmpuint (item.winners, ==, (1u << 0) | (1u << 1));

  g_autoptr (MlGame) alone = tu_game (2, TB);
  tu_place (alone, "U", 0, 0, 90);
  tu_meeple (alone, 0, 0, 0, "W", BUILDER);
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  int finals[ML_MAX_PLAYERS];
  ml_game_settle_now (alone, items, finals);
  g_assert_cmpuint (items->len, ==, 0);
  g_assert_cmpint (finals[0], ==, 0);
}

/* Where the builder may go: on the tile just laid, a road or city holding the player's
 * meeple, not complete; never without the expansion; one a player. */
static void
test_builder_role (void)
{
  g_autoptr (MlGame) game = tu_game (2, TB);
  tu_place (game, "U", 0, 0, 90);
  tu_meeple (game, 0, 0, 0, "W", ML_FIGURE_MEEPLE);
  guint piece = tu_place (game, "D", 1, 0, 0);   /* city N, road W-E (joins Red's), fields */
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_rules_can_put_meeple (game, 0, piece, tu_piece_feature (game, piece, "E"), BUILDER, NULL));
  /* Blue has no meeple on the road; nobody has one in the city. */
  g_assert_false (ml_rules_can_put_meeple (game, 1, piece, tu_piece_feature (game, piece, "E"), BUILDER, &error));
  g_assert_cmpstr (error->message, ==, "The builder goes only on a road or in a city where the player already has a meeple.");
  g_clear_error (&error);
  g_assert_false (ml_rules_can_put_meeple (game, 0, piece, tu_piece_feature (game, piece, "N"), BUILDER, &error));
  g_assert_cmpstr (error->message, ==, "The builder goes only on a road or in a city where the player already has a meeple.");
  g_clear_error (&error);
  g_assert_false (ml_rules_can_put_meeple (game, 0, piece, tu_piece_feature (game, piece, "SSE"), BUILDER, &error));
  g_assert_cmpstr (error->message, ==, "The builder goes on a road or in a city.");
  g_clear_error (&error);

  /* The choices offer it just there, after the meeples' (city, field N, field S). */
  MlMeepleChoice out[ML_MAX_MEEPLE_CHOICES];
  guint n = ml_rules_meeple_choices (game, 0, piece, out);
  guint builders = 0;
  for (guint i = 0; i < n; i++)
    if (out[i].figure == BUILDER)
      {
        builders++;
        g_assert_cmpuint (out[i].feature, ==, tu_piece_feature (game, piece, "E"));
      }
  g_assert_cmpuint (builders, ==, 1);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (ml_rules_meeple_choices (game, 1, piece, out), ==, 3);

  /* A completed city takes none: E at (5, 5) and E at (5, 4) turned 180 close a city. */
  tu_place (game, "E", 5, 5, 0);
  tu_meeple (game, 0, 5, 5, "N", ML_FIGURE_MEEPLE);
  guint closing = tu_place (game, "E", 5, 4, 180);
  g_assert_false (ml_rules_can_put_meeple (game, 0, closing, tu_piece_feature (game, closing, "S"), BUILDER, &error));
  g_assert_cmpstr (error->message, ==, "The builder goes only on a road or in a city that is not yet complete.");
  g_clear_error (&error);

  /* Once on the board, no second one. */
  tu_meeple (game, 0, 1, 0, "E", BUILDER);
  g_assert_false (ml_rules_can_put_meeple (game, 0, piece, tu_piece_feature (game, piece, "E"), BUILDER, &error));
  g_assert_cmpstr (error->message, ==, "The player's builder is already on the board.");
  g_clear_error (&error);

  g_autoptr (MlGame) without = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (without, "U", 0, 0, 90);
  tu_meeple (without, 0, 0, 0, "W", ML_FIGURE_MEEPLE);
  piece = tu_place (without, "U", 1, 0, 90);
  g_assert_false (ml_rules_can_put_meeple (without, 0, piece, tu_piece_feature (without, piece, "E"), BUILDER, &error));
  g_assert_cmpstr (error->message, ==, "The builder needs the Traders & Builders expansion.");
  /* The two fields of U; its road is Red's already. */
  g_assert_cmpuint (ml_rules_meeple_choices (without, 0, piece, out), ==, 2);
}

/* ---- goods ---------------------------------------------------------------------------- */

/* Blue closes a city of three tiles (E, the wine city W-E, E) in which nobody has a knight:
 * no score, but Blue takes the 1 wine it shows. */
static void
test_goods_without_knight (void)
{
  g_autoptr (MlGame) game = tu_game (2, TB);
  tu_place (game, "tb-city-across-wine", 0, 0, 0);
  tu_place (game, "E", 1, 0, 270);
  game->turn = 1;
  g_autoptr (GArray) events = play (game, "E", -1, 0, 90, NULL, 0);
  g_assert_cmpuint (count_events (events, ML_EVENT_SCORE), ==, 0);
  const MlEvent *goods = find_event (events, ML_EVENT_MODULE);
  g_assert_nonnull (goods);
  g_assert_cmpuint (goods->module, ==, ML_EXPANSION_TRADERS_BUILDERS);
  g_assert_cmpuint (goods->code, ==, ML_TRADERS_BUILDERS_EVENT_GOODS);
  g_assert_cmpuint (ml_traders_builders_event_goods (goods, ML_GOODS_WINE), ==, 1);
  g_assert_cmpuint (ml_traders_builders_event_goods (goods, ML_GOODS_GRAIN), ==, 0);
  g_autofree char *words = ml_event_explain (goods, 2, names);
  g_assert_cmpstr (words, ==, "Blue completes the city and takes 1 wine.");
  g_assert_cmpstr (ml_event_kind_id (goods), ==, "goods");
  g_assert_cmpuint (ml_traders_builders_goods (game, 1, ML_GOODS_WINE), ==, 1);
  g_assert_cmpuint (ml_traders_builders_goods (game, 0, ML_GOODS_WINE), ==, 0);
  MlHolding rows[ML_MAX_HOLDINGS];
  g_assert_cmpuint (ml_expansion_modules_holdings (game, 1, rows), ==, 3);
  g_assert_cmpstr (rows[0].id, ==, "wine");
  g_assert_cmpuint (rows[0].count, ==, 1);
  g_assert_cmpstr (rows[1].id, ==, "grain");
  g_assert_cmpstr (rows[2].id, ==, "cloth");
  g_assert_cmpuint (rows[2].count, ==, 0);
}

/* Red's knight holds a city of four tiles (E, wine W-E, grain W-E with a road, E): Blue
 * closes it. Red scores 4 × 2 = 8; Blue, who laid the tile, takes 1 wine and 1 grain. */
static void
test_goods_to_completer (void)
{
  g_autoptr (MlGame) game = tu_game (2, TB);
  tu_place (game, "tb-city-across-wine", 0, 0, 0);
  tu_place (game, "tb-city-across-road-end-grain", 1, 0, 0);
  tu_place (game, "E", 2, 0, 270);
  tu_meeple (game, 0, 0, 0, "W", ML_FIGURE_MEEPLE);
  game->turn = 1;
  g_autoptr (GArray) events = play (game, "E", -1, 0, 90, NULL, 0);
  const MlEvent *score = find_event (events, ML_EVENT_SCORE);
  g_assert_nonnull (score);
  g_assert_cmpint (score->item.points, ==, 8);
  g_assert_cmpint (game->scores[0], ==, 8);
  g_assert_cmpint (game->scores[1], ==, 0);
  const MlEvent *goods = find_event (events, ML_EVENT_MODULE);
  g_autofree char *words = ml_event_explain (goods, 2, names);
  g_assert_cmpstr (words, ==, "Blue completes the city and takes 1 wine and 1 grain.");
  g_assert_cmpuint (ml_traders_builders_goods (game, 1, ML_GOODS_WINE), ==, 1);
  g_assert_cmpuint (ml_traders_builders_goods (game, 1, ML_GOODS_GRAIN), ==, 1);
  g_assert_cmpuint (ml_traders_builders_goods (game, 0, ML_GOODS_GRAIN), ==, 0);
}

/* At the end: Red 2 wine, Blue 2 wine, Green 1 wine and 1 grain, no cloth. Wine: Red and
 * Blue tie with 2, 10 each; grain: Green alone, 10; cloth: nobody has one, no item. */
static void
test_goods_tie (void)
{
  g_autoptr (MlGame) game = tu_game (3, TB);
  tu_place (game, "D", 0, 0, 0);
  ml_traders_builders_set_goods (game, 0, ML_GOODS_WINE, 2);
  ml_traders_builders_set_goods (game, 1, ML_GOODS_WINE, 2);
  ml_traders_builders_set_goods (game, 2, ML_GOODS_WINE, 1);
  ml_traders_builders_set_goods (game, 2, ML_GOODS_GRAIN, 1);
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  int finals[ML_MAX_PLAYERS];
  ml_game_settle_now (game, items, finals);
  g_assert_cmpuint (items->len, ==, 2);
  const MlScoreItem *wine = &g_array_index (items, MlScoreItem, 0);
  g_assert_cmpint (wine->kind, ==, ML_SCORE_MODULE);
  g_assert_cmpuint (wine->winners, ==, (1u << 0) | (1u << 1));
  g_assert_cmpint (wine->points, ==, 10);
  g_assert_cmpstr (ml_score_item_kind_id (wine), ==, "goods");
  g_autofree char *text = ml_score_item_explain (wine, 3, names);
  g_assert_cmpstr (text, ==, "Most wine tokens (2): 10. Red and Blue each score 10 points.");
  const MlScoreItem *grain = &g_array_index (items, MlScoreItem, 1);
  g_assert_cmpuint (grain->winners, ==, 1u << 2);
  g_autofree char *grain_text = ml_score_item_explain (grain, 3, names);
  g_assert_cmpstr (grain_text, ==, "Most grain tokens (1): 10. Green scores 10 points.");
  g_assert_cmpint (finals[0], ==, 10);
  g_assert_cmpint (finals[1], ==, 10);
  g_assert_cmpint (finals[2], ==, 10);

  /* Without the expansion the tokens are not scored. */
  game->expansions = ML_EXPANSION_FARMERS;
  g_array_set_size (items, 0);
  ml_game_settle_now (game, items, finals);
  g_assert_cmpuint (items->len, ==, 0);
}

/* ---- the pig -------------------------------------------------------------------------- */

/* A field beside one completed city (E at (0, 0) and E at (0, -1) turned 180 close a city
 * of 2 tiles; U at (0, 1) turned 90 adds the field north of its road). Red's farmer with
 * Red's pig: the field 1 × 3 = 3, the pig 1 × 1 = 1 more: 4. With Blue's farmer too, a tie
 * 1 to 1: both win the field, 3 each, and Red's pig adds 1: 4 to 3. */
static void
test_pig (void)
{
  g_autoptr (MlGame) game = tu_game (2, TB);
  tu_place (game, "E", 0, 0, 0);
  tu_place (game, "E", 0, -1, 180);
  tu_place (game, "U", 0, 1, 90);
  tu_meeple (game, 0, 0, 0, "SSE", ML_FIGURE_MEEPLE);
  tu_meeple (game, 0, 0, 1, "NNE", PIG);
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  int finals[ML_MAX_PLAYERS];
  ml_game_settle_now (game, items, finals);
  g_assert_cmpuint (items->len, ==, 2);
  g_assert_cmpint (g_array_index (items, MlScoreItem, 0).points, ==, 3);
  const MlScoreItem *pig = &g_array_index (items, MlScoreItem, 1);
  g_assert_cmpint (pig->kind, ==, ML_SCORE_MODULE);
  g_assert_cmpint (pig->points, ==, 1);
  g_assert_cmpstr (ml_score_item_kind_id (pig), ==, "pig");
  g_autofree char *text = ml_score_item_explain (pig, 2, names);
  g_assert_cmpstr (text, ==, "Pig in the field its owner won (1 completed city): 4 a city instead of 3, 1 × 1 = 1 more. "
                             "Red scores 1 point.");
  g_assert_cmpint (finals[0], ==, 4);

  tu_meeple (game, 1, 0, 1, "NNW", ML_FIGURE_MEEPLE);
  g_array_set_size (items, 0);
  ml_game_settle_now (game, items, finals);
  g_assert_cmpint (finals[0], ==, 4);
  g_assert_cmpint (finals[1], ==, 3);
}

/* Red's large meeple lies as the farmer with Red's pig; Blue has one farmer and a pig
 * there too. Red 2 to Blue 1: Red wins the field, 3 + 1 = 4; Blue, who does not win it,
 * gets nothing from the pig: 0. */
static void
test_pig_large_meeple (void)
{
  g_autoptr (MlGame) game = tu_game (2, TB | ML_EXPANSION_INNS_CATHEDRALS);
  tu_place (game, "E", 0, 0, 0);
  tu_place (game, "E", 0, -1, 180);
  tu_place (game, "U", 0, 1, 90);
  tu_meeple (game, 0, 0, 0, "SSE", tu_figure ("big"));
  tu_meeple (game, 0, 0, 1, "NNE", PIG);
  tu_meeple (game, 1, 0, 1, "NNW", ML_FIGURE_MEEPLE);
  tu_meeple (game, 1, 0, 1, "NNW", PIG);
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  int finals[ML_MAX_PLAYERS];
  ml_game_settle_now (game, items, finals);
  g_assert_cmpint (finals[0], ==, 4);
  g_assert_cmpint (finals[1], ==, 0);
}

/* The pig joins the player's farmer in a field of the tile just laid, with farmers in use. */
static void
test_pig_role (void)
{
  g_autoptr (MlGame) game = tu_game (2, TB);
  tu_place (game, "E", 0, 0, 0);
  tu_meeple (game, 0, 0, 0, "SSE", ML_FIGURE_MEEPLE);
  guint piece = tu_place (game, "U", 0, 1, 90);
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_rules_can_put_meeple (game, 0, piece, tu_piece_feature (game, piece, "NNE"), PIG, NULL));
  g_assert_false (ml_rules_can_put_meeple (game, 0, piece, tu_piece_feature (game, piece, "SSE"), PIG, &error));
  g_assert_cmpstr (error->message, ==, "The pig goes only in a field where the player already has a farmer.");
  g_clear_error (&error);
  g_assert_false (ml_rules_can_put_meeple (game, 0, piece, tu_piece_feature (game, piece, "E"), PIG, &error));
  g_assert_cmpstr (error->message, ==, "The pig goes in a field.");
  g_clear_error (&error);
  /* Offered once, in the north field. */
  MlMeepleChoice out[ML_MAX_MEEPLE_CHOICES];
  guint n = ml_rules_meeple_choices (game, 0, piece, out), pigs = 0;
  for (guint i = 0; i < n; i++)
    if (out[i].figure == PIG)
      {
        pigs++;
        g_assert_cmpuint (out[i].feature, ==, tu_piece_feature (game, piece, "NNE"));
      }
  g_assert_cmpuint (pigs, ==, 1);
}

/* ---- check ------------------------------------------------------------------------------ */

static void
test_check (void)
{
  g_autoptr (MlGame) game = tu_game (2, TB);
  tu_place (game, "U", 0, 0, 90);
  tu_place (game, "U", 0, 1, 90);   /* its own road, south of the first */
  tu_meeple (game, 0, 0, 0, "W", ML_FIGURE_MEEPLE);
  tu_meeple (game, 0, 0, 0, "E", BUILDER);
  g_autoptr (GArray) fine = tu_problems_of (game);
  g_assert_cmpuint (fine->len, ==, 0);
  /* Blue's builder without Blue's meeple; Red's second builder, alone on its road; Red's
   * pig where Red has no farmer. */
  tu_meeple (game, 1, 0, 0, "E", BUILDER);
  tu_meeple (game, 0, 0, 1, "E", BUILDER);
  tu_meeple (game, 0, 0, 1, "SSE", PIG);
  g_autoptr (GArray) problems = tu_problems_of (game);
  g_assert_true (tu_has_problem (problems, "The builder at (0, 0) is on a road or in a city where its owner has no meeple."));
  g_assert_true (tu_has_problem (problems, "The builder at (0, 1) is on a road or in a city where its owner has no meeple."));
  g_assert_true (tu_has_problem (problems, "The pig at (0, 1) is in a field where its owner has no farmer."));
  g_assert_true (tu_has_problem (problems, "Player 1 has 2 builders on the board; each player has only one."));
  g_assert_cmpuint (problems->len, ==, 4);

  g_autoptr (MlGame) without = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (without, "U", 0, 0, 90);
  tu_meeple (without, 0, 0, 0, "W", ML_FIGURE_MEEPLE);
  tu_meeple (without, 0, 0, 0, "E", BUILDER);
  tu_meeple (without, 0, 0, 0, "NNE", ML_FIGURE_MEEPLE);
  tu_meeple (without, 0, 0, 0, "NNE", PIG);
  g_autoptr (GArray) foreign = tu_problems_of (without);
  g_assert_true (tu_has_problem (foreign, "A builder at (0, 0) needs the Traders & Builders expansion."));
  g_assert_true (tu_has_problem (foreign, "A pig at (0, 0) needs the Traders & Builders expansion."));
  g_assert_cmpuint (foreign->len, ==, 2);
}

/* ---- random games ---------------------------------------------------------------------- */

typedef struct {
  guint builders, pigs, extra, goods, two_builders;
} Watch;

static void
watch (MlGame *game, GArray *events, gpointer data)
{
  Watch *w = data;
  guint builder = BUILDER, pig = PIG, per[ML_MAX_PLAYERS] = { 0 };
  gboolean extra = FALSE;
  for (guint i = 0; events && i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      w->builders += ev->kind == ML_EVENT_MEEPLE && ev->figure == builder;
      w->pigs += ev->kind == ML_EVENT_MEEPLE && ev->figure == pig;
      extra |= ev->kind == ML_EVENT_EXTRA_TURN;
      w->goods += ev->kind == ML_EVENT_MODULE && ev->module == ML_EXPANSION_TRADERS_BUILDERS;
    }
  w->extra += extra;
  for (guint i = 0; i < ml_board_n_meeples (game->board); i++)
    if (ml_board_meeple (game->board, i)->figure == builder)
      per[ml_board_meeple (game->board, i)->player]++;
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    w->two_builders += per[p] > 1;
}

/* Random games lay builders and pigs, take goods, play extra turns, and never hold two
 * builders of a player; the tokens taken are the 20 goods of the box at most. */
static void
test_random (void)
{
  g_autoptr (MlPlayout) playout = ml_playout_new (TB);
  Watch w = { 0 };
  for (guint32 seed = 1; seed <= 20; seed++)
    {
      g_autoptr (MlGame) game = ml_game_new (4, TB);
      g_autoptr (MlRand) rand = ml_rand_new_with_seed (seed);
      ml_playout_run (playout, game, 4, rand, watch, &w);
      guint tokens = 0;
      for (guint p = 0; p < 4; p++)
        for (guint g = 0; g < ML_N_GOODS; g++)
          tokens += ml_traders_builders_goods (game, (int) p, (MlGoods) g);
      g_assert_cmpuint (tokens, <=, 20);
      ml_game_finish (game, NULL);
    }
  g_test_message ("builders %u, pigs %u, extra turns %u, goods events %u", w.builders, w.pigs, w.extra, w.goods);
  g_assert_cmpuint (w.builders, >, 10);
  g_assert_cmpuint (w.pigs, >, 10);
  g_assert_cmpuint (w.extra, >, 0);
  g_assert_cmpuint (w.goods, >, 10);
  g_assert_cmpuint (w.two_builders, ==, 0);
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/traders-builders/builder/extra-turn", test_builder_extra_turn);
  g_test_add_func ("/traders-builders/builder/completes", test_builder_completes);
  g_test_add_func ("/traders-builders/builder/no-majority", test_builder_no_majority);
  g_test_add_func ("/traders-builders/builder/role", test_builder_role);
  g_test_add_func ("/traders-builders/goods/without-knight", test_goods_without_knight);
  g_test_add_func ("/traders-builders/goods/to-completer", test_goods_to_completer);
  g_test_add_func ("/traders-builders/goods/tie", test_goods_tie);
  g_test_add_func ("/traders-builders/pig", test_pig);
  g_test_add_func ("/traders-builders/pig/large-meeple", test_pig_large_meeple);
  g_test_add_func ("/traders-builders/pig/role", test_pig_role);
  g_test_add_func ("/traders-builders/check", test_check);
  g_test_add_func ("/traders-builders/random", test_random);
  return g_test_run ();
}
