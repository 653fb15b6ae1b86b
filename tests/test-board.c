/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board: features merged across edges, open ends and completion, field–city adjacency,
 * monastery neighbourhoods, far and negative coordinates, removal, copies and the frontier. */
#include "config.h"
#include "test-util.h"

static void
info_at (MlGame *game, int x, int y, const char *at, MlFeatureInfo *info)
{
  ml_board_feature_info (game->board, tu_feature (game, x, y, at), info);
}

static guint
field_cities_at (MlGame *game, int x, int y, const char *at)
{
  return ml_board_field_cities (game->board, tu_feature (game, x, y, at));
}

/* ---- merging and open ends ---------------------------------------------------------- */

static void
test_merge_city (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  MlFeatureInfo info;

  tu_place (game, "E", 0, 0, 0);
  info_at (game, 0, 0, "N", &info);
  g_assert_cmpint (info.kind, ==, ML_FEATURE_CITY);
  g_assert_cmpuint (info.tiles, ==, 1);
  g_assert_cmpuint (info.open, ==, 1);
  g_assert_false (info.complete);

  /* F turned 90°: a city N–S with a shield. */
  tu_place (game, "F", 0, -1, 90);
  g_assert_cmpuint (tu_feature (game, 0, 0, "N"), ==, tu_feature (game, 0, -1, "S"));
  g_assert_cmpuint (tu_feature (game, 0, -1, "N"), ==, tu_feature (game, 0, -1, "S"));
  info_at (game, 0, -1, "S", &info);
  g_assert_cmpuint (info.tiles, ==, 2);
  g_assert_cmpuint (info.shields, ==, 1);
  g_assert_cmpuint (info.open, ==, 1);
  g_assert_false (info.complete);

  /* The fields either side of the city stay apart: a city edge joins no field. */
  g_assert_cmpuint (tu_feature (game, 0, 0, "ENE"), !=, tu_feature (game, 0, -1, "ESE"));

  tu_place (game, "E", 0, -2, 180);
  info_at (game, 0, 0, "N", &info);
  g_assert_cmpuint (info.root, ==, tu_feature (game, 0, -2, "S"));
  g_assert_cmpuint (info.tiles, ==, 3);
  g_assert_cmpuint (info.shields, ==, 1);
  g_assert_cmpuint (info.open, ==, 0);
  g_assert_true (info.complete);
}

/* F's field east of the city meets the fields of the squares beside it. */
static void
test_merge_field (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "U", 0, 0, 0);      /* road N–S, fields W and E */
  tu_place (game, "U", 1, 0, 0);
  tu_place (game, "U", 0, 1, 0);
  g_assert_cmpuint (tu_feature (game, 0, 0, "ESE"), ==, tu_feature (game, 1, 0, "WSW"));
  g_assert_cmpuint (tu_feature (game, 0, 0, "ENE"), ==, tu_feature (game, 1, 0, "W"));
  /* Across the road the two halves of a square stay apart... */
  g_assert_cmpuint (tu_feature (game, 0, 0, "WSW"), !=, tu_feature (game, 0, 0, "ESE"));
  /* ...and the square below continues both fields along the road. */
  g_assert_cmpuint (tu_feature (game, 0, 1, "NNE"), ==, tu_feature (game, 0, 0, "E"));
  g_assert_cmpuint (tu_feature (game, 0, 1, "NNW"), ==, tu_feature (game, 0, 0, "W"));
  MlFeatureInfo info;
  info_at (game, 0, 0, "E", &info);
  g_assert_cmpint (info.kind, ==, ML_FEATURE_FIELD);
  g_assert_cmpuint (info.tiles, ==, 3);
  g_assert_false (info.complete);
}

/* Tile I has two separate cities; closing them into one ring counts I once. */
static void
test_tile_counted_once_i (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "I", 0, 0, 0);          /* cities N and W */
  g_assert_cmpuint (tu_feature (game, 0, 0, "N"), !=, tu_feature (game, 0, 0, "W"));
  tu_place (game, "N", 0, -1, 180);       /* city S–W */
  tu_place (game, "N", -1, -1, 90);       /* city E–S */
  tu_place (game, "N", -1, 0, 0);         /* city N–E */
  g_assert_cmpuint (tu_feature (game, 0, 0, "N"), ==, tu_feature (game, 0, 0, "W"));
  MlFeatureInfo info;
  info_at (game, 0, 0, "N", &info);
  g_assert_cmpuint (info.tiles, ==, 4);
  g_assert_cmpuint (info.open, ==, 0);
  g_assert_true (info.complete);
}

/* Tile H: cities N and S joined by a ring of six more squares; H counts once. */
static void
test_tile_counted_once_h (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "H", 0, 0, 0);
  tu_place (game, "N", 0, -1, 90);        /* city E–S */
  tu_place (game, "N", 1, -1, 180);       /* city S–W */
  tu_place (game, "F", 1, 0, 90);         /* city N–S, a shield */
  tu_place (game, "N", 1, 1, 270);        /* city W–N */
  MlFeatureInfo info;
  info_at (game, 0, 0, "N", &info);
  g_assert_cmpuint (info.open, ==, 1);
  g_assert_cmpuint (info.tiles, ==, 5);
  info_at (game, 0, 0, "S", &info);
  g_assert_cmpuint (info.open, ==, 1);
  g_assert_cmpuint (info.tiles, ==, 1);
  tu_place (game, "N", 0, 1, 0);          /* city N–E */
  g_assert_cmpuint (tu_feature (game, 0, 0, "N"), ==, tu_feature (game, 0, 0, "S"));
  info_at (game, 0, 0, "S", &info);
  g_assert_cmpuint (info.tiles, ==, 6);
  g_assert_cmpuint (info.shields, ==, 1);
  g_assert_cmpuint (info.open, ==, 0);
  g_assert_true (info.complete);
  /* H's field between its cities joins F's field west of the ring's eastern column. */
  g_assert_cmpuint (tu_feature (game, 0, 0, "ENE"), ==, tu_feature (game, 1, 0, "W"));
}

static void
test_road_ends (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  MlFeatureInfo info;
  tu_place (game, "X", 0, 0, 0);
  info_at (game, 0, 0, "E", &info);
  g_assert_cmpint (info.kind, ==, ML_FEATURE_ROAD);
  g_assert_cmpuint (info.open, ==, 1);      /* ends at the crossroads */
  /* Each arm of the crossroads is a road of its own. */
  g_assert_cmpuint (tu_feature (game, 0, 0, "E"), !=, tu_feature (game, 0, 0, "W"));

  tu_place (game, "U", 1, 0, 90);           /* road W–E */
  info_at (game, 0, 0, "E", &info);
  g_assert_cmpuint (info.tiles, ==, 2);
  g_assert_cmpuint (info.open, ==, 1);
  g_assert_false (info.complete);

  tu_place (game, "A", 2, 0, 90);           /* the road ends at a monastery on the W */
  info_at (game, 1, 0, "E", &info);
  g_assert_cmpuint (info.tiles, ==, 3);
  g_assert_cmpuint (info.open, ==, 0);
  g_assert_true (info.complete);

  /* A road from the south of X to the gate of a city (tile S turned 180°: gate N). */
  tu_place (game, "U", 0, 1, 0);
  info_at (game, 0, 1, "S", &info);
  g_assert_cmpuint (info.open, ==, 1);
  tu_place (game, "S", 0, 2, 180);
  info_at (game, 0, 1, "S", &info);
  g_assert_cmpuint (info.tiles, ==, 3);
  g_assert_true (info.complete);
  /* The road does not run into the city. */
  g_assert_cmpuint (tu_feature (game, 0, 2, "N"), !=, tu_feature (game, 0, 2, "E"));
}

