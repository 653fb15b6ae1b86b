/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Drawing the board view: the board (or the turn's preview) through the painter with what
 * the view adds (the legal spots, the ghost of the tile in hand or of a piece dragged, the
 * selection, the keyboard cursor and the hints' tints). */
#include "config.h"
#include "ml-board-view-private.h"
#include "ml-hint-words.h"

#include <pango/pangocairo.h>

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
  options->chosen = self->highlight >= 0;
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
  else if (hand && self->mode == ML_BOARD_MODE_TILES && _ml_board_view_target_square (self, &x, &y))
    {
      rot = ml_turn_get_rotation (self->turn);
      options->ghost = hand;
      options->ghost_x = x, options->ghost_y = y, options->ghost_rot = rot;
      options->ghost_ok = ml_rules_can_place (game, hand, x, y, rot, NULL);
      /* Over a laid piece the ghost is only its frame (red), so that it never hides the piece. */
      for (guint c = 0; c < hand->n_cells && !options->ghost_outline; c++)
        options->ghost_outline = ml_board_piece_at (game->board, x + hand->rotated[rot][c].dx,
                                                    y + hand->rotated[rot][c].dy, NULL) != ML_NO_PIECE;
    }
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

/* A frame around square (x, y), @inset pixels in. */
static void
frame_square (MlBoardView *self, cairo_t *cr, int x, int y, double inset)
{
  double s = self->viewport.scale;
  cairo_rectangle (cr, self->viewport.origin_x + x * s + inset, self->viewport.origin_y + y * s + inset,
                   s - 2 * inset, s - 2 * inset);
}

/* ---- the hints ------------------------------------------------------------------- */

#define HINT_FULL_TINT 5.0   /* points gained or lost at which a square's tint is strongest */

/* The hint on square (x, y), or NULL. */
static const MlHintSpot *
hint_at (MlBoardView *self, int x, int y)
{
  for (guint i = 0; i < self->hints->len; i++)
    {
      const MlHintSpot *spot = &g_array_index (self->hints, MlHintSpot, i);
      if (spot->x == x && spot->y == y)
        return spot;
    }
  return NULL;
}

/* Whether the pointer or the keyboard cursor is on square (x, y). */
static gboolean
pointed (MlBoardView *self, int x, int y)
{
  int px, py;
  if (self->cursor_shown && gtk_widget_has_focus (GTK_WIDGET (self)) && self->cursor_x == x && self->cursor_y == y)
    return TRUE;
  if (!self->has_pointer)
    return FALSE;
  _ml_board_view_square_at (self, self->pointer_x, self->pointer_y, &px, &py);
  return px == x && py == y;
}

char *
ml_board_view_hint_text_at (MlBoardView *self, int x, int y)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), NULL);
  const MlHintSpot *spot = hint_at (self, x, y);
  if (spot == NULL || !spot->known || (spot->row == 0 && !pointed (self, x, y)))
    return NULL;
  return ml_hint_number (spot->mean, 1, TRUE);
}

/* The hints' tints: green for a move better than doing nothing, red for one worse, more
 * opaque the more it gains or loses; in dark style lighter hues, which stand out on the
 * dark table as the darker ones do on the light one. */
static void
draw_hints (MlBoardView *self, cairo_t *cr)
{
  guint n = self->hints->len;
  if (n == 0)
    return;
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  double s = self->viewport.scale;
  for (guint i = 0; i < n; i++)
    {
      const MlHintSpot *spot = &g_array_index (self->hints, MlHintSpot, i);
      double t = CLAMP (spot->gain / HINT_FULL_TINT, -1, 1);
      if (!spot->known)
        cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.25);
      else if (t >= 0)
        cairo_set_source_rgba (cr, dark ? 0.34 : 0.10, dark ? 0.89 : 0.60, dark ? 0.54 : 0.20, 0.2 + 0.4 * t);
      else
        cairo_set_source_rgba (cr, dark ? 0.96 : 0.80, dark ? 0.38 : 0.10, dark ? 0.32 : 0.10, 0.2 - 0.4 * t);
      frame_square (self, cr, spot->x, spot->y, 2);
      cairo_fill (cr);
      g_autofree char *text = s >= 36 ? ml_board_view_hint_text_at (self, spot->x, spot->y) : NULL;
      if (text == NULL)
        continue;
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

/* A square's hint: the best move weighed there; one not yet weighed counts for nothing. */
static gboolean
better_hint (const MlHintSpot *a, const MlHintSpot *b)
{
  if (a->known != b->known)
    return a->known;
  return a->mean > b->mean;
}

static int
compare_hints (gconstpointer a, gconstpointer b)
{
  const MlHintSpot *x = a, *y = b;
  return better_hint (x, y) ? -1 : better_hint (y, x) ? 1 : 0;
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
      else
        {
          /* A square says the value of the first row describing a move on it; without
           * one, of its best move. */
          MlHintSpot *there = &g_array_index (self->hints, MlHintSpot, j);
          if (there->row ? spots[i].row && spots[i].row < there->row : spots[i].row || better_hint (&spots[i], there))
            *there = spots[i];
        }
    }
  g_array_sort (self->hints, compare_hints);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- the snapshot ---------------------------------------------------------------- */

void
_ml_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
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
  ml_painter_draw_board_kept (self->painter, self->picture, cr, preview ? preview : game->board, &self->viewport,
                              &options);
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
  /* Keyboard focus shows as a ring along the view's edge, as GTK's own widgets show it. */
  if (gtk_widget_has_visible_focus (widget))
    {
      cairo_rectangle (cr, 1.5, 1.5, w - 3, h - 3);
      cairo_set_line_width (cr, 3);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.6);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
    }
  if (self->cursor_shown && gtk_widget_has_focus (widget))
    {
      frame_square (self, cr, self->cursor_x, self->cursor_y, 1.5);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}
