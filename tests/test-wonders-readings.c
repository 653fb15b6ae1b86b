/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The readings of the Wonders the sources leave open, each answer on a position where the
 * answers differ: the Circus Maximus and Taj Mahal bonuses in the final scoring
 * (final-bonuses), which wonder has which effect (wonder-bindings), when the end-of-game
 * wonders start (effects-start) and the Taj Mahal's fifth slot (taj-fifth-slot). The game carries the readings (game->readings). */
#include "config.h"
#include "wonders/ml-wonders-state.h"
#include "test-util.h"
#include "wonders/ml-wonders.h"

#include <string.h>

/* A scenario from JSON written with ' for " (easier to read in C). */
static MlGame *
load (const char *players, const char *pieces, const char *meeples)
{
  g_autofree char *text = g_strdup_printf (
    "{'format':'meeple-lab-scenario','version':1,'expansions':['farmers','wonders'],'players':[%s],"
    "'pieces':[%s],'meeples':[%s]}", players, pieces, meeples ? meeples : "");
  g_strdelimit (text, "'", '"');
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) scenario = ml_scenario_load_data (text, strlen (text), "test.json", &error);
  g_assert_no_error (error);
  MlGame *game = ml_scenario_to_game (scenario, "test.json", NULL, &error);
  g_assert_no_error (error);
  return game;
}

#define TWO "{'name':'Red','score':0},{'name':'Blue','score':0}"

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

static void
refused (MlGame *game, const char *tile, int x, int y, int degrees, const MlTurnOptions *opt, const char *words)
{
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_game_play_turn (game, tu_tile (tile), x, y, degrees / 90, opt, NULL, &error));
  g_assert_nonnull (error);
  if (words && strstr (error->message, words) == NULL)
    g_error ("refusal “%s” does not say “%s”", error->message, words);
}

/* The bonus items of @effect among @events (during the game): their points summed. */
static int
bonus (GArray *events, MlEffect effect, const MlScoreItem **last)
{
  int points = 0;
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      if (ev->kind == ML_EVENT_BONUS && ml_wonders_item_effect (&ev->item) == effect)
        {
          points += ev->item.points;
          if (last)
            *last = &ev->item;
        }
    }
  return points;
}

/* The final-scoring items of @effect: their points summed. */
static int
settled (MlGame *game, MlEffect effect)
{
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_settle (game, items);
  int points = 0;
  for (guint i = 0; i < items->len; i++)
    {
      const MlScoreItem *item = &g_array_index (items, MlScoreItem, i);
      if (ml_wonders_item_effect (item) == effect)
        points += item->points;
    }
  return points;
}

/* ---- final-bonuses ----------------------------------------------------------------------- */

/* At the end, an incomplete city of 3 tiles (E, F, F open to the south) holds Red's knight,
 * and an incomplete road (D to A's monastery) Red's thief. The Circus Maximus gives 2 for
 * Red's one knight in a city; the Taj Mahal's marker +2 for the road. Under "yes" both
 * apply to the final scoring, under "no" neither. */
static void
test_final_bonuses (void)
{
  const char *pieces = "{'tile':'E','x':0,'y':0,'rotation':180},{'tile':'F','x':0,'y':1,'rotation':90},"
                       "{'tile':'F','x':0,'y':2,'rotation':90},"
                       "{'tile':'D','x':5,'y':0},{'tile':'A','x':6,'y':0,'rotation':90},";
  const char *meeples = "{'player':0,'x':0,'y':0,'at':'S'},{'player':0,'x':6,'y':0,'at':'W'}";
  g_autofree char *circus = g_strconcat (pieces, "{'tile':'circus-maximus','x':0,'y':20,'owner':0}", NULL);
  g_autofree char *taj = g_strconcat (pieces, "{'tile':'taj-mahal','x':0,'y':20,'owner':0}", NULL);

  g_autoptr (MlGame) game = load (TWO, circus, meeples);
  g_assert_cmpint (game->readings.answer[ML_READING_FINAL_BONUSES], ==, ML_FINAL_BONUSES_YES);
  g_assert_cmpint (settled (game, ML_EFFECT_CIRCUS_MAXIMUS), ==, 2);
  game->readings.answer[ML_READING_FINAL_BONUSES] = ML_FINAL_BONUSES_NO;
  g_assert_cmpint (settled (game, ML_EFFECT_CIRCUS_MAXIMUS), ==, 0);

  g_autoptr (MlGame) other = load (TWO, taj, meeples);
  g_assert_cmpint (settled (other, ML_EFFECT_TAJ_MAHAL), ==, 2);
  int finals_yes[ML_MAX_PLAYERS], finals_no[ML_MAX_PLAYERS];
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_settle_now (other, items, finals_yes);
  other->readings.answer[ML_READING_FINAL_BONUSES] = ML_FINAL_BONUSES_NO;
  g_assert_cmpint (settled (other, ML_EFFECT_TAJ_MAHAL), ==, 0);
  g_array_set_size (items, 0);
  ml_game_settle_now (other, items, finals_no);
  /* City 3 × 1 + 1 shield... F has a shield each: 3 + 2; road 2; the Taj Mahal 2 or not. */
  g_assert_cmpint (finals_no[0], ==, (3 + 2) + 2);
  g_assert_cmpint (finals_yes[0], ==, finals_no[0] + 2);
}