static void
test_road_loop (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  MlFeatureInfo info;
  tu_place (game, "V", 0, 0, 270);   /* road E–S */
  tu_place (game, "V", 1, 0, 0);     /* road W–S */
  tu_place (game, "V", 1, 1, 90);    /* road N–W */
  info_at (game, 0, 0, "E", &info);
  g_assert_cmpuint (info.tiles, ==, 3);
  g_assert_cmpuint (info.open, ==, 2);
  g_assert_false (info.complete);
  tu_place (game, "V", 0, 1, 180);   /* road N–E */
  info_at (game, 0, 0, "S", &info);
  g_assert_cmpuint (info.tiles, ==, 4);
  g_assert_cmpuint (info.open, ==, 0);
  g_assert_true (info.complete);
  /* The field inside the loop is closed off from the one outside. */
  g_assert_cmpuint (tu_feature (game, 0, 0, "SSE"), ==, tu_feature (game, 1, 1, "WNW"));
  g_assert_cmpuint (tu_feature (game, 0, 0, "SSE"), !=, tu_feature (game, 0, 0, "NNW"));
}

static void
test_city_open_ends (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  MlFeatureInfo info;
  tu_place (game, "C", 0, 0, 0);
  info_at (game, 0, 0, "N", &info);
  g_assert_cmpuint (info.open, ==, 4);
  tu_place (game, "E", 0, -1, 180);
  tu_place (game, "E", 1, 0, 270);
  tu_place (game, "E", 0, 1, 0);
  info_at (game, 0, 0, "N", &info);
  g_assert_cmpuint (info.open, ==, 1);
  g_assert_false (info.complete);
  tu_place (game, "E", -1, 0, 90);
  info_at (game, 0, 0, "W", &info);
  g_assert_cmpuint (info.open, ==, 0);
  g_assert_cmpuint (info.tiles, ==, 5);
  g_assert_cmpuint (info.shields, ==, 1);
  g_assert_true (info.complete);
}

/* Free layout: edges of different kinds touch but join nothing. */
static void
test_mismatch_joins_nothing (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  MlFeatureInfo info;
  tu_place (game, "E", 0, 0, 0);            /* city N */
  tu_place (game, "U", 0, -1, 0);           /* road S against the city */
  info_at (game, 0, 0, "N", &info);
  g_assert_cmpuint (info.open, ==, 1);
  g_assert_cmpuint (info.tiles, ==, 1);
  info_at (game, 0, -1, "S", &info);
  g_assert_cmpuint (info.open, ==, 2);
  g_assert_cmpuint (info.tiles, ==, 1);
  g_assert_cmpuint (tu_feature (game, 0, -1, "SSW"), !=, tu_feature (game, 0, 0, "ENE"));

  tu_place (game, "D", 5, 0, 0);            /* road W–E */
  tu_place (game, "U", 6, 0, 0);            /* field W against D's road E */
  info_at (game, 5, 0, "E", &info);
  g_assert_cmpuint (info.open, ==, 2);
  g_assert_cmpuint (tu_feature (game, 6, 0, "WNW"), !=, tu_feature (game, 5, 0, "ENE"));
  g_assert_cmpuint (tu_feature (game, 6, 0, "WSW"), !=, tu_feature (game, 5, 0, "ESE"));
  info_at (game, 6, 0, "W", &info);
  g_assert_cmpuint (info.tiles, ==, 1);
}

/* ---- fields and cities ------------------------------------------------------------ */

static void
test_field_cities (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "D", 0, 0, 0);
  /* The city is open: it does not count. */
  g_assert_cmpuint (field_cities_at (game, 0, 0, "ENE"), ==, 0);
  g_assert_cmpuint (field_cities_at (game, 0, 0, "SSE"), ==, 0);
  tu_place (game, "E", 0, -1, 180);
  g_assert_cmpuint (field_cities_at (game, 0, 0, "ENE"), ==, 1);
  /* The field south of the road borders no city. */
  g_assert_cmpuint (field_cities_at (game, 0, 0, "SSE"), ==, 0);
  /* The field on the other side of that city borders it too. */
  g_assert_cmpuint (field_cities_at (game, 0, -1, "N"), ==, 1);
}

static void
test_field_two_cities (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "H", 0, 0, 0);
  tu_place (game, "E", 0, -1, 180);
  tu_place (game, "E", 0, 1, 0);
  tu_place (game, "E", 1, 0, 90);     /* an open city, whose field joins H's */
  g_assert_cmpuint (tu_feature (game, 0, 0, "ENE"), ==, tu_feature (game, 1, 0, "W"));
  g_assert_cmpuint (field_cities_at (game, 0, 0, "WSW"), ==, 2);
  g_assert_cmpuint (field_cities_at (game, 1, 0, "S"), ==, 2);
}

/* A field that touches one closed city on two tiles counts it once; the field on the
 * city's other side counts it as well. */
static void
test_field_city_once (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "F", 0, 0, 0);       /* city W–E */
  tu_place (game, "E", 1, 0, 270);     /* city W */
  tu_place (game, "E", -1, 0, 90);     /* city E */
  MlFeatureInfo info;
  info_at (game, 0, 0, "E", &info);
  g_assert_true (info.complete);
  g_assert_cmpuint (field_cities_at (game, 0, 0, "NNW"), ==, 1);
  g_assert_cmpuint (field_cities_at (game, 0, 0, "SSE"), ==, 1);
  g_assert_cmpuint (tu_feature (game, 0, 0, "NNW"), !=, tu_feature (game, 1, 0, "N"));

  tu_place (game, "B", 0, -1, 0);
  tu_place (game, "B", 1, -1, 0);
  /* Now F's north field and the field around (1, 0) are one field touching the city twice. */
  g_assert_cmpuint (tu_feature (game, 0, 0, "NNW"), ==, tu_feature (game, 1, 0, "N"));
  g_assert_cmpuint (tu_feature (game, 0, 0, "NNW"), ==, tu_feature (game, 1, 0, "S"));
  g_assert_cmpuint (field_cities_at (game, 0, 0, "NNE"), ==, 1);
  g_assert_cmpuint (field_cities_at (game, 0, 0, "SSW"), ==, 1);
  g_assert_cmpuint (field_cities_at (game, -1, 0, "W"), ==, 1);
}

