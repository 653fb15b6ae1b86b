/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Scoring: what a road, city, monastery, field or prior is worth, who takes it, and the
 * explanation in words. Boards are laid by hand in free layout. */
#include "config.h"
#include "abbeys/ml-abbeys.h"
#include "test-util.h"

#include <locale.h>
#include <string.h>

static const char *const names[] = { "Red", "Blue", "Green", "Yellow", "Black", "Grey" };

static void
score_at (MlGame *game, int x, int y, const char *at, MlScoreItem *item)
{
  ml_score_feature (game->board, tu_feature (game, x, y, at), item);
}

static void
assert_explained (const MlScoreItem *item, guint n_players, const char *const *parts, const char *absent)
{
  g_autofree char *text = ml_score_item_explain (item, n_players, names);
  g_assert_nonnull (text);
  for (guint i = 0; parts[i]; i++)
    if (strstr (text, parts[i]) == NULL)
      g_error ("\"%s\" is not in \"%s\"", parts[i], text);
  if (absent && strstr (text, absent) != NULL)
    g_error ("\"%s\" should not be in \"%s\"", absent, text);
}

/* ---- roads ------------------------------------------------------------------------- */

static void
test_road_complete (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "X", 5, 5, 0);
  tu_place (game, "U", 6, 5, 90);
  tu_place (game, "U", 7, 5, 90);
  tu_place (game, "W", 8, 5, 90);      /* junction: roads N, S, W */
  tu_meeple (game, 0, 6, 5, "E", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  score_at (game, 7, 5, "W", &item);
  g_assert_cmpint (item.kind, ==, ML_SCORE_ROAD);
  g_assert_true (item.complete);
  g_assert_cmpuint (item.tiles, ==, 4);
  g_assert_cmpint (item.points, ==, 4);
  g_assert_cmpuint (item.winners, ==, 1);
  g_assert_cmpuint (item.counts[0], ==, 1);
  g_assert_cmpuint (item.feat, ==, tu_feature (game, 5, 5, "E"));
  const char *parts[] = { "4 tiles", "4", "Red", NULL };
  assert_explained (&item, 2, parts, "Blue");
}

static void
test_road_incomplete (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "U", 5, 5, 90);
  tu_place (game, "V", 6, 5, 0);       /* road W–S */
  tu_place (game, "U", 6, 6, 0);
  tu_meeple (game, 1, 6, 6, "S", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  score_at (game, 5, 5, "W", &item);
  g_assert_false (item.complete);
  g_assert_cmpuint (item.tiles, ==, 3);
  g_assert_cmpint (item.points, ==, 3);
  g_assert_cmpuint (item.winners, ==, 2);
  const char *parts[] = { "3 tiles", "Blue", "3", NULL };
  assert_explained (&item, 2, parts, "Red");
}

static void
test_road_loop (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "V", 5, 5, 270);
  tu_place (game, "V", 6, 5, 0);
  tu_place (game, "V", 6, 6, 90);
  tu_meeple (game, 1, 6, 6, "N", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  score_at (game, 5, 5, "E", &item);
  g_assert_false (item.complete);
  g_assert_cmpint (item.points, ==, 3);
  tu_place (game, "V", 5, 6, 180);
  score_at (game, 5, 5, "E", &item);
  g_assert_true (item.complete);
  g_assert_cmpuint (item.tiles, ==, 4);
  g_assert_cmpint (item.points, ==, 4);
  g_assert_cmpuint (item.winners, ==, 2);
}

/* ---- cities ---------------------------------------------------------------------- */

