/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Scenario files (docs/scenario-format.md §1): loading the shared examples, round trips
 * through text and through a file, atomic saving, strict validation of bad input with
 * messages that say where, and the conversion to and from a game. */
#include "config.h"
#include "test-util.h"
#include "ml-bag.h"
#include "ml-expansion-modules.h"
#include "ml-jcz.h"
#include "ml-json.h"
#include "wonders/ml-wonders-scenario.h"
#include "river/ml-river-readings.h"
#include "wonders/ml-wonders-readings.h"

#include <errno.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <glib/gstdio.h>
#include <unistd.h>

/* Assertions do not abort the whole program (g_test_set_nonfatal_assertions), so each test
 * stops itself when what follows cannot go on. */
#define REQUIRE(expr)                                                                     \
  G_STMT_START {                                                                          \
    if (!(expr))                                                                          \
      {                                                                                   \
        g_test_fail_printf ("%s:%d: requirement failed: %s", __FILE__, __LINE__, #expr);  \
        return;                                                                           \
      }                                                                                   \
  } G_STMT_END

#define BAD_NAME "bad-input.json"

/* ---- helpers -------------------------------------------------------------------------- */

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The *.json files of the shared examples folder, sorted. */
static GPtrArray *
example_names (void)
{
  const char *dir = g_getenv ("SHARED_EXAMPLES");
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  g_assert_nonnull (dir);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) d = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  if (d == NULL)
    return names;
  const char *name;
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  return names;
}

static MlScenario *
load_text (const char *text, GError **error)
{
  return ml_scenario_load_data (text, strlen (text), "test.json", error);
}

static JsonNode *
parse_json (const char *text)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  if (!json_parser_load_from_data (parser, text, -1, &error))
    {
      g_test_fail_printf ("not JSON: %s", error->message);
      return NULL;
    }
  return json_node_copy (json_parser_get_root (parser));
}

static gboolean
strv_equal0 (GStrv a, GStrv b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return g_strv_equal ((const char *const *) a, (const char *const *) b);
}

static gboolean
extra_equal (JsonObject *a, JsonObject *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  g_autoptr (JsonNode) na = json_node_init_object (json_node_alloc (), a);
  g_autoptr (JsonNode) nb = json_node_init_object (json_node_alloc (), b);
  return json_node_equal (na, nb);
}

/* Every field of the model, one by one. */
static void
assert_same_scenario (const MlScenario *a, const MlScenario *b)
{
  g_assert_cmpstr (a->title, ==, b->title);
  g_assert_cmpstr (a->description, ==, b->description);
  g_assert_cmpuint (a->expansions, ==, b->expansions);
  g_assert_cmpint (a->tiles_in_game, ==, b->tiles_in_game);
  g_assert_true (extra_equal (a->options_modules, b->options_modules));
  g_assert_true (strv_equal0 (a->set_aside, b->set_aside));
  g_assert_true (extra_equal (a->options_extra, b->options_extra));
  g_assert_true (ml_readings_equal (&a->readings, &b->readings));
  g_assert_cmpuint (a->turn, ==, b->turn);
  g_assert_true (extra_equal (a->extra, b->extra));

  g_assert_cmpuint (a->players->len, ==, b->players->len);
  for (guint i = 0; i < MIN (a->players->len, b->players->len); i++)
    {
      const MlScenarioPlayer *pa = g_ptr_array_index (a->players, i), *pb = g_ptr_array_index (b->players, i);
      g_assert_cmpstr (pa->name, ==, pb->name);
      g_assert_cmpstr (pa->color, ==, pb->color);
      g_assert_cmpint (pa->score, ==, pb->score);
      g_assert_true (extra_equal (pa->modules, pb->modules));
      g_assert_true (extra_equal (pa->extra, pb->extra));
    }
  g_assert_cmpuint (a->pieces->len, ==, b->pieces->len);
  for (guint i = 0; i < MIN (a->pieces->len, b->pieces->len); i++)
    {
      const MlScenarioPiece *pa = g_ptr_array_index (a->pieces, i), *pb = g_ptr_array_index (b->pieces, i);
      g_assert_cmpstr (pa->tile, ==, pb->tile);
      g_assert_cmpint (pa->x, ==, pb->x);
      g_assert_cmpint (pa->y, ==, pb->y);
      g_assert_cmpint (pa->rot, ==, pb->rot);
      g_assert_cmpint (pa->owner, ==, pb->owner);
      g_assert_true (extra_equal (pa->extra, pb->extra));
    }
  g_assert_cmpuint (a->meeples->len, ==, b->meeples->len);
  for (guint i = 0; i < MIN (a->meeples->len, b->meeples->len); i++)
    {
      const MlScenarioMeeple *ma = g_ptr_array_index (a->meeples, i), *mb = g_ptr_array_index (b->meeples, i);
      g_assert_cmpint (ma->player, ==, mb->player);
      g_assert_cmpint (ma->x, ==, mb->x);
      g_assert_cmpint (ma->y, ==, mb->y);
      g_assert_cmpstr (ma->at, ==, mb->at);
      g_assert_cmpstr (ma->role, ==, mb->role);
      g_assert_true (extra_equal (ma->extra, mb->extra));
    }
}

/* A scenario that uses every field the format knows, and some it does not. */
static const char rich_scenario[] =
  "{\n"
  "  \"format\": \"meeple-lab-scenario\",\n"
  "  \"version\": 1,\n"
  "  \"title\": \"Every field — with UTF-8: Château, 城\",\n"
  "  \"description\": \"Line one\\nline two \\\"quoted\\\"\",\n"
  "  \"expansions\": [\"farmers\", \"abbeys\", \"wonders\"],\n"
  "  \"options\": { \"tiles_in_game\": 120, \"wonders_per_player\": 2,\n"
  "               \"wonders\": [\"great-wall\", \"taj-mahal\"], \"x-option\": true },\n"
  "  \"players\": [\n"
  "    { \"name\": \"Red\", \"color\": \"red\", \"score\": 7, \"x-player\": [1, 2] },\n"
  "    { \"name\": \"Blue\", \"color\": \"blue\", \"score\": 12, \"wonders\": [\"great-wall\"] },\n"
  "    { \"name\": \"Green\" }\n"
  "  ],\n"
  "  \"turn\": 2,\n"
  "  \"pieces\": [\n"
  "    { \"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 0 },\n"
  "    { \"tile\": \"abbey-andechs\", \"x\": 0, \"y\": 1, \"rotation\": 180, \"x-piece\": \"kept\" },\n"
  "    { \"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 90 },\n"
  "    { \"tile\": \"C\", \"x\": 0, \"y\": -1, \"rotation\": 270 }\n"
  "  ],\n"
  "  \"meeples\": [\n"
  "    { \"player\": 0, \"x\": 0, \"y\": 0, \"at\": \"W\" },\n"
  "    { \"player\": 1, \"x\": 0, \"y\": 1, \"at\": \"C\", \"role\": \"prior\" },\n"
  "    { \"player\": 2, \"x\": 0, \"y\": -1, \"at\": \"N\", \"x-meeple\": null }\n"
  "  ],\n"
  "  \"x-top\": { \"nested\": [1, 2.5, \"three\", null, true, { \"deep\": [] }] },\n"
  "  \"zz-last\": \"text\"\n"
  "}\n";

/* ---- the shared examples ------------------------------------------------------------------ */

static void
test_examples_load (void)
{
  g_autoptr (GPtrArray) names = example_names ();
  g_assert_cmpuint (names->len, >, 0);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      g_autofree char *path = tu_example_path (name);
      g_autoptr (GError) error = NULL;
      g_test_message ("example %s", name);
      g_autoptr (MlScenario) s = ml_scenario_load_file (path, &error);
      g_assert_no_error (error);
      REQUIRE (s != NULL);
      g_assert_cmpuint (s->players->len, >=, 1);
      g_assert_cmpuint (s->pieces->len, >=, 1);
      /* The examples' x-expect is an unknown field: kept. */
      REQUIRE (s->extra != NULL);
      g_assert_true (json_object_has_member (s->extra, "x-expect"));

      g_autoptr (MlGame) game = ml_scenario_to_game (s, path, NULL, &error);
      g_assert_no_error (error);
      REQUIRE (game != NULL);
      g_assert_cmpuint (ml_board_n_pieces (game->board), ==, s->pieces->len);
      g_assert_cmpuint (ml_board_n_meeples (game->board), ==, s->meeples->len);

      /* What the example says `score` must report, straight from the core. */
      JsonObject *expect = json_object_get_object_member (s->extra, "x-expect");
      REQUIRE (expect != NULL);
      if (g_strcmp0 (json_object_get_string_member_with_default (expect, "command", ""), "score") == 0
          && json_object_has_member (expect, "finals"))
        {
          JsonArray *finals = json_object_get_array_member (expect, "finals");
          REQUIRE (finals != NULL);
          g_assert_cmpuint (json_array_get_length (finals), ==, game->n_players);
          ml_game_finish (game, NULL);
          for (guint p = 0; p < MIN (game->n_players, json_array_get_length (finals)); p++)
            g_assert_cmpint (game->scores[p], ==, json_array_get_int_element (finals, p));
        }
    }
}

/* load → to_json → load → to_json gives the same text, and the same model. */
static void
round_trip_text (const char *name, const char *data, gsize length)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) first = ml_scenario_load_data (data, length, name, &error);
  g_assert_no_error (error);
  REQUIRE (first != NULL);
  g_autofree char *text1 = ml_scenario_to_json (first);
  REQUIRE (text1 != NULL);
  g_assert_true (g_utf8_validate (text1, -1, NULL));
  g_assert_nonnull (strstr (text1, "\"meeple-lab-scenario\""));

  g_autoptr (MlScenario) second = ml_scenario_load_data (text1, strlen (text1), name, &error);
  g_assert_no_error (error);
  REQUIRE (second != NULL);
  g_autofree char *text2 = ml_scenario_to_json (second);
  g_assert_cmpstr (text1, ==, text2);
  assert_same_scenario (first, second);
}

static void
test_round_trip (void)
{
  g_autoptr (GPtrArray) names = example_names ();
  g_assert_cmpuint (names->len, >, 0);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      g_autofree char *path = tu_example_path (name);
      g_autofree char *data = NULL;
      gsize length = 0;
      g_autoptr (GError) error = NULL;
      g_test_message ("example %s", name);
      g_assert_true (g_file_get_contents (path, &data, &length, &error));
      g_assert_no_error (error);
      REQUIRE (data != NULL);
      round_trip_text (path, data, length);
    }
  round_trip_text ("rich.json", rich_scenario, strlen (rich_scenario));
}

