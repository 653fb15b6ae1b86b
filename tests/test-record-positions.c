/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The positions kept along a game record (ml-record-positions.c): a walk along the record,
 * forward, back and by jumps, gives at each move the position a replay from the start
 * gives; a move appended that breaks the rules is refused and leaves the record and the
 * positions kept as they were; an over-long record is refused before its moves are read. */
#include "config.h"
#include "test-util.h"
#include "ml-location.h"
#include "ml-record.h"

#include <locale.h>
#include <string.h>

#define N_MOVES 120

/* @scenario's text without its record: the position it shows. */
static char *
position_text (const MlScenario *scenario)
{
  g_autofree char *text = ml_scenario_to_json (scenario);
  g_autoptr (JsonNode) tree = json_from_string (text, NULL);
  g_assert_nonnull (tree);
  JsonObject *root = json_node_get_object (tree);
  if (json_object_has_member (root, "record"))
    json_object_remove_member (root, "record");
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  json_generator_set_root (gen, tree);
  return json_generator_to_data (gen, NULL);
}

typedef struct {
  const MlScenario *scenario;
  const MlRecord *record;
  GPtrArray *texts;
} Truth;

/* The position before move @i, as a replay from the record's start plays it. */
static void
note_position (const MlGame *game, guint i, gpointer data)
{
  Truth *t = data;
  g_autofree char *setting = ml_record_setting (t->scenario, t->record, "truth", NULL);
  g_assert_nonnull (setting);
  g_autoptr (MlScenario) s = ml_scenario_load_data (setting, strlen (setting), "truth", NULL);
  g_assert_nonnull (s);
  g_autoptr (MlGame) copy = ml_game_copy (game);
  ml_scenario_update_from_game (s, copy);
  g_assert_cmpuint (t->texts->len, ==, i);
  g_ptr_array_add (t->texts, position_text (s));
}

/* Each move's position, played move by move from the start. */
static GPtrArray *
truth_of (const MlScenario *scenario)
{
  g_autoptr (MlRecord) record = ml_record_of (scenario, "truth", NULL);
  g_assert_nonnull (record);
  Truth t = { scenario, record, g_ptr_array_new_with_free_func (g_free) };
  g_autoptr (MlGame) end = ml_record_replay_each (scenario, record, record->moves->len, "truth", note_position, &t, NULL);
  g_assert_nonnull (end);
  g_autoptr (MlGame) copy = ml_game_copy (end);
  MlRecord *r = (MlRecord *) record;
  Truth last = t;
  last.record = r;
  note_position (copy, record->moves->len, &last);
  return t.texts;
}

static void
assert_at (const MlScenario *scenario, GPtrArray *truth, guint n)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) at = ml_record_position (scenario, n, "walk", &error);
  g_assert_no_error (error);
  g_autofree char *text = position_text (at);
  if (g_strcmp0 (text, g_ptr_array_index (truth, n)) != 0)
    g_error ("move %u: the position differs from the replay's", n);
  g_assert_true (ml_record_shows_position (at));
  /* The check after an edit: the whole record, from the positions kept. */
  g_assert_true (ml_record_check (at, "walk", NULL));
}

/* Forward one move at a time, back one at a time, then by jumps: each position is the one
 * the replay from the start gives. */
static void
test_walk (void)
{
  g_autoptr (MlScenario) scenario = tu_record_scenario (N_MOVES, 7, NULL);
  g_autoptr (GPtrArray) truth = truth_of (scenario);
  g_assert_cmpuint (truth->len, ==, N_MOVES + 1);
  for (guint n = 0; n <= N_MOVES; n++)
    assert_at (scenario, truth, n);
  for (guint n = N_MOVES + 1; n-- > 0;)
    assert_at (scenario, truth, n);
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (3);
  for (guint i = 0; i < 60; i++)
    assert_at (scenario, truth, (guint) tu_rand_range (rand, 0, N_MOVES + 1));
  /* Another record of the same start in between costs the positions kept, not the answers. */
  g_autoptr (MlScenario) other = tu_record_scenario (40, 8, NULL);
  g_autoptr (GPtrArray) other_truth = truth_of (other);
  assert_at (other, other_truth, 33);
  assert_at (scenario, truth, 77);
  assert_at (other, other_truth, 12);
  assert_at (scenario, truth, N_MOVES);
}