/* Under "no" the bonuses still apply during the game: a city of 4 tiles completed. */
static void
test_final_bonuses_during_game (void)
{
  g_autoptr (MlGame) game = load (TWO,
                                  "{'tile':'E','x':0,'y':0,'rotation':180},{'tile':'F','x':0,'y':1,'rotation':90},"
                                  "{'tile':'F','x':0,'y':2,'rotation':90},{'tile':'circus-maximus','x':0,'y':20,'owner':0}",
                                  "{'player':0,'x':0,'y':0,'at':'S'}");
  game->readings.answer[ML_READING_FINAL_BONUSES] = ML_FINAL_BONUSES_NO;
  g_autoptr (GArray) events = play (game, "E", 0, 3, 0, NULL);
  g_assert_cmpint (bonus (events, ML_EFFECT_CIRCUS_MAXIMUS, NULL), ==, 2);
}

/* ---- wonder-bindings ----------------------------------------------------------------------- */

/* Under "other" Abu Simbel has the city bonus and the Circus Maximus draws two tiles: the
 * same completed city of 4 tiles gives Abu Simbel's owner the bonus, in words that name
 * Abu Simbel; under "ours" it gives nothing. */
static void
test_bindings_city_bonus (void)
{
  const char *pieces = "{'tile':'E','x':0,'y':0,'rotation':180},{'tile':'F','x':0,'y':1,'rotation':90},"
                       "{'tile':'F','x':0,'y':2,'rotation':90},{'tile':'abu-simbel','x':0,'y':20,'owner':0}";
  const char *meeples = "{'player':0,'x':0,'y':0,'at':'S'}";
  g_autoptr (MlGame) ours = load (TWO, pieces, meeples);
  g_autoptr (GArray) none = play (ours, "E", 0, 3, 0, NULL);
  g_assert_cmpint (bonus (none, ML_EFFECT_CIRCUS_MAXIMUS, NULL), ==, 0);
  g_assert_true (ml_wonders_draws_two (ours, 0));

  g_autoptr (MlGame) other = load (TWO, pieces, meeples);
  other->readings.answer[ML_READING_WONDER_BINDINGS] = ML_BINDINGS_OTHER;
  g_assert_false (ml_wonders_draws_two (other, 0));
  g_assert_cmpint (ml_wonder_effect (other, tu_tile ("abu-simbel")), ==, ML_EFFECT_CIRCUS_MAXIMUS);
  g_autoptr (GArray) events = play (other, "E", 0, 3, 0, NULL);
  const MlScoreItem *item = NULL;
  g_assert_cmpint (bonus (events, ML_EFFECT_CIRCUS_MAXIMUS, &item), ==, 2);
  g_assert_true (item->source == tu_tile ("abu-simbel"));
  g_autofree char *words = ml_score_item_describe (item);
  g_assert_nonnull (strstr (words, "Abu Simbel"));
  g_assert_null (strstr (words, "Circus Maximus"));
}

/* Under "other" the Circus Maximus's owner keeps a tile face down; under "ours" only Abu
 * Simbel's owner does, and the refusals say which. */
static void
test_bindings_draw_two (void)
{
  const char *pieces = "{'tile':'U','x':0,'y':0},{'tile':'circus-maximus','x':0,'y':20,'owner':0}";
  MlTurnOptions keep = { 0 };
  ml_wonders_turn (&keep)->keep = tu_tile ("V");
  g_autoptr (MlGame) ours = load (TWO, pieces, NULL);
  refused (ours, "U", 0, 1, 0, &keep, "Abu Simbel");
  g_autoptr (MlGame) other = load (TWO, pieces, NULL);
  other->readings.answer[ML_READING_WONDER_BINDINGS] = ML_BINDINGS_OTHER;
  g_assert_true (ml_wonders_draws_two (other, 0));
  g_array_unref (play (other, "U", 0, 1, 0, &keep));
  g_assert_true (ml_wonders_state (other)->kept[0] == tu_tile ("V"));
  /* Blue owns nothing: the refusal names the wonder that has the effect in this game. */
  refused (other, "U", 0, 2, 0, &keep, "Circus Maximus");
}

