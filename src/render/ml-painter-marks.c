/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The painter's marks over the faces: the grid of the squares where a tile may go, the legal
 * spots, the ghost of a tile, strong piece edges for a projector, open ends and mismatched
 * edges, and what a wonder shows of the game. */
#include "config.h"
#include "ml-painter-private.h"
#include "ml-render-list.h"

/* The middle of side @s of square (x, y), and the direction out of it. */
static void
side_middle (const View *view, int x, int y, int s, double *mx, double *my, double *ux, double *uy)
{
  *ux = ml_side_dx[s], *uy = ml_side_dy[s];
  *mx = view->ox + (x + 0.5 + 0.5 * *ux) * view->scale;
  *my = view->oy + (y + 0.5 + 0.5 * *uy) * view->scale;
}

/* A pixel-aligned box in frame units (cairo fills those fastest). */
static void
box (cairo_t *cr, const View *view, double x0, double y0, double x1, double y1)
{
  x0 = snap (view, x0), y0 = snap (view, y0), x1 = snap (view, x1), y1 = snap (view, y1);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
}

/* Calls @func for each outer side of each square of the visible pieces: the sides a piece
 * shows to its neighbours, which both the seams and the edge marks are drawn on. */
typedef void (*SideFunc) (const MlRotatedCell *cell, int x, int y, int s, gpointer data);

static void
for_each_outer_side (const MlPiece *pieces, const guint8 *visible, guint n, SideFunc func, gpointer data)
{
  for (guint i = 0; i < n; i++)
    {
      const MlPiece *p = &pieces[i];
      if (!visible[i])
        continue;
      for (guint c = 0; c < p->tile->n_cells; c++)
        {
          const MlRotatedCell *rc = &p->tile->rotated[p->rot][c];
          for (int s = 0; s < 4; s++)
            if ((rc->outer_mask >> (4 * s)) & 0xf)
              func (rc, p->x + rc->dx, p->y + rc->dy, s, data);
        }
    }
}

typedef struct {
  cairo_t *cr;
  const View *view;
} Seams;

static void
add_seam (const MlRotatedCell *cell, int x, int y, int s, gpointer data)
{
  (void) cell;
  const Seams *seams = data;
  const View *view = seams->view;
  static const double x0[4] = { 0, 1, 1, 0 }, y0[4] = { 0, 0, 1, 1 };
  double px = view->ox + x * view->scale, py = view->oy + y * view->scale;
  cairo_move_to (seams->cr, snap (view, px + x0[s] * view->scale), snap (view, py + y0[s] * view->scale));
  cairo_line_to (seams->cr, snap (view, px + x0[(s + 1) % 4] * view->scale), snap (view, py + y0[(s + 1) % 4] * view->scale));
}

/* Strong dark lines round every piece, for a projector: the seams between pieces read
 * from the back of a room. */
void
_ml_painter_draw_piece_edges (cairo_t *cr, const View *view, const MlPiece *pieces, const guint8 *visible, guint n)
{
  double unit = view->pixels ? 1 : view->scale / 64;
  double w = MAX (0.03 * view->scale, 2 * unit);
  for_each_outer_side (pieces, visible, n, add_seam, &(Seams) { cr, view });
  cairo_set_source_rgb (cr, 0.05, 0.05, 0.05);
  cairo_set_line_width (cr, w);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  cairo_stroke (cr);
}

/* An edge a mark goes on: the middle of the side and the direction out of it. */
typedef struct {
  double mx, my, ux, uy;
} EdgeMark;

/* What the walk over the pieces' sides sorts the edges into. */
typedef struct {
  const View *view;
  MlBoard *board;
  gboolean open_ends, problems;
  GArray *open, *wrong;
} EdgeWalk;

static void
sort_edge (const MlRotatedCell *cell, int x, int y, int s, gpointer data)
{
  EdgeWalk *walk = data;
  int kind = (cell->edge_code >> (4 * s)) & 0xf;
  gboolean end = walk->open_ends && (kind == ML_EDGE_ROAD || kind == ML_EDGE_CITY);
  if (!end && !walk->problems)
    return;
  int other = ml_board_edge_at (walk->board, x + ml_side_dx[s], y + ml_side_dy[s], ml_side_opposite ((MlSide) s));
  EdgeMark mark;
  side_middle (walk->view, x, y, s, &mark.mx, &mark.my, &mark.ux, &mark.uy);
  if (end && other < 0)
    g_array_append_val (walk->open, mark);
  else if (walk->problems && other >= 0 && other != kind)
    g_array_append_val (walk->wrong, mark);
}

