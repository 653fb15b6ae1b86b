/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The open scenario. The MlScenario is the source of truth: every edit is made on a copy of
 * it and laid out again by the rules core into a fresh layout (the game, its problems, the
 * score if the game ended now); only when both succeed are they swapped in, so that a
 * refused edit changes nothing. Undo and redo keep the scenario as JSON text, with the rule
 * readings beside it (so a step never depends on what the file format holds of them). */
#include "config.h"
#include "ml-document.h"
#include "ml-jcz.h"
#include "ml-record.h"
#include "ml-colours.h"
#include "ml-wonders.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The ranges the scenario loader accepts (ml-limits.h): an edit never makes a scenario that
 * its own undo snapshot could not load back. */
#define MAX_COORD ML_MAX_COORD
#define MAX_SCORE ML_MAX_SCORE
#define MAX_PIECES ML_MAX_PIECES

#define ALL_EXPANSIONS (ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER | ML_EXPANSION_ABBEYS | ML_EXPANSION_WONDERS)

/* ---- the layout: everything derived from the scenario --------------------------------- */

typedef struct {
  MlGame *game;
  GArray *problems;     /* MlProblem */
  GArray *items;        /* MlScoreItem */
  int finals[ML_MAX_PLAYERS];
  /* Pieces that overlap earlier ones are in the scenario but not on the board, so the two
   * numberings can differ: board_of[scenario piece] and scenario_of[board piece]. */
  GArray *board_of;     /* int, ML_NO_PIECE for a piece left off the board */
  GArray *scenario_of;  /* int */
  /* MlReadingOutcome: the other answers that change the score if the game ended now; made
   * when first asked for (NULL until then), since a layout that nobody shows needs none. */
  GPtrArray *outcomes;
} Layout;

static void
outcome_free (MlReadingOutcome *outcome)
{
  g_clear_pointer (&outcome->items, g_array_unref);
  g_free (outcome);
}

static void
layout_free (Layout *layout)
{
  if (layout == NULL)
    return;
  g_clear_pointer (&layout->game, ml_game_free);
  g_clear_pointer (&layout->problems, g_array_unref);
  g_clear_pointer (&layout->items, g_array_unref);
  g_clear_pointer (&layout->board_of, g_array_unref);
  g_clear_pointer (&layout->scenario_of, g_array_unref);
  g_clear_pointer (&layout->outcomes, g_ptr_array_unref);
  g_free (layout);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Layout, layout_free)

/* Which scenario pieces made it onto the board. ml_scenario_to_game() lays them in order and
 * leaves out those that cover a taken square; a piece left out has the same tile, square and
 * rotation as a later one only if that one is left out too (it covers the same squares), so
 * matching in order is exact. */
static void
layout_map_pieces (Layout *layout, const MlScenario *scenario)
{
  const MlBoard *board = layout->game->board;
  guint n_board = ml_board_n_pieces (board), b = 0;
  g_array_set_size (layout->board_of, scenario->pieces->len);
  g_array_set_size (layout->scenario_of, n_board);
  for (guint i = 0; i < scenario->pieces->len; i++)
    {
      const MlScenarioPiece *sp = g_ptr_array_index (scenario->pieces, i);
      const MlPiece *p = b < n_board ? ml_board_piece (board, b) : NULL;
      if (p && p->x == sp->x && p->y == sp->y && p->rot == sp->rot && g_strcmp0 (p->tile->id, sp->tile) == 0)
        {
          g_array_index (layout->board_of, int, i) = (int) b;
          g_array_index (layout->scenario_of, int, b) = (int) i;
          b++;
        }
      else
        g_array_index (layout->board_of, int, i) = ML_NO_PIECE;
    }
  g_warn_if_fail (b == n_board);
}

/* Lays @scenario out: the game (overlapping pieces become problems, not errors), the layout
 * problems, and the score if the game ended now with the wonders' items (as meeple-lab-cli
 * score). */
static Layout *
layout_new (const MlScenario *scenario, const char *name, GError **error)
{
  g_autoptr (Layout) layout = g_new0 (Layout, 1);
  layout->problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (layout->problems, ml_problem_clear);
  layout->items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  layout->board_of = g_array_new (FALSE, TRUE, sizeof (int));
  layout->scenario_of = g_array_new (FALSE, TRUE, sizeof (int));

  layout->game = ml_scenario_to_game (scenario, name, layout->problems, error);
  if (layout->game == NULL)
    return NULL;
  layout_map_pieces (layout, scenario);
  ml_rules_check_layout (layout->game, layout->problems);

  ml_game_settle_now (layout->game, layout->items, layout->finals);
  return g_steal_pointer (&layout);
}

/* ---- the object ------------------------------------------------------------------------ */

struct _MlDocument {
  GObject parent_instance;

  MlScenario *scenario;
  Layout *layout;
  GFile *file;

  GPtrArray *undo;       /* Snapshot: the scenario before each edit, oldest first */
  GPtrArray *redo;       /* Snapshot: the scenario after each undone edit, newest last */
  gint64 saved_depth;    /* undo->len when the content was last loaded or saved; -1 when
                          * that state cannot be reached again */
  gint64 step_from;      /* undo->len when a step of several edits began, or -1 */
};

/* One step of the history: the scenario as JSON, and the readings it was under. */
typedef struct {
  char *json;
  MlReadings readings;
} Snapshot;

static void
snapshot_free (Snapshot *snapshot)
{
  g_free (snapshot->json);
  g_free (snapshot);
}

static Snapshot *
snapshot_new (const MlScenario *scenario)
{
  Snapshot *snapshot = g_new (Snapshot, 1);
  snapshot->json = ml_scenario_to_json (scenario);
  snapshot->readings = scenario->readings;
  return snapshot;
}

G_DEFINE_FINAL_TYPE (MlDocument, ml_document, G_TYPE_OBJECT)
G_DEFINE_QUARK (ml-document-error-quark, ml_document_error)