/* Tikal and Angkor Wat trade their end-of-game effects. Blue's knights in two incomplete
 * cities and a road of 5 tiles: Tikal's owner scores the road (5) under "ours", the two
 * knights (2 × 4 with two players) under "other"; Angkor Wat's owner the reverse. */
static void
test_bindings_end_of_game (void)
{
  const char *pieces = "{'tile':'E','x':0,'y':0},{'tile':'E','x':2,'y':0},"
                       "{'tile':'U','x':5,'y':0},{'tile':'U','x':5,'y':1},{'tile':'U','x':5,'y':2},"
                       "{'tile':'U','x':5,'y':3},{'tile':'U','x':5,'y':4},";
  const char *meeples = "{'player':1,'x':0,'y':0,'at':'N'},{'player':1,'x':2,'y':0,'at':'N'}";
  g_autofree char *tikal = g_strconcat (pieces, "{'tile':'tikal','x':0,'y':30,'owner':0}", NULL);
  g_autofree char *angkor = g_strconcat (pieces, "{'tile':'angkor-wat','x':0,'y':30,'owner':0}", NULL);

  g_autoptr (MlGame) t = load (TWO, tikal, meeples);
  g_assert_cmpint (settled (t, ML_EFFECT_TIKAL), ==, 5);
  g_assert_cmpint (settled (t, ML_EFFECT_ANGKOR_WAT), ==, 0);
  t->readings.answer[ML_READING_WONDER_BINDINGS] = ML_BINDINGS_OTHER;
  g_assert_cmpint (settled (t, ML_EFFECT_TIKAL), ==, 0);
  g_assert_cmpint (settled (t, ML_EFFECT_ANGKOR_WAT), ==, 2 * 4);

  g_autoptr (MlGame) a = load (TWO, angkor, meeples);
  g_assert_cmpint (settled (a, ML_EFFECT_ANGKOR_WAT), ==, 2 * 4);
  a->readings.answer[ML_READING_WONDER_BINDINGS] = ML_BINDINGS_OTHER;
  g_assert_cmpint (settled (a, ML_EFFECT_ANGKOR_WAT), ==, 0);
  g_assert_cmpint (settled (a, ML_EFFECT_TIKAL), ==, 5);
}

/* The other bindings are data: they pair the four wonders two by two, and leave the
 * other eight wonders as they are. */
