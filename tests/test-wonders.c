/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders of Humanity in play: taking a wonder at the pairs, laying it, and the twelve
 * effects with their timing, each FAQ question of both Wonders seeds with its answer (the
 * seed pages wonders-of-humanity.en.txt and .fr.txt; docs/rules.md §5). Boards are scenario
 * files, as a teacher would write them; wonders that only need an owner lie apart from the
 * action. */
#include "config.h"
#include "wonders/ml-wonders-state.h"
#include "test-util.h"
#include "wonders/ml-wonders.h"
#include "ml-readings.h"

#include <json-glib/json-glib.h>

#include <string.h>

/* ---- helpers ---------------------------------------------------------------------------- */

/* A scenario from JSON written with ' for " (easier to read in C). */
static MlGame *
load (const char *expansions, const char *players, const char *pieces, const char *meeples)
{
  g_autofree char *text = g_strdup_printf (
    "{'format':'meeple-lab-scenario','version':1,'expansions':[%s],'players':[%s],"
    "'pieces':[%s],'meeples':[%s]}", expansions, players, pieces, meeples ? meeples : "");
  g_strdelimit (text, "'", '"');
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) scenario = ml_scenario_load_data (text, strlen (text), "test.json", &error);
  g_assert_no_error (error);
  MlGame *game = ml_scenario_to_game (scenario, "test.json", NULL, &error);
  g_assert_no_error (error);
  return game;
}

#define WONDERS "'farmers','wonders'"
#define TWO "{'name':'Red','score':0},{'name':'Blue','score':0}"

/* The meeple choice for location @at of square (ax, ay) of @tile laid at (x, y, degrees). */
static MlMeepleChoice
choice (const char *tile, int x, int y, int degrees, int ax, int ay, const char *at)
{
  const MlTileDef *def = tu_tile (tile);
  int rot = degrees / 90;
  int cell = ml_tile_cell_at (def, rot, ax - x, ay - y);
  g_assert_cmpint (cell, >=, 0);
  guint8 feature = ml_tile_feature_at (def, rot, (guint) cell, at);
  g_assert_cmpuint (feature, !=, ML_NO_FEATURE);
  return (MlMeepleChoice) { TRUE, (guint) cell, feature, FALSE };
}

static void
add_meeple (MlTurnOptions *opt, MlMeepleChoice m)
{
  opt->action = ML_ACTION_MEEPLES;
  opt->meeples[opt->n_meeples++] = m;
}

/* Plays a turn that must be legal; returns its events. */
static GArray *
play (MlGame *game, const char *tile, int x, int y, int degrees, const MlTurnOptions *opt)
{
  GArray *events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_autoptr (GError) error = NULL;
  gboolean ok = ml_game_play_turn (game, tu_tile (tile), x, y, degrees / 90, opt, events, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  return events;
}

/* Plays a turn that must be refused; the game must stay as it was. */
static void
refused (MlGame *game, const char *tile, int x, int y, int degrees, const MlTurnOptions *opt, const char *words)
{
  int scores[ML_MAX_PLAYERS];
  memcpy (scores, game->scores, sizeof scores);
  guint turn = game->turn, pieces = ml_board_n_pieces (game->board), meeples = ml_board_n_meeples (game->board);
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_game_play_turn (game, tu_tile (tile), x, y, degrees / 90, opt, NULL, &error));
  g_assert_nonnull (error);
  if (words && strstr (error->message, words) == NULL)
    g_error ("refusal “%s” does not say “%s”", error->message, words);
  g_assert_cmpmem (scores, sizeof scores, game->scores, sizeof game->scores);
  g_assert_cmpuint (game->turn, ==, turn);
  g_assert_cmpuint (ml_board_n_pieces (game->board), ==, pieces);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, meeples);
}

/* The points a wonder's effect gave in these events, and how many times. */
static int
bonus (GArray *events, MlEffect effect, guint *times)
{
  int points = 0;
  guint n = 0;
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      if (ev->kind == ML_EVENT_BONUS && ml_wonders_item_effect (&ev->item) == effect)
        {
          points += ev->item.points;
          n++;
        }
    }
  if (times)
    *times = n;
  return points;
}

static guint
count_events (GArray *events, guint kind)
{
  guint n = 0;
  for (guint i = 0; i < events->len; i++)
    n += tu_event_key (&g_array_index (events, MlEvent, i)) == kind;
  return n;
}

/* The end-of-game items of one effect: their points summed. */
static int
settled (MlGame *game, MlEffect effect, guint *units)
{
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_settle (game, items);
  int points = 0;
  if (units)
    *units = 0;
  for (guint i = 0; i < items->len; i++)
    {
      const MlScoreItem *item = &g_array_index (items, MlScoreItem, i);
      if (ml_wonders_item_effect (item) == effect)
        {
          points += item->points;
          if (units)
            *units += item->units;
        }
    }
  return points;
}

/* ---- Stonehenge -------------------------------------------------------------------------- */

/* D at (0,0) has a road west–east; an A at (1,0) turned 90° ends it at its monastery; an A
 * at (-1,0) turned 270° closes it. Red's Stonehenge lies far away. */
#define STONEHENGE_FAR "{'tile':'stonehenge','x':0,'y':20,'rotation':0,'owner':0}"
#define ROAD_PIECES "{'tile':'D','x':0,'y':0},{'tile':'A','x':1,'y':0,'rotation':90}"

static void
test_stonehenge (void)
{
  /* Red completes Blue's road: 3 for Red (Red need not be on it), then the road scores. */
  g_autoptr (MlGame) game = load (WONDERS, TWO, ROAD_PIECES "," STONEHENGE_FAR,
                                  "{'player':1,'x':0,'y':0,'at':'W'}");
  g_autoptr (GArray) events = play (game, "A", -1, 0, 270, NULL);
  g_assert_cmpint (bonus (events, ML_EFFECT_STONEHENGE, NULL), ==, 3);
  g_assert_cmpint (game->scores[0], ==, 3);
  g_assert_cmpint (game->scores[1], ==, 3);
  /* The bonus comes before the road's own scoring. */
  guint b = 0, s = 0;
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      if (ev->kind == ML_EVENT_BONUS)
        b = i;
      if (ev->kind == ML_EVENT_SCORE)
        s = i;
    }
  g_assert_cmpuint (b, <, s);
}

/* FAQ 3/2024: an unoccupied road completed by the owner, who puts a meeple on it on the tile
 * just placed, gives the bonus: the meeple step comes before the scoring. */
static void
test_stonehenge_meeple_on_completing_tile (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO, ROAD_PIECES "," STONEHENGE_FAR, NULL);
  MlTurnOptions opt = { 0 };
  add_meeple (&opt, choice ("A", -1, 0, 270, -1, 0, "E"));
  g_autoptr (GArray) events = play (game, "A", -1, 0, 270, &opt);
  g_assert_cmpint (bonus (events, ML_EFFECT_STONEHENGE, NULL), ==, 3);
  g_assert_cmpint (game->scores[0], ==, 3 + 3);

  /* Without a meeple the road is unoccupied: no bonus. */
  g_autoptr (MlGame) bare = load (WONDERS, TWO, ROAD_PIECES "," STONEHENGE_FAR, NULL);
  g_autoptr (GArray) none = play (bare, "A", -1, 0, 270, NULL);
  g_assert_cmpint (bonus (none, ML_EFFECT_STONEHENGE, NULL), ==, 0);
  g_assert_cmpint (bare->scores[0], ==, 0);
}

/* Only on the owner's turn; and not on the turn that lays Stonehenge itself. */
static void
test_stonehenge_timing (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO, ROAD_PIECES "," STONEHENGE_FAR,
                                  "{'player':0,'x':0,'y':0,'at':'W'}");
  game->turn = 1;
  g_autoptr (GArray) events = play (game, "A", -1, 0, 270, NULL);
  g_assert_cmpint (bonus (events, ML_EFFECT_STONEHENGE, NULL), ==, 0);
  g_assert_cmpint (game->scores[0], ==, 3);

  /* Red holds Stonehenge and lays it so that its avenue closes Blue's road on an A. */
  g_autoptr (MlGame) laying = load (WONDERS, "{'name':'Red','wonders':['stonehenge']},{'name':'Blue'}",
                                    "{'tile':'A','x':0,'y':0,'rotation':90}",
                                    "{'player':1,'x':0,'y':0,'at':'W'}");
  g_autoptr (GArray) placing = play (laying, "stonehenge", -2, 0, 180, NULL);
  g_assert_cmpuint (count_events (placing, ML_EVENT_SCORE), ==, 1);
  g_assert_cmpint (bonus (placing, ML_EFFECT_STONEHENGE, NULL), ==, 0);
  g_assert_cmpint (laying->scores[1], ==, 3);       /* A and two squares of the wonder */
}