/* ---- monasteries -------------------------------------------------------------------- */

static void
test_neighbours (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  /* Away from the origin, so that the test is about neighbourhoods only. */
  tu_place (game, "B", 10, 10, 0);
  MlFeatureInfo info;
  info_at (game, 10, 10, "C", &info);
  g_assert_cmpint (info.kind, ==, ML_FEATURE_MONASTERY);
  g_assert_cmpuint (info.neighbours, ==, 0);
  g_assert_false (info.complete);
  g_assert_cmpuint (ml_board_neighbours (game->board, 10, 10), ==, 0);

  /* A square two away is no neighbour; a diagonal is. */
  tu_place (game, "B", 12, 10, 0);
  g_assert_cmpuint (ml_board_neighbours (game->board, 10, 10), ==, 0);
  tu_place (game, "B", 11, 11, 0);
  g_assert_cmpuint (ml_board_neighbours (game->board, 10, 10), ==, 1);
  g_assert_cmpuint (ml_board_neighbours (game->board, 11, 10), ==, 3);   /* an empty square too */

  guint n = 1;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        if ((dx == 0 && dy == 0) || (dx == 1 && dy == 1) || (dx == -1 && dy == -1))
          continue;
        tu_place (game, "B", 10 + dx, 10 + dy, 0);
        n++;
        info_at (game, 10, 10, "C", &info);
        g_assert_cmpuint (info.neighbours, ==, n);
        g_assert_false (info.complete);
      }
  g_assert_cmpuint (n, ==, 7);
  tu_place (game, "B", 9, 9, 0);
  info_at (game, 10, 10, "C", &info);
  g_assert_cmpuint (info.neighbours, ==, 8);
  g_assert_cmpuint (info.tiles, ==, 1);
  g_assert_true (info.complete);
}

/* ---- coordinates ---------------------------------------------------------------------- */

static void
test_far_apart (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  guint a = tu_place (game, "E", 100000, -100000, 0);
  guint b = tu_place (game, "E", 100000, -100001, 180);
  guint c = tu_place (game, "B", -100000, 100000, 0);
  guint d = tu_place (game, "X", -3, -2, 0);
  guint cell = 99;
  g_assert_cmpint (ml_board_piece_at (game->board, 100000, -100000, &cell), ==, (int) a);
  g_assert_cmpuint (cell, ==, 0);
  g_assert_cmpint (ml_board_piece_at (game->board, 100000, -100001, NULL), ==, (int) b);
  g_assert_cmpint (ml_board_piece_at (game->board, -100000, 100000, NULL), ==, (int) c);
  g_assert_cmpint (ml_board_piece_at (game->board, -3, -2, NULL), ==, (int) d);
  g_assert_cmpint (ml_board_piece_at (game->board, -100000, -100000, NULL), ==, ML_NO_PIECE);
  g_assert_cmpint (ml_board_piece_at (game->board, 100000, 100000, NULL), ==, ML_NO_PIECE);
  g_assert_cmpint (ml_board_piece_at (game->board, -100000, 100001, NULL), ==, ML_NO_PIECE);
  /* Far apart pieces still merge with their neighbours. */
  MlFeatureInfo info;
  info_at (game, 100000, -100000, "N", &info);
  g_assert_true (info.complete);
  g_assert_cmpuint (info.tiles, ==, 2);
  g_assert_cmpint (ml_board_edge_at (game->board, 100000, -100001, ML_SIDE_S), ==, ML_EDGE_CITY);
  g_assert_cmpint (ml_board_edge_at (game->board, 100000, -100001, ML_SIDE_N), ==, ML_EDGE_FIELD);
  g_assert_cmpint (ml_board_edge_at (game->board, 100001, -100001, ML_SIDE_N), ==, -1);
  int x0, y0, x1, y1;
  ml_board_bounds (game->board, &x0, &y0, &x1, &y1);
  g_assert_cmpint (x0, ==, -100000);
  g_assert_cmpint (x1, ==, 100000);
  g_assert_cmpint (y0, ==, -100001);
  g_assert_cmpint (y1, ==, 100000);
  /* The empty squares around the three groups: 6 around the pair, 4 around each single. */
  g_assert_cmpuint (ml_board_n_frontier (game->board), ==, 6 + 4 + 4);
}

/* Every square around the origin, (-1, -1) included, is an ordinary square. */
static void
test_negative_coordinates (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  for (int y = -2; y <= 2; y++)
    for (int x = -2; x <= 2; x++)
      g_assert_cmpint (ml_board_piece_at (game->board, x, y, NULL), ==, ML_NO_PIECE);
  tu_place (game, "B", 0, 0, 0);
  g_assert_cmpuint (ml_board_neighbours (game->board, 0, 0), ==, 0);
  MlFeatureInfo info;
  info_at (game, 0, 0, "C", &info);
  g_assert_cmpuint (info.neighbours, ==, 0);
  tu_place (game, "B", -1, 0, 0);
  /* (-1, -1) is now next to a piece: empty, and on the frontier. */
  g_assert_cmpint (ml_board_piece_at (game->board, -1, -1, NULL), ==, ML_NO_PIECE);
  g_assert_cmpint (ml_board_edge_at (game->board, -1, -1, ML_SIDE_S), ==, -1);
  gboolean found = FALSE;
  for (guint i = 0; i < ml_board_n_frontier (game->board); i++)
    {
      int x, y;
      guint16 mask, need;
      ml_board_frontier (game->board, i, &x, &y, &mask, &need);
      found |= x == -1 && y == -1;
    }
  g_assert_true (found);
  g_assert_cmpuint (ml_board_n_frontier (game->board), ==, 6);
  int p = ml_board_place (game->board, tu_tile ("B"), -1, -1, 0, -1);
  g_assert_cmpint (p, ==, 2);
  g_assert_cmpint (ml_board_piece_at (game->board, -1, -1, NULL), ==, 2);
  g_assert_cmpuint (ml_board_neighbours (game->board, 0, 0), ==, 2);
  /* (-1, -1) joined the field of (-1, 0). */
  g_assert_cmpuint (tu_feature (game, -1, -1, "S"), ==, tu_feature (game, -1, 0, "N"));
  g_assert_cmpuint (tu_feature (game, -1, -1, "S"), ==, tu_feature (game, 0, 0, "W"));
  g_assert_cmpint (ml_board_place (game->board, tu_tile ("B"), -1, -1, 0, -1), ==, ML_NO_PIECE);
}

/* ---- removal and copies -------------------------------------------------------------- */

