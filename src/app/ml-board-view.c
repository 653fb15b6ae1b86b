/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board canvas. It keeps only what belongs to the view (viewport, pointer, keyboard
 * cursor, selection, drag); the turn in progress is the window's MlTurn, which it shows and
 * forwards clicks to, and every edit goes to the document, whose refusals it passes on as
 * "refused". */
#include "config.h"
#include "ml-board-view.h"
#include "ml-painter.h"
#include "ml-wonder-editor.h"
#include "ml-wonders.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#define MIN_SCALE 12.0
#define MAX_SCALE 320.0

G_DEFINE_ENUM_TYPE (MlBoardMode, ml_board_mode,
  G_DEFINE_ENUM_VALUE (ML_BOARD_MODE_TILES, "tiles"),
  G_DEFINE_ENUM_VALUE (ML_BOARD_MODE_MEEPLES, "meeples"))

struct _MlBoardView {
  GtkWidget parent_instance;

  MlDocument *document;
  GSignalGroup *document_signals;
  MlTurn *turn;              /* given by the window, which owns it; or NULL */
  GSignalGroup *turn_signals;
  gboolean was_pending;      /* a tile lay waiting at the turn's last change */
  MlPainter *painter;
  MlViewport viewport;
  gboolean fitted;           /* fit the board on the first layout */
  /* Fitted and not zoomed or panned since: a new size (the window resized, presenter
   * mode) fits the board again. The size it was fitted to. */
  gboolean keep_fitted;
  int fitted_width, fitted_height;

  MlBoardMode mode;
  guint player;
  gboolean overlay, show_legal, turn_mode;
  int highlight;             /* chosen from outside (a score item), or -1 */
  int hover_feature;         /* under the pointer, or -1 */
  int hover_x, hover_y;      /* the square the status line describes */
  gboolean hover_known;      /* FALSE after a change: describe it again */

  gboolean has_pointer;
  double pointer_x, pointer_y;
  int cursor_x, cursor_y;    /* keyboard cursor square */
  gboolean cursor_shown;
  guint cursor_feature;      /* meeples mode: which feature of the cursor square Space chose */

  /* The selection: a square whose piece the toolbar's delete acts on. */
  gboolean has_selection;
  int selection_x, selection_y;

  /* A drag: panning, or moving the piece it started on (drawn at its target meanwhile). */
  double drag_origin_x, drag_origin_y;
  int drag_piece;            /* -1: panning */
  int drag_dx, drag_dy;      /* squares moved so far */

  MlWonderEditor *editor;    /* a laid wonder's owner, slots and port */
  GtkWidget *piece_menu;     /* turn or delete a plain piece: it acts on the selection */

  double zoom_start_scale;
  GArray *hints;             /* MlHintSpot, one per square (the best there), best first */
};

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

static MlGame *
game_of (MlBoardView *self)
{
  return self->document ? ml_document_get_game (self->document) : NULL;
}

static gboolean
pending (MlBoardView *self)
{
  return self->turn && ml_turn_get_step (self->turn) >= ML_TURN_STEP_MEEPLE;
}

static void
refuse (MlBoardView *self, const char *message)
{
  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, message);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

/* The status line and what a screen reader says of the board: @what (the square and the
 * feature described). During the meeple step the status line keeps saying what to do. */
static void
say (MlBoardView *self, const char *what)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, what, -1);
  g_signal_emit (self, signals[SIGNAL_STATUS], 0, pending (self) ? ml_turn_get_instruction (self->turn) : what);
}

/* ---- coordinates ----------------------------------------------------------------- */

static void
square_at (MlBoardView *self, double px, double py, int *x, int *y)
{
  *x = (int) floor ((px - self->viewport.origin_x) / self->viewport.scale);
  *y = (int) floor ((py - self->viewport.origin_y) / self->viewport.scale);
}

/* The square the keyboard or the pointer points at. */
static gboolean
target_square (MlBoardView *self, int *x, int *y)
{
  if (self->cursor_shown)
    {
      *x = self->cursor_x;
      *y = self->cursor_y;
      return TRUE;
    }
  if (!self->has_pointer)
    return FALSE;
  square_at (self, self->pointer_x, self->pointer_y, x, y);
  return TRUE;
}