/* Tile H's two cities closed into one ring: H counts once, 6 tiles and F's shield. */
static void
test_city_tile_once (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "H", 5, 5, 0);
  tu_place (game, "N", 5, 4, 90);
  tu_place (game, "N", 6, 4, 180);
  tu_place (game, "F", 6, 5, 90);
  tu_place (game, "N", 6, 6, 270);
  tu_place (game, "N", 5, 6, 0);
  tu_meeple (game, 0, 5, 5, "N", ML_FIGURE_MEEPLE);
  tu_meeple (game, 1, 5, 5, "S", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  score_at (game, 5, 5, "N", &item);
  g_assert_true (item.complete);
  g_assert_cmpuint (item.tiles, ==, 6);
  g_assert_cmpuint (item.shields, ==, 1);
  g_assert_cmpint (item.points, ==, 2 * 6 + 2 * 1);
  g_assert_cmpuint (item.winners, ==, 3);
  const char *parts[] = { "6 tiles", "1 shield", "14", "Red", "Blue", NULL };
  assert_explained (&item, 2, parts, NULL);
}


static void
test_city_incomplete (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "M", 5, 5, 0);       /* city N–E, a shield, alone */
  tu_meeple (game, 0, 5, 5, "E", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  score_at (game, 5, 5, "N", &item);
  g_assert_cmpint (item.kind, ==, ML_SCORE_CITY);
  g_assert_false (item.complete);
  g_assert_cmpuint (item.tiles, ==, 1);
  g_assert_cmpuint (item.shields, ==, 1);
  g_assert_cmpint (item.points, ==, 2);        /* 1 per tile + 1 per shield */

  tu_place (game, "E", 5, 4, 180);
  tu_place (game, "G", 6, 5, 0);       /* city W–E, no shield */
  score_at (game, 5, 5, "N", &item);
  g_assert_false (item.complete);
  g_assert_cmpuint (item.tiles, ==, 3);
  g_assert_cmpuint (item.shields, ==, 1);
  g_assert_cmpint (item.points, ==, 4);
  g_assert_cmpuint (item.winners, ==, 1);
  const char *parts[] = { "3 tiles", "1 shield", "4", "Red", NULL };
  assert_explained (&item, 2, parts, "Blue");
}

static void
test_city_value (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 5, 5, 0);       /* city N */
  tu_place (game, "F", 5, 4, 90);      /* city N–S, a shield */
  tu_place (game, "M", 5, 3, 180);     /* city S–W, a shield */
  tu_meeple (game, 1, 5, 4, "N", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  score_at (game, 5, 5, "N", &item);
  g_assert_cmpint (item.kind, ==, ML_SCORE_CITY);
  g_assert_false (item.complete);
  g_assert_cmpuint (item.tiles, ==, 3);
  g_assert_cmpuint (item.shields, ==, 2);
  g_assert_cmpint (item.points, ==, 3 + 2);     /* incomplete: 1 + 1 */
  g_assert_cmpuint (item.winners, ==, 2);
  const char *open_parts[] = { "3 tiles", "2 shields", "5", "Blue", NULL };
  assert_explained (&item, 2, open_parts, "Red");

  tu_place (game, "E", 4, 3, 90);      /* city E: closes it */
  score_at (game, 5, 5, "N", &item);
  g_assert_true (item.complete);
  g_assert_cmpuint (item.tiles, ==, 4);
  g_assert_cmpuint (item.shields, ==, 2);
  g_assert_cmpint (item.points, ==, 2 * 4 + 2 * 2);
  const char *parts[] = { "4 tiles", "2 shields", "12", "Blue", NULL };
  assert_explained (&item, 2, parts, "Red");
}