/* The text written says what was read: every field, with its value. */
static void
test_round_trip_values (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = load_text (rich_scenario, &error);
  g_assert_no_error (error);
  REQUIRE (s != NULL);
  g_assert_cmpstr (s->title, ==, "Every field — with UTF-8: Château, 城");
  g_assert_cmpstr (s->description, ==, "Line one\nline two \"quoted\"");
  g_assert_cmpuint (s->expansions, ==, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS | ML_EXPANSION_WONDERS);
  g_assert_cmpint (s->tiles_in_game, ==, 120);
  g_assert_cmpint (ml_wonders_scenario_per_player (s), ==, 2);
  g_auto (GStrv) left = ml_wonders_scenario_left (s);
  REQUIRE (left != NULL);
  g_assert_cmpstr (left[0], ==, "great-wall");
  g_assert_cmpstr (left[1], ==, "taj-mahal");
  g_assert_null (left[2]);
  g_assert_cmpuint (s->turn, ==, 2);
  REQUIRE (s->players->len == 3 && s->pieces->len == 4 && s->meeples->len == 3);
  const MlScenarioPlayer *blue = g_ptr_array_index (s->players, 1);
  g_assert_cmpint (blue->score, ==, 12);
  g_auto (GStrv) held = ml_wonders_scenario_held (s, 1);
  REQUIRE (held != NULL);
  g_assert_cmpstr (held[0], ==, "great-wall");
  const MlScenarioPlayer *green = g_ptr_array_index (s->players, 2);
  g_assert_cmpint (green->score, ==, 0);
  g_assert_null (green->color);
  const MlScenarioPiece *abbey = g_ptr_array_index (s->pieces, 1);
  g_assert_cmpstr (abbey->tile, ==, "abbey-andechs");
  g_assert_cmpint (abbey->rot, ==, 2);
  g_assert_cmpint (abbey->owner, ==, -1);
  const MlScenarioPiece *c = g_ptr_array_index (s->pieces, 3);
  g_assert_cmpint (c->rot, ==, 3);
  g_assert_cmpint (c->y, ==, -1);
  const MlScenarioMeeple *prior = g_ptr_array_index (s->meeples, 1);
  g_assert_cmpstr (prior->at, ==, "C");
  g_assert_cmpstr (prior->role, ==, "prior");

  /* Written out, the rotation is in degrees again and nothing is lost. */
  g_autofree char *text = ml_scenario_to_json (s);
  g_autoptr (JsonNode) root = parse_json (text);
  REQUIRE (root != NULL && JSON_NODE_HOLDS_OBJECT (root));
  JsonObject *obj = json_node_get_object (root);
  g_assert_cmpstr (json_object_get_string_member (obj, "format"), ==, "meeple-lab-scenario");
  g_assert_cmpint (json_object_get_int_member (obj, "version"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (obj, "turn"), ==, 2);
  JsonArray *pieces = json_object_get_array_member (obj, "pieces");
  REQUIRE (pieces != NULL && json_array_get_length (pieces) == 4);
  JsonObject *p1 = json_array_get_object_element (pieces, 1);
  g_assert_cmpint (json_object_get_int_member (p1, "rotation"), ==, 180);
  g_assert_cmpstr (json_object_get_string_member (p1, "x-piece"), ==, "kept");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (pieces, 3), "rotation"), ==, 270);
  JsonObject *options = json_object_get_object_member (obj, "options");
  REQUIRE (options != NULL);
  g_assert_cmpint (json_object_get_int_member (options, "tiles_in_game"), ==, 120);
  g_assert_true (json_object_get_boolean_member (options, "x-option"));
  JsonArray *players = json_object_get_array_member (obj, "players");
  REQUIRE (players != NULL && json_array_get_length (players) == 3);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 1), "score"), ==, 12);
  g_assert_true (json_object_has_member (json_array_get_object_element (players, 0), "x-player"));
  JsonArray *meeples = json_object_get_array_member (obj, "meeples");
  REQUIRE (meeples != NULL && json_array_get_length (meeples) == 3);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (meeples, 1), "role"), ==, "prior");
  g_assert_false (json_object_has_member (json_array_get_object_element (meeples, 0), "role"));
  g_assert_true (json_object_has_member (json_array_get_object_element (meeples, 2), "x-meeple"));
}

/* Unknown top-level fields come back unchanged when the scenario is written again. */
#define R_HEAD "{\"format\": \"meeple-lab-scenario\", \"version\": 1, \"players\": [{\"name\": \"Red\", \"score\": 0}, {\"name\": \"Blue\", \"score\": 0}]"

/* The readings' table, put together from the base game's rows and those each module of the
 * list declares: every id has its own row, found by its id, each module's rows are the
 * table's own (not copies), every row is someone's, and the order is the one files and the
 * command line have always shown. */
static void
test_readings_table (void)
{
  guint declared = 0;
  for (guint m = 0; m < ml_expansion_modules_count (); m++)
    {
      const MlReadingSet *set = ml_expansion_modules_readings (m);
      for (guint i = 0; set && i < set->n_defs; i++)
        {
          const MlReadingDef *def = &set->defs[i];
          g_assert_cmpuint (def->reading, <, ML_N_READINGS);
          g_assert_true (ml_reading_def (def->reading) == def);
          declared++;
        }
    }
  /* The base game declares one (farmers); the modules the rest. */
  g_assert_cmpuint (declared, ==, ML_N_READINGS - 1);
  g_assert_cmpstr (ml_reading_def (ML_READING_FARMERS)->id, ==, "farmers");

  for (guint r = 0; r < ML_N_READINGS; r++)
    {
      const MlReadingDef *def = ml_reading_def (r);
      REQUIRE (def != NULL);
      g_assert_cmpuint (def->reading, ==, r);
      g_assert_true (ml_reading_lookup (def->id) == def);
      g_assert_cmpuint (def->n_answers, >=, 2);
      g_assert_cmpuint (def->n_answers, <=, ML_READING_MAX_ANSWERS);
      for (guint a = 0; a < def->n_answers; a++)
        g_assert_cmpint (ml_reading_answer_index (def, def->answers[a].id), ==, (int) a);
    }
  g_assert_null (ml_reading_lookup ("no-such-reading"));
  g_autofree char *ids = ml_readings_ids_joined ();
  g_assert_cmpstr (ids, ==, "final-bonuses, taj-participation, wonder-bindings, effects-start, taj-fifth-slot, "
                            "river-turns, farmers");
}

/* options.readings: the answers read, written back only when one differs from the default,
 * and a file under the defaults written without them. */
static void
test_readings (void)
{
  static const char text[] = R_HEAD ", \"options\": {\"readings\": {\"farmers\": \"first-edition\", "
    "\"river-turns\": \"curves-alternate\", \"taj-fifth-slot\": {\"answer\": \"value\", \"value\": 3}}}}";
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = ml_scenario_load_data (text, strlen (text), "readings.json", &error);
  g_assert_no_error (error);
  REQUIRE (s != NULL);
  g_assert_cmpuint (s->readings.answer[ML_READING_FARMERS], ==, ML_FARMERS_FIRST_EDITION);
  g_assert_cmpuint (s->readings.answer[ML_READING_RIVER_TURNS], ==, ML_RIVER_CURVES_ALTERNATE);
  g_assert_cmpuint (s->readings.answer[ML_READING_TAJ_FIFTH_SLOT], ==, ML_FIFTH_SLOT_VALUE);
  g_assert_cmpint (s->readings.value[ML_READING_TAJ_FIFTH_SLOT], ==, 3);
  g_assert_cmpuint (s->readings.answer[ML_READING_FINAL_BONUSES], ==, ML_FINAL_BONUSES_YES);
  g_assert_null (s->options_extra);

  /* The game plays under them, and they come back from it. */
  g_autoptr (MlGame) game = ml_scenario_to_game (s, "readings.json", NULL, &error);
  g_assert_no_error (error);
  REQUIRE (game != NULL);
  g_assert_true (ml_readings_equal (&game->readings, &s->readings));

  g_autofree char *out = ml_scenario_to_json (s);
  g_assert_nonnull (strstr (out, "\"readings\""));
  g_assert_nonnull (strstr (out, "\"first-edition\""));
  g_assert_null (strstr (out, "curves-alternate"));    /* a default is not written */
  g_autoptr (MlScenario) again = ml_scenario_load_data (out, strlen (out), "readings.json", &error);
  g_assert_no_error (error);
  REQUIRE (again != NULL);
  g_assert_true (ml_readings_equal (&again->readings, &s->readings));

  /* A bare "value" takes the default value; the defaults alone leave no "readings". */
  static const char bare[] = R_HEAD ", \"options\": {\"readings\": {\"taj-fifth-slot\": \"value\"}}}";
  g_autoptr (MlScenario) b = ml_scenario_load_data (bare, strlen (bare), "bare.json", &error);
  g_assert_no_error (error);
  REQUIRE (b != NULL);
  g_assert_cmpint (b->readings.value[ML_READING_TAJ_FIFTH_SLOT], ==, ML_FIFTH_SLOT_DEFAULT_VALUE);
  ml_readings_init (&b->readings);
  g_autofree char *plain = ml_scenario_to_json (b);
  g_assert_null (strstr (plain, "readings"));
  g_assert_null (strstr (plain, "\"options\""));
}

/* A player's "computer" is read, kept by a copy through the document's history and written
 * back only for a computer's seat. */
static void
test_computer_seats (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = load_text ("{\"format\": \"meeple-lab-scenario\", \"version\": 1, "
                                        "\"players\": [{\"name\": \"Red\", \"computer\": \"beginner\"}, "
                                        "{\"name\": \"Blue\"}, {\"name\": \"Green\", \"computer\": \"strong\"}, "
                                        "{\"name\": \"Grey\", \"computer\": \"intermediate\"}]}", &error);
  g_assert_no_error (error);
  REQUIRE (s != NULL && s->players->len == 4);
  static const MlSeat expected[] = { ML_SEAT_BEGINNER, ML_SEAT_PERSON, ML_SEAT_STRONG, ML_SEAT_INTERMEDIATE };
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (((MlScenarioPlayer *) g_ptr_array_index (s->players, i))->computer, ==, expected[i]);
  g_autofree char *text = ml_scenario_to_json (s);
  g_autoptr (JsonNode) root = parse_json (text);
  REQUIRE (root != NULL && JSON_NODE_HOLDS_OBJECT (root));
  JsonArray *players = json_object_get_array_member (json_node_get_object (root), "players");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 0), "computer"), ==,
                   "beginner");
  g_assert_false (json_object_has_member (json_array_get_object_element (players, 1), "computer"));
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 2), "computer"), ==,
                   "strong");
  /* Read again, the same seats. */
  g_autoptr (MlScenario) again = load_text (text, &error);
  g_assert_no_error (error);
  REQUIRE (again != NULL);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (((MlScenarioPlayer *) g_ptr_array_index (again->players, i))->computer, ==, expected[i]);
  MlSeat seat;
  g_assert_false (ml_seat_parse ("person", &seat));
  g_assert_false (ml_seat_parse (NULL, &seat));
  g_assert_null (ml_seat_name (ML_SEAT_PERSON));
}

