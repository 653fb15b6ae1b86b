/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board canvas: its properties and signals, the viewport, the selection and following
 * the document and the turn. It keeps only what belongs to the view (viewport, pointer,
 * keyboard cursor, selection, drag); the turn in progress is the window's MlTurn, which it
 * shows and forwards clicks to, and every edit goes to the document, whose refusals it passes
 * on as "refused". Drawing, describing, edits, pointer, keyboard and menus have files of
 * their own (ml-board-view-*.c), sharing ml-board-view-private.h. */
#include "config.h"
#include "ml-board-view-private.h"

#include <glib/gi18n.h>
#include <math.h>

#define MIN_SCALE 12.0
#define MAX_SCALE 320.0

G_DEFINE_ENUM_TYPE (MlBoardMode, ml_board_mode,
  G_DEFINE_ENUM_VALUE (ML_BOARD_MODE_TILES, "tiles"),
  G_DEFINE_ENUM_VALUE (ML_BOARD_MODE_MEEPLES, "meeples"))

G_DEFINE_FINAL_TYPE (MlBoardView, ml_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_TURN,
  PROP_HAND,
  PROP_MODE,
  PROP_PLAYER,
  PROP_OVERLAY,
  PROP_SHOW_LEGAL,
  PROP_TURN_MODE,
  PROP_HIGHLIGHT,
  PROP_HAS_SELECTION,
  PROP_SCALE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum { SIGNAL_STATUS, SIGNAL_REFUSED, SIGNAL_TURN_PLAYED, SIGNAL_HAND_CHANGED, SIGNAL_PENDING_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

void
_ml_board_view_refuse (MlBoardView *self, const char *message)
{
  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, message);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

/* Passes a refusal on, if there was one. @error points at the variable the edit filled, as
 * the edit runs only when the arguments are evaluated. */
void
_ml_board_view_refuse_error (MlBoardView *self, gboolean done, GError **error)
{
  if (!done && *error)
    _ml_board_view_refuse (self, (*error)->message);
}

/* The status line and what a screen reader says of the board: @what (the square and the
 * feature described). During the meeple step the status line keeps saying what to do. */
void
_ml_board_view_say (MlBoardView *self, const char *what)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, what, -1);
  g_signal_emit (self, signals[SIGNAL_STATUS], 0, pending (self) ? ml_turn_get_instruction (self->turn) : what);
}

void
_ml_board_view_say_step (MlBoardView *self, const char *what)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, what, -1);
  g_signal_emit (self, signals[SIGNAL_STATUS], 0, what);
}

/* ---- coordinates ----------------------------------------------------------------- */

void
_ml_board_view_square_at (MlBoardView *self, double px, double py, int *x, int *y)
{
  *x = (int) floor ((px - self->viewport.origin_x) / self->viewport.scale);
  *y = (int) floor ((py - self->viewport.origin_y) / self->viewport.scale);
}

void
ml_board_view_point_of (MlBoardView *self, double x, double y, double *px, double *py)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  *px = self->viewport.origin_x + x * self->viewport.scale;
  *py = self->viewport.origin_y + y * self->viewport.scale;
}

/* The square the keyboard or the pointer points at. */
gboolean
_ml_board_view_target_square (MlBoardView *self, int *x, int *y)
{
  if (self->cursor_shown)
    {
      *x = self->cursor_x;
      *y = self->cursor_y;
      return TRUE;
    }
  if (!self->has_pointer)
    return FALSE;
  _ml_board_view_square_at (self, self->pointer_x, self->pointer_y, x, y);
  return TRUE;
}

void
_ml_board_view_zoom_around (MlBoardView *self, double factor, double px, double py)
{
  double scale = CLAMP (self->viewport.scale * factor, MIN_SCALE, MAX_SCALE);
  if (scale == self->viewport.scale)
    return;
  factor = scale / self->viewport.scale;
  self->keep_fitted = FALSE;
  self->viewport.origin_x = px - (px - self->viewport.origin_x) * factor;
  self->viewport.origin_y = py - (py - self->viewport.origin_y) * factor;
  self->viewport.scale = scale;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCALE]);
}

void
ml_board_view_set_scale (MlBoardView *self, double scale)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  ml_board_view_zoom (self, CLAMP (scale, MIN_SCALE, MAX_SCALE) / self->viewport.scale);
}

double
ml_board_view_get_scale (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), 0);
  return self->viewport.scale;
}

void
ml_board_view_zoom (MlBoardView *self, double factor)
{
  _ml_board_view_zoom_around (self, factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                              gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
ml_board_view_fit (MlBoardView *self)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  MlGame *game = game_of (self);
  if (game == NULL || w <= 0 || h <= 0)
    {
      self->fitted = FALSE;
      return;
    }
  double before = self->viewport.scale;
  ml_painter_fit (game->board, w, h, MIN_SCALE, 128.0, &self->viewport);
  self->fitted = TRUE;
  self->keep_fitted = TRUE;
  self->fitted_width = w, self->fitted_height = h;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->viewport.scale != before)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCALE]);
}