enum {
  PROP_0,
  PROP_MODIFIED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_FILE,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The values of the properties before a change, to notify those that moved. */
typedef struct {
  gboolean modified, can_undo, can_redo;
  GFile *file;
  char *title;
} Props;

static void
props_capture (MlDocument *self, Props *props)
{
  props->modified = ml_document_get_modified (self);
  props->can_undo = ml_document_can_undo (self);
  props->can_redo = ml_document_can_redo (self);
  props->file = self->file ? g_object_ref (self->file) : NULL;
  props->title = ml_document_dup_title (self);
}

static void
props_notify (MlDocument *self, Props *old)
{
  if (old->modified != ml_document_get_modified (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
  if (old->can_undo != ml_document_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (old->can_redo != ml_document_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (old->file != self->file && !(old->file && self->file && g_file_equal (old->file, self->file)))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_autofree char *title = ml_document_dup_title (self);
  if (g_strcmp0 (old->title, title) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  g_clear_object (&old->file);
  g_clear_pointer (&old->title, g_free);
}

static void
ml_document_finalize (GObject *object)
{
  MlDocument *self = ML_DOCUMENT (object);
  g_clear_pointer (&self->scenario, ml_scenario_free);
  g_clear_pointer (&self->layout, layout_free);
  g_clear_object (&self->file);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  G_OBJECT_CLASS (ml_document_parent_class)->finalize (object);
}

static void
ml_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlDocument *self = ML_DOCUMENT (object);
  switch (prop_id)
    {
    case PROP_MODIFIED:
      g_value_set_boolean (value, ml_document_get_modified (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, ml_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, ml_document_can_redo (self));
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_TITLE:
      g_value_take_string (value, ml_document_dup_title (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_document_class_init (MlDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->finalize = ml_document_finalize;
  object_class->get_property = ml_document_get_property;

  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
add_default_player (MlScenario *scenario, guint which)
{
  MlScenarioPlayer *p = g_new0 (MlScenarioPlayer, 1);
  /* A new player is named after the colour it wears. */
  const MlPlayerColor *color = ml_player_color_default (which);
  p->name = g_strdup (_(color->name));
  p->color = g_strdup (color->id);
  g_ptr_array_add (scenario->players, p);
}

static void
ml_document_init (MlDocument *self)
{
  self->scenario = ml_scenario_new ();
  self->scenario->expansions = ML_EXPANSION_FARMERS;
  add_default_player (self->scenario, 0);
  add_default_player (self->scenario, 1);
  self->layout = layout_new (self->scenario, "", NULL);
  g_assert (self->layout != NULL);
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) snapshot_free);
  self->step_from = -1;
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) snapshot_free);
  self->saved_depth = 0;
}

MlDocument *
ml_document_new (void)
{
  return g_object_new (ML_TYPE_DOCUMENT, NULL);
}

/* The name errors of a layout give, which the user never sees for an edit. */
static char *
document_name (MlDocument *self)
{
  if (self->file)
    return g_file_get_parse_name (self->file);
  return g_strdup (_("Untitled"));
}

/* Swaps in a new scenario and its layout, and says so. */
static void
document_replace (MlDocument *self, MlScenario *scenario, Layout *layout, Props *old)
{
  g_object_freeze_notify (G_OBJECT (self));
  ml_scenario_free (self->scenario);
  self->scenario = scenario;
  layout_free (self->layout);
  self->layout = layout;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  props_notify (self, old);
  g_object_thaw_notify (G_OBJECT (self));
}

/* ---- files ----------------------------------------------------------------------------- */

/* Reads a file that is not local through GIO, refusing folders and special files and reading
 * at most one byte past the size limit, so that a hostile or endless source cannot make it
 * read without end. Messages name the file as the local reader's do. */
static char *
read_bounded (GFile *file, const char *name, GCancellable *cancellable, gsize *length, GError **error)
{
  g_autoptr (GError) io_error = NULL;
  g_autoptr (GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                                  G_FILE_QUERY_INFO_NONE, cancellable, &io_error);
  /* Some backends say nothing of a file's type or size before reading: the bounded read
   * below still holds. */
  if (info && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_TYPE))
    {
      GFileType type = g_file_info_get_file_type (info);
      if (type == G_FILE_TYPE_DIRECTORY)
        {
          g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ, _("%s: is a folder, not a scenario file"), name);
          return NULL;
        }
      if (type == G_FILE_TYPE_SPECIAL)
        {
          g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ,
                       _("%s: not a regular file (a device, a pipe or a socket), so not a scenario file"), name);
          return NULL;
        }
    }
  if (info && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE)
      && g_file_info_get_size (info) > ML_MAX_FILE_SIZE)
    {
      g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ, _("%s: larger than %d MiB"), name,
                   ML_MAX_FILE_SIZE / (1024 * 1024));
      return NULL;
    }
  g_clear_error (&io_error);
  g_autoptr (GFileInputStream) in = g_file_read (file, cancellable, &io_error);
  if (in == NULL)
    {
      if (g_error_matches (io_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_propagate_error (error, g_steal_pointer (&io_error));
      else
        g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ, "%s: %s", name, io_error->message);
      return NULL;
    }
  g_autoptr (GByteArray) data = g_byte_array_new ();
  guint8 chunk[65536];
  for (;;)
    {
      gssize got = g_input_stream_read (G_INPUT_STREAM (in), chunk, sizeof chunk, cancellable, &io_error);
      if (got < 0)
        {
          if (g_error_matches (io_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            g_propagate_error (error, g_steal_pointer (&io_error));
          else
            g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ, "%s: %s", name, io_error->message);
          return NULL;
        }
      if (got == 0)
        break;
      g_byte_array_append (data, chunk, (guint) got);
      if (data->len > ML_MAX_FILE_SIZE)
        {
          g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ, _("%s: larger than %d MiB"), name,
                       ML_MAX_FILE_SIZE / (1024 * 1024));
          return NULL;
        }
    }
  *length = data->len;
  g_byte_array_append (data, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&data), FALSE);
}

/* What a load makes before it touches the document: the scenario, its layout and the name
 * its messages give. Any thread may make it; only the main thread swaps it in. */
typedef struct {
  GFile *file;          /* the document's file once swapped in: NULL for an imported game */
  char *name;
  MlScenario *scenario;
  Layout *layout;
} Loaded;

static void
loaded_free (Loaded *loaded)
{
  g_clear_object (&loaded->file);
  g_free (loaded->name);
  g_clear_pointer (&loaded->scenario, ml_scenario_free);
  layout_free (loaded->layout);
  g_free (loaded);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Loaded, loaded_free)

/* Reads and lays out @file: local files through the core's bounded reader (which refuses
 * folders, devices and pipes without waiting on them), others through read_bounded(). */
static Loaded *
loaded_new (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autoptr (Loaded) loaded = g_new0 (Loaded, 1);
  g_autofree char *path = g_file_get_path (file);
  /* Not a local file: the loader names it by its URI. */
  loaded->name = path ? g_strdup (path) : g_file_get_parse_name (file);
  /* A JCloisterZone game is imported, and is no file of ours to save over: the document
   * has none until it is saved as a scenario. */
  gboolean game = ml_jcz_is_game_name (loaded->name);
  loaded->file = game ? NULL : g_object_ref (file);
  if (path)
    loaded->scenario = game ? ml_jcz_import_file (path, -1, error) : ml_scenario_load_file (path, error);
  else
    {
      gsize length = 0;
      g_autofree char *data = read_bounded (file, loaded->name, cancellable, &length, error);
      if (data == NULL)
        return NULL;
      loaded->scenario = game ? ml_jcz_import (data, length, loaded->name, -1, error)
                              : ml_scenario_load_data (data, length, loaded->name, error);
    }
  if (loaded->scenario == NULL || g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  loaded->layout = layout_new (loaded->scenario, loaded->name, error);
  if (loaded->layout == NULL)
    return NULL;
  return g_steal_pointer (&loaded);
}

/* Swaps in what was loaded, as the document of @file (or of no file), with no history. */
static void
load_swap (MlDocument *self, MlScenario *scenario, Layout *layout, GFile *file)
{
  Props old;
  props_capture (self, &old);
  g_set_object (&self->file, file);
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  self->saved_depth = 0;
  document_replace (self, scenario, layout, &old);
}

gboolean
ml_document_load (MlDocument *self, GFile *file, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  Loaded *loaded = loaded_new (file, NULL, error);
  if (loaded == NULL)
    return FALSE;
  load_swap (self, g_steal_pointer (&loaded->scenario), g_steal_pointer (&loaded->layout), loaded->file);
  loaded_free (loaded);
  return TRUE;
}

static void
load_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GError *error = NULL;
  Loaded *loaded = loaded_new (task_data, cancellable, &error);
  if (loaded == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, loaded, (GDestroyNotify) loaded_free);
}

/* Back on the caller's thread: swaps the result in unless the load failed or was cancelled
 * meanwhile, then tells the caller. */
static void
load_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) outer = data;
  MlDocument *self = ML_DOCUMENT (source);
  GError *error = NULL;
  g_autoptr (Loaded) loaded = g_task_propagate_pointer (G_TASK (result), &error);
  if (loaded == NULL || g_task_return_error_if_cancelled (outer))
    {
      if (loaded == NULL)
        g_task_return_error (outer, error);
      return;
    }
  load_swap (self, g_steal_pointer (&loaded->scenario), g_steal_pointer (&loaded->layout), loaded->file);
  g_task_return_boolean (outer, TRUE);
}

