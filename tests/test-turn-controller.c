/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn in progress (MlTurn), without a display: whole turns driven as the board view and
 * the turn bar drive them — the tile, the meeple step, each of the Wonders' choices, the
 * refusals with their reasons, taking back and cancelling — and what each step allows. */
#include "config.h"
#include "wonders/ml-wonders-state.h"
#include "test-util.h"
#include "ml-turn.h"
#include "wonders/ml-wonders-choices.h"
#include "wonders/ml-wonders.h"
#include "wonders/ml-wonders-scenario.h"

#include <string.h>

/* ---- helpers -------------------------------------------------------------------------- */

static MlDocument *
load_text (const char *text)
{
  MlDocument *doc = ml_document_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_load_data (doc, text, strlen (text), "test.json", &error));
  g_assert_no_error (error);
  return doc;
}

static MlDocument *
load_data_file (const char *name)
{
  g_autofree char *path = tu_data_path (name);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  MlDocument *doc = ml_document_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_load (doc, file, &error));
  g_assert_no_error (error);
  return doc;
}

/* What the turn and its Wonders' choices said: turns played (with their events),
 * notifications per property. */
typedef struct {
  guint played, step, hand, pending, instruction, rotation, keep;
  GArray *events;
  MlWondersChoices *wonders;
} Watch;

static void
on_played (MlTurn *turn, GArray *events, Watch *w)
{
  w->played++;
  g_array_set_size (w->events, 0);
  g_array_append_vals (w->events, events->data, events->len);
}

static void
on_notify (GObject *object, GParamSpec *pspec, Watch *w)
{
  const char *name = g_param_spec_get_name (pspec);
  w->step += g_str_equal (name, "step");
  w->hand += g_str_equal (name, "hand");
  w->pending += g_str_equal (name, "pending");
  w->instruction += g_str_equal (name, "instruction");
  w->rotation += g_str_equal (name, "rotation");
  w->keep += g_str_equal (name, "keep");
}

static MlTurn *
watched_turn (MlDocument *doc, Watch *w)
{
  memset (w, 0, sizeof *w);
  w->events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  MlTurn *turn = ml_turn_new (doc);
  ml_turn_set_rules (turn, TRUE);
  /* As the window does: the Wonders' choices go with every turn. */
  w->wonders = ml_wonders_choices_new ();
  ml_turn_add_choices (turn, ML_TURN_CHOICES (w->wonders));
  g_signal_connect (turn, "played", G_CALLBACK (on_played), w);
  g_signal_connect (turn, "notify", G_CALLBACK (on_notify), w);
  g_signal_connect (w->wonders, "notify", G_CALLBACK (on_notify), w);
  return turn;
}

static void
watch_clear (Watch *w)
{
  g_clear_pointer (&w->events, g_array_unref);
  g_clear_object (&w->wonders);
}

/* The preview's feature id of the pending tile's feature at location @at of square (x, y). */
static guint
pending_feature (MlTurn *turn, int x, int y, const char *at)
{
  MlBoard *preview = ml_turn_get_preview (turn);
  g_assert_nonnull (preview);
  guint cell;
  int piece = ml_board_piece_at (preview, x, y, &cell);
  g_assert_cmpint (piece, ==, (int) ml_turn_get_pending_piece (turn));
  const MlPiece *p = ml_board_piece (preview, (guint) piece);
  guint8 f = ml_tile_feature_at (p->tile, p->rot, cell, at);
  g_assert_cmpuint (f, !=, ML_NO_FEATURE);
  return ml_board_feature_id (preview, (guint) piece, f);
}

static gboolean
has_event (GArray *events, guint kind)
{
  for (guint i = 0; i < events->len; i++)
    if (tu_event_key (&g_array_index (events, MlEvent, i)) == kind)
      return TRUE;
  return FALSE;
}

static char *
doc_json (MlDocument *doc)
{
  return ml_scenario_to_json (ml_document_get_scenario (doc));
}

/* ---- tests ---------------------------------------------------------------------------- */

/* Held (the computer seats' meeple step), the knight waits on the preview, and Enter plays
 * the turn with it. */
static void
test_hold_meeple (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_turn_set_hand (turn, "E", &error));
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, 0, 1, &error));
  g_assert_no_error (error);
  ml_turn_set_hold (turn, TRUE);
  g_assert_true (ml_turn_choose (turn, 0, 1, pending_feature (turn, 0, 1, "N"), FALSE, &error));
  g_assert_no_error (error);
  ml_turn_set_hold (turn, FALSE);
  g_assert_cmpuint (w.played, ==, 0);
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_MEEPLE);
  g_assert_cmpuint (ml_turn_get_options (turn)->n_meeples, ==, 1);
  /* The preview shows the knight on the tile. */
  g_assert_cmpuint (ml_board_n_meeples (ml_turn_get_preview (turn)), ==,
                    ml_board_n_meeples (ml_document_get_game (doc)->board) + 1);
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 1);
  g_assert_true (ml_turn_finish (turn, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.played, ==, 1);
  g_assert_true (has_event (w.events, ML_EVENT_MEEPLE));
  g_assert_cmpint (((MlScenarioPlayer *) g_ptr_array_index (ml_document_get_scenario (doc)->players, 0))->score, ==, 4);
}