static void
test_remove_piece (void)
{
  g_autoptr (MlGame) game = tu_game (3, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 3, 3, 0);          /* 0: city N */
  tu_place (game, "F", 3, 2, 90);         /* 1: city N–S with a shield */
  tu_place (game, "E", 3, 1, 180);        /* 2: closes the city */
  tu_place (game, "U", 4, 2, 0);          /* 3: a road beside */
  tu_meeple (game, 0, 3, 3, "N", FALSE);
  tu_meeple (game, 1, 3, 2, "NNW", FALSE);
  tu_meeple (game, 2, 3, 1, "S", FALSE);
  tu_meeple (game, 1, 4, 2, "N", FALSE);
  MlFeatureInfo info;
  info_at (game, 3, 3, "N", &info);
  g_assert_true (info.complete);

  ml_board_remove_piece (game->board, 1);
  g_assert_cmpuint (ml_board_n_pieces (game->board), ==, 3);
  g_assert_cmpint (ml_board_piece_at (game->board, 3, 2, NULL), ==, ML_NO_PIECE);
  g_assert_cmpint (ml_board_piece_at (game->board, 3, 1, NULL), ==, 1);
  g_assert_cmpint (ml_board_piece_at (game->board, 4, 2, NULL), ==, 2);
  const MlPiece *p = ml_board_piece (game->board, 1);
  g_assert_cmpstr (p->tile->id, ==, "E");
  g_assert_cmpint (p->rot, ==, 2);

  /* The meeple on the removed piece went with it; the others keep their place. */
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 3);
  g_assert_cmpuint (ml_board_meeples_of (game->board, 1), ==, 1);
  for (guint i = 0; i < ml_board_n_meeples (game->board); i++)
    {
      const MlMeeple *m = ml_board_meeple (game->board, i);
      const MlPiece *mp = ml_board_piece (game->board, m->piece);
      guint feat = ml_board_find (game->board, ml_board_meeple_feature (game->board, i));
      if (m->player == 0)
        {
          g_assert_cmpint (mp->x, ==, 3);
          g_assert_cmpint (mp->y, ==, 3);
          g_assert_cmpuint (feat, ==, tu_feature (game, 3, 3, "N"));
        }
      else if (m->player == 2)
        {
          g_assert_cmpint (mp->y, ==, 1);
          g_assert_cmpuint (feat, ==, tu_feature (game, 3, 1, "S"));
        }
      else
        {
          g_assert_cmpint (mp->x, ==, 4);
          g_assert_cmpuint (feat, ==, tu_feature (game, 4, 2, "S"));
          g_assert_cmpint (ml_meeple_role (game->board, m), ==, ML_ROLE_THIEF);
        }
    }

  /* The city is split again and each part has its open end back. */
  info_at (game, 3, 3, "N", &info);
  g_assert_cmpuint (info.tiles, ==, 1);
  g_assert_cmpuint (info.open, ==, 1);
  g_assert_cmpuint (info.shields, ==, 0);
  g_assert_cmpuint (info.n_meeples, ==, 1);
  g_assert_cmpuint (info.meeples[0], ==, 1);
  g_assert_false (info.complete);
  info_at (game, 3, 1, "S", &info);
  g_assert_cmpuint (info.meeples[2], ==, 1);
  g_assert_cmpuint (info.n_meeples, ==, 1);
  /* The square is free again and on the frontier, needing a city N and S. */
  gboolean found = FALSE;
  for (guint i = 0; i < ml_board_n_frontier (game->board); i++)
    {
      int x, y;
      guint16 mask, need;
      ml_board_frontier (game->board, i, &x, &y, &mask, &need);
      if (x == 3 && y == 2)
        {
          found = TRUE;
          g_assert_cmpuint (need & 0x0f0f, ==, (ML_EDGE_CITY << 0) | (ML_EDGE_CITY << 8));
          g_assert_cmpuint (need >> 4 & 0xf, ==, ML_EDGE_FIELD);   /* U's field W */
          g_assert_cmpuint (mask, ==, 0x0fff);
        }
    }
  g_assert_true (found);
  g_assert_cmpint (ml_board_place (game->board, tu_tile ("F"), 3, 2, 1, -1), ==, 3);
  info_at (game, 3, 3, "N", &info);
  g_assert_true (info.complete);
  g_assert_cmpuint (info.meeples[0], ==, 1);
  g_assert_cmpuint (info.meeples[2], ==, 1);
}

static void
test_copy (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 0, 0, 0);
  tu_meeple (game, 0, 0, 0, "N", FALSE);
  g_autoptr (MlBoard) copy = ml_board_copy (game->board);
  guint nf = ml_board_n_frontier (game->board);
  g_assert_cmpuint (ml_board_n_frontier (copy), ==, nf);

  /* Changes to the copy leave the original alone... */
  g_assert_cmpint (ml_board_place (copy, tu_tile ("E"), 0, -1, 2, -1), ==, 1);
  ml_board_add_meeple (copy, 1, 1, 0, 0, FALSE);
  MlFeatureInfo info;
  ml_board_feature_info (copy, ml_board_feature_id (copy, 0, 0), &info);
  g_assert_true (info.complete);
  g_assert_cmpuint (info.n_meeples, ==, 2);
  g_assert_cmpuint (ml_board_n_pieces (game->board), ==, 1);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 1);
  g_assert_cmpint (ml_board_piece_at (game->board, 0, -1, NULL), ==, ML_NO_PIECE);
  g_assert_cmpuint (ml_board_n_frontier (game->board), ==, nf);
  info_at (game, 0, 0, "N", &info);
  g_assert_false (info.complete);
  g_assert_cmpuint (info.open, ==, 1);
  g_assert_cmpuint (info.n_meeples, ==, 1);

  /* ...and the other way round. */
  g_assert_cmpint (ml_board_place (game->board, tu_tile ("U"), 1, 0, 1, -1), ==, 1);
  ml_board_remove_meeple (game->board, 0);
  g_assert_cmpint (ml_board_piece_at (copy, 1, 0, NULL), ==, ML_NO_PIECE);
  g_assert_cmpstr (ml_board_piece (copy, 1)->tile->id, ==, "E");
  g_assert_cmpuint (ml_board_n_meeples (copy), ==, 2);
  ml_board_feature_info (copy, ml_board_feature_id (copy, 1, 0), &info);
  g_assert_cmpuint (info.n_meeples, ==, 2);
  g_assert_cmpuint (info.tiles, ==, 2);

  /* A copy keeps growing on its own, far beyond what it held. */
  for (int i = 0; i < 300; i++)
    g_assert_cmpint (ml_board_place (copy, tu_tile ("U"), 1000 + i, 0, 1, -1), !=, ML_NO_PIECE);
  ml_board_feature_info (copy, ml_board_feature_id (copy, 2, 0), &info);
  g_assert_cmpuint (info.tiles, ==, 300);
  g_assert_cmpuint (ml_board_n_pieces (game->board), ==, 2);
}

/* Past its last square, up to the end of its block, the frontier view holds squares no
 * tile fits, which the placement search reads in whole blocks. */
static void
assert_padded (const MlBoard *board)
{
  MlFrontierView view;
  ml_board_frontier_view (board, &view);
  for (guint i = view.n; i % ML_FRONTIER_BLOCK != 0; i++)
    {
      g_assert_cmphex (view.mask[i], ==, 0);
      g_assert_cmphex (view.need[i], ==, G_MAXUINT64);
    }
}