/* The shared example city-four-tiles-two-shields.json, laid by hand: a tie, 12 each. */
static void
test_city_tie (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 0, 0, 0);
  tu_place (game, "F", 0, -1, 90);
  tu_place (game, "F", 0, -2, 90);
  tu_place (game, "E", 0, -3, 180);
  tu_meeple (game, 0, 0, 0, "N", ML_FIGURE_MEEPLE);
  tu_meeple (game, 1, 0, -3, "S", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  score_at (game, 0, -1, "N", &item);
  g_assert_true (item.complete);
  g_assert_cmpuint (item.tiles, ==, 4);
  g_assert_cmpuint (item.shields, ==, 2);
  g_assert_cmpint (item.points, ==, 12);
  g_assert_cmpuint (item.winners, ==, 3);
  g_assert_cmpuint (item.counts[0], ==, 1);
  g_assert_cmpuint (item.counts[1], ==, 1);
  const char *parts[] = { "4 tiles", "2 shields", "12", "Red", "Blue", NULL };
  assert_explained (&item, 2, parts, NULL);

  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_score_settle (game->board, items);
  g_assert_cmpuint (items->len, ==, 1);       /* one city, however many meeples */
  g_assert_cmpint (g_array_index (items, MlScoreItem, 0).points, ==, 12);
  g_assert_cmpuint (g_array_index (items, MlScoreItem, 0).winners, ==, 3);
}

static void
test_majority (void)
{
  g_autoptr (MlGame) game = tu_game (3, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 5, 5, 0);
  tu_place (game, "F", 5, 4, 90);
  tu_place (game, "F", 5, 3, 90);
  tu_place (game, "E", 5, 2, 180);
  tu_meeple (game, 0, 5, 5, "N", ML_FIGURE_MEEPLE);
  tu_meeple (game, 1, 5, 2, "S", ML_FIGURE_MEEPLE);
  tu_meeple (game, 1, 5, 3, "N", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  score_at (game, 5, 4, "N", &item);
  g_assert_cmpuint (item.counts[0], ==, 1);
  g_assert_cmpuint (item.counts[1], ==, 2);
  g_assert_cmpuint (item.counts[2], ==, 0);
  g_assert_cmpuint (item.winners, ==, 2);       /* Blue alone */
  g_assert_cmpint (item.points, ==, 12);
  const char *parts[] = { "Blue", "12", "2", "1", NULL };
  assert_explained (&item, 3, parts, "Red");

  /* A third player ties Blue with two: both score in full, Red still nothing. */
  tu_meeple (game, 2, 5, 4, "N", ML_FIGURE_MEEPLE);
  tu_meeple (game, 2, 5, 5, "N", ML_FIGURE_MEEPLE);
  score_at (game, 5, 4, "N", &item);
  g_assert_cmpuint (item.winners, ==, 2 | 4);
  g_assert_cmpint (item.points, ==, 12);
  const char *tie[] = { "Blue", "Green", "12", NULL };
  assert_explained (&item, 3, tie, "Red");
}

static void
test_nobody (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 5, 5, 0);
  tu_place (game, "E", 5, 4, 180);
  MlScoreItem item;
  score_at (game, 5, 5, "N", &item);
  g_assert_true (item.complete);
  g_assert_cmpint (item.points, ==, 4);
  g_assert_cmpuint (item.winners, ==, 0);
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_score_settle (game->board, items);
  g_assert_cmpuint (items->len, ==, 0);
}

/* ---- monasteries ---------------------------------------------------------------- */

static void
test_monastery (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "A", 5, 5, 0);
  tu_meeple (game, 0, 5, 5, "C", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  score_at (game, 5, 5, "C", &item);
  g_assert_cmpint (item.kind, ==, ML_SCORE_MONASTERY);
  g_assert_false (item.complete);
  g_assert_cmpuint (item.neighbours, ==, 0);
  g_assert_cmpint (item.points, ==, 1);

  tu_place (game, "U", 5, 6, 0);
  tu_place (game, "B", 4, 4, 0);
  tu_place (game, "B", 6, 6, 0);
  score_at (game, 5, 5, "C", &item);
  g_assert_cmpuint (item.neighbours, ==, 3);
  g_assert_cmpint (item.points, ==, 4);
  g_assert_cmpuint (item.winners, ==, 1);
  const char *open_parts[] = { "3", "4", "Red", NULL };
  assert_explained (&item, 2, open_parts, "Blue");

  tu_place (game, "B", 5, 4, 0);
  tu_place (game, "B", 6, 4, 0);
  tu_place (game, "B", 6, 5, 0);
  tu_place (game, "B", 4, 5, 0);
  score_at (game, 5, 5, "C", &item);
  g_assert_cmpuint (item.neighbours, ==, 7);
  g_assert_false (item.complete);
  g_assert_cmpint (item.points, ==, 8);
  tu_place (game, "B", 4, 6, 0);
  score_at (game, 5, 5, "C", &item);
  g_assert_true (item.complete);
  g_assert_cmpuint (item.neighbours, ==, 8);
  g_assert_cmpint (item.points, ==, 9);
  const char *parts[] = { "9", "Red", NULL };
  assert_explained (&item, 2, parts, "Blue");
}