/* A position changed by hand is no longer the record's, whatever was asked before. */
static void
test_edited_position (void)
{
  g_autoptr (MlScenario) scenario = tu_record_scenario (30, 5, NULL);
  g_autoptr (MlScenario) at = ml_record_position (scenario, 20, "edit", NULL);
  g_assert_nonnull (at);
  g_assert_true (ml_record_shows_position (at));
  MlScenarioPiece *piece = g_ptr_array_index (at->pieces, at->pieces->len - 1);
  piece->x += 50;
  g_assert_false (ml_record_shows_position (at));
  piece->x -= 50;
  g_assert_true (ml_record_shows_position (at));
  at->turn = (at->turn + 1) % 2;
  g_assert_false (ml_record_shows_position (at));
  at->turn = (at->turn + 1) % 2;
  MlScenarioPlayer *player = g_ptr_array_index (at->players, 0);
  player->score += 3;
  g_assert_false (ml_record_shows_position (at));
  player->score -= 3;
  g_assert_true (ml_record_shows_position (at));
}

/* A move appended at the end that breaks the rules (its square is taken) is refused with
 * its number; the record keeps its moves, still checks, and takes a legal move after. */
static void
test_append_refused (void)
{
  g_autoptr (MlGame) end = NULL;
  g_autoptr (MlScenario) scenario = tu_record_scenario (50, 9, &end);
  g_assert_true (ml_record_check (scenario, "append", NULL));
  const MlPiece *last = ml_board_piece (end->board, ml_board_n_pieces (end->board) - 1);
  const MlTileDef *tile = tu_tile ("D");
  MlTurnOptions opt;
  ml_turn_options_init (&opt, NULL);
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_record_add_turn (scenario, end, tile, last->x, last->y, 0, &opt, "append", &error));
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "append: record: move 51 (D at"));
  g_autoptr (MlRecord) record = ml_record_of (scenario, "append", NULL);
  g_assert_cmpuint (record->moves->len, ==, 50);
  g_assert_cmpuint (record->at, ==, 50);
  g_assert_true (ml_record_check (scenario, "append", NULL));
  g_assert_true (ml_record_shows_position (scenario));

  /* A legal move then goes in as move 51, and replays as the engine plays it. */
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_game_turn_placements (end, tile, spots);
  g_assert_cmpuint (spots->len, >, 0);
  MlPlacement p = g_array_index (spots, MlPlacement, 0);
  g_autoptr (MlGame) after = ml_game_copy (end);
  g_assert_true (ml_game_play_turn (after, tile, p.x, p.y, p.rot, &opt, NULL, NULL));
  ml_scenario_update_from_game (scenario, after);
  g_assert_true (ml_record_add_turn (scenario, end, tile, p.x, p.y, p.rot, &opt, "append", NULL));
  g_autoptr (MlRecord) longer = ml_record_of (scenario, "append", NULL);
  g_assert_cmpuint (longer->moves->len, ==, 51);
  g_autoptr (GPtrArray) truth = truth_of (scenario);
  assert_at (scenario, truth, 51);
  assert_at (scenario, truth, 49);
  g_assert_true (ml_record_shows_position (scenario));
}

/* A record of more moves than the limit is refused by the count, before its moves are
 * read or replayed (the same move 1,001 times: every one after the first would be refused). */