/* ---- the selection --------------------------------------------------------------- */

static void
set_selection (MlBoardView *self, gboolean has, int x, int y)
{
  gboolean changed = has != self->has_selection;
  if (has == self->has_selection && (!has || (x == self->selection_x && y == self->selection_y)))
    return;
  self->has_selection = has;
  self->selection_x = x, self->selection_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_SELECTION]);
}

/* Selects the piece on square (x, y), or nothing if there is none. */
void
_ml_board_view_select_square (MlBoardView *self, int x, int y)
{
  MlGame *game = game_of (self);
  gboolean has = game && ml_board_piece_at (game->board, x, y, NULL) != ML_NO_PIECE;
  set_selection (self, has, x, y);
}

gboolean
ml_board_view_get_has_selection (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), FALSE);
  return self->has_selection;
}

/* ---- following the document ------------------------------------------------------ */

static void
document_changed (MlBoardView *self)
{
  self->hover_known = FALSE;
  if (self->has_selection)
    _ml_board_view_select_square (self, self->selection_x, self->selection_y);
  _ml_board_view_update_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ml_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  MlBoardView *self = ML_BOARD_VIEW (widget);
  if (self->fitted && self->keep_fitted && (width != self->fitted_width || height != self->fitted_height))
    ml_board_view_fit (self);
  if (self->editor)
    gtk_popover_present (GTK_POPOVER (self->editor));
  if (self->piece_menu)
    gtk_popover_present (GTK_POPOVER (self->piece_menu));
}

/* ---- public ---------------------------------------------------------------------- */

void
ml_board_view_set_document (MlBoardView *self, MlDocument *document)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  g_return_if_fail (ML_IS_DOCUMENT (document));
  if (self->document == document)
    return;
  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  self->fitted = FALSE;
  set_selection (self, FALSE, 0, 0);
  document_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

MlDocument *
ml_board_view_get_document (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), NULL);
  return self->document;
}

void
ml_board_view_set_turn (MlBoardView *self, MlTurn *turn)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  g_return_if_fail (turn == NULL || ML_IS_TURN (turn));
  if (self->turn == turn)
    return;
  g_autofree char *hand = g_strdup (ml_board_view_get_hand (self));
  g_set_object (&self->turn, turn);
  g_signal_group_set_target (self->turn_signals, turn);
  if (turn)
    ml_turn_set_rules (turn, self->turn_mode);
  self->was_pending = pending (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (g_strcmp0 (hand, ml_board_view_get_hand (self)))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAND]);
      g_signal_emit (self, signals[SIGNAL_HAND_CHANGED], 0);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
}

MlTurn *
ml_board_view_get_turn (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), NULL);
  return self->turn;
}

void
ml_board_view_set_hand (MlBoardView *self, const char *tile)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  g_autoptr (GError) error = NULL;
  if (self->turn == NULL)
    return;
  if (!ml_turn_set_hand (self->turn, tile, &error))
    {
      _ml_board_view_refuse (self, error->message);
      return;
    }
  if (ml_board_view_get_hand (self))
    ml_board_view_set_mode (self, ML_BOARD_MODE_TILES);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
ml_board_view_get_hand (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), NULL);
  return self->turn ? ml_turn_get_hand (self->turn) : NULL;
}

void
ml_board_view_set_mode (MlBoardView *self, MlBoardMode mode)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  if (self->mode == mode)
    return;
  self->mode = mode;
  if (mode == ML_BOARD_MODE_MEEPLES && self->turn && ml_turn_get_step (self->turn) == ML_TURN_STEP_TILE)
    ml_turn_cancel (self->turn);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
}

MlBoardMode
ml_board_view_get_mode (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), ML_BOARD_MODE_TILES);
  return self->mode;
}

void
ml_board_view_set_player (MlBoardView *self, guint player)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  if (self->player == player)
    return;
  self->player = player;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

guint
ml_board_view_get_player (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), 0);
  return self->player;
}

void
ml_board_view_set_figure (MlBoardView *self, guint figure, gboolean in_turn)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  figure = figure < ml_figures_count () ? figure : ML_FIGURE_MEEPLE;
  if (in_turn)
    self->turn_figure = figure;
  else
    self->figure = figure;
}

guint
ml_board_view_get_figure (MlBoardView *self, gboolean in_turn)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), ML_FIGURE_MEEPLE);
  return in_turn ? self->turn_figure : self->figure;
}

void
ml_board_view_set_overlay (MlBoardView *self, gboolean overlay)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  overlay = !!overlay;
  if (self->overlay == overlay)
    return;
  self->overlay = overlay;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVERLAY]);
}