/* ---- fields -------------------------------------------------------------------------- */

/* The shared example farmer-two-closed-cities.json, laid by hand. */
static void
test_field_two_closed_cities (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "H", 0, 0, 0);
  tu_place (game, "E", 0, -1, 180);
  tu_place (game, "E", 0, 1, 0);
  tu_place (game, "E", 1, 0, 90);
  tu_meeple (game, 0, 0, 0, "WSW", ML_FIGURE_MEEPLE);
  tu_meeple (game, 1, 1, 0, "E", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  ml_score_field (game->board, tu_feature (game, 0, 0, "WSW"), &item);
  g_assert_cmpint (item.kind, ==, ML_SCORE_FIELD);
  g_assert_cmpuint (item.cities, ==, 2);
  g_assert_cmpint (item.points, ==, 6);
  g_assert_cmpuint (item.winners, ==, 1);
  const char *parts[] = { "2", "6", "Red", NULL };
  assert_explained (&item, 2, parts, "Blue");

  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_score_settle (game->board, items);
  g_assert_cmpuint (items->len, ==, 2);
  int totals[2] = { 0, 0 };
  for (guint i = 0; i < items->len; i++)
    {
      const MlScoreItem *it = &g_array_index (items, MlScoreItem, i);
      for (int p = 0; p < 2; p++)
        if ((it->winners >> p) & 1)
          totals[p] += it->points;
    }
  g_assert_cmpint (totals[0], ==, 6);
  g_assert_cmpint (totals[1], ==, 1);
  /* The field comes after the features. */
  g_assert_cmpint (g_array_index (items, MlScoreItem, 0).kind, ==, ML_SCORE_CITY);
  g_assert_cmpint (g_array_index (items, MlScoreItem, 1).kind, ==, ML_SCORE_FIELD);
}

static void
test_field_incomplete_city (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 5, 5, 0);
  tu_place (game, "F", 5, 4, 90);
  tu_meeple (game, 1, 5, 5, "S", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  ml_score_field (game->board, tu_feature (game, 5, 5, "S"), &item);
  g_assert_cmpuint (item.cities, ==, 0);
  g_assert_cmpint (item.points, ==, 0);
  tu_place (game, "E", 5, 3, 180);
  ml_score_field (game->board, tu_feature (game, 5, 5, "S"), &item);
  g_assert_cmpuint (item.cities, ==, 1);
  g_assert_cmpint (item.points, ==, 3);
  g_assert_cmpuint (item.winners, ==, 2);
}

/* One closed city borders two fields: each field counts it. It also borders one field
 * twice (around its eastern end): that field counts it once. */