/* ---- Notre-Dame --------------------------------------------------------------------------- */

#define NOTRE_DAME_FAR "{'tile':'notre-dame','x':0,'y':20,'rotation':0,'owner':0}"

static void
test_notre_dame (void)
{
  /* A meeple put next to a monastery, with or without a monk on it: 3. */
  g_autoptr (MlGame) game = load (WONDERS, TWO, "{'tile':'B','x':0,'y':0}," NOTRE_DAME_FAR, NULL);
  MlTurnOptions opt = { 0 };
  add_meeple (&opt, choice ("E", 1, 0, 0, 1, 0, "N"));
  g_autoptr (GArray) events = play (game, "E", 1, 0, 0, &opt);
  g_assert_cmpint (bonus (events, ML_EFFECT_NOTRE_DAME, NULL), ==, 3);
  g_assert_cmpint (game->scores[0], ==, 3);

  /* Blue does the same: Notre-Dame is Red's. */
  MlTurnOptions blue = { 0 };
  add_meeple (&blue, choice ("E", 0, 1, 180, 0, 1, "ESE"));
  g_autoptr (GArray) theirs = play (game, "E", 0, 1, 180, &blue);
  g_assert_cmpint (bonus (theirs, ML_EFFECT_NOTRE_DAME, NULL), ==, 0);

  /* No meeple, or one away from any monastery: nothing. */
  g_autoptr (GArray) quiet = play (game, "E", -1, 0, 0, NULL);
  g_assert_cmpint (bonus (quiet, ML_EFFECT_NOTRE_DAME, NULL), ==, 0);
  g_assert_cmpint (game->scores[0], ==, 3);
}

/* Several monasteries around the square: still 3, once. */
static void
test_notre_dame_several_monasteries (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO, "{'tile':'B','x':0,'y':0},{'tile':'B','x':2,'y':0}," NOTRE_DAME_FAR, NULL);
  MlTurnOptions opt = { 0 };
  add_meeple (&opt, choice ("E", 1, 0, 0, 1, 0, "N"));
  g_autoptr (GArray) events = play (game, "E", 1, 0, 0, &opt);
  guint times;
  g_assert_cmpint (bonus (events, ML_EFFECT_NOTRE_DAME, &times), ==, 3);
  g_assert_cmpuint (times, ==, 1);
}

/* Not during the turn Notre-Dame is laid, though its own monastery and the B are next to
 * the meeples put on it; from the next turn on, its own monastery counts. */
static void
test_notre_dame_timing (void)
{
  g_autoptr (MlGame) game = load (WONDERS, "{'name':'Red','wonders':['notre-dame']},{'name':'Blue'}",
                                  "{'tile':'B','x':0,'y':0}", NULL);
  MlTurnOptions opt = { 0 };
  add_meeple (&opt, choice ("notre-dame", -2, 0, 0, -1, 1, "E"));
  g_autoptr (GArray) laying = play (game, "notre-dame", -2, 0, 0, &opt);
  g_assert_cmpuint (count_events (laying, TU_EVENT_OWN + ML_WONDERS_EVENT_MARKER), ==, 1);
  g_assert_cmpint (bonus (laying, ML_EFFECT_NOTRE_DAME, NULL), ==, 0);
  g_assert_cmpint (game->scores[0], ==, 0);

  g_autoptr (GArray) blue = play (game, "E", 1, 0, 0, NULL);
  g_assert_cmpint (bonus (blue, ML_EFFECT_NOTRE_DAME, NULL), ==, 0);
  MlTurnOptions later = { 0 };
  add_meeple (&later, choice ("E", 0, -1, 0, 0, -1, "S"));
  g_autoptr (GArray) next = play (game, "E", 0, -1, 0, &later);
  g_assert_cmpint (bonus (next, ML_EFFECT_NOTRE_DAME, NULL), ==, 3);
}

/* ---- Circus Maximus ----------------------------------------------------------------------- */

/* A city down the column x = 0: E (city south), F turned upright twice, closed by an E. Red
 * has a knight at the top, Blue two lower down; Red has another knight in a city at (1,0). */
static void
test_circus_maximus (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO,
                                  "{'tile':'E','x':0,'y':0,'rotation':180},{'tile':'F','x':0,'y':1,'rotation':90},"
                                  "{'tile':'F','x':0,'y':2,'rotation':90},{'tile':'E','x':1,'y':0,'rotation':0},"
                                  "{'tile':'circus-maximus','x':0,'y':20,'owner':0}",
                                  "{'player':0,'x':0,'y':0,'at':'S'},{'player':1,'x':0,'y':1,'at':'N'},"
                                  "{'player':1,'x':0,'y':2,'at':'N'},{'player':0,'x':1,'y':0,'at':'N'}");
  game->turn = 1;
  g_autoptr (GArray) events = play (game, "E", 0, 3, 0, NULL);
  /* Blue has the majority and scores 4 tiles and a shield... F has a shield: 2 × (4 + 2). */
  g_assert_cmpint (game->scores[1], ==, 2 * (4 + 2));
  /* Red: no majority needed; 2 for each of Red's knights in a city, the scored one too. */
  guint times;
  g_assert_cmpint (bonus (events, ML_EFFECT_CIRCUS_MAXIMUS, &times), ==, 2 * 2);
  g_assert_cmpuint (times, ==, 1);
  g_assert_cmpint (game->scores[0], ==, 4);
}

static void
test_circus_maximus_small_city (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO,
                                  "{'tile':'E','x':0,'y':0,'rotation':180},{'tile':'circus-maximus','x':0,'y':20,'owner':0}",
                                  "{'player':0,'x':0,'y':0,'at':'S'}");
  g_autoptr (GArray) events = play (game, "E", 0, 1, 0, NULL);
  g_assert_cmpint (bonus (events, ML_EFFECT_CIRCUS_MAXIMUS, NULL), ==, 0);
  g_assert_cmpint (game->scores[0], ==, 4);
}

/* ---- Great Wall of China ------------------------------------------------------------------ */

#define GREAT_WALL_FAR "{'tile':'great-wall','x':0,'y':20,'owner':0}"

/* FAQ 12/2025, updated 8/2026: two cities of Red joined into one by the tile: 3. */
static void
test_great_wall_joins_two_cities (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO,
                                  "{'tile':'E','x':0,'y':0,'rotation':90},{'tile':'E','x':2,'y':0,'rotation':270}," GREAT_WALL_FAR,
                                  "{'player':0,'x':0,'y':0,'at':'E'},{'player':0,'x':2,'y':0,'at':'W'}");
  game->turn = 1;                           /* any player's tile counts */
  g_autoptr (GArray) events = play (game, "G", 1, 0, 0, NULL);
  guint times;
  g_assert_cmpint (bonus (events, ML_EFFECT_GREAT_WALL, &times), ==, 3);
  g_assert_cmpuint (times, ==, 1);
}

/* FAQ 12/2025, updated 8/2026: one tile extends two separate cities of Red: 6. */
static void
test_great_wall_two_cities (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO,
                                  "{'tile':'E','x':1,'y':-1,'rotation':180},{'tile':'E','x':1,'y':1,'rotation':0}," GREAT_WALL_FAR,
                                  "{'player':0,'x':1,'y':-1,'at':'S'},{'player':0,'x':1,'y':1,'at':'N'}");
  g_autoptr (GArray) events = play (game, "H", 1, 0, 0, NULL);
  guint times;
  g_assert_cmpint (bonus (events, ML_EFFECT_GREAT_WALL, &times), ==, 6);
  g_assert_cmpuint (times, ==, 2);
}

/* FAQ 8/2026: a tile with several walls extending the city: 3, whatever the walls; FAQ
 * 12/2025: a walled tile that does not touch the old wall still counts; the tile without
 * walls (C, all city) does not. */
static void
test_great_wall_walls (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO, "{'tile':'E','x':0,'y':-1,'rotation':180}," GREAT_WALL_FAR,
                                  "{'player':0,'x':0,'y':-1,'at':'S'}");
  g_autoptr (GArray) three_walls = play (game, "R", 0, 0, 0, NULL);     /* city N, E, W */
  g_assert_cmpint (bonus (three_walls, ML_EFFECT_GREAT_WALL, NULL), ==, 3);

  g_autoptr (MlGame) open = load (WONDERS, TWO, "{'tile':'E','x':0,'y':-1,'rotation':180}," GREAT_WALL_FAR,
                                  "{'player':0,'x':0,'y':-1,'at':'S'}");
  g_autoptr (GArray) no_wall = play (open, "C", 0, 0, 0, NULL);
  g_assert_cmpint (bonus (no_wall, ML_EFFECT_GREAT_WALL, NULL), ==, 0);

  /* Blue's city: nothing for Red. */
  g_autoptr (MlGame) blue = load (WONDERS, TWO, "{'tile':'E','x':0,'y':-1,'rotation':180}," GREAT_WALL_FAR,
                                  "{'player':1,'x':0,'y':-1,'at':'S'}");
  g_autoptr (GArray) theirs = play (blue, "R", 0, 0, 0, NULL);
  g_assert_cmpint (bonus (theirs, ML_EFFECT_GREAT_WALL, NULL), ==, 0);
}