/* Everything a board shows is the same on @a and @b: pieces, meeples, the frontier in its
 * order, every feature and the squares. */
static void
assert_same_board (MlBoard *a, MlBoard *b)
{
  assert_padded (a);
  assert_padded (b);
  g_assert_cmpuint (ml_board_n_pieces (a), ==, ml_board_n_pieces (b));
  for (guint i = 0; i < ml_board_n_pieces (a); i++)
    {
      const MlPiece *p = ml_board_piece (a, i), *q = ml_board_piece (b, i);
      g_assert_true (p->tile == q->tile);
      g_assert_cmpint (p->x, ==, q->x);
      g_assert_cmpint (p->y, ==, q->y);
      g_assert_cmpint (p->rot, ==, q->rot);
      guint cell;
      g_assert_cmpint (ml_board_piece_at (b, p->x + p->tile->rotated[p->rot][0].dx,
                                          p->y + p->tile->rotated[p->rot][0].dy, &cell), ==, (int) i);
    }
  g_assert_cmpuint (ml_board_n_meeples (a), ==, ml_board_n_meeples (b));
  for (guint i = 0; i < ml_board_n_meeples (a); i++)
    {
      const MlMeeple *m = ml_board_meeple (a, i), *n = ml_board_meeple (b, i);
      g_assert_cmpint (m->player, ==, n->player);
      g_assert_cmpuint (m->piece, ==, n->piece);
      g_assert_cmpuint (m->cell, ==, n->cell);
      g_assert_cmpuint (m->feature, ==, n->feature);
      g_assert_cmpuint (m->figure, ==, n->figure);
    }
  g_assert_cmpuint (ml_board_n_frontier (a), ==, ml_board_n_frontier (b));
  for (guint i = 0; i < ml_board_n_frontier (a); i++)
    {
      int x, y, x2, y2;
      guint16 mask, need, mask2, need2;
      ml_board_frontier (a, i, &x, &y, &mask, &need);
      ml_board_frontier (b, i, &x2, &y2, &mask2, &need2);
      g_assert_cmpint (x, ==, x2);
      g_assert_cmpint (y, ==, y2);
      g_assert_cmpuint (mask, ==, mask2);
      g_assert_cmpuint (need, ==, need2);
      g_assert_cmpint (ml_board_piece_at (b, x, y, NULL), ==, ML_NO_PIECE);
    }
  g_assert_cmpuint (ml_board_n_features (a), ==, ml_board_n_features (b));
  for (guint f = 0; f < ml_board_n_features (a); f++)
    {
      MlFeatureInfo i, j;
      ml_board_feature_info (a, f, &i);
      ml_board_feature_info (b, f, &j);
      g_assert_cmpmem (&i, sizeof i, &j, sizeof j);
    }
  g_assert_cmpuint (ml_board_n_monks (a), ==, ml_board_n_monks (b));
  for (int p = 0; p < ML_MAX_PLAYERS; p++)
    g_assert_cmpuint (ml_board_meeples_of (a, p), ==, ml_board_meeples_of (b, p));
}

/* A board copied into one that was larger, or smaller, is the board copied, and grows from
 * there as that one does (the advisor copies each position into one game per worker). */
static void
test_copy_into (void)
{
  g_autoptr (MlGame) big = tu_game (2, ML_EXPANSION_FARMERS);
  g_autoptr (MlPlayout) playout = ml_playout_new (ML_EXPANSION_FARMERS);
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (3);
  ml_playout_run (playout, big, 2, rand, NULL, NULL);
  g_autoptr (MlGame) small = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (small, "E", 0, 0, 0);
  tu_meeple (small, 0, 0, 0, "N", FALSE);
  tu_place (small, "B", 1, 0, 0);

  /* The small position into the room of a finished game. */
  g_autoptr (MlGame) into = ml_game_copy (big);
  ml_game_copy_into (into, small);
  assert_same_board (small->board, into->board);
  g_autoptr (MlGame) plain = ml_game_copy (small);
  for (int i = 0; i < 40; i++)
    {
      int at = ml_board_place (plain->board, tu_tile ("U"), 2 + i, 0, 1, -1);
      g_assert_cmpint (ml_board_place (into->board, tu_tile ("U"), 2 + i, 0, 1, -1), ==, at);
      g_assert_cmpint (at, !=, ML_NO_PIECE);
    }
  ml_board_add_meeple (into->board, 1, 3, 0, 0, ML_FIGURE_MEEPLE);
  ml_board_add_meeple (plain->board, 1, 3, 0, 0, ML_FIGURE_MEEPLE);
  assert_same_board (plain->board, into->board);
  /* The small one is untouched. */
  g_assert_cmpuint (ml_board_n_pieces (small->board), ==, 2);

  /* The finished game into the small room, twice over the same. */
  ml_game_copy_into (small, big);
  assert_same_board (big->board, small->board);
  ml_game_copy_into (small, big);
  assert_same_board (big->board, small->board);
  g_assert_cmpint (small->scores[0], ==, big->scores[0]);
  g_assert_cmpint (small->scores[1], ==, big->scores[1]);
}

/* A board far larger than the grid it starts with: a road running 400 squares east, out of
 * the largest grid into the table of far squares, a road 140 squares north, and a pair far
 * off; the features join across the grid's edge, and copies keep every square. */
static void
test_grid_growth (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  for (int x = 0; x <= 400; x++)
    tu_place (game, "U", x, 0, 90);
  for (int y = -1; y >= -140; y--)
    tu_place (game, "U", 0, y, 0);
  tu_place (game, "E", 100000, 5, 0);
  tu_place (game, "E", 100000, 4, 180);
  tu_meeple (game, 0, 400, 0, "E", FALSE);

  MlFeatureInfo info;
  info_at (game, 0, 0, "E", &info);
  g_assert_cmpuint (info.tiles, ==, 401);
  g_assert_cmpuint (info.open, ==, 2);
  g_assert_cmpuint (info.meeples[0], ==, 1);
  g_assert_cmpuint (info.root, ==, tu_feature (game, 400, 0, "W"));
  info_at (game, 0, -140, "N", &info);
  g_assert_cmpuint (info.tiles, ==, 140);
  g_assert_cmpuint (info.open, ==, 2);
  info_at (game, 100000, 5, "N", &info);
  g_assert_true (info.complete);
  for (int x = 0; x <= 400; x++)
    g_assert_cmpint (ml_board_piece_at (game->board, x, 0, NULL), ==, x);
  g_assert_cmpint (ml_board_piece_at (game->board, 401, 0, NULL), ==, ML_NO_PIECE);
  g_assert_cmpint (ml_board_piece_at (game->board, 400, 1, NULL), ==, ML_NO_PIECE);
  g_assert_cmpint (ml_board_piece_at (game->board, 0, -141, NULL), ==, ML_NO_PIECE);
  g_assert_cmpint (ml_board_piece_at (game->board, 100000, 6, NULL), ==, ML_NO_PIECE);
  g_assert_cmpint (ml_board_edge_at (game->board, 400, 0, ML_SIDE_E), ==, ML_EDGE_ROAD);
  /* Above the row but for the road north, below it, its two ends, beside the road north
   * but for the square both share, its end; and the six around the far pair. */
  g_assert_cmpuint (ml_board_n_frontier (game->board), ==, 400 + 401 + 2 + 279 + 1 + 6);

  g_autoptr (MlBoard) copy = ml_board_copy (game->board);
  assert_same_board (game->board, copy);
  g_autoptr (MlGame) small = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (small, "E", 0, 0, 0);
  ml_game_copy_into (small, game);
  assert_same_board (game->board, small->board);
  /* Cleared, the board keeps nothing of the large one. */
  ml_board_clear (copy);
  for (int x = 0; x <= 400; x += 50)
    g_assert_cmpint (ml_board_piece_at (copy, x, 0, NULL), ==, ML_NO_PIECE);
  g_assert_cmpint (ml_board_piece_at (copy, 100000, 5, NULL), ==, ML_NO_PIECE);
  g_assert_cmpint (ml_board_place (copy, tu_tile ("U"), 300, 0, 1, -1), ==, 0);
  g_assert_cmpuint (ml_board_n_frontier (copy), ==, 4);
  assert_padded (copy);
}