void
ml_document_load_async (MlDocument *self, GFile *file, GCancellable *cancellable, GAsyncReadyCallback callback,
                        gpointer user_data)
{
  g_return_if_fail (ML_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  GTask *outer = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (outer, ml_document_load_async);
  /* load_read() looks at the cancellable itself: once the content is swapped in, the answer
   * must say so even if a cancel comes after. */
  g_task_set_check_cancellable (outer, FALSE);
  /* The worker reads and lays out; a cancel answers at once, even while a slow read goes on
   * (its result is then dropped). */
  g_autoptr (GTask) worker = g_task_new (self, cancellable, load_read, outer);
  g_task_set_source_tag (worker, load_thread);
  g_task_set_task_data (worker, g_object_ref (file), g_object_unref);
  g_task_set_return_on_cancel (worker, TRUE);
  g_task_run_in_thread (worker, load_thread);
}

gboolean
ml_document_load_finish (MlDocument *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ml_document_load_async, FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
ml_document_load_data (MlDocument *self, const char *data, gsize length, const char *name, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_autoptr (MlScenario) scenario = ml_scenario_load_data (data ? data : "", length, name, error);
  if (scenario == NULL)
    return FALSE;
  Layout *layout = layout_new (scenario, name, error);
  if (layout == NULL)
    return FALSE;
  load_swap (self, g_steal_pointer (&scenario), layout, NULL);
  return TRUE;
}

gboolean
ml_document_save (MlDocument *self, GFile *file, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_autofree char *path = g_file_get_path (file);
  if (path)
    {
      if (!ml_scenario_save_file (self->scenario, path, error))
        return FALSE;
    }
  else
    {
      /* GIO writes to a temporary and renames it over the target where the backend can. */
      g_autofree char *uri = g_file_get_uri (file);
      g_autofree char *text = ml_scenario_to_checked_json (self->scenario, uri, error);
      if (text == NULL)
        return FALSE;
      if (!g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, error))
        return FALSE;
    }
  Props old;
  props_capture (self, &old);
  g_object_freeze_notify (G_OBJECT (self));
  g_set_object (&self->file, file);
  self->saved_depth = self->undo->len;
  props_notify (self, &old);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

/* ---- getters --------------------------------------------------------------------------- */

GFile *
ml_document_get_file (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), NULL);
  return self->file;
}

gboolean
ml_document_get_modified (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  return self->saved_depth != (gint64) self->undo->len;
}

char *
ml_document_dup_title (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), NULL);
  const char *title = ml_scenario_localized (self->scenario, "title");
  if (title && *title)
    return g_strdup (title);
  if (self->file)
    {
      g_autofree char *base = g_file_get_basename (self->file);
      if (base && *base)
        return g_steal_pointer (&base);
    }
  return g_strdup (_("Untitled"));
}

const MlScenario *
ml_document_get_scenario (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), NULL);
  return self->scenario;
}

MlGame *
ml_document_get_game (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), NULL);
  return self->layout->game;
}

GArray *
ml_document_get_problems (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), NULL);
  return self->layout->problems;
}

GArray *
ml_document_get_items (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), NULL);
  return self->layout->items;
}

int
ml_document_get_final (MlDocument *self, guint player)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (player < self->scenario->players->len, 0);
  return self->layout->finals[player];
}

void
ml_document_player_names (MlDocument *self, const char *names[ML_MAX_PLAYERS])
{
  g_return_if_fail (ML_IS_DOCUMENT (self));
  ml_scenario_player_names (self->scenario, names);
}

int
ml_document_scenario_piece (MlDocument *self, guint piece)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), -1);
  if (piece >= self->layout->scenario_of->len)
    return -1;
  return g_array_index (self->layout->scenario_of, int, piece);
}

int
ml_document_board_piece (MlDocument *self, guint piece)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), ML_NO_PIECE);
  if (piece >= self->layout->board_of->len)
    return ML_NO_PIECE;
  return g_array_index (self->layout->board_of, int, piece);
}

/* ---- edits ----------------------------------------------------------------------------- */

/* Unknown members are kept as they were read and never changed afterwards, so copies share
 * them (as json_node_copy() shares what a node holds). */
static JsonObject *
extra_ref (JsonObject *extra)
{
  return extra ? json_object_ref (extra) : NULL;
}

/* A deep copy of a scenario, field by field: keep it in step with MlScenario. (Reading back
 * its JSON would do too, but costs ten times the whole layout on a large board.) */