/* FAQ 12/2025: laying the Great Wall itself next to Red's city gives nothing: Red did not
 * own it yet when the tile was laid. */
static void
test_great_wall_laying (void)
{
  g_autoptr (MlGame) game = load (WONDERS, "{'name':'Red','wonders':['great-wall']},{'name':'Blue'}",
                                  "{'tile':'E','x':-1,'y':0,'rotation':90}", "{'player':0,'x':-1,'y':0,'at':'E'}");
  g_autoptr (GArray) events = play (game, "great-wall", 0, 0, 0, NULL);
  g_assert_cmpint (bonus (events, ML_EFFECT_GREAT_WALL, NULL), ==, 0);
  g_assert_cmpint (ml_board_piece (game->board, 1)->owner, ==, 0);
}

/* ---- Taj Mahal ----------------------------------------------------------------------------- */

/* FAQ 12/2025: with a meeple on the +5 slot, a turn that completes two of Red's roads gives
 * 10: +5 a road. */
static void
test_taj_mahal_two_roads (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO,
                                  "{'tile':'A','x':1,'y':0,'rotation':90},{'tile':'A','x':-1,'y':0,'rotation':270},"
                                  "{'tile':'taj-mahal','x':0,'y':20,'owner':0,'slots':3}",
                                  "{'player':0,'x':1,'y':0,'at':'W'},{'player':0,'x':-1,'y':0,'at':'E'}");
  game->turn = 1;
  g_autoptr (GArray) events = play (game, "W", 0, 0, 0, NULL);
  guint times;
  g_assert_cmpint (bonus (events, ML_EFFECT_TAJ_MAHAL, &times), ==, 10);
  g_assert_cmpuint (times, ==, 2);
  g_assert_cmpint (game->scores[0], ==, 2 + 2 + 10);
}

/* The marker alone: +2 a road; take back the last slotted meeple, never the marker. */
static void
test_taj_mahal_slots (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO, ROAD_PIECES ",{'tile':'taj-mahal','x':0,'y':20,'owner':0}",
                                  "{'player':0,'x':1,'y':0,'at':'W'}");
  g_assert_cmpuint (ml_game_supply_left (game, 0), ==, 6 + 2 - 1 - 1);
  /* Instead of a meeple on the tile: one into the next slot. */
  MlTurnOptions slot = { .action = ML_WONDERS_ACTION_SLOT };
  g_autoptr (GArray) first = play (game, "B", 1, 1, 0, &slot);
  g_assert_cmpuint (count_events (first, TU_EVENT_OWN + ML_WONDERS_EVENT_SLOT), ==, 1);
  g_assert_cmpuint (ml_board_piece (game->board, 2)->slots, ==, 1);
  g_assert_cmpuint (ml_game_supply_left (game, 0), ==, 6 + 2 - 1 - 1 - 1);
  /* Blue has no Taj Mahal to use. */
  refused (game, "B", 1, 2, 0, &slot, "Taj Mahal");
  play (game, "B", 1, 2, 0, NULL);

  /* Back: the last one goes to the supply. */
  MlTurnOptions unslot = { .action = ML_WONDERS_ACTION_UNSLOT };
  play (game, "B", 1, 3, 0, &unslot);
  g_assert_cmpuint (ml_board_piece (game->board, 2)->slots, ==, 0);
  play (game, "B", 1, 4, 0, NULL);
  refused (game, "B", 1, 5, 0, &unslot, "marker");

  /* Red closes the road: +2 for the marker's slot. */
  g_autoptr (GArray) road = play (game, "A", -1, 0, 270, NULL);
  g_assert_cmpint (bonus (road, ML_EFFECT_TAJ_MAHAL, NULL), ==, 2);
}

/* What the front ends offer comes from the module: the owner of the Taj Mahal may slot and
 * unslot, the other player slots only while laying a wonder with slots. */
static void
test_turn_choices (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO, ROAD_PIECES ",{'tile':'taj-mahal','x':0,'y':20,'owner':0}",
                                  "{'player':0,'x':1,'y':0,'at':'W'}");
  const MlTileDef *taj = tu_tile ("taj-mahal");
  g_assert_true (ml_wonders_has_slots (taj));
  g_assert_false (ml_wonders_has_slots (tu_tile ("cothon-carthage")));
  g_assert_cmpuint (ml_wonders_turn_choices (game, 0, tu_tile ("B")), ==, ML_WONDER_TURN_SLOT | ML_WONDER_TURN_UNSLOT);
  g_assert_cmpuint (ml_wonders_turn_choices (game, 1, tu_tile ("B")), ==, 0);
  g_assert_cmpuint (ml_wonders_turn_choices (game, 1, taj), ==, ML_WONDER_TURN_SLOT);
  g_assert_false (ml_wonders_port_on_taking (game, taj));
}

/* The layout check hears from the module when a player holds more wonders than allowed. */
static void
test_holding_checked (void)
{
  g_autoptr (MlGame) game = load (WONDERS, "{'name':'Red','wonders':['taj-mahal','cothon-carthage']},{'name':'Blue'}",
                                  "{'tile':'A','x':0,'y':0}", NULL);
  g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems, ml_problem_clear);
  ml_rules_check_layout (game, problems);
  gboolean found = FALSE;
  for (guint i = 0; i < problems->len; i++)
    found |= strstr (g_array_index (problems, MlProblem, i).message, "took 2 wonders") != NULL;
  g_assert_true (found);
}

/* FAQ 12/2025: laying the Taj Mahal completes Red's road: the bonus already counts. */
static void
test_taj_mahal_laying (void)
{
  g_autoptr (MlGame) game = load (WONDERS, "{'name':'Red','wonders':['taj-mahal']},{'name':'Blue'}",
                                  "{'tile':'A','x':0,'y':0,'rotation':0}", "{'player':0,'x':0,'y':0,'at':'S'}");
  MlTurnOptions opt = { .slots = 1 };
  g_autoptr (GArray) events = play (game, "taj-mahal", 0, 3, 180, &opt);
  g_assert_cmpint (bonus (events, ML_EFFECT_TAJ_MAHAL, NULL), ==, 2);
  g_assert_cmpint (game->scores[0], ==, 2 + 2);
  g_assert_cmpuint (ml_board_piece (game->board, 1)->slots, ==, 1);
}

/* FAQ 3/2026: slot 3 counts for completed monasteries only; the city slot at the end too. */
static void
test_taj_mahal_monastery_and_city (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO,
                                  "{'tile':'B','x':0,'y':0},{'tile':'B','x':-1,'y':-1},{'tile':'B','x':0,'y':-1},"
                                  "{'tile':'B','x':1,'y':-1},{'tile':'B','x':-1,'y':0},{'tile':'B','x':1,'y':0},"
                                  "{'tile':'B','x':-1,'y':1},{'tile':'B','x':0,'y':1},{'tile':'E','x':3,'y':0},"
                                  "{'tile':'taj-mahal','x':0,'y':20,'owner':0,'slots':2}",
                                  "{'player':0,'x':0,'y':0,'at':'C'},{'player':0,'x':3,'y':0,'at':'N'},"
                                  "{'player':0,'x':-1,'y':-1,'at':'C'}");
  g_autoptr (GArray) events = play (game, "B", 1, 1, 0, NULL);
  g_assert_cmpint (game->scores[0], ==, 9 + 4);
  g_assert_cmpint (bonus (events, ML_EFFECT_TAJ_MAHAL, NULL), ==, 4);
  /* At the end: the incomplete monastery gets nothing from slot 3; the city +3, once. */
  g_assert_cmpint (settled (game, ML_EFFECT_TAJ_MAHAL, NULL), ==, 3);
}

/* FAQ 12/2025, the Taj Mahal: two roads "sur lesquelles vous avez au moins un meeple" give
 * 10. By default a meeple in the road is taking part: Blue wins the road with two thieves to
 * Red's one, and Red still gets +2; under the reading share, only a winner does. */