static void
test_too_long (void)
{
  g_autoptr (MlScenario) scenario = tu_record_scenario (1, 4, NULL);
  g_autofree char *text = ml_scenario_to_json (scenario);
  g_autoptr (JsonNode) tree = json_from_string (text, NULL);
  JsonObject *record = json_object_get_object_member (json_node_get_object (tree), "record");
  JsonArray *moves = json_object_get_array_member (record, "moves");
  JsonNode *first = json_array_get_element (moves, 0);
  for (guint i = 1; i <= ML_RECORD_MAX_MOVES; i++)
    json_array_add_element (moves, json_node_copy (first));
  json_object_remove_member (record, "at");
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  json_generator_set_root (gen, tree);
  gsize length;
  g_autofree char *long_text = json_generator_to_data (gen, &length);
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = ml_scenario_load_data (long_text, length, "long.json", &error);
  g_assert_null (s);
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "$.record.moves"));
  g_assert_nonnull (strstr (error->message, "more than 1000 moves"));
}

/* Positions made along a record share its start and its moves, so that a timeline step is
 * known not to change the record (ml_record_same_moves()) and the record is not checked
 * again; a position made elsewhere, with another record or other unknown members, is not
 * taken for the same. */
static void
test_shared_moves (void)
{
  g_autoptr (MlScenario) scenario = tu_record_scenario (40, 7, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) at20 = ml_record_position (scenario, 20, "shared", &error);
  g_assert_no_error (error);
  g_autoptr (MlScenario) at5 = ml_record_position (at20, 5, "shared", &error);
  g_assert_no_error (error);
  g_autoptr (MlScenario) at33 = ml_record_position (at5, 33, "shared", &error);
  g_assert_no_error (error);
  g_assert_true (ml_record_same_moves (at20, at5));
  g_assert_true (ml_record_same_moves (at5, at33));
  g_assert_true (ml_record_same_moves (at33, at33));
  g_autoptr (MlRecord) r20 = ml_record_of (at20, "shared", NULL);
  g_autoptr (MlRecord) r33 = ml_record_of (at33, "shared", NULL);
  g_assert_cmpuint (r20->at, ==, 20);
  g_assert_cmpuint (r33->at, ==, 33);
  g_assert_cmpuint (r33->moves->len, ==, 40);
  /* A move more is another record. */
  g_autoptr (MlScenario) longer = ml_record_position (at33, 33, "shared", &error);
  g_assert_no_error (error);
  g_assert_true (ml_record_same_moves (at33, longer));
  g_autoptr (MlRecord) r = ml_record_of (longer, "shared", NULL);
  g_array_set_size (r->moves, 39);
  ml_record_store (longer, r);
  g_assert_false (ml_record_same_moves (at33, longer));
  /* So is one with an unknown member more. */
  g_autoptr (MlScenario) other = ml_record_position (at33, 33, "shared", &error);
  g_assert_no_error (error);
  JsonObject *extra = json_object_new ();
  g_autoptr (GList) keys = json_object_get_members (other->extra);
  for (GList *k = keys; k; k = k->next)
    json_object_set_member (extra, k->data, json_node_copy (json_object_get_member (other->extra, k->data)));
  json_object_set_string_member (extra, "note", "kept");
  json_object_unref (other->extra);
  other->extra = extra;
  g_assert_false (ml_record_same_moves (at33, other));
  /* The shared moves write as the record's own. */
  g_autofree char *text = ml_scenario_to_json (at33);
  g_autoptr (MlScenario) again = ml_scenario_load_data (text, strlen (text), "again", &error);
  g_assert_no_error (error);
  g_autoptr (MlRecord) ra = ml_record_of (again, "again", NULL);
  g_assert_cmpuint (ra->moves->len, ==, 40);
  for (guint i = 0; i < 40; i++)
    g_assert_true (ml_record_move_equal (&g_array_index (ra->moves, MlRecordMove, i),
                                         &g_array_index (r20->moves, MlRecordMove, i)));
  /* Read from text, the record is another object with moves of its own. */
  g_assert_false (ml_record_same_moves (again, at33));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record-positions/walk", test_walk);
  g_test_add_func ("/record-positions/edited", test_edited_position);
  g_test_add_func ("/record-positions/append-refused", test_append_refused);
  g_test_add_func ("/record-positions/too-long", test_too_long);
  g_test_add_func ("/record-positions/shared-moves", test_shared_moves);
  return g_test_run ();
}