/* Tile then meeple: the steps, their instructions, the refusals on the way, the turn played. */
static void
test_tile_and_meeple (void)
{
  /* D at the origin shows its city south; Red lays E at (0, 1) with a knight: 4 points. */
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_autoptr (GError) error = NULL;
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_IDLE);
  g_assert_cmpuint (ml_turn_get_legal (turn)->len, ==, 0);
  g_autofree char *idle = g_strdup (ml_turn_get_instruction (turn));
  g_assert_cmpstr (idle, !=, "");

  /* The hand starts at its first rotation with a legal spot. */
  ml_turn_set_rotation (turn, 3);
  g_assert_true (ml_turn_set_hand (turn, "E", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.hand, ==, 1);
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_TILE);
  g_assert_cmpstr (ml_turn_get_instruction (turn), !=, idle);
  GArray *legal = ml_turn_get_legal (turn);
  g_assert_cmpuint (legal->len, >, 0);
  int first = 4;
  for (guint i = 0; i < legal->len; i++)
    first = MIN (first, g_array_index (legal, MlPlacement, i).rot);
  g_assert_cmpint (ml_turn_get_rotation (turn), ==, first);

  /* Not touching the board: the rules say why, and the tile stays in hand. */
  ml_turn_set_rotation (turn, 0);
  g_assert_false (ml_turn_lay (turn, 5, 5, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_NO_CONTACT);
  g_clear_error (&error);
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_TILE);

  g_assert_true (ml_turn_lay (turn, 0, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_MEEPLE);
  g_assert_cmpuint (w.pending, ==, 1);
  int x, y, rot;
  g_assert_true (ml_turn_get_pending (turn, &x, &y, &rot) == tu_tile ("E"));
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 1);
  g_assert_cmpint (rot, ==, 0);
  g_assert_cmpuint (ml_board_n_pieces (ml_turn_get_preview (turn)), ==, 2);
  g_assert_cmpuint (ml_turn_meeples_left (turn), ==, 1);
  /* The document is untouched until the turn is played. */
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 1);
  /* The rotation holds while the tile lies. */
  ml_turn_rotate (turn, 1);
  g_assert_cmpint (ml_turn_get_rotation (turn), ==, 0);

  /* Another tile now would silently drop this one: refused, with the way out. */
  g_assert_false (ml_turn_set_hand (turn, "U", &error));
  g_assert_error (error, ML_TURN_ERROR, ML_TURN_ERROR_PENDING);
  g_assert_nonnull (strstr (error->message, "Escape"));
  g_clear_error (&error);
  g_assert_cmpstr (ml_turn_get_hand (turn), ==, "E");
  g_assert_true (ml_turn_set_hand (turn, "E", NULL));
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_MEEPLE);

  /* A meeple on the tile below is not on the tile just laid. */
  MlBoard *preview = ml_turn_get_preview (turn);
  guint on_d = ml_board_feature_id (preview, 0, 0);
  g_assert_false (ml_turn_choose (turn, 0, 0, on_d, FALSE, &error));
  g_assert_error (error, ML_TURN_ERROR, ML_TURN_ERROR_NOT_ON_TILE);
  g_clear_error (&error);
  g_assert_cmpuint (w.played, ==, 0);

  /* What the step allows: the city, not a feature off the square. */
  const MlTileDef *e = tu_tile ("E");
  guint8 city = ml_tile_feature_at (e, 0, 0, "N");
  g_assert_true (ml_turn_meeple_allowed (turn, 0, city, &error));
  g_assert_no_error (error);
  g_assert_false (ml_turn_meeple_allowed (turn, 0, e->n_features, &error));
  g_assert_error (error, ML_TURN_ERROR, ML_TURN_ERROR_NOT_ON_TILE);
  g_clear_error (&error);

  /* The knight: the turn is played, the city scores, the turn passes. */
  g_assert_true (ml_turn_choose (turn, 0, 1, pending_feature (turn, 0, 1, "N"), FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.played, ==, 1);
  g_assert_true (has_event (w.events, ML_EVENT_MEEPLE));
  g_assert_true (has_event (w.events, ML_EVENT_SCORE));
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_IDLE);
  g_assert_null (ml_turn_get_hand (turn));
  g_assert_null (ml_turn_get_preview (turn));
  g_assert_cmpstr (ml_turn_get_instruction (turn), ==, idle);
  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_cmpuint (s->pieces->len, ==, 2);
  g_assert_cmpint (((MlScenarioPlayer *) g_ptr_array_index (s->players, 0))->score, ==, 4);
  g_assert_cmpuint (s->turn, ==, 1);
  /* One undo step. */
  g_assert_true (ml_document_undo (doc));
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 1);
  g_assert_false (ml_document_can_undo (doc));
  watch_clear (&w);
}

/* Enter without a meeple; taking the tile back; Escape; an edit under a tile laid. */
static void
test_finish_take_back_cancel (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_autoptr (GError) error = NULL;
  g_autofree char *before = doc_json (doc);

  /* Enter with nothing laid. */
  g_assert_false (ml_turn_finish (turn, &error));
  g_assert_error (error, ML_TURN_ERROR, ML_TURN_ERROR_NO_TILE);
  g_clear_error (&error);

  g_assert_true (ml_turn_set_hand (turn, "E", NULL));
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, 0, 1, NULL));
  ml_turn_take_back (turn);
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_TILE);
  g_assert_cmpstr (ml_turn_get_hand (turn), ==, "E");
  g_assert_null (ml_turn_get_pending (turn, NULL, NULL, NULL));
  /* Now another tile may be picked. */
  g_assert_true (ml_turn_set_hand (turn, "U", &error));
  g_assert_no_error (error);
  ml_turn_cancel (turn);
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_IDLE);
  g_assert_null (ml_turn_get_hand (turn));
  g_autofree char *after_cancel = doc_json (doc);
  g_assert_cmpstr (after_cancel, ==, before);
  g_assert_cmpuint (w.played, ==, 0);

  /* An undo under a tile laid: the board it lay on is gone, so it goes back to the hand. */
  g_assert_true (ml_document_set_text (doc, "Renamed", NULL, NULL));
  g_assert_true (ml_turn_set_hand (turn, "E", NULL));
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, 0, 1, NULL));
  g_assert_true (ml_document_undo (doc));
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_TILE);
  g_assert_null (ml_turn_get_preview (turn));

  /* Enter: the turn without a meeple. */
  g_assert_true (ml_turn_lay (turn, 0, 1, NULL));
  g_assert_true (ml_turn_finish (turn, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.played, ==, 1);
  g_assert_false (has_event (w.events, ML_EVENT_MEEPLE));
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 2);
  g_assert_cmpuint (ml_document_get_scenario (doc)->meeples->len, ==, 0);

  /* Free layout: no turn steps, the rules' legal spots, no instruction. */
  ml_turn_set_rules (turn, FALSE);
  g_assert_cmpstr (ml_turn_get_instruction (turn), ==, "");
  g_assert_true (ml_turn_set_hand (turn, "U", NULL));
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (ml_document_get_game (doc), tu_tile ("U"), legal);
  g_assert_cmpuint (ml_turn_get_legal (turn)->len, ==, legal->len);
  g_assert_false (ml_turn_lay (turn, 0, 2, &error));
  g_assert_error (error, ML_TURN_ERROR, ML_TURN_ERROR_FREE_LAYOUT);
  watch_clear (&w);
}