static MlScenario *
scenario_copy (const MlScenario *from)
{
  MlScenario *to = ml_scenario_new ();
  to->title = g_strdup (from->title);
  to->description = g_strdup (from->description);
  to->expansions = from->expansions;
  to->tiles_in_game = from->tiles_in_game;
  to->wonders_per_player = from->wonders_per_player;
  to->readings = from->readings;
  to->wonders = g_strdupv (from->wonders);
  to->set_aside = g_strdupv (from->set_aside);
  to->options_extra = extra_ref (from->options_extra);
  to->turn = from->turn;
  to->readings = from->readings;
  to->extra = extra_ref (from->extra);
  for (guint i = 0; i < from->players->len; i++)
    {
      const MlScenarioPlayer *a = g_ptr_array_index (from->players, i);
      MlScenarioPlayer *b = g_new0 (MlScenarioPlayer, 1);
      b->name = g_strdup (a->name);
      b->color = g_strdup (a->color);
      b->score = a->score;
      b->wonders = g_strdupv (a->wonders);
      b->kept = g_strdup (a->kept);
      b->extra = extra_ref (a->extra);
      g_ptr_array_add (to->players, b);
    }
  for (guint i = 0; i < from->pieces->len; i++)
    {
      const MlScenarioPiece *a = g_ptr_array_index (from->pieces, i);
      MlScenarioPiece *b = g_new (MlScenarioPiece, 1);
      *b = *a;
      b->tile = g_strdup (a->tile);
      b->extra = extra_ref (a->extra);
      g_ptr_array_add (to->pieces, b);
    }
  for (guint i = 0; i < from->meeples->len; i++)
    {
      const MlScenarioMeeple *a = g_ptr_array_index (from->meeples, i);
      MlScenarioMeeple *b = g_new (MlScenarioMeeple, 1);
      *b = *a;
      b->at = g_strdup (a->at);
      b->role = g_strdup (a->role);
      b->extra = extra_ref (a->extra);
      g_ptr_array_add (to->meeples, b);
    }
  return to;
}

/* An edit in progress: the scenario as it was (the undo snapshot, as JSON) and a copy to
 * change. */
typedef struct {
  Snapshot *snapshot;
  MlScenario *scenario;
} Edit;

static void
edit_clear (Edit *edit)
{
  g_clear_pointer (&edit->snapshot, snapshot_free);
  g_clear_pointer (&edit->scenario, ml_scenario_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Edit, edit_clear)

static void
edit_begin (MlDocument *self, Edit *edit)
{
  edit->snapshot = snapshot_new (self->scenario);
  edit->scenario = scenario_copy (self->scenario);
}

/* Whether a game record that replayed under @a replays under @b: the same record (copies
 * share their unknown members), and the same number of players, expansions and options. */
static gboolean
record_unchanged (const MlScenario *a, const MlScenario *b)
{
  gboolean same_wonders = (a->wonders == NULL) == (b->wonders == NULL)
                          && (a->wonders == NULL || g_strv_equal ((const char *const *) a->wonders,
                                                                  (const char *const *) b->wonders));
  return a->extra == b->extra && a->players->len == b->players->len && a->expansions == b->expansions
         && a->tiles_in_game == b->tiles_in_game && a->wonders_per_player == b->wonders_per_player
         && a->options_extra == b->options_extra && same_wonders && ml_readings_equal (&a->readings, &b->readings);
}

/* Lays the changed copy out and, if it lays out, makes it the document's content as one undo
 * step. Otherwise nothing changes and @error says what the rules core found. */
static gboolean
edit_commit (MlDocument *self, Edit *edit, GError **error)
{
  g_autofree char *name = document_name (self);
  g_autoptr (GError) layout_error = NULL;
  /* A game record must still replay (players, expansions and readings are the scenario's):
   * otherwise the file could not be read again, nor this step undone. Replaying it takes
   * milliseconds, so only when the edit touched what it rests on. */
  gboolean record_ok = record_unchanged (self->scenario, edit->scenario)
                       || ml_record_check (edit->scenario, name, &layout_error);
  Layout *layout = record_ok ? layout_new (edit->scenario, name, &layout_error) : NULL;
  if (layout == NULL)
    {
      g_set_error_literal (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_INVALID, layout_error->message);
      return FALSE;
    }
  Props old;
  props_capture (self, &old);
  if (self->saved_depth > (gint64) self->undo->len)
    self->saved_depth = -1;    /* the saved state was undone, and is now dropped from redo */
  g_ptr_array_set_size (self->redo, 0);
  /* Within a step of several edits, the snapshot before its first edit is the one to go
   * back to: the later ones are not kept. */
  if (self->step_from >= 0 && (gint64) self->undo->len > self->step_from)
    {
      if (self->saved_depth == (gint64) self->undo->len)
        self->saved_depth = -1;
      g_clear_pointer (&edit->snapshot, snapshot_free);
    }
  else
    g_ptr_array_add (self->undo, g_steal_pointer (&edit->snapshot));
  document_replace (self, g_steal_pointer (&edit->scenario), layout, &old);
  return TRUE;
}

static gboolean
rotation_ok (int rot, GError **error)
{
  if (rot >= 0 && rot < 4)
    return TRUE;
  g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
               _("A piece turns 0 to 3 quarter turns, not %d."), rot);
  return FALSE;
}

/* Whether every square @tile would cover at (x, y, rot) is on the map the file format allows
 * and free, or taken by board piece @self_piece (a piece moving over itself). */
static gboolean
squares_free (MlDocument *self, const MlTileDef *tile, int x, int y, int rot, int self_piece, GError **error)
{
  const MlBoard *board = self->layout->game->board;
  for (guint c = 0; c < tile->n_cells; c++)
    {
      const MlRotatedCell *cell = &tile->rotated[rot][c];
      int cx = x + cell->dx, cy = y + cell->dy;
      if (ABS (cx) > MAX_COORD || ABS (cy) > MAX_COORD)
        {
          g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
                       _("Squares go up to ±100000: (%d, %d) is off the map."), cx, cy);
          return FALSE;
        }
      int at = ml_board_piece_at (board, cx, cy, NULL);
      if (at != ML_NO_PIECE && at != self_piece)
        {
          g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_SQUARE_TAKEN,
                       _("The square (%d, %d) is already taken."), cx, cy);
          return FALSE;
        }
    }
  return TRUE;
}

/* The scenario's index of board piece @piece, or -1 and @error. */
static int
scenario_piece (MlDocument *self, guint piece, GError **error)
{
  int si = ml_document_scenario_piece (self, piece);
  if (si < 0)
    g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_PIECE, _("There is no piece %u on the board."), piece);
  return si;
}

static gboolean
player_ok (MlDocument *self, gint64 player, GError **error)
{
  if (player >= 0 && player < self->scenario->players->len)
    return TRUE;
  g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_PLAYER, _("There is no player %d."), (int) CLAMP (player + 1, G_MININT, G_MAXINT));
  return FALSE;
}

/* ---- who holds which wonder ------------------------------------------------------------ */

static void
strv_remove (char ***strv, const char *id)
{
  if (*strv == NULL)
    return;
  guint n = 0;
  for (guint i = 0; (*strv)[i]; i++)
    {
      if (g_str_equal ((*strv)[i], id))
        g_free ((*strv)[i]);
      else
        (*strv)[n++] = (*strv)[i];
    }
  (*strv)[n] = NULL;
  if (n == 0)
    g_clear_pointer (strv, g_strfreev);
}