/* The turn's scoring looks for complete features only after a piece that closed one. */
static void
test_may_close (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  guint a = tu_place (game, "E", 0, 0, 0);
  g_assert_false (ml_board_may_close (game->board, a));
  guint b = tu_place (game, "U", 1, 0, 90);
  g_assert_false (ml_board_may_close (game->board, b));
  /* Not the piece laid last: not known, so maybe. */
  g_assert_true (ml_board_may_close (game->board, a));
  /* E turned over above: the city closes. */
  guint c = tu_place (game, "E", 0, -1, 180);
  g_assert_true (ml_board_may_close (game->board, c));
  /* A road from a monastery (A turned so that its road runs east), on from it, and ended
   * by another monastery: closed by the third only. */
  guint d = tu_place (game, "A", 0, 5, 270);
  g_assert_false (ml_board_may_close (game->board, d));
  guint e = tu_place (game, "U", 1, 5, 90);
  g_assert_false (ml_board_may_close (game->board, e));
  guint f = tu_place (game, "A", 2, 5, 90);
  g_assert_true (ml_board_may_close (game->board, f));
  MlFeatureInfo info;
  info_at (game, 1, 5, "E", &info);
  g_assert_true (info.complete);
  g_assert_cmpuint (info.tiles, ==, 3);
  /* A copy knows it too. */
  g_autoptr (MlBoard) copy = ml_board_copy (game->board);
  g_assert_true (ml_board_may_close (copy, f));
  g_autoptr (MlGame) into = tu_game (2, ML_EXPANSION_FARMERS);
  ml_game_copy_into (into, game);
  g_assert_true (ml_board_may_close (into->board, f));
  tu_place (into, "U", 0, 1, 0);
  g_assert_false (ml_board_may_close (into->board, ml_board_n_pieces (into->board) - 1));
}

/* ---- frontier ---------------------------------------------------------------------- */

static guint16
need_of (MlEdgeKind n, MlEdgeKind e, MlEdgeKind s, MlEdgeKind w)
{
  return (guint16) (n | e << 4 | s << 8 | w << 12);
}

static void
test_frontier_start (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  g_assert_cmpuint (ml_board_n_frontier (game->board), ==, 0);
  tu_place (game, "D", 0, 0, 0);     /* city N, road E, field S, road W */
  g_assert_cmpuint (ml_board_n_frontier (game->board), ==, 4);
  guint seen = 0;
  for (guint i = 0; i < 4; i++)
    {
      int x, y;
      guint16 mask, need;
      ml_board_frontier (game->board, i, &x, &y, &mask, &need);
      if (x == 0 && y == -1)
        {
          g_assert_cmpuint (mask, ==, 0x0f00);
          g_assert_cmpuint (need, ==, need_of (0, 0, ML_EDGE_CITY, 0));
          seen |= 1;
        }
      else if (x == 1 && y == 0)
        {
          g_assert_cmpuint (mask, ==, 0xf000);
          g_assert_cmpuint (need, ==, need_of (0, 0, 0, ML_EDGE_ROAD));
          seen |= 2;
        }
      else if (x == 0 && y == 1)
        {
          g_assert_cmpuint (mask, ==, 0x000f);
          g_assert_cmpuint (need, ==, need_of (ML_EDGE_FIELD, 0, 0, 0));
          seen |= 4;
        }
      else if (x == -1 && y == 0)
        {
          g_assert_cmpuint (mask, ==, 0x00f0);
          g_assert_cmpuint (need, ==, need_of (0, ML_EDGE_ROAD, 0, 0));
          seen |= 8;
        }
    }
  g_assert_cmpuint (seen, ==, 0xf);

  /* A square between two pieces needs both their edges. */
  tu_place (game, "E", 1, -1, 0);    /* city N, fields E S W */
  guint16 mask, need;
  ml_board_needs (game->board, 0, -1, &mask, &need);
  g_assert_cmpuint (mask, ==, 0x0ff0);
  g_assert_cmpuint (need, ==, need_of (0, ML_EDGE_FIELD, ML_EDGE_CITY, 0));
  g_assert_cmpuint (ml_board_n_frontier (game->board), ==, 6);
}

/* On a random board the frontier is exactly the empty squares beside a piece, and each
 * one's needs are its neighbours' edges. */
static void
test_frontier_random (void)
{
  g_autoptr (MlGame) game = tu_game (3, ML_EXPANSION_FARMERS);
  g_autoptr (MlPlayout) playout = ml_playout_new (ML_EXPANSION_FARMERS);
  for (guint32 seed = 1; seed <= 5; seed++)
    {
      g_autoptr (MlRand) rand = ml_rand_new_with_seed (seed);
      ml_playout_run (playout, game, 3, rand, NULL, NULL);
      MlBoard *board = game->board;
      g_assert_cmpuint (ml_board_n_pieces (board) + ml_playout_discarded (playout), ==, 72);
      int x0, y0, x1, y1;
      ml_board_bounds (board, &x0, &y0, &x1, &y1);
      guint expected = 0;
      for (int y = y0 - 1; y <= y1 + 1; y++)
        for (int x = x0 - 1; x <= x1 + 1; x++)
          {
            guint16 mask, need, mask2, need2;
            gboolean free = ml_board_square_needs (board, x, y, &mask2, &need2);
            g_assert_cmpint (free, ==, ml_board_piece_at (board, x, y, NULL) == ML_NO_PIECE);
            if (!free)
              continue;
            ml_board_needs (board, x, y, &mask, &need);
            /* The square's own answer is its neighbours'. */
            g_assert_cmphex (mask2, ==, mask);
            g_assert_cmphex (need2, ==, need);
            expected += mask != 0;
          }
      g_assert_cmpuint (ml_board_n_frontier (board), ==, expected);
      for (guint i = 0; i < ml_board_n_frontier (board); i++)
        {
          int x, y;
          guint16 mask, need, mask2, need2;
          ml_board_frontier (board, i, &x, &y, &mask, &need);
          g_assert_cmpint (ml_board_piece_at (board, x, y, NULL), ==, ML_NO_PIECE);
          ml_board_needs (board, x, y, &mask2, &need2);
          g_assert_cmpuint (mask, ==, mask2);
          g_assert_cmpuint (need, ==, need2);
          g_assert_cmpuint (mask, !=, 0);
        }
    }
}