/* A meeple the rules refuse: the tile stays laid, the choice goes, the reason is the rules'. */
static void
test_refused_meeple (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  /* Blue's knight already in D's city, which E's city joins. */
  g_assert_true (ml_document_add_meeple (doc, 1, 0, 0, "S", FALSE, NULL));
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_turn_set_hand (turn, "E", NULL));
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, 0, 1, NULL));
  guint8 city = ml_tile_feature_at (tu_tile ("E"), 0, 0, "N");
  g_assert_false (ml_turn_meeple_allowed (turn, 0, city, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_clear_error (&error);
  g_assert_false (ml_turn_choose (turn, 0, 1, pending_feature (turn, 0, 1, "N"), FALSE, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_clear_error (&error);
  g_assert_cmpuint (w.played, ==, 0);
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_MEEPLE);
  g_assert_cmpuint (ml_board_n_meeples (ml_turn_get_preview (turn)), ==, 1);
  /* A field instead. */
  g_assert_true (ml_turn_choose (turn, 0, 1, pending_feature (turn, 0, 1, "S"), FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.played, ==, 1);
  watch_clear (&w);
}

static const char wonders_text[] =
  "{\"format\":\"meeple-lab-scenario\",\"version\":1,\"expansions\":[\"farmers\",\"wonders\"],"
  "\"players\":[{\"name\":\"Red\",\"color\":\"red\",\"score\":0,\"wonders\":[\"taj-mahal\"]},"
  "{\"name\":\"Blue\",\"color\":\"blue\",\"score\":0}],"
  "\"turn\":0,\"pieces\":[{\"tile\":\"D\",\"x\":0,\"y\":0,\"rotation\":0}],\"meeples\":[]}";

/* Lays the tile @id at the first spot a turn allows, and plays it with @action (NONE: Enter). */
static void
play_first_spot (MlTurn *turn, const char *id, MlActionKind action)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_turn_set_hand (turn, id, &error));
  GArray *legal = ml_turn_get_legal (turn);
  g_assert_cmpuint (legal->len, >, 0);
  MlPlacement at = g_array_index (legal, MlPlacement, 0);
  ml_turn_set_rotation (turn, at.rot);
  g_assert_true (ml_turn_lay (turn, at.x, at.y, &error));
  g_assert_no_error (error);
  if (action == ML_ACTION_NONE)
    g_assert_true (ml_turn_finish (turn, &error));
  else
    g_assert_true (ml_turn_action (turn, action, &error));
  g_assert_no_error (error);
}

/* A wonder: its holder only, two meeples on different features, then a slot and an unslot of
 * the Taj Mahal in later turns. */
static void
test_wonder_meeples_and_slots (void)
{
  g_autoptr (MlDocument) doc = load_text (wonders_text);
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_autoptr (GError) error = NULL;

  /* The choices come instead of a meeple: nothing laid, nothing to choose. */
  g_assert_false (ml_turn_action (turn, ML_WONDERS_ACTION_SLOT, &error));
  g_assert_error (error, ML_TURN_ERROR, ML_TURN_ERROR_NO_TILE);
  g_clear_error (&error);

  /* Red holds the Taj Mahal: a plain tile goes nowhere while it fits. */
  g_assert_true (ml_turn_set_hand (turn, "E", NULL));
  g_assert_cmpuint (ml_turn_get_legal (turn)->len, ==, 0);
  g_assert_true (ml_turn_set_hand (turn, "taj-mahal", NULL));
  g_assert_cmpuint (ml_turn_get_legal (turn)->len, >, 0);
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, -2, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ml_turn_meeples_left (turn), ==, 2);
  g_autofree char *first_step = g_strdup (ml_turn_get_instruction (turn));
  /* The preview shows the marker: the wonder is Red's. */
  g_assert_cmpint (ml_board_piece (ml_turn_get_preview (turn), ml_turn_get_pending_piece (turn))->owner, ==, 0);

  /* The road on the building's square (cell 2), then the western field (cell 0). */
  const MlTileDef *taj = tu_tile ("taj-mahal");
  MlBoard *preview = ml_turn_get_preview (turn);
  guint piece = ml_turn_get_pending_piece (turn);
  int x2 = -2 + taj->rotated[0][2].dx, y2 = -1 + taj->rotated[0][2].dy;
  int x0 = -2 + taj->rotated[0][0].dx, y0 = -1 + taj->rotated[0][0].dy;
  g_assert_true (ml_turn_choose (turn, x2, y2, ml_board_feature_id (preview, piece, 0), FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.played, ==, 0);
  g_assert_cmpuint (ml_turn_meeples_left (turn), ==, 1);
  g_assert_cmpstr (ml_turn_get_instruction (turn), !=, first_step);
  g_assert_cmpuint (ml_board_n_meeples (ml_turn_get_preview (turn)), ==, 1);
  /* The same feature twice. */
  preview = ml_turn_get_preview (turn);
  g_assert_false (ml_turn_choose (turn, x2, y2, ml_board_feature_id (preview, piece, 0), FALSE, &error));
  g_assert_error (error, ML_TURN_ERROR, ML_TURN_ERROR_SAME_FEATURE);
  g_clear_error (&error);
  g_assert_true (ml_turn_choose (turn, x0, y0, ml_board_feature_id (preview, piece, 2), FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.played, ==, 1);
  g_assert_true (has_event (w.events, TU_EVENT_OWN + ML_WONDERS_EVENT_MARKER));
  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_cmpuint (s->meeples->len, ==, 2);
  g_assert_cmpint (((MlScenarioPiece *) g_ptr_array_index (s->pieces, 1))->owner, ==, 0);

  /* Blue plays; then Red puts a meeple into the Taj Mahal's next slot instead of a meeple. */
  play_first_spot (turn, "E", ML_ACTION_NONE);
  play_first_spot (turn, "U", ML_WONDERS_ACTION_SLOT);
  g_assert_true (has_event (w.events, TU_EVENT_OWN + ML_WONDERS_EVENT_SLOT));
  g_assert_cmpint (((MlScenarioPiece *) g_ptr_array_index (ml_document_get_scenario (doc)->pieces, 1))->slots, ==, 1);
  /* Blue plays; Red takes the slotted meeple back. */
  play_first_spot (turn, "U", ML_ACTION_NONE);
  play_first_spot (turn, "U", ML_WONDERS_ACTION_UNSLOT);
  g_assert_cmpint (((MlScenarioPiece *) g_ptr_array_index (ml_document_get_scenario (doc)->pieces, 1))->slots, ==, 0);
  g_assert_cmpuint (w.played, ==, 5);
  watch_clear (&w);
}

/* Laying the Taj Mahal: one of its two meeples into a slot, the other on the tile. */
static void
test_taj_slot_on_laying (void)
{
  g_autoptr (MlDocument) doc = load_text (wonders_text);
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_turn_set_hand (turn, "taj-mahal", NULL));
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, -2, -1, NULL));
  g_assert_true (ml_turn_action (turn, ML_WONDERS_ACTION_SLOT, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.played, ==, 0);
  g_assert_cmpuint (ml_board_piece (ml_turn_get_preview (turn), ml_turn_get_pending_piece (turn))->slots, ==, 1);
  g_assert_true (ml_turn_action (turn, ML_WONDERS_ACTION_SLOT, &error));
  /* Two used: no third. */
  g_assert_false (ml_turn_action (turn, ML_WONDERS_ACTION_SLOT, &error));
  g_assert_error (error, ML_TURN_ERROR, ML_TURN_ERROR_TOO_MANY);
  g_clear_error (&error);
  g_assert_cmpuint (ml_turn_meeples_left (turn), ==, 0);
  /* Taking the tile back forgets the slots. */
  ml_turn_take_back (turn);
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, -2, -1, NULL));
  g_assert_cmpuint (ml_turn_meeples_left (turn), ==, 2);
  g_assert_true (ml_turn_action (turn, ML_WONDERS_ACTION_SLOT, NULL));
  const MlTileDef *taj = tu_tile ("taj-mahal");
  guint piece = ml_turn_get_pending_piece (turn);
  int x2 = -2 + taj->rotated[0][2].dx, y2 = -1 + taj->rotated[0][2].dy;
  g_assert_true (ml_turn_choose (turn, x2, y2, ml_board_feature_id (ml_turn_get_preview (turn), piece, 0), FALSE,
                                 &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.played, ==, 1);
  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_cmpint (((MlScenarioPiece *) g_ptr_array_index (s->pieces, 1))->slots, ==, 1);
  g_assert_cmpuint (s->meeples->len, ==, 1);
  watch_clear (&w);
}

/* The modules' standing choices are objects the turn carries: found by their type, written
 * into the options of the turns it checks and plays, and none without one. */