gboolean
ml_board_view_get_overlay (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), FALSE);
  return self->overlay;
}

void
ml_board_view_set_show_legal (MlBoardView *self, gboolean show)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  show = !!show;
  if (self->show_legal == show)
    return;
  self->show_legal = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LEGAL]);
}

gboolean
ml_board_view_get_show_legal (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), FALSE);
  return self->show_legal;
}

void
ml_board_view_set_turn_mode (MlBoardView *self, gboolean turn_mode)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  turn_mode = !!turn_mode;
  if (self->turn_mode == turn_mode)
    return;
  self->turn_mode = turn_mode;
  if (self->turn)
    ml_turn_set_rules (self->turn, turn_mode);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN_MODE]);
}

gboolean
ml_board_view_get_turn_mode (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), FALSE);
  return self->turn_mode;
}

gboolean
ml_board_view_turn_action (MlBoardView *self, MlActionKind action)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), FALSE);
  if (self->turn == NULL)
    return FALSE;
  g_autoptr (GError) error = NULL;
  gboolean done = ml_turn_action (self->turn, action, &error);
  _ml_board_view_refuse_error (self, done, &error);
  return done;
}

const MlTileDef *
ml_board_view_get_pending (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), NULL);
  return self->turn ? ml_turn_get_pending (self->turn, NULL, NULL, NULL) : NULL;
}

void
ml_board_view_set_highlight (MlBoardView *self, int feature)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  if (self->highlight == feature)
    return;
  self->highlight = feature;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHT]);
}

int
ml_board_view_get_highlight (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), -1);
  return self->highlight;
}

/* ---- following the turn ---------------------------------------------------------- */

static void
turn_played (MlTurn *turn, GArray *events, MlBoardView *self)
{
  g_signal_emit (self, signals[SIGNAL_TURN_PLAYED], 0, events);
}

static void
turn_hand_changed (MlBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAND]);
  g_signal_emit (self, signals[SIGNAL_HAND_CHANGED], 0);
}

/* Redraws; "pending-changed" only while a tile lies waiting or when it went, not for every
 * edit of the document. */
static void
turn_changed (MlBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  gboolean now = pending (self);
  /* Whatever the turn did, a feature Space chose is no longer the one to put a meeple on. */
  self->pending_feature = G_MAXUINT;
  /* A tile just laid is shown, wherever the view was: a computer seat lays its tile
   * without the pointer, maybe off the part of the board in view. */
  int px, py;
  if (now && !self->was_pending && ml_turn_get_pending (self->turn, &px, &py, NULL))
    _ml_board_view_show_square (self, px, py);
  if (now || self->was_pending)
    g_signal_emit (self, signals[SIGNAL_PENDING_CHANGED], 0);
  self->was_pending = now;
}

/* A new step says what to do at once, rather than at the next pointer motion; after the
 * meeple step the status line describes the board again. */
static void
turn_instruction_changed (MlBoardView *self)
{
  if (pending (self))
    g_signal_emit (self, signals[SIGNAL_STATUS], 0, ml_turn_get_instruction (self->turn));
  else
    {
      self->hover_known = FALSE;
      _ml_board_view_update_hover (self);
    }
}

/* ---- GObject --------------------------------------------------------------------- */

