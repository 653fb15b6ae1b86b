/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One turn by the rules (ml_game_move): tile, optional meeple, scoring of what the tile
 * completed, meeples back after the meeple step, the turn passed on, and the events. */
#include "config.h"
#include "test-util.h"

#include <locale.h>
#include <string.h>

static const char *const colours[] = { "Red", "Blue", "Green", "Yellow", "Black", "Grey" };
static const char *const people[] = { "Alice", "Bob", "Carol", "Dave", "Eve", "Frank" };

static MlMeepleChoice
choice_at (const char *id, int degrees, const char *at)
{
  int rot;
  g_assert_true (ml_rotation_from_degrees (degrees, &rot));
  guint8 f = ml_tile_feature_at (tu_tile (id), rot, 0, at);
  g_assert_cmpint (f, !=, ML_NO_FEATURE);
  return (MlMeepleChoice) { TRUE, 0, f, FALSE };
}

static gboolean
move (MlGame *game, const char *id, int x, int y, int degrees, const MlMeepleChoice *meeple,
      GArray *events, GError **error)
{
  int rot;
  g_assert_true (ml_rotation_from_degrees (degrees, &rot));
  return ml_game_move (game, tu_tile (id), x, y, rot, meeple, events, error);
}

static GArray *
new_events (void)
{
  return g_array_new (FALSE, FALSE, sizeof (MlEvent));
}

static const MlEvent *
event (GArray *events, guint i)
{
  g_assert_cmpuint (i, <, events->len);
  return &g_array_index (events, MlEvent, i);
}

static void
assert_text (const MlEvent *ev, guint n_players, const char *const *names, const char *expected)
{
  g_autofree char *text = ml_event_explain (ev, n_players, names);
  g_assert_cmpstr (text, ==, expected);
}

/* Formulas keep their terms together with no-break spaces; the words are what is checked. */
static void
assert_text_has (const MlEvent *ev, guint n_players, const char *const *names, const char *const *parts)
{
  g_autofree char *explained = ml_event_explain (ev, n_players, names);
  g_auto (GStrv) pieces = g_strsplit (explained, "\u00a0", -1);
  g_autofree char *text = g_strjoinv (" ", pieces);
  for (guint i = 0; parts[i]; i++)
    if (strstr (text, parts[i]) == NULL)
      g_error ("\"%s\" is not in \"%s\"", parts[i], text);
}

/* Fills the seven squares around (x, y) but (x + 1, y + 1) with field-only monasteries. */
static void
surround (MlGame *game, int x, int y)
{
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      if ((dx || dy) && !(dx == 1 && dy == 1))
        tu_place (game, "B", x + dx, y + dy, 0);
}

/* ---- closing features --------------------------------------------------------------- */

static void
test_knight_on_closing_tile (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 5, 5, 0);
  g_autoptr (GArray) events = new_events ();
  g_autoptr (GError) error = NULL;
  MlMeepleChoice knight = choice_at ("E", 180, "S");
  g_assert_true (move (game, "E", 5, 4, 180, &knight, events, &error));
  g_assert_no_error (error);
  g_assert_cmpint (game->scores[0], ==, 4);
  g_assert_cmpint (game->scores[1], ==, 0);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 0);
  g_assert_cmpuint (ml_game_supply_left (game, 0), ==, 7);
  g_assert_cmpuint (game->turn, ==, 1);
  g_assert_cmpuint (ml_board_n_pieces (game->board), ==, 2);

  g_assert_cmpuint (events->len, ==, 4);
  const MlEvent *ev = event (events, 0);
  g_assert_cmpint (ev->kind, ==, ML_EVENT_TILE);
  g_assert_cmpint (ev->player, ==, 0);
  g_assert_cmpstr (ev->tile->id, ==, "E");
  g_assert_cmpint (ev->x, ==, 5);
  g_assert_cmpint (ev->y, ==, 4);
  g_assert_cmpint (ev->rot, ==, 2);
  g_assert_cmpstr (ml_event_kind_id (ev), ==, "tile");
  assert_text (ev, 2, colours, "Red lays tile E at (5, 4), turned 180°.");

  ev = event (events, 1);
  g_assert_cmpint (ev->kind, ==, ML_EVENT_MEEPLE);
  g_assert_cmpint (ev->player, ==, 0);
  g_assert_cmpint (ev->role, ==, ML_ROLE_KNIGHT);
  g_assert_cmpstr (ml_event_kind_id (ev), ==, "meeple");
  assert_text (ev, 2, colours, "Red puts a knight in the city.");

  ev = event (events, 2);
  g_assert_cmpint (ev->kind, ==, ML_EVENT_SCORE);
  g_assert_cmpint (ev->item.kind, ==, ML_SCORE_CITY);
  g_assert_true (ev->item.complete);
  g_assert_cmpuint (ev->item.tiles, ==, 2);
  g_assert_cmpint (ev->item.points, ==, 4);
  g_assert_cmpuint (ev->item.winners, ==, 1);
  g_assert_cmpstr (ml_event_kind_id (ev), ==, "city");
  const char *parts[] = { "2 tiles", "4", "Red", NULL };
  assert_text_has (ev, 2, colours, parts);

  ev = event (events, 3);
  g_assert_cmpint (ev->kind, ==, ML_EVENT_RETURN);
  g_assert_cmpint (ev->player, ==, 0);
  g_assert_cmpuint (ev->count, ==, 1);
  g_assert_cmpstr (ml_event_kind_id (ev), ==, "return");
  assert_text (ev, 2, colours, "1 meeple goes back to Red.");
}