static void
strv_add (char ***strv, const char *id)
{
  if (*strv && g_strv_contains ((const char *const *) *strv, id))
    return;
  guint n = *strv ? g_strv_length (*strv) : 0;
  *strv = g_renew (char *, *strv, n + 2);
  (*strv)[n] = g_strdup (id);
  (*strv)[n + 1] = NULL;
}

/* Whether @player may take @id besides the wonders they hold: two at most. */
static gboolean
can_hold (const MlScenario *scenario, int player, const char *id, GError **error)
{
  const MlScenarioPlayer *p = g_ptr_array_index (scenario->players, player);
  guint others = 0;
  for (guint i = 0; p->wonders && p->wonders[i]; i++)
    others += !g_str_equal (p->wonders[i], id);
  if (others < 2)
    return TRUE;
  g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_TWO_WONDERS,
               _("%s already holds two wonders, the most a player may hold."), p->name);
  return FALSE;
}

/* Moves wonder @id from @from's wonders (or from none) to @to's (or to none), taking it out
 * of the wonders still to take, or putting it back among them when it has no owner any more
 * and the file lists them. */
static void
hand_over (MlScenario *scenario, const char *id, int from, int to)
{
  if (from >= 0)
    strv_remove (&((MlScenarioPlayer *) g_ptr_array_index (scenario->players, from))->wonders, id);
  if (to >= 0)
    {
      strv_add (&((MlScenarioPlayer *) g_ptr_array_index (scenario->players, to))->wonders, id);
      strv_remove (&scenario->wonders, id);
    }
  else if (scenario->wonders)
    strv_add (&scenario->wonders, id);
}

gboolean
ml_document_place_piece (MlDocument *self, const char *tile, int x, int y, int rot, GError **error)
{
  return ml_document_place_piece_for (self, tile, x, y, rot, -1, error);
}

/* The catalogue's tile @tile, or NULL and @error. */
static const MlTileDef *
lookup_tile (const char *tile, GError **error)
{
  const MlTileDef *def = tile ? ml_catalogue_lookup (ml_catalogue_get_default (), tile) : NULL;
  if (def == NULL)
    g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_TILE, _("There is no tile “%s”."), tile ? tile : "");
  return def;
}

gboolean
ml_document_place_piece_for (MlDocument *self, const char *tile, int x, int y, int rot, int owner, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  const MlTileDef *def = lookup_tile (tile, error);
  if (def == NULL || !rotation_ok (rot, error))
    return FALSE;
  if (self->scenario->pieces->len >= MAX_PIECES)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_FULL, _("A board holds %d pieces at most."), MAX_PIECES);
      return FALSE;
    }
  if (!squares_free (self, def, x, y, rot, ML_NO_PIECE, error))
    return FALSE;

  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  MlScenarioPiece *p = g_new0 (MlScenarioPiece, 1);
  p->tile = g_strdup (def->id);
  p->x = x;
  p->y = y;
  p->rot = rot;
  p->owner = -1;
  if (ml_tile_is_wonder (def) && owner >= 0 && (guint) owner < edit.scenario->players->len
      && can_hold (edit.scenario, owner, def->id, NULL))
    {
      p->owner = owner;
      hand_over (edit.scenario, def->id, -1, owner);
    }
  g_ptr_array_add (edit.scenario->pieces, p);
  return edit_commit (self, &edit, error);
}

/* Whether @tile can take @owner, @slots and @port: ml_wonders_state_ok(), rule by rule, so
 * that the refusal says which. */
static gboolean
wonder_state_ok (const MlTileDef *tile, const MlReadings *readings, int owner, guint slots, guint port, GError **error)
{
  if (owner < 0 && (slots > 0 || port > 0))
    {
      g_set_error_literal (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_OWNER,
                           _("A wonder without an owner has no meeples in its slots or its port."));
      return FALSE;
    }
  if (port > 0 && !tile->port)
    {
      g_set_error_literal (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_PORT, _("This wonder has no port."));
      return FALSE;
    }
  for (guint k = 1; k <= slots; k++)
    if (ml_wonders_slot_points (readings, tile, k) == 0)
      {
        g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_SLOT,
                     _("This wonder has no slot %u for a meeple."), k);
        return FALSE;
      }
  return TRUE;
}

gboolean
ml_document_set_wonder (MlDocument *self, guint piece, int owner, guint slots, guint port, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  int si = scenario_piece (self, piece, error);
  if (si < 0 || (owner != -1 && !player_ok (self, owner, error)))
    return FALSE;
  if (port > ML_MAX_PORT)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
                   _("A port holds 0 to 99 meeples, not %u."), port);
      return FALSE;
    }
  const MlPiece *bp = ml_board_piece (self->layout->game->board, piece);
  const MlTileDef *tile = bp->tile;
  if (!ml_tile_is_wonder (tile))
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NOT_A_WONDER, _("Tile %s is not a wonder."), tile->id);
      return FALSE;
    }
  if (!wonder_state_ok (tile, &self->layout->game->readings, owner, slots, port, error))
    return FALSE;
  if (bp->owner == owner && bp->slots == slots && bp->port == port)
    return TRUE;
  if (owner >= 0 && owner != bp->owner && !can_hold (self->scenario, owner, tile->id, error))
    return FALSE;

  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  MlScenarioPiece *p = g_ptr_array_index (edit.scenario->pieces, si);
  if (owner != p->owner)
    {
      hand_over (edit.scenario, tile->id, p->owner, owner);
      /* Its effects waited for the old owner's next turn: the new owner's have started. */
      p->inactive = FALSE;
    }
  p->owner = owner;
  p->slots = (int) slots;
  p->port = (int) port;
  return edit_commit (self, &edit, error);
}

gboolean
ml_document_move_piece (MlDocument *self, guint piece, int x, int y, int rot, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  int si = scenario_piece (self, piece, error);
  if (si < 0 || !rotation_ok (rot, error))
    return FALSE;
  const MlPiece *bp = ml_board_piece (self->layout->game->board, piece);
  if (bp->x == x && bp->y == y && bp->rot == rot)
    return TRUE;    /* nothing to do: no undo step, no signal */
  const MlTileDef *def = bp->tile;
  int b = (int) piece;
  if (!squares_free (self, def, x, y, rot, b, error))
    return FALSE;

  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  MlScenarioPiece *moved = g_ptr_array_index (edit.scenario->pieces, si);
  int turn = (rot - moved->rot + 4) % 4;
  moved->x = x;
  moved->y = y;
  moved->rot = rot;
  /* The meeples on it go along: the scenario's meeples are the board's, in order. */
  const MlBoard *board = self->layout->game->board;
  for (guint i = 0; i < ml_board_n_meeples (board); i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      if (m->piece != piece)
        continue;
      MlScenarioMeeple *sm = g_ptr_array_index (edit.scenario->meeples, i);
      sm->x = x + def->rotated[rot][m->cell].dx;
      sm->y = y + def->rotated[rot][m->cell].dy;
      MlLoc loc;
      if (ml_loc_parse (sm->at, &loc))
        {
          g_free (sm->at);
          sm->at = g_strdup (ml_loc_name (ml_loc_rotate (loc, turn)));
        }
    }
  return edit_commit (self, &edit, error);
}