static void
test_field_city_twice (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "F", 5, 5, 0);       /* city W–E */
  tu_place (game, "E", 6, 5, 270);
  tu_place (game, "E", 4, 5, 90);
  tu_meeple (game, 0, 5, 5, "NNW", ML_FIGURE_MEEPLE);
  tu_meeple (game, 1, 5, 5, "SSW", ML_FIGURE_MEEPLE);
  MlScoreItem north, south;
  ml_score_field (game->board, tu_feature (game, 5, 5, "N"), &north);
  ml_score_field (game->board, tu_feature (game, 5, 5, "S"), &south);
  g_assert_cmpint (north.points, ==, 3);
  g_assert_cmpint (south.points, ==, 3);
  g_assert_cmpuint (north.winners, ==, 1);
  g_assert_cmpuint (south.winners, ==, 2);

  tu_place (game, "B", 5, 4, 0);
  tu_place (game, "B", 6, 4, 0);
  ml_score_field (game->board, tu_feature (game, 5, 5, "N"), &north);
  g_assert_cmpuint (north.cities, ==, 1);
  g_assert_cmpint (north.points, ==, 3);
  /* A farmer of Blue in the same field ties. */
  tu_meeple (game, 1, 6, 5, "E", ML_FIGURE_MEEPLE);
  ml_score_field (game->board, tu_feature (game, 6, 5, "E"), &north);
  g_assert_cmpuint (north.winners, ==, 3);
  g_assert_cmpint (north.points, ==, 3);

  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_score_settle (game->board, items);
  g_assert_cmpuint (items->len, ==, 2);        /* two fields, three farmers */
  for (guint i = 0; i < items->len; i++)
    {
      g_assert_cmpint (g_array_index (items, MlScoreItem, i).kind, ==, ML_SCORE_FIELD);
      g_assert_cmpint (g_array_index (items, MlScoreItem, i).points, ==, 3);
    }
}

/* ---- the two readings of fields (reading "farmers") ------------------------------------ */

/* Each player's total over @items. */
static void
totals_of (GArray *items, int *totals)
{
  totals[0] = totals[1] = 0;
  for (guint i = 0; i < items->len; i++)
    {
      const MlScoreItem *it = &g_array_index (items, MlScoreItem, i);
      for (int p = 0; p < 2; p++)
        if ((it->winners >> p) & 1)
          totals[p] += it->points;
    }
}

/* A city of 3 tiles closed on both sides (E, F, E) has four fields around it: north and
 * south of F, and the field of each closing E. Red farms north of F; Blue south of F and
 * around the east E. 3rd edition: 3 a field, Red 3, Blue 6. 1st edition: the city scores
 * 4 once, to the most farmers around it: Blue, 2 to 1. */
static void
test_farmers_first_edition (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "F", 0, 0, 0);
  tu_place (game, "E", 1, 0, 270);
  tu_place (game, "E", -1, 0, 90);
  tu_meeple (game, 0, 0, 0, "NNW", ML_FIGURE_MEEPLE);
  tu_meeple (game, 1, 0, 0, "SSW", ML_FIGURE_MEEPLE);
  tu_meeple (game, 1, 1, 0, "E", ML_FIGURE_MEEPLE);
  MlReadings first;
  ml_readings_init (&first);
  first.answer[ML_READING_FARMERS] = ML_FARMERS_FIRST_EDITION;

  int totals[2];
  g_autoptr (GArray) third_items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_score_settle_under (game->board, NULL, third_items);
  g_assert_cmpuint (third_items->len, ==, 3);
  totals_of (third_items, totals);
  g_assert_cmpint (totals[0], ==, 3);
  g_assert_cmpint (totals[1], ==, 6);

  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_score_settle_under (game->board, &first, items);
  g_assert_cmpuint (items->len, ==, 1);
  const MlScoreItem *city = &g_array_index (items, MlScoreItem, 0);
  g_assert_cmpint (city->kind, ==, ML_SCORE_FIELD);
  g_assert_cmpuint (city->fields, ==, 3);
  g_assert_cmpuint (city->tiles, ==, 3);
  g_assert_cmpuint (city->counts[0], ==, 1);
  g_assert_cmpuint (city->counts[1], ==, 2);
  g_assert_cmpuint (city->winners, ==, 2);
  g_assert_cmpint (city->points, ==, 4);
  g_assert_cmpuint (city->feat, ==, tu_feature (game, 0, 0, "E"));
  const char *parts[] = { "3 tiles", "3 fields", "1st edition", "4 once", "Blue", "2 meeples to 1", NULL };
  assert_explained (city, 2, parts, NULL);

  /* A farmer of Red around the west E ties: both score the 4. */
  tu_meeple (game, 0, -1, 0, "W", ML_FIGURE_MEEPLE);
  g_array_set_size (items, 0);
  ml_score_settle_under (game->board, &first, items);
  g_assert_cmpuint (items->len, ==, 1);
  g_assert_cmpuint (g_array_index (items, MlScoreItem, 0).winners, ==, 3);
  totals_of (items, totals);
  g_assert_cmpint (totals[0], ==, 4);
  g_assert_cmpint (totals[1], ==, 4);

  /* Through the game: the default reading is the 3rd edition, as before. */
  g_autoptr (GArray) settled = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_settle (game, settled);
  totals_of (settled, totals);
  g_assert_cmpint (totals[0], ==, 6);
  g_assert_cmpint (totals[1], ==, 6);
  game->readings = first;
  g_array_set_size (settled, 0);
  ml_game_settle (game, settled);
  totals_of (settled, totals);
  g_assert_cmpint (totals[0], ==, 4);
  g_assert_cmpint (totals[1], ==, 4);
}