static void
test_taj_mahal_participation (void)
{
  for (guint share = 0; share < 2; share++)
    {
      g_autoptr (MlGame) game = load (WONDERS, TWO,
                                      "{'tile':'A','x':1,'y':0,'rotation':90},{'tile':'A','x':-1,'y':0,'rotation':270},"
                                      "{'tile':'taj-mahal','x':0,'y':20,'owner':0}",
                                      "{'player':0,'x':1,'y':0,'at':'W'},{'player':1,'x':-1,'y':0,'at':'E'},"
                                      "{'player':1,'x':1,'y':0,'at':'W'}");
      game->readings.answer[ML_READING_TAJ_PARTICIPATION] = share ? ML_TAJ_SHARE : ML_TAJ_PRESENCE;
      g_autoptr (GArray) events = play (game, "U", 0, 0, 90, NULL);
      g_assert_cmpint (bonus (events, ML_EFFECT_TAJ_MAHAL, NULL), ==, share ? 0 : 2);
      g_assert_cmpint (game->scores[0], ==, share ? 0 : 2);
      g_assert_cmpint (game->scores[1], ==, 3);
      /* A player with no meeple in the road takes no part under either reading. */
      g_autoptr (MlGame) absent = load (WONDERS, TWO,
                                        "{'tile':'A','x':1,'y':0,'rotation':90},{'tile':'A','x':-1,'y':0,'rotation':270},"
                                        "{'tile':'taj-mahal','x':0,'y':20,'owner':0}",
                                        "{'player':1,'x':-1,'y':0,'at':'E'}");
      absent->readings.answer[ML_READING_TAJ_PARTICIPATION] = share ? ML_TAJ_SHARE : ML_TAJ_PRESENCE;
      g_autoptr (GArray) none = play (absent, "U", 0, 0, 90, NULL);
      g_assert_cmpint (bonus (none, ML_EFFECT_TAJ_MAHAL, NULL), ==, 0);
    }
}

/* ---- When a wonder's effects start ------------------------------------------------------ */

/* "l'effet des merveilles commence lors de votre tour suivant": Red laid the Great Wall on
 * her last turn ("active": false). On Blue's turn, G extends Red's two cities: by default
 * the wall does not act yet (Red's next turn has not come); under any-next-turn it does. */
#define WALL_CITIES "{'tile':'E','x':0,'y':0,'rotation':90},{'tile':'E','x':2,'y':0,'rotation':270}"
#define WALL_KNIGHTS "{'player':0,'x':0,'y':0,'at':'E'},{'player':0,'x':2,'y':0,'at':'W'}"

static void
test_effects_start (void)
{
  for (guint any = 0; any < 2; any++)
    {
      g_autoptr (MlGame) game = load (WONDERS, TWO,
                                      WALL_CITIES ",{'tile':'great-wall','x':0,'y':20,'owner':0,'active':false}",
                                      WALL_KNIGHTS);
      g_assert_true (ml_wonders_state (game)->inactive[0] == tu_tile ("great-wall"));
      game->readings.answer[ML_READING_EFFECTS_START] = any ? ML_EFFECTS_ANY_NEXT_TURN : ML_EFFECTS_OWNER_NEXT_TURN;
      game->turn = 1;
      g_autoptr (GArray) events = play (game, "G", 1, 0, 0, NULL);
      g_assert_cmpint (bonus (events, ML_EFFECT_GREAT_WALL, NULL), ==, any ? 3 : 0);
      g_assert_true (ml_wonders_state (game)->inactive[0] == (any ? NULL : tu_tile ("great-wall")));
    }
  /* Without the member the wall acts: a scenario written before it keeps its meaning. */
  g_autoptr (MlGame) active = load (WONDERS, TWO, WALL_CITIES ",{'tile':'great-wall','x':0,'y':20,'owner':0}",
                                    WALL_KNIGHTS);
  active->turn = 1;
  g_autoptr (GArray) events = play (active, "G", 1, 0, 0, NULL);
  g_assert_cmpint (bonus (events, ML_EFFECT_GREAT_WALL, NULL), ==, 3);
}

/* The rule readings' lessons about wonders: the finals their "x-readings" member gives for
 * each answer are those of the game settled under that answer (as score --compare prints
 * them). */
static void
test_reading_lessons (void)
{
  static const char *const files[] = { "33-taj-participation.json", "35-wonder-effects-start.json" };
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *lesson = g_build_filename ("..", "..", "data", "scenarios", "lessons", files[i], NULL);
      g_autofree char *full = tu_data_path (lesson);
      g_autoptr (GError) error = NULL;
      g_autoptr (MlScenario) scenario = ml_scenario_load_file (full, &error);
      g_assert_no_error (error);
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_assert_true (json_parser_load_from_file (parser, full, &error));
      JsonObject *readings = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "x-readings");
      const MlReadingDef *def = ml_reading_lookup (json_object_get_string_member (readings, "reading"));
      g_assert_nonnull (def);
      JsonObject *finals = json_object_get_object_member (readings, "finals");
      g_assert_cmpuint (json_object_get_size (finals), ==, def->n_answers);
      g_autoptr (GList) answers = json_object_get_members (finals);
      gboolean differ = FALSE;
      int first[ML_MAX_PLAYERS] = { 0 };
      for (GList *a = answers; a; a = a->next)
        {
          int index = ml_reading_answer_index (def, a->data);
          g_assert_cmpint (index, >=, 0);
          g_autoptr (MlGame) game = ml_scenario_to_game (scenario, full, NULL, &error);
          g_assert_no_error (error);
          game->readings.answer[def->reading] = (guint8) index;
          g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
          int got[ML_MAX_PLAYERS];
          ml_game_settle_now (game, items, got);
          JsonArray *want = json_object_get_array_member (finals, a->data);
          g_assert_cmpuint (json_array_get_length (want), ==, game->n_players);
          for (guint p = 0; p < game->n_players; p++)
            {
              g_assert_cmpint (got[p], ==, json_array_get_int_element (want, p));
              if (a == answers)
                first[p] = got[p];
              differ |= got[p] != first[p];
            }
        }
      /* A lesson for a reading shows where its answers part. */
      g_assert_true (differ);
    }
}

/* Red lays the Great Wall: it waits through Blue's turn by default and acts from Red's next
 * turn on; the scenario written in between says so. */
static void
test_effects_start_after_laying (void)
{
  g_autoptr (MlGame) game = load (WONDERS, "{'name':'Red','wonders':['great-wall']},{'name':'Blue'}",
                                  "{'tile':'E','x':-1,'y':0,'rotation':90}", NULL);
  g_array_unref (play (game, "great-wall", 0, 0, 0, NULL));
  g_assert_true (ml_wonders_state (game)->inactive[0] == tu_tile ("great-wall"));
  g_autoptr (MlScenario) scenario = ml_scenario_new ();
  ml_scenario_update_from_game (scenario, game);
  const MlScenarioPiece *wall = g_ptr_array_index (scenario->pieces, 1);
  g_assert_true (wall->inactive);
  g_autofree char *text = ml_scenario_to_json (scenario);
  g_assert_nonnull (strstr (text, "\"active\" : false"));

  /* Blue's turn: still waiting. Red's next turn: acting, and no longer written. */
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  for (guint turn = 0; turn < 2; turn++)
    {
      g_array_set_size (placements, 0);
      ml_game_turn_placements (game, tu_tile ("B"), placements);
      g_assert_cmpuint (placements->len, >, 0);
      MlPlacement at = g_array_index (placements, MlPlacement, 0);
      g_array_unref (play (game, "B", at.x, at.y, at.rot * 90, NULL));
      g_assert_true (ml_wonders_state (game)->inactive[0] == (turn == 0 ? tu_tile ("great-wall") : NULL));
    }
  ml_scenario_update_from_game (scenario, game);
  g_assert_false (((const MlScenarioPiece *) g_ptr_array_index (scenario->pieces, 1))->inactive);
}

/* ---- End-of-game wonders --------------------------------------------------------------- */

/* FAQ 1/2025: two rows and two columns with 7 filled squares in a line, one of the rows
 * with two such runs: (2 + 2) × 2 = 8. */
static void
test_terracotta_army (void)
{
  GString *pieces = g_string_new ("{'tile':'terracotta-army','x':0,'y':30,'owner':0}");
  for (int x = 0; x <= 14; x++)
    if (x != 7)
      g_string_append_printf (pieces, ",{'tile':'B','x':%d,'y':0}", x);
  for (int x = 0; x <= 6; x++)
    g_string_append_printf (pieces, ",{'tile':'B','x':%d,'y':1}", x);
  for (int y = 2; y <= 6; y++)
    g_string_append_printf (pieces, ",{'tile':'B','x':0,'y':%d},{'tile':'B','x':1,'y':%d}", y, y);
  g_autoptr (MlGame) game = load (WONDERS, TWO, pieces->str, NULL);
  g_string_free (pieces, TRUE);
  guint lines;
  g_assert_cmpint (settled (game, ML_EFFECT_TERRACOTTA, &lines), ==, 8);
  g_assert_cmpuint (lines, ==, 4);
}