/* A meeple freed by the scoring comes back after the meeple step: with all seven on the
 * board, the player cannot put one on the tile that frees one. */
static void
test_freed_meeple_not_reused (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 5, 5, 0);
  tu_meeple (game, 0, 5, 5, "N", FALSE);
  for (int i = 0; i < 6; i++)
    {
      tu_place (game, "B", 20 + 2 * i, 20, 0);
      tu_meeple (game, 0, 20 + 2 * i, 20, "C", FALSE);
    }
  g_assert_cmpuint (ml_game_supply_left (game, 0), ==, 0);

  g_autoptr (GArray) events = new_events ();
  g_autoptr (GError) error = NULL;
  MlMeepleChoice farmer = choice_at ("E", 180, "N");
  g_assert_false (move (game, "E", 5, 4, 180, &farmer, events, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_clear_error (&error);
  g_assert_cmpuint (events->len, ==, 0);
  g_assert_cmpuint (ml_board_n_pieces (game->board), ==, 7);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 7);
  g_assert_cmpint (game->scores[0], ==, 0);
  g_assert_cmpuint (game->turn, ==, 0);

  g_assert_true (move (game, "E", 5, 4, 180, NULL, events, &error));
  g_assert_no_error (error);
  g_assert_cmpint (game->scores[0], ==, 4);
  g_assert_cmpuint (ml_board_meeples_of (game->board, 0), ==, 6);
  g_assert_cmpuint (ml_game_supply_left (game, 0), ==, 1);
  g_assert_cmpuint (events->len, ==, 3);       /* tile, score, return: no meeple */
  g_assert_cmpint (event (events, 1)->kind, ==, ML_EVENT_SCORE);
  g_assert_cmpint (event (events, 2)->kind, ==, ML_EVENT_RETURN);
  g_assert_cmpuint (event (events, 2)->count, ==, 1);
}

static void
test_farmers_stay (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 5, 5, 0);
  tu_meeple (game, 0, 5, 5, "N", FALSE);        /* Red's knight */
  tu_meeple (game, 1, 5, 5, "S", FALSE);        /* Blue's farmer beside the city */
  g_autoptr (GArray) events = new_events ();
  MlMeepleChoice farmer = choice_at ("E", 180, "N");
  g_assert_true (move (game, "E", 5, 4, 180, &farmer, events, NULL));
  g_assert_cmpint (game->scores[0], ==, 4);
  /* The knight went back, both farmers stay, and no field scored. */
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 2);
  for (guint i = 0; i < ml_board_n_meeples (game->board); i++)
    g_assert_cmpint (ml_meeple_role (game->board, ml_board_meeple (game->board, i)), ==, ML_ROLE_FARMER);
  g_assert_cmpuint (ml_board_meeples_of (game->board, 0), ==, 1);
  g_assert_cmpuint (ml_board_meeples_of (game->board, 1), ==, 1);
  g_assert_cmpint (game->scores[1], ==, 0);
  guint scores = 0;
  for (guint i = 0; i < events->len; i++)
    if (event (events, i)->kind == ML_EVENT_SCORE)
      {
        scores++;
        g_assert_cmpint (event (events, i)->item.kind, ==, ML_SCORE_CITY);
      }
  g_assert_cmpuint (scores, ==, 1);
  g_assert_cmpint (event (events, 1)->role, ==, ML_ROLE_FARMER);
  assert_text (event (events, 1), 2, colours, "Red puts a farmer in the field.");

  /* At the end the farmers score their fields, each bordering the closed city. */
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_finish (game, items);
  g_assert_cmpuint (items->len, ==, 2);
  g_assert_cmpint (game->scores[0], ==, 4 + 3);
  g_assert_cmpint (game->scores[1], ==, 3);
}

