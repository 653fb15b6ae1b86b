/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The open scenario. The MlScenario is the source of truth: every edit is made on a copy of
 * it and laid out again by the rules core into a fresh layout (the game, its problems, the
 * score if the game ended now); only when both succeed are they swapped in, so that a
 * refused edit changes nothing. Undo and redo keep the scenario as JSON text, with the rule
 * readings beside it (so a step never depends on what the file format holds of them). */
#include "config.h"
#include "ml-document-private.h"
#include "ml-jcz.h"
#include "ml-record.h"
#include "ml-colours.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* ---- the layout: everything derived from the scenario --------------------------------- */

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
  g_clear_pointer (&self->log, g_ptr_array_unref);
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

void
_ml_document_add_default_player (MlScenario *scenario, guint which)
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
  _ml_document_add_default_player (self->scenario, 0);
  _ml_document_add_default_player (self->scenario, 1);
  self->layout = layout_new (self->scenario, "", NULL);
  g_assert (self->layout != NULL);
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) _ml_document_change_free);
  self->step_from = -1;
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) _ml_document_change_free);
  self->saved_depth = 0;
}

MlDocument *
ml_document_new (void)
{
  return g_object_new (ML_TYPE_DOCUMENT, NULL);
}

/* The name errors of a layout give, which the user never sees for an edit. */
char *
_ml_document_name (MlDocument *self)
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
  GPtrArray *log;       /* the record's moves told, or NULL */
} Loaded;

static void
loaded_free (Loaded *loaded)
{
  g_clear_object (&loaded->file);
  g_free (loaded->name);
  g_clear_pointer (&loaded->scenario, ml_scenario_free);
  layout_free (loaded->layout);
  g_clear_pointer (&loaded->log, g_ptr_array_unref);
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
  loaded->log = _ml_document_log_of_record (loaded->scenario, loaded->name);
  return g_steal_pointer (&loaded);
}