static void
style_changed (MlBoardView *self)
{
  ml_painter_clear_cache (self->painter);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ml_board_view_dispose (GObject *object)
{
  MlBoardView *self = ML_BOARD_VIEW (object);
  if (self->document_signals)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  if (self->turn_signals)
    g_signal_group_set_target (self->turn_signals, NULL);
  g_clear_object (&self->turn_signals);
  g_clear_object (&self->turn);
  g_clear_object (&self->document);
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  g_clear_pointer (&self->painter, ml_painter_free);
  g_clear_pointer (&self->picture, ml_board_picture_free);
  g_clear_pointer (&self->hints, g_array_unref);
  g_clear_pointer (&self->editor, gtk_widget_unparent);
  g_clear_pointer (&self->piece_menu, gtk_widget_unparent);
  G_OBJECT_CLASS (ml_board_view_parent_class)->dispose (object);
}

static void
ml_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlBoardView *self = ML_BOARD_VIEW (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT: g_value_set_object (value, self->document); break;
    case PROP_TURN: g_value_set_object (value, self->turn); break;
    case PROP_HAND: g_value_set_string (value, ml_board_view_get_hand (self)); break;
    case PROP_MODE: g_value_set_enum (value, self->mode); break;
    case PROP_PLAYER: g_value_set_uint (value, self->player); break;
    case PROP_OVERLAY: g_value_set_boolean (value, self->overlay); break;
    case PROP_SHOW_LEGAL: g_value_set_boolean (value, self->show_legal); break;
    case PROP_TURN_MODE: g_value_set_boolean (value, self->turn_mode); break;
    case PROP_HIGHLIGHT: g_value_set_int (value, self->highlight); break;
    case PROP_HAS_SELECTION: g_value_set_boolean (value, self->has_selection); break;
    case PROP_SCALE: g_value_set_double (value, self->viewport.scale); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_board_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlBoardView *self = ML_BOARD_VIEW (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT: ml_board_view_set_document (self, g_value_get_object (value)); break;
    case PROP_TURN: ml_board_view_set_turn (self, g_value_get_object (value)); break;
    case PROP_HAND: ml_board_view_set_hand (self, g_value_get_string (value)); break;
    case PROP_MODE: ml_board_view_set_mode (self, g_value_get_enum (value)); break;
    case PROP_PLAYER: ml_board_view_set_player (self, g_value_get_uint (value)); break;
    case PROP_OVERLAY: ml_board_view_set_overlay (self, g_value_get_boolean (value)); break;
    case PROP_SHOW_LEGAL: ml_board_view_set_show_legal (self, g_value_get_boolean (value)); break;
    case PROP_TURN_MODE: ml_board_view_set_turn_mode (self, g_value_get_boolean (value)); break;
    case PROP_HIGHLIGHT: ml_board_view_set_highlight (self, g_value_get_int (value)); break;
    case PROP_SCALE: ml_board_view_set_scale (self, g_value_get_double (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_board_view_class_init (MlBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = ml_board_view_dispose;
  object_class->get_property = ml_board_view_get_property;
  object_class->set_property = ml_board_view_set_property;
  widget_class->snapshot = _ml_board_view_snapshot;
  widget_class->size_allocate = ml_board_view_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "boardview");
  _ml_board_view_class_menus_init (widget_class);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, ML_TYPE_DOCUMENT, rw);
  properties[PROP_TURN] = g_param_spec_object ("turn", NULL, NULL, ML_TYPE_TURN, rw);
  properties[PROP_HAND] = g_param_spec_string ("hand", NULL, NULL, NULL, rw);
  properties[PROP_MODE] = g_param_spec_enum ("mode", NULL, NULL, ML_TYPE_BOARD_MODE, ML_BOARD_MODE_TILES, rw);
  properties[PROP_PLAYER] = g_param_spec_uint ("player", NULL, NULL, 0, ML_MAX_PLAYERS - 1, 0, rw);
  properties[PROP_OVERLAY] = g_param_spec_boolean ("overlay", NULL, NULL, FALSE, rw);
  properties[PROP_SHOW_LEGAL] = g_param_spec_boolean ("show-legal", NULL, NULL, TRUE, rw);
  properties[PROP_TURN_MODE] = g_param_spec_boolean ("turn-mode", NULL, NULL, FALSE, rw);
  properties[PROP_HIGHLIGHT] = g_param_spec_int ("highlight", NULL, NULL, -1, G_MAXINT, -1, rw);
  properties[PROP_HAS_SELECTION] = g_param_spec_boolean ("has-selection", NULL, NULL, FALSE, ro);
  properties[PROP_SCALE] = g_param_spec_double ("scale", NULL, NULL, MIN_SCALE, MAX_SCALE, 64, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_STATUS] = g_signal_new ("status", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_TURN_PLAYED] = g_signal_new ("turn-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                              NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ARRAY);
  signals[SIGNAL_HAND_CHANGED] = g_signal_new ("hand-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                               NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_PENDING_CHANGED] = g_signal_new ("pending-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ml_board_view_init (MlBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  self->painter = ml_painter_new ();
  self->picture = ml_board_picture_new ();
  self->hints = g_array_new (FALSE, FALSE, sizeof (MlHintSpot));
  self->highlight = self->hover_feature = self->drag_piece = -1;
  self->viewport.scale = 64;
  self->show_legal = TRUE;
  self->pending_feature = G_MAXUINT;
  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"), -1);

  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed", G_CALLBACK (document_changed), self);
  self->turn_signals = g_signal_group_new (ML_TYPE_TURN);
  g_signal_group_connect (self->turn_signals, "played", G_CALLBACK (turn_played), self);
  g_signal_group_connect_swapped (self->turn_signals, "notify::hand", G_CALLBACK (turn_hand_changed), self);
  g_signal_group_connect_swapped (self->turn_signals, "notify::instruction", G_CALLBACK (turn_instruction_changed), self);
  g_signal_group_connect_swapped (self->turn_signals, "changed", G_CALLBACK (turn_changed), self);

  _ml_board_view_input_init (self);
  _ml_board_view_keyboard_init (self);

  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (style_changed), self);
}

MlBoardView *
ml_board_view_new (void)
{
  return g_object_new (ML_TYPE_BOARD_VIEW, NULL);
}