static void
test_unknown_fields (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = load_text (rich_scenario, &error);
  g_assert_no_error (error);
  REQUIRE (s != NULL);
  g_autofree char *text = ml_scenario_to_json (s);
  g_autoptr (JsonNode) in = parse_json (rich_scenario);
  g_autoptr (JsonNode) out = parse_json (text);
  REQUIRE (in != NULL && out != NULL);
  JsonObject *in_obj = json_node_get_object (in), *out_obj = json_node_get_object (out);
  static const char *const unknown[] = { "x-top", "zz-last" };
  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      g_test_message ("field %s", unknown[i]);
      REQUIRE (json_object_has_member (out_obj, unknown[i]));
      g_assert_true (json_node_equal (json_object_get_member (in_obj, unknown[i]),
                                      json_object_get_member (out_obj, unknown[i])));
    }

  /* Also after a change of the known fields and a save to a file. */
  ((MlScenarioPlayer *) g_ptr_array_index (s->players, 0))->score = 99;
  g_autofree char *dir = g_dir_make_tmp ("ml-scenario-XXXXXX", &error);
  g_assert_no_error (error);
  REQUIRE (dir != NULL);
  g_autofree char *path = g_build_filename (dir, "kept.json", NULL);
  g_assert_true (ml_scenario_save_file (s, path, &error));
  g_assert_no_error (error);
  g_autoptr (MlScenario) again = ml_scenario_load_file (path, &error);
  g_assert_no_error (error);
  REQUIRE (again != NULL && again->extra != NULL);
  g_assert_cmpint (((MlScenarioPlayer *) g_ptr_array_index (again->players, 0))->score, ==, 99);
  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      REQUIRE (json_object_has_member (again->extra, unknown[i]));
      g_assert_true (json_node_equal (json_object_get_member (in_obj, unknown[i]),
                                      json_object_get_member (again->extra, unknown[i])));
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* ---- saving ------------------------------------------------------------------------------- */

/* The names in @dir, sorted, joined by spaces. */
static char *
list_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  if (d == NULL)
    return g_strdup ("<cannot open>");
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
test_save_load (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ml-scenario-XXXXXX", &error);
  g_assert_no_error (error);
  REQUIRE (dir != NULL);
  g_autoptr (GPtrArray) names = example_names ();
  g_assert_cmpuint (names->len, >, 0);
  for (guint i = 0; i <= names->len; i++)
    {
      g_autoptr (MlScenario) s = NULL;
      if (i < names->len)
        {
          g_autofree char *src = tu_example_path (g_ptr_array_index (names, i));
          s = ml_scenario_load_file (src, &error);
        }
      else
        s = load_text (rich_scenario, &error);
      g_assert_no_error (error);
      REQUIRE (s != NULL);
      g_autofree char *path = g_build_filename (dir, "saved.json", NULL);
      g_assert_true (ml_scenario_save_file (s, path, &error));
      g_assert_no_error (error);
      g_autoptr (MlScenario) loaded = ml_scenario_load_file (path, &error);
      g_assert_no_error (error);
      REQUIRE (loaded != NULL);
      assert_same_scenario (s, loaded);

      /* The file holds exactly what to_json gives. */
      g_autofree char *contents = NULL;
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_autofree char *text = ml_scenario_to_json (s);
      g_assert_cmpstr (contents, ==, text);
      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
test_save_atomic (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ml-scenario-XXXXXX", &error);
  g_assert_no_error (error);
  REQUIRE (dir != NULL);
  g_autofree char *path = g_build_filename (dir, "target.json", NULL);
  const char *old = "old contents, not a scenario\n";
  g_assert_true (g_file_set_contents (path, old, -1, &error));
  GStatBuf before, after;
  REQUIRE (g_stat (path, &before) == 0);

  g_autoptr (MlScenario) s = load_text (rich_scenario, &error);
  g_assert_no_error (error);
  REQUIRE (s != NULL);
  g_assert_true (ml_scenario_save_file (s, path, &error));
  g_assert_no_error (error);

  /* Replaced: new contents, in a new file put in place (a rename), not the old file
   * rewritten in place. */
  g_autofree char *contents = NULL;
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_autofree char *text = ml_scenario_to_json (s);
  g_assert_cmpstr (contents, ==, text);
  REQUIRE (g_stat (path, &after) == 0);
  g_assert_cmpuint ((guint64) before.st_ino, !=, (guint64) after.st_ino);

  /* No temporary file left beside it. */
  g_autofree char *listing = list_dir (dir);
  g_assert_cmpstr (listing, ==, "target.json");

  /* Saving again over itself works as well. */
  g_assert_true (ml_scenario_save_file (s, path, &error));
  g_assert_no_error (error);
  g_autofree char *listing2 = list_dir (dir);
  g_assert_cmpstr (listing2, ==, "target.json");

  /* Into a folder that does not exist: an error, and nothing created. */
  g_autofree char *missing_dir = g_build_filename (dir, "missing", NULL);
  g_autofree char *missing = g_build_filename (missing_dir, "out.json", NULL);
  g_assert_false (ml_scenario_save_file (s, missing, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (g_file_test (missing_dir, G_FILE_TEST_EXISTS));
  g_autofree char *listing3 = list_dir (dir);
  g_assert_cmpstr (listing3, ==, "target.json");

  /* Onto a folder: an error, the folder untouched and no temporary file left. */
  g_autofree char *sub = g_build_filename (dir, "a-folder", NULL);
  REQUIRE (g_mkdir (sub, 0755) == 0);
  g_assert_false (ml_scenario_save_file (s, sub, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (g_file_test (sub, G_FILE_TEST_IS_DIR));
  g_autofree char *listing4 = list_dir (dir);
  g_assert_cmpstr (listing4, ==, "a-folder target.json");
  g_autofree char *listing5 = list_dir (sub);
  g_assert_cmpstr (listing5, ==, "");

  /* The target still holds the good scenario. */
  g_autoptr (MlScenario) loaded = ml_scenario_load_file (path, &error);
  g_assert_no_error (error);
  REQUIRE (loaded != NULL);
  assert_same_scenario (s, loaded);

  g_rmdir (sub);
  g_unlink (path);
  g_rmdir (dir);
}

/* ---- bad input ------------------------------------------------------------------------------ */

#define HEAD "{\"format\": \"meeple-lab-scenario\", \"version\": 1, "
#define TWO_PLAYERS "\"players\": [{\"name\": \"Red\", \"score\": 0}, {\"name\": \"Blue\", \"score\": 0}]"
#define D_AT_ORIGIN "\"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 0}]"

typedef struct {
  const char *name;
  const char *data;
  const char *where;        /* the JSON path the message names, or NULL */
  const char *line_col;     /* else a regex for "NAME:LINE:COLUMN" after the name */
  gboolean in_game;         /* the fault shows only when laid out as a game */
  const char *not_said;     /* a claim the message must not make, or NULL */
} BadCase;

static const BadCase bad_cases[] = {
  { "set-aside-not-a-list", HEAD TWO_PLAYERS ", \"set_aside\": \"river-7\"}", "$.set_aside", NULL, FALSE, NULL },
  { "set-aside-number", HEAD TWO_PLAYERS ", \"set_aside\": [\"river-7\", 7]}", "$.set_aside[1]", NULL, FALSE, NULL },
  { "set-aside-unknown-tile", HEAD TWO_PLAYERS ", \"set_aside\": [\"river-99\"]}", "$.set_aside[0]", NULL, FALSE, NULL },
  /* A wonder that fits nowhere waits in hand: it is never set aside. */
  { "set-aside-wonder", HEAD TWO_PLAYERS ", \"set_aside\": [\"D\", \"taj-mahal\"]}", "$.set_aside[1]", NULL, FALSE, NULL },
  { "broken-json",
    HEAD "\n" TWO_PLAYERS ",\n  \"pieces\": [ {\"tile\": \"D\", \"x\": 0 \"y\": 0} ]\n}",
    NULL, ":3:[0-9]+", FALSE, NULL },
  { "truncated", HEAD "\n" TWO_PLAYERS ",\n\"pieces\": [", NULL, ":[0-9]+:[0-9]+", FALSE, NULL },
  { "not-an-object", "[1, 2, 3]", "$", NULL, FALSE, NULL },
  { "string-root", "\"meeple-lab-scenario\"", "$", NULL, FALSE, NULL },
  { "wrong-format", "{\"format\": \"other-game\", \"version\": 1, " TWO_PLAYERS "}", "$.format", NULL, FALSE, NULL },
  { "missing-format", "{\"version\": 1, " TWO_PLAYERS "}", "format", NULL, FALSE, NULL },
  { "unknown-tile", HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"Z9\", \"x\": 0, \"y\": 0}]}",
    "$.pieces[0].tile", NULL, FALSE, NULL },
  { "bad-rotation", HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 45}]}",
    "$.pieces[0].rotation", NULL, FALSE, NULL },
  { "bad-rotation-second-piece",
    HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0}, {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": -90}]}",
    "$.pieces[1].rotation", NULL, FALSE, NULL },
  { "unknown-expansion", HEAD "\"expansions\": [\"farmers\", \"dragons\"], " TWO_PLAYERS "}",
    "$.expansions[1]", NULL, FALSE, NULL },
  { "unknown-role", HEAD TWO_PLAYERS ", " D_AT_ORIGIN ", \"meeples\": [{\"player\": 0, \"x\": 0, \"y\": 0, \"at\": \"N\", \"role\": \"wizard\"}]}",
    "$.meeples[0].role", NULL, FALSE, NULL },
  { "bad-location", HEAD TWO_PLAYERS ", " D_AT_ORIGIN ", \"meeples\": [{\"player\": 0, \"x\": 0, \"y\": 0, \"at\": \"C\"}]}",
    "$.meeples[0].at", NULL, TRUE, NULL },
  { "garbage-location", HEAD TWO_PLAYERS ", " D_AT_ORIGIN ", \"meeples\": [{\"player\": 0, \"x\": 0, \"y\": 0, \"at\": \"upstairs\"}]}",
    "$.meeples[0].at", NULL, TRUE, NULL },
  { "meeple-on-empty-square", HEAD TWO_PLAYERS ", " D_AT_ORIGIN ", \"meeples\": [{\"player\": 0, \"x\": 3, \"y\": 3, \"at\": \"N\"}]}",
    "$.meeples[0]", NULL, TRUE, NULL },
  { "player-out-of-range", HEAD TWO_PLAYERS ", " D_AT_ORIGIN ", \"meeples\": [{\"player\": 2, \"x\": 0, \"y\": 0, \"at\": \"N\"}]}",
    "$.meeples[0].player", NULL, FALSE, NULL },
  { "player-negative", HEAD TWO_PLAYERS ", " D_AT_ORIGIN ", \"meeples\": [{\"player\": -1, \"x\": 0, \"y\": 0, \"at\": \"N\"}]}",
    "$.meeples[0].player", NULL, FALSE, NULL },
  { "turn-out-of-range", HEAD TWO_PLAYERS ", \"turn\": 2}", "$.turn", NULL, FALSE, NULL },
  { "no-players", HEAD "\"players\": []}", "$.players", NULL, FALSE, NULL },
  { "huge-double", HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 1e300, \"y\": 0}]}",
    "$.pieces[0].x", NULL, FALSE, NULL },
  { "huge-integer", HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 99999999999999999999, \"y\": 0}]}",
    "$.pieces[0].x", NULL, FALSE, NULL },
  /* Not read as some other number (the value does not fit 64 bits). */
  { "huge-integer-score", HEAD "\"players\": [{\"name\": \"Red\", \"score\": 99999999999999999999}]}",
    "$.players[0].score", NULL, FALSE, "is -1" },
  { "huge-double-score", HEAD "\"players\": [{\"name\": \"Red\", \"score\": 1e300}]}",
    "$.players[0].score", NULL, FALSE, NULL },
  { "negative-score", HEAD "\"players\": [{\"name\": \"Red\", \"score\": -5}]}",
    "$.players[0].score", NULL, FALSE, NULL },
  /* Who plays the seat in turn mode: one of three levels, named. */
  { "computer-unknown-level", HEAD "\"players\": [{\"name\": \"Red\"}, {\"name\": \"Blue\", \"computer\": \"expert\"}]}",
    "$.players[1].computer", NULL, FALSE, NULL },
  { "computer-not-a-string", HEAD "\"players\": [{\"name\": \"Red\", \"computer\": true}]}",
    "$.players[0].computer", NULL, FALSE, NULL },
  { "x-beyond-range", HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 100001, \"y\": 0}]}",
    "$.pieces[0].x", NULL, FALSE, NULL },
  { "y-beyond-range", HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": -100001}]}",
    "$.pieces[0].y", NULL, FALSE, NULL },
  { "huge-rotation", HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 18446744073709551706}]}",
    "$.pieces[0].rotation", NULL, FALSE, NULL },
  { "string-for-x", HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": \"0\", \"y\": 0}]}",
    "$.pieces[0].x", NULL, FALSE, NULL },
  { "fraction-for-x", HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 0.5, \"y\": 0}]}",
    "$.pieces[0].x", NULL, FALSE, NULL },
  { "object-for-pieces", HEAD TWO_PLAYERS ", \"pieces\": {\"tile\": \"D\", \"x\": 0, \"y\": 0}}",
    "$.pieces", NULL, FALSE, NULL },
  { "number-for-piece", HEAD TWO_PLAYERS ", \"pieces\": [7]}", "$.pieces[0]", NULL, FALSE, NULL },
  { "number-for-tile", HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": 4, \"x\": 0, \"y\": 0}]}",
    "$.pieces[0].tile", NULL, FALSE, NULL },
  { "missing-x", HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"y\": 0}]}", "$.pieces[0]", NULL, FALSE, NULL },
  { "unknown-reading", HEAD TWO_PLAYERS ", \"options\": {\"readings\": {\"dragons\": \"yes\"}}}",
    "$.options.readings", NULL, FALSE, NULL },
  { "unknown-reading-answer", HEAD TWO_PLAYERS ", \"options\": {\"readings\": {\"farmers\": \"second-edition\"}}}",
    "$.options.readings.farmers", NULL, FALSE, NULL },
  { "readings-not-an-object", HEAD TWO_PLAYERS ", \"options\": {\"readings\": [\"farmers\"]}}",
    "$.options.readings", NULL, FALSE, NULL },
  { "reading-answer-a-number", HEAD TWO_PLAYERS ", \"options\": {\"readings\": {\"farmers\": 1}}}",
    "$.options.readings.farmers", NULL, FALSE, NULL },
  { "reading-value-on-plain-answer", HEAD TWO_PLAYERS ", \"options\": {\"readings\": {\"farmers\": {\"answer\": \"first-edition\", \"value\": 3}}}}",
    "$.options.readings.farmers", NULL, FALSE, NULL },
  { "reading-value-out-of-range", HEAD TWO_PLAYERS ", \"options\": {\"readings\": {\"taj-fifth-slot\": {\"answer\": \"value\", \"value\": 1000}}}}",
    "$.options.readings.taj-fifth-slot.value", NULL, FALSE, NULL },
  { "reading-object-unknown-member", HEAD TWO_PLAYERS ", \"options\": {\"readings\": {\"taj-fifth-slot\": {\"answer\": \"value\", \"points\": 3}}}}",
    "$.options.readings.taj-fifth-slot", NULL, FALSE, NULL },
  { "reading-object-without-answer", HEAD TWO_PLAYERS ", \"options\": {\"readings\": {\"taj-fifth-slot\": {\"value\": 3}}}}",
    "$.options.readings.taj-fifth-slot", NULL, FALSE, NULL },
};