/* One field between two closed cities (H closed north and south): the 3rd edition gives
 * the field 2 × 3 = 6; the 1st edition scores each city once, 4 + 4 = 8. A city that is not
 * completed scores nothing, and a field with farmers that borders none gives no item. */
static void
test_farmers_first_edition_two_cities (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "H", 0, 0, 0);
  tu_place (game, "E", 0, -1, 180);
  tu_place (game, "E", 0, 1, 0);
  tu_place (game, "U", 5, 5, 0);
  tu_meeple (game, 0, 0, 0, "WSW", ML_FIGURE_MEEPLE);
  tu_meeple (game, 1, 5, 5, "W", ML_FIGURE_MEEPLE);
  MlReadings first;
  ml_readings_init (&first);
  first.answer[ML_READING_FARMERS] = ML_FARMERS_FIRST_EDITION;
  int totals[2];
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_score_settle_under (game->board, NULL, items);
  totals_of (items, totals);
  g_assert_cmpint (totals[0], ==, 6);
  g_array_set_size (items, 0);
  ml_score_settle_under (game->board, &first, items);
  g_assert_cmpuint (items->len, ==, 2);
  totals_of (items, totals);
  g_assert_cmpint (totals[0], ==, 8);
  g_assert_cmpint (totals[1], ==, 0);
  g_assert_cmpuint (g_array_index (items, MlScoreItem, 0).feat, !=, g_array_index (items, MlScoreItem, 1).feat);

  /* Opening the north city again (a new game without its closing tile): one city left. */
  g_autoptr (MlGame) open = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (open, "H", 0, 0, 0);
  tu_place (open, "E", 0, 1, 0);
  tu_meeple (open, 0, 0, 0, "WSW", ML_FIGURE_MEEPLE);
  g_array_set_size (items, 0);
  ml_score_settle_under (open->board, &first, items);
  g_assert_cmpuint (items->len, ==, 1);
  g_assert_cmpint (g_array_index (items, MlScoreItem, 0).points, ==, 4);
}

/* ---- priors ---------------------------------------------------------------------------- */