typedef struct {
  int x, y;
  guint16 mask, need;
} Need;

static gint
compare_needs (gconstpointer a, gconstpointer b)
{
  const Need *p = a, *q = b;
  return p->y != q->y ? (p->y < q->y ? -1 : 1) : p->x != q->x ? (p->x < q->x ? -1 : 1) : 0;
}

static GArray *
sorted_frontier (MlBoard *board)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Need));
  for (guint i = 0; i < ml_board_n_frontier (board); i++)
    {
      Need n;
      ml_board_frontier (board, i, &n.x, &n.y, &n.mask, &n.need);
      g_array_append_val (out, n);
    }
  g_array_sort (out, compare_needs);
  return out;
}

/* Removing a piece leaves the board that laying the others would have made. */
static void
test_remove_equals_rebuild (void)
{
  g_autoptr (MlGame) game = tu_game (3, ML_EXPANSION_FARMERS);
  g_autoptr (MlPlayout) playout = ml_playout_new (ML_EXPANSION_FARMERS);
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (17);
  ml_playout_run (playout, game, 3, rand, NULL, NULL);
  guint n = ml_board_n_pieces (game->board);
  const guint victims[] = { 0, 1, n / 2, n - 1 };
  for (guint v = 0; v < G_N_ELEMENTS (victims); v++)
    {
      guint victim = victims[v];
      g_autoptr (MlBoard) removed = ml_board_copy (game->board);
      ml_board_remove_piece (removed, victim);
      g_autoptr (MlBoard) rebuilt = ml_board_new ();
      for (guint i = 0; i < n; i++)
        if (i != victim)
          {
            const MlPiece *p = ml_board_piece (game->board, i);
            g_assert_cmpint (ml_board_place (rebuilt, p->tile, p->x, p->y, p->rot, p->owner), !=, ML_NO_PIECE);
          }
      for (guint i = 0; i < ml_board_n_meeples (game->board); i++)
        {
          const MlMeeple *m = ml_board_meeple (game->board, i);
          if (m->piece != victim)
            ml_board_add_meeple (rebuilt, m->player, m->piece > victim ? m->piece - 1 : m->piece, m->cell,
                                 m->feature, m->figure);
        }
      g_assert_cmpuint (ml_board_n_pieces (removed), ==, n - 1);
      g_assert_cmpuint (ml_board_n_meeples (removed), ==, ml_board_n_meeples (rebuilt));
      for (guint i = 0; i < n - 1; i++)
        {
          const MlPiece *a = ml_board_piece (removed, i), *b = ml_board_piece (rebuilt, i);
          g_assert_true (a->tile == b->tile);
          g_assert_cmpint (a->x, ==, b->x);
          g_assert_cmpint (a->y, ==, b->y);
          g_assert_cmpint (a->rot, ==, b->rot);
          for (guint f = 0; f < a->tile->n_features; f++)
            {
              MlFeatureInfo ia, ib;
              ml_board_feature_info (removed, ml_board_feature_id (removed, i, f), &ia);
              ml_board_feature_info (rebuilt, ml_board_feature_id (rebuilt, i, f), &ib);
              ia.root = ib.root = 0;
              g_assert_cmpmem (&ia, sizeof ia, &ib, sizeof ib);
            }
        }
      const MlPiece *gone = ml_board_piece (game->board, victim);
      g_assert_cmpint (ml_board_piece_at (removed, gone->x, gone->y, NULL), ==, ML_NO_PIECE);
      g_autoptr (GArray) fa = sorted_frontier (removed);
      g_autoptr (GArray) fb = sorted_frontier (rebuilt);
      g_assert_cmpuint (fa->len, ==, fb->len);
      g_assert_cmpmem (fa->data, fa->len * sizeof (Need), fb->data, fb->len * sizeof (Need));
    }
}

/* The cheap counters and the flat frontier agree with the full queries. */
static void
test_counters (void)
{
  g_autoptr (MlGame) game = tu_game (4, ML_EXPANSION_FARMERS);
  g_autoptr (MlPlayout) playout = ml_playout_new (ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS);
  for (guint32 seed = 1; seed <= 4; seed++)
    {
      g_autoptr (MlRand) rand = ml_rand_new_with_seed (seed);
      ml_playout_run (playout, game, 4, rand, NULL, NULL);
      MlBoard *board = game->board;
      guint counted[ML_MAX_PLAYERS] = { 0 };
      for (guint i = 0; i < ml_board_n_meeples (board); i++)
        counted[ml_board_meeple (board, i)->player]++;
      for (int p = 0; p < ML_MAX_PLAYERS; p++)
        g_assert_cmpuint (ml_board_meeples_of (board, p), ==, counted[p]);
      for (guint i = 0; i < ml_board_n_pieces (board); i++)
        for (guint f = 0; f < ml_board_piece (board, i)->tile->n_features; f++)
          {
            guint feat = ml_board_feature_id (board, i, f);
            MlFeatureInfo info;
            ml_board_feature_info (board, feat, &info);
            g_assert_cmpuint (ml_board_feature_open (board, feat), ==, info.open);
            g_assert_cmpuint (ml_board_feature_meeples (board, feat), ==, info.n_meeples);
            guint in_it = 0;
            for (guint m = 0; m < ml_board_n_meeples (board); m++)
              in_it += ml_board_find (board, ml_board_meeple_feature (board, m)) == info.root;
            g_assert_cmpuint (info.n_meeples, ==, in_it);
            /* The shape is the same record but for the meeples; a field's, with its cities. */
            MlFeatureInfo shape;
            if (info.kind == ML_FEATURE_FIELD)
              g_assert_cmpuint (ml_board_field_shape (board, feat, &shape), ==, ml_board_field_cities (board, feat));
            else
              ml_board_feature_shape (board, feat, &shape);
            memcpy (shape.meeples, info.meeples, sizeof shape.meeples);
            memcpy (shape.apart, info.apart, sizeof shape.apart);
            shape.n_meeples = info.n_meeples;
            g_assert_cmpmem (&shape, sizeof shape, &info, sizeof info);
          }
      /* The neighbours read from the grid's rows agree with a look at each square. */
      for (guint i = 0; i < ml_board_n_pieces (board); i++)
        {
          const MlPiece *piece = ml_board_piece (board, i);
          guint filled = 0;
          for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++)
              filled += (dx || dy) && ml_board_piece_at (board, piece->x + dx, piece->y + dy, NULL) != ML_NO_PIECE;
          g_assert_cmpuint (ml_board_neighbours (board, piece->x, piece->y), ==, filled);
        }
      MlFrontierView view;
      ml_board_frontier_view (board, &view);
      g_assert_cmpuint (view.n, ==, ml_board_n_frontier (board));
      for (guint i = 0; i < view.n; i++)
        {
          int x, y;
          guint16 mask, need;
          ml_board_frontier (board, i, &x, &y, &mask, &need);
          g_assert_cmpint (view.at[i].x, ==, x);
          g_assert_cmpint (view.at[i].y, ==, y);
          g_assert_cmphex (view.mask[i], ==, mask * G_GUINT64_CONSTANT (0x0001000100010001));
          g_assert_cmphex (view.need[i], ==, need * G_GUINT64_CONSTANT (0x0001000100010001));
        }

      /* A copy counts the same, and a removal keeps the counters right. */
      g_autoptr (MlBoard) copy = ml_board_copy (board);
      guint victim = ml_board_meeple (copy, 0)->piece;
      guint lost[ML_MAX_PLAYERS] = { 0 };
      for (guint i = 0; i < ml_board_n_meeples (copy); i++)
        if (ml_board_meeple (copy, i)->piece == victim)
          lost[ml_board_meeple (copy, i)->player]++;
      ml_board_remove_piece (copy, victim);
      assert_padded (board);
      assert_padded (copy);
      for (int p = 0; p < ML_MAX_PLAYERS; p++)
        {
          g_assert_cmpuint (ml_board_meeples_of (copy, p), ==, counted[p] - lost[p]);
          g_assert_cmpuint (ml_board_meeples_of (board, p), ==, counted[p]);
        }
    }
}