static void
test_module_choices (void)
{
  g_autoptr (MlDocument) doc = load_text (wonders_text);
  g_autoptr (MlTurn) bare = ml_turn_new (doc);
  g_assert_null (ml_turn_get_choices (bare, ML_TYPE_WONDERS_CHOICES));
  g_assert_null (ml_wonders_turn_const (ml_turn_get_options (bare))->keep);
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_assert_true (ml_turn_get_choices (turn, ML_TYPE_WONDERS_CHOICES) == ML_TURN_CHOICES (w.wonders));
  g_assert_null (ml_turn_get_choices (turn, ML_TYPE_TURN));
  ml_wonders_choices_set (w.wonders, 0x1, 0, tu_tile ("tikal"), NULL);
  ml_wonders_choices_set_taker (w.wonders, 1, tu_tile ("alhambra"));
  const MlTurnOptions *o = ml_turn_get_options (turn);
  g_assert_cmpuint (ml_wonders_turn_const (o)->port_mask, ==, 0x1);
  g_assert_true (ml_wonders_turn_const (o)->choose == tu_tile ("tikal"));
  g_assert_true (ml_wonders_turn_const (o)->choose_for[1] == tu_tile ("alhambra"));
  /* Another turn on the same document is not told. */
  g_assert_cmpuint (ml_wonders_turn_const (ml_turn_get_options (bare))->port_mask, ==, 0);
  g_assert_null (ml_wonders_turn_const (ml_turn_get_options (bare))->choose_for[1]);
  watch_clear (&w);
}

/* The Wonders' standing choices: properties notified on change only; a kept tile is kept
 * once; the port step asks where the meeple from the port goes, and can be taken back. */
static void
test_choices_and_port_step (void)
{
  g_autoptr (MlDocument) doc = load_text (wonders_text);
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  ml_wonders_choices_set (w.wonders, 0x2, 1, tu_tile ("tikal"), tu_tile ("U"));
  g_assert_cmpuint (w.keep, ==, 1);
  ml_wonders_choices_set (w.wonders, 0x2, 1, tu_tile ("tikal"), tu_tile ("U"));
  g_assert_cmpuint (w.keep, ==, 1);
  const MlTurnOptions *o = ml_turn_get_options (turn);
  g_assert_cmpuint (ml_wonders_turn_const (o)->port_mask, ==, 0x2);
  g_assert_cmpuint (ml_wonders_turn_const (o)->cothon_port, ==, 1);
  g_assert_true (ml_wonders_turn_const (o)->choose == tu_tile ("tikal"));
  g_assert_true (ml_wonders_turn_const (o)->keep == tu_tile ("U"));
  g_autofree char *choose = NULL;
  guint cothon_port = 0;
  g_object_get (w.wonders, "choose", &choose, "cothon-port", &cothon_port, NULL);
  g_assert_cmpstr (choose, ==, "tikal");
  g_assert_cmpuint (cothon_port, ==, 1);
  g_object_set (w.wonders, "cothon-port", 2, NULL);
  g_assert_cmpuint (ml_wonders_turn_const (ml_turn_get_options (turn))->cothon_port, ==, 2);
  ml_wonders_choices_set (w.wonders, 0x2, 5, tu_tile ("tikal"), tu_tile ("U"));   /* the port takes two at once at most */
  g_assert_cmpuint (ml_wonders_turn_const (ml_turn_get_options (turn))->cothon_port, ==, 2);
  g_assert_cmpuint (ml_wonders_choices_get_cothon_port (w.wonders), ==, 2);

  /* (No tile kept: only Abu Simbel's owner keeps one, below.) */
  ml_wonders_choices_set (w.wonders, 0x2, 2, tu_tile ("tikal"), NULL);
  g_assert_true (ml_turn_set_hand (turn, "taj-mahal", NULL));
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, -2, -1, NULL));
  g_autofree char *meeple_step = g_strdup (ml_turn_get_instruction (turn));
  g_assert_true (ml_turn_action (turn, ML_WONDERS_ACTION_FROM_PORT, NULL));
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_TARGET);
  g_assert_cmpstr (ml_turn_get_instruction (turn), !=, meeple_step);
  g_autofree char *pending = NULL;
  MlTurnStep step;
  g_object_get (turn, "pending", &pending, "step", &step, NULL);
  g_assert_cmpstr (pending, ==, "taj-mahal");
  g_assert_cmpint (step, ==, ML_TURN_STEP_TARGET);
  ml_turn_take_back (turn);
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_TILE);

  /* A tile kept face down needs Abu Simbel: refused with the rules' reason, choice kept. */
  ml_wonders_choices_set (w.wonders, 0, 0, NULL, tu_tile ("U"));
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_turn_lay (turn, -2, -1, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_assert_true (ml_wonders_turn_const (ml_turn_get_options (turn))->keep == tu_tile ("U"));
  watch_clear (&w);
}

/* Abu Simbel's owner keeps a tile: the choice goes with the turn it was played in. */
static void
test_kept_once (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_set_expansions (doc, ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS, NULL));
  g_assert_true (ml_document_place_piece (doc, "D", 0, 0, 0, NULL));
  g_assert_true (ml_document_place_piece_for (doc, "abu-simbel", 20, 20, 0, 0, NULL));
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  ml_wonders_choices_set (w.wonders, 0, 0, NULL, tu_tile ("U"));
  play_first_spot (turn, "E", ML_ACTION_NONE);
  g_assert_true (has_event (w.events, TU_EVENT_OWN + ML_WONDERS_EVENT_KEEP));
  g_assert_null (ml_wonders_turn_const (ml_turn_get_options (turn))->keep);
  g_assert_cmpuint (w.keep, ==, 2);
  g_assert_true (ml_wonders_state (ml_document_get_game (doc))->kept[0] == tu_tile ("U"));
  watch_clear (&w);
}

/* Abu Simbel's owner holds the tile kept face down and the one drawn: laying the one drawn
 * keeps the other, and another tile to keep is refused with the two in hand named. */
static void
test_kept_is_one_of_two (void)
{
  g_autoptr (MlDocument) doc = load_text ("{\"format\":\"meeple-lab-scenario\",\"version\":1,"
                                          "\"expansions\":[\"farmers\",\"wonders\"],"
                                          "\"players\":[{\"name\":\"Red\",\"kept\":\"V\"},{\"name\":\"Blue\"}],"
                                          "\"pieces\":[{\"tile\":\"U\",\"x\":0,\"y\":0,\"rotation\":0},"
                                          "{\"tile\":\"abu-simbel\",\"x\":0,\"y\":20,\"rotation\":0,\"owner\":0}]}");
  g_autoptr (MlTurn) turn = ml_turn_new (doc);
  g_autoptr (MlWondersChoices) wonders = ml_wonders_choices_new ();
  ml_turn_add_choices (turn, ML_TURN_CHOICES (wonders));
  ml_turn_set_rules (turn, TRUE);
  g_autoptr (GError) error = NULL;
  ml_wonders_choices_set (wonders, 0, 0, NULL, tu_tile ("W"));
  g_assert_true (ml_turn_set_hand (turn, "X", &error));
  g_assert_false (ml_turn_lay (turn, 0, 1, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_assert_nonnull (strstr (error->message, "V, kept face down, and X, drawn"));
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_TILE);
  g_clear_error (&error);
  /* Chosen once the tile is laid, it is refused as the turn is played; the tile stays laid. */
  ml_wonders_choices_set (wonders, 0, 0, NULL, NULL);
  g_assert_true (ml_turn_lay (turn, 0, 1, &error));
  ml_wonders_choices_set (wonders, 0, 0, NULL, tu_tile ("W"));
  g_assert_false (ml_turn_finish (turn, &error));
  g_assert_nonnull (strstr (error->message, "laying X keeps V, not W"));
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_MEEPLE);
  g_assert_true (ml_wonders_state (ml_document_get_game (doc))->kept[0] == tu_tile ("V"));
  g_clear_error (&error);
  ml_wonders_choices_set (wonders, 0, 0, NULL, tu_tile ("V"));
  g_assert_true (ml_turn_finish (turn, &error));
  g_assert_no_error (error);
  g_assert_true (ml_wonders_state (ml_document_get_game (doc))->kept[0] == tu_tile ("V"));
}