static void
zoom_around (MlBoardView *self, double factor, double px, double py)
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
  zoom_around (self, factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
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

/* ---- the selection ----------------------------------------------------------------- */

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
static void
select_square (MlBoardView *self, int x, int y)
{
  MlGame *game = game_of (self);
  gboolean has = game && ml_board_piece_at (game->board, x, y, NULL) != ML_NO_PIECE;
  set_selection (self, has, x, y);
}

/* ---- describing -------------------------------------------------------------------- */

static char *
describe_feature (MlBoardView *self, guint feat)
{
  MlGame *game = game_of (self);
  MlBoard *board = game->board;
  MlFeatureInfo info;
  ml_board_feature_info (board, feat, &info);
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (self->document, names);

  GString *out = g_string_new (NULL);
  switch (info.kind)
    {
    case ML_FEATURE_ROAD:
    case ML_FEATURE_CITY:
    case ML_FEATURE_MONASTERY:
      {
        MlScoreItem item;
        ml_score_feature (board, feat, &item);
        g_autofree char *what = ml_score_item_describe (&item);
        g_string_append (out, what);
        if (info.kind != ML_FEATURE_MONASTERY && !info.complete)
          g_string_append_printf (out, ngettext (" — %u open end", " — %u open ends", info.open), info.open);
        break;
      }
    case ML_FEATURE_FIELD:
      {
        MlScoreItem item;
        ml_score_field (board, feat, &item);
        g_autofree char *what = NULL;
        if (game->readings.answer[ML_READING_FARMERS] == ML_FARMERS_FIRST_EDITION)
          /* Translators: a field under the 1st-edition reading of farmers */
          what = g_strdup_printf (ngettext ("Field (borders %u completed city), 1st edition: its farmers count toward the 4 of that city",
                                            "Field (borders %u completed cities), 1st edition: its farmers count toward the 4 of each city",
                                            item.cities),
                                  item.cities);
        else
          what = ml_score_item_describe (&item);
        g_string_append_printf (out, ngettext ("%s — %u tile", "%s — %u tiles", info.tiles), what, info.tiles);
        break;
      }
    case ML_FEATURE_RIVER:
    case ML_N_FEATURE_KINDS:
    default:
      g_string_append (out, _("The river: nothing stands on it and it never scores."));
      return g_string_free (out, FALSE);
    }
  guint present = 0;
  for (guint p = 0; p < game->n_players; p++)
    present |= (info.meeples[p] || info.priors[p]) ? 1u << p : 0;
  if (present == 0)
    g_string_append (out, _(" — no meeple"));
  else
    {
      g_autofree char *who = ml_names_join (present, game->n_players, names);
      g_string_append_printf (out, _(" — meeples of %s"), who);
    }
  return g_string_free (out, FALSE);
}

/* Says square (x, y) and the feature @feat there (G_MAXUINT: none). */
static void
say_square (MlBoardView *self, int x, int y, guint feat)
{
  g_autofree char *what = feat != G_MAXUINT ? describe_feature (self, feat) : NULL;
  g_autofree char *status = what ? g_strdup_printf ("(%d, %d)  %s", x, y, what) : g_strdup_printf ("(%d, %d)", x, y);
  say (self, status);
}

static void
update_hover (MlBoardView *self)
{
  MlGame *game = game_of (self);
  int x, y;
  guint feat;
  int before = self->hover_feature;
  self->hover_feature = -1;
  if (game && self->has_pointer
      && ml_painter_hit (self->painter, game->board, &self->viewport, self->pointer_x, self->pointer_y, &x, &y, &feat))
    {
      self->hover_feature = (int) ml_board_find (game->board, feat);
      /* Every motion event lands here: describe the feature only when the pointer moved to
       * another square or feature, or the board changed. */
      if (self->hover_known && before == self->hover_feature && x == self->hover_x && y == self->hover_y)
        return;
      self->hover_known = TRUE;
      self->hover_x = x, self->hover_y = y;
      say_square (self, x, y, feat);
    }
  else if (game && self->has_pointer)
    {
      square_at (self, self->pointer_x, self->pointer_y, &x, &y);
      self->hover_known = FALSE;
      say_square (self, x, y, G_MAXUINT);
    }
  else
    {
      self->hover_known = FALSE;
      say (self, "");
    }
  if (before != self->hover_feature)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
document_changed (MlBoardView *self)
{
  self->hover_known = FALSE;
  if (self->has_selection)
    select_square (self, self->selection_x, self->selection_y);
  update_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- drawing ---------------------------------------------------------------------- */

/* Whether @piece could lie at (x, y, rot): every square free or its own. */
static gboolean
fits_moved (MlBoard *board, guint piece, int x, int y, int rot)
{
  const MlTileDef *tile = ml_board_piece (board, piece)->tile;
  for (guint c = 0; c < tile->n_cells; c++)
    {
      int at = ml_board_piece_at (board, x + tile->rotated[rot][c].dx, y + tile->rotated[rot][c].dy, NULL);
      if (at != ML_NO_PIECE && at != (int) piece)
        return FALSE;
    }
  return TRUE;
}

static void
fill_options (MlBoardView *self, MlPaintOptions *options)
{
  ml_board_view_export_options (self, options);
  options->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  /* The window's presenter mode styles the view with "presenter": drawn for a projector. */
  options->presenter = gtk_widget_has_css_class (GTK_WIDGET (self), "presenter");
  options->grid = TRUE;
  options->open_edges = TRUE;
  options->highlight = self->highlight >= 0 ? self->highlight : self->hover_feature;
  const MlTileDef *hand = self->turn ? ml_turn_get_hand_tile (self->turn) : NULL;
  if (hand && (self->show_legal || self->turn_mode) && ml_turn_get_step (self->turn) == ML_TURN_STEP_TILE)
    {
      GArray *legal = ml_turn_get_legal (self->turn);
      options->legal = (const MlPlacement *) (gpointer) legal->data;
      options->n_legal = legal->len;
    }
  int x, y, rot;
  MlGame *game = game_of (self);
  if (pending (self))
    {
      /* The preview shows the tile laid; without one (it no longer fits), its ghost. */
      const MlTileDef *tile = ml_turn_get_pending (self->turn, &x, &y, &rot);
      if (ml_turn_get_preview (self->turn) == NULL)
        {
          options->ghost = tile;
          options->ghost_x = x, options->ghost_y = y, options->ghost_rot = rot;
          options->ghost_ok = TRUE;
        }
    }
  else if (self->drag_piece >= 0 && (self->drag_dx || self->drag_dy))
    {
      const MlPiece *piece = ml_board_piece (game->board, (guint) self->drag_piece);
      options->ghost = piece->tile;
      options->ghost_x = piece->x + self->drag_dx, options->ghost_y = piece->y + self->drag_dy;
      options->ghost_rot = piece->rot;
      options->ghost_ok = fits_moved (game->board, (guint) self->drag_piece, options->ghost_x, options->ghost_y, piece->rot);
    }
  else if (hand && self->mode == ML_BOARD_MODE_TILES && target_square (self, &x, &y))
    {
      rot = ml_turn_get_rotation (self->turn);
      options->ghost = hand;
      options->ghost_x = x, options->ghost_y = y, options->ghost_rot = rot;
      options->ghost_ok = ml_rules_can_place (game, hand, x, y, rot, NULL);
    }
}

/* A frame around square (x, y), @inset pixels in. */
static void
frame_square (MlBoardView *self, cairo_t *cr, int x, int y, double inset)
{
  double s = self->viewport.scale;
  cairo_rectangle (cr, self->viewport.origin_x + x * s + inset, self->viewport.origin_y + y * s + inset,
                   s - 2 * inset, s - 2 * inset);
}

/* The hints' tints: hue from red (worst) to green (best), the best three numbered. */
static void
draw_hints (MlBoardView *self, cairo_t *cr)
{
  guint n = self->hints->len;
  if (n == 0)
    return;
  const MlHintSpot *best = &g_array_index (self->hints, MlHintSpot, 0);
  double top = best->mean, bottom = g_array_index (self->hints, MlHintSpot, n - 1).mean;
  double s = self->viewport.scale;
  for (guint i = 0; i < n; i++)
    {
      const MlHintSpot *spot = &g_array_index (self->hints, MlHintSpot, i);
      double t = top > bottom ? (spot->mean - bottom) / (top - bottom) : 1;
      /* From red (0, 0.8) through yellow to green: the hue of a traffic light. */
      double r = t < 0.5 ? 0.85 : 0.85 * (1 - t) * 2, g = t < 0.5 ? 0.75 * t * 2 : 0.75;
      cairo_set_source_rgba (cr, r, g, 0.1, 0.45);
      frame_square (self, cr, spot->x, spot->y, 2);
      cairo_fill (cr);
      if (i >= 3 || s < 36)
        continue;
      g_autofree char *text = g_strdup_printf ("%+.1f", spot->mean);
      PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
      int tw, th;
      pango_layout_get_pixel_size (layout, &tw, &th);
      double cx = self->viewport.origin_x + (spot->x + 0.5) * s, cy = self->viewport.origin_y + (spot->y + 0.5) * s;
      cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
      cairo_rectangle (cr, cx - tw / 2.0 - 3, cy - th / 2.0 - 1, tw + 6, th + 2);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_move_to (cr, cx - tw / 2.0, cy - th / 2.0);
      pango_cairo_show_layout (cr, layout);
      g_object_unref (layout);
    }
}

static void
ml_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  MlBoardView *self = ML_BOARD_VIEW (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  MlGame *game = game_of (self);
  if (game == NULL || w <= 0 || h <= 0)
    return;
  if (!self->fitted)
    ml_board_view_fit (self);
  self->viewport.width = w;
  self->viewport.height = h;
  MlPaintOptions options;
  fill_options (self, &options);

  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  MlBoard *preview = self->turn ? ml_turn_get_preview (self->turn) : NULL;
  ml_painter_draw_board (self->painter, cr, preview ? preview : game->board, &self->viewport, &options);
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
  int at = self->has_selection && !self->turn_mode ? ml_board_piece_at (game->board, self->selection_x, self->selection_y, NULL)
                                                   : ML_NO_PIECE;
  if (at != ML_NO_PIECE)
    {
      /* The selection: every square of the piece, dashed. */
      const MlPiece *piece = ml_board_piece (game->board, (guint) at);
      for (guint c = 0; c < piece->tile->n_cells; c++)
        frame_square (self, cr, piece->x + piece->tile->rotated[piece->rot][c].dx,
                      piece->y + piece->tile->rotated[piece->rot][c].dy, 5.5);
      cairo_set_line_width (cr, 2);
      cairo_set_dash (cr, (double[]) { 6, 4 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  draw_hints (self, cr);
  if (self->cursor_shown && gtk_widget_has_focus (widget))
    {
      frame_square (self, cr, self->cursor_x, self->cursor_y, 1.5);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static int
compare_hints (gconstpointer a, gconstpointer b)
{
  double ma = ((const MlHintSpot *) a)->mean, mb = ((const MlHintSpot *) b)->mean;
  return (ma < mb) - (ma > mb);
}

void
ml_board_view_set_hints (MlBoardView *self, const MlHintSpot *spots, guint n_spots)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  g_array_set_size (self->hints, 0);
  for (guint i = 0; i < n_spots; i++)
    {
      guint j = 0;
      while (j < self->hints->len
             && (g_array_index (self->hints, MlHintSpot, j).x != spots[i].x
                 || g_array_index (self->hints, MlHintSpot, j).y != spots[i].y))
        j++;
      if (j == self->hints->len)
        g_array_append_val (self->hints, spots[i]);
      else if (spots[i].mean > g_array_index (self->hints, MlHintSpot, j).mean)
        g_array_index (self->hints, MlHintSpot, j) = spots[i];
    }
  g_array_sort (self->hints, compare_hints);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- edits -------------------------------------------------------------------------- */

/* Passes a refusal on, if there was one. @error points at the variable the edit filled, as
 * the edit runs only when the arguments are evaluated. */
static void
refuse_error (MlBoardView *self, gboolean done, GError **error)
{
  if (!done && *error)
    refuse (self, (*error)->message);
}

static void
lay_hand (MlBoardView *self, int x, int y)
{
  g_autoptr (GError) error = NULL;
  if (self->turn_mode)
    {
      refuse_error (self, ml_turn_lay (self->turn, x, y, &error), &error);
      return;
    }
  refuse_error (self, ml_document_place_piece_for (self->document, ml_board_view_get_hand (self), x, y,
                                                   ml_turn_get_rotation (self->turn), (int) self->player, &error),
                &error);
}

/* Turn mode, meeple step: a click on a feature, handed to the turn. */
static void
choose_meeple (MlBoardView *self, double px, double py, gboolean prior)
{
  MlBoard *preview = ml_turn_get_preview (self->turn);
  int x, y;
  guint feat;
  if (preview == NULL || !ml_painter_hit (self->painter, preview, &self->viewport, px, py, &x, &y, &feat))
    return;
  g_autoptr (GError) error = NULL;
  refuse_error (self, ml_turn_choose (self->turn, x, y, feat, prior, &error), &error);
}

/* The features of the piece that touch the cursor square, in catalogue order. */
static guint
cursor_features (MlBoardView *self, guint *piece, guint *cell, guint8 *features)
{
  MlGame *game = game_of (self);
  int at = game ? ml_board_piece_at (game->board, self->cursor_x, self->cursor_y, cell) : ML_NO_PIECE;
  if (at == ML_NO_PIECE)
    return 0;
  *piece = (guint) at;
  const MlTileDef *tile = ml_board_piece (game->board, *piece)->tile;
  guint n = 0;
  for (guint f = 0; f < tile->n_features && n < 32; f++)
    if (ml_tile_feature_on_cell (tile, f, *cell) && tile->features[f].kind != ML_FEATURE_RIVER)
      features[n++] = (guint8) f;
  return n;
}

/* Meeples mode from the keyboard: Space steps through the cursor square's features, lit on
 * the board and named in the status line. */
static void
next_cursor_feature (MlBoardView *self)
{
  guint piece, cell;
  guint8 features[32];
  guint n = cursor_features (self, &piece, &cell, features);
  if (n == 0)
    return;
  self->cursor_feature = (self->cursor_feature + 1) % n;
  self->hover_known = FALSE;
  MlBoard *board = game_of (self)->board;
  guint feat = ml_board_feature_id (board, piece, features[self->cursor_feature]);
  self->hover_feature = (int) ml_board_find (board, feat);
  say_square (self, self->cursor_x, self->cursor_y, feat);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A meeple of any player on this feature at this square, or -1. */
static int
meeple_on (MlBoardView *self, int x, int y, guint feat)
{
  MlBoard *board = game_of (self)->board;
  for (guint i = 0; i < ml_board_n_meeples (board); i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      const MlPiece *p = ml_board_piece (board, m->piece);
      const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
      if (p->x + cell->dx == x && p->y + cell->dy == y && ml_board_meeple_feature (board, i) == feat)
        return (int) i;
    }
  return -1;
}

/* Puts a meeple of the current player on feature @feat at square (x, y), or takes off the
 * one there. */
static void
toggle_meeple_on (MlBoardView *self, int x, int y, guint feat, gboolean prior)
{
  MlGame *game = game_of (self);
  g_autoptr (GError) error = NULL;
  int existing = meeple_on (self, x, y, feat);
  if (existing >= 0)
    {
      refuse_error (self, ml_document_remove_meeple (self->document, (guint) existing, &error), &error);
      return;
    }
  guint piece;
  const MlFeatureDef *def = ml_board_feature_def (game->board, feat, &piece);
  if (def->kind == ML_FEATURE_RIVER)
    {
      refuse (self, _("No meeple can stand on the river."));
      return;
    }
  refuse_error (self, ml_document_add_meeple (self->document, (int) self->player, x, y, def->name,
                                              prior && def->abbey, &error),
                &error);
}

static void
toggle_meeple (MlBoardView *self, double px, double py, gboolean prior)
{
  int x, y;
  guint feat;
  if (ml_painter_hit (self->painter, game_of (self)->board, &self->viewport, px, py, &x, &y, &feat))
    toggle_meeple_on (self, x, y, feat, prior);
}

static void
click_pressed (GtkGestureClick *gesture, int n_press, double px, double py, MlBoardView *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->cursor_shown = FALSE;
  if (game_of (self) == NULL)
    return;
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  gboolean shift = (mods & GDK_SHIFT_MASK) != 0;
  int x, y;
  square_at (self, px, py, &x, &y);
  if (pending (self))
    choose_meeple (self, px, py, shift);
  else if (self->mode == ML_BOARD_MODE_MEEPLES)
    toggle_meeple (self, px, py, shift);
  else if (ml_board_view_get_hand (self))
    lay_hand (self, x, y);
  else if (!self->turn_mode)
    select_square (self, x, y);
}

/* ---- a laid wonder's owner, slots and port ------------------------------------------------ */

/* Opens the editor on the wonder at square (x, y), pointing at (px, py). */
static gboolean
edit_wonder_at (MlBoardView *self, int x, int y, double px, double py)
{
  MlGame *game = game_of (self);
  int at = game ? ml_board_piece_at (game->board, x, y, NULL) : ML_NO_PIECE;
  if (at == ML_NO_PIECE || self->turn_mode || !ml_tile_is_wonder (ml_board_piece (game->board, (guint) at)->tile))
    return FALSE;
  if (self->editor == NULL)
    {
      self->editor = ml_wonder_editor_new ();
      gtk_widget_set_parent (GTK_WIDGET (self->editor), GTK_WIDGET (self));
    }
  ml_wonder_editor_edit (self->editor, self->document, (guint) at);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->editor), &(GdkRectangle) { (int) px, (int) py, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->editor));
  return TRUE;
}

/* Opens the menu of the plain piece at square (x, y), selected, pointing at (px, py). */
static gboolean
piece_menu_at (MlBoardView *self, int x, int y, double px, double py)
{
  MlGame *game = game_of (self);
  if (game == NULL || self->turn_mode || ml_board_piece_at (game->board, x, y, NULL) == ML_NO_PIECE)
    return FALSE;
  select_square (self, x, y);
  if (self->piece_menu == NULL)
    {
      g_autoptr (GMenu) menu = g_menu_new ();
      g_menu_append (menu, _("Turn right"), "board.turn-piece(1)");
      g_menu_append (menu, _("Turn left"), "board.turn-piece(-1)");
      g_menu_append (menu, _("Delete"), "board.delete-piece");
      self->piece_menu = gtk_popover_menu_new_from_model (G_MENU_MODEL (menu));
      gtk_popover_set_has_arrow (GTK_POPOVER (self->piece_menu), FALSE);
      gtk_widget_set_halign (self->piece_menu, GTK_ALIGN_START);
      gtk_widget_set_parent (self->piece_menu, GTK_WIDGET (self));
    }
  gtk_popover_set_pointing_to (GTK_POPOVER (self->piece_menu), &(GdkRectangle) { (int) px, (int) py, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->piece_menu));
  return TRUE;
}

/* A laid wonder opens its editor; a plain piece its menu. */
static gboolean
context_at (MlBoardView *self, int x, int y, double px, double py)
{
  return edit_wonder_at (self, x, y, px, py) || piece_menu_at (self, x, y, px, py);
}

static void
secondary_pressed (GtkGestureClick *gesture, int n_press, double px, double py, MlBoardView *self)
{
  int x, y;
  square_at (self, px, py, &x, &y);
  if (context_at (self, x, y, px, py))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

gboolean
ml_board_view_open_context (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), FALSE);
  int x, y;
  if (!target_square (self, &x, &y))
    return FALSE;
  double s = self->viewport.scale;
  return context_at (self, x, y, self->viewport.origin_x + (x + 0.5) * s, self->viewport.origin_y + (y + 0.5) * s);
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

/* ---- dragging: pan, or move the piece the drag started on -------------------------------- */

static void
drag_begin (GtkGestureDrag *gesture, double px, double py, MlBoardView *self)
{
  MlGame *game = game_of (self);
  int x, y;
  square_at (self, px, py, &x, &y);
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  self->drag_piece = -1;
  self->drag_dx = self->drag_dy = 0;
  if (game && button == GDK_BUTTON_PRIMARY && !ml_board_view_get_hand (self) && self->mode == ML_BOARD_MODE_TILES
      && !self->turn_mode)
    self->drag_piece = ml_board_piece_at (game->board, x, y, NULL);
  self->drag_origin_x = self->viewport.origin_x;
  self->drag_origin_y = self->viewport.origin_y;
}

/* The squares a drag of (dx, dy) pixels from its start point moved over. */
static void
drag_squares (MlBoardView *self, GtkGestureDrag *gesture, double dx, double dy, int *sx, int *sy)
{
  double px, py;
  *sx = *sy = 0;
  if (!gtk_gesture_drag_get_start_point (gesture, &px, &py))
    return;
  int x0, y0, x1, y1;
  square_at (self, px, py, &x0, &y0);
  square_at (self, px + dx, py + dy, &x1, &y1);
  *sx = x1 - x0, *sy = y1 - y0;
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, MlBoardView *self)
{
  if (self->drag_piece >= 0)
    {
      /* The piece follows the pointer as a ghost, green where it fits. */
      int sx, sy;
      drag_squares (self, gesture, dx, dy, &sx, &sy);
      if (sx != self->drag_dx || sy != self->drag_dy)
        {
          self->drag_dx = sx, self->drag_dy = sy;
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
      return;
    }
  if (dx != 0 || dy != 0)
    self->keep_fitted = FALSE;
  self->viewport.origin_x = self->drag_origin_x + dx;
  self->viewport.origin_y = self->drag_origin_y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, MlBoardView *self)
{
  int piece = self->drag_piece;
  self->drag_piece = -1;
  self->drag_dx = self->drag_dy = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (piece < 0 || (fabs (dx) < 4 && fabs (dy) < 4))
    return;
  int sx, sy;
  drag_squares (self, gesture, dx, dy, &sx, &sy);
  const MlPiece *p = ml_board_piece (game_of (self)->board, (guint) piece);
  int x = p->x + sx, y = p->y + sy;
  g_autoptr (GError) error = NULL;
  gboolean done = ml_document_move_piece (self->document, (guint) piece, x, y, p->rot, &error);
  refuse_error (self, done, &error);
  if (done)
    select_square (self, x, y);
}

/* ---- a tile dragged from the palette ------------------------------------------------------ */

static GdkDragAction
drop_motion (GtkDropTarget *target, double px, double py, MlBoardView *self)
{
  const GValue *value = gtk_drop_target_get_value (target);
  if (value && G_VALUE_HOLDS_STRING (value) && !pending (self)
      && g_strcmp0 (ml_board_view_get_hand (self), g_value_get_string (value)))
    ml_board_view_set_hand (self, g_value_get_string (value));
  self->has_pointer = TRUE;
  self->cursor_shown = FALSE;
  self->pointer_x = px, self->pointer_y = py;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return GDK_ACTION_COPY;
}

static gboolean
drop_done (GtkDropTarget *target, const GValue *value, double px, double py, MlBoardView *self)
{
  if (!G_VALUE_HOLDS_STRING (value) || game_of (self) == NULL)
    return FALSE;
  ml_board_view_set_hand (self, g_value_get_string (value));
  if (pending (self) || ml_board_view_get_hand (self) == NULL)
    return FALSE;
  int x, y;
  square_at (self, px, py, &x, &y);
  lay_hand (self, x, y);
  return TRUE;
}

/* ---- pointer, wheel, pinch ------------------------------------------------------------ */

static void
motion (GtkEventControllerMotion *controller, double px, double py, MlBoardView *self)
{
  self->has_pointer = TRUE;
  self->cursor_shown = FALSE;
  self->pointer_x = px;
  self->pointer_y = py;
  update_hover (self);
  if (ml_board_view_get_hand (self))
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave (GtkEventControllerMotion *controller, MlBoardView *self)
{
  self->has_pointer = FALSE;
  update_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The wheel zooms around the pointer, with or without Ctrl as in canvas applications;
 * Shift+wheel turns the tile in hand (R and Shift+R do too). */
static gboolean
scroll (GtkEventControllerScroll *controller, double dx, double dy, MlBoardView *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  if ((mods & GDK_SHIFT_MASK) && !(mods & GDK_CONTROL_MASK))
    {
      ml_board_view_rotate (self, dy > 0 ? 1 : -1);
      return TRUE;
    }
  double px = self->has_pointer ? self->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double py = self->has_pointer ? self->pointer_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
  zoom_around (self, pow (1.15, -dy), px, py);
  return TRUE;
}

static void
pinch_begin (GtkGesture *gesture, GdkEventSequence *sequence, MlBoardView *self)
{
  self->zoom_start_scale = self->viewport.scale;
}

static void
pinch_changed (GtkGestureZoom *gesture, double scale, MlBoardView *self)
{
  double cx, cy;
  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy);
  zoom_around (self, self->zoom_start_scale * scale / self->viewport.scale, cx, cy);
}

/* ---- keyboard ---------------------------------------------------------------------- */

/* Shows the keyboard cursor on square (x, y), in sight, selects the piece there (free
 * layout) and says the square and the feature at its middle, for the status line and screen
 * readers. */
static void
move_cursor (MlBoardView *self, int x, int y)
{
  self->cursor_shown = TRUE;
  self->cursor_x = x, self->cursor_y = y;
  self->cursor_feature = 0;
  self->hover_known = FALSE;
  if (!self->turn_mode)
    select_square (self, x, y);
  double s = self->viewport.scale, w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double cx = self->viewport.origin_x + x * s, cy = self->viewport.origin_y + y * s;
  if (cx < 0 || cy < 0 || cx + s > w || cy + s > h)
    self->keep_fitted = FALSE;
  if (cx < 0) self->viewport.origin_x -= cx;
  if (cy < 0) self->viewport.origin_y -= cy;
  if (cx + s > w) self->viewport.origin_x -= cx + s - w;
  if (cy + s > h) self->viewport.origin_y -= cy + s - h;
  cx = self->viewport.origin_x + x * s, cy = self->viewport.origin_y + y * s;
  MlGame *game = game_of (self);
  guint feat;
  int hx, hy;
  if (!game || !ml_painter_hit (self->painter, game->board, &self->viewport, cx + s / 2, cy + s / 2, &hx, &hy, &feat))
    feat = G_MAXUINT;
  say_square (self, x, y, feat);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, MlBoardView *self)
{
  int dx = 0, dy = 0;
  /* Alt with an arrow belongs to the window (the game record's timeline). */
  if (state & GDK_ALT_MASK)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = 1; break;
    case GDK_KEY_space:
      if (self->mode == ML_BOARD_MODE_MEEPLES && self->cursor_shown)
        next_cursor_feature (self);
      else
        ml_board_view_activate (self);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      ml_board_view_activate (self);
      return TRUE;
    case GDK_KEY_Menu:
      return ml_board_view_open_context (self);
    case GDK_KEY_F10:
      return (state & GDK_SHIFT_MASK) && ml_board_view_open_context (self);
    default:
      return FALSE;
    }
  /* The first arrow shows the cursor where the pointer is (else at the origin); the next
   * ones move it. */
  int x = 0, y = 0;
  if (self->cursor_shown)
    x = self->cursor_x + dx, y = self->cursor_y + dy;
  else if (self->has_pointer)
    square_at (self, self->pointer_x, self->pointer_y, &x, &y);
  move_cursor (self, x, y);
  return TRUE;
}

/* ---- public ------------------------------------------------------------------------- */

void
ml_board_view_point_at (MlBoardView *self, int x, int y)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  gtk_widget_grab_focus (GTK_WIDGET (self));
  move_cursor (self, x, y);
}

void
ml_board_view_export_options (MlBoardView *self, MlPaintOptions *options)
{
  ml_paint_options_init (options);
  options->overlay = self->overlay;
  options->grid = FALSE;
  options->open_edges = FALSE;    /* a mark for editing, not part of the position */
  const MlScenario *scenario = ml_document_get_scenario (self->document);
  for (guint p = 0; p < scenario->players->len && p < ML_MAX_PLAYERS; p++)
    ml_color_for_player (((const MlScenarioPlayer *) g_ptr_array_index (scenario->players, p))->color, p,
                         &options->players[p]);
}

void
ml_board_view_activate (MlBoardView *self)
{
  g_autoptr (GError) error = NULL;
  if (pending (self))
    {
      refuse_error (self, ml_turn_finish (self->turn, &error), &error);
      return;
    }
  int x, y;
  if (!target_square (self, &x, &y))
    return;
  if (self->mode == ML_BOARD_MODE_MEEPLES && self->cursor_shown)
    {
      guint piece, cell;
      guint8 features[32];
      guint n = cursor_features (self, &piece, &cell, features);
      if (n == 0)
        return;
      MlBoard *board = game_of (self)->board;
      toggle_meeple_on (self, x, y, ml_board_feature_id (board, piece, features[self->cursor_feature % n]), FALSE);
    }
  else if (self->mode == ML_BOARD_MODE_MEEPLES)
    {
      double s = self->viewport.scale;
      toggle_meeple (self, self->viewport.origin_x + (x + 0.5) * s, self->viewport.origin_y + (y + 0.5) * s, FALSE);
    }
  else if (ml_board_view_get_hand (self))
    lay_hand (self, x, y);
}

void
ml_board_view_cancel (MlBoardView *self)
{
  self->cursor_shown = FALSE;
  if (self->turn)
    ml_turn_cancel (self->turn);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ml_board_view_rotate (MlBoardView *self, int quarter_turns)
{
  if (self->turn && ml_turn_get_step (self->turn) == ML_TURN_STEP_TILE)
    {
      ml_turn_rotate (self->turn, quarter_turns);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  MlGame *game = game_of (self);
  int x, y;
  if (game == NULL || pending (self) || self->turn_mode || !target_square (self, &x, &y))
    return;
  int at = ml_board_piece_at (game->board, x, y, NULL);
  if (at == ML_NO_PIECE)
    return;
  const MlPiece *piece = ml_board_piece (game->board, (guint) at);
  int turn = ((quarter_turns % 4) + 4) % 4;
  g_autoptr (GError) error = NULL;
  refuse_error (self, ml_document_move_piece (self->document, (guint) at, piece->x, piece->y, (piece->rot + turn) % 4,
                                              &error),
                &error);
}

gboolean
ml_board_view_delete (MlBoardView *self)
{
  MlGame *game = game_of (self);
  int x, y;
  if (game == NULL || self->turn_mode || !target_square (self, &x, &y))
    return FALSE;
  /* A meeple under the pointer goes first, then the piece. */
  guint feat;
  double px = self->pointer_x, py = self->pointer_y;
  if (self->cursor_shown)
    px = self->viewport.origin_x + (x + 0.5) * self->viewport.scale, py = self->viewport.origin_y + (y + 0.5) * self->viewport.scale;
  int hx, hy;
  if (ml_painter_hit (self->painter, game->board, &self->viewport, px, py, &hx, &hy, &feat))
    {
      int m = meeple_on (self, hx, hy, feat);
      if (m >= 0)
        return ml_document_remove_meeple (self->document, (guint) m, NULL);
    }
  int at = ml_board_piece_at (game->board, x, y, NULL);
  return at != ML_NO_PIECE && ml_document_remove_piece (self->document, (guint) at, NULL);
}

gboolean
ml_board_view_delete_selected (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), FALSE);
  MlGame *game = game_of (self);
  if (game == NULL || self->turn_mode || !self->has_selection)
    return FALSE;
  int at = ml_board_piece_at (game->board, self->selection_x, self->selection_y, NULL);
  g_autoptr (GError) error = NULL;
  gboolean done = at != ML_NO_PIECE && ml_document_remove_piece (self->document, (guint) at, &error);
  refuse_error (self, done, &error);
  return done;
}

gboolean
ml_board_view_get_has_selection (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), FALSE);
  return self->has_selection;
}

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
      refuse (self, error->message);
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

void
ml_board_view_set_turn_choices (MlBoardView *self, guint port_mask, guint cothon_port, const MlTileDef *choose,
                                const MlTileDef *keep)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  if (self->turn)
    ml_turn_set_choices (self->turn, port_mask, cothon_port, choose ? choose->id : NULL, keep ? keep->id : NULL);
}

gboolean
ml_board_view_turn_action (MlBoardView *self, MlActionKind action)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), FALSE);
  if (self->turn == NULL)
    return FALSE;
  g_autoptr (GError) error = NULL;
  gboolean done = ml_turn_action (self->turn, action, &error);
  refuse_error (self, done, &error);
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

/* ---- following the turn ------------------------------------------------------------- */

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
      update_hover (self);
    }
}