/* Whether @message names the JSON path @where: either whole ("$.pieces[0].x") or as the
 * object and the member in quotes ("$.pieces[0]: \"x\" …"). */
static gboolean
names_path (const char *message, const char *where)
{
  if (strstr (message, where) != NULL)
    return TRUE;
  const char *dot = strrchr (where, '.');
  if (dot == NULL || dot[1] == '\0' || strchr (dot, '[') != NULL)
    return FALSE;
  g_autofree char *parent = g_strndup (where, (gsize) (dot - where));
  g_autofree char *split = g_strdup_printf ("%s: \"%s\"", parent, dot + 1);
  return strstr (message, split) != NULL;
}

static void
check_message (const char *message, const char *where, const char *line_col)
{
  g_assert_nonnull (strstr (message, BAD_NAME));
  if (where && !names_path (message, where))
    g_test_fail_printf ("message “%s” does not name the JSON path %s", message, where);
  if (line_col)
    {
      g_autofree char *escaped = g_regex_escape_string (BAD_NAME, -1);
      g_autofree char *pattern = g_strdup_printf ("%s%s", escaped, line_col);
      if (!g_regex_match_simple (pattern, message, 0, 0))
        g_test_fail_printf ("message “%s” does not give the line and column (%s)", message, pattern);
    }
  g_assert_null (strchr (message, '\n'));
}

static void
test_bad_case (gconstpointer data)
{
  const BadCase *c = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = ml_scenario_load_data (c->data, strlen (c->data), BAD_NAME, &error);
  if (c->in_game)
    {
      /* Valid JSON, a valid file; the layout as a game is what fails. */
      g_assert_no_error (error);
      REQUIRE (s != NULL);
      g_autoptr (MlGame) game = ml_scenario_to_game (s, BAD_NAME, NULL, &error);
      g_assert_null (game);
      g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
      g_array_set_clear_func (problems, ml_problem_clear);
      g_autoptr (GError) error2 = NULL;
      g_autoptr (MlGame) game2 = ml_scenario_to_game (s, BAD_NAME, problems, &error2);
      g_assert_null (game2);   /* not a layout problem: no game can hold it */
      g_assert_error (error2, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID);
    }
  else
    g_assert_null (s);
  int code = c->line_col ? ML_SCENARIO_ERROR_SYNTAX : ML_SCENARIO_ERROR_INVALID;
  g_assert_error (error, ML_SCENARIO_ERROR, code);
  REQUIRE (error != NULL);
  g_test_message ("message: %s", error->message);
  check_message (error->message, c->where, c->line_col);
  if (c->not_said && strstr (error->message, c->not_said))
    g_test_fail_printf ("message “%s” claims “%s”", error->message, c->not_said);
}

static void
test_bad_version (void)
{
  static const char *const versions[] = { "2", "0", "\"1\"", "1.5", "-1" };
  for (guint i = 0; i < G_N_ELEMENTS (versions); i++)
    {
      g_autofree char *text = g_strdup_printf ("{\"format\": \"meeple-lab-scenario\", \"version\": %s, %s}",
                                               versions[i], TWO_PLAYERS);
      g_autoptr (GError) error = NULL;
      g_autoptr (MlScenario) s = ml_scenario_load_data (text, strlen (text), BAD_NAME, &error);
      g_test_message ("version %s", versions[i]);
      g_assert_null (s);
      g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID);
      if (error)
        check_message (error->message, "$.version", NULL);
    }
  /* A missing version too. */
  const char *text = "{\"format\": \"meeple-lab-scenario\", " TWO_PLAYERS "}";
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = ml_scenario_load_data (text, strlen (text), BAD_NAME, &error);
  g_assert_null (s);
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID);
  if (error)
    check_message (error->message, "version", NULL);
}

static void
test_deep_nesting (void)
{
  /* 100000 '[' on one line, and objects nested as deep. */
  static const char *const units[] = { "[", "{\"a\":" };
  for (guint k = 0; k < G_N_ELEMENTS (units); k++)
    {
      GString *data = g_string_new (NULL);
      while (data->len < 100000)
        g_string_append (data, units[k]);
      g_autoptr (GError) error = NULL;
      g_autoptr (MlScenario) s = ml_scenario_load_data (data->str, data->len, BAD_NAME, &error);
      g_assert_null (s);
      g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_SYNTAX);
      if (error)
        check_message (error->message, NULL, ":1:[0-9]+");
      g_string_free (data, TRUE);
    }
  /* A deep value inside an otherwise good scenario. */
  GString *text = g_string_new (HEAD TWO_PLAYERS ",\n\"x-deep\": ");
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (text, ']');
  g_string_append (text, "}");
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = ml_scenario_load_data (text->str, text->len, BAD_NAME, &error);
  g_assert_null (s);
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_SYNTAX);
  if (error)
    check_message (error->message, NULL, ":2:[0-9]+");
  g_string_free (text, TRUE);
}