/* The seed's worked example: two knights in separate parts of one city, joined and closed
 * by one tile: 4 tiles, 2 shields, a tie at 12 each. */
static void
test_seed_example_tie (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 5, 5, 0);
  tu_place (game, "F", 5, 4, 90);
  tu_place (game, "E", 5, 2, 180);
  tu_meeple (game, 0, 5, 5, "N", FALSE);        /* Alice */
  tu_meeple (game, 1, 5, 2, "S", FALSE);        /* Bob */
  g_assert_cmpuint (tu_feature (game, 5, 5, "N"), !=, tu_feature (game, 5, 2, "S"));
  g_autoptr (GArray) events = new_events ();
  g_autoptr (GError) error = NULL;
  g_assert_true (move (game, "F", 5, 3, 90, NULL, events, &error));
  g_assert_no_error (error);
  g_assert_cmpint (game->scores[0], ==, 12);
  g_assert_cmpint (game->scores[1], ==, 12);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 0);

  g_assert_cmpuint (events->len, ==, 4);
  const MlEvent *score = event (events, 1);
  g_assert_cmpint (score->kind, ==, ML_EVENT_SCORE);
  g_assert_cmpuint (score->item.tiles, ==, 4);
  g_assert_cmpuint (score->item.shields, ==, 2);
  g_assert_cmpint (score->item.points, ==, 12);
  g_assert_cmpuint (score->item.winners, ==, 3);
  const char *parts[] = { "4 tiles", "2 shields", "4 × 2 + 2 × 2 = 12", "Alice", "Bob", NULL };
  assert_text_has (score, 2, people, parts);
  guint returned = 0;
  for (guint i = 2; i < 4; i++)
    {
      g_assert_cmpint (event (events, i)->kind, ==, ML_EVENT_RETURN);
      g_assert_cmpuint (event (events, i)->count, ==, 1);
      returned |= 1u << event (events, i)->player;
    }
  g_assert_cmpuint (returned, ==, 3);
}

/* The same with a second blue knight: Bob alone scores 12 and every knight goes back. */
static void
test_seed_example_majority (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 5, 5, 0);
  tu_place (game, "F", 5, 3, 90);
  tu_place (game, "E", 5, 2, 180);
  tu_meeple (game, 0, 5, 5, "N", FALSE);        /* Alice */
  tu_meeple (game, 1, 5, 2, "S", FALSE);        /* Bob, twice: his part merged before */
  tu_meeple (game, 1, 5, 3, "N", FALSE);
  g_autoptr (GArray) events = new_events ();
  g_assert_true (move (game, "F", 5, 4, 90, NULL, events, NULL));
  g_assert_cmpint (game->scores[0], ==, 0);
  g_assert_cmpint (game->scores[1], ==, 12);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 0);
  g_assert_cmpuint (ml_game_supply_left (game, 0), ==, 7);
  g_assert_cmpuint (ml_game_supply_left (game, 1), ==, 7);
  const MlEvent *score = event (events, 1);
  g_assert_cmpint (score->kind, ==, ML_EVENT_SCORE);
  g_assert_cmpuint (score->item.winners, ==, 2);
  g_assert_cmpuint (score->item.counts[0], ==, 1);
  g_assert_cmpuint (score->item.counts[1], ==, 2);
  g_autofree char *text = ml_event_explain (score, 2, people);
  g_assert_nonnull (strstr (text, "Bob"));
  g_assert_nonnull (strstr (text, "12"));
  g_assert_null (strstr (text, "Alice"));
  guint counts[2] = { 0, 0 };
  for (guint i = 2; i < events->len; i++)
    {
      g_assert_cmpint (event (events, i)->kind, ==, ML_EVENT_RETURN);
      counts[event (events, i)->player] += event (events, i)->count;
    }
  g_assert_cmpuint (counts[0], ==, 1);
  g_assert_cmpuint (counts[1], ==, 2);
  g_autofree char *back = ml_event_explain (event (events, events->len - 1), 2, people);
  g_assert_true (g_str_equal (back, "2 meeples go back to Bob.") || g_str_equal (back, "1 meeple goes back to Alice."));
}