gboolean
ml_document_remove_piece (MlDocument *self, guint piece, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  int si = scenario_piece (self, piece, error);
  if (si < 0)
    return FALSE;

  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  const MlBoard *board = self->layout->game->board;
  /* Backwards, so that the indices still to look at stay put. */
  for (guint i = ml_board_n_meeples (board); i-- > 0;)
    if (ml_board_meeple (board, i)->piece == piece)
      g_ptr_array_remove_index (edit.scenario->meeples, i);
  g_ptr_array_remove_index (edit.scenario->pieces, (guint) si);
  return edit_commit (self, &edit, error);
}

gboolean
ml_document_add_meeple (MlDocument *self, int player, int x, int y, const char *at, gboolean prior, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!player_ok (self, player, error))
    return FALSE;
  if (self->scenario->meeples->len >= MAX_PIECES)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_FULL, _("A board holds %d meeples at most."), MAX_PIECES);
      return FALSE;
    }
  const MlBoard *board = self->layout->game->board;
  guint cell;
  int b = ml_board_piece_at (board, x, y, &cell);
  if (b == ML_NO_PIECE)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_PIECE, _("There is no piece at (%d, %d)."), x, y);
      return FALSE;
    }
  const MlPiece *p = ml_board_piece (board, (guint) b);
  if (at == NULL || ml_tile_feature_at (p->tile, p->rot, cell, at) == ML_NO_FEATURE)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_FEATURE,
                   _("Tile %s has no feature “%s” on the square (%d, %d)."), p->tile->id, at ? at : "", x, y);
      return FALSE;
    }

  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  MlScenarioMeeple *m = g_new0 (MlScenarioMeeple, 1);
  m->player = player;
  m->x = x;
  m->y = y;
  m->at = g_strdup (at);
  m->role = prior ? g_strdup ("prior") : NULL;
  g_ptr_array_add (edit.scenario->meeples, m);
  return edit_commit (self, &edit, error);
}

gboolean
ml_document_remove_meeple (MlDocument *self, guint meeple, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (meeple >= self->scenario->meeples->len)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_MEEPLE, _("There is no meeple %u on the board."), meeple);
      return FALSE;
    }
  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  g_ptr_array_remove_index (edit.scenario->meeples, meeple);
  return edit_commit (self, &edit, error);
}

gboolean
ml_document_set_expansions (MlDocument *self, guint expansions, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (expansions & ~(guint) ALL_EXPANSIONS)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE, _("There is no expansion %#x."),
                   expansions & ~(guint) ALL_EXPANSIONS);
      return FALSE;
    }
  if (expansions == self->scenario->expansions)
    return TRUE;
  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  edit.scenario->expansions = expansions;
  return edit_commit (self, &edit, error);
}

/* NULL for NULL, an empty or a blank string. */
static char *
dup_nonblank (const char *text)
{
  if (text == NULL)
    return NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  return *stripped ? g_strdup (text) : NULL;
}

gboolean
ml_document_set_player (MlDocument *self, guint player, const char *name, const char *color, int score, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  g_autofree char *new_name = dup_nonblank (name);
  g_autofree char *new_color = dup_nonblank (color);
  if (!player_ok (self, player, error))
    return FALSE;
  if (new_name == NULL)
    {
      g_set_error_literal (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_BLANK_NAME, _("A player needs a name."));
      return FALSE;
    }
  if (score < 0 || score > MAX_SCORE)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
                   _("A score on the track goes from 0 to %d, not %d."), MAX_SCORE, score);
      return FALSE;
    }
  const MlScenarioPlayer *p = g_ptr_array_index (self->scenario->players, player);
  if (g_strcmp0 (p->name, new_name) == 0 && g_strcmp0 (p->color, new_color) == 0 && p->score == score)
    return TRUE;
  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  MlScenarioPlayer *q = g_ptr_array_index (edit.scenario->players, player);
  g_free (q->name);
  q->name = g_steal_pointer (&new_name);
  g_free (q->color);
  q->color = g_steal_pointer (&new_color);
  q->score = score;
  return edit_commit (self, &edit, error);
}

gboolean
ml_document_add_player (MlDocument *self, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  GPtrArray *players = self->scenario->players;
  if (players->len >= ML_MAX_PLAYERS)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_FULL, _("A game has %d players at most."), ML_MAX_PLAYERS);
      return FALSE;
    }
  /* The first default colour no player wears yet, with its name. */
  guint which = 0;
  for (; which < ML_MAX_PLAYERS; which++)
    {
      gboolean taken = FALSE;
      for (guint i = 0; i < players->len && !taken; i++)
        taken = ml_player_color_find (((MlScenarioPlayer *) g_ptr_array_index (players, i))->color) == (int) which;
      if (!taken)
        break;
    }
  if (which == ML_MAX_PLAYERS)
    which = players->len;
  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  add_default_player (edit.scenario, which);
  return edit_commit (self, &edit, error);
}

gboolean
ml_document_remove_player (MlDocument *self, guint player, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  guint n = self->scenario->players->len;
  if (!player_ok (self, player, error))
    return FALSE;
  if (n <= 2)
    {
      g_set_error_literal (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_FEW_PLAYERS, _("A game needs two players at least."));
      return FALSE;
    }
  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  MlScenario *s = edit.scenario;
  g_ptr_array_remove_index (s->players, player);
  for (guint i = s->meeples->len; i-- > 0;)
    {
      MlScenarioMeeple *m = g_ptr_array_index (s->meeples, i);
      if (m->player == (int) player)
        g_ptr_array_remove_index (s->meeples, i);
      else if (m->player > (int) player)
        m->player--;
    }
  for (guint i = 0; i < s->pieces->len; i++)
    {
      MlScenarioPiece *p = g_ptr_array_index (s->pieces, i);
      if (p->owner == (int) player)
        p->owner = -1;
      else if (p->owner > (int) player)
        p->owner--;
    }
  /* The turn stays with the same player, or passes to the next one when it was the removed
   * player's. */
  if (s->turn > player)
    s->turn--;
  else if (s->turn == player && s->turn >= s->players->len)
    s->turn = 0;
  return edit_commit (self, &edit, error);
}