/* Tikal: 5 for each road of 5 tiles or more, complete or not, whoever holds it. */
static void
test_tikal (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO,
                                  "{'tile':'tikal','x':0,'y':30,'owner':1},"
                                  "{'tile':'U','x':0,'y':0},{'tile':'U','x':0,'y':1},{'tile':'U','x':0,'y':2},"
                                  "{'tile':'U','x':0,'y':3},{'tile':'U','x':0,'y':4},"
                                  "{'tile':'U','x':5,'y':0},{'tile':'U','x':5,'y':1},{'tile':'U','x':5,'y':2},"
                                  "{'tile':'U','x':5,'y':3}", NULL);
  guint roads;
  g_assert_cmpint (settled (game, ML_EFFECT_TIKAL, &roads), ==, 5);
  g_assert_cmpuint (roads, ==, 1);
}

/* Angkor Wat: each meeple of another colour in an incomplete city: 4 with 2 players, 3 with
 * 3 or 4, 2 with 5 or more. */
static void
test_angkor_wat (void)
{
  const char *pieces = "{'tile':'angkor-wat','x':0,'y':30,'owner':0},{'tile':'E','x':0,'y':0},{'tile':'E','x':2,'y':0},"
                       "{'tile':'E','x':4,'y':0},{'tile':'E','x':4,'y':-1,'rotation':180}";
  const char *meeples = "{'player':1,'x':0,'y':0,'at':'N'},{'player':1,'x':2,'y':0,'at':'N'},"
                        "{'player':0,'x':2,'y':0,'at':'ESE'},{'player':1,'x':4,'y':0,'at':'N'}";
  g_autoptr (MlGame) two = load (WONDERS, TWO, pieces, meeples);
  g_assert_cmpint (settled (two, ML_EFFECT_ANGKOR_WAT, NULL), ==, 2 * 4);   /* (4,0) is complete */
  g_autoptr (MlGame) three = load (WONDERS, TWO ",{'name':'Green'}", pieces, meeples);
  g_assert_cmpint (settled (three, ML_EFFECT_ANGKOR_WAT, NULL), ==, 2 * 3);
  g_autoptr (MlGame) five = load (WONDERS, TWO ",{'name':'Green'},{'name':'Yellow'},{'name':'Black'}", pieces, meeples);
  g_assert_cmpint (settled (five, ML_EFFECT_ANGKOR_WAT, NULL), ==, 2 * 2);
}

/* Alhambra: 5 a farmer of the owner, whether the field scores or not; 6 with 120 tiles. */
static void
test_alhambra (void)
{
  const char *pieces = "{'tile':'alhambra','x':0,'y':30,'owner':0},{'tile':'E','x':0,'y':0},{'tile':'B','x':3,'y':0}";
  const char *meeples = "{'player':0,'x':0,'y':0,'at':'SSE'},{'player':0,'x':3,'y':0,'at':'NNW'},"
                        "{'player':1,'x':3,'y':0,'at':'C'}";
  g_autoptr (MlGame) game = load (WONDERS, TWO, pieces, meeples);
  g_assert_cmpint (settled (game, ML_EFFECT_ALHAMBRA, NULL), ==, 2 * 5);
  ml_wonders_state (game)->tiles_in_game = 120;
  g_assert_cmpint (settled (game, ML_EFFECT_ALHAMBRA, NULL), ==, 2 * 6);

  /* End-of-game wonders come before the normal final scoring. */
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_settle (game, items);
  g_assert_cmpint (ml_wonders_item_effect (&g_array_index (items, MlScoreItem, 0)), !=, ML_EFFECT_NONE);
  int before = game->scores[0];
  ml_game_finish (game, NULL);
  g_assert_cmpint (game->scores[0], ==, before + 12);
}

/* ---- Nazca Lines, Abu Simbel ------------------------------------------------------------- */

static void
test_nazca_lines (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO, "{'tile':'U','x':0,'y':0},{'tile':'nazca-lines','x':0,'y':20,'owner':0}", NULL);
  /* Roads and fields only: again, and again. */
  g_autoptr (GArray) one = play (game, "U", 0, 1, 0, NULL);
  g_assert_cmpuint (count_events (one, ML_EVENT_EXTRA_TURN), ==, 1);
  g_assert_cmpuint (game->turn, ==, 0);
  g_autoptr (GArray) two = play (game, "V", 0, 2, 90, NULL);
  g_assert_cmpuint (count_events (two, ML_EVENT_EXTRA_TURN), ==, 1);
  g_assert_cmpuint (game->turn, ==, 0);
  /* FAQ 12/2025: a tile that cannot be placed gives no extra turn. */
  refused (game, "U", 5, 5, 0, NULL, NULL);
  g_assert_cmpuint (game->turn, ==, 0);
  /* A monastery is more than roads and fields. */
  g_autoptr (GArray) three = play (game, "A", 0, -1, 0, NULL);
  g_assert_cmpuint (count_events (three, ML_EVENT_EXTRA_TURN), ==, 0);
  g_assert_cmpuint (game->turn, ==, 1);
  /* Blue's roads: Blue's turn passes. */
  play (game, "U", -1, 2, 90, NULL);
  g_assert_cmpuint (game->turn, ==, 0);
}

static void
test_abu_simbel (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO, "{'tile':'U','x':0,'y':0},{'tile':'abu-simbel','x':0,'y':20,'owner':0}", NULL);
  MlTurnOptions keep = { 0 };
  ml_wonders_turn (&keep)->keep = tu_tile ("V");
  g_autoptr (GArray) events = play (game, "U", 0, 1, 0, &keep);
  g_assert_cmpuint (count_events (events, TU_EVENT_OWN + ML_WONDERS_EVENT_KEEP), ==, 1);
  g_assert_true (ml_wonders_state (game)->kept[0] == tu_tile ("V"));
  /* Blue owns no Abu Simbel. */
  refused (game, "U", 0, 2, 0, &keep, "Abu Simbel");
  play (game, "U", 0, 2, 0, NULL);
  /* Red holds V, kept, and X, drawn: laying X keeps V, and no other tile. */
  MlTurnOptions other = { 0 };
  ml_wonders_turn (&other)->keep = tu_tile ("U");
  refused (game, "X", 0, 3, 0, &other, "V, kept face down, and X, drawn");
  g_assert_true (ml_wonders_state (game)->kept[0] == tu_tile ("V"));
  /* Laying the kept tile, the tile drawn may be any. */
  g_array_unref (play (game, "V", 0, 3, 90, &other));
  g_assert_true (ml_wonders_state (game)->kept[0] == tu_tile ("U"));
  play (game, "U", -1, 3, 90, NULL);
  /* Red plays the kept tile: the hand is empty again. */
  play (game, "U", -2, 3, 90, NULL);
  g_assert_null (ml_wonders_state (game)->kept[0]);
}

/* ---- Taking and laying wonders ----------------------------------------------------------- */

/* A road of Red's closed by Red's tile scores 3: Red at 8 reaches the 10 space. */
static void
test_take_at_ten (void)
{
  g_autoptr (MlGame) game = load (WONDERS, "{'name':'Red','score':8},{'name':'Blue','score':12}", ROAD_PIECES,
                                  "{'player':0,'x':0,'y':0,'at':'W'}");
  g_assert_cmpuint (ml_game_supply (game, 0), ==, 6);
  g_assert_cmpint (ml_wonders_pairs_at (game), ==, 10);
  MlTurnOptions opt = { 0 };
  ml_wonders_turn (&opt)->choose = tu_tile ("tikal");
  g_autoptr (GArray) events = play (game, "A", -1, 0, 270, &opt);
  g_assert_cmpuint (count_events (events, TU_EVENT_OWN + ML_WONDERS_EVENT_TAKEN), ==, 1);
  g_assert_true (ml_wonders_in_hand (game, 0) == tu_tile ("tikal"));
  g_assert_cmpuint (ml_game_supply (game, 0), ==, 8);
  /* The pairs moved on to 15: Blue, at 12 with nothing scored, waits. */
  g_assert_cmpint (ml_wonders_pairs_at (game), ==, 15);
  g_assert_cmpuint (ml_wonders_state (game)->n_taken[1], ==, 0);

  /* On Red's next turn, Red must lay the wonder instead of a tile, even where the tile
   * would fit; Blue cannot lay Red's wonder. */
  game->turn = 0;
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("U"), spots);
  g_assert_cmpuint (spots->len, >, 0);
  const MlPlacement *fits = &g_array_index (spots, MlPlacement, 0);
  refused (game, "U", fits->x, fits->y, fits->rot * 90, NULL, "Tikal");
  g_array_set_size (spots, 0);
  ml_game_turn_placements (game, tu_tile ("U"), spots);
  g_assert_cmpuint (spots->len, ==, 0);
  ml_game_turn_placements (game, tu_tile ("tikal"), spots);
  g_assert_cmpuint (spots->len, >, 0);
  game->turn = 1;
  g_array_set_size (spots, 0);
  ml_game_turn_placements (game, tu_tile ("tikal"), spots);
  g_assert_cmpuint (spots->len, ==, 0);
  refused (game, "tikal", 0, 1, 0, NULL, "does not hold");
}