static void
test_not_utf8 (void)
{
  /* A bad byte inside a string on line 3: the message says where (line and column, or the
   * JSON path of the string). */
  static const char data[] = "{\"format\": \"meeple-lab-scenario\", \"version\": 1,\n"
                             "\"players\": [{\"name\": \"Red\"}],\n"
                             "\"title\": \"Ch\xe2" "teau \xff\xfe\"}\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = ml_scenario_load_data (data, sizeof data - 1, BAD_NAME, &error);
  g_assert_null (s);
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_SYNTAX);
  REQUIRE (error != NULL);
  g_test_message ("message: %s", error->message);
  g_assert_nonnull (strstr (error->message, BAD_NAME));
  g_autofree char *escaped = g_regex_escape_string (BAD_NAME, -1);
  g_autofree char *pattern = g_strdup_printf ("%s:3:[0-9]+", escaped);
  if (!g_regex_match_simple (pattern, error->message, 0, 0) && strstr (error->message, "$.title") == NULL)
    g_test_fail_printf ("message “%s” says neither line 3 and a column nor $.title", error->message);
  /* Still one line, and itself valid UTF-8 (the bad bytes are not copied into it). */
  g_assert_null (strchr (error->message, '\n'));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));

  /* A NUL byte inside the data is not text either. */
  static const char nul[] = "{\"format\": \"meeple-lab-scenario\"\0, \"version\": 1}";
  g_autoptr (GError) error2 = NULL;
  g_autoptr (MlScenario) s2 = ml_scenario_load_data (nul, sizeof nul - 1, BAD_NAME, &error2);
  g_assert_null (s2);
  g_assert_error (error2, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_SYNTAX);
  if (error2)
    g_assert_nonnull (strstr (error2->message, BAD_NAME));
}

static void
test_empty_data (void)
{
  static const char *const texts[] = { "", "   \n  ", "null" };
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (MlScenario) s = ml_scenario_load_data (texts[i], strlen (texts[i]), BAD_NAME, &error);
      g_assert_null (s);
      g_assert_nonnull (error);
      if (error)
        {
          g_assert_true (error->domain == ML_SCENARIO_ERROR);
          g_assert_nonnull (strstr (error->message, BAD_NAME));
        }
    }
}

static void
test_load_file_errors (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ml-scenario-XXXXXX", &error);
  g_assert_no_error (error);
  REQUIRE (dir != NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  g_autoptr (MlScenario) s = ml_scenario_load_file (missing, &error);
  g_assert_null (s);
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ);
  if (error)
    g_assert_nonnull (strstr (error->message, "missing.json"));
  g_clear_error (&error);

  g_autoptr (MlScenario) s2 = ml_scenario_load_file (dir, &error);
  g_assert_null (s2);
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ);
  if (error)
    g_assert_nonnull (strstr (error->message, dir));
  g_clear_error (&error);

  /* The name in the messages of a file is its path. */
  g_autofree char *bad = g_build_filename (dir, "bad-rotation.json", NULL);
  const char *text = HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 45}]}";
  g_assert_true (g_file_set_contents (bad, text, -1, NULL));
  g_autoptr (MlScenario) s3 = ml_scenario_load_file (bad, &error);
  g_assert_null (s3);
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID);
  if (error)
    {
      g_assert_nonnull (strstr (error->message, bad));
      g_assert_nonnull (strstr (error->message, "$.pieces[0].rotation"));
    }
  g_unlink (bad);
  g_rmdir (dir);
}

/* ---- to and from a game ------------------------------------------------------------------------ */

static void
test_overlap (void)
{
  const char *text = HEAD TWO_PLAYERS ", \"pieces\": ["
    "{\"tile\": \"D\", \"x\": 0, \"y\": 0},"
    "{\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 90},"
    "{\"tile\": \"E\", \"x\": 1, \"y\": 0}]}";
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = load_text (text, &error);
  g_assert_no_error (error);
  REQUIRE (s != NULL);

  /* With a problems array: a problem at the square, and a game with the other pieces. */
  g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems, ml_problem_clear);
  g_autoptr (MlGame) game = ml_scenario_to_game (s, "overlap.json", problems, &error);
  g_assert_no_error (error);
  REQUIRE (game != NULL);
  g_assert_cmpuint (problems->len, ==, 1);
  REQUIRE (problems->len >= 1);
  const MlProblem *p = &g_array_index (problems, MlProblem, 0);
  g_assert_cmpint (p->x, ==, 1);
  g_assert_cmpint (p->y, ==, 0);
  g_assert_nonnull (p->message);
  g_assert_cmpuint (ml_board_n_pieces (game->board), ==, 2);
  guint cell;
  int at = ml_board_piece_at (game->board, 1, 0, &cell);
  REQUIRE (at != ML_NO_PIECE);
  g_assert_cmpstr (ml_board_piece (game->board, (guint) at)->tile->id, ==, "U");

  /* Without: an error that names the file and the piece. */
  g_autoptr (MlGame) none = ml_scenario_to_game (s, "overlap.json", NULL, &error);
  g_assert_null (none);
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID);
  if (error)
    {
      g_assert_nonnull (strstr (error->message, "overlap.json"));
      g_assert_nonnull (strstr (error->message, "$.pieces[2]"));
    }
}

/* A role that does not fit the feature is a layout problem too. */
static void
test_role_problem (void)
{
  const char *text = HEAD TWO_PLAYERS ", " D_AT_ORIGIN
    ", \"meeples\": [{\"player\": 1, \"x\": 0, \"y\": 0, \"at\": \"N\", \"role\": \"prior\"}]}";
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = load_text (text, &error);
  g_assert_no_error (error);
  REQUIRE (s != NULL);
  g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems, ml_problem_clear);
  g_autoptr (MlGame) game = ml_scenario_to_game (s, "role.json", problems, &error);
  g_assert_no_error (error);
  REQUIRE (game != NULL);
  g_assert_cmpuint (problems->len, ==, 1);
  if (problems->len >= 1)
    {
      g_assert_cmpint (g_array_index (problems, MlProblem, 0).x, ==, 0);
      g_assert_cmpint (g_array_index (problems, MlProblem, 0).y, ==, 0);
    }
  g_autoptr (MlGame) none = ml_scenario_to_game (s, "role.json", NULL, &error);
  g_assert_null (none);
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID);
  if (error)
    {
      g_assert_nonnull (strstr (error->message, "role.json"));
      g_assert_nonnull (strstr (error->message, "$.meeples[0]"));
    }
}

/* Every square is a square: pieces anywhere in range, west and north of the start too. */
static void
test_to_game_everywhere (void)
{
  static const struct { int x, y; } squares[] = {
    { -1, -1 }, { -1, 0 }, { 0, -1 }, { 1, 1 }, { -100000, 100000 }, { 100000, -100000 }, { -1, 1 }, { 1, -1 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
    {
      g_autofree char *text = g_strdup_printf (HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0},"
                                               "{\"tile\": \"B\", \"x\": %d, \"y\": %d}],"
                                               "\"meeples\": [{\"player\": 1, \"x\": %d, \"y\": %d, \"at\": \"C\"}]}",
                                               squares[i].x, squares[i].y, squares[i].x, squares[i].y);
      g_autoptr (GError) error = NULL;
      g_test_message ("B at (%d, %d)", squares[i].x, squares[i].y);
      g_autoptr (MlScenario) s = load_text (text, &error);
      g_assert_no_error (error);
      REQUIRE (s != NULL);
      g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
      g_array_set_clear_func (problems, ml_problem_clear);
      g_autoptr (MlGame) game = ml_scenario_to_game (s, "everywhere.json", problems, &error);
      g_assert_no_error (error);
      REQUIRE (game != NULL);
      for (guint k = 0; k < problems->len; k++)
        g_test_message ("problem: %s", g_array_index (problems, MlProblem, k).message);
      g_assert_cmpuint (problems->len, ==, 0);
      g_assert_cmpuint (ml_board_n_pieces (game->board), ==, 2);
      g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 1);
      guint cell;
      int at = ml_board_piece_at (game->board, squares[i].x, squares[i].y, &cell);
      REQUIRE (at != ML_NO_PIECE);
      g_assert_cmpstr (ml_board_piece (game->board, (guint) at)->tile->id, ==, "B");
      /* A square nobody laid on stays empty. */
      g_assert_cmpint (ml_board_piece_at (game->board, squares[i].x + 2, squares[i].y + 2, NULL), ==, ML_NO_PIECE);
    }
}

/* The feature of (x, y) that location code @at names. */
static guint8
feature_of (const MlGame *game, int x, int y, const char *at)
{
  guint cell;
  int piece = ml_board_piece_at (game->board, x, y, &cell);
  if (piece == ML_NO_PIECE)
    return ML_NO_FEATURE;
  const MlPiece *p = ml_board_piece (game->board, (guint) piece);
  return ml_tile_feature_at (p->tile, p->rot, cell, at);
}

static void
test_update_from_game (void)
{
  /* D turned 180 (city south, road W–E) at the origin; Blue's knight in the city, Red's
   * thief on the road; Red to move. */
  const char *text =
    HEAD "\"players\": [{\"name\": \"Red\", \"score\": 3}, {\"name\": \"Blue\", \"score\": 0}],"
    "\"turn\": 0,"
    "\"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 180}],"
    "\"meeples\": [{\"player\": 1, \"x\": 0, \"y\": 0, \"at\": \"S\"},"
    "              {\"player\": 0, \"x\": 0, \"y\": 0, \"at\": \"road\"}],"
    "\"x-keep\": 1}";
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = load_text (text, &error);
  g_assert_no_error (error);
  REQUIRE (s != NULL);
  g_autoptr (MlGame) game = ml_scenario_to_game (s, "update.json", NULL, &error);
  g_assert_no_error (error);
  REQUIRE (game != NULL);

  /* Red lays E below, closing Blue's city (2 tiles: 4 points), with a farmer on E's field. */
  const MlTileDef *e = tu_tile ("E");
  MlMeepleChoice choice = { 0 };
  choice.wanted = TRUE;
  choice.cell = 0;
  choice.feature = ml_tile_feature_at (e, 0, 0, "SSW");
  REQUIRE (choice.feature != ML_NO_FEATURE);
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  gboolean moved = ml_game_move (game, e, 0, 1, 0, &choice, events, &error);
  g_assert_no_error (error);
  REQUIRE (moved);

  ml_scenario_update_from_game (s, game);
  g_assert_cmpuint (s->turn, ==, 1);
  REQUIRE (s->players->len == 2);
  g_assert_cmpint (((MlScenarioPlayer *) g_ptr_array_index (s->players, 0))->score, ==, 3);
  g_assert_cmpint (((MlScenarioPlayer *) g_ptr_array_index (s->players, 1))->score, ==, 4);

  REQUIRE (s->pieces->len == 2);
  const MlScenarioPiece *p0 = g_ptr_array_index (s->pieces, 0), *p1 = g_ptr_array_index (s->pieces, 1);
  g_assert_cmpstr (p0->tile, ==, "D");
  g_assert_cmpint (p0->x, ==, 0);
  g_assert_cmpint (p0->y, ==, 0);
  g_assert_cmpint (p0->rot, ==, 2);
  g_assert_cmpstr (p1->tile, ==, "E");
  g_assert_cmpint (p1->x, ==, 0);
  g_assert_cmpint (p1->y, ==, 1);
  g_assert_cmpint (p1->rot, ==, 0);
  g_assert_cmpint (p1->owner, ==, -1);

  /* Blue's knight went home; Red's thief and new farmer stay, named by location codes. */
  g_assert_cmpuint (s->meeples->len, ==, 2);
  gboolean thief = FALSE, farmer = FALSE;
  for (guint i = 0; i < s->meeples->len; i++)
    {
      const MlScenarioMeeple *m = g_ptr_array_index (s->meeples, i);
      MlLoc loc;
      g_test_message ("meeple of %d at (%d, %d) %s", m->player, m->x, m->y, m->at);
      g_assert_cmpint (m->player, ==, 0);
      g_assert_null (m->role);
      REQUIRE (m->at != NULL);
      g_assert_true (ml_loc_parse (m->at, &loc));
      if (m->x == 0 && m->y == 0)
        {
          thief = TRUE;
          g_assert_cmpint (feature_of (game, 0, 0, m->at), ==, feature_of (game, 0, 0, "W"));
        }
      else if (m->x == 0 && m->y == 1)
        {
          farmer = TRUE;
          g_assert_cmpint (feature_of (game, 0, 1, m->at), ==, feature_of (game, 0, 1, "SSW"));
        }
    }
  g_assert_true (thief);
  g_assert_true (farmer);

  /* Written and read back, the scenario lays out as the same game. */
  g_autofree char *json = ml_scenario_to_json (s);
  g_assert_nonnull (strstr (json, "\"x-keep\""));
  g_autoptr (MlScenario) again = ml_scenario_load_data (json, strlen (json), "update.json", &error);
  g_assert_no_error (error);
  REQUIRE (again != NULL);
  assert_same_scenario (s, again);
  g_autoptr (MlGame) game2 = ml_scenario_to_game (again, "update.json", NULL, &error);
  g_assert_no_error (error);
  REQUIRE (game2 != NULL);
  g_assert_cmpuint (ml_board_n_pieces (game2->board), ==, 2);
  g_assert_cmpuint (ml_board_n_meeples (game2->board), ==, 2);
  g_assert_cmpuint (game2->turn, ==, 1);
  g_assert_cmpint (game2->scores[1], ==, 4);
}