/* The Cothon's port: a refused target lets go of the choice and keeps the tile laid; then
 * the port meeple closes a city along the river, and with every returning meeple of its
 * owner going to the port, the knight goes back there (the lesson's turn). */
static void
test_from_port (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TESTS_DATA"), "..", "..", "data", "scenarios", "lessons",
                                            "30-cothon-carthage.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_load (doc, file, &error));
  g_assert_no_error (error);
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  ml_wonders_choices_set (w.wonders, 1u << 0, 0, NULL, NULL);

  g_assert_true (ml_turn_set_hand (turn, "E", NULL));
  ml_turn_set_rotation (turn, 2);
  g_assert_true (ml_turn_lay (turn, 4, 0, &error));
  g_assert_no_error (error);
  g_assert_true (ml_turn_action (turn, ML_WONDERS_ACTION_FROM_PORT, &error));
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_TARGET);

  /* The new tile's field is on no river square: the rules refuse, the tile stays. */
  g_assert_false (ml_turn_choose (turn, 4, 0, pending_feature (turn, 4, 0, "N"), FALSE, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_clear_error (&error);
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_MEEPLE);
  g_assert_cmpuint (w.played, ==, 0);

  /* The city on the river tile, where Bob's knight stands. */
  g_assert_true (ml_turn_action (turn, ML_WONDERS_ACTION_FROM_PORT, NULL));
  MlBoard *preview = ml_turn_get_preview (turn);
  guint cell;
  int river = ml_board_piece_at (preview, 4, 1, &cell);
  const MlPiece *p = ml_board_piece (preview, (guint) river);
  guint feat = ml_board_feature_id (preview, (guint) river, ml_tile_feature_at (p->tile, p->rot, cell, "N"));
  g_assert_true (ml_turn_choose (turn, 4, 1, feat, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.played, ==, 1);
  g_assert_true (has_event (w.events, TU_EVENT_OWN + ML_WONDERS_EVENT_FROM_PORT));
  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_cmpint (((MlScenarioPlayer *) g_ptr_array_index (s->players, 0))->score, ==, 14);
  g_assert_cmpint (((MlScenarioPlayer *) g_ptr_array_index (s->players, 1))->score, ==, 7);
  /* Out of the port and back into it. */
  g_assert_cmpint (((MlScenarioPiece *) g_ptr_array_index (s->pieces, 0))->port, ==, 1);
  watch_clear (&w);
}

/* A suggested move followed through the turn, as the player would click it: laying the Taj
 * Mahal, its meeples go into the slots one by one and the step waits for Enter; a move of
 * the core's takes nothing of the modules'; the Cothon's port meeple is the module's action
 * with a target, whose click on the river tile plays the turn. */
static void
test_follow_advice (void)
{
  g_autoptr (MlDocument) doc = load_text (wonders_text);
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_autoptr (GError) error = NULL;
  MlAdviseMove slots = { .at = { -2, -1, 0 }, .action = ML_ACTION_NONE, .slots = 2 };
  g_assert_false (ml_turn_follow_advice (turn, &slots, &error));
  g_assert_error (error, ML_TURN_ERROR, ML_TURN_ERROR_NO_TILE);
  g_clear_error (&error);
  g_assert_true (ml_turn_set_hand (turn, "taj-mahal", NULL));
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, -2, -1, NULL));
  g_assert_true (ml_turn_follow_advice (turn, &slots, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_MEEPLE);
  g_assert_cmpuint (ml_turn_get_options (turn)->slots, ==, 2);
  g_assert_cmpuint (ml_turn_meeples_left (turn), ==, 0);
  g_assert_cmpuint (w.played, ==, 0);
  /* Once more: no third slot, and the refusal is the module's. */
  g_assert_false (ml_turn_follow_advice (turn, &slots, &error));
  g_assert_error (error, ML_TURN_ERROR, ML_TURN_ERROR_TOO_MANY);
  g_clear_error (&error);
  g_assert_true (ml_turn_finish (turn, &error));
  g_assert_cmpint (((MlScenarioPiece *) g_ptr_array_index (ml_document_get_scenario (doc)->pieces, 1))->slots, ==, 2);

  /* Blue's move of the core's: the tile waits for its meeples, nothing taken. */
  MlAdviseMove plain = { .action = ML_ACTION_MEEPLES, .n_meeples = 1 };
  g_assert_true (ml_turn_set_hand (turn, "E", NULL));
  MlPlacement at = g_array_index (ml_turn_get_legal (turn), MlPlacement, 0);
  ml_turn_set_rotation (turn, at.rot);
  g_assert_true (ml_turn_lay (turn, at.x, at.y, NULL));
  g_assert_true (ml_turn_follow_advice (turn, &plain, &error));
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_MEEPLE);
  g_assert_cmpuint (ml_turn_get_options (turn)->slots + ml_turn_get_options (turn)->n_meeples, ==, 0);
  g_assert_cmpuint (w.played, ==, 1);
  watch_clear (&w);

  /* The Cothon's port meeple onto the city of the river tile at (4, 1), as test_from_port
   * clicks it. */
  g_autofree char *path = g_build_filename (g_getenv ("TESTS_DATA"), "..", "..", "data", "scenarios", "lessons",
                                            "30-cothon-carthage.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (MlDocument) lesson = ml_document_new ();
  g_assert_true (ml_document_load (lesson, file, &error));
  Watch pw;
  g_autoptr (MlTurn) port_turn = watched_turn (lesson, &pw);
  ml_wonders_choices_set (pw.wonders, 1u << 0, 0, NULL, NULL);
  const MlBoard *board = ml_document_get_game (lesson)->board;
  guint cell;
  const MlPiece *river = ml_board_piece (board, (guint) ml_board_piece_at (board, 4, 1, &cell));
  MlAdviseMove port = { .at = { 4, 0, 2 }, .action = ML_WONDERS_ACTION_FROM_PORT, .n_meeples = 1 };
  port.meeples[0] = (MlAdviseMeeple) {
    .choice = { TRUE, cell, (guint8) ml_tile_feature_at (river->tile, river->rot, cell, "N"), FALSE }, .x = 4, .y = 1
  };
  g_assert_true (ml_turn_set_hand (port_turn, "E", NULL));
  ml_turn_set_rotation (port_turn, 2);
  g_assert_true (ml_turn_lay (port_turn, 4, 0, NULL));
  g_assert_true (ml_turn_follow_advice (port_turn, &port, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pw.played, ==, 1);
  g_assert_cmpint (ml_turn_get_step (port_turn), ==, ML_TURN_STEP_IDLE);
  g_assert_true (has_event (pw.events, TU_EVENT_OWN + ML_WONDERS_EVENT_FROM_PORT));
  g_assert_cmpint (((MlScenarioPlayer *) g_ptr_array_index (ml_document_get_scenario (lesson)->players, 0))->score, ==, 14);
  watch_clear (&pw);
}

/* The wonder to take on reaching the pairs, and the Cothon's port on taking it. */
static void
test_choose_wonder (void)
{
  /* Red, at 6 on the track, closes a city of two tiles: 4 points take her to the pairs at
   * 10, and she takes the wonder chosen rather than the first left. */
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  g_assert_true (ml_document_set_expansions (doc, ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS, NULL));
  g_assert_true (ml_document_set_player (doc, 0, "Red", "red", 6, NULL));
  MlGame *game = ml_document_get_game (doc);
  g_assert_cmpuint (ml_wonders_state (game)->n_available, >, 1);
  g_assert_false (ml_wonders_state (game)->available[0] == tu_tile ("tikal"));
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_autoptr (GError) error = NULL;
  ml_wonders_choices_set (w.wonders, 0, 0, tu_tile ("tikal"), NULL);
  g_assert_true (ml_turn_set_hand (turn, "E", NULL));
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, 0, 1, &error));
  g_assert_true (ml_turn_choose (turn, 0, 1, pending_feature (turn, 0, 1, "N"), FALSE, &error));
  g_assert_no_error (error);
  const MlScenarioPlayer *red = g_ptr_array_index (ml_document_get_scenario (doc)->players, 0);
  g_assert_cmpint (red->score, ==, 10);
  g_auto (GStrv) held = ml_wonders_scenario_held (ml_document_get_scenario (doc), 0);
  g_assert_nonnull (held);
  g_assert_true (g_strv_contains ((const char *const *) held, "tikal"));
  watch_clear (&w);
}