/* Two players reach the pairs on the same turn: the player to move goes first; the pairs
 * then stand at 15 and the other takes one only from there. */
static void
test_take_together (void)
{
  const char *pieces = "{'tile':'E','x':0,'y':0,'rotation':180}";
  const char *meeples = "{'player':0,'x':0,'y':0,'at':'S'},{'player':1,'x':0,'y':0,'at':'S'}";
  g_autoptr (MlGame) game = load (WONDERS, "{'name':'Red','score':8},{'name':'Blue','score':12}", pieces, meeples);
  game->turn = 1;
  g_autoptr (GArray) events = play (game, "E", 0, 1, 0, NULL);       /* each scores 4 */
  const MlEvent *first = NULL, *second = NULL;
  for (guint i = 0; i < events->len; i++)
    if (ml_wonders_event_is (&g_array_index (events, MlEvent, i), ML_WONDERS_EVENT_TAKEN))
      {
        if (first == NULL)
          first = &g_array_index (events, MlEvent, i);
        else
          second = &g_array_index (events, MlEvent, i);
      }
  g_assert_nonnull (first);
  g_assert_cmpint (first->player, ==, 1);      /* Blue, at 16, moves and goes first */
  g_assert_null (second);                      /* Red, at 12, is short of 15 */
  g_assert_cmpint (ml_wonders_pairs_at (game), ==, 15);

  /* Never beyond 25. */
  g_autoptr (MlGame) many = load (WONDERS, TWO ",{'name':'C'},{'name':'D'},{'name':'E'},{'name':'F'}", "", NULL);
  for (guint p = 0; p < 6; p++)
    {
      ml_wonders_give (many, (int) p, ml_wonders_state (many)->available[0]);
      g_assert_cmpint (ml_wonders_pairs_at (many), ==, MIN (10 + 5 * (int) (p + 1), 25));
    }
}

/* The variant: a second wonder at 50, with one more meeple. */
static void
test_second_wonder (void)
{
  g_autofree char *text = g_strdup (
    "{'format':'meeple-lab-scenario','version':1,'expansions':['farmers','wonders'],"
    "'options':{'wonders_per_player':2},"
    "'players':[{'name':'Red','score':48,'wonders':['tikal']},{'name':'Blue','score':30,'wonders':['alhambra']}],"
    "'pieces':[{'tile':'D','x':0,'y':0},{'tile':'A','x':1,'y':0,'rotation':90}],"
    "'meeples':[{'player':0,'x':0,'y':0,'at':'W'}]}");
  g_strdelimit (text, "'", '"');
  g_autoptr (MlScenario) scenario = ml_scenario_load_data (text, strlen (text), "t.json", NULL);
  g_assert_nonnull (scenario);
  g_autoptr (MlGame) game = ml_scenario_to_game (scenario, "t.json", NULL, NULL);
  g_assert_cmpuint (ml_game_supply (game, 0), ==, 8);
  /* Red still holds Tikal: Red lays it. Blue's turn instead, to keep the test short. */
  game->turn = 1;
  game->scores[1] = 48;
  /* Blue also holds a wonder: Blue lays it first. */
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("alhambra"), spots);
  g_assert_cmpuint (spots->len, >, 0);
  const MlPlacement *blue = &g_array_index (spots, MlPlacement, 0);
  g_assert_true (ml_game_play_turn (game, tu_tile ("alhambra"), blue->x, blue->y, blue->rot, NULL, NULL, NULL));
  g_assert_cmpuint (game->turn, ==, 0);
  /* Red, now at 51, lays Tikal and takes a second wonder after the scoring. */
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("tikal"), placements);
  g_assert_cmpuint (placements->len, >, 0);
  game->scores[0] = 51;
  const MlPlacement *at = &g_array_index (placements, MlPlacement, 0);
  g_autoptr (GArray) laying = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_assert_true (ml_game_play_turn (game, tu_tile ("tikal"), at->x, at->y, at->rot, NULL, laying, NULL));
  g_assert_cmpuint (count_events (laying, TU_EVENT_OWN + ML_WONDERS_EVENT_TAKEN), ==, 1);
  g_assert_cmpuint (ml_wonders_state (game)->n_taken[0], ==, 2);
  g_assert_cmpuint (ml_game_supply (game, 0), ==, 9);
}

/* Laying a wonder: the marker, then 0–2 meeples on different unoccupied features, never on
 * the building. */
static void
test_lay_wonder_meeples (void)
{
  const char *players = "{'name':'Red','wonders':['notre-dame']},{'name':'Blue'}";
  g_autoptr (MlGame) game = load (WONDERS, players, "{'tile':'B','x':0,'y':0}", NULL);
  MlTurnOptions two = { 0 };
  add_meeple (&two, choice ("notre-dame", -2, 0, 0, -2, 0, "N"));           /* the city */
  add_meeple (&two, choice ("notre-dame", -2, 0, 0, -1, 0, "C"));           /* the monastery */
  g_autoptr (GArray) events = play (game, "notre-dame", -2, 0, 0, &two);
  g_assert_cmpuint (count_events (events, TU_EVENT_OWN + ML_WONDERS_EVENT_MARKER), ==, 1);
  g_assert_cmpuint (count_events (events, ML_EVENT_MEEPLE), ==, 2);
  g_assert_cmpuint (ml_game_meeples_used (game, 0), ==, 3);
  g_assert_cmpuint (ml_game_supply_left (game, 0), ==, 6 + 2 - 3);

  g_autoptr (MlGame) same = load (WONDERS, players, "{'tile':'B','x':0,'y':0}", NULL);
  MlTurnOptions twice = { 0 };
  add_meeple (&twice, choice ("notre-dame", -2, 0, 0, -2, 0, "N"));
  add_meeple (&twice, choice ("notre-dame", -2, 0, 0, -2, 1, "W"));        /* the same city */
  refused (same, "notre-dame", -2, 0, 0, &twice, "different");
  /* The building's centre is no feature. */
  g_assert_cmpuint (ml_tile_feature_at (tu_tile ("notre-dame"), 0, (guint) tu_tile ("notre-dame")->building, "C"), ==,
                    ML_NO_FEATURE);
  /* A plain tile takes one meeple only. */
  g_autoptr (MlGame) plain = load (WONDERS, TWO, "{'tile':'B','x':0,'y':0}", NULL);
  MlTurnOptions many = { 0 };
  add_meeple (&many, choice ("E", 1, 0, 0, 1, 0, "N"));
  add_meeple (&many, choice ("E", 1, 0, 0, 1, 0, "S"));
  refused (plain, "E", 1, 0, 0, &many, NULL);
}

/* FAQ 10/2023: a wonder may lie next to another wonder, edge to edge. */
static void
test_wonder_next_to_wonder (void)
{
  g_autoptr (MlGame) game = load (WONDERS, "{'name':'Red','wonders':['abu-simbel']},{'name':'Blue'}",
                                  "{'tile':'nazca-lines','x':0,'y':0,'owner':1}", NULL);
  /* Abu Simbel's strip along the top of the Nazca Lines: field against field. */
  g_autoptr (GArray) events = play (game, "abu-simbel", -1, -1, 0, NULL);
  g_assert_cmpuint (count_events (events, TU_EVENT_OWN + ML_WONDERS_EVENT_MARKER), ==, 1);
}

/* The wonder in hand fits nowhere (the Nazca Lines show no city edge, and the C shows
 * nothing else): the tile drawn must make room for it, takes no meeple, and the player
 * goes on to lay the wonder. */