/* "set_aside": read into the game, written back, kept in order; written once a tile has
 * been set aside in the game even if the file had none. */
static void
test_set_aside (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = load_text (HEAD "\"expansions\": [\"farmers\", \"river\"], " TWO_PLAYERS
                                        ", \"pieces\": [{\"tile\": \"river-spring\", \"x\": 0, \"y\": 0}],"
                                        " \"set_aside\": [\"river-7\", \"D\", \"river-9\"]}", &error);
  g_assert_no_error (error);
  REQUIRE (s != NULL);
  g_assert_cmpuint (g_strv_length (s->set_aside), ==, 3);
  g_autoptr (MlGame) game = ml_scenario_to_game (s, "t.json", NULL, &error);
  g_assert_no_error (error);
  REQUIRE (game != NULL);
  g_assert_cmpuint (game->n_set_aside, ==, 3);
  g_assert_cmpstr (game->set_aside[0]->id, ==, "river-7");
  g_assert_cmpstr (game->set_aside[1]->id, ==, "D");
  /* Out of the bag: the box less the spring and the three tiles. */
  g_autoptr (GPtrArray) left = g_ptr_array_new ();
  ml_bag_left (game, left);
  guint sevens = 0;
  for (guint i = 0; i < left->len; i++)
    sevens += g_str_equal (((const MlTileDef *) g_ptr_array_index (left, i))->id, "river-7");
  g_assert_cmpuint (sevens, ==, 0);
  /* The box: 72 base tiles and 12 river tiles, less the spring and the three. */
  g_assert_cmpuint (left->len, ==, 72 + 12 - 1 - 3);

  /* The 1st edition's spring and lake (a recorded game's) stand in for the box's own:
   * neither of ours is left in the bag once they are laid or set aside. */
  g_autoptr (MlScenario) first = load_text (HEAD "\"expansions\": [\"farmers\", \"river\"], " TWO_PLAYERS
                                            ", \"pieces\": [{\"tile\": \"river-spring-1e\", \"x\": 0, \"y\": 0}],"
                                            " \"set_aside\": [\"river-lake-1e\"]}", &error);
  g_assert_no_error (error);
  REQUIRE (first != NULL);
  g_autoptr (MlGame) first_game = ml_scenario_to_game (first, "t.json", NULL, &error);
  g_assert_no_error (error);
  REQUIRE (first_game != NULL);
  g_autoptr (GPtrArray) first_left = g_ptr_array_new ();
  ml_bag_left (first_game, first_left);
  g_assert_cmpuint (first_left->len, ==, 72 + 12 - 2);
  for (guint i = 0; i < first_left->len; i++)
    {
      const char *id = ((const MlTileDef *) g_ptr_array_index (first_left, i))->id;
      g_assert_cmpstr (id, !=, "river-spring");
      g_assert_cmpstr (id, !=, "river-lake");
    }
  g_autofree char *json = ml_scenario_to_json (s);
  g_autoptr (MlScenario) again = load_text (json, &error);
  g_assert_no_error (error);
  REQUIRE (again != NULL);
  assert_same_scenario (s, again);

  /* Absent, it stays absent; a game that set a tile aside writes it. */
  g_autoptr (MlScenario) plain = load_text (HEAD TWO_PLAYERS ", " D_AT_ORIGIN "}", &error);
  g_assert_no_error (error);
  REQUIRE (plain != NULL);
  g_assert_null (plain->set_aside);
  g_autofree char *plain_json = ml_scenario_to_json (plain);
  g_assert_null (strstr (plain_json, "set_aside"));
  g_autoptr (MlGame) played = ml_scenario_to_game (plain, "t.json", NULL, &error);
  g_assert_no_error (error);
  ml_scenario_update_from_game (plain, played);
  g_assert_null (plain->set_aside);
  played->set_aside[played->n_set_aside++] = ml_catalogue_lookup (ml_catalogue_get_default (), "V");
  ml_scenario_update_from_game (plain, played);
  g_autofree char *after = ml_scenario_to_json (plain);
  g_autoptr (MlScenario) reread = load_text (after, &error);
  g_assert_no_error (error);
  REQUIRE (reread != NULL);
  g_assert_cmpuint (g_strv_length (reread->set_aside), ==, 1);
  g_assert_cmpstr (reread->set_aside[0], ==, "V");
}

/* A prior keeps its role through the game and back. */
static void
test_update_prior (void)
{
  g_autofree char *path = tu_example_path ("prior-lines.json");
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = ml_scenario_load_file (path, &error);
  g_assert_no_error (error);
  REQUIRE (s != NULL);
  g_autoptr (MlGame) game = ml_scenario_to_game (s, path, NULL, &error);
  g_assert_no_error (error);
  REQUIRE (game != NULL);
  ml_scenario_update_from_game (s, game);
  REQUIRE (s->meeples->len == 1);
  const MlScenarioMeeple *m = g_ptr_array_index (s->meeples, 0);
  g_assert_cmpstr (m->role, ==, "prior");
  g_assert_cmpstr (m->at, ==, "C");
  g_assert_cmpint (m->x, ==, 0);
  g_assert_cmpint (m->y, ==, 0);
  g_assert_cmpuint (s->pieces->len, ==, 10);
}

/* Tests that lay out a game run in a process of their own: a crash in the core then fails
 * that test alone instead of ending the whole run. */
typedef struct {
  GTestFunc func;
} Isolated;