static void
test_road_and_city_at_once (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "X", 4, 5, 0);
  tu_place (game, "D", 5, 5, 0);              /* road W–E */
  tu_place (game, "E", 6, 4, 180);            /* city S */
  tu_meeple (game, 0, 6, 4, "S", FALSE);
  tu_meeple (game, 1, 5, 5, "E", FALSE);
  g_autoptr (GArray) events = new_events ();
  g_assert_true (move (game, "L", 6, 5, 0, NULL, events, NULL));   /* city N, road W to a junction */
  g_assert_cmpint (game->scores[0], ==, 4);
  g_assert_cmpint (game->scores[1], ==, 3);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 0);
  guint kinds = 0, returns = 0;
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = event (events, i);
      if (ev->kind == ML_EVENT_SCORE)
        kinds |= 1u << ev->item.kind;
      returns += ev->kind == ML_EVENT_RETURN;
    }
  g_assert_cmpuint (kinds, ==, (1u << ML_SCORE_ROAD) | (1u << ML_SCORE_CITY));
  g_assert_cmpuint (returns, ==, 2);
  g_assert_cmpuint (events->len, ==, 5);
}

/* ---- monasteries ---------------------------------------------------------------------- */

static void
test_monastery_elsewhere (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "B", 5, 5, 0);
  tu_meeple (game, 1, 5, 5, "C", FALSE);
  surround (game, 5, 5);
  g_assert_cmpint (game->scores[1], ==, 0);
  g_autoptr (GArray) events = new_events ();
  g_assert_true (move (game, "B", 6, 6, 0, NULL, events, NULL));
  g_assert_cmpint (game->scores[0], ==, 0);
  g_assert_cmpint (game->scores[1], ==, 9);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 0);
  g_assert_cmpuint (events->len, ==, 3);
  const MlEvent *score = event (events, 1);
  g_assert_cmpint (score->kind, ==, ML_EVENT_SCORE);
  g_assert_cmpint (score->player, ==, 0);          /* scored on Red's turn */
  g_assert_cmpint (score->item.kind, ==, ML_SCORE_MONASTERY);
  g_assert_true (score->item.complete);
  g_assert_cmpint (score->item.points, ==, 9);
  g_assert_cmpuint (score->item.winners, ==, 2);
  g_assert_cmpstr (ml_event_kind_id (score), ==, "monastery");
  const char *parts[] = { "9", "Blue", NULL };
  assert_text_has (score, 2, colours, parts);
  g_assert_cmpint (event (events, 2)->player, ==, 1);
  assert_text (event (events, 2), 2, colours, "1 meeple goes back to Blue.");
}

/* The tile that completes two monasteries scores both, its own one included. */
static void
test_two_monasteries (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  for (int y = 4; y <= 6; y++)
    for (int x = 4; x <= 7; x++)
      if (!(x == 6 && y == 6))
        tu_place (game, "B", x, y, 0);
  tu_place (game, "B", 5, 7, 0);
  tu_place (game, "B", 6, 7, 0);
  tu_place (game, "B", 7, 7, 0);
  tu_place (game, "B", 4, 7, 0);
  tu_meeple (game, 1, 5, 6, "C", FALSE);
  g_autoptr (GArray) events = new_events ();
  MlMeepleChoice monk = choice_at ("B", 0, "C");
  g_assert_true (move (game, "B", 6, 6, 0, &monk, events, NULL));
  /* (5, 6): 8 neighbours; (6, 6) itself: 8 too; (5, 5) also. Blue has (5, 6), Red (6, 6). */
  g_assert_cmpint (game->scores[1], ==, 9);
  g_assert_cmpint (game->scores[0], ==, 9);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 0);
}