static void
test_wonder_fits_nowhere (void)
{
  g_autoptr (MlGame) game = load (WONDERS, "{'name':'Red','wonders':['nazca-lines']},{'name':'Blue'}",
                                  "{'tile':'C','x':0,'y':0}", NULL);
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("nazca-lines"), spots);
  g_assert_cmpuint (spots->len, ==, 0);
  refused (game, "C", 1, 0, 0, NULL, "room");            /* all city: still no room */
  /* For the turn, C has no place; E only those that make room. */
  ml_game_turn_placements (game, tu_tile ("C"), spots);
  g_assert_cmpuint (spots->len, ==, 0);
  ml_game_turn_placements (game, tu_tile ("E"), spots);
  g_assert_cmpuint (spots->len, >, 0);
  for (guint i = 0; i < spots->len; i++)
    {
      const MlPlacement *p = &g_array_index (spots, MlPlacement, i);
      g_autoptr (MlGame) trial = ml_game_copy (game);
      g_assert_true (ml_game_play_turn (trial, tu_tile ("E"), p->x, p->y, p->rot, NULL, NULL, NULL));
    }
  g_array_set_size (spots, 0);
  MlTurnOptions meeple = { 0 };
  add_meeple (&meeple, choice ("E", 0, 1, 0, 0, 1, "S"));
  refused (game, "E", 0, 1, 0, &meeple, "No meeple");
  g_autoptr (GArray) events = play (game, "E", 0, 1, 0, NULL);
  g_assert_cmpuint (count_events (events, ML_EVENT_ROOM), ==, 1);
  g_assert_cmpuint (game->turn, ==, 0);
  ml_rules_legal_placements (game, tu_tile ("nazca-lines"), spots);
  g_assert_cmpuint (spots->len, >, 0);
  const MlPlacement *at = &g_array_index (spots, MlPlacement, 0);
  g_autoptr (GArray) laying = play (game, "nazca-lines", at->x, at->y, at->rot * 90, NULL);
  g_assert_cmpuint (count_events (laying, TU_EVENT_OWN + ML_WONDERS_EVENT_MARKER), ==, 1);
  g_assert_cmpuint (game->turn, ==, 1);
}

/* Where @wonder fits once @tile lies at @p, searched the long way: on a copy of the game
 * with the tile laid, over the whole board. */
static guint
places_after (const MlGame *game, const MlTileDef *tile, const MlPlacement *p, const MlTileDef *wonder)
{
  g_autoptr (MlGame) trial = ml_game_copy (game);
  ml_board_place (trial->board, tile, p->x, p->y, p->rot, -1);
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (trial, wonder, spots);
  return spots->len;
}

/* Red holds the Nazca Lines (no city edge) on a board of city-only tiles C: the wonder
 * fits nowhere. */
static MlGame *
nazca_among_cities (guint width, guint height)
{
  MlGame *game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS);
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      tu_place (game, "C", (int) x, (int) y, 0);
  ml_wonders_give (game, 0, tu_tile ("nazca-lines"));
  g_assert_false (ml_wonders_fits (game, tu_tile ("nazca-lines")));
  return game;
}

/* The one rule for a tile laid to make room (turns, legal and random games ask it) counts
 * the wonder's places as a search of the whole board would, for every place of every base
 * tile: those that make room and those that do not. */
static void
test_room_rule (void)
{
  g_autoptr (MlGame) game = nazca_among_cities (3, 2);
  tu_place (game, "C", 1, -1, 0);
  const MlTileDef *nazca = tu_tile ("nazca-lines");
  g_assert_true (ml_wonders_waiting (game, 0) == nazca);
  const MlTileSet *base = ml_catalogue_find_set (ml_catalogue_get_default (), "base");
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  g_autoptr (GArray) allowed = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  guint making_room = 0, not_making_room = 0;
  for (guint t = 0; t < base->tiles->len; t++)
    {
      const MlTileDef *tile = g_ptr_array_index (base->tiles, t);
      g_array_set_size (spots, 0);
      g_array_set_size (allowed, 0);
      ml_rules_legal_placements (game, tile, spots);
      ml_game_turn_placements (game, tile, allowed);
      guint k = 0;
      for (guint i = 0; i < spots->len; i++)
        {
          const MlPlacement *p = &g_array_index (spots, MlPlacement, i);
          guint expected = places_after (game, tile, p, nazca);
          g_assert_cmpuint (ml_wonders_room_after (game, tile, p), ==, expected);
          making_room += expected > 0;
          not_making_room += expected == 0;
          if (expected == 0)
            continue;
          /* The turn allows exactly those, in the same order. */
          g_assert_cmpuint (k, <, allowed->len);
          const MlPlacement *q = &g_array_index (allowed, MlPlacement, k++);
          g_assert_true (q->x == p->x && q->y == p->y && q->rot == p->rot);
        }
      g_assert_cmpuint (k, ==, allowed->len);
    }
  g_assert_cmpuint (making_room, >, 0);
  g_assert_cmpuint (not_making_room, >, 0);
}

/* A board of 300 tiles with a wonder in hand that fits nowhere: the places a turn allows the
 * tile drawn are those a search of the whole board after each finds, and asking costs a
 * look around each place rather than a search of the board for each. */
static void
test_room_large_board (void)
{
  g_autoptr (MlGame) game = nazca_among_cities (20, 15);
  const MlTileDef *tile = tu_tile ("E"), *nazca = tu_tile ("nazca-lines");
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  g_autoptr (GArray) allowed = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tile, spots);
  ml_game_turn_placements (game, tile, allowed);
  guint k = 0;
  for (guint i = 0; i < spots->len; i++)
    {
      const MlPlacement *p = &g_array_index (spots, MlPlacement, i);
      if (places_after (game, tile, p, nazca) == 0)
        continue;
      g_assert_cmpuint (k, <, allowed->len);
      const MlPlacement *q = &g_array_index (allowed, MlPlacement, k++);
      g_assert_true (q->x == p->x && q->y == p->y && q->rot == p->rot);
    }
  g_assert_cmpuint (k, ==, allowed->len);
  /* Each of the 70 squares around the block takes E with its city against the block. */
  g_assert_cmpuint (allowed->len, ==, 70);
  /* Laid at one of them, the tile makes room and the turn goes on. */
  const MlPlacement *first = &g_array_index (allowed, MlPlacement, 0);
  g_autoptr (GArray) events = play (game, "E", first->x, first->y, first->rot * 90, NULL);
  g_assert_cmpuint (count_events (events, ML_EVENT_ROOM), ==, 1);
  g_assert_true (ml_wonders_fits (game, nazca));
}

/* ---- Cothon of Carthage ----------------------------------------------------------------- */

/* FAQ 12/2025: the Cothon lies on the board from the start; taken, it is marked at once,
 * even on another player's turn, with meeples into its port. */
static void
test_cothon_taken_at_once (void)
{
  /* Red, at 8, has a thief on Blue's road-to-be; Blue closes it and Red reaches 10. */
  g_autoptr (MlGame) road = load (WONDERS, "{'name':'Red','score':8},{'name':'Blue'}",
                                  ROAD_PIECES ",{'tile':'cothon-carthage','x':0,'y':20}",
                                  "{'player':0,'x':0,'y':0,'at':'W'}");
  road->turn = 1;
  MlTurnOptions opt = { 0 };
  ml_wonders_turn (&opt)->choose = tu_tile ("cothon-carthage");
  ml_wonders_turn (&opt)->cothon_port = 2;
  g_autoptr (GArray) events = play (road, "A", -1, 0, 270, &opt);
  g_assert_cmpuint (count_events (events, TU_EVENT_OWN + ML_WONDERS_EVENT_TAKEN), ==, 1);
  g_assert_cmpuint (count_events (events, TU_EVENT_OWN + ML_WONDERS_EVENT_MARKER), ==, 1);
  g_assert_cmpuint (count_events (events, ML_EVENT_KEPT), ==, 1);
  const MlPiece *cothon = ml_board_piece (road->board, 2);
  g_assert_cmpint (cothon->owner, ==, 0);
  g_assert_cmpuint (cothon->port, ==, 2);
  g_assert_null (ml_wonders_in_hand (road, 0));
  /* 6 + 2, less the marker and the two in the port (the road's thief came home). */
  g_assert_cmpuint (ml_game_supply_left (road, 0), ==, 6 + 2 - 1 - 2);
}

/* FAQ 12/2025: on one's own turn too, the Cothon is marked at once. */
static void
test_cothon_own_turn (void)
{
  g_autoptr (MlGame) game = load (WONDERS, "{'name':'Red','score':8},{'name':'Blue'}",
                                  ROAD_PIECES ",{'tile':'cothon-carthage','x':0,'y':20}",
                                  "{'player':0,'x':0,'y':0,'at':'W'}");
  MlTurnOptions opt = { 0 };
  ml_wonders_turn (&opt)->choose = tu_tile ("cothon-carthage");
  g_autoptr (GArray) events = play (game, "A", -1, 0, 270, &opt);
  g_assert_cmpuint (count_events (events, TU_EVENT_OWN + ML_WONDERS_EVENT_MARKER), ==, 1);
  g_assert_cmpint (ml_board_piece (game->board, 2)->owner, ==, 0);
  g_assert_null (ml_wonders_in_hand (game, 0));
  g_assert_cmpuint (game->turn, ==, 1);
}