gboolean
ml_document_set_turn (MlDocument *self, guint player, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!player_ok (self, player, error))
    return FALSE;
  if (player == self->scenario->turn)
    return TRUE;
  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  edit.scenario->turn = player;
  return edit_commit (self, &edit, error);
}

gboolean
ml_document_get_record (MlDocument *self, guint *at, guint *n_moves)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  /* Checked when the scenario was read, so it parses. */
  g_autoptr (MlRecord) record = ml_record_of (self->scenario, "", NULL);
  if (record == NULL)
    return FALSE;
  *at = record->at;
  *n_moves = record->moves->len;
  return TRUE;
}

gboolean
ml_document_record_edited (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  guint at, n;
  return ml_document_get_record (self, &at, &n) && !ml_record_shows_position (self->scenario);
}

gboolean
ml_document_go_to_move (MlDocument *self, guint n, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  guint at, n_moves;
  /* Going to the move shown after a free edit brings the record's position back. */
  if (ml_document_get_record (self, &at, &n_moves) && at == n && ml_record_shows_position (self->scenario))
    return TRUE;
  g_autofree char *name = document_name (self);
  g_autoptr (GError) local = NULL;
  g_autoptr (MlScenario) position = ml_record_position (self->scenario, n, name, &local);
  if (position == NULL)
    {
      g_set_error_literal (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_INVALID, local->message);
      return FALSE;
    }
  g_auto (Edit) edit = { 0 };
  edit.snapshot = snapshot_new (self->scenario);
  edit.scenario = g_steal_pointer (&position);
  return edit_commit (self, &edit, error);
}

gboolean
ml_document_set_text (MlDocument *self, const char *title, const char *description, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  g_autofree char *new_title = dup_nonblank (title);
  g_autofree char *new_description = dup_nonblank (description);
  if (g_strcmp0 (new_title, self->scenario->title) == 0
      && g_strcmp0 (new_description, self->scenario->description) == 0)
    return TRUE;
  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  g_free (edit.scenario->title);
  edit.scenario->title = g_steal_pointer (&new_title);
  g_free (edit.scenario->description);
  edit.scenario->description = g_steal_pointer (&new_description);
  return edit_commit (self, &edit, error);
}

/* ---- rule readings --------------------------------------------------------------------- */

const MlReadings *
ml_document_get_readings (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), NULL);
  return &self->scenario->readings;
}

gboolean
ml_document_set_readings (MlDocument *self, const MlReadings *readings, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (readings != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  for (guint r = 0; r < ML_N_READINGS; r++)
    if (readings->answer[r] >= ml_reading_def (r)->n_answers)
      {
        g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
                     _("The reading “%s” has no answer %u."), ml_reading_def (r)->id, readings->answer[r]);
        return FALSE;
      }
  if (readings->fifth_slot_value < 0 || readings->fifth_slot_value > ML_DOCUMENT_MAX_FIFTH_SLOT)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
                   _("The fifth slot is worth 0 to %d, not %d."), ML_DOCUMENT_MAX_FIFTH_SLOT,
                   readings->fifth_slot_value);
      return FALSE;
    }
  /* The value is kept even while the slot is unusable, so that switching back finds it. */
  if (ml_readings_equal (readings, &self->scenario->readings)
      && readings->fifth_slot_value == self->scenario->readings.fifth_slot_value)
    return TRUE;
  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  edit.scenario->readings = *readings;
  return edit_commit (self, &edit, error);
}

gboolean
ml_document_set_reading (MlDocument *self, MlReadingId reading, guint answer, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (reading < ML_N_READINGS, FALSE);
  MlReadings readings = self->scenario->readings;
  if (answer >= ml_reading_def (reading)->n_answers)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
                   _("The reading “%s” has no answer %u."), ml_reading_def (reading)->id, answer);
      return FALSE;
    }
  readings.answer[reading] = (guint8) answer;
  return ml_document_set_readings (self, &readings, error);
}

/* Whether two settlements differ: in the totals, or in what scores and who takes it. */
static gboolean
outcome_differs (const int *finals_a, GArray *items_a, const int *finals_b, GArray *items_b, guint n_players)
{
  for (guint p = 0; p < n_players; p++)
    if (finals_a[p] != finals_b[p])
      return TRUE;
  if (items_a->len != items_b->len)
    return TRUE;
  for (guint i = 0; i < items_a->len; i++)
    {
      const MlScoreItem *a = &g_array_index (items_a, MlScoreItem, i);
      const MlScoreItem *b = &g_array_index (items_b, MlScoreItem, i);
      if (a->kind != b->kind || a->feat != b->feat || a->points != b->points || a->winners != b->winners)
        return TRUE;
    }
  return FALSE;
}

GPtrArray *
ml_document_get_reading_outcomes (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), NULL);
  Layout *layout = self->layout;
  if (layout->outcomes)
    return layout->outcomes;

  layout->outcomes = g_ptr_array_new_with_free_func ((GDestroyNotify) outcome_free);
  /* Settled on a copy, so that the game others may be reading never changes under them. */
  g_autoptr (MlGame) game = ml_game_copy (layout->game);
  const MlReadings in_force = layout->game->readings;
  for (guint r = 0; r < ML_N_READINGS; r++)
    {
      const MlReadingDef *def = ml_reading_def (r);
      for (guint a = 0; a < def->n_answers; a++)
        {
          if (a == in_force.answer[r])
            continue;
          g_autofree MlReadingOutcome *outcome = g_new0 (MlReadingOutcome, 1);
          outcome->reading = r;
          outcome->answer = a;
          outcome->items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
          game->readings = in_force;
          game->readings.answer[r] = (guint8) a;
          ml_game_settle_now (game, outcome->items, outcome->finals);
          if (outcome_differs (outcome->finals, outcome->items, layout->finals, layout->items, game->n_players))
            g_ptr_array_add (layout->outcomes, g_steal_pointer (&outcome));
          else
            g_array_unref (outcome->items);
        }
    }
  return layout->outcomes;
}

/* ---- turn mode ------------------------------------------------------------------------- */