static void
test_bindings_data (void)
{
  static const char *const pairs[][2] = {
    { "circus-maximus", "abu-simbel" }, { "abu-simbel", "circus-maximus" },
    { "tikal", "angkor-wat" }, { "angkor-wat", "tikal" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      const MlTileDef *w = tu_tile (pairs[i][0]);
      g_assert_cmpstr (ml_effect_id (w->effect), ==, pairs[i][0]);
      g_assert_cmpstr (ml_effect_id (w->effect_other), ==, pairs[i][1]);
    }
  guint n;
  const MlWonderInfo *rows = ml_wonders_table (&n);
  guint moved = 0;
  for (guint i = 0; i < n; i++)
    moved += tu_tile (rows[i].id)->effect_other != tu_tile (rows[i].id)->effect;
  g_assert_cmpuint (moved, ==, 4);
}

/* ---- effects-start ------------------------------------------------------------------------- */

/* Each end-of-game wonder laid by Red on her last turn ("active": false): under
 * owner-next-turn its effect waits for a turn of hers that never comes, so the final
 * scoring gives nothing; under any-next-turn it counts, as it does for a wonder whose
 * effects have started. Blue's knights in two incomplete cities, a road of 7 tiles in one
 * column and Red's farmer beside it: Angkor Wat 2 × 4, Tikal 5, Terracotta Army 2,
 * the Alhambra 5. */
static void
test_effects_start_end_of_game (void)
{
  static const struct { const char *id; MlEffect effect; int points; } wonders[] = {
    { "tikal", ML_EFFECT_TIKAL, 5 }, { "angkor-wat", ML_EFFECT_ANGKOR_WAT, 2 * 4 },
    { "alhambra", ML_EFFECT_ALHAMBRA, 5 }, { "terracotta-army", ML_EFFECT_TERRACOTTA, 2 },
  };
  g_autoptr (GString) pieces = g_string_new ("{'tile':'E','x':0,'y':0},{'tile':'E','x':2,'y':0}");
  for (int y = 0; y < 7; y++)
    g_string_append_printf (pieces, ",{'tile':'U','x':5,'y':%d}", y);
  const char *meeples = "{'player':1,'x':0,'y':0,'at':'N'},{'player':1,'x':2,'y':0,'at':'N'},"
                        "{'player':0,'x':5,'y':0,'at':'ENE'}";
  for (guint i = 0; i < G_N_ELEMENTS (wonders); i++)
    {
      g_autofree char *laid = g_strdup_printf ("%s,{'tile':'%s','x':0,'y':30,'owner':0,'active':false}",
                                               pieces->str, wonders[i].id);
      g_autoptr (MlGame) game = load (TWO, laid, meeples);
      g_assert_cmpint (game->readings.answer[ML_READING_EFFECTS_START], ==, ML_EFFECTS_OWNER_NEXT_TURN);
      g_assert_cmpint (settled (game, wonders[i].effect), ==, 0);
      game->readings.answer[ML_READING_EFFECTS_START] = ML_EFFECTS_ANY_NEXT_TURN;
      g_assert_cmpint (settled (game, wonders[i].effect), ==, wonders[i].points);

      g_autofree char *started = g_strdup_printf ("%s,{'tile':'%s','x':0,'y':30,'owner':0}", pieces->str, wonders[i].id);
      g_autoptr (MlGame) active = load (TWO, started, meeples);
      g_assert_cmpint (settled (active, wonders[i].effect), ==, wonders[i].points);
    }
}

/* ---- taj-fifth-slot ------------------------------------------------------------------------ */

/* The Taj Mahal with its marker and three slots filled (city +3, monastery +4, road +5).
 * Under "unusable" the fifth slot takes no meeple; under "value" with 7 it does, and a
 * completed city then gives +7 instead of +3 (the fifth slot replaces the city bonus, as
 * the fourth replaces the road bonus: taking it back "you again receive +3 for cities"). */
static void
test_fifth_slot (void)
{
  const char *pieces = "{'tile':'E','x':0,'y':0,'rotation':180},{'tile':'taj-mahal','x':0,'y':20,'owner':0,'slots':3}";
  const char *meeples = "{'player':0,'x':0,'y':0,'at':'S'}";
  MlTurnOptions slot = { .action = ML_WONDERS_ACTION_SLOT };

  g_autoptr (MlGame) unusable = load (TWO, pieces, meeples);
  refused (unusable, "B", -1, 0, 0, &slot, "no free slot");
  g_assert_cmpuint (ml_wonders_slot_points (&unusable->readings, tu_tile ("taj-mahal"), 4), ==, 0);
  g_assert_false (ml_wonders_state_ok (tu_tile ("taj-mahal"), &unusable->readings, 0, 4, 0));

  g_autoptr (MlGame) game = load (TWO, pieces, meeples);
  game->readings.answer[ML_READING_TAJ_FIFTH_SLOT] = ML_FIFTH_SLOT_VALUE;
  game->readings.value[ML_READING_TAJ_FIFTH_SLOT] = 7;
  g_assert_true (ml_wonders_state_ok (tu_tile ("taj-mahal"), &game->readings, 0, 4, 0));
  g_array_unref (play (game, "B", -1, 0, 0, &slot));
  g_assert_cmpuint (ml_board_piece (game->board, 1)->slots, ==, 4);
  play (game, "B", -1, -1, 0, NULL);
  g_autoptr (GArray) city = play (game, "E", 0, 1, 0, NULL);
  g_assert_cmpint (bonus (city, ML_EFFECT_TAJ_MAHAL, NULL), ==, 7);
  g_assert_cmpint (game->scores[0], ==, 4 + 7);

  /* The same city with the fifth slot empty: +3. */
  g_autoptr (MlGame) four = load (TWO, pieces, meeples);
  four->readings = game->readings;
  g_autoptr (GArray) plain = play (four, "E", 0, 1, 0, NULL);
  g_assert_cmpint (bonus (plain, ML_EFFECT_TAJ_MAHAL, NULL), ==, 3);
}

int
main (int argc, char **argv)
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wonders-readings/final-bonuses", test_final_bonuses);
  g_test_add_func ("/wonders-readings/final-bonuses/during-game", test_final_bonuses_during_game);
  g_test_add_func ("/wonders-readings/bindings/city-bonus", test_bindings_city_bonus);
  g_test_add_func ("/wonders-readings/bindings/draw-two", test_bindings_draw_two);
  g_test_add_func ("/wonders-readings/bindings/end-of-game", test_bindings_end_of_game);
  g_test_add_func ("/wonders-readings/bindings/data", test_bindings_data);
  g_test_add_func ("/wonders-readings/effects-start/end-of-game", test_effects_start_end_of_game);
  g_test_add_func ("/wonders-readings/fifth-slot", test_fifth_slot);
  return g_test_run ();
}