/* The shared example prior-lines.json, laid by hand: 1 + 4 + 2 + 1 + 2 = 10. */
static void
test_prior_lines (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS);
  tu_place (game, "abbey-andechs", 0, 0, 0);
  tu_place (game, "U", 0, 1, 0);
  for (int y = -1; y >= -4; y--)
    tu_place (game, "U", 0, y, 90);
  tu_place (game, "U", 1, 0, 0);
  tu_place (game, "U", 2, 0, 0);
  tu_place (game, "V", -1, 0, 0);
  tu_place (game, "U", -2, 0, 90);
  tu_meeple (game, 0, 0, 0, "C", TU_PRIOR);
  MlScoreItem item;
  ml_abbeys_score_prior (game->board, tu_feature (game, 0, 0, "C"), &item);
  g_assert_true (ml_abbeys_item_is_prior (&item));
  g_assert_cmpuint (item.lines[ML_SIDE_N], ==, 4);
  g_assert_cmpuint (item.lines[ML_SIDE_E], ==, 2);
  g_assert_cmpuint (item.lines[ML_SIDE_S], ==, 1);
  g_assert_cmpuint (item.lines[ML_SIDE_W], ==, 2);
  g_assert_cmpint (item.points, ==, 10);
  g_assert_cmpuint (item.winners, ==, 1);
  const char *parts[] = { "10", "4", "Red", NULL };
  assert_explained (&item, 2, parts, "Blue");

  /* A prior is no monk: the monastery's own score has nobody in it. */
  MlScoreItem monastery;
  ml_score_feature (game->board, tu_feature (game, 0, 0, "C"), &monastery);
  g_assert_cmpuint (monastery.winners, ==, 0);

  /* The priors score at the end of the game, after the features: the Abbeys' module adds
   * them, not the board's scoring. */
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_settle (game, items);
  g_assert_cmpuint (items->len, ==, 1);
  g_assert_true (ml_abbeys_item_is_prior (&g_array_index (items, MlScoreItem, 0)));
  g_assert_cmpint (g_array_index (items, MlScoreItem, 0).points, ==, 10);

  /* A gap ends a line: the square beyond it does not count. */
  tu_place (game, "U", 0, -6, 90);
  tu_place (game, "U", 4, 0, 0);
  ml_abbeys_score_prior (game->board, tu_feature (game, 0, 0, "C"), &item);
  g_assert_cmpint (item.points, ==, 10);
  tu_place (game, "U", 3, 0, 0);
  ml_abbeys_score_prior (game->board, tu_feature (game, 0, 0, "C"), &item);
  g_assert_cmpuint (item.lines[ML_SIDE_E], ==, 4);
  g_assert_cmpint (item.points, ==, 12);
}

/* ---- settling a whole board -------------------------------------------------------------- */

static void
test_settle (void)
{
  g_autoptr (MlGame) game = tu_game (3, ML_EXPANSION_FARMERS);
  tu_place (game, "D", 5, 5, 0);       /* city N, road W–E, fields */
  tu_place (game, "E", 5, 4, 180);     /* closes the city */
  tu_place (game, "U", 6, 5, 90);
  tu_place (game, "B", 5, 6, 0);
  tu_meeple (game, 0, 5, 5, "N", ML_FIGURE_MEEPLE);       /* completed city: 4 */
  tu_meeple (game, 1, 6, 5, "E", ML_FIGURE_MEEPLE);       /* road of 2 tiles: 2 */
  tu_meeple (game, 2, 5, 6, "C", ML_FIGURE_MEEPLE);       /* monastery with 2 neighbours: 3 */
  tu_meeple (game, 2, 5, 5, "ENE", ML_FIGURE_MEEPLE);     /* field by the closed city: 3 */
  tu_meeple (game, 1, 5, 6, "N", ML_FIGURE_MEEPLE);       /* field with no city: 0 */
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_score_settle (game->board, items);
  g_assert_cmpuint (items->len, ==, 5);
  int totals[3] = { 0, 0, 0 };
  gboolean fields_started = FALSE;
  for (guint i = 0; i < items->len; i++)
    {
      const MlScoreItem *it = &g_array_index (items, MlScoreItem, i);
      if (it->kind == ML_SCORE_FIELD)
        fields_started = TRUE;
      else
        g_assert_false (fields_started);
      for (int p = 0; p < 3; p++)
        if ((it->winners >> p) & 1)
          totals[p] += it->points;
      g_autofree char *text = ml_score_item_explain (it, 3, names);
      g_assert_nonnull (strstr (text, names[g_bit_nth_lsf (it->winners, -1)]));
    }
  g_assert_cmpint (totals[0], ==, 4);
  g_assert_cmpint (totals[1], ==, 2);
  g_assert_cmpint (totals[2], ==, 3 + 3);
}

