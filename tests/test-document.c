/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The document model of the application: every edit and its refusals (a refusal changes
 * nothing and says nothing), undo and redo to the exact JSON, the modified flag, the
 * "changed" signal and property notifications, loading (a broken file keeps the content)
 * and saving, the shared examples' final scores, turns by the rules, and the time an edit
 * takes on a large board. */
#include "config.h"
#include "wonders/ml-wonders-state.h"
#include "test-util.h"
#include "ml-record.h"
#include "ml-document.h"
#include "wonders/ml-wonders-document.h"
#include "ml-record.h"
#include "wonders/ml-wonders.h"
#include "wonders/ml-wonders-scenario.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

/* ---- helpers -------------------------------------------------------------------------- */

/* What the document said: "changed" emissions and notifications per property. */
typedef struct {
  guint changed;
  guint modified, can_undo, can_redo, file, title;
} Watch;

static void
on_changed (MlDocument *doc, gpointer data)
{
  ((Watch *) data)->changed++;
}

static void
on_notify (GObject *object, GParamSpec *pspec, gpointer data)
{
  Watch *w = data;
  const char *name = g_param_spec_get_name (pspec);
  if (g_str_equal (name, "modified"))
    w->modified++;
  else if (g_str_equal (name, "can-undo"))
    w->can_undo++;
  else if (g_str_equal (name, "can-redo"))
    w->can_redo++;
  else if (g_str_equal (name, "file"))
    w->file++;
  else if (g_str_equal (name, "title"))
    w->title++;
}

static void
watch (MlDocument *doc, Watch *w)
{
  memset (w, 0, sizeof *w);
  g_signal_connect (doc, "changed", G_CALLBACK (on_changed), w);
  g_signal_connect (doc, "notify", G_CALLBACK (on_notify), w);
}

static char *
doc_json (MlDocument *doc)
{
  return ml_scenario_to_json (ml_document_get_scenario (doc));
}

/* A refusal: FALSE, and the document exactly as it was, with no signal. */
#define ASSERT_REFUSED(doc, w, call)                                                     \
  G_STMT_START {                                                                         \
    g_autofree char *before_ = doc_json (doc);                                           \
    guint changed_ = (w)->changed;                                                       \
    gboolean undo_ = ml_document_can_undo (doc), redo_ = ml_document_can_redo (doc);     \
    gboolean modified_ = ml_document_get_modified (doc);                                 \
    g_assert_false (call);                                                               \
    g_autofree char *after_ = doc_json (doc);                                            \
    g_assert_cmpstr (after_, ==, before_);                                               \
    g_assert_cmpuint ((w)->changed, ==, changed_);                                       \
    g_assert_cmpint (ml_document_can_undo (doc), ==, undo_);                             \
    g_assert_cmpint (ml_document_can_redo (doc), ==, redo_);                             \
    g_assert_cmpint (ml_document_get_modified (doc), ==, modified_);                     \
  } G_STMT_END

/* A successful edit: TRUE, one "changed", a new content, and one undo step that restores the
 * old content exactly (then redone). */
#define ASSERT_EDIT(doc, w, call)                                                        \
  G_STMT_START {                                                                         \
    g_autofree char *before_ = doc_json (doc);                                           \
    guint changed_ = (w)->changed;                                                       \
    g_assert_true (call);                                                                \
    g_assert_cmpuint ((w)->changed, ==, changed_ + 1);                                   \
    g_autofree char *after_ = doc_json (doc);                                            \
    g_assert_cmpstr (after_, !=, before_);                                               \
    g_assert_true (ml_document_can_undo (doc));                                          \
    g_assert_false (ml_document_can_redo (doc));                                         \
    g_assert_true (ml_document_get_modified (doc));                                      \
    g_assert_true (ml_document_undo (doc));                                              \
    g_autofree char *undone_ = doc_json (doc);                                           \
    g_assert_cmpstr (undone_, ==, before_);                                              \
    g_assert_true (ml_document_redo (doc));                                              \
    g_autofree char *redone_ = doc_json (doc);                                           \
    g_assert_cmpstr (redone_, ==, after_);                                               \
    g_assert_cmpuint ((w)->changed, ==, changed_ + 3);                                   \
    (w)->changed -= 2;                                                                   \
  } G_STMT_END

static MlDocument *
load_text (const char *text)
{
  MlDocument *doc = ml_document_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_load_data (doc, text, strlen (text), "test.json", &error));
  g_assert_no_error (error);
  return doc;
}

static const MlScenarioPiece *
piece (MlDocument *doc, guint i)
{
  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_cmpuint (i, <, s->pieces->len);
  return g_ptr_array_index (s->pieces, i);
}

static const MlScenarioMeeple *
meeple (MlDocument *doc, guint i)
{
  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_cmpuint (i, <, s->meeples->len);
  return g_ptr_array_index (s->meeples, i);
}

static const MlScenarioPlayer *
player (MlDocument *doc, guint i)
{
  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_cmpuint (i, <, s->players->len);
  return g_ptr_array_index (s->players, i);
}

static char *
make_tmp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-document-XXXXXX", &error);
  g_assert_no_error (error);
  return dir;
}

static void
remove_tmp_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* ---- a new document -------------------------------------------------------------------- */

static void
test_new (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_cmpuint (s->players->len, ==, 2);
  g_assert_cmpstr (player (doc, 0)->name, ==, "Red");
  g_assert_cmpstr (player (doc, 0)->color, ==, "red");
  g_assert_cmpstr (player (doc, 1)->name, ==, "Blue");
  g_assert_cmpstr (player (doc, 1)->color, ==, "blue");
  g_assert_cmpuint (s->expansions, ==, ML_EXPANSION_FARMERS);
  g_assert_cmpuint (s->pieces->len, ==, 0);
  g_assert_true (ml_board_is_empty (ml_document_get_game (doc)->board));
  g_assert_cmpuint (ml_document_get_problems (doc)->len, ==, 0);
  g_assert_cmpuint (ml_document_get_items (doc)->len, ==, 0);
  g_assert_cmpint (ml_document_get_final (doc, 0), ==, 0);
  g_assert_false (ml_document_get_modified (doc));
  g_assert_false (ml_document_can_undo (doc));
  g_assert_false (ml_document_can_redo (doc));
  g_assert_false (ml_document_undo (doc));
  g_assert_false (ml_document_redo (doc));
  g_assert_null (ml_document_get_file (doc));
  g_autofree char *title = ml_document_dup_title (doc);
  g_assert_cmpstr (title, ==, "Untitled");
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (doc, names);
  g_assert_cmpstr (names[1], ==, "Blue");
}

/* ---- pieces ---------------------------------------------------------------------------- */