static void
run_isolated (gconstpointer data)
{
  const Isolated *isolated = data;
  if (g_test_subprocess ())
    {
      isolated->func ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

#define add_isolated(path, function)                                 \
  G_STMT_START {                                                    \
    static const Isolated isolated_ = { function };                 \
    g_test_add_data_func (path, &isolated_, run_isolated);          \
  } G_STMT_END

/* Title and description in the user's language when the file has them, else its own. */
static void
test_localized (void)
{
  const char *text =
    "{\"format\":\"meeple-lab-scenario\",\"version\":1,\"title\":\"Roads\",\"description\":\"About roads.\","
    "\"players\":[{\"name\":\"A\"}],\"pieces\":[],"
    "\"translations\":{\"fr\":{\"title\":\"Routes\"},\"sk\":{\"title\":\"Cesty\",\"description\":\"O cestách.\"}}}";
  g_autoptr (MlScenario) s = ml_scenario_load_data (text, strlen (text), "t.json", NULL);
  g_assert_nonnull (s);
  const char *saved = g_getenv ("LANGUAGE");
  g_autofree char *old = g_strdup (saved);
  g_setenv ("LANGUAGE", "fr", TRUE);
  g_assert_cmpstr (ml_scenario_localized (s, "title"), ==, "Routes");
  g_assert_cmpstr (ml_scenario_localized (s, "description"), ==, "About roads.");
  g_setenv ("LANGUAGE", "sk:fr", TRUE);
  g_assert_cmpstr (ml_scenario_localized (s, "title"), ==, "Cesty");
  g_assert_cmpstr (ml_scenario_localized (s, "description"), ==, "O cestách.");
  g_setenv ("LANGUAGE", "en:fr", TRUE);
  g_assert_cmpstr (ml_scenario_localized (s, "title"), ==, "Roads");
  g_setenv ("LANGUAGE", "de", TRUE);
  g_assert_cmpstr (ml_scenario_localized (s, "title"), ==, "Roads");
  /* Saving keeps the file's own texts and its translations. */
  g_autofree char *json = ml_scenario_to_json (s);
  g_assert_nonnull (strstr (json, "\"Roads\""));
  g_assert_nonnull (strstr (json, "\"Cesty\""));
  if (old)
    g_setenv ("LANGUAGE", old, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

/* ---- hostile files (each one once crashed, hung, lied or lost a save) --------------------- */

#define HOSTILE_BASE HEAD TWO_PLAYERS ", " D_AT_ORIGIN

/* Refused with one clear line that names the file, in valid UTF-8, with no control
 * character and a bounded length. */
static void
assert_refused (const char *data, gsize length, const char *why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = ml_scenario_load_data (data, length, BAD_NAME, &error);
  g_test_message ("%s", why);
  g_assert_null (s);
  g_assert_nonnull (error);
  if (error == NULL)
    return;
  g_test_message ("message: %s", error->message);
  g_assert_true (error->domain == ML_SCENARIO_ERROR);
  g_assert_true (g_str_has_prefix (error->message, BAD_NAME));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpuint (strlen (error->message), <, 400);
  for (const char *p = error->message; *p; p = g_utf8_next_char (p))
    g_assert_false (g_unichar_iscntrl (g_utf8_get_char (p)));
}

static void
assert_text_refused (const char *text, const char *why)
{
  assert_refused (text, strlen (text), why);
}

static void
test_hostile_nesting (void)
{
  /* Brackets that a pre-scan would have taken for text, inside a single-quoted string and
   * inside a comment: json-glib's recursion overflowed the stack on them. */
  static const char *const prefixes[] = { "['\"',", "/*", "[\"\\\"\",", "// x\n" };
  for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
    {
      GString *text = g_string_new (prefixes[i]);
      for (guint k = 0; k < 100000; k++)
        g_string_append_c (text, '[');
      assert_refused (text->str, text->len, prefixes[i]);
      g_string_free (text, TRUE);
    }
}

static void
test_hostile_lax_json (void)
{
  static const char *const texts[] = {
    HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 0x10, \"y\": 0}]}",     /* hexadecimal */
    HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 010, \"y\": 0}]}",      /* octal */
    HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": 0xffffffffffffffffffff, \"y\": 0}]}",
    HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"D\", \"x\": $x, \"y\": 0}]}",       /* an identifier */
    HEAD TWO_PLAYERS ", \"title\": 'single'}",
    HEAD TWO_PLAYERS " /* a comment */}",
    HOSTILE_BASE "}" HOSTILE_BASE "}",                                                 /* two values */
    HOSTILE_BASE "} x",
    HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"U\\u0000zzz\", \"x\": 0, \"y\": 0}]}", /* NUL */
    HEAD "\"players\": [{\"name\": \"\\ud800\"}]}",                                   /* lone surrogates */
    HEAD "\"players\": [{\"name\": \"\\udc00x\"}]}",
    HEAD "\"players\": [{\"name\": \"\\ud800\\u0041\"}]}",
    HEAD "\"players\": [{\"name\": \"\\u001b[2J\"}]}",                                /* a terminal command */
    HEAD "\"players\": [{\"name\": \"Red\\u009b\"}]}",
    HEAD TWO_PLAYERS ", \"x-big\": 1e309}",                                            /* infinity */
    HEAD TWO_PLAYERS ", \"x-big\": -1E+400}",
    HEAD TWO_PLAYERS ", \"title\": \"a\", \"title\": \"b\"}",                        /* a name twice */
    HEAD TWO_PLAYERS ", \"x\": [1,]}",
    HEAD TWO_PLAYERS ", \"x\": .5}",
    HEAD TWO_PLAYERS ", \"x\": tru}",
    HEAD TWO_PLAYERS ", \"x\": \"tab\there\"}",
  };
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    assert_text_refused (texts[i], texts[i]);

  /* What strict JSON allows still loads: escapes, a surrogate pair, exponents. */
  const char *good = HEAD "\"players\": [{\"name\": \"\\u00c9\\ud83d\\ude00\\/\"}], \"title\": \"a\\n\\tb\", "
                     "\"x-n\": [-0, 1.5e3, 2E-2, true, false, null]}";
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = ml_scenario_load_data (good, strlen (good), BAD_NAME, &error);
  g_assert_nonnull (s);
  g_assert_no_error (error);
  if (s)
    {
      g_assert_cmpstr (((MlScenarioPlayer *) g_ptr_array_index (s->players, 0))->name, ==, "É\xf0\x9f\x98\x80/");
      g_assert_cmpstr (s->title, ==, "a\n\tb");
    }
}

/* A byte order mark before the text is skipped, as RFC 8259 allows; anywhere else it is
 * named, where "expected a value" left the reader to guess at an invisible character. */
static void
test_byte_order_mark (void)
{
  const char *text = "\xef\xbb\xbf" HEAD TWO_PLAYERS "}";
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = ml_scenario_load_data (text, strlen (text), BAD_NAME, &error);
  g_assert_no_error (error);
  g_assert_nonnull (s);
  const char *const bad[] = { "\xef\xbb\xbf\xef\xbb\xbf" HEAD TWO_PLAYERS "}", HEAD TWO_PLAYERS ", \"x\": \xef\xbb\xbf" "1}" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) bad_error = NULL;
      g_autoptr (MlScenario) t = ml_scenario_load_data (bad[i], strlen (bad[i]), BAD_NAME, &bad_error);
      g_assert_null (t);
      g_assert_error (bad_error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_SYNTAX);
      if (bad_error)
        g_assert_nonnull (strstr (bad_error->message, "byte order mark (U+FEFF)"));
    }
}

static void
test_hostile_long_id (void)
{
  GString *text = g_string_new (HEAD TWO_PLAYERS ", \"pieces\": [{\"tile\": \"");
  for (guint i = 0; i < 1000000; i++)
    g_string_append_c (text, 'Z');
  g_string_append (text, "\", \"x\": 0, \"y\": 0}]}");
  assert_refused (text->str, text->len, "a 1 MB unknown id");
  g_string_free (text, TRUE);
}

static void
test_hostile_memory (void)
{
  /* 16 MiB of empty objects: refused by the limits on values, quickly and in little memory. */
  GString *text = g_string_new ("[");
  while (text->len < ML_MAX_FILE_SIZE - 4)
    g_string_append (text, "{},");
  g_string_append (text, "{}]");
  gint64 start = g_get_monotonic_time ();
  assert_refused (text->str, text->len, "[{},{},…]");
  g_assert_cmpint (g_get_monotonic_time () - start, <, 20 * G_USEC_PER_SEC);
  /* And one byte more than the limit is refused before reading it. */
  g_string_set_size (text, ML_MAX_FILE_SIZE + 1);
  assert_refused (text->str, text->len, "over 16 MiB");
  g_string_free (text, TRUE);
}

static void
test_hostile_special_files (void)
{
  /* A device, a link to one, and a FIFO with no writer: refused at once, naming the file. */
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ml-hostile-XXXXXX", &error);
  g_assert_no_error (error);
  REQUIRE (dir != NULL);
  g_autofree char *link = g_build_filename (dir, "zero.json", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.json", NULL);
  g_assert_cmpint (symlink ("/dev/zero", link), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  const char *const paths[] = { "/dev/zero", "/dev/urandom", link, fifo };
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr (GError) read_error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr (MlScenario) s = ml_scenario_load_file (paths[i], &read_error);
      g_assert_null (s);
      g_assert_error (read_error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ);
      if (read_error)
        g_assert_nonnull (strstr (read_error->message, paths[i]));
      g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);
    }
  g_unlink (link);
  g_unlink (fifo);
  g_rmdir (dir);
}

/* Every double the reader can give is written as a number it reads back to the same bits;
 * json-glib alone wrote 1e17 as "1e+17.0". A string that looks like one stays as it is. */
static void
test_numbers_written_as_read (void)
{
  static const double fixed[] = { 1e17, 2e17, 1e20, -1e20, 1e80, 5e-324, 1.5e300, -0.0, 0.1, 1e16,
                                  123456789012345678.0, 1.7976931348623157e308, 2.2250738585072014e-308 };
  static const MlJsonLimits limits = { 8, 100, 10, 18 };
  GRand *rand = g_rand_new_with_seed (25);
  for (guint i = 0; i < G_N_ELEMENTS (fixed) + 20000; i++)
    {
      double v;
      if (i < G_N_ELEMENTS (fixed))
        v = fixed[i];
      else
        {
          guint64 bits = ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);
          memcpy (&v, &bits, sizeof v);
          if (!isfinite (v))
            continue;
        }
      g_autoptr (JsonObject) obj = json_object_new ();
      json_object_set_double_member (obj, "v", v);
      json_object_set_string_member (obj, "s", "1e+17.0");
      g_autoptr (JsonNode) node = json_node_init_object (json_node_alloc (), obj);
      g_autofree char *text = ml_json_to_text (node, i % 2 == 0);
      g_autoptr (GError) error = NULL;
      g_autoptr (JsonNode) back = ml_json_parse (text, strlen (text), "numbers", &limits, &error);
      g_assert_no_error (error);
      REQUIRE (back != NULL);
      JsonObject *got = json_node_get_object (back);
      g_assert_cmpstr (json_object_get_string_member (got, "s"), ==, "1e+17.0");
      JsonNode *n = json_object_get_member (got, "v");
      REQUIRE (json_node_get_value_type (n) == G_TYPE_DOUBLE);
      double w = json_node_get_double (n);
      if (memcmp (&v, &w, sizeof v) != 0)
        {
          g_test_fail_printf ("%.17g written as %s read back as %.17g", v, text, w);
          break;
        }
    }
  g_rand_free (rand);

  /* And a scenario holding such numbers saves, where before every save was refused. */
  const char *numbers[] = { "1e17", "2e17", "1e20", "-1e20", "1E80" };
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      g_autofree char *text = g_strdup_printf (HEAD TWO_PLAYERS ", \"x-note\": %s}", numbers[i]);
      g_autoptr (MlScenario) s = ml_scenario_load_data (text, strlen (text), BAD_NAME, NULL);
      REQUIRE (s != NULL);
      g_autoptr (GError) error = NULL;
      g_autofree char *saved = ml_scenario_to_checked_json (s, BAD_NAME, &error);
      g_assert_no_error (error);
      g_assert_nonnull (saved);
    }
}

static char *
save_tmp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("ml-save-XXXXXX", &error);
  g_assert_no_error (error);
  return dir;
}

/* Whether saving onto @path is refused with @path and @words in the message, the thing
 * there left as it was (its type, and for a file its text). */
static void
assert_save_refused (const MlScenario *s, const char *path, const char *words)
{
  struct stat before, after;
  g_assert_cmpint (g_lstat (path, &before), ==, 0);
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_scenario_save_file (s, path, &error));
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_WRITE);
  if (error)
    {
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, path));
      g_assert_nonnull (strstr (error->message, words));
    }
  g_assert_cmpint (g_lstat (path, &after), ==, 0);
  g_assert_cmpuint (before.st_mode, ==, after.st_mode);
  g_assert_cmpuint (before.st_ino, ==, after.st_ino);
}

/* A save replaces a regular file only: never a named pipe, a device, a folder or what a
 * link to one of them points at, and not a read-only file (refused, even for root). */