/* Settling a board is scoring, in the meeples' order, each feature then each field that
 * holds a meeple of some strength, each once, as ml_score_feature() and ml_score_field() do
 * on their own. */
static void
test_settle_each_feature (void)
{
  guint mixes[] = { ML_EXPANSION_FARMERS, ml_expansions_all () };
  for (guint k = 0; k < G_N_ELEMENTS (mixes); k++)
    {
      g_autoptr (MlGame) game = tu_game (4, mixes[k]);
      g_autoptr (MlPlayout) playout = ml_playout_new (mixes[k]);
      for (guint32 seed = 1; seed <= 6; seed++)
        {
          g_autoptr (MlRand) rand = ml_rand_new_with_seed (seed);
          ml_playout_run (playout, game, 4, rand, NULL, NULL);
          MlBoard *board = game->board;
          g_autoptr (GArray) settled = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
          g_autoptr (GArray) each = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
          ml_score_settle (board, settled);
          g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
          for (int fields = 0; fields <= 1; fields++)
            for (guint i = 0; i < ml_board_n_meeples (board); i++)
              {
                const MlMeeple *m = ml_board_meeple (board, i);
                MlRole role = ml_meeple_role (board, m);
                if (!(m->strength > 0) || role == ML_ROLE_NONE || (role == ML_ROLE_FARMER) != fields)
                  continue;
                guint root = ml_board_find (board, ml_board_meeple_feature (board, i));
                if (!g_hash_table_add (seen, GUINT_TO_POINTER (root + 1)))
                  continue;
                MlScoreItem item;
                if (fields)
                  ml_score_field (board, root, &item);
                else
                  ml_score_feature (board, root, &item);
                g_array_append_val (each, item);
              }
          g_assert_cmpuint (settled->len, ==, each->len);
          g_assert_cmpmem (settled->data, settled->len * sizeof (MlScoreItem), each->data, each->len * sizeof (MlScoreItem));
        }
    }
}

static void
test_names_join (void)
{
  g_autofree char *one = ml_names_join (2, 3, names);
  g_autofree char *two = ml_names_join (5, 3, names);
  g_autofree char *three = ml_names_join (7, 3, names);
  g_assert_cmpstr (one, ==, "Blue");
  g_assert_cmpstr (two, ==, "Red and Green");
  g_assert_cmpstr (three, ==, "Red, Blue and Green");
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/score/road-complete", test_road_complete);
  g_test_add_func ("/score/road-incomplete", test_road_incomplete);
  g_test_add_func ("/score/road-loop", test_road_loop);
  g_test_add_func ("/score/city-incomplete", test_city_incomplete);
  g_test_add_func ("/score/city-tile-once", test_city_tile_once);
  g_test_add_func ("/score/city-value", test_city_value);
  g_test_add_func ("/score/city-tie", test_city_tie);
  g_test_add_func ("/score/majority", test_majority);
  g_test_add_func ("/score/nobody", test_nobody);
  g_test_add_func ("/score/monastery", test_monastery);
  g_test_add_func ("/score/field-two-closed-cities", test_field_two_closed_cities);
  g_test_add_func ("/score/field-incomplete-city", test_field_incomplete_city);
  g_test_add_func ("/score/field-city-twice", test_field_city_twice);
  g_test_add_func ("/score/farmers-first-edition", test_farmers_first_edition);
  g_test_add_func ("/score/farmers-first-edition/two-cities", test_farmers_first_edition_two_cities);
  g_test_add_func ("/score/prior-lines", test_prior_lines);
  g_test_add_func ("/score/settle", test_settle);
  g_test_add_func ("/score/settle-each-feature", test_settle_each_feature);
  g_test_add_func ("/score/names-join", test_names_join);
  return g_test_run ();
}