static void
test_place_piece (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  Watch w;
  watch (doc, &w);
  ASSERT_EDIT (doc, &w, ml_document_place_piece (doc, "D", 0, 0, 0, NULL));
  g_assert_cmpuint (w.changed, ==, 1);
  g_assert_cmpstr (piece (doc, 0)->tile, ==, "D");
  g_assert_cmpuint (ml_board_n_pieces (ml_document_get_game (doc)->board), ==, 1);
  ASSERT_EDIT (doc, &w, ml_document_place_piece (doc, "E", 0, 1, 2, NULL));
  g_assert_cmpint (piece (doc, 1)->rot, ==, 2);
  g_assert_cmpint (piece (doc, 1)->owner, ==, -1);
  /* A free layout: a mismatched or far piece is allowed, and is a problem. */
  ASSERT_EDIT (doc, &w, ml_document_place_piece (doc, "B", 10, 10, 0, NULL));
  g_assert_cmpuint (ml_document_get_problems (doc)->len, >, 0);
  g_assert_cmpuint (w.changed, ==, 3);

  ASSERT_REFUSED (doc, &w, ml_document_place_piece (doc, "D", 0, 0, 0, NULL));      /* taken */
  ASSERT_REFUSED (doc, &w, ml_document_place_piece (doc, "B", 10, 10, 3, NULL));    /* taken */
  ASSERT_REFUSED (doc, &w, ml_document_place_piece (doc, "no-such-tile", 5, 5, 0, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_place_piece (doc, NULL, 5, 5, 0, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_place_piece (doc, "D", 5, 5, 4, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_place_piece (doc, "D", 5, 5, -1, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_place_piece (doc, "D", 100001, 0, 0, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_place_piece (doc, "D", 0, -100001, 0, NULL));
  g_assert_cmpuint (w.changed, ==, 3);
}

static void
test_move_piece (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  Watch w;
  watch (doc, &w);
  g_assert_true (ml_document_place_piece (doc, "D", 0, 0, 0, NULL));
  g_assert_true (ml_document_place_piece (doc, "E", 0, 1, 2, NULL));
  g_assert_true (ml_document_add_meeple (doc, 0, 0, 0, "N", ML_FIGURE_MEEPLE, NULL));       /* D's city */
  g_assert_true (ml_document_add_meeple (doc, 1, 0, 0, "field-s", ML_FIGURE_MEEPLE, NULL)); /* by name */
  g_assert_true (ml_document_add_meeple (doc, 1, 0, 1, "S", ML_FIGURE_MEEPLE, NULL));       /* on E */
  w.changed = 0;

  /* Turning in place covers its own square: allowed. The meeples on it turn along. */
  ASSERT_EDIT (doc, &w, ml_document_move_piece (doc, 0, 0, 0, 1, NULL));
  g_assert_cmpint (piece (doc, 0)->rot, ==, 1);
  g_assert_cmpstr (meeple (doc, 0)->at, ==, "E");
  g_assert_cmpstr (meeple (doc, 1)->at, ==, "field-s");
  g_assert_cmpstr (meeple (doc, 2)->at, ==, "S");

  /* Moving away carries them to the new square, still on the same features. */
  ASSERT_EDIT (doc, &w, ml_document_move_piece (doc, 0, 3, -4, 2, NULL));
  g_assert_cmpint (piece (doc, 0)->x, ==, 3);
  g_assert_cmpint (piece (doc, 0)->y, ==, -4);
  g_assert_cmpint (meeple (doc, 0)->x, ==, 3);
  g_assert_cmpint (meeple (doc, 0)->y, ==, -4);
  g_assert_cmpstr (meeple (doc, 0)->at, ==, "S");
  g_assert_cmpint (meeple (doc, 1)->x, ==, 3);
  g_assert_cmpint (meeple (doc, 2)->x, ==, 0);   /* E's meeple stays */
  MlGame *game = ml_document_get_game (doc);
  const MlMeeple *m = ml_board_meeple (game->board, 0);
  const MlPiece *p = ml_board_piece (game->board, m->piece);
  g_assert_cmpstr (p->tile->id, ==, "D");
  g_assert_cmpstr (p->tile->features[m->feature].name, ==, "city");
  m = ml_board_meeple (game->board, 1);
  g_assert_cmpstr (p->tile->features[m->feature].name, ==, "field-s");
  g_assert_cmpuint (w.changed, ==, 2);

  /* The same place again: nothing to do, no step. */
  gboolean undo_before = ml_document_can_undo (doc);
  g_autofree char *before = doc_json (doc);
  g_assert_true (ml_document_move_piece (doc, 0, 3, -4, 2, NULL));
  g_autofree char *after = doc_json (doc);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (w.changed, ==, 2);
  g_assert_cmpint (ml_document_can_undo (doc), ==, undo_before);

  ASSERT_REFUSED (doc, &w, ml_document_move_piece (doc, 0, 0, 1, 0, NULL));   /* E is there */
  ASSERT_REFUSED (doc, &w, ml_document_move_piece (doc, 1, 3, -4, 0, NULL));  /* D is there */
  ASSERT_REFUSED (doc, &w, ml_document_move_piece (doc, 2, 5, 5, 0, NULL));   /* no such piece */
  ASSERT_REFUSED (doc, &w, ml_document_move_piece (doc, 0, 5, 5, 4, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_move_piece (doc, 0, 5, 100001, 0, NULL));
  g_assert_cmpuint (w.changed, ==, 2);
}

static void
test_remove_piece (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  Watch w;
  watch (doc, &w);
  g_assert_true (ml_document_place_piece (doc, "D", 0, 0, 0, NULL));
  g_assert_true (ml_document_place_piece (doc, "E", 0, 1, 2, NULL));
  g_assert_true (ml_document_place_piece (doc, "B", 1, 0, 0, NULL));
  g_assert_true (ml_document_add_meeple (doc, 0, 0, 1, "S", ML_FIGURE_MEEPLE, NULL));
  g_assert_true (ml_document_add_meeple (doc, 0, 0, 0, "N", ML_FIGURE_MEEPLE, NULL));
  g_assert_true (ml_document_add_meeple (doc, 1, 1, 0, "C", ML_FIGURE_MEEPLE, NULL));
  g_assert_true (ml_document_add_meeple (doc, 1, 0, 1, "N", ML_FIGURE_MEEPLE, NULL));
  w.changed = 0;

  /* E goes, with the two meeples on it; the others stay, in order. */
  ASSERT_EDIT (doc, &w, ml_document_remove_piece (doc, 1, NULL));
  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_cmpuint (s->pieces->len, ==, 2);
  g_assert_cmpstr (piece (doc, 1)->tile, ==, "B");
  g_assert_cmpuint (s->meeples->len, ==, 2);
  g_assert_cmpint (meeple (doc, 0)->player, ==, 0);
  g_assert_cmpstr (meeple (doc, 0)->at, ==, "N");
  g_assert_cmpint (meeple (doc, 1)->player, ==, 1);
  g_assert_cmpstr (meeple (doc, 1)->at, ==, "C");
  g_assert_cmpuint (ml_board_n_meeples (ml_document_get_game (doc)->board), ==, 2);
  g_assert_cmpint (ml_board_piece_at (ml_document_get_game (doc)->board, 1, 0, NULL), ==, 1);
  g_assert_cmpint (ml_board_piece_at (ml_document_get_game (doc)->board, 0, 1, NULL), ==, ML_NO_PIECE);

  ASSERT_REFUSED (doc, &w, ml_document_remove_piece (doc, 2, NULL));
  ASSERT_EDIT (doc, &w, ml_document_remove_piece (doc, 0, NULL));
  ASSERT_EDIT (doc, &w, ml_document_remove_piece (doc, 0, NULL));
  g_assert_cmpuint (ml_document_get_scenario (doc)->meeples->len, ==, 0);
  ASSERT_REFUSED (doc, &w, ml_document_remove_piece (doc, 0, NULL));
  g_assert_cmpuint (w.changed, ==, 3);
}

/* ---- meeples --------------------------------------------------------------------------- */

static void
test_meeples (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  Watch w;
  watch (doc, &w);
  g_assert_true (ml_document_place_piece (doc, "D", 0, 0, 2, NULL));   /* city south */
  g_assert_true (ml_document_place_piece (doc, "abbey-andechs", 2, 0, 0, NULL));
  w.changed = 0;

  ASSERT_EDIT (doc, &w, ml_document_add_meeple (doc, 1, 0, 0, "S", ML_FIGURE_MEEPLE, NULL));
  g_assert_cmpint (meeple (doc, 0)->player, ==, 1);
  g_assert_cmpstr (meeple (doc, 0)->at, ==, "S");
  g_assert_null (meeple (doc, 0)->role);
  ASSERT_EDIT (doc, &w, ml_document_add_meeple (doc, 0, 0, 0, "road", ML_FIGURE_MEEPLE, NULL));
  g_assert_cmpstr (meeple (doc, 1)->at, ==, "road");
  ASSERT_EDIT (doc, &w, ml_document_add_meeple (doc, 0, 2, 0, "C", TU_PRIOR, NULL));
  g_assert_cmpstr (meeple (doc, 2)->role, ==, "prior");
  g_assert_cmpuint (ml_board_n_meeples (ml_document_get_game (doc)->board), ==, 3);
  /* Not yet complete: each meeple's feature counts at its end-of-game value. */
  g_assert_cmpuint (ml_document_get_items (doc)->len, ==, 3);
  g_assert_cmpint (ml_document_get_final (doc, 1), ==, 1);

  ASSERT_REFUSED (doc, &w, ml_document_add_meeple (doc, 0, 1, 0, "N", ML_FIGURE_MEEPLE, NULL));       /* no piece */
  ASSERT_REFUSED (doc, &w, ml_document_add_meeple (doc, 0, 0, 0, "C", ML_FIGURE_MEEPLE, NULL));       /* no feature */
  ASSERT_REFUSED (doc, &w, ml_document_add_meeple (doc, 0, 0, 0, "XYZ", ML_FIGURE_MEEPLE, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_add_meeple (doc, 0, 0, 0, "monastery", ML_FIGURE_MEEPLE, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_add_meeple (doc, 0, 0, 0, NULL, ML_FIGURE_MEEPLE, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_add_meeple (doc, 2, 0, 0, "S", ML_FIGURE_MEEPLE, NULL));       /* no player 2 */
  ASSERT_REFUSED (doc, &w, ml_document_add_meeple (doc, -1, 0, 0, "S", ML_FIGURE_MEEPLE, NULL));

  ASSERT_EDIT (doc, &w, ml_document_remove_meeple (doc, 1, NULL));
  g_assert_cmpuint (ml_document_get_scenario (doc)->meeples->len, ==, 2);
  g_assert_cmpstr (meeple (doc, 1)->role, ==, "prior");
  ASSERT_REFUSED (doc, &w, ml_document_remove_meeple (doc, 2, NULL));
  g_assert_cmpuint (w.changed, ==, 4);
}

/* ---- players, turn, text, expansions -------------------------------------------------- */

static void
test_set_player (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  Watch w;
  watch (doc, &w);
  ASSERT_EDIT (doc, &w, ml_document_set_player (doc, 1, "Ada", "#3366ff", 12, NULL));
  g_assert_cmpstr (player (doc, 1)->name, ==, "Ada");
  g_assert_cmpstr (player (doc, 1)->color, ==, "#3366ff");
  g_assert_cmpint (player (doc, 1)->score, ==, 12);
  g_assert_cmpint (ml_document_get_final (doc, 1), ==, 12);
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (doc, names);
  g_assert_cmpstr (names[1], ==, "Ada");
  /* A colour is kept as written, whatever it is; none is left out. */
  ASSERT_EDIT (doc, &w, ml_document_set_player (doc, 0, "Red", "dark teal-ish", 0, NULL));
  g_assert_cmpstr (player (doc, 0)->color, ==, "dark teal-ish");
  ASSERT_EDIT (doc, &w, ml_document_set_player (doc, 0, "Red", NULL, 0, NULL));
  g_assert_null (player (doc, 0)->color);

  /* The same values: TRUE, no step. */
  guint changed = w.changed;
  g_assert_true (ml_document_set_player (doc, 1, "Ada", "#3366ff", 12, NULL));
  g_assert_cmpuint (w.changed, ==, changed);

  ASSERT_REFUSED (doc, &w, ml_document_set_player (doc, 1, "", "red", 0, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_set_player (doc, 1, "   ", "red", 0, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_set_player (doc, 1, NULL, "red", 0, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_set_player (doc, 2, "Bob", "red", 0, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_set_player (doc, 1, "Bob", "red", -1, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_set_player (doc, 1, "Bob", "red", 1000001, NULL));
  g_assert_cmpuint (w.changed, ==, 3);
}

/* A seat given to the computer: an undo step that a copy of the history keeps. */
static void
test_set_computer (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  Watch w;
  watch (doc, &w);
  g_assert_cmpint (player (doc, 1)->computer, ==, ML_SEAT_PERSON);
  ASSERT_EDIT (doc, &w, ml_document_set_computer (doc, 1, ML_SEAT_STRONG, NULL));
  g_assert_cmpint (player (doc, 1)->computer, ==, ML_SEAT_STRONG);
  /* Another edit after it: its undo keeps the seat (the history's copy holds it). */
  ASSERT_EDIT (doc, &w, ml_document_set_player (doc, 1, "Ada", NULL, 0, NULL));
  g_assert_true (ml_document_undo (doc));
  g_assert_cmpint (player (doc, 1)->computer, ==, ML_SEAT_STRONG);
  g_assert_true (ml_document_undo (doc));
  g_assert_cmpint (player (doc, 1)->computer, ==, ML_SEAT_PERSON);
  g_assert_true (ml_document_redo (doc));
  g_assert_cmpint (player (doc, 1)->computer, ==, ML_SEAT_STRONG);
  guint changed = w.changed;
  g_assert_true (ml_document_set_computer (doc, 1, ML_SEAT_STRONG, NULL));
  g_assert_cmpuint (w.changed, ==, changed);
  g_assert_false (ml_document_set_computer (doc, 2, ML_SEAT_BEGINNER, NULL));
  g_assert_false (ml_document_set_computer (doc, 0, ML_N_SEATS, NULL));
  g_assert_cmpuint (w.changed, ==, changed);
}

static void
test_add_remove_players (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  Watch w;
  watch (doc, &w);
  static const char *const names[] = { "Red", "Blue", "Green", "Yellow", "Black", "Grey" };
  static const char *const colors[] = { "red", "blue", "green", "yellow", "black", "gray" };
  for (guint n = 2; n < 6; n++)
    {
      ASSERT_EDIT (doc, &w, ml_document_add_player (doc, NULL));
      g_assert_cmpuint (ml_document_get_scenario (doc)->players->len, ==, n + 1);
      g_assert_cmpstr (player (doc, n)->name, ==, names[n]);
      g_assert_cmpstr (player (doc, n)->color, ==, colors[n]);
      g_assert_cmpint (player (doc, n)->score, ==, 0);
    }
  ASSERT_REFUSED (doc, &w, ml_document_add_player (doc, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_remove_player (doc, 6, NULL));
  for (guint n = 6; n > 2; n--)
    ASSERT_EDIT (doc, &w, ml_document_remove_player (doc, 0, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_remove_player (doc, 0, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_remove_player (doc, 1, NULL));
  g_assert_cmpstr (player (doc, 0)->name, ==, "Black");
  g_assert_cmpstr (player (doc, 1)->name, ==, "Grey");
  /* The colour a removed player wore is the next one a new player takes. */
  ASSERT_EDIT (doc, &w, ml_document_add_player (doc, NULL));
  g_assert_cmpstr (player (doc, 2)->name, ==, "Red");
  g_assert_cmpstr (player (doc, 2)->color, ==, "red");
  g_assert_cmpuint (w.changed, ==, 9);
}

static const char renumber_text[] =
  "{ \"format\": \"meeple-lab-scenario\", \"version\": 1,\n"
  "  \"players\": [ { \"name\": \"A\", \"score\": 1 }, { \"name\": \"B\", \"score\": 2 },\n"
  "                 { \"name\": \"C\", \"score\": 3 }, { \"name\": \"D\", \"score\": 4 } ],\n"
  "  \"turn\": %u,\n"
  "  \"pieces\": [ { \"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 0, \"owner\": 1 },\n"
  "              { \"tile\": \"E\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"owner\": 3 },\n"
  "              { \"tile\": \"B\", \"x\": 2, \"y\": 0, \"rotation\": 0, \"owner\": 2 } ],\n"
  "  \"meeples\": [ { \"player\": 1, \"x\": 0, \"y\": 0, \"at\": \"N\" },\n"
  "                { \"player\": 3, \"x\": 1, \"y\": 0, \"at\": \"N\" },\n"
  "                { \"player\": 0, \"x\": 0, \"y\": 0, \"at\": \"E\" },\n"
  "                { \"player\": 1, \"x\": 2, \"y\": 0, \"at\": \"C\" },\n"
  "                { \"player\": 2, \"x\": 2, \"y\": 0, \"at\": \"NNW\" } ] }\n";

static MlDocument *
renumber_doc (guint turn)
{
  g_autofree char *text = g_strdup_printf (renumber_text, turn);
  return load_text (text);
}

static void
test_remove_player_renumbers (void)
{
  g_autoptr (MlDocument) doc = renumber_doc (2);
  Watch w;
  watch (doc, &w);
  ASSERT_EDIT (doc, &w, ml_document_remove_player (doc, 1, NULL));
  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_cmpuint (s->players->len, ==, 3);
  g_assert_cmpstr (player (doc, 0)->name, ==, "A");
  g_assert_cmpstr (player (doc, 1)->name, ==, "C");
  g_assert_cmpstr (player (doc, 2)->name, ==, "D");
  /* Player 1's two meeples are gone; 2 and 3 became 1 and 2. */
  g_assert_cmpuint (s->meeples->len, ==, 3);
  g_assert_cmpint (meeple (doc, 0)->player, ==, 2);
  g_assert_cmpint (meeple (doc, 0)->x, ==, 1);
  g_assert_cmpint (meeple (doc, 1)->player, ==, 0);
  g_assert_cmpint (meeple (doc, 2)->player, ==, 1);
  g_assert_cmpstr (meeple (doc, 2)->at, ==, "NNW");
  /* The removed player's piece has no owner any more; the others moved up. */
  g_assert_cmpint (piece (doc, 0)->owner, ==, -1);
  g_assert_cmpint (piece (doc, 1)->owner, ==, 2);
  g_assert_cmpint (piece (doc, 2)->owner, ==, 1);
  /* Player C was to move, and still is. */
  g_assert_cmpuint (s->turn, ==, 1);
  g_assert_cmpuint (ml_document_get_game (doc)->n_players, ==, 3);
  g_assert_cmpint (ml_document_get_final (doc, 2), >=, 4);

  /* The player to move removed: the next one moves, the first after the last. */
  g_autoptr (MlDocument) doc2 = renumber_doc (1);
  g_assert_true (ml_document_remove_player (doc2, 1, NULL));
  g_assert_cmpuint (ml_document_get_scenario (doc2)->turn, ==, 1);
  g_assert_cmpstr (player (doc2, 1)->name, ==, "C");
  g_autoptr (MlDocument) doc3 = renumber_doc (3);
  g_assert_true (ml_document_remove_player (doc3, 3, NULL));
  g_assert_cmpuint (ml_document_get_scenario (doc3)->turn, ==, 0);
  g_assert_cmpint (piece (doc3, 1)->owner, ==, -1);
  g_autoptr (MlDocument) doc4 = renumber_doc (0);
  g_assert_true (ml_document_remove_player (doc4, 3, NULL));
  g_assert_cmpuint (ml_document_get_scenario (doc4)->turn, ==, 0);
}

static void
test_turn_text_expansions (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  Watch w;
  watch (doc, &w);
  ASSERT_EDIT (doc, &w, ml_document_set_turn (doc, 1, NULL));
  g_assert_cmpuint (ml_document_get_scenario (doc)->turn, ==, 1);
  g_assert_cmpuint (ml_document_get_game (doc)->turn, ==, 1);
  ASSERT_REFUSED (doc, &w, ml_document_set_turn (doc, 2, NULL));
  g_assert_true (ml_document_set_turn (doc, 1, NULL));    /* the same: no step */

  guint titles = w.title;
  ASSERT_EDIT (doc, &w, ml_document_set_text (doc, "Two knights", "One city.", NULL));
  g_assert_cmpuint (w.title, >, titles);
  g_autofree char *title = ml_document_dup_title (doc);
  g_assert_cmpstr (title, ==, "Two knights");
  g_assert_cmpstr (ml_document_get_scenario (doc)->description, ==, "One city.");
  ASSERT_EDIT (doc, &w, ml_document_set_text (doc, "", NULL, NULL));
  g_assert_null (ml_document_get_scenario (doc)->title);
  g_assert_null (ml_document_get_scenario (doc)->description);
  g_autofree char *untitled = ml_document_dup_title (doc);
  g_assert_cmpstr (untitled, ==, "Untitled");

  guint all = ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER | ML_EXPANSION_ABBEYS | ML_EXPANSION_WONDERS;
  ASSERT_EDIT (doc, &w, ml_document_set_expansions (doc, all, NULL));
  g_assert_cmpuint (ml_document_get_game (doc)->expansions, ==, all);
  ASSERT_EDIT (doc, &w, ml_document_set_expansions (doc, 0, NULL));
  g_assert_cmpuint (ml_document_get_scenario (doc)->expansions, ==, 0);
  ASSERT_REFUSED (doc, &w, ml_document_set_expansions (doc, ml_expansions_all () + 1, NULL));   /* no row's bit */
  ASSERT_REFUSED (doc, &w, ml_document_set_expansions (doc, ML_EXPANSION_RIVER | (1u << 9), NULL));
  g_assert_cmpuint (w.changed, ==, 5);
}

/* Every field of a scenario survives edits of other fields, unknown members included. */
static const char everything_text[] =
  "{ \"format\": \"meeple-lab-scenario\", \"version\": 1, \"title\": \"All\", \"description\": \"Of it.\",\n"
  "  \"expansions\": [\"farmers\", \"river\", \"abbeys\", \"wonders\"],\n"
  "  \"options\": { \"tiles_in_game\": 120, \"wonders_per_player\": 2, \"wonders\": [\"tikal\", \"alhambra\"],\n"
  "               \"x-option\": { \"deep\": [1, 2, {\"a\": null}] } },\n"
  "  \"players\": [ { \"name\": \"A\", \"color\": \"#ff0000\", \"score\": 3, \"wonders\": [\"great-wall\"], \"x-p\": true },\n"
  "                 { \"name\": \"B\", \"wonders\": [] } ],\n"
  "  \"turn\": 1,\n"
  "  \"pieces\": [ { \"tile\": \"abbey-andechs\", \"x\": 0, \"y\": 0, \"rotation\": 90, \"owner\": 0, \"x-piece\": \"k\" },\n"
  "              { \"tile\": \"D\", \"x\": -3, \"y\": 7, \"rotation\": 270 } ],\n"
  "  \"meeples\": [ { \"player\": 1, \"x\": 0, \"y\": 0, \"at\": \"C\", \"role\": \"prior\", \"x-m\": 1.5 },\n"
  "                { \"player\": 0, \"x\": -3, \"y\": 7, \"at\": \"city\", \"role\": \"knight\" } ],\n"
  "  \"set_aside\": [\"river-7\"],\n"
  "  \"x-top\": \"kept\" }\n";

static void
test_copy_keeps_everything (void)
{
  g_autoptr (MlDocument) doc = load_text (everything_text);
  Watch w;
  watch (doc, &w);
  g_autofree char *loaded = doc_json (doc);
  g_assert_nonnull (strstr (loaded, "x-option"));
  g_assert_nonnull (strstr (loaded, "x-m"));
  g_assert_nonnull (strstr (loaded, "\"set_aside\""));
  ASSERT_EDIT (doc, &w, ml_document_set_turn (doc, 0, NULL));
  g_assert_true (ml_document_set_turn (doc, 1, NULL));
  g_autofree char *back = doc_json (doc);
  g_assert_cmpstr (back, ==, loaded);
  ASSERT_EDIT (doc, &w, ml_document_place_piece (doc, "B", 9, 9, 0, NULL));
  g_assert_true (ml_document_remove_piece (doc, 2, NULL));
  g_autofree char *again = doc_json (doc);
  g_assert_cmpstr (again, ==, loaded);
  g_assert_cmpuint (w.changed, ==, 4);
}

/* ---- undo, redo, modified -------------------------------------------------------------- */

/* Edits made as one step go back with one undo; a step given up leaves nothing behind. */
static void
test_undo_step (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_place_piece (doc, "D", 0, 0, 0, NULL));
  g_autofree char *before = doc_json (doc);
  ml_document_begin_step (doc);
  g_assert_true (ml_document_place_piece (doc, "E", 0, -1, 2, NULL));
  g_assert_true (ml_document_add_meeple (doc, 1, 0, -1, "N", ML_FIGURE_MEEPLE, NULL));
  ml_document_end_step (doc, TRUE);
  g_autofree char *after = doc_json (doc);
  g_assert_cmpuint (ml_board_n_meeples (ml_document_get_game (doc)->board), ==, 1);
  g_assert_true (ml_document_undo (doc));
  g_autofree char *undone = doc_json (doc);
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (ml_document_redo (doc));
  g_autofree char *redone = doc_json (doc);
  g_assert_cmpstr (redone, ==, after);
  g_assert_true (ml_document_undo (doc));

  /* A meeple refused (no such player): the piece laid in the step goes too. */
  g_assert_true (ml_document_add_meeple (doc, 0, 0, 0, "N", ML_FIGURE_MEEPLE, NULL));
  g_autofree char *taken = doc_json (doc);
  ml_document_begin_step (doc);
  g_assert_true (ml_document_place_piece (doc, "E", 0, -1, 2, NULL));
  g_assert_false (ml_document_add_meeple (doc, 9, 0, -1, "N", ML_FIGURE_MEEPLE, NULL));
  ml_document_end_step (doc, FALSE);
  g_autofree char *now = doc_json (doc);
  g_assert_cmpstr (now, ==, taken);
  g_assert_false (ml_document_can_redo (doc));
  g_assert_true (ml_document_undo (doc));
  g_autofree char *first = doc_json (doc);
  g_assert_cmpstr (first, ==, before);
}

/* Each step of the history holds what its edit changed, not the board: on a board of 3,000
 * tiles (a scenario of hundreds of KiB) a step of any kind stays under 20 KiB, and undo and
 * redo still bring back each state exactly. */
static void
test_history_by_change (void)
{
  g_autoptr (MlScenario) board = tu_random_scenario (3000, 11);
  g_autofree char *text = ml_scenario_to_json (board);
  g_assert_cmpuint (strlen (text), >, 200 * 1024);
  g_autoptr (MlDocument) doc = load_text (text);
  guint n = ml_document_get_scenario (doc)->pieces->len;
  g_assert_cmpuint (n, ==, 3000);
  g_autoptr (GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (states, doc_json (doc));
  g_assert_cmpuint (ml_document_get_history_bytes (doc), ==, 0);
  gsize bytes = 0;
#define STEP(call) G_STMT_START {                                                        \
    g_assert_true (call);                                                                \
    gsize now_ = ml_document_get_history_bytes (doc);                                    \
    g_assert_cmpuint (now_ - bytes, <, 20 * 1024);                                       \
    bytes = now_;                                                                        \
    g_ptr_array_add (states, doc_json (doc));                                            \
  } G_STMT_END
  STEP (ml_document_place_piece (doc, "D", 5000, 5000, 1, NULL));
  STEP (ml_document_move_piece (doc, n / 2, 6000, 6000, 3, NULL));
  STEP (ml_document_remove_piece (doc, 10, NULL));
  STEP (ml_document_add_meeple (doc, 0, 5000, 5000, "N", ML_FIGURE_MEEPLE, NULL));
  STEP (ml_document_set_text (doc, "A large board", "Edited", NULL));
  STEP (ml_document_add_player (doc, NULL));
  STEP (ml_document_remove_piece (doc, 0, NULL));
#undef STEP
  for (guint i = states->len - 1; i > 0; i--)
    {
      g_assert_true (ml_document_undo (doc));
      g_autofree char *now = doc_json (doc);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i - 1));
    }
  g_assert_false (ml_document_can_undo (doc));
  for (guint i = 1; i < states->len; i++)
    {
      g_assert_true (ml_document_redo (doc));
      g_autofree char *now = doc_json (doc);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i));
    }
  /* Undo and redo keep the history as small as the edits made it. */
  g_assert_cmpuint (ml_document_get_history_bytes (doc), <, 7 * 20 * 1024);
}

static void
test_undo_redo (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  Watch w;
  watch (doc, &w);
  g_autoptr (GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (states, doc_json (doc));
  g_assert_true (ml_document_place_piece (doc, "D", 0, 0, 0, NULL));
  g_ptr_array_add (states, doc_json (doc));
  g_assert_true (ml_document_add_meeple (doc, 0, 0, 0, "N", ML_FIGURE_MEEPLE, NULL));
  g_ptr_array_add (states, doc_json (doc));
  g_assert_true (ml_document_move_piece (doc, 0, 2, 2, 3, NULL));
  g_ptr_array_add (states, doc_json (doc));
  g_assert_true (ml_document_add_player (doc, NULL));
  g_ptr_array_add (states, doc_json (doc));
  g_assert_true (ml_document_set_text (doc, "T", "D", NULL));
  g_ptr_array_add (states, doc_json (doc));
  g_assert_true (ml_document_remove_piece (doc, 0, NULL));
  g_ptr_array_add (states, doc_json (doc));
  g_assert_cmpuint (w.changed, ==, 6);

  /* Back to the start, state by state, then forward again. */
  for (guint i = states->len - 1; i > 0; i--)
    {
      g_assert_true (ml_document_undo (doc));
      g_autofree char *now = doc_json (doc);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i - 1));
    }
  g_assert_false (ml_document_can_undo (doc));
  g_assert_false (ml_document_undo (doc));
  g_assert_false (ml_document_get_modified (doc));
  g_assert_cmpuint (w.can_undo, ==, 2);    /* TRUE after the first edit, FALSE now */
  g_assert_cmpuint (w.can_redo, ==, 1);
  g_assert_cmpuint (ml_document_get_scenario (doc)->players->len, ==, 2);
  g_assert_true (ml_board_is_empty (ml_document_get_game (doc)->board));
  for (guint i = 1; i < states->len; i++)
    {
      g_assert_true (ml_document_redo (doc));
      g_autofree char *now = doc_json (doc);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i));
    }
  g_assert_false (ml_document_can_redo (doc));
  g_assert_false (ml_document_redo (doc));
  g_assert_cmpuint (w.changed, ==, 6 + 2 * 6);
  g_assert_cmpuint (w.can_undo, ==, 3);
  g_assert_cmpuint (w.can_redo, ==, 2);

  /* The layout follows: after undoing the removal, the meeple scores again. */
  g_assert_true (ml_document_undo (doc));
  g_assert_cmpuint (ml_document_get_items (doc)->len, ==, 1);
  g_assert_cmpint (ml_document_get_final (doc, 0), ==, 1);

  /* A new edit after undoing drops what could be redone. */
  g_assert_true (ml_document_undo (doc));
  g_assert_true (ml_document_can_redo (doc));
  g_assert_true (ml_document_set_turn (doc, 2, NULL));
  g_assert_false (ml_document_can_redo (doc));
  g_assert_true (ml_document_undo (doc));
  g_autofree char *now = doc_json (doc);
  g_assert_cmpstr (now, ==, g_ptr_array_index (states, 4));
}

static void
test_modified (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "saved.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (MlDocument) doc = ml_document_new ();
  Watch w;
  watch (doc, &w);
  g_autoptr (GError) error = NULL;

  g_assert_true (ml_document_place_piece (doc, "D", 0, 0, 0, NULL));
  g_assert_true (ml_document_get_modified (doc));
  g_assert_cmpuint (w.modified, ==, 1);
  g_assert_cmpuint (w.can_undo, ==, 1);
  g_assert_true (ml_document_place_piece (doc, "E", 0, -1, 2, NULL));
  g_assert_cmpuint (w.modified, ==, 1);     /* still modified: no notification */
  g_assert_cmpuint (w.can_undo, ==, 1);

  g_assert_true (ml_document_save (doc, file, &error));
  g_assert_no_error (error);
  g_assert_false (ml_document_get_modified (doc));
  g_assert_cmpuint (w.modified, ==, 2);
  g_assert_cmpuint (w.file, ==, 1);
  g_assert_true (g_file_equal (ml_document_get_file (doc), file));
  g_autofree char *title = ml_document_dup_title (doc);
  g_assert_cmpstr (title, ==, "saved.json");
  g_assert_cmpuint (w.changed, ==, 2);      /* saving changes no content */

  /* Away from the saved state and back, either way. */
  g_assert_true (ml_document_undo (doc));
  g_assert_true (ml_document_get_modified (doc));
  g_assert_true (ml_document_redo (doc));
  g_assert_false (ml_document_get_modified (doc));
  g_assert_true (ml_document_place_piece (doc, "B", 5, 5, 0, NULL));
  g_assert_true (ml_document_get_modified (doc));
  g_assert_true (ml_document_undo (doc));
  g_assert_false (ml_document_get_modified (doc));
  g_assert_true (ml_document_undo (doc));
  g_assert_true (ml_document_get_modified (doc));
  g_assert_true (ml_document_undo (doc));
  g_assert_true (ml_document_get_modified (doc));   /* the empty board was never saved */
  g_assert_true (ml_document_redo (doc));
  g_assert_true (ml_document_redo (doc));
  g_assert_false (ml_document_get_modified (doc));

  /* Once the saved state is undone and replaced by another edit, nothing gets back to it. */
  g_assert_true (ml_document_undo (doc));
  g_assert_true (ml_document_set_turn (doc, 1, NULL));
  g_assert_true (ml_document_get_modified (doc));
  g_assert_true (ml_document_undo (doc));
  g_assert_true (ml_document_get_modified (doc));
  g_assert_true (ml_document_redo (doc));
  g_assert_true (ml_document_get_modified (doc));

  /* The notifications always matched the value. */
  g_assert_cmpuint (w.modified % 2, ==, (guint) ml_document_get_modified (doc) % 2);

  /* Saving again, then loading: not modified, no history. */
  g_assert_true (ml_document_save (doc, file, &error));
  g_assert_false (ml_document_get_modified (doc));
  g_assert_true (ml_document_place_piece (doc, "B", 7, 7, 0, NULL));
  g_assert_true (ml_document_load (doc, file, &error));
  g_assert_no_error (error);
  g_assert_false (ml_document_get_modified (doc));
  g_assert_false (ml_document_can_undo (doc));
  g_assert_false (ml_document_can_redo (doc));
  remove_tmp_dir (dir);
}

/* ---- files ----------------------------------------------------------------------------- */

/* The readings in force stay with the document through an edit, a turn played and undone,
 * and saving: the game plays under them and the file says them. */
static void
test_readings_kept (void)
{
  g_autoptr (MlDocument) doc = load_text (
    "{\"format\": \"meeple-lab-scenario\", \"version\": 1,"
    " \"options\": {\"readings\": {\"farmers\": \"first-edition\", \"taj-fifth-slot\": {\"answer\": \"value\", \"value\": 4}}},"
    " \"players\": [{\"name\": \"Red\"}, {\"name\": \"Blue\"}],"
    " \"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 180}]}");
  MlReadings want;
  ml_readings_init (&want);
  want.answer[ML_READING_FARMERS] = ML_FARMERS_FIRST_EDITION;
  want.answer[ML_READING_TAJ_FIFTH_SLOT] = ML_FIFTH_SLOT_VALUE;
  want.value[ML_READING_TAJ_FIFTH_SLOT] = 4;
  g_assert_true (ml_readings_equal (&ml_document_get_scenario (doc)->readings, &want));
  g_assert_true (ml_readings_equal (&ml_document_get_game (doc)->readings, &want));

  g_assert_true (ml_document_set_text (doc, "Readings", "Kept through edits.", NULL));
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_play_turn (doc, "E", 0, 1, 0, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (ml_readings_equal (&ml_document_get_game (doc)->readings, &want));
  g_assert_true (ml_document_undo (doc));
  g_assert_true (ml_document_redo (doc));

  g_autofree char *text = doc_json (doc);
  g_autoptr (JsonNode) root = json_from_string (text, &error);
  g_assert_no_error (error);
  JsonObject *readings = json_object_get_object_member (
    json_object_get_object_member (json_node_get_object (root), "options"), "readings");
  g_assert_nonnull (readings);
  g_assert_cmpstr (json_object_get_string_member (readings, "farmers"), ==, "first-edition");
  JsonObject *fifth = json_object_get_object_member (readings, "taj-fifth-slot");
  g_assert_cmpint (json_object_get_int_member (fifth, "value"), ==, 4);
  g_assert_cmpuint (json_object_get_size (readings), ==, 2);
}

static void
test_save_load (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "round.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_place_piece (doc, "D", 0, 0, 0, NULL));
  g_assert_true (ml_document_place_piece (doc, "E", 0, -1, 2, NULL));
  g_assert_true (ml_document_add_meeple (doc, 1, 0, -1, "S", ML_FIGURE_MEEPLE, NULL));
  g_assert_true (ml_document_add_player (doc, NULL));
  g_assert_true (ml_document_set_player (doc, 2, "Zoë", "green", 7, NULL));
  g_assert_true (ml_document_set_text (doc, "Round trip", "Through a file.", NULL));
  g_assert_true (ml_document_set_expansions (doc, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS, NULL));
  g_assert_true (ml_document_save (doc, file, &error));
  g_assert_no_error (error);
  g_autofree char *json = doc_json (doc);

  /* The file holds the scenario's JSON. */
  g_autofree char *contents = NULL;
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, json);

  g_autoptr (MlDocument) other = ml_document_new ();
  Watch w;
  watch (other, &w);
  g_assert_true (ml_document_load (other, file, &error));
  g_assert_no_error (error);
  g_autofree char *loaded = doc_json (other);
  g_assert_cmpstr (loaded, ==, json);
  g_assert_cmpuint (w.changed, ==, 1);
  g_assert_cmpuint (w.file, ==, 1);
  g_assert_true (g_file_equal (ml_document_get_file (other), file));
  g_autofree char *title = ml_document_dup_title (other);
  g_assert_cmpstr (title, ==, "Round trip");
  g_assert_cmpint (ml_document_get_final (other, 1), ==, 4 /* a closed city of 2 tiles */);
  g_assert_cmpint (ml_document_get_final (other, 2), ==, 7);

  /* Saving where it cannot: an error, and the document as it was. */
  g_autofree char *bad_path = g_build_filename (dir, "no-such-folder", "x.json", NULL);
  g_autoptr (GFile) bad = g_file_new_for_path (bad_path);
  g_assert_true (ml_document_place_piece (other, "B", 9, 9, 0, NULL));
  g_assert_false (ml_document_save (other, bad, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (ml_document_get_modified (other));
  g_assert_true (g_file_equal (ml_document_get_file (other), file));

  /* load_data names no file. */
  g_assert_true (ml_document_load_data (other, json, strlen (json), "memory.json", &error));
  g_assert_null (ml_document_get_file (other));
  g_assert_false (ml_document_get_modified (other));
  remove_tmp_dir (dir);
}

static const char overlap_text[] =
  "{ \"format\": \"meeple-lab-scenario\", \"version\": 1,\n"
  "  \"players\": [ { \"name\": \"A\" }, { \"name\": \"B\" } ],\n"
  "  \"pieces\": [ { \"tile\": \"D\", \"x\": 0, \"y\": 0 },\n"
  "              { \"tile\": \"E\", \"x\": 0, \"y\": 0 },\n"
  "              { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180 } ],\n"
  "  \"meeples\": [ { \"player\": 1, \"x\": 0, \"y\": -1, \"at\": \"S\" } ] }\n";

static void
test_load_broken (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_place_piece (doc, "D", 0, 0, 0, NULL));
  g_assert_true (ml_document_add_meeple (doc, 0, 0, 0, "N", ML_FIGURE_MEEPLE, NULL));
  Watch w;
  watch (doc, &w);
  g_autofree char *before = doc_json (doc);

  static const struct {
    const char *name, *text, *where;   /* where: a regular expression */
  } cases[] = {
    { "syntax.json", "{\n  \"format\": \"meeple-lab-scenario\",\n  \"version\": 1,\n  oops\n}\n",
      "syntax\\.json:[0-9]+:[0-9]+: " },
    { "invalid.json", "{ \"format\": \"meeple-lab-scenario\", \"version\": 1, \"players\": [ { \"name\": 3 } ] }",
      "\\$\\.players\\[0\\]\\.name: " },
    { "unknown-tile.json",
      "{ \"format\": \"meeple-lab-scenario\", \"version\": 1, \"players\": [ { \"name\": \"A\" } ],"
      " \"pieces\": [ { \"tile\": \"ZZ\", \"x\": 0, \"y\": 0 } ] }", "\\$\\.pieces\\[0\\]\\.tile: " },
    /* Reads, but does not lay out: a meeple where no piece lies. */
    { "layout.json",
      "{ \"format\": \"meeple-lab-scenario\", \"version\": 1, \"players\": [ { \"name\": \"A\" } ],"
      " \"meeples\": [ { \"player\": 0, \"x\": 4, \"y\": 4, \"at\": \"N\" } ] }", "\\$\\.meeples\\[0\\]: " },
    { "missing.json", NULL, "missing\\.json" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
      if (cases[i].text)
        g_assert_true (g_file_set_contents (path, cases[i].text, -1, NULL));
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GError) error = NULL;
      g_assert_false (ml_document_load (doc, file, &error));
      g_assert_nonnull (error);
      g_test_message ("%s: %s", cases[i].name, error->message);
      g_assert_nonnull (strstr (error->message, path));
      g_assert_true (g_regex_match_simple (cases[i].where, error->message, 0, 0));
      g_autofree char *after = doc_json (doc);
      g_assert_cmpstr (after, ==, before);
      g_assert_null (ml_document_get_file (doc));
      g_assert_true (ml_document_get_modified (doc));
      g_assert_true (ml_document_can_undo (doc));
      g_assert_cmpuint (ml_board_n_pieces (ml_document_get_game (doc)->board), ==, 1);

      /* The same through load_data, named by the caller. */
      if (cases[i].text)
        {
          g_clear_error (&error);
          g_assert_false (ml_document_load_data (doc, cases[i].text, strlen (cases[i].text), "given-name.json", &error));
          g_assert_nonnull (error);
          g_assert_nonnull (strstr (error->message, "given-name.json"));
          g_autofree char *after_data = doc_json (doc);
          g_assert_cmpstr (after_data, ==, before);
        }
    }
  g_assert_cmpuint (w.changed, ==, 0);
  g_assert_cmpuint (w.modified + w.can_undo + w.can_redo + w.file + w.title, ==, 0);
  remove_tmp_dir (dir);
}

/* Overlapping pieces in a file are problems, not a refusal; the document still edits. */
static void
test_overlap (void)
{
  g_autoptr (MlDocument) doc = load_text (overlap_text);
  Watch w;
  watch (doc, &w);
  GArray *problems = ml_document_get_problems (doc);
  gboolean found = FALSE;
  for (guint i = 0; i < problems->len; i++)
    found |= strstr (g_array_index (problems, MlProblem, i).message, "$.pieces[1]") != NULL;
  g_assert_true (found);
  g_assert_cmpuint (ml_board_n_pieces (ml_document_get_game (doc)->board), ==, 2);
  g_assert_cmpint (ml_document_scenario_piece (doc, 0), ==, 0);
  g_assert_cmpint (ml_document_scenario_piece (doc, 1), ==, 2);
  g_assert_cmpint (ml_document_scenario_piece (doc, 2), ==, -1);
  g_assert_cmpint (ml_document_board_piece (doc, 0), ==, 0);
  g_assert_cmpint (ml_document_board_piece (doc, 1), ==, ML_NO_PIECE);
  g_assert_cmpint (ml_document_board_piece (doc, 2), ==, 1);
  g_assert_cmpint (ml_document_board_piece (doc, 3), ==, ML_NO_PIECE);

  /* A turn cannot be taken back into the scenario one for one: refused. */
  g_autoptr (GError) error = NULL;
  g_autofree char *before = doc_json (doc);
  g_assert_false (ml_document_play_turn (doc, "E", 1, 0, 0, NULL, NULL, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_OCCUPIED);
  g_autofree char *after = doc_json (doc);
  g_assert_cmpstr (after, ==, before);

  /* Board piece 1 is the scenario's third: it moves, with the meeple on it. */
  ASSERT_EDIT (doc, &w, ml_document_move_piece (doc, 1, 5, 5, 0, NULL));
  g_assert_cmpint (piece (doc, 2)->x, ==, 5);
  g_assert_cmpint (piece (doc, 1)->x, ==, 0);
  g_assert_cmpint (meeple (doc, 0)->x, ==, 5);
  g_assert_cmpstr (meeple (doc, 0)->at, ==, "N");
  ASSERT_REFUSED (doc, &w, ml_document_move_piece (doc, 2, 6, 6, 0, NULL));   /* not on the board */
  ASSERT_REFUSED (doc, &w, ml_document_remove_piece (doc, 2, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_move_piece (doc, 0, 5, 5, 0, NULL));   /* taken */
  /* Moving D off the square shows the piece it hid. */
  ASSERT_EDIT (doc, &w, ml_document_move_piece (doc, 0, 0, 1, 0, NULL));
  g_assert_cmpuint (ml_board_n_pieces (ml_document_get_game (doc)->board), ==, 3);
  g_assert_cmpint (ml_document_board_piece (doc, 1), ==, 1);
  g_assert_cmpint (ml_board_piece_at (ml_document_get_game (doc)->board, 0, 0, NULL), ==, 1);
  g_assert_cmpint (ml_board_piece_at (ml_document_get_game (doc)->board, 0, 1, NULL), ==, 0);
  gboolean overlap = FALSE;
  problems = ml_document_get_problems (doc);
  for (guint i = 0; i < problems->len; i++)
    overlap |= strstr (g_array_index (problems, MlProblem, i).message, "already covers") != NULL;
  g_assert_false (overlap);
  ASSERT_EDIT (doc, &w, ml_document_remove_piece (doc, 2, NULL));
  g_assert_cmpuint (ml_document_get_scenario (doc)->meeples->len, ==, 0);
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 2);
}

/* ---- the shared examples' scores ------------------------------------------------------- */

static void
test_examples (void)
{
  const char *dir = g_getenv ("SHARED_EXAMPLES");
  g_assert_nonnull (dir);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  guint checked = 0;
  const char *name;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      if (!g_str_has_suffix (name, ".json"))
        continue;
      g_autofree char *path = tu_example_path (name);
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_assert_true (json_parser_load_from_file (parser, path, NULL));
      JsonObject *root = json_node_get_object (json_parser_get_root (parser));
      if (!json_object_has_member (root, "x-expect"))
        continue;
      JsonObject *expect = json_object_get_object_member (root, "x-expect");
      if (g_strcmp0 (json_object_get_string_member (expect, "command"), "score") != 0)
        continue;
      JsonArray *finals = json_object_get_array_member (expect, "finals");

      g_autoptr (MlDocument) doc = ml_document_new ();
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GError) error = NULL;
      g_assert_true (ml_document_load (doc, file, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (json_array_get_length (finals), ==, ml_document_get_scenario (doc)->players->len);
      for (guint p = 0; p < json_array_get_length (finals); p++)
        g_assert_cmpint (ml_document_get_final (doc, p), ==, json_array_get_int_element (finals, p));
      g_assert_cmpuint (ml_document_get_problems (doc)->len, ==, 0);
      /* Kept across an edit and its undo, unknown members ("x-expect") included. */
      g_autofree char *before = doc_json (doc);
      g_assert_nonnull (strstr (before, "x-expect"));
      g_assert_true (ml_document_remove_meeple (doc, 0, NULL));
      g_assert_true (ml_document_undo (doc));
      g_autofree char *after = doc_json (doc);
      g_assert_cmpstr (after, ==, before);
      for (guint p = 0; p < json_array_get_length (finals); p++)
        g_assert_cmpint (ml_document_get_final (doc, p), ==, json_array_get_int_element (finals, p));
      checked++;
    }
  g_assert_cmpuint (checked, >=, 3);
}

/* ---- turns ----------------------------------------------------------------------------- */

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

static guint
n_set_aside (MlDocument *doc)
{
  const MlScenario *s = ml_document_get_scenario (doc);
  return s->set_aside ? g_strv_length (s->set_aside) : 0;
}

/* A river that points back at itself (legal under no-two-in-row, rules.md §3): its river
 * tiles and then the lake are set aside one undo step each, the same player to move, and
 * then the land is laid by a turn. */
static void
test_set_aside (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("river-back-at-itself.json");
  guint turn = ml_document_get_scenario (doc)->turn;
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_document_play_turn (doc, "U", 1, 0, 1, NULL, events, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_ORDER);
  g_clear_error (&error);
  const char *const aside[] = { "river-10", "river-11", "river-lake" };
  for (guint i = 0; i < G_N_ELEMENTS (aside); i++)
    {
      g_assert_true (ml_document_set_aside (doc, aside[i], &error));
      g_assert_no_error (error);
      g_assert_cmpuint (n_set_aside (doc), ==, i + 1);
      g_assert_cmpstr (ml_document_get_scenario (doc)->set_aside[i], ==, aside[i]);
      g_assert_cmpuint (ml_document_get_scenario (doc)->turn, ==, turn);
      g_assert_cmpuint (ml_document_get_game (doc)->n_set_aside, ==, i + 1);
    }
  g_assert_true (ml_document_play_turn (doc, "U", 1, 0, 1, NULL, events, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_set_aside (doc), ==, 3);
  for (guint i = 0; i < 4; i++)
    g_assert_true (ml_document_undo (doc));
  g_assert_cmpuint (n_set_aside (doc), ==, 0);
  g_assert_false (ml_document_can_undo (doc));

  /* Refused, changing nothing: a wonder, a tile that fits, no tile at all. */
  g_assert_false (ml_document_set_aside (doc, "taj-mahal", &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_FITS);
  g_clear_error (&error);
  g_autoptr (MlDocument) city = load_data_file ("move-city.json");
  g_assert_false (ml_document_set_aside (city, "D", &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_FITS);
  g_clear_error (&error);
  g_assert_false (ml_document_set_aside (city, "no-such-tile", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_false (ml_document_can_undo (doc));
  g_assert_false (ml_document_can_undo (city));
}

static void
test_play_turn_legal (void)
{
  /* D at the origin shows its city south; Red lays E at (0, 1) with a knight. */
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  Watch w;
  watch (doc, &w);
  g_autofree char *before = doc_json (doc);
  const MlTileDef *e = tu_tile ("E");
  MlMeepleChoice knight = { TRUE, 0, ml_tile_feature_at (e, 0, 0, "N"), FALSE };
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_play_turn (doc, "E", 0, 1, 0, &knight, events, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.changed, ==, 1);
  g_assert_true (ml_document_get_modified (doc));

  const MlScenario *s = ml_document_get_scenario (doc);
  g_assert_cmpuint (s->pieces->len, ==, 2);
  g_assert_cmpstr (piece (doc, 1)->tile, ==, "E");
  g_assert_cmpuint (s->meeples->len, ==, 0);          /* the knight came home */
  g_assert_cmpint (player (doc, 0)->score, ==, 4);
  g_assert_cmpint (player (doc, 1)->score, ==, 5);
  g_assert_cmpuint (s->turn, ==, 1);
  g_assert_cmpuint (ml_document_get_game (doc)->turn, ==, 1);
  g_assert_cmpint (ml_document_get_final (doc, 0), ==, 4);
  g_autofree char *text = doc_json (doc);
  g_assert_nonnull (strstr (text, "x-note"));

  gboolean tile = FALSE, knight_put = FALSE, scored = FALSE;
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      tile |= ev->kind == ML_EVENT_TILE;
      knight_put |= ev->kind == ML_EVENT_MEEPLE && ev->role == ML_ROLE_KNIGHT;
      scored |= ev->kind == ML_EVENT_SCORE && ev->item.points == 4;
    }
  g_assert_true (tile && knight_put && scored);

  /* One undo step. */
  g_autofree char *after = doc_json (doc);
  g_assert_true (ml_document_undo (doc));
  g_autofree char *undone = doc_json (doc);
  g_assert_cmpstr (undone, ==, before);
  g_assert_false (ml_document_get_modified (doc));
  g_assert_true (ml_document_redo (doc));
  g_autofree char *redone = doc_json (doc);
  g_assert_cmpstr (redone, ==, after);

  /* Blue's turn on the same board: every legal placement the rules list is accepted. */
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (ml_document_get_game (doc), tu_tile ("U"), legal);
  g_assert_cmpuint (legal->len, >, 0);
  const MlPlacement *pl = &g_array_index (legal, MlPlacement, 0);
  g_assert_true (ml_document_play_turn (doc, "U", pl->x, pl->y, pl->rot, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ml_document_get_scenario (doc)->turn, ==, 0);
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 3);

  /* The first tile of an empty board lies at the origin. */
  g_autoptr (MlDocument) fresh = ml_document_new ();
  g_assert_true (ml_document_play_turn (fresh, "D", 0, 0, 0, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ml_document_get_scenario (fresh)->pieces->len, ==, 1);
}

static void
test_play_turn_illegal (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  Watch w;
  watch (doc, &w);
  const MlTileDef *e = tu_tile ("E");
  static const struct {
    const char *tile;
    int x, y, rot;
    gboolean meeple;
    guint cell, feature;
    gboolean prior;        /* the claustral prior instead of a meeple */
    GQuark (*domain) (void);
    int code;
  } cases[] = {
    { "E", 0, 0, 0, FALSE, 0, 0, FALSE, ml_rules_error_quark, ML_RULES_ERROR_OCCUPIED },
    { "E", 5, 5, 0, FALSE, 0, 0, FALSE, ml_rules_error_quark, ML_RULES_ERROR_NO_CONTACT },
    { "E", 0, 1, 2, FALSE, 0, 0, FALSE, ml_rules_error_quark, ML_RULES_ERROR_MISMATCH },
    { "E", 0, 1, 0, TRUE, 0, 0, TRUE, ml_rules_error_quark, ML_RULES_ERROR_MEEPLE },     /* a prior in a city */
    { "E", 0, 1, 0, TRUE, 0, 7, FALSE, g_io_error_quark, G_IO_ERROR_INVALID_ARGUMENT },  /* no such feature */
    { "E", 0, 1, 0, TRUE, 3, 0, FALSE, g_io_error_quark, G_IO_ERROR_INVALID_ARGUMENT },  /* no such square */
    { "E", 0, 1, 4, FALSE, 0, 0, FALSE, g_io_error_quark, G_IO_ERROR_INVALID_ARGUMENT },
    { "nope", 0, 1, 0, FALSE, 0, 0, FALSE, g_io_error_quark, G_IO_ERROR_INVALID_ARGUMENT },
  };
  g_assert_cmpint (e->features[0].kind, ==, ML_FEATURE_CITY);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *before = doc_json (doc);
      MlMeepleChoice choice = { cases[i].meeple, cases[i].cell, (guint8) cases[i].feature,
                                (guint8) (cases[i].prior ? TU_PRIOR : ML_FIGURE_MEEPLE) };
      g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
      g_autoptr (GError) error = NULL;
      g_assert_false (ml_document_play_turn (doc, cases[i].tile, cases[i].x, cases[i].y, cases[i].rot, &choice,
                                             events, &error));
      g_assert_error (error, cases[i].domain (), cases[i].code);
      g_test_message ("case %u: %s", i, error->message);
      g_assert_cmpuint (events->len, ==, 0);
      g_autofree char *after = doc_json (doc);
      g_assert_cmpstr (after, ==, before);
      g_assert_cmpuint (ml_board_n_pieces (ml_document_get_game (doc)->board), ==, 1);
    }
  g_assert_cmpuint (w.changed, ==, 0);
  g_assert_false (ml_document_get_modified (doc));
  g_assert_false (ml_document_can_undo (doc));
}

/* ---- loading off the main thread ------------------------------------------------------- */

typedef struct {
  gboolean done, ok;
  GError *error;
} Loading;

static void
loading_done (GObject *source, GAsyncResult *result, gpointer data)
{
  Loading *l = data;
  /* The callback runs where the load was started: the swap happened on this thread. */
  g_assert_true (g_main_context_is_owner (g_main_context_default ()));
  l->ok = ml_document_load_finish (ML_DOCUMENT (source), result, &l->error);
  l->done = TRUE;
}

static gboolean
tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @l is done, failing the test after a few seconds rather than
 * hanging on a load that never ends (a FIFO with no writer). */
static void
wait_loaded (Loading *l)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint wake = g_timeout_add (20, tick, NULL);
  while (!l->done && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
  g_assert_true (l->done);
}

static void
test_load_async (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "good.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (MlDocument) source = ml_document_new ();
  g_assert_true (ml_document_place_piece (source, "D", 0, 0, 0, NULL));
  g_assert_true (ml_document_place_piece (source, "E", 0, -1, 2, NULL));
  g_assert_true (ml_document_set_text (source, "Far away", NULL, NULL));
  g_assert_true (ml_document_save (source, file, NULL));
  g_autofree char *json = doc_json (source);

  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_place_piece (doc, "B", 5, 5, 0, NULL));
  Watch w;
  watch (doc, &w);
  Loading l = { 0 };
  ml_document_load_async (doc, file, NULL, loading_done, &l);
  /* Nothing changes before the main loop runs the swap. */
  g_assert_cmpuint (w.changed, ==, 0);
  wait_loaded (&l);
  g_assert_no_error (l.error);
  g_assert_true (l.ok);
  g_autofree char *loaded = doc_json (doc);
  g_assert_cmpstr (loaded, ==, json);
  g_assert_cmpuint (w.changed, ==, 1);
  g_assert_true (g_file_equal (ml_document_get_file (doc), file));
  g_assert_false (ml_document_get_modified (doc));
  g_assert_false (ml_document_can_undo (doc));
  g_assert_cmpint (ml_document_get_final (doc, 1), ==, 0);
  g_assert_cmpuint (ml_board_n_pieces (ml_document_get_game (doc)->board), ==, 2);
  remove_tmp_dir (dir);
}

/* Hostile files, read off the main thread: each refused with a message naming it, quickly,
 * and the document exactly as it was. */
static void
test_load_async_hostile (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_place_piece (doc, "D", 0, 0, 0, NULL));
  g_autofree char *before = doc_json (doc);
  Watch w;
  watch (doc, &w);

  /* A FIFO with no writer: opening it for reading would wait forever. */
  g_autofree char *fifo = g_build_filename (dir, "pipe.json", NULL);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  /* /dev/zero behind a name that looks like a scenario: it never ends. */
  g_autofree char *zero = g_build_filename (dir, "zero.json", NULL);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  /* Nesting behind a single-quoted string, which json-glib takes and a naive pre-scan
   * misreads: it once overflowed the parser's stack. */
  g_autofree char *deep = g_build_filename (dir, "deep.json", NULL);
  GString *text = g_string_new ("['\"',");
  for (int i = 0; i < 100000; i++)
    g_string_append_c (text, '[');
  g_assert_true (g_file_set_contents (deep, text->str, (gssize) text->len, NULL));
  g_string_free (text, TRUE);
  /* Over the size limit, padded with spaces. */
  g_autofree char *big = g_build_filename (dir, "big.json", NULL);
  {
    gsize size = (gsize) ML_MAX_FILE_SIZE + 2;
    g_autofree char *spaces = g_malloc (size);
    memset (spaces, ' ', size);
    spaces[0] = '{';
    spaces[size - 1] = '}';
    g_assert_true (g_file_set_contents (big, spaces, (gssize) size, NULL));
  }
  g_autofree char *folder = g_build_filename (dir, "folder.json", NULL);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);

  const char *paths[] = { fifo, zero, deep, big, folder };
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr (GFile) file = g_file_new_for_path (paths[i]);
      Loading l = { 0 };
      gint64 start = g_get_monotonic_time ();
      ml_document_load_async (doc, file, NULL, loading_done, &l);
      wait_loaded (&l);
      g_test_message ("%s: %s", paths[i], l.error ? l.error->message : "(none)");
      g_assert_false (l.ok);
      int code = i == 2 ? ML_SCENARIO_ERROR_SYNTAX : ML_SCENARIO_ERROR_READ;
      g_assert_error (l.error, ML_SCENARIO_ERROR, code);
      g_assert_nonnull (strstr (l.error->message, paths[i]));
      g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
      g_clear_error (&l.error);
      g_autofree char *after = doc_json (doc);
      g_assert_cmpstr (after, ==, before);
      g_assert_null (ml_document_get_file (doc));
      g_assert_true (ml_document_can_undo (doc));

      /* The same refusal without a thread. */
      g_autoptr (GError) error = NULL;
      g_assert_false (ml_document_load (doc, file, &error));
      g_assert_nonnull (error);
    }
  g_assert_cmpuint (w.changed, ==, 0);
  g_assert_cmpuint (w.file, ==, 0);
  g_rmdir (folder);
  remove_tmp_dir (dir);
}

/* A cancelled load says so and changes nothing, whether it was cancelled before it began
 * or while it ran; another load afterwards still works. */
static void
test_load_async_cancel (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "good.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (MlDocument) source = ml_document_new ();
  g_assert_true (ml_document_place_piece (source, "D", 0, 0, 0, NULL));
  g_assert_true (ml_document_save (source, file, NULL));

  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_place_piece (doc, "B", 5, 5, 0, NULL));
  g_autofree char *before = doc_json (doc);
  Watch w;
  watch (doc, &w);

  for (int early = 0; early < 2; early++)
    {
      g_autoptr (GCancellable) cancellable = g_cancellable_new ();
      Loading l = { 0 };
      if (early)
        g_cancellable_cancel (cancellable);
      ml_document_load_async (doc, file, cancellable, loading_done, &l);
      /* The worker may well have read the file by now: its result must still be dropped. */
      g_usleep (G_USEC_PER_SEC / 20);
      g_cancellable_cancel (cancellable);
      wait_loaded (&l);
      g_assert_false (l.ok);
      g_assert_error (l.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_clear_error (&l.error);
      g_autofree char *after = doc_json (doc);
      g_assert_cmpstr (after, ==, before);
      g_assert_null (ml_document_get_file (doc));
      g_assert_cmpuint (w.changed, ==, 0);
    }

  Loading l = { 0 };
  ml_document_load_async (doc, file, NULL, loading_done, &l);
  wait_loaded (&l);
  g_assert_true (l.ok);
  g_assert_cmpuint (w.changed, ==, 1);
  g_assert_true (g_file_equal (ml_document_get_file (doc), file));
  remove_tmp_dir (dir);
}

/* ---- time ------------------------------------------------------------------------------ */

/* A legal board of @n pieces from random turns, a meeple on every sixth piece, as JSON. */
static char *
big_board_json (guint n)
{
  g_autoptr (GPtrArray) bag = g_ptr_array_new ();
  const MlTileDef *start = NULL;
  ml_play_bag (ML_EXPANSION_FARMERS, bag, &start);
  g_autoptr (MlGame) game = ml_game_new (2, ML_EXPANSION_FARMERS);
  game->supply = 1000;
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (500);
  g_autoptr (GArray) scratch = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
  g_assert_true (ml_game_move (game, start, 0, 0, 0, NULL, NULL, NULL));
  for (guint tries = 0; ml_board_n_pieces (game->board) < n && tries < 100 * n; tries++)
    {
      const MlTileDef *tile = g_ptr_array_index (bag, tu_rand_range (rand, 0, (gint32) bag->len));
      MlPlacement at;
      if (!ml_rules_random_placement (game, tile, rand, scratch, &at))
        continue;
      g_assert_true (ml_game_move (game, tile, at.x, at.y, at.rot, NULL, NULL, NULL));
      guint last = ml_board_n_pieces (game->board) - 1;
      if (last % 6 != 0)
        continue;
      g_array_set_size (options, 0);
      int who = (int) (last / 6 % 2);
      ml_rules_meeple_options (game, who, last, options);
      if (options->len == 0)
        continue;
      const MlMeepleChoice *c = &g_array_index (options, MlMeepleChoice, tu_rand_range (rand, 0, (gint32) options->len));
      ml_board_add_meeple (game->board, who, last, c->cell, c->feature, c->figure);
    }
  g_assert_cmpuint (ml_board_n_pieces (game->board), ==, n);

  g_autoptr (MlScenario) s = ml_scenario_new ();
  for (guint p = 0; p < 2; p++)
    {
      MlScenarioPlayer *player_ = g_new0 (MlScenarioPlayer, 1);
      player_->name = g_strdup (p ? "Blue" : "Red");
      player_->color = g_strdup (p ? "blue" : "red");
      g_ptr_array_add (s->players, player_);
    }
  ml_scenario_update_from_game (s, game);
  return ml_scenario_to_json (s);
}

typedef struct {
  const char *what;
  double total, max;
  guint n;
} Timing;

static void
timing_add (Timing *t, gint64 start)
{
  double ms = (double) (g_get_monotonic_time () - start) / 1000.0;
  t->total += ms;
  t->max = MAX (t->max, ms);
  t->n++;
}

static void
test_timing (void)
{
  g_autofree char *json = big_board_json (500);
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  g_assert_true (ml_document_load_data (doc, json, strlen (json), "big.json", &error));
  g_assert_no_error (error);
  double load_ms = (double) (g_get_monotonic_time () - start) / 1000.0;
  /* The scenario is replaced by every edit: look it up each time. */
#define S() ml_document_get_scenario (doc)
  g_assert_cmpuint (S ()->pieces->len, ==, 500);
  guint n_meeples = S ()->meeples->len;
  g_assert_cmpuint (n_meeples, >, 20);

  Timing timings[] = {
    { "place", 0, 0, 0 }, { "move", 0, 0, 0 }, { "add meeple", 0, 0, 0 }, { "remove meeple", 0, 0, 0 },
    { "set player", 0, 0, 0 }, { "remove piece", 0, 0, 0 }, { "undo", 0, 0, 0 }, { "redo", 0, 0, 0 },
  };
  Timing all = { "all", 0, 0, 0 };
  for (int round = 0; round < 20; round++)
    {
      guint last = S ()->pieces->len - 1;
      const MlScenarioPiece *lp = g_ptr_array_index (S ()->pieces, last);
      const MlTileDef *tile = tu_tile (lp->tile);
      int lx = lp->x, ly = lp->y, lrot = lp->rot;
      int gx = 1000 + round * 3;

      start = g_get_monotonic_time ();
      g_assert_true (ml_document_place_piece (doc, "D", gx, 1000, 0, NULL));
      timing_add (&timings[0], start), timing_add (&all, start);

      start = g_get_monotonic_time ();
      g_assert_true (ml_document_move_piece (doc, last, lx, ly, (lrot + 1) % 4, NULL));
      timing_add (&timings[1], start), timing_add (&all, start);

      start = g_get_monotonic_time ();
      g_assert_true (ml_document_add_meeple (doc, round % 2, lx, ly, tile->features[0].name, ML_FIGURE_MEEPLE, NULL));
      timing_add (&timings[2], start), timing_add (&all, start);

      start = g_get_monotonic_time ();
      g_assert_true (ml_document_remove_meeple (doc, S ()->meeples->len - 1, NULL));
      timing_add (&timings[3], start), timing_add (&all, start);

      start = g_get_monotonic_time ();
      g_assert_true (ml_document_set_player (doc, 0, "Red", "red", round + 1, NULL));
      timing_add (&timings[4], start), timing_add (&all, start);

      start = g_get_monotonic_time ();
      g_assert_true (ml_document_remove_piece (doc, S ()->pieces->len - 1, NULL));
      timing_add (&timings[5], start), timing_add (&all, start);

      start = g_get_monotonic_time ();
      g_assert_true (ml_document_undo (doc));
      timing_add (&timings[6], start), timing_add (&all, start);

      start = g_get_monotonic_time ();
      g_assert_true (ml_document_redo (doc));
      timing_add (&timings[7], start), timing_add (&all, start);
    }
  g_assert_cmpuint (S ()->pieces->len, ==, 500);
#undef S
  g_assert_cmpuint (ml_document_get_items (doc)->len, >, 0);

  g_test_message ("500 pieces, %u meeples, %u problems: load %.2f ms", n_meeples,
                  ml_document_get_problems (doc)->len, load_ms);
  for (guint i = 0; i < G_N_ELEMENTS (timings); i++)
    g_test_message ("  %-14s mean %.2f ms, max %.2f ms (%u runs)", timings[i].what,
                    timings[i].total / timings[i].n, timings[i].max, timings[i].n);
  g_test_message ("  every edit: mean %.2f ms, max %.2f ms (%u edits; a frame is 16 ms)",
                  all.total / all.n, all.max, all.n);

  /* What the score panel adds after each change: the other answers of every reading settled
   * on a copy of the game, once; asking again costs nothing. */
  Timing outcomes = { "other readings", 0, 0, 0 };
  for (int round = 0; round < 20; round++)
    {
      g_assert_true (ml_document_set_player (doc, 1, "Blue", "blue", round + 1, NULL));
      start = g_get_monotonic_time ();
      GPtrArray *first = ml_document_get_reading_outcomes (doc);
      timing_add (&outcomes, start);
      g_assert_true (ml_document_get_reading_outcomes (doc) == first);
    }
  g_test_message ("  %-14s mean %.2f ms, max %.2f ms (%u changes)", outcomes.what, outcomes.total / outcomes.n,
                  outcomes.max, outcomes.n);
}

/* ---- the Wonders of Humanity ------------------------------------------------------------ */

static const char wonders_text[] =
  "{\"format\":\"meeple-lab-scenario\",\"version\":1,\"expansions\":[\"farmers\",\"wonders\"],"
  "\"players\":[{\"name\":\"Red\",\"color\":\"red\",\"score\":0,\"wonders\":[\"taj-mahal\"]},"
  "{\"name\":\"Blue\",\"color\":\"blue\",\"score\":0}],"
  "\"turn\":0,\"pieces\":[{\"tile\":\"D\",\"x\":0,\"y\":0,\"rotation\":0}],\"meeples\":[]}";

static gboolean
lists_wonder (MlDocument *doc, guint p, const char *id)
{
  g_auto (GStrv) wonders = ml_wonders_scenario_held (ml_document_get_scenario (doc), p);
  return wonders && g_strv_contains ((const char *const *) wonders, id);
}

/* Whether player @p's wonders are in the file at all. */
static gboolean
lists_any_wonder (MlDocument *doc, guint p)
{
  g_auto (GStrv) wonders = ml_wonders_scenario_held (ml_document_get_scenario (doc), p);
  return wonders != NULL;
}

/* Laying a wonder for a player, then its owner, slots and port: each one undoable edit,
 * the players' wonders kept in step, and what breaks the piece's own data refused. */
static void
test_wonder_edits (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  Watch w;
  watch (doc, &w);
  g_assert_true (ml_document_set_expansions (doc, ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS, NULL));
  ASSERT_EDIT (doc, &w, ml_document_place_piece_for (doc, "taj-mahal", 0, 0, 0, 1, NULL));
  g_assert_cmpint (piece (doc, 0)->owner, ==, 1);
  g_assert_true (lists_wonder (doc, 1, "taj-mahal"));
  g_assert_false (lists_wonder (doc, 0, "taj-mahal"));
  /* A plain tile takes no owner. */
  ASSERT_EDIT (doc, &w, ml_document_place_piece_for (doc, "D", 5, 5, 0, 0, NULL));
  g_assert_cmpint (piece (doc, 1)->owner, ==, -1);
  g_assert_false (lists_any_wonder (doc, 0));

  /* The owner changes hands: Blue's list loses it, Red's gains it. */
  ASSERT_EDIT (doc, &w, ml_document_set_wonder (doc, 0, 0, 0, 0, NULL));
  g_assert_cmpint (piece (doc, 0)->owner, ==, 0);
  g_assert_true (lists_wonder (doc, 0, "taj-mahal"));
  g_assert_false (lists_wonder (doc, 1, "taj-mahal"));
  MlGame *game = ml_document_get_game (doc);
  g_assert_cmpint (ml_board_piece (game->board, 0)->owner, ==, 0);
  g_assert_true (ml_wonders_has_taken (game, 0, tu_tile ("taj-mahal")));

  /* Slots: up to 3 besides the marker (the fifth has no value in the sources). */
  ASSERT_EDIT (doc, &w, ml_document_set_wonder (doc, 0, 0, 3, 0, NULL));
  g_assert_cmpint (piece (doc, 0)->slots, ==, 3);
  g_assert_cmpuint (ml_board_piece (ml_document_get_game (doc)->board, 0)->slots, ==, 3);
  ASSERT_REFUSED (doc, &w, ml_document_set_wonder (doc, 0, 0, 4, 0, NULL));
  ASSERT_REFUSED (doc, &w, ml_document_set_wonder (doc, 0, 0, 3, 1, NULL));    /* no port */
  ASSERT_REFUSED (doc, &w, ml_document_set_wonder (doc, 0, -1, 3, 0, NULL));   /* slots need an owner */
  ASSERT_REFUSED (doc, &w, ml_document_set_wonder (doc, 0, 2, 0, 0, NULL));    /* no such player */
  ASSERT_REFUSED (doc, &w, ml_document_set_wonder (doc, 1, 0, 0, 0, NULL));    /* not a wonder */
  ASSERT_REFUSED (doc, &w, ml_document_set_wonder (doc, 7, 0, 0, 0, NULL));    /* no such piece */
  /* The same values again: no step. */
  guint changed = w.changed;
  g_assert_true (ml_document_set_wonder (doc, 0, 0, 3, 0, NULL));
  g_assert_cmpuint (w.changed, ==, changed);

  /* No owner: out of every list, and the slots empty. */
  ASSERT_EDIT (doc, &w, ml_document_set_wonder (doc, 0, -1, 0, 0, NULL));
  g_assert_cmpint (piece (doc, 0)->owner, ==, -1);
  g_assert_false (lists_any_wonder (doc, 0));
  g_assert_true (ml_document_undo (doc));
  g_assert_true (lists_wonder (doc, 0, "taj-mahal"));
  g_assert_cmpint (piece (doc, 0)->slots, ==, 3);

  /* The Cothon's port. */
  ASSERT_EDIT (doc, &w, ml_document_place_piece_for (doc, "cothon-carthage", 10, 0, 0, 1, NULL));
  ASSERT_EDIT (doc, &w, ml_document_set_wonder (doc, 2, 1, 0, 4, NULL));
  g_assert_cmpint (piece (doc, 2)->port, ==, 4);
  ASSERT_REFUSED (doc, &w, ml_document_set_wonder (doc, 2, 1, 1, 4, NULL));    /* no slots */
  ASSERT_REFUSED (doc, &w, ml_document_set_wonder (doc, 2, 1, 0, 100, NULL));

  /* Two wonders at most per player: a third laid for Blue stays without owner, and Blue
   * cannot be given one more. */
  ASSERT_EDIT (doc, &w, ml_document_place_piece_for (doc, "tikal", 20, 0, 0, 1, NULL));
  g_assert_cmpint (piece (doc, 3)->owner, ==, 1);
  ASSERT_EDIT (doc, &w, ml_document_place_piece_for (doc, "alhambra", 30, 0, 0, 1, NULL));
  g_assert_cmpint (piece (doc, 4)->owner, ==, -1);
  ASSERT_REFUSED (doc, &w, ml_document_set_wonder (doc, 4, 1, 0, 0, NULL));
  /* The file says so, and reads back. */
  g_autofree char *json = doc_json (doc);
  g_autoptr (MlDocument) again = load_text (json);
  g_autofree char *json_again = doc_json (again);
  g_assert_cmpstr (json_again, ==, json);
}

/* Settling with the Wonders: an end-of-game wonder item belongs to no feature. */
static void
test_wonder_items (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_set_expansions (doc, ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS, NULL));
  g_assert_true (ml_document_place_piece_for (doc, "alhambra", 0, 0, 0, 0, NULL));
  const MlTileDef *alhambra = tu_tile ("alhambra");
  guint f = 0;
  while (alhambra->features[f].kind != ML_FEATURE_FIELD)
    f++;
  const MlCellDef *cell = &alhambra->cells[alhambra->features[f].locs[0].cell];
  g_assert_true (ml_document_add_meeple (doc, 0, cell->dx, cell->dy, alhambra->features[f].name, ML_FIGURE_MEEPLE, NULL));
  GArray *items = ml_document_get_items (doc);
  gboolean found = FALSE;
  for (guint i = 0; i < items->len; i++)
    {
      const MlScoreItem *item = &g_array_index (items, MlScoreItem, i);
      if (ml_wonders_item_effect (item) == ML_EFFECT_NONE)
        continue;
      found = TRUE;
      g_assert_cmpint (ml_wonders_item_effect (item), ==, ML_EFFECT_ALHAMBRA);
      g_assert_cmpuint (item->feat, ==, G_MAXUINT);
      g_assert_cmpuint (item->units, ==, 1);
      g_assert_cmpint (item->points, ==, (int) (item->units * item->rate));
      g_autofree char *text = ml_score_item_explain (item, 2, (const char *[]) { "Red", "Blue" });
      g_assert_nonnull (strstr (text, "Alhambra"));
    }
  g_assert_true (found);
  g_assert_cmpint (ml_document_get_final (doc, 0), >=, 5);
}

/* A turn with a wonder: Red lays the Taj Mahal with two meeples, Blue plays, then Red puts a
 * meeple into the next slot instead of on the tile; each turn one undo step. */
static void
test_play_turn_wonders (void)
{
  g_autoptr (MlDocument) doc = load_text (wonders_text);
  Watch w;
  watch (doc, &w);
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_autoptr (GError) error = NULL;

  /* Blue does not hold it; Red must lay it rather than a tile. */
  g_assert_false (ml_document_check_turn (doc, "E", 0, -1, 2, NULL, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_clear_error (&error);

  MlTurnOptions opt = { .action = ML_ACTION_MEEPLES, .n_meeples = 2 };
  opt.meeples[0] = (MlMeepleChoice) { TRUE, 2, 0, FALSE };   /* the road, on the building's square */
  opt.meeples[1] = (MlMeepleChoice) { TRUE, 0, 2, FALSE };   /* the western field */
  g_assert_true (ml_document_check_turn (doc, "taj-mahal", -2, -1, 0, &opt, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.changed, ==, 0);
  /* A meeple naming a feature off its square is bad input. */
  MlTurnOptions bad = opt;
  bad.meeples[1].cell = 4;
  g_assert_false (ml_document_play_turn_with (doc, "taj-mahal", -2, -1, 0, &bad, events, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  bad = opt;
  bad.n_meeples = 3;
  g_assert_false (ml_document_play_turn_with (doc, "taj-mahal", -2, -1, 0, &bad, events, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  g_assert_true (ml_document_play_turn_with (doc, "taj-mahal", -2, -1, 0, &opt, events, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.changed, ==, 1);
  g_assert_cmpuint (events->len, ==, 4);
  g_assert_cmpint (tu_event_key (&g_array_index (events, MlEvent, 1)), ==, TU_EVENT_OWN + ML_WONDERS_EVENT_MARKER);
  g_assert_cmpuint (ml_document_get_scenario (doc)->meeples->len, ==, 2);
  g_assert_cmpint (piece (doc, 1)->owner, ==, 0);
  g_assert_true (lists_wonder (doc, 0, "taj-mahal"));
  g_assert_cmpuint (ml_document_get_scenario (doc)->turn, ==, 1);

  g_assert_true (ml_document_play_turn_with (doc, "E", 0, -1, 2, NULL, events, &error));
  g_assert_no_error (error);

  /* Blue has no Taj Mahal; Red's slot goes in instead of a meeple. */
  MlTurnOptions slot = { .action = ML_WONDERS_ACTION_SLOT };
  g_array_set_size (events, 0);
  g_assert_true (ml_document_play_turn_with (doc, "U", 0, 2, 1, &slot, events, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tu_event_key (&g_array_index (events, MlEvent, events->len - 1)), ==, TU_EVENT_OWN + ML_WONDERS_EVENT_SLOT);
  g_assert_cmpint (piece (doc, 1)->slots, ==, 1);
  GArray *items = ml_document_get_items (doc);
  gboolean taj = FALSE;
  for (guint i = 0; i < items->len; i++)
    taj |= ml_wonders_item_effect (&g_array_index (items, MlScoreItem, i)) == ML_EFFECT_TAJ_MAHAL;
  g_assert_true (taj);
  /* Undo takes the slot back, and only that turn. */
  g_assert_true (ml_document_undo (doc));
  g_assert_cmpint (piece (doc, 1)->slots, ==, 0);
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 3);
  /* Blue cannot use Red's slots. */
  g_assert_true (ml_document_undo (doc));
  ml_document_set_turn (doc, 1, NULL);
  g_assert_false (ml_document_play_turn_with (doc, "E", 0, -1, 2, &slot, NULL, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
}

/* A kept tile of Abu Simbel survives other edits. */
static void
test_kept_tile (void)
{
  static const char text[] =
    "{\"format\":\"meeple-lab-scenario\",\"version\":1,\"expansions\":[\"farmers\",\"wonders\"],"
    "\"players\":[{\"name\":\"Red\",\"color\":\"red\",\"score\":0,\"kept\":\"U\"},"
    "{\"name\":\"Blue\",\"color\":\"blue\",\"score\":0}],"
    "\"turn\":0,\"pieces\":[{\"tile\":\"D\",\"x\":0,\"y\":0,\"rotation\":0}],\"meeples\":[]}";
  g_autoptr (MlDocument) doc = load_text (text);
  g_assert_true (ml_document_set_player (doc, 1, "Bleu", "blue", 3, NULL));
  g_assert_cmpstr (ml_wonders_scenario_kept (ml_document_get_scenario (doc), 0), ==, "U");
  g_assert_true (ml_wonders_state (ml_document_get_game (doc))->kept[0] == tu_tile ("U"));
}

/* Refused, with @code and a message that contains @text. @call takes `&error_`. */
#define ASSERT_WHY(doc, w, code, text, call)                                             \
  G_STMT_START {                                                                         \
    g_autoptr (GError) error_ = NULL;                                                    \
    ASSERT_REFUSED (doc, w, call);                                                       \
    g_assert_error (error_, ML_DOCUMENT_ERROR, code);                                    \
    g_assert_nonnull (strstr (error_->message, text));                                   \
  } G_STMT_END

/* Each refusal says why, by a code and a message naming what is in the way, so that the
 * window shows the real reason rather than a guess. */
static void
test_refusal_reasons (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  Watch w;
  watch (doc, &w);
  ASSERT_EDIT (doc, &w, ml_document_place_piece (doc, "D", 0, 0, 0, NULL));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_NO_TILE, "“nope”", ml_document_place_piece (doc, "nope", 1, 0, 0, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_SQUARE_TAKEN, "(0, 0)", ml_document_place_piece (doc, "E", 0, 0, 0, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_OUT_OF_RANGE, "(100001, 0)",
              ml_document_place_piece (doc, "E", 100001, 0, 0, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_OUT_OF_RANGE, "not 4", ml_document_place_piece (doc, "E", 1, 0, 4, &error_));
  ASSERT_EDIT (doc, &w, ml_document_place_piece (doc, "E", 1, 0, 0, NULL));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_SQUARE_TAKEN, "(1, 0)", ml_document_move_piece (doc, 0, 1, 0, 0, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_NO_PIECE, "9", ml_document_move_piece (doc, 9, 5, 5, 0, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_NO_PIECE, "9", ml_document_remove_piece (doc, 9, &error_));

  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_NO_PIECE, "(7, 7)", ml_document_add_meeple (doc, 0, 7, 7, "C", ML_FIGURE_MEEPLE, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_NO_FEATURE, "“nowhere”",
              ml_document_add_meeple (doc, 0, 0, 0, "nowhere", ML_FIGURE_MEEPLE, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_NO_PLAYER, "3", ml_document_add_meeple (doc, 2, 0, 0, "C", ML_FIGURE_MEEPLE, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_NO_MEEPLE, "0", ml_document_remove_meeple (doc, 0, &error_));

  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_BLANK_NAME, "name", ml_document_set_player (doc, 0, "  ", NULL, 0, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_OUT_OF_RANGE, "-1", ml_document_set_player (doc, 0, "Ann", NULL, -1, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_FEW_PLAYERS, "two", ml_document_remove_player (doc, 0, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_NO_PLAYER, "5", ml_document_set_turn (doc, 4, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_OUT_OF_RANGE, "0x100", ml_document_set_expansions (doc, 0x100, &error_));
  for (guint i = 2; i < ML_MAX_PLAYERS; i++)
    ASSERT_EDIT (doc, &w, ml_document_add_player (doc, NULL));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_FULL, "6", ml_document_add_player (doc, &error_));

  /* The wonders: each reason apart. */
  ASSERT_EDIT (doc, &w, ml_document_set_expansions (doc, ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS, NULL));
  ASSERT_EDIT (doc, &w, ml_document_place_piece_for (doc, "taj-mahal", 10, 0, 0, 1, NULL));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_NOT_ITS_PIECE, "D", ml_document_set_wonder (doc, 0, 0, 0, 0, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_SLOT, "4", ml_document_set_wonder (doc, 2, 1, 4, 0, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_NO_PORT, "port", ml_document_set_wonder (doc, 2, 1, 0, 1, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_NO_OWNER, "owner", ml_document_set_wonder (doc, 2, -1, 1, 0, &error_));
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_OUT_OF_RANGE, "100", ml_document_set_wonder (doc, 2, 1, 0, 100, &error_));
  ASSERT_EDIT (doc, &w, ml_document_place_piece_for (doc, "tikal", 20, 0, 0, 0, NULL));
  ASSERT_EDIT (doc, &w, ml_document_place_piece_for (doc, "alhambra", 30, 0, 0, 0, NULL));
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (doc, names);
  ASSERT_WHY (doc, &w, ML_DOCUMENT_ERROR_HOLDS_ENOUGH, names[0], ml_document_set_wonder (doc, 2, 0, 0, 0, &error_));
}

/* A JCloisterZone game opens imported at its last move, with its record, and without a
 * file: saving must not write a scenario over the game. */
static void
test_open_jcz (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("jcz/base-farmers.jcz");
  g_assert_null (ml_document_get_file (doc));
  const MlScenario *scenario = ml_document_get_scenario (doc);
  g_assert_cmpuint (scenario->pieces->len, ==, 9);
  g_assert_nonnull (scenario->extra);
  g_assert_true (json_object_has_member (scenario->extra, "record"));
  g_autofree char *title = ml_document_dup_title (doc);
  g_assert_cmpstr (title, ==, "base-farmers");
  /* The scores counted by hand in tests/test-record.py. */
  g_assert_cmpint (ml_document_get_final (doc, 0), ==, 11);
  g_assert_cmpint (ml_document_get_final (doc, 1), ==, 11);

  /* A game the import refuses leaves the document as it was. */
  g_autofree char *bad = g_build_filename (g_get_tmp_dir (), "ml-test-bad-game.jcz", NULL);
  g_assert_true (g_file_set_contents (bad, "{\"setup\": {}}", -1, NULL));
  g_autoptr (GFile) file = g_file_new_for_path (bad);
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_document_load (doc, file, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "ml-test-bad-game.jcz"));
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 9);
  g_unlink (bad);

  /* Saved as a scenario at move 5, the game reads back there, with its whole record. */
  g_clear_error (&error);
  g_assert_true (ml_document_go_to_move (doc, 5, &error));
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr (GFile) saved = g_file_new_for_path (path);
  g_assert_true (ml_document_save (doc, saved, &error));
  g_assert_no_error (error);
  g_autoptr (MlDocument) again = ml_document_new ();
  g_assert_true (ml_document_load (again, saved, &error));
  guint at = 0, n = 0;
  g_assert_true (ml_document_get_record (again, &at, &n));
  g_assert_cmpuint (at, ==, 5);
  g_assert_cmpuint (n, ==, 8);
  g_assert_cmpuint (ml_document_get_scenario (again)->pieces->len, ==, 6);
  g_assert_true (ml_document_go_to_move (again, 8, &error));
  g_assert_cmpint (ml_document_get_final (again, 0), ==, 11);
  g_assert_cmpint (ml_document_get_final (again, 1), ==, 11);
  remove_tmp_dir (dir);
}

/* The turn log tells the game as the document stands: an imported game lists its moves up to
 * the one shown; going to a move, undo and redo change it with the board; turns played add
 * to it, and a turn played at an earlier move drops the later ones from it, as from the
 * record (an undo brings them back). */
static void
test_turn_log (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("jcz/base-farmers.jcz");
  GPtrArray *log = ml_document_get_log (doc);
  g_assert_nonnull (log);
  g_assert_cmpuint (log->len, ==, 8);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (log, 0), "Move 1: "));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (log, 7), "Move 8: "));
  /* Each move says who laid which tile. */
  g_assert_nonnull (strstr (g_ptr_array_index (log, 0), " lays tile "));
  g_autofree char *eighth = g_strdup (g_ptr_array_index (log, 7));

  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_go_to_move (doc, 5, &error));
  g_assert_cmpuint (ml_document_get_log (doc)->len, ==, 5);
  g_assert_true (ml_document_go_to_move (doc, 3, &error));
  g_assert_cmpuint (ml_document_get_log (doc)->len, ==, 3);
  g_assert_true (ml_document_undo (doc));
  g_assert_cmpuint (ml_document_get_log (doc)->len, ==, 5);
  g_assert_true (ml_document_undo (doc));
  g_assert_cmpuint (ml_document_get_log (doc)->len, ==, 8);
  g_assert_cmpstr (g_ptr_array_index (ml_document_get_log (doc), 7), ==, eighth);
  g_assert_true (ml_document_redo (doc));
  g_assert_cmpuint (ml_document_get_log (doc)->len, ==, 5);

  /* A turn at move 5 drops moves 6 to 8: the log then has 6 lines, the new one last. */
  const MlGame *game = ml_document_get_game (doc);
  const MlTileDef *tile = NULL;
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  const char *tries[] = { "E", "D", "U", "V", "B" };
  for (guint i = 0; i < G_N_ELEMENTS (tries) && spots->len == 0; i++)
    {
      tile = tu_tile (tries[i]);
      ml_game_turn_placements ((MlGame *) game, tile, spots);
    }
  g_assert_cmpuint (spots->len, >, 0);
  const MlPlacement *at = &g_array_index (spots, MlPlacement, 0);
  g_assert_true (ml_document_play_turn (doc, tile->id, at->x, at->y, at->rot, NULL, NULL, &error));
  g_assert_no_error (error);
  log = ml_document_get_log (doc);
  g_assert_cmpuint (log->len, ==, 6);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (log, 5), "Move 6: "));
  g_autofree char *laid = g_strdup_printf ("lays tile %s at (%d, %d)", tile->id, at->x, at->y);
  g_assert_nonnull (strstr (g_ptr_array_index (log, 5), laid));
  g_assert_true (ml_document_undo (doc));
  g_assert_cmpuint (ml_document_get_log (doc)->len, ==, 5);

  /* A board without a record: the turns played since, numbered from 1, and undone with them. */
  g_autoptr (MlDocument) plain = load_data_file ("move-city.json");
  g_assert_null (ml_document_get_log (plain));
  g_assert_true (ml_document_play_turn (plain, "E", 0, 1, 0, NULL, NULL, &error));
  g_assert_cmpuint (ml_document_get_log (plain)->len, ==, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (ml_document_get_log (plain), 0), "Move 1: "));
  g_assert_true (ml_document_undo (plain));
  g_assert_null (ml_document_get_log (plain));
  g_assert_true (ml_document_redo (plain));
  g_assert_cmpuint (ml_document_get_log (plain)->len, ==, 1);
}

/* Stepping through a game record: each move is one undo step, the record stays whole. */
static void
test_go_to_move (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("jcz/base-farmers.jcz");
  guint at = 0, n = 0;
  g_assert_true (ml_document_get_record (doc, &at, &n));
  g_assert_cmpuint (at, ==, 8);
  g_assert_cmpuint (n, ==, 8);
  g_autoptr (GError) error = NULL;
  /* After move 3 (D, E, U, M on the board): Alice's closed city gave her 4; if the game
   * ended there, her knight in M would add 2 (1 tile, 1 shield), Bob's thief on D-U 2. */
  g_assert_true (ml_document_go_to_move (doc, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 4);
  g_assert_true (ml_document_get_record (doc, &at, &n));
  g_assert_cmpuint (at, ==, 3);
  g_assert_cmpuint (n, ==, 8);
  g_assert_cmpint (ml_document_get_final (doc, 0), ==, 6);
  g_assert_cmpint (ml_document_get_final (doc, 1), ==, 2);
  g_assert_true (ml_document_get_modified (doc));
  /* A turn played at move 3 replaces moves 4 to 8; an undo brings them back. */
  g_assert_true (ml_document_play_turn (doc, "B", 0, 1, 0, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (ml_document_get_record (doc, &at, &n));
  g_assert_cmpuint (at, ==, 4);
  g_assert_cmpuint (n, ==, 4);
  g_assert_true (ml_document_undo (doc));
  g_assert_true (ml_document_get_record (doc, &at, &n));
  g_assert_cmpuint (at, ==, 3);
  g_assert_cmpuint (n, ==, 8);
  g_assert_true (ml_document_go_to_move (doc, 0, &error));
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 1);
  g_assert_true (ml_document_undo (doc));
  g_assert_true (ml_document_undo (doc));
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 9);
  g_assert_false (ml_document_get_modified (doc));
  g_assert_false (ml_document_go_to_move (doc, 9, &error));
  g_assert_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_INVALID);

  g_autoptr (MlDocument) plain = ml_document_new ();
  g_assert_false (ml_document_get_record (plain, &at, &n));

  /* An edit after which the record no longer replays is refused: without farmers, Bob's
   * farmer of move 4 could not be put. */
  g_clear_error (&error);
  g_assert_false (ml_document_set_expansions (doc, 0, &error));
  g_assert_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "move 4"));
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 9);
}

/* A free edit after an import leaves the record where it was, and the document says that
 * its position is no longer the record's move; a turn, an undo or going to a move is. */
static void
test_record_edited (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("jcz/base-farmers.jcz");
  guint at = 0, n = 0;
  g_assert_false (ml_document_record_edited (doc));
  g_autoptr (GError) error = NULL;
  /* B (a monastery on fields) far from the game: no rule forbids a free edit there. */
  g_assert_true (ml_document_place_piece (doc, "B", 10, 10, 0, &error));
  g_assert_no_error (error);
  g_assert_true (ml_document_get_record (doc, &at, &n));
  g_assert_cmpuint (at, ==, 8);
  g_assert_cmpuint (n, ==, 8);
  g_assert_true (ml_document_record_edited (doc));
  g_assert_true (ml_document_undo (doc));
  g_assert_false (ml_document_record_edited (doc));
  g_assert_true (ml_document_place_piece (doc, "B", 10, 10, 0, &error));
  /* Going to the move shown brings the record's board back (one undo step). */
  g_assert_true (ml_document_go_to_move (doc, 8, &error));
  g_assert_no_error (error);
  g_assert_false (ml_document_record_edited (doc));
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 9);
  g_assert_true (ml_document_go_to_move (doc, 3, &error));
  g_assert_false (ml_document_record_edited (doc));
  /* The document knows that from the step, without asking the record: what it knows is
   * what the record says. */
  g_assert_true (ml_record_shows_position (ml_document_get_scenario (doc)));
  {
    g_autoptr (MlRecord) record = ml_record_of (ml_document_get_scenario (doc), "", NULL);
    g_assert_nonnull (record);
    g_assert_true (ml_document_get_record (doc, &at, &n));
    g_assert_cmpuint (at, ==, record->at);
    g_assert_cmpuint (n, ==, record->moves->len);
    g_assert_cmpuint (at, ==, 3);
  }
  g_assert_true (ml_document_play_turn (doc, "B", 0, 1, 0, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (ml_document_record_edited (doc));

  g_autoptr (MlDocument) plain = ml_document_new ();
  g_assert_true (ml_document_place_piece (plain, "B", 0, 0, 0, NULL));
  g_assert_false (ml_document_record_edited (plain));

  /* A record without "at" is at its last move: a board that is that move's is not edited. */
  g_autoptr (MlDocument) no_at = load_data_file ("record/base.json");
  g_assert_true (ml_document_get_record (no_at, &at, &n));
  g_assert_cmpuint (at, ==, 2);
  g_assert_false (ml_document_record_edited (no_at));
  g_assert_true (ml_document_place_piece (no_at, "B", 10, 10, 0, &error));
  g_assert_true (ml_document_record_edited (no_at));
}

/* A game of four chosen wonders with a record: a turn in which Alice and Bob both reach the
 * pairs at 10 goes into the record, whose start keeps the four, and the document's text
 * reads back with the record at that move, not edited. */
static void
test_record_chosen_wonders (void)
{
  static const char text[] =
    "{\"format\":\"meeple-lab-scenario\",\"version\":1,\"expansions\":[\"farmers\",\"wonders\"],"
    "\"options\":{\"wonders\":[\"tikal\",\"great-wall\",\"nazca-lines\",\"alhambra\"]},"
    "\"players\":[{\"name\":\"Alice\",\"score\":8},{\"name\":\"Bob\",\"score\":8}],"
    "\"pieces\":[{\"tile\":\"E\",\"x\":0,\"y\":-1,\"rotation\":180},{\"tile\":\"E\",\"x\":0,\"y\":1,\"rotation\":0}],"
    "\"meeples\":[{\"player\":0,\"x\":0,\"y\":-1,\"at\":\"S\"},{\"player\":1,\"x\":0,\"y\":1,\"at\":\"N\"}],"
    "\"record\":{\"start\":{\"pieces\":[{\"tile\":\"E\",\"x\":0,\"y\":-1,\"rotation\":180},"
    "{\"tile\":\"E\",\"x\":0,\"y\":1,\"rotation\":0}],\"meeples\":[{\"player\":0,\"x\":0,\"y\":-1,\"at\":\"S\"},"
    "{\"player\":1,\"x\":0,\"y\":1,\"at\":\"N\"}],\"players\":[{\"score\":8},{\"score\":8}]},\"moves\":[]}}";
  g_autoptr (MlDocument) doc = load_text (text);
  MlTurnOptions opt;
  ml_turn_options_init (&opt, NULL);
  ml_wonders_turn (&opt)->choose_for[0] = tu_tile ("alhambra");
  ml_wonders_turn (&opt)->choose_for[1] = tu_tile ("tikal");
  g_autoptr (GError) error = NULL;
  /* F closes the city of three tiles and a shield: 8 each. */
  g_assert_true (ml_document_play_turn_with (doc, "F", 0, 0, 1, &opt, NULL, &error));
  g_assert_no_error (error);
  guint at = 0, n = 0;
  g_assert_true (ml_document_get_record (doc, &at, &n));
  g_assert_cmpuint (at, ==, 1);
  g_assert_cmpuint (n, ==, 1);
  const MlScenario *scenario = ml_document_get_scenario (doc);
  g_auto (GStrv) left = ml_wonders_scenario_left (scenario);
  g_assert_cmpuint (g_strv_length (left), ==, 2);
  g_assert_false (ml_document_record_edited (doc));
  g_autofree char *saved = ml_scenario_to_json (scenario);
  g_autoptr (MlRecord) record = ml_record_of (scenario, "test.json", &error);
  g_assert_no_error (error);
  JsonObject *options = json_object_get_object_member (record->start, "options");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (options, "wonders")), ==, 4);
  g_autoptr (MlDocument) again = load_text (saved);
  g_assert_true (ml_document_get_record (again, &at, &n));
  g_assert_cmpuint (at, ==, 1);
  g_assert_false (ml_document_record_edited (again));
}

/* Two one-edge cities facing each other make one completed city; Red has a farmer in the
 * field on either side of it. Counted by hand (rules.md 2, the farmers' seeds): the 3rd
 * edition scores each field, 3 per completed city it borders: Red 3 + 3 = 6; the 1st
 * edition scores the city once, 4 to the most farmers around it: Red 4. Blue has none. */
static MlDocument *
two_fields_one_city (void)
{
  MlDocument *doc = ml_document_new ();
  g_assert_true (ml_document_place_piece (doc, "E", 0, 0, 0, NULL));
  g_assert_true (ml_document_place_piece (doc, "E", 0, -1, 2, NULL));
  g_assert_true (ml_document_add_meeple (doc, 0, 0, 0, "SSE", ML_FIGURE_MEEPLE, NULL));
  g_assert_true (ml_document_add_meeple (doc, 0, 0, -1, "NNW", ML_FIGURE_MEEPLE, NULL));
  /* As if opened from a file: no history, not modified. */
  g_autofree char *json = doc_json (doc);
  g_assert_true (ml_document_load_data (doc, json, strlen (json), "two-fields", NULL));
  return doc;
}

/* Whether the engine scores fields by the farmers reading: it is built apart from the
 * application, and the outcome tests need it. */
static gboolean
engine_reads_farmers (MlDocument *doc)
{
  return ml_document_get_readings (doc)->answer[ML_READING_FARMERS] != ML_FARMERS_THIRD_EDITION
         || ml_document_get_reading_outcomes (doc)->len > 0;
}

static void
test_readings_edit (void)
{
  g_autoptr (MlDocument) doc = two_fields_one_city ();
  g_autoptr (GError) error = NULL;
  Watch w;
  watch (doc, &w);
  g_autofree char *before = doc_json (doc);
  g_assert_true (ml_readings_is_default (ml_document_get_readings (doc)));
  g_assert_true (ml_readings_is_default (&ml_document_get_game (doc)->readings));
  g_assert_false (ml_document_get_modified (doc));

  /* One step: the game is laid out under the new answer, the document modified. */
  g_assert_true (ml_document_set_reading (doc, ML_READING_FARMERS, ML_FARMERS_FIRST_EDITION, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.changed, ==, 1);
  g_assert_true (ml_document_get_modified (doc));
  g_assert_cmpuint (ml_document_get_readings (doc)->answer[ML_READING_FARMERS], ==, ML_FARMERS_FIRST_EDITION);
  g_assert_cmpuint (ml_document_get_game (doc)->readings.answer[ML_READING_FARMERS], ==, ML_FARMERS_FIRST_EDITION);

  /* The same answer again is no step. */
  g_assert_true (ml_document_set_reading (doc, ML_READING_FARMERS, ML_FARMERS_FIRST_EDITION, NULL));
  g_assert_cmpuint (w.changed, ==, 1);

  /* Refused: an answer the reading lacks, a fifth slot out of range. */
  ASSERT_REFUSED (doc, &w, ml_document_set_reading (doc, ML_READING_FARMERS, 2, &error));
  g_assert_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE);
  g_clear_error (&error);
  MlReadings bad = *ml_document_get_readings (doc);
  bad.value[ML_READING_TAJ_FIFTH_SLOT] = ML_READING_MAX_VALUE + 1;
  ASSERT_REFUSED (doc, &w, ml_document_set_readings (doc, &bad, &error));
  g_assert_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE);
  g_clear_error (&error);

  /* The fifth slot's value is an edit of its own, even while the slot is unusable. */
  MlReadings value = *ml_document_get_readings (doc);
  int first_value = value.value[ML_READING_TAJ_FIFTH_SLOT];
  value.value[ML_READING_TAJ_FIFTH_SLOT] = first_value == 3 ? 4 : 3;
  g_assert_true (ml_document_set_readings (doc, &value, NULL));
  g_assert_cmpuint (w.changed, ==, 2);
  g_assert_cmpint (ml_document_get_readings (doc)->value[ML_READING_TAJ_FIFTH_SLOT], ==, value.value[ML_READING_TAJ_FIFTH_SLOT]);

  /* A later edit and its undo keep the readings; undo goes back answer by answer. */
  g_assert_true (ml_document_set_turn (doc, 1, NULL));
  g_assert_true (ml_document_undo (doc));
  g_assert_cmpuint (ml_document_get_readings (doc)->answer[ML_READING_FARMERS], ==, ML_FARMERS_FIRST_EDITION);
  g_assert_cmpint (ml_document_get_readings (doc)->value[ML_READING_TAJ_FIFTH_SLOT], ==, value.value[ML_READING_TAJ_FIFTH_SLOT]);
  g_assert_true (ml_document_undo (doc));
  g_assert_cmpint (ml_document_get_readings (doc)->value[ML_READING_TAJ_FIFTH_SLOT], ==, first_value);
  g_assert_true (ml_document_undo (doc));
  g_assert_true (ml_readings_is_default (ml_document_get_readings (doc)));
  g_assert_true (ml_readings_is_default (&ml_document_get_game (doc)->readings));
  g_assert_false (ml_document_get_modified (doc));
  g_autofree char *after = doc_json (doc);
  g_assert_cmpstr (after, ==, before);
  g_assert_true (ml_document_redo (doc));
  g_assert_cmpuint (ml_document_get_game (doc)->readings.answer[ML_READING_FARMERS], ==, ML_FARMERS_FIRST_EDITION);
  g_assert_true (ml_document_get_modified (doc));
}

static void
test_readings_outcomes (void)
{
  g_autoptr (MlDocument) doc = two_fields_one_city ();

  /* Readings that change nothing on this position show nothing: no wonder, no river. */
  GPtrArray *outcomes = ml_document_get_reading_outcomes (doc);
  g_assert_true (ml_document_get_reading_outcomes (doc) == outcomes);   /* kept until a change */
  for (guint i = 0; i < outcomes->len; i++)
    {
      const MlReadingOutcome *o = g_ptr_array_index (outcomes, i);
      g_assert_cmpint (o->reading, ==, ML_READING_FARMERS);
    }
  g_assert_cmpint (ml_document_get_final (doc, 0), ==, 6);
  if (!engine_reads_farmers (doc))
    {
      g_test_skip ("the engine does not score fields by the farmers reading yet");
      return;
    }
  g_assert_cmpuint (outcomes->len, ==, 1);
  const MlReadingOutcome *first = g_ptr_array_index (outcomes, 0);
  g_assert_cmpuint (first->answer, ==, ML_FARMERS_FIRST_EDITION);
  g_assert_cmpint (first->finals[0], ==, 4);
  g_assert_cmpint (first->finals[1], ==, 0);

  /* Switched: the other answer is now the 3rd edition's 6. */
  g_assert_true (ml_document_set_reading (doc, ML_READING_FARMERS, ML_FARMERS_FIRST_EDITION, NULL));
  g_assert_cmpint (ml_document_get_final (doc, 0), ==, 4);
  outcomes = ml_document_get_reading_outcomes (doc);
  g_assert_cmpuint (outcomes->len, ==, 1);
  const MlReadingOutcome *third = g_ptr_array_index (outcomes, 0);
  g_assert_cmpuint (third->answer, ==, ML_FARMERS_THIRD_EDITION);
  g_assert_cmpint (third->finals[0], ==, 6);
}

/* The readings go into the file with the scenario and come back with it. */
static void
test_readings_saved (void)
{
  g_autoptr (MlScenario) probe = ml_scenario_new ();
  probe->readings.answer[ML_READING_FARMERS] = ML_FARMERS_FIRST_EDITION;
  g_autofree char *probe_json = ml_scenario_to_json (probe);
  if (strstr (probe_json, "readings") == NULL)
    {
      g_test_skip ("the scenario writer does not write options.readings yet");
      return;
    }
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "readings.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (MlDocument) doc = two_fields_one_city ();
  g_assert_true (ml_document_set_reading (doc, ML_READING_FARMERS, ML_FARMERS_FIRST_EDITION, NULL));
  g_assert_true (ml_document_set_reading (doc, ML_READING_TAJ_PARTICIPATION, ML_TAJ_SHARE, NULL));
  g_assert_true (ml_document_save (doc, file, NULL));
  g_assert_false (ml_document_get_modified (doc));
  g_autoptr (MlDocument) other = ml_document_new ();
  g_assert_true (ml_document_load (other, file, NULL));
  g_assert_true (ml_readings_equal (ml_document_get_readings (other), ml_document_get_readings (doc)));
  g_assert_cmpuint (ml_document_get_game (other)->readings.answer[ML_READING_TAJ_PARTICIPATION], ==, ML_TAJ_SHARE);
  g_autofree char *contents = NULL;
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "first-edition"));
  remove_tmp_dir (dir);
}

/* A file with a record and a whole number written with an exponent: the application died
 * on opening it (the record's replay used the NULL tree of json-glib's "1e+17.0"), and
 * the work could not be saved. It opens, plays a turn and saves, the number kept. */
static void
test_record_with_exponent (void)
{
  g_autofree char *path = tu_data_path ("record/base.json");
  g_autofree char *base = NULL;
  g_assert_true (g_file_get_contents (path, &base, NULL, NULL));
  if (base == NULL)
    return;
  g_autoptr (GString) text = g_string_new (base);
  g_string_replace (text, "\"title\"", "\"x-note\": 1e17, \"title\"", 1);
  g_autoptr (MlDocument) doc = load_text (text->str);
  g_assert_false (ml_document_record_edited (doc));
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_play_turn (doc, "U", -1, 0, 1, NULL, NULL, &error));
  g_assert_no_error (error);
  g_autofree char *dir = g_dir_make_tmp ("ml-doc-XXXXXX", NULL);
  g_autofree char *saved_path = g_build_filename (dir, "exponent.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (saved_path);
  g_assert_true (ml_document_save (doc, file, &error));
  g_assert_no_error (error);
  g_autofree char *saved = NULL;
  g_assert_true (g_file_get_contents (saved_path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "\"x-note\" : 1e+17,"));
  g_unlink (saved_path);
  g_rmdir (dir);
}

/* A record at its limit of moves refuses the next turn before it is played: the board and
 * the record stay as they were, and the reason names the limit. */
static void
test_record_full (void)
{
  GString *moves = g_string_new (NULL), *pieces = g_string_new ("{\"tile\": \"D\", \"x\": 0, \"y\": 0}");
  for (int i = 1; i <= ML_RECORD_MAX_MOVES; i++)
    {
      g_string_append_printf (moves, "%s{\"tile\": \"U\", \"x\": %d, \"y\": 0, \"rotation\": 90}", i > 1 ? ", " : "", i);
      g_string_append_printf (pieces, ", {\"tile\": \"U\", \"x\": %d, \"y\": 0, \"rotation\": 90}", i);
    }
  g_autofree char *text = g_strdup_printf ("{\"format\": \"meeple-lab-scenario\", \"version\": 1, "
                                           "\"players\": [{\"name\": \"Ann\"}, {\"name\": \"Ben\"}], \"pieces\": [%s], "
                                           "\"record\": {\"start\": {\"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0}]}, "
                                           "\"moves\": [%s]}}", pieces->str, moves->str);
  g_string_free (moves, TRUE);
  g_string_free (pieces, TRUE);
  g_autoptr (MlDocument) doc = load_text (text);
  g_autofree char *before = doc_json (doc);
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_document_play_turn (doc, "U", ML_RECORD_MAX_MOVES + 1, 0, 1, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  if (error)
    g_assert_nonnull (strstr (error->message, "1000"));
  g_autofree char *after = doc_json (doc);
  g_assert_cmpstr (before, ==, after);
  g_assert_false (ml_document_get_modified (doc));
}

/* A changed title or description loses its translations, the other texts keep theirs, and
 * undo brings them back: a French lesson retitled shows its new title in French too. */
static void
test_text_translations (void)
{
  static const char json[] =
    "{\"format\": \"meeple-lab-scenario\", \"version\": 1, \"title\": \"Old\", \"description\": \"Said.\","
    " \"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}],"
    " \"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 0}],"
    " \"translations\": {\"fr\": {\"title\": \"Ancien\", \"description\": \"Dit.\", \"keywords\": \"mot\"},"
    " \"sk\": {\"title\": \"Starý\"}}, \"x-lesson\": {\"kept\": true}}";
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_load_data (doc, json, strlen (json), "t", NULL));
  g_autofree char *before = doc_json (doc);

  g_assert_true (ml_document_set_text (doc, "New", "Said.", NULL));
  const MlScenario *scenario = ml_document_get_scenario (doc);
  JsonObject *translations = json_object_get_object_member (scenario->extra, "translations");
  JsonObject *fr = json_object_get_object_member (translations, "fr");
  g_assert_false (json_object_has_member (fr, "title"));
  g_assert_cmpstr (json_object_get_string_member (fr, "description"), ==, "Dit.");
  g_assert_cmpstr (json_object_get_string_member (fr, "keywords"), ==, "mot");
  /* Slovak had the title only: nothing is left of it. */
  g_assert_false (json_object_has_member (translations, "sk"));
  g_assert_true (json_object_has_member (scenario->extra, "x-lesson"));
  g_assert_cmpstr (ml_scenario_localized (scenario, "title"), ==, "New");

  g_assert_true (ml_document_undo (doc));
  g_autofree char *undone = doc_json (doc);
  g_assert_cmpstr (undone, ==, before);

  g_assert_true (ml_document_set_text (doc, "New", "Told.", NULL));
  scenario = ml_document_get_scenario (doc);
  fr = json_object_get_object_member (json_object_get_object_member (scenario->extra, "translations"), "fr");
  g_assert_cmpuint (json_object_get_size (fr), ==, 1);
  g_assert_true (json_object_has_member (fr, "keywords"));
  g_assert_true (ml_document_get_modified (doc));
}

int
main (int argc, char *argv[])
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/document/new", test_new);
  g_test_add_func ("/document/open-jcz", test_open_jcz);
  g_test_add_func ("/document/go-to-move", test_go_to_move);
  g_test_add_func ("/document/turn-log", test_turn_log);
  g_test_add_func ("/document/record-edited", test_record_edited);
  g_test_add_func ("/document/record-chosen-wonders", test_record_chosen_wonders);
  g_test_add_func ("/document/place-piece", test_place_piece);
  g_test_add_func ("/document/move-piece", test_move_piece);
  g_test_add_func ("/document/remove-piece", test_remove_piece);
  g_test_add_func ("/document/meeples", test_meeples);
  g_test_add_func ("/document/players/set", test_set_player);
  g_test_add_func ("/document/players/computer", test_set_computer);
  g_test_add_func ("/document/players/add-remove", test_add_remove_players);
  g_test_add_func ("/document/players/renumber", test_remove_player_renumbers);
  g_test_add_func ("/document/turn-text-expansions", test_turn_text_expansions);
  g_test_add_func ("/document/text-translations", test_text_translations);
  g_test_add_func ("/document/copy-keeps-everything", test_copy_keeps_everything);
  g_test_add_func ("/document/undo-redo", test_undo_redo);
  g_test_add_func ("/document/undo-step", test_undo_step);
  g_test_add_func ("/document/history-by-change", test_history_by_change);
  g_test_add_func ("/document/modified", test_modified);
  g_test_add_func ("/document/save-load", test_save_load);
  g_test_add_func ("/document/readings-kept", test_readings_kept);
  g_test_add_func ("/document/load-broken", test_load_broken);
  g_test_add_func ("/document/load-async/good", test_load_async);
  g_test_add_func ("/document/load-async/hostile", test_load_async_hostile);
  g_test_add_func ("/document/load-async/cancel", test_load_async_cancel);
  g_test_add_func ("/document/overlap", test_overlap);
  g_test_add_func ("/document/examples", test_examples);
  g_test_add_func ("/document/play-turn/legal", test_play_turn_legal);
  g_test_add_func ("/document/play-turn/illegal", test_play_turn_illegal);
  g_test_add_func ("/document/set-aside", test_set_aside);
  g_test_add_func ("/document/wonders/edits", test_wonder_edits);
  g_test_add_func ("/document/wonders/items", test_wonder_items);
  g_test_add_func ("/document/wonders/play-turn", test_play_turn_wonders);
  g_test_add_func ("/document/wonders/kept-tile", test_kept_tile);
  g_test_add_func ("/document/refusal-reasons", test_refusal_reasons);
  g_test_add_func ("/document/timing", test_timing);
  g_test_add_func ("/document/readings/edit", test_readings_edit);
  g_test_add_func ("/document/readings/outcomes", test_readings_outcomes);
  g_test_add_func ("/document/readings/saved", test_readings_saved);
  g_test_add_func ("/document/record/full", test_record_full);
  g_test_add_func ("/document/record/exponent", test_record_with_exponent);
  return g_test_run ();
}