/* Moving and turning a piece keeps its index and its meeples, and rejoins its features. */
static void
test_move_piece (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 0, 0, 0);
  guint moved = tu_place (game, "E", 5, 5, 0);
  tu_meeple (game, 1, 5, 5, "N", FALSE);
  tu_place (game, "B", 1, 0, 0);
  /* Taken squares refuse the move and change nothing. */
  g_assert_false (ml_board_move_piece (game->board, moved, 1, 0, 2));
  g_assert_cmpint (ml_board_piece (game->board, moved)->x, ==, 5);
  /* Over (0, -1), turned to face south: the two city edges close one city of 2 tiles. */
  g_assert_true (ml_board_move_piece (game->board, moved, 0, -1, 2));
  const MlPiece *p = ml_board_piece (game->board, moved);
  g_assert_cmpint (p->x, ==, 0);
  g_assert_cmpint (p->y, ==, -1);
  g_assert_cmpint (p->rot, ==, 2);
  g_assert_cmpint (ml_board_piece_at (game->board, 5, 5, NULL), ==, ML_NO_PIECE);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 1);
  g_assert_cmpuint (ml_board_meeple (game->board, 0)->piece, ==, moved);
  MlFeatureInfo info;
  ml_board_feature_info (game->board, tu_feature (game, 0, 0, "N"), &info);
  g_assert_cmpuint (info.tiles, ==, 2);
  g_assert_true (info.complete);
  g_assert_cmpuint (info.meeples[1], ==, 1);
}

/* ---- counters that must not wrap ---------------------------------------------------- */

static void
test_long_open_city (void)
{
  /* A row of 32,767 all-city tiles: open above and below each, and at both ends, 65,536 open
   * ends that a 16-bit counter wrapped to none, a "completed" city. */
  g_autoptr (MlGame) game = ml_game_new (2, ML_EXPANSION_FARMERS);
  for (int x = 0; x < 32767; x++)
    tu_place (game, "C", x, 0, 0);
  g_assert_cmpuint (tu_feature (game, 0, 0, "W"), ==, tu_feature (game, 32766, 0, "E"));
  MlFeatureInfo info;
  info_at (game, 0, 0, "W", &info);
  g_assert_cmpuint (info.tiles, ==, 32767);
  g_assert_cmpuint (info.open, ==, 2 * 32767 + 2);
  g_assert_false (info.complete);
}

static void
test_many_meeples (void)
{
  /* 65,536 meeples of Red and one of Blue on one road: Red holds it. */
  g_autoptr (MlGame) game = ml_game_new (2, ML_EXPANSION_FARMERS);
  tu_place (game, "U", 0, 0, 0);
  for (guint i = 0; i < 65536; i++)
    tu_meeple (game, 0, 0, 0, "N", FALSE);
  tu_meeple (game, 1, 0, 0, "S", FALSE);
  MlFeatureInfo info;
  info_at (game, 0, 0, "N", &info);
  g_assert_cmpuint (info.n_meeples, ==, 65537);
  g_assert_cmpuint (info.meeples[0], ==, 65536);
  g_assert_cmpuint (info.meeples[1], ==, 1);
  g_assert_cmpuint (ml_board_feature_meeples (game->board, tu_feature (game, 0, 0, "N")), ==, 65537);
  /* Taking one off keeps the count right through the index. */
  ml_board_remove_meeple (game->board, 0);
  info_at (game, 0, 0, "S", &info);
  g_assert_cmpuint (info.meeples[0], ==, 65535);
}

int
main (int argc, char *argv[])
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board/merge-city", test_merge_city);
  g_test_add_func ("/board/merge-field", test_merge_field);
  g_test_add_func ("/board/tile-counted-once-i", test_tile_counted_once_i);
  g_test_add_func ("/board/tile-counted-once-h", test_tile_counted_once_h);
  g_test_add_func ("/board/road-ends", test_road_ends);
  g_test_add_func ("/board/road-loop", test_road_loop);
  g_test_add_func ("/board/city-open-ends", test_city_open_ends);
  g_test_add_func ("/board/mismatch-joins-nothing", test_mismatch_joins_nothing);
  g_test_add_func ("/board/field-cities", test_field_cities);
  g_test_add_func ("/board/field-two-cities", test_field_two_cities);
  g_test_add_func ("/board/field-city-once", test_field_city_once);
  g_test_add_func ("/board/neighbours", test_neighbours);
  g_test_add_func ("/board/far-apart", test_far_apart);
  g_test_add_func ("/board/negative-coordinates", test_negative_coordinates);
  g_test_add_func ("/board/remove-piece", test_remove_piece);
  g_test_add_func ("/board/copy", test_copy);
  g_test_add_func ("/board/copy-into", test_copy_into);
  g_test_add_func ("/board/grid-growth", test_grid_growth);
  g_test_add_func ("/board/may-close", test_may_close);
  g_test_add_func ("/board/frontier-start", test_frontier_start);
  g_test_add_func ("/board/frontier-random", test_frontier_random);
  g_test_add_func ("/board/counters", test_counters);
  g_test_add_func ("/board/remove-equals-rebuild", test_remove_equals_rebuild);
  g_test_add_func ("/board/move-piece", test_move_piece);
  g_test_add_func ("/board/long-open-city", test_long_open_city);
  g_test_add_func ("/board/many-meeples", test_many_meeples);
  return g_test_run ();
}