/* "jusqu'à 2 meeples sur différentes zones non occupées" (the Wonders, laying a wonder):
 * Stonehenge's northern and eastern fields are one field once the monastery in the corner
 * between them joins them; the second meeple there is refused and the first one stays. */
static void
test_wonder_joined_fields (void)
{
  g_autoptr (MlDocument) doc = load_text (
    "{\"format\":\"meeple-lab-scenario\",\"version\":1,\"expansions\":[\"farmers\",\"wonders\"],"
    "\"players\":[{\"name\":\"Red\",\"color\":\"red\",\"score\":0,\"wonders\":[\"stonehenge\"]},"
    "{\"name\":\"Blue\",\"color\":\"blue\",\"score\":0}],"
    "\"turn\":0,\"pieces\":[{\"tile\":\"B\",\"x\":1,\"y\":-1,\"rotation\":0}],\"meeples\":[]}");
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_turn_set_hand (turn, "stonehenge", NULL));
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, 0, 0, &error));
  g_assert_no_error (error);
  g_assert_true (ml_turn_choose (turn, 0, -1, pending_feature (turn, 0, -1, "NNE"), FALSE, &error));
  g_assert_no_error (error);
  g_assert_false (ml_turn_choose (turn, 1, 0, pending_feature (turn, 1, 0, "SSE"), FALSE, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_clear_error (&error);
  g_assert_cmpuint (w.played, ==, 0);
  g_assert_cmpuint (ml_turn_meeples_left (turn), ==, 1);
  /* The southern field touches nothing else: the turn is played with both meeples. */
  g_assert_true (ml_turn_choose (turn, 0, 1, pending_feature (turn, 0, 1, "SSE"), FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.played, ==, 1);
  g_assert_cmpuint (ml_document_get_scenario (doc)->meeples->len, ==, 2);
  watch_clear (&w);
}

/* Two players reach the pairs on Red's turn (a city of 3 tiles, a knight each: 6 points
 * from 9): each takes the wonder chosen for them, as the turn bar sets them. */
static void
test_taker_choices (void)
{
  g_autoptr (MlDocument) doc = load_text (
    "{\"format\":\"meeple-lab-scenario\",\"version\":1,\"expansions\":[\"farmers\",\"wonders\"],"
    "\"players\":[{\"name\":\"Red\",\"color\":\"red\",\"score\":9},{\"name\":\"Blue\",\"color\":\"blue\",\"score\":9}],"
    "\"turn\":0,\"pieces\":[{\"tile\":\"E\",\"x\":0,\"y\":0,\"rotation\":180},{\"tile\":\"E\",\"x\":0,\"y\":2,\"rotation\":0}],"
    "\"meeples\":[{\"player\":1,\"x\":0,\"y\":0,\"at\":\"S\"},{\"player\":0,\"x\":0,\"y\":2,\"at\":\"N\"}]}");
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_autoptr (GError) error = NULL;
  ml_wonders_choices_set_taker (w.wonders, 0, tu_tile ("tikal"));
  ml_wonders_choices_set_taker (w.wonders, 1, tu_tile ("alhambra"));
  g_assert_true (ml_turn_set_hand (turn, "G", NULL));
  ml_turn_set_rotation (turn, 1);
  g_assert_true (ml_turn_lay (turn, 0, 1, &error));
  g_assert_no_error (error);
  g_assert_true (ml_turn_finish (turn, &error));
  g_assert_no_error (error);
  const MlScenario *s = ml_document_get_scenario (doc);
  g_auto (GStrv) red = ml_wonders_scenario_held (s, 0), blue = ml_wonders_scenario_held (s, 1);
  g_assert_cmpstr (red[0], ==, "tikal");
  g_assert_cmpstr (blue[0], ==, "alhambra");
  /* The choices for wonders now taken are forgotten. */
  g_assert_null (ml_wonders_turn_const (ml_turn_get_options (turn))->choose_for[0]);
  g_assert_null (ml_wonders_turn_const (ml_turn_get_options (turn))->choose_for[1]);
  watch_clear (&w);
}

/* Taking the Cothon through the turn: Red closes the city on river-2 (6 + 4 = 10), takes
 * the Cothon from the board and puts a meeple in Carthage's city at once. */
static void
test_cothon_meeples (void)
{
  g_autoptr (MlDocument) doc = load_text (
    "{\"format\":\"meeple-lab-scenario\",\"version\":1,\"expansions\":[\"farmers\",\"river\",\"wonders\"],"
    "\"players\":[{\"name\":\"Red\",\"color\":\"red\",\"score\":6},{\"name\":\"Blue\",\"color\":\"blue\",\"score\":0}],"
    "\"turn\":0,\"pieces\":[{\"tile\":\"cothon-carthage\",\"x\":0,\"y\":0},{\"tile\":\"river-2\",\"x\":4,\"y\":1},"
    "{\"tile\":\"river-4\",\"x\":5,\"y\":1,\"rotation\":90},{\"tile\":\"river-lake\",\"x\":6,\"y\":1,\"rotation\":270}],"
    "\"meeples\":[]}");
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_autoptr (GError) error = NULL;
  const MlTileDef *cothon = tu_tile ("cothon-carthage");
  guint8 city = ml_tile_feature_at (cothon, 0, 0, "N");
  g_assert_cmpuint (city, !=, ML_NO_FEATURE);
  MlMeepleChoice on_city = { TRUE, 0, city, FALSE };
  ml_wonders_choices_set_taker (w.wonders, 0, tu_tile ("cothon-carthage"));
  ml_wonders_choices_set_cothon_meeples (w.wonders, 1, &on_city);
  g_assert_true (ml_turn_set_hand (turn, "E", NULL));
  ml_turn_set_rotation (turn, 2);
  g_assert_true (ml_turn_lay (turn, 4, 0, &error));
  g_assert_no_error (error);
  /* Red's knight closes the city and comes home. */
  g_assert_true (ml_turn_choose (turn, 4, 0, pending_feature (turn, 4, 0, "S"), FALSE, &error));
  g_assert_no_error (error);
  const MlScenario *s = ml_document_get_scenario (doc);
  const MlScenarioPlayer *red = g_ptr_array_index (s->players, 0);
  g_assert_cmpint (red->score, ==, 10);
  g_auto (GStrv) held = ml_wonders_scenario_held (s, 0);
  g_assert_nonnull (held);
  g_assert_cmpstr (held[0], ==, "cothon-carthage");
  g_assert_cmpint (((const MlScenarioPiece *) g_ptr_array_index (s->pieces, 0))->owner, ==, 0);
  g_assert_cmpuint (s->meeples->len, ==, 1);
  const MlScenarioMeeple *m = g_ptr_array_index (s->meeples, 0);
  g_assert_cmpint (m->player, ==, 0);
  g_assert_cmpint (m->x, ==, 0);
  g_assert_cmpint (m->y, ==, 0);
  /* Taken: the choice is forgotten. */
  g_assert_cmpuint (ml_wonders_turn_const (ml_turn_get_options (turn))->n_cothon_meeples, ==, 0);
  watch_clear (&w);
}

/* The meeple asked for on the Cothon's field-south is refused when the turn's own farmer
 * joins that field (J's corner field meets river-2's, which runs into the Cothon's): the
 * turn stays pending with the reason, and laying without that farmer takes the Cothon
 * with the meeple on it. Red's knight in E at (4, 3) scores when J closes the city. */
static void
test_cothon_meeple_occupied (void)
{
  g_autoptr (MlDocument) doc = load_text (
    "{\"format\":\"meeple-lab-scenario\",\"version\":1,\"expansions\":[\"farmers\",\"river\",\"wonders\"],"
    "\"players\":[{\"name\":\"Red\",\"color\":\"red\",\"score\":6},{\"name\":\"Blue\",\"color\":\"blue\",\"score\":0}],"
    "\"turn\":0,\"pieces\":[{\"tile\":\"cothon-carthage\",\"x\":0,\"y\":0},{\"tile\":\"river-2\",\"x\":4,\"y\":1},"
    "{\"tile\":\"river-4\",\"x\":5,\"y\":1,\"rotation\":90},{\"tile\":\"river-lake\",\"x\":6,\"y\":1,\"rotation\":270},"
    "{\"tile\":\"E\",\"x\":4,\"y\":3}],"
    "\"meeples\":[{\"player\":0,\"x\":4,\"y\":3,\"at\":\"N\"}]}");
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_autoptr (GError) error = NULL;
  const MlTileDef *cothon = tu_tile ("cothon-carthage");
  guint cell = G_MAXUINT;
  for (guint c = 0; c < cothon->n_cells; c++)
    if (cothon->cells[c].dx == 1 && cothon->cells[c].dy == 1)
      cell = c;
  g_assert_cmpuint (cell, !=, G_MAXUINT);
  guint8 field = ml_tile_feature_at (cothon, 0, cell, "SSE");
  g_assert_cmpuint (field, !=, ML_NO_FEATURE);
  MlMeepleChoice on_field = { TRUE, cell, field, FALSE };
  ml_wonders_choices_set_taker (w.wonders, 0, tu_tile ("cothon-carthage"));
  ml_wonders_choices_set_cothon_meeples (w.wonders, 1, &on_field);
  g_assert_true (ml_turn_set_hand (turn, "J", NULL));
  ml_turn_set_rotation (turn, 2);
  g_assert_true (ml_turn_lay (turn, 4, 2, &error));
  g_assert_no_error (error);
  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_false (ml_turn_choose (turn, 4, 2, pending_feature (turn, 4, 2, "NNW"), FALSE, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "no longer free"));
  g_clear_error (&error);
  g_assert_cmpint (((const MlScenarioPlayer *) g_ptr_array_index (s->players, 0))->score, ==, 6);
  g_assert_cmpuint (s->meeples->len, ==, 1);
  /* No meeple of the turn: the field is free when the Cothon is taken. */
  g_assert_true (ml_turn_finish (turn, &error));
  g_assert_no_error (error);
  s = ml_document_get_scenario (doc);
  g_assert_cmpint (((const MlScenarioPlayer *) g_ptr_array_index (s->players, 0))->score, ==, 10);
  g_assert_cmpint (((const MlScenarioPiece *) g_ptr_array_index (s->pieces, 0))->owner, ==, 0);
  g_assert_cmpuint (s->meeples->len, ==, 1);
  const MlScenarioMeeple *m = g_ptr_array_index (s->meeples, 0);
  g_assert_cmpint (m->x, ==, 1);
  g_assert_cmpint (m->y, ==, 1);
  watch_clear (&w);
}

/* Properties are notified once per change and not when set to the same value. */
static void
test_notifications (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  Watch w;
  g_autoptr (MlTurn) turn = watched_turn (doc, &w);
  g_assert_true (ml_turn_set_hand (turn, "E", NULL));
  guint step = w.step, hand = w.hand;
  g_assert_true (ml_turn_set_hand (turn, "E", NULL));
  g_assert_cmpuint (w.step, ==, step);
  g_assert_cmpuint (w.hand, ==, hand);
  ml_turn_set_rotation (turn, 1);
  guint rotation = w.rotation;
  ml_turn_set_rotation (turn, 1);
  ml_turn_set_rotation (turn, 5);
  g_assert_cmpuint (w.rotation, ==, rotation);
  ml_turn_rotate (turn, -1);
  g_assert_cmpint (ml_turn_get_rotation (turn), ==, 0);
  g_assert_cmpuint (w.rotation, ==, rotation + 1);

  /* Another document: the turn in progress goes. */
  g_autoptr (MlDocument) other = ml_document_new ();
  ml_turn_set_document (turn, other);
  g_assert_null (ml_turn_get_hand (turn));
  g_assert_true (ml_turn_get_document (turn) == other);
  watch_clear (&w);
  g_clear_object (&turn);
  /* The turn let go of the document. */
  g_assert_finalize_object (g_steal_pointer (&other));
}

/* A river that points back at itself (rules.md §3): the tile in hand fits nowhere, the turn
 * says so and sets it aside; the same player then draws the next one. */
static void
test_set_aside (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("river-back-at-itself.json");
  g_autoptr (MlTurn) turn = ml_turn_new (doc);
  guint player = ml_document_get_scenario (doc)->turn;
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_turn_set_hand (turn, "river-10", &error));
  /* Free layout: nothing is set aside. */
  g_assert_false (ml_turn_can_set_aside (turn));
  g_assert_false (ml_turn_set_aside (turn, &error));
  g_assert_error (error, ML_TURN_ERROR, ML_TURN_ERROR_NO_TILE);
  g_clear_error (&error);
  ml_turn_set_rules (turn, TRUE);
  g_assert_true (ml_turn_set_hand (turn, "river-10", &error));
  g_assert_cmpuint (ml_turn_get_legal (turn)->len, ==, 0);
  g_assert_true (ml_turn_can_set_aside (turn));
  g_assert_nonnull (strstr (ml_turn_get_instruction (turn), "set it aside"));
  g_assert_true (ml_turn_set_aside (turn, &error));
  g_assert_no_error (error);
  g_assert_null (ml_turn_get_hand (turn));
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_IDLE);
  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_cmpstr (s->set_aside[0], ==, "river-10");
  g_assert_cmpuint (s->turn, ==, player);
  g_assert_true (ml_document_can_undo (doc));

  /* The next river tile and the lake go the same way; then the land has its places. */
  g_assert_true (ml_turn_set_hand (turn, "river-11", NULL));
  g_assert_true (ml_turn_set_aside (turn, NULL));
  g_assert_true (ml_turn_set_hand (turn, "river-lake", NULL));
  g_assert_true (ml_turn_set_aside (turn, NULL));
  g_assert_true (ml_turn_set_hand (turn, "U", NULL));
  g_assert_false (ml_turn_can_set_aside (turn));
  g_assert_cmpuint (ml_turn_get_legal (turn)->len, >, 0);
  g_assert_null (strstr (ml_turn_get_instruction (turn), "set it aside"));
  g_assert_false (ml_turn_set_aside (turn, &error));
  g_assert_error (error, ML_TURN_ERROR, ML_TURN_ERROR_NO_TILE);
  g_assert_cmpuint (g_strv_length (ml_document_get_scenario (doc)->set_aside), ==, 3);
}