/* A prior waits for the end of the game even when its abbey is surrounded. */
static void
test_prior_stays (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS);
  tu_place (game, "abbey-eberbach", 5, 5, 0);
  tu_meeple (game, 0, 5, 5, "C", TRUE);
  surround (game, 5, 5);
  g_autoptr (GArray) events = new_events ();
  g_assert_true (move (game, "B", 6, 6, 0, NULL, events, NULL));
  g_assert_cmpint (game->scores[0], ==, 0);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 1);
  g_assert_cmpuint (events->len, ==, 1);
  ml_game_finish (game, NULL);
  g_assert_cmpint (game->scores[0], ==, 1 + 1 + 1 + 1 + 1);   /* one square in each line */
}

/* ---- illegal moves ---------------------------------------------------------------------- */

typedef struct {
  guint n_pieces, n_meeples, n_frontier, turn;
  int scores[ML_MAX_PLAYERS];
  GArray *pieces;      /* MlPiece */
  GArray *meeples;     /* MlMeeple */
  GArray *infos;       /* MlFeatureInfo of every feature instance */
} Snapshot;

static void
snapshot_take (MlGame *game, Snapshot *s)
{
  MlBoard *board = game->board;
  s->n_pieces = ml_board_n_pieces (board);
  s->n_meeples = ml_board_n_meeples (board);
  s->n_frontier = ml_board_n_frontier (board);
  s->turn = game->turn;
  memcpy (s->scores, game->scores, sizeof s->scores);
  s->pieces = g_array_new (FALSE, TRUE, sizeof (MlPiece));
  s->meeples = g_array_new (FALSE, TRUE, sizeof (MlMeeple));
  s->infos = g_array_new (FALSE, TRUE, sizeof (MlFeatureInfo));
  for (guint i = 0; i < s->n_pieces; i++)
    {
      const MlPiece *p = ml_board_piece (board, i);
      g_array_append_vals (s->pieces, p, 1);
      for (guint f = 0; f < p->tile->n_features; f++)
        {
          MlFeatureInfo info;
          ml_board_feature_info (board, ml_board_feature_id (board, i, f), &info);
          info.root = 0;       /* which instance is the root may change */
          g_array_append_val (s->infos, info);
        }
    }
  for (guint i = 0; i < s->n_meeples; i++)
    g_array_append_vals (s->meeples, ml_board_meeple (board, i), 1);
}

static void
snapshot_clear (Snapshot *s)
{
  g_array_unref (s->pieces);
  g_array_unref (s->meeples);
  g_array_unref (s->infos);
}

static void
assert_same (const Snapshot *a, const Snapshot *b)
{
  g_assert_cmpuint (a->n_pieces, ==, b->n_pieces);
  g_assert_cmpuint (a->n_meeples, ==, b->n_meeples);
  g_assert_cmpuint (a->n_frontier, ==, b->n_frontier);
  g_assert_cmpuint (a->turn, ==, b->turn);
  g_assert_cmpmem (a->scores, sizeof a->scores, b->scores, sizeof b->scores);
  for (guint i = 0; i < a->n_pieces; i++)
    {
      const MlPiece *p = &g_array_index (a->pieces, MlPiece, i), *q = &g_array_index (b->pieces, MlPiece, i);
      g_assert_true (p->tile == q->tile);
      g_assert_cmpint (p->x, ==, q->x);
      g_assert_cmpint (p->y, ==, q->y);
      g_assert_cmpint (p->rot, ==, q->rot);
    }
  for (guint i = 0; i < a->n_meeples; i++)
    {
      const MlMeeple *m = &g_array_index (a->meeples, MlMeeple, i), *n = &g_array_index (b->meeples, MlMeeple, i);
      g_assert_cmpint (m->player, ==, n->player);
      g_assert_cmpuint (m->piece, ==, n->piece);
      g_assert_cmpuint (m->cell, ==, n->cell);
      g_assert_cmpuint (m->feature, ==, n->feature);
      g_assert_cmpuint (m->figure, ==, n->figure);
    }
  g_assert_cmpuint (a->infos->len, ==, b->infos->len);
  g_assert_cmpmem (a->infos->data, a->infos->len * sizeof (MlFeatureInfo),
                   b->infos->data, b->infos->len * sizeof (MlFeatureInfo));
}