/* Open ends (orange tabs on the edge midpoints, reaching into the empty square) and
 * mismatched edges (red bars along them) of the visible pieces, each kind as one path of
 * boxes. The edges are found in one walk over the pieces, which a frame of a large board
 * otherwise pays for once a layer. */
void
_ml_painter_draw_edge_marks (cairo_t *cr, const View *view, MlBoard *board, const MlPiece *pieces,
                             const guint8 *visible, guint n, gboolean open_ends, gboolean problems)
{
  if (!open_ends && !problems)
    return;
  double unit = view->pixels ? 1 : view->scale / 64;
  double half = MAX (0.1 * view->scale, 3 * unit), depth = MAX (0.09 * view->scale, 3 * unit);
  double len = 0.35 * view->scale, thick = MAX (0.035 * view->scale, 1.5 * unit);
  g_autoptr (GArray) open = g_array_new (FALSE, FALSE, sizeof (EdgeMark));
  g_autoptr (GArray) wrong = g_array_new (FALSE, FALSE, sizeof (EdgeMark));
  EdgeWalk walk = { view, board, open_ends, problems, open, wrong };
  for_each_outer_side (pieces, visible, n, sort_edge, &walk);
  for (int pass = 0; pass < 2 && open->len > 0; pass++)
    {
      double grow = pass == 0 ? unit : 0;     /* the dark rim under each tab */
      for (guint i = 0; i < open->len; i++)
        {
          const EdgeMark *m = &g_array_index (open, EdgeMark, i);
          /* From a little inside the edge to @depth beyond it. */
          double a = -0.25 * depth - grow, b = depth + grow, w = half + grow;
          double ax = m->mx + m->ux * a, ay = m->my + m->uy * a, bx = m->mx + m->ux * b, by = m->my + m->uy * b;
          box (cr, view, MIN (ax, bx) - (m->ux == 0 ? w : 0), MIN (ay, by) - (m->uy == 0 ? w : 0),
               MAX (ax, bx) + (m->ux == 0 ? w : 0), MAX (ay, by) + (m->uy == 0 ? w : 0));
        }
      if (pass == 0)
        cairo_set_source_rgba (cr, 0.35, 0.15, 0.0, 0.9);
      else
        cairo_set_source_rgb (cr, 1.0, 0.55, 0.0);
      cairo_fill (cr);
    }
  if (wrong->len > 0)
    {
      for (guint i = 0; i < wrong->len; i++)
        {
          const EdgeMark *m = &g_array_index (wrong, EdgeMark, i);
          double w = m->ux != 0 ? thick : len, h = m->ux != 0 ? len : thick;
          box (cr, view, m->mx - w, m->my - h, m->mx + w, m->my + h);
        }
      cairo_set_source_rgba (cr, 0.9, 0.08, 0.1, 0.9);
      cairo_fill (cr);
    }
}

void
_ml_painter_draw_grid (cairo_t *cr, const View *view, MlBoard *board, gboolean dark)
{
  double unit = view->pixels ? 1 : view->scale / 64;
  guint n = ml_board_n_frontier (board);
  for (guint i = 0; i < n; i++)
    {
      int x, y;
      guint16 mask, need;
      ml_board_frontier (board, i, &x, &y, &mask, &need);
      if (!square_visible (view, x, y, 1, 1))
        continue;
      double x0 = snap (view, view->ox + x * view->scale), y0 = snap (view, view->oy + y * view->scale);
      double x1 = snap (view, view->ox + (x + 1) * view->scale), y1 = snap (view, view->oy + (y + 1) * view->scale);
      cairo_rectangle (cr, x0 + 0.5 * unit, y0 + 0.5 * unit, x1 - x0 - unit, y1 - y0 - unit);
    }
  if (dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.14);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.13);
  cairo_set_line_width (cr, unit);
  cairo_stroke (cr);
}