static void
on_drop_asked (MlTurn *turn, guint at, guint later, guint *asked)
{
  asked[0]++;
  asked[1] = at;
  asked[2] = later;
}

/* Asked to, a turn at an earlier move of a record asks before it drops the later moves, and
 * waits: a tile set aside there, a tile laid and played there. */
static void
test_asks_before_dropping (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("river-back-at-itself-record.json");
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_go_to_move (doc, 0, &error));
  g_assert_no_error (error);
  guint at, n;
  g_assert_true (ml_document_get_record (doc, &at, &n));
  g_assert_cmpuint (at, ==, 0);
  g_assert_cmpuint (n, ==, 1);
  g_autoptr (MlTurn) turn = ml_turn_new (doc);
  ml_turn_set_rules (turn, TRUE);
  ml_turn_set_ask_drop (turn, TRUE);
  guint asked[3] = { 0 };
  g_signal_connect (turn, "drop-asked", G_CALLBACK (on_drop_asked), asked);

  /* river-11 fits nowhere either: setting it aside would drop the move after the start. */
  g_assert_true (ml_turn_set_hand (turn, "river-11", &error));
  g_assert_true (ml_turn_set_aside (turn, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (asked[0], ==, 1);
  g_assert_cmpuint (asked[1], ==, 0);
  g_assert_cmpuint (asked[2], ==, 1);
  g_assert_true (ml_turn_is_asking_drop (turn));
  g_assert_cmpstr (ml_turn_get_hand (turn), ==, "river-11");
  g_assert_true (ml_document_get_record (doc, &at, &n) && at == 0 && n == 1);
  /* No: nothing changes, the tile stays in hand. */
  g_assert_true (ml_turn_answer_drop (turn, FALSE, &error));
  g_assert_false (ml_turn_is_asking_drop (turn));
  g_assert_cmpstr (ml_turn_get_hand (turn), ==, "river-11");
  g_assert_true (ml_document_get_record (doc, &at, &n) && at == 0 && n == 1);
  /* Yes: set aside, the record goes on with it alone; an undo brings river-10's move back. */
  g_assert_true (ml_turn_set_aside (turn, &error));
  g_assert_cmpuint (asked[0], ==, 2);
  g_assert_true (ml_turn_answer_drop (turn, TRUE, &error));
  g_assert_no_error (error);
  g_assert_null (ml_turn_get_hand (turn));
  g_assert_true (ml_document_get_record (doc, &at, &n) && at == 1 && n == 1);
  g_assert_cmpstr (ml_document_get_scenario (doc)->set_aside[0], ==, "river-11");
  g_assert_true (ml_document_undo (doc));
  g_assert_true (ml_document_get_record (doc, &at, &n) && at == 0 && n == 1);

  /* Without the question (the default), the turn plays at once. */
  ml_turn_set_ask_drop (turn, FALSE);
  g_assert_true (ml_turn_set_hand (turn, "river-11", NULL));
  g_assert_true (ml_turn_set_aside (turn, &error));
  g_assert_cmpuint (asked[0], ==, 2);
  g_assert_true (ml_document_get_record (doc, &at, &n) && at == 1 && n == 1);
}

int
main (int argc, char *argv[])
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/turn-controller/tile-and-meeple", test_tile_and_meeple);
  g_test_add_func ("/turn-controller/hold-meeple", test_hold_meeple);
  g_test_add_func ("/turn-controller/module-choices", test_module_choices);
  g_test_add_func ("/turn-controller/finish-take-back-cancel", test_finish_take_back_cancel);
  g_test_add_func ("/turn-controller/refused-meeple", test_refused_meeple);
  g_test_add_func ("/turn-controller/wonder-meeples-and-slots", test_wonder_meeples_and_slots);
  g_test_add_func ("/turn-controller/taj-slot-on-laying", test_taj_slot_on_laying);
  g_test_add_func ("/turn-controller/choices-and-port-step", test_choices_and_port_step);
  g_test_add_func ("/turn-controller/kept-once", test_kept_once);
  g_test_add_func ("/turn-controller/kept-is-one-of-two", test_kept_is_one_of_two);
  g_test_add_func ("/turn-controller/from-port", test_from_port);
  g_test_add_func ("/turn-controller/follow-advice", test_follow_advice);
  g_test_add_func ("/turn-controller/choose-wonder", test_choose_wonder);
  g_test_add_func ("/turn-controller/notifications", test_notifications);
  g_test_add_func ("/turn-controller/wonder-joined-fields", test_wonder_joined_fields);
  g_test_add_func ("/turn-controller/taker-choices", test_taker_choices);
  g_test_add_func ("/turn-controller/cothon-meeples", test_cothon_meeples);
  g_test_add_func ("/turn-controller/cothon-meeple-occupied", test_cothon_meeple_occupied);
  g_test_add_func ("/turn-controller/set-aside", test_set_aside);
  g_test_add_func ("/turn-controller/asks-before-dropping", test_asks_before_dropping);
  return g_test_run ();
}