static void
test_illegal_unchanged (void)
{
  g_autoptr (MlGame) game = tu_game (3, ML_EXPANSION_FARMERS);
  tu_place (game, "D", 5, 5, 0);
  tu_place (game, "F", 5, 4, 90);
  tu_place (game, "U", 6, 5, 90);
  tu_meeple (game, 1, 5, 5, "N", FALSE);
  tu_meeple (game, 2, 6, 5, "NNE", FALSE);
  game->scores[0] = 5;
  game->scores[1] = 7;
  game->turn = 1;
  Snapshot before, after;
  snapshot_take (game, &before);
  g_autoptr (GArray) events = new_events ();
  g_autoptr (GError) error = NULL;

  /* Edges that do not match. */
  g_assert_false (move (game, "E", 5, 3, 0, NULL, events, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MISMATCH);
  g_clear_error (&error);
  /* A taken square; a corner only. */
  g_assert_false (move (game, "B", 6, 5, 0, NULL, events, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_OCCUPIED);
  g_clear_error (&error);
  g_assert_false (move (game, "B", 7, 6, 0, NULL, events, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_NO_CONTACT);
  g_clear_error (&error);
  /* A legal tile with a knight in a city that already holds Blue's knight. */
  MlMeepleChoice knight = choice_at ("E", 180, "S");
  g_assert_false (move (game, "E", 5, 3, 180, &knight, events, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_clear_error (&error);
  /* A farmer in the field Green already holds, reached through U's field. */
  MlMeepleChoice farmer = choice_at ("V", 0, "NNE");
  g_assert_false (move (game, "V", 7, 5, 0, &farmer, events, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_clear_error (&error);

  g_assert_cmpuint (events->len, ==, 0);
  snapshot_take (game, &after);
  assert_same (&before, &after);
  snapshot_clear (&after);

  /* After all that, the legal move closes the city as it would have at first. */
  g_assert_true (move (game, "E", 5, 3, 180, NULL, events, &error));
  g_assert_no_error (error);
  g_assert_cmpint (game->scores[1], ==, 7 + 2 * 3 + 2 * 1);
  g_assert_cmpint (game->scores[0], ==, 5);
  g_assert_cmpuint (game->turn, ==, 2);
  g_assert_cmpuint (ml_board_meeples_of (game->board, 1), ==, 0);
  g_assert_cmpuint (ml_board_meeples_of (game->board, 2), ==, 1);
  snapshot_clear (&before);
}

static void
test_turn_passes (void)
{
  g_autoptr (MlGame) game = tu_game (3, ML_EXPANSION_FARMERS);
  g_assert_cmpuint (game->turn, ==, 0);
  g_autoptr (GArray) events = new_events ();
  MlMeepleChoice road = choice_at ("U", 90, "E");
  g_assert_true (move (game, "U", 0, 0, 90, &road, events, NULL));
  g_assert_cmpuint (game->turn, ==, 1);
  g_assert_cmpint (event (events, 0)->player, ==, 0);
  g_assert_cmpint (event (events, 1)->player, ==, 0);
  g_assert_cmpint (event (events, 1)->role, ==, ML_ROLE_THIEF);
  g_array_set_size (events, 0);
  MlMeepleChoice field = choice_at ("U", 90, "N");
  g_assert_true (move (game, "U", 1, 0, 90, &field, events, NULL));
  g_assert_cmpuint (game->turn, ==, 2);
  g_assert_cmpint (event (events, 1)->player, ==, 1);
  g_assert_cmpint (event (events, 1)->role, ==, ML_ROLE_FARMER);
  g_assert_cmpuint (ml_board_meeples_of (game->board, 1), ==, 1);
  g_array_set_size (events, 0);
  g_assert_true (move (game, "U", 2, 0, 90, NULL, NULL, NULL));
  g_assert_cmpuint (game->turn, ==, 0);
  g_assert_true (move (game, "U", 3, 0, 90, NULL, events, NULL));
  g_assert_cmpuint (game->turn, ==, 1);
  g_assert_cmpuint (events->len, ==, 1);
  g_assert_cmpint (event (events, 0)->player, ==, 0);
  assert_text (event (events, 0), 3, colours, "Red lays tile U at (3, 0), turned 90°.");
  /* Nothing closed the road: its thief is still out. */
  g_assert_cmpuint (ml_board_meeples_of (game->board, 0), ==, 1);
  g_assert_cmpint (game->scores[0], ==, 0);
}

/* ---- the hooks of a turn -------------------------------------------------------------- */

/* A module of a test, added to a game by hand: it counts the engine's calls, and on demand
 * refuses a tile, keeps returning meeples, adds to the supply or gives another turn. */
typedef struct {
  guint check_hand, check_place, check_action, after_tile, act, after_meeples;
  guint placed;          /* meeples after_meeples was told of */
  guint before_score, after_score, take_returning, after_scoring, extra_turn, end_turn, settle;
  gboolean refuse, keep_meeples, again;
} Calls;

static Calls calls;

static guint
count_extra_supply (const MlGame *game, int player)
{
  return player == 0 ? 3 : 0;
}

static gboolean
count_check_hand (const MlGame *game, const MlTileDef *tile, const MlTurnOptions *opt, gboolean *room,
                  GError **error)
{
  calls.check_hand++;
  if (calls.refuse)
    g_set_error_literal (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE, "refused by the test module");
  return !calls.refuse;
}

static gboolean
count_check_place (const MlGame *game, const MlTileDef *tile, const MlPlacement *at, gboolean room, GError **error)
{
  calls.check_place++;
  return TRUE;
}

static gboolean
count_check_action (MlGame *game, guint piece, gboolean room, const MlTurnOptions *opt, GError **error)
{
  calls.check_action++;
  return TRUE;
}

static void
count_after_tile (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events)
{
  calls.after_tile++;
}

static void
count_act (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events)
{
  calls.act++;
}

static void
count_after_meeples (MlGame *game, guint piece, const MlTurnOptions *opt, const guint *placed, guint n_placed,
                     GArray *events)
{
  calls.after_meeples++;
  calls.placed += n_placed;
}

static void
count_before_score (MlGame *game, const MlScoreItem *item, GArray *events)
{
  calls.before_score++;
}

static void
count_after_score (MlGame *game, const MlScoreItem *item, GArray *events, GArray *items)
{
  calls.after_score++;
}

static guint
count_take_returning (MlGame *game, int player, guint count)
{
  calls.take_returning++;
  return calls.keep_meeples ? count : 0;
}

static void
count_after_scoring (MlGame *game, const MlTurnOptions *opt, GArray *events)
{
  calls.after_scoring++;
}

static gboolean
count_extra_turn (MlGame *game, const MlTileDef *tile, GArray *events)
{
  calls.extra_turn++;
  return calls.again;
}

static void
count_end_turn (MlGame *game)
{
  calls.end_turn++;
}

static void
count_settle (MlGame *game, GArray *items)
{
  calls.settle++;
  MlScoreItem item = { .kind = ML_SCORE_MODULE, .module = ML_EXPANSION_FARMERS, .complete = TRUE, .winners = 1u << 1, .points = 5 };
  g_array_append_val (items, item);
}

static const MlExpansionHooks counting = {
  .expansion = ML_EXPANSION_FARMERS,
  .extra_supply = count_extra_supply,
  .check_hand = count_check_hand,
  .check_place = count_check_place,
  .check_action = count_check_action,
  .after_tile = count_after_tile,
  .act = count_act,
  .after_meeples = count_after_meeples,
  .before_score = count_before_score,
  .after_score = count_after_score,
  .take_returning = count_take_returning,
  .after_scoring = count_after_scoring,
  .extra_turn = count_extra_turn,
  .end_turn = count_end_turn,
  .settle = count_settle,
};

/* The board of test_road_and_city_at_once, with the counting module in the game. */
static MlGame *
game_with_counting (void)
{
  MlGame *game = tu_game (2, ML_EXPANSION_FARMERS);
  g_assert_cmpuint (game->n_modules, ==, 0);   /* no module of the core answers for farmers */
  game->modules[game->n_modules++] = &counting;
  tu_place (game, "X", 4, 5, 0);
  tu_place (game, "D", 5, 5, 0);
  tu_place (game, "E", 6, 4, 180);
  tu_meeple (game, 0, 6, 4, "S", FALSE);
  tu_meeple (game, 1, 5, 5, "E", FALSE);
  calls = (Calls) { 0 };
  return game;
}

/* The engine calls each hook at its step, once a turn or once a scoring, knowing nothing
 * of the module. */
static void
test_hooks_called (void)
{
  g_autoptr (MlGame) game = game_with_counting ();
  g_assert_cmpuint (ml_game_supply (game, 0), ==, ML_SUPPLY + 3);
  g_assert_cmpuint (ml_game_supply (game, 1), ==, ML_SUPPLY);
  g_autoptr (GArray) events = new_events ();
  MlMeepleChoice field = choice_at ("L", 0, "SSE");
  g_assert_true (move (game, "L", 6, 5, 0, &field, events, NULL));   /* closes a road and a city */
  g_assert_cmpuint (calls.check_hand, ==, 1);
  g_assert_cmpuint (calls.check_place, ==, 1);
  g_assert_cmpuint (calls.check_action, ==, 1);
  g_assert_cmpuint (calls.after_tile, ==, 1);
  g_assert_cmpuint (calls.act, ==, 1);
  g_assert_cmpuint (calls.after_meeples, ==, 1);
  g_assert_cmpuint (calls.placed, ==, 1);
  g_assert_cmpuint (calls.before_score, ==, 2);
  g_assert_cmpuint (calls.after_score, ==, 2);
  g_assert_cmpuint (calls.take_returning, ==, 2);   /* one owner came home from each */
  g_assert_cmpuint (calls.after_scoring, ==, 1);
  g_assert_cmpuint (calls.extra_turn, ==, 1);
  g_assert_cmpuint (calls.end_turn, ==, 1);
  g_assert_cmpuint (calls.settle, ==, 0);
  g_assert_cmpuint (game->turn, ==, 1);

  /* At the end, the module scores first, and the farmer's field after it. */
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  int finals[ML_MAX_PLAYERS];
  ml_game_settle_now (game, items, finals);
  g_assert_cmpuint (calls.settle, ==, 1);
  g_assert_cmpuint (items->len, >=, 2);
  g_assert_cmpint (g_array_index (items, MlScoreItem, 0).points, ==, 5);
  g_assert_cmpint (finals[1], ==, game->scores[1] + 5);
  g_assert_cmpuint (calls.after_score, ==, 2 + items->len - 1);
}

/* A module's answers change the turn: a refusal leaves the game as it was, returning
 * meeples kept by the module stay out of the supply, another turn keeps the player. */
static void
test_hooks_decide (void)
{
  g_autoptr (MlGame) refusing = game_with_counting ();
  calls.refuse = TRUE;
  g_autoptr (GError) error = NULL;
  g_assert_false (move (refusing, "L", 6, 5, 0, NULL, NULL, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_assert_cmpuint (ml_board_n_pieces (refusing->board), ==, 3);
  g_assert_cmpuint (calls.after_tile, ==, 0);
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_game_turn_placements (refusing, tu_tile ("L"), spots);
  g_assert_cmpuint (spots->len, ==, 0);

  g_autoptr (MlGame) keeping = game_with_counting ();
  calls.keep_meeples = TRUE;
  calls.again = TRUE;
  g_autoptr (GArray) events = new_events ();
  g_assert_true (move (keeping, "L", 6, 5, 0, NULL, events, NULL));
  guint returned = 0, kept = 0;
  for (guint i = 0; i < events->len; i++)
    {
      returned += event (events, i)->kind == ML_EVENT_RETURN;
      kept += event (events, i)->kind == ML_EVENT_KEPT;
    }
  g_assert_cmpuint (returned, ==, 0);
  g_assert_cmpuint (kept, ==, 2);
  g_assert_cmpuint (keeping->turn, ==, 0);
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/turn/knight-on-closing-tile", test_knight_on_closing_tile);
  g_test_add_func ("/turn/freed-meeple-not-reused", test_freed_meeple_not_reused);
  g_test_add_func ("/turn/farmers-stay", test_farmers_stay);
  g_test_add_func ("/turn/seed-example-tie", test_seed_example_tie);
  g_test_add_func ("/turn/seed-example-majority", test_seed_example_majority);
  g_test_add_func ("/turn/road-and-city-at-once", test_road_and_city_at_once);
  g_test_add_func ("/turn/monastery-elsewhere", test_monastery_elsewhere);
  g_test_add_func ("/turn/two-monasteries", test_two_monasteries);
  g_test_add_func ("/turn/prior-stays", test_prior_stays);
  g_test_add_func ("/turn/illegal-unchanged", test_illegal_unchanged);
  g_test_add_func ("/turn/passes", test_turn_passes);
  g_test_add_func ("/turn/hooks/called", test_hooks_called);
  g_test_add_func ("/turn/hooks/decide", test_hooks_decide);
  return g_test_run ();
}