/* Swaps in what was loaded, as the document of @file (or of no file), with no history. */
static void
load_swap (MlDocument *self, MlScenario *scenario, Layout *layout, GPtrArray *log, GFile *file)
{
  Props old;
  props_capture (self, &old);
  g_clear_pointer (&self->log, g_ptr_array_unref);
  self->log = log;
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
  load_swap (self, g_steal_pointer (&loaded->scenario), g_steal_pointer (&loaded->layout),
             g_steal_pointer (&loaded->log), loaded->file);
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
  load_swap (self, g_steal_pointer (&loaded->scenario), g_steal_pointer (&loaded->layout),
             g_steal_pointer (&loaded->log), loaded->file);
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
  GPtrArray *log = _ml_document_log_of_record (scenario, name);
  load_swap (self, g_steal_pointer (&scenario), layout, log, NULL);
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

void
_ml_document_edit_clear (Edit *edit)
{
  g_clear_pointer (&edit->scenario, ml_scenario_free);
  g_clear_pointer (&edit->log, g_ptr_array_unref);
}

void
_ml_document_edit_begin (MlDocument *self, Edit *edit)
{
  edit->scenario = _ml_document_scenario_copy (self->scenario);
}

/* Whether @a and @b are the same object or equal ones. */
static gboolean
objects_equal (JsonObject *a, JsonObject *b)
{
  return a == b || (a && b && json_object_equal (a, b));
}

/* Whether a game record that replayed under @a replays under @b: the same record (copies
 * share their unknown members, and the positions along a record its start and moves), and
 * the same number of players, expansions and options. A timeline step's position is read
 * anew from the record's start, so its options are equal, not the same objects. */
static gboolean
record_unchanged (const MlScenario *a, const MlScenario *b)
{
  return ml_record_same_moves (a, b) && a->players->len == b->players->len && a->expansions == b->expansions
         && a->tiles_in_game == b->tiles_in_game && objects_equal (a->options_extra, b->options_extra)
         && objects_equal (a->options_modules, b->options_modules)
         && ml_readings_equal (&a->readings, &b->readings);
}

/* Past the history's cap, the oldest steps of undo go (never the one just made), and the
 * depths counted in steps move with them. */
static void
history_cap (MlDocument *self)
{
  gsize bytes = _ml_document_history_bytes (self);
  guint drop = 0;
  while (bytes > ML_DOCUMENT_HISTORY_MAX_BYTES && drop + 1 < self->undo->len)
    bytes -= ((Snapshot *) g_ptr_array_index (self->undo, drop++))->bytes;
  if (drop == 0)
    return;
  g_ptr_array_remove_range (self->undo, 0, drop);
  self->saved_depth = self->saved_depth >= (gint64) drop ? self->saved_depth - drop : -1;
  if (self->step_from >= 0)
    self->step_from = MAX (self->step_from - (gint64) drop, 0);
}

/* Lays the changed copy out and, if it lays out, makes it the document's content as one undo
 * step. Otherwise nothing changes and @error says what the rules core found. */
gboolean
_ml_document_edit_commit (MlDocument *self, Edit *edit, GError **error)
{
  g_autofree char *name = _ml_document_name (self);
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
  if (edit->shows_move)
    {
      layout->record_read = layout->has_record = TRUE;
      layout->record_at = edit->move;
      layout->record_moves = edit->n_moves;
      layout->edited_read = TRUE;
      layout->record_edited = FALSE;
    }
  Props old;
  props_capture (self, &old);
  if (self->saved_depth > (gint64) self->undo->len)
    self->saved_depth = -1;    /* the saved state was undone, and is now dropped from redo */
  g_ptr_array_set_size (self->redo, 0);
  /* Within a step of several edits, the state before its first edit is the one to go back
   * to: the step that led there is said again against the new state. */
  Snapshot *change;
  if (self->step_from >= 0 && (gint64) self->undo->len > self->step_from)
    {
      if (self->saved_depth == (gint64) self->undo->len)
        self->saved_depth = -1;
      Snapshot *first = g_ptr_array_index (self->undo, self->undo->len - 1);
      g_autoptr (MlScenario) start = _ml_document_change_apply (first, self->scenario);
      change = _ml_document_change_new (start, edit->scenario);
      change->log = g_steal_pointer (&first->log);
      g_ptr_array_remove_index (self->undo, self->undo->len - 1);
    }
  else
    {
      change = _ml_document_change_new (self->scenario, edit->scenario);
      change->log = self->log ? g_ptr_array_ref (self->log) : NULL;
    }
  g_ptr_array_add (self->undo, change);
  history_cap (self);
  if (edit->log)
    {
      g_clear_pointer (&self->log, g_ptr_array_unref);
      self->log = g_steal_pointer (&edit->log);
    }
  document_replace (self, g_steal_pointer (&edit->scenario), layout, &old);
  return TRUE;
}

gboolean
_ml_document_rotation_ok (int rot, GError **error)
{
  if (rot >= 0 && rot < 4)
    return TRUE;
  g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
               _("A piece turns 0 to 3 quarter turns, not %d."), rot);
  return FALSE;
}

gboolean
_ml_document_player_ok (MlDocument *self, gint64 player, GError **error)
{
  if (player >= 0 && player < self->scenario->players->len)
    return TRUE;
  g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_PLAYER, _("There is no player %d."), (int) CLAMP (player + 1, G_MININT, G_MAXINT));
  return FALSE;
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
  Snapshot *step = g_ptr_array_index (from, from->len - 1);
  g_autoptr (GError) error = NULL;
  g_autofree char *name = _ml_document_name (self);
  g_autoptr (MlScenario) scenario = _ml_document_change_apply (step, self->scenario);
  g_autoptr (Layout) layout = scenario ? layout_new (scenario, name, &error) : NULL;
  if (layout == NULL)
    {
      g_critical ("A step of the history does not lay out: %s", error ? error->message : "no scenario");
      return FALSE;
    }
  Props old;
  props_capture (self, &old);
  Snapshot *back = _ml_document_change_new (self->scenario, scenario);
  back->log = g_steal_pointer (&self->log);
  self->log = g_steal_pointer (&step->log);
  g_ptr_array_remove_index (from, from->len - 1);
  g_ptr_array_add (to, back);
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