/* Plays the turn on a copy of the game: the copy, or NULL and @error. */
static MlGame *
try_turn (MlDocument *self, const char *tile, int x, int y, int rot, const MlTurnOptions *options,
          GArray *events, GError **error)
{
  const MlTileDef *def = tile ? ml_catalogue_lookup (ml_catalogue_get_default (), tile) : NULL;
  if (def == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no tile “%s”."), tile ? tile : "");
      return NULL;
    }
  if (!rotation_ok (rot, NULL) || ABS (x) > MAX_COORD || ABS (y) > MAX_COORD)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("A piece cannot lie at (%d, %d) turned %d times: squares go up to ±100000 and a piece turns 0 to 3 quarter turns."),
                   x, y, rot);
      return NULL;
    }
  MlTurnOptions opt = { 0 };
  if (options)
    opt = *options;
  opt.rand = NULL;
  opt.decide = NULL;
  opt.decide_data = NULL;
  gboolean on_tile = opt.n_meeples <= G_N_ELEMENTS (opt.meeples);
  for (guint i = 0; i < opt.n_meeples && on_tile; i++)
    on_tile = opt.meeples[i].wanted && ml_tile_feature_on_cell (def, opt.meeples[i].feature, opt.meeples[i].cell);
  if (opt.action == ML_ACTION_MEEPLES && !on_tile)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Tile %s has no such feature on that square."),
                   def->id);
      return NULL;
    }
  if (opt.action != ML_ACTION_MEEPLES)
    opt.n_meeples = 0;
  /* The scenario takes the game's pieces back one for one, which a piece left off the board
   * (it overlaps another) would break. */
  if (self->layout->scenario_of->len != self->scenario->pieces->len)
    {
      g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_OCCUPIED,
                   _("Pieces on the board overlap: move or remove them before playing a turn."));
      return NULL;
    }
  g_autofree char *full = NULL;
  if (!ml_record_has_room (self->scenario, &full))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, full);
      return NULL;
    }

  g_autoptr (MlGame) game = ml_game_copy (self->layout->game);
  if (!ml_game_play_turn (game, def, x, y, rot, &opt, events, error))
    return NULL;
  return g_steal_pointer (&game);
}

gboolean
ml_document_play_turn (MlDocument *self, const char *tile, int x, int y, int rot,
                       const MlMeepleChoice *meeple, GArray *events, GError **error)
{
  MlTurnOptions opt;
  ml_turn_options_init (&opt, meeple);
  return ml_document_play_turn_with (self, tile, x, y, rot, &opt, events, error);
}

gboolean
ml_document_play_turn_with (MlDocument *self, const char *tile, int x, int y, int rot,
                            const MlTurnOptions *options, GArray *events, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_autoptr (GArray) turn_events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_autoptr (MlGame) game = try_turn (self, tile, x, y, rot, options, turn_events, error);
  if (game == NULL)
    return FALSE;

  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  ml_scenario_update_from_game (edit.scenario, game);
  /* A game record goes on with the turn: played at an earlier move, the later ones are
   * dropped, and an undo brings them back. */
  ml_record_add_turn (edit.scenario, self->layout->game, ml_catalogue_lookup (ml_catalogue_get_default (), tile),
                      x, y, rot, options ? options : &(MlTurnOptions) { 0 });
  if (!edit_commit (self, &edit, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The board after this turn could not be built."));
      return FALSE;
    }
  if (events)
    g_array_append_vals (events, turn_events->data, turn_events->len);
  return TRUE;
}

gboolean
ml_document_set_aside (MlDocument *self, const char *tile, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  const MlTileDef *def = tile ? ml_catalogue_lookup (ml_catalogue_get_default (), tile) : NULL;
  if (def == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no tile “%s”."), tile ? tile : "");
      return FALSE;
    }
  MlGame *game = self->layout->game;
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_game_turn_placements (game, def, spots);
  if (ml_tile_is_wonder (def))
    {
      g_set_error_literal (error, ML_RULES_ERROR, ML_RULES_ERROR_FITS,
                           _("A wonder that fits nowhere waits in its owner's hand: it is never set aside."));
      return FALSE;
    }
  if (spots->len > 0 || game->n_set_aside >= ML_MAX_SET_ASIDE)
    {
      g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_FITS,
                   ngettext ("Tile %s fits on the board (%u legal placement): only a tile that fits nowhere is set aside.",
                             "Tile %s fits on the board (%u legal placements): only a tile that fits nowhere is set aside.",
                             spots->len), def->id, spots->len);
      return FALSE;
    }
  g_autofree char *full = NULL;
  if (!ml_record_has_room (self->scenario, &full))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, full);
      return FALSE;
    }
  g_auto (Edit) edit = { 0 };
  edit_begin (self, &edit);
  guint n = edit.scenario->set_aside ? g_strv_length (edit.scenario->set_aside) : 0;
  edit.scenario->set_aside = g_renew (char *, edit.scenario->set_aside, n + 2);
  edit.scenario->set_aside[n] = g_strdup (def->id);
  edit.scenario->set_aside[n + 1] = NULL;
  ml_record_add_set_aside (edit.scenario, def);
  return edit_commit (self, &edit, error);
}

gboolean
ml_document_check_turn (MlDocument *self, const char *tile, int x, int y, int rot,
                        const MlTurnOptions *options, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  g_autoptr (MlGame) game = try_turn (self, tile, x, y, rot, options, NULL, error);
  return game != NULL;
}

/* ---- undo and redo --------------------------------------------------------------------- */

void
ml_document_begin_step (MlDocument *self)
{
  g_return_if_fail (ML_IS_DOCUMENT (self));
  g_return_if_fail (self->step_from < 0);
  self->step_from = self->undo->len;
}

void
ml_document_end_step (MlDocument *self, gboolean keep)
{
  g_return_if_fail (ML_IS_DOCUMENT (self));
  g_return_if_fail (self->step_from >= 0);
  gboolean changed = (gint64) self->undo->len > self->step_from;
  self->step_from = -1;
  if (keep || !changed)
    return;
  /* Taken back as if never made: undone, and not offered for redo. */
  ml_document_undo (self);
  Props old;
  props_capture (self, &old);
  g_ptr_array_set_size (self->redo, self->redo->len - 1);
  props_notify (self, &old);
}

gboolean
ml_document_can_undo (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  return self->undo->len > 0;
}

gboolean
ml_document_can_redo (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  return self->redo->len > 0;
}

/* Takes the last snapshot of @from as the content and puts the current one on @to. */
static gboolean
travel (MlDocument *self, GPtrArray *from, GPtrArray *to)
{
  if (from->len == 0)
    return FALSE;
  const Snapshot *snapshot = g_ptr_array_index (from, from->len - 1);
  g_autoptr (GError) error = NULL;
  g_autofree char *name = document_name (self);
  g_autoptr (MlScenario) scenario = ml_scenario_load_data (snapshot->json, strlen (snapshot->json), name, &error);
  if (scenario)
    scenario->readings = snapshot->readings;
  g_autoptr (Layout) layout = scenario ? layout_new (scenario, name, &error) : NULL;
  if (layout == NULL)
    {
      g_critical ("An undo snapshot does not load: %s", error->message);
      return FALSE;
    }
  Props old;
  props_capture (self, &old);
  g_ptr_array_add (to, snapshot_new (self->scenario));
  g_ptr_array_remove_index (from, from->len - 1);
  document_replace (self, g_steal_pointer (&scenario), g_steal_pointer (&layout), &old);
  return TRUE;
}

gboolean
ml_document_undo (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  return travel (self, self->undo, self->redo);
}

gboolean
ml_document_redo (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  return travel (self, self->redo, self->undo);
}