/* ---- the piece menu's actions: on the selection ---------------------------------------- */

static void
turn_piece_action (GtkWidget *widget, const char *name, GVariant *param)
{
  MlBoardView *self = ML_BOARD_VIEW (widget);
  MlGame *game = game_of (self);
  int at = game && self->has_selection ? ml_board_piece_at (game->board, self->selection_x, self->selection_y, NULL)
                                       : ML_NO_PIECE;
  if (at == ML_NO_PIECE || self->turn_mode)
    return;
  const MlPiece *piece = ml_board_piece (game->board, (guint) at);
  int turn = ((g_variant_get_int32 (param) % 4) + 4) % 4;
  g_autoptr (GError) error = NULL;
  refuse_error (self, ml_document_move_piece (self->document, (guint) at, piece->x, piece->y, (piece->rot + turn) % 4,
                                              &error),
                &error);
}

static void
delete_piece_action (GtkWidget *widget, const char *name, GVariant *param)
{
  ml_board_view_delete_selected (ML_BOARD_VIEW (widget));
}

/* ---- GObject ------------------------------------------------------------------------ */

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
  g_clear_pointer (&self->hints, g_array_unref);
  if (self->editor)
    gtk_widget_unparent (GTK_WIDGET (g_steal_pointer (&self->editor)));
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
  widget_class->snapshot = ml_board_view_snapshot;
  widget_class->size_allocate = ml_board_view_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_install_action (widget_class, "board.turn-piece", "i", turn_piece_action);
  gtk_widget_class_install_action (widget_class, "board.delete-piece", NULL, delete_piece_action);
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
  self->hints = g_array_new (FALSE, FALSE, sizeof (MlHintSpot));
  self->highlight = self->hover_feature = self->drag_piece = -1;
  self->viewport.scale = 64;
  self->show_legal = TRUE;
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

  GtkGesture *click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  GtkGesture *menu = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (menu), GDK_BUTTON_SECONDARY);
  g_signal_connect (menu, "pressed", G_CALLBACK (secondary_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (menu));

  GtkGesture *drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  GtkEventController *move = gtk_event_controller_motion_new ();
  g_signal_connect (move, "motion", G_CALLBACK (motion), self);
  g_signal_connect (move, "leave", G_CALLBACK (leave), self);
  gtk_widget_add_controller (widget, move);

  GtkEventController *wheel = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (wheel, "scroll", G_CALLBACK (scroll), self);
  gtk_widget_add_controller (widget, wheel);

  GtkGesture *pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (pinch_changed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (pinch));

  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY);
  gtk_drop_target_set_preload (drop, TRUE);
  g_signal_connect (drop, "motion", G_CALLBACK (drop_motion), self);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_done), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drop));

  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (widget, keys);

  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (style_changed), self);
}

MlBoardView *
ml_board_view_new (void)
{
  return g_object_new (ML_TYPE_BOARD_VIEW, NULL);
}