static void
test_save_refuses_what_is_not_a_file (void)
{
  const char *text = HEAD TWO_PLAYERS ", " D_AT_ORIGIN "}";
  g_autoptr (MlScenario) s = ml_scenario_load_data (text, strlen (text), BAD_NAME, NULL);
  REQUIRE (s != NULL);
  g_autofree char *dir = save_tmp_dir ();
  g_autofree char *fifo = g_build_filename (dir, "fifo.json", NULL);
  g_autofree char *to_fifo = g_build_filename (dir, "to-fifo.json", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.json", NULL);
  g_autofree char *device = g_build_filename (dir, "null.json", NULL);
  g_autofree char *to_device = g_build_filename (dir, "to-null.json", NULL);
  g_autofree char *loop = g_build_filename (dir, "loop.json", NULL);
  g_autofree char *read_only = g_build_filename (dir, "read-only.json", NULL);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("fifo.json", to_fifo), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_cmpint (symlink ("loop.json", loop), ==, 0);
  assert_save_refused (s, fifo, "named pipe");
  assert_save_refused (s, to_fifo, "named pipe");
  struct stat st;
  g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  assert_save_refused (s, folder, "folder");
  assert_save_refused (s, loop, g_strerror (ELOOP));

  /* A device of our own (the same as /dev/null), where we may make one. */
  if (mknod (device, S_IFCHR | 0600, makedev (1, 3)) == 0)
    {
      g_assert_cmpint (symlink ("null.json", to_device), ==, 0);
      assert_save_refused (s, device, "device");
      assert_save_refused (s, to_device, "device");
      g_assert_cmpint (g_lstat (device, &st), ==, 0);
      g_assert_true (S_ISCHR (st.st_mode));
      g_unlink (to_device);
      g_unlink (device);
    }
  else
    g_test_message ("no device made (%s): that part is not tried", g_strerror (errno));

  g_assert_true (g_file_set_contents (read_only, "the old file", -1, NULL));
  g_assert_cmpint (g_chmod (read_only, 0444), ==, 0);
  assert_save_refused (s, read_only, "read-only");
  g_autofree char *kept = NULL;
  g_assert_true (g_file_get_contents (read_only, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "the old file");

  /* Nothing was left beside them. */
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  guint n = 0;
  while (g_dir_read_name (listing))
    n++;
  g_assert_cmpuint (n, ==, 5);
  g_unlink (read_only);
  g_unlink (loop);
  g_rmdir (folder);
  g_unlink (to_fifo);
  g_unlink (fifo);
  g_rmdir (dir);
}

static void
test_save_keeps_mode_link_order (void)
{
  const char *text = HEAD TWO_PLAYERS ", \"zeta\": 1, \"alpha\": {\"z\": 1, \"a\": 2}, \"mid\": [3], " D_AT_ORIGIN "}";
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = ml_scenario_load_data (text, strlen (text), BAD_NAME, &error);
  g_assert_no_error (error);
  REQUIRE (s != NULL);
  g_autofree char *dir = save_tmp_dir ();
  g_autofree char *target = g_build_filename (dir, "target.json", NULL);
  g_autofree char *link = g_build_filename (dir, "link.json", NULL);
  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);
  g_assert_cmpint (symlink ("target.json", link), ==, 0);

  g_assert_true (ml_scenario_save_file (s, link, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  struct stat st;
  g_assert_cmpint (g_stat (target, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_autofree char *saved = NULL;
  g_assert_true (g_file_get_contents (target, &saved, NULL, NULL));
  REQUIRE (saved != NULL);
  /* Unknown members where the file had them, in its order, and theirs inside. */
  const char *zeta = strstr (saved, "\"zeta\""), *alpha = strstr (saved, "\"alpha\""), *mid = strstr (saved, "\"mid\"");
  g_assert_true (zeta && alpha && mid && zeta < alpha && alpha < mid);
  const char *z = strstr (saved, "\"z\""), *a = strstr (saved, "\"a\"");
  g_assert_true (z && a && z < a);

  /* Saved twice, the same text. */
  g_autoptr (MlScenario) again = ml_scenario_load_file (target, &error);
  g_assert_no_error (error);
  REQUIRE (again != NULL);
  g_autofree char *twice = ml_scenario_to_json (again);
  g_assert_cmpstr (saved, ==, twice);
  g_unlink (link);
  g_unlink (target);
  g_rmdir (dir);
}

static void
test_save_refuses_what_would_not_load (void)
{
  g_autofree char *dir = save_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "keep.json", NULL);
  g_assert_true (g_file_set_contents (path, "the old file", -1, NULL));

  /* One piece past the limit (as a move past 100,000 pieces makes). */
  const char *text = HEAD TWO_PLAYERS "}";
  g_autoptr (MlScenario) s = ml_scenario_load_data (text, strlen (text), BAD_NAME, NULL);
  REQUIRE (s != NULL);
  for (guint i = 0; i <= ML_MAX_PIECES; i++)
    {
      MlScenarioPiece *p = g_new0 (MlScenarioPiece, 1);
      p->tile = g_strdup ("D");
      p->x = (int) (i % 1000);
      p->y = (int) (i / 1000);
      p->owner = -1;
      g_ptr_array_add (s->pieces, p);
    }
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_scenario_save_file (s, path, &error));
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_WRITE);
  if (error)
    g_assert_nonnull (strstr (error->message, path));
  g_autofree char *kept = NULL;
  g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "the old file");

  /* A name with a control character (an edit could make one) is refused the same way. */
  g_ptr_array_set_size (s->pieces, 0);
  MlScenarioPlayer *red = g_ptr_array_index (s->players, 0);
  g_free (red->name);
  red->name = g_strdup ("Red\033[2J");
  g_clear_error (&error);
  g_assert_false (ml_scenario_save_file (s, path, &error));
  g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_WRITE);
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "the old file");
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_save_near_the_limits (void)
{
  /* A file that loads, written tight, whose indented text would pass 16 MiB (as a board of
   * 100,000 pieces and meeples would): it is saved tight, and loads again. */
  GString *text = g_string_new (HEAD TWO_PLAYERS ", \"x-deep\": ");
  for (guint i = 0; i < 30; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < 300000; i++)
    g_string_append (text, i ? ",1000000" : "1000000");
  for (guint i = 0; i < 30; i++)
    g_string_append_c (text, ']');
  g_string_append_c (text, '}');
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) s = ml_scenario_load_data (text->str, text->len, BAD_NAME, &error);
  g_string_free (text, TRUE);
  g_assert_no_error (error);
  REQUIRE (s != NULL);
  g_autofree char *pretty = ml_scenario_to_json (s);
  g_assert_cmpuint (strlen (pretty), >, ML_MAX_FILE_SIZE);
  g_autofree char *saved = ml_scenario_to_checked_json (s, BAD_NAME, &error);
  g_assert_no_error (error);
  REQUIRE (saved != NULL);
  g_assert_cmpuint (strlen (saved), <=, ML_MAX_FILE_SIZE);
  g_autoptr (MlScenario) again = ml_scenario_load_data (saved, strlen (saved), BAD_NAME, &error);
  g_assert_no_error (error);
  g_assert_nonnull (again);
}

/* A JCloisterZone save's own names (a message type, a set, an element, a rule) reach the
 * error message with their control characters escaped: the message stays one line. */
static void
test_jcz_error_one_line (void)
{
  static const char *const saves[] = {
    "{\"setup\":{\"sets\":{\"basic:1\":1},\"elements\":{},\"start\":[{\"tile\":\"BA/RCr\",\"x\":0,\"y\":0,\"rotation\":0}]},\"players\":[{\"name\":\"A\",\"slot\":0},{\"name\":\"B\",\"slot\":1}],\"replay\":[{\"type\":\"PLACE\\nTOKEN\",\"payload\":{}}]}",
    "{\"setup\":{\"sets\":{\"in\\nns:1\":1},\"elements\":{},\"start\":[]},\"players\":[],\"replay\":[]}",
    "{\"setup\":{\"sets\":{\"basic:1\":1},\"elements\":{\"ab\\nbot\":true},\"start\":[]},\"players\":[],\"replay\":[]}",
    "{\"setup\":{\"sets\":{\"basic:1\":1},\"elements\":{},\"rules\":{\"ti\\nny\":\"4\"},\"start\":[]},\"players\":[],\"replay\":[]}",
  };
  for (guint i = 0; i < G_N_ELEMENTS (saves); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (MlScenario) scenario = ml_jcz_import (saves[i], strlen (saves[i]), "game.jcz", -1, &error);
      g_assert_null (scenario);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_null (strchr (error->message, '\n'));
      g_assert_nonnull (strstr (error->message, "\\n"));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  add_isolated ("/scenario/examples/load", test_examples_load);
  g_test_add_func ("/scenario/round-trip", test_round_trip);
  g_test_add_func ("/scenario/round-trip/values", test_round_trip_values);
  g_test_add_func ("/scenario/readings", test_readings);
  g_test_add_func ("/scenario/readings/table", test_readings_table);
  g_test_add_func ("/scenario/computer-seats", test_computer_seats);
  g_test_add_func ("/scenario/unknown-fields", test_unknown_fields);
  g_test_add_func ("/scenario/set-aside", test_set_aside);
  g_test_add_func ("/scenario/save/load", test_save_load);
  g_test_add_func ("/scenario/save/atomic", test_save_atomic);
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/scenario/bad-input/%s", bad_cases[i].name);
      g_test_add_data_func (test_path, &bad_cases[i], test_bad_case);
    }
  g_test_add_func ("/scenario/bad-input/wrong-version", test_bad_version);
  g_test_add_func ("/scenario/bad-input/deep-nesting", test_deep_nesting);
  g_test_add_func ("/scenario/bad-input/not-utf8", test_not_utf8);
  g_test_add_func ("/scenario/bad-input/empty", test_empty_data);
  g_test_add_func ("/scenario/bad-input/files", test_load_file_errors);
  g_test_add_func ("/scenario/localized", test_localized);
  g_test_add_func ("/scenario/hostile/nesting", test_hostile_nesting);
  g_test_add_func ("/scenario/hostile/lax-json", test_hostile_lax_json);
  g_test_add_func ("/scenario/hostile/long-id", test_hostile_long_id);
  g_test_add_func ("/scenario/hostile/byte-order-mark", test_byte_order_mark);
  g_test_add_func ("/scenario/hostile/memory", test_hostile_memory);
  g_test_add_func ("/scenario/hostile/special-files", test_hostile_special_files);
  g_test_add_func ("/scenario/save/mode-link-order", test_save_keeps_mode_link_order);
  g_test_add_func ("/scenario/save/only-a-file", test_save_refuses_what_is_not_a_file);
  g_test_add_func ("/scenario/save/refuses-what-would-not-load", test_save_refuses_what_would_not_load);
  g_test_add_func ("/scenario/save/near-the-limits", test_save_near_the_limits);
  g_test_add_func ("/scenario/save/numbers-as-read", test_numbers_written_as_read);
  g_test_add_func ("/scenario/jcz/error-one-line", test_jcz_error_one_line);
  add_isolated ("/scenario/to-game/overlap", test_overlap);
  add_isolated ("/scenario/to-game/role-problem", test_role_problem);
  add_isolated ("/scenario/to-game/everywhere", test_to_game_everywhere);
  add_isolated ("/scenario/update-from-game/move", test_update_from_game);
  add_isolated ("/scenario/update-from-game/prior", test_update_prior);
  return g_test_run ();
}