/* FAQ 12/2025: meeples coming home may go to the port, as many as score. */
static void
test_cothon_port_returns (void)
{
  g_autoptr (MlGame) game = load (WONDERS, TWO, ROAD_PIECES ",{'tile':'cothon-carthage','x':0,'y':20,'owner':0}",
                                  "{'player':0,'x':0,'y':0,'at':'W'},{'player':0,'x':1,'y':0,'at':'W'}");
  MlTurnOptions opt = { 0 };
  ml_wonders_turn (&opt)->port_mask = 1u << 0;
  g_autoptr (GArray) events = play (game, "A", -1, 0, 270, &opt);
  g_assert_cmpuint (ml_board_piece (game->board, 2)->port, ==, 2);
  g_assert_cmpuint (count_events (events, ML_EVENT_RETURN), ==, 0);
  g_assert_cmpuint (ml_game_supply_left (game, 0), ==, 6 + 2 - 1 - 2);
}

/* FAQ 12/2025: one meeple a turn from the port, instead of a meeple on the tile, to a road,
 * city or monastery on a river square where the owner has none, others' meeples or not;
 * never to a field. */
static void
test_cothon_send_from_port (void)
{
  const char *pieces = "{'tile':'cothon-carthage','x':0,'y':0,'owner':0,'port':1},{'tile':'river-2','x':4,'y':1}";
  g_autoptr (MlGame) game = load (WONDERS, TWO, pieces, "{'player':1,'x':4,'y':1,'at':'N'}");
  guint river2 = 1;
  MlTurnOptions opt = { .action = ML_WONDERS_ACTION_FROM_PORT };
  ml_wonders_turn (&opt)->port_piece = river2;
  opt.meeples[0] = choice ("river-2", 4, 1, 0, 4, 1, "N");                /* Blue's city: allowed */
  g_autoptr (GArray) events = play (game, "E", 4, 0, 180, &opt);
  g_assert_cmpuint (count_events (events, TU_EVENT_OWN + ML_WONDERS_EVENT_FROM_PORT), ==, 1);
  g_assert_cmpuint (ml_board_piece (game->board, 0)->port, ==, 0);
  /* The tile closed that city at once: it scored with both knights, a tie. */
  g_assert_cmpint (game->scores[0], ==, 4);
  g_assert_cmpint (game->scores[1], ==, 4);

  g_autoptr (MlGame) field = load (WONDERS, TWO, pieces, NULL);
  MlTurnOptions to_field = { .action = ML_WONDERS_ACTION_FROM_PORT };
  ml_wonders_turn (&to_field)->port_piece = river2;
  to_field.meeples[0] = choice ("river-2", 4, 1, 0, 4, 1, "SSW");
  refused (field, "U", 4, 2, 0, &to_field, "field");
  /* A road on the river tile: fine; twice into the same road: refused. */
  MlTurnOptions to_road = { .action = ML_WONDERS_ACTION_FROM_PORT };
  ml_wonders_turn (&to_road)->port_piece = river2;
  to_road.meeples[0] = choice ("river-2", 4, 1, 0, 4, 1, "S");
  play (field, "U", 4, 2, 0, &to_road);
  g_assert_cmpuint (ml_board_meeples_of (field->board, 0), ==, 1);
  play (field, "B", 5, 2, 0, NULL);
  ml_board_set_tokens (field->board, 0, 0, 0, 1);
  refused (field, "B", 3, 2, 0, &to_road, "none of its owner");

  /* A city along the river completed on an earlier turn is over (FAQ 8/2026: port meeples
   * may stay there for good). */
  g_autoptr (MlGame) done = load (WONDERS, TWO, "{'tile':'cothon-carthage','x':0,'y':0,'owner':0,'port':1},"
                                  "{'tile':'river-2','x':4,'y':1},{'tile':'E','x':4,'y':0,'rotation':180}", NULL);
  MlTurnOptions to_city = { .action = ML_WONDERS_ACTION_FROM_PORT };
  ml_wonders_turn (&to_city)->port_piece = river2;
  to_city.meeples[0] = choice ("river-2", 4, 1, 0, 4, 1, "N");
  refused (done, "U", 4, 2, 0, &to_city, "not completed");
}

/* The Cothon starts the river: it is laid first and river tiles continue from it. */
static void
test_cothon_river_start (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER | ML_EXPANSION_WONDERS);
  g_assert_true (ml_rules_can_place (game, tu_tile ("cothon-carthage"), 0, 0, 0, NULL));
  tu_place (game, "cothon-carthage", 0, 0, 0);
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_rules_can_place (game, tu_tile ("river-2"), 4, 1, 0, &error));
  g_assert_no_error (error);
  g_assert_false (ml_rules_can_place (game, tu_tile ("river-spring"), -1, 0, 0, NULL));
  g_assert_false (ml_rules_can_place (game, tu_tile ("river-2"), -1, 0, 0, NULL));
}

int
main (int argc, char **argv)
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wonders/stonehenge", test_stonehenge);
  g_test_add_func ("/wonders/stonehenge/meeple-on-completing-tile", test_stonehenge_meeple_on_completing_tile);
  g_test_add_func ("/wonders/stonehenge/timing", test_stonehenge_timing);
  g_test_add_func ("/wonders/notre-dame", test_notre_dame);
  g_test_add_func ("/wonders/notre-dame/several-monasteries", test_notre_dame_several_monasteries);
  g_test_add_func ("/wonders/notre-dame/timing", test_notre_dame_timing);
  g_test_add_func ("/wonders/circus-maximus", test_circus_maximus);
  g_test_add_func ("/wonders/circus-maximus/small-city", test_circus_maximus_small_city);
  g_test_add_func ("/wonders/great-wall/joins-two-cities", test_great_wall_joins_two_cities);
  g_test_add_func ("/wonders/great-wall/two-cities", test_great_wall_two_cities);
  g_test_add_func ("/wonders/great-wall/walls", test_great_wall_walls);
  g_test_add_func ("/wonders/great-wall/laying", test_great_wall_laying);
  g_test_add_func ("/wonders/taj-mahal/two-roads", test_taj_mahal_two_roads);
  g_test_add_func ("/wonders/taj-mahal/slots", test_taj_mahal_slots);
  g_test_add_func ("/wonders/taj-mahal/laying", test_taj_mahal_laying);
  g_test_add_func ("/wonders/taj-mahal/monastery-and-city", test_taj_mahal_monastery_and_city);
  g_test_add_func ("/wonders/taj-mahal/participation", test_taj_mahal_participation);
  g_test_add_func ("/wonders/terracotta-army", test_terracotta_army);
  g_test_add_func ("/wonders/tikal", test_tikal);
  g_test_add_func ("/wonders/angkor-wat", test_angkor_wat);
  g_test_add_func ("/wonders/alhambra", test_alhambra);
  g_test_add_func ("/wonders/nazca-lines", test_nazca_lines);
  g_test_add_func ("/wonders/abu-simbel", test_abu_simbel);
  g_test_add_func ("/wonders/take/at-ten", test_take_at_ten);
  g_test_add_func ("/wonders/take/together", test_take_together);
  g_test_add_func ("/wonders/take/second", test_second_wonder);
  g_test_add_func ("/wonders/lay/meeples", test_lay_wonder_meeples);
  g_test_add_func ("/wonders/lay/fits-nowhere", test_wonder_fits_nowhere);
  g_test_add_func ("/wonders/lay/next-to-wonder", test_wonder_next_to_wonder);
  g_test_add_func ("/wonders/room/rule", test_room_rule);
  g_test_add_func ("/wonders/room/large-board", test_room_large_board);
  g_test_add_func ("/wonders/effects-start", test_effects_start);
  g_test_add_func ("/wonders/reading-lessons", test_reading_lessons);
  g_test_add_func ("/wonders/effects-start-after-laying", test_effects_start_after_laying);
  g_test_add_func ("/wonders/cothon/taken-at-once", test_cothon_taken_at_once);
  g_test_add_func ("/wonders/cothon/own-turn", test_cothon_own_turn);
  g_test_add_func ("/wonders/turn-choices", test_turn_choices);
  g_test_add_func ("/wonders/holding-checked", test_holding_checked);
  g_test_add_func ("/wonders/cothon/port-returns", test_cothon_port_returns);
  g_test_add_func ("/wonders/cothon/send-from-port", test_cothon_send_from_port);
  g_test_add_func ("/wonders/cothon/river-start", test_cothon_river_start);
  return g_test_run ();
}