void
_ml_painter_draw_legal (cairo_t *cr, const View *view, const MlPaintOptions *options)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree gint64 *keys = g_new (gint64, options->n_legal);
  double unit = view->pixels ? 1 : view->scale / 64;
  for (guint i = 0; i < options->n_legal; i++)
    {
      const MlPlacement *pl = &options->legal[i];
      keys[i] = (gint64) ((guint64) (guint32) pl->x << 32 | (guint32) pl->y);
      if (!square_visible (view, pl->x, pl->y, 1, 1))
        continue;
      if (!g_hash_table_contains (seen, &keys[i]))
        {
          g_hash_table_add (seen, &keys[i]);
          double x0 = snap (view, view->ox + pl->x * view->scale), y0 = snap (view, view->oy + pl->y * view->scale);
          double x1 = snap (view, view->ox + (pl->x + 1) * view->scale), y1 = snap (view, view->oy + (pl->y + 1) * view->scale);
          cairo_rectangle (cr, x0 + unit, y0 + unit, x1 - x0 - 2 * unit, y1 - y0 - 2 * unit);
          cairo_set_source_rgba (cr, 0.2, 0.75, 0.3, 0.3);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0.1, 0.5, 0.2, 0.8);
          cairo_set_line_width (cr, 1.5 * unit);
          cairo_stroke (cr);
        }
      /* An arrow to the side the tile's north would face. */
      double cx = view->ox + (pl->x + 0.5) * view->scale, cy = view->oy + (pl->y + 0.5) * view->scale;
      double ux = ml_side_dx[pl->rot % 4], uy = ml_side_dy[pl->rot % 4];
      double a = MAX (0.1 * view->scale, 3 * unit), d = 0.3 * view->scale;
      cairo_move_to (cr, cx + ux * (d + a), cy + uy * (d + a));
      cairo_line_to (cr, cx + ux * d - uy * a, cy + uy * d + ux * a);
      cairo_line_to (cr, cx + ux * d + uy * a, cy + uy * d - ux * a);
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, 0.95, 1, 0.95, 0.95);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.05, 0.4, 0.12, 0.95);
      cairo_set_line_width (cr, unit);
      cairo_stroke (cr);
    }
}

void
_ml_painter_draw_ghost (MlPainter *self, cairo_t *cr, const View *view, const MlPaintOptions *options)
{
  const MlTileDef *tile = options->ghost;
  int rot = ((options->ghost_rot % 4) + 4) % 4;
  if (!options->ghost_outline)
    _ml_painter_draw_piece (self, cr, view, tile, options->ghost_x, options->ghost_y, rot, 0.55);
  double unit = view->pixels ? 1 : view->scale / 64;
  double w = MAX (0.05 * view->scale, 2 * unit);
  for (guint c = 0; c < tile->n_cells; c++)
    {
      const MlRotatedCell *rc = &tile->rotated[rot][c];
      int x = options->ghost_x + rc->dx, y = options->ghost_y + rc->dy;
      double x0 = snap (view, view->ox + x * view->scale), y0 = snap (view, view->oy + y * view->scale);
      double x1 = snap (view, view->ox + (x + 1) * view->scale), y1 = snap (view, view->oy + (y + 1) * view->scale);
      cairo_rectangle (cr, x0 + w / 2, y0 + w / 2, x1 - x0 - w, y1 - y0 - w);
    }
  if (options->ghost_ok)
    cairo_set_source_rgb (cr, 0.15, 0.72, 0.35);
  else
    cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
}

/* What pieces show of the game beyond the board's meeple list (an owner's marker, slots, a
 * port), as their modules draw it. */
void
_ml_painter_draw_piece_tokens (cairo_t *cr, const View *view, const MlPiece *pieces, const guint8 *visible,
                                guint n, const MlPaintOptions *options)
{
  for (guint i = 0; i < n; i++)
    {
      const MlPiece *p = &pieces[i];
      if (!visible[i])
        continue;
      const MlColor *owner = p->owner >= 0 ? &options->players[MIN (p->owner, ML_MAX_PLAYERS - 1)] : NULL;
      ml_piece_art_draw_tokens (cr, p, view->ox + p->x * view->scale, view->oy + p->y * view->scale,
                                view->scale, owner);
    }
}
