/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board's picture: what lies under the marks (the table, the grid, the faces, the
 * presenter's edges), kept as an image between the frames of one view, so that a frame after
 * a step on the timeline or an edit redraws only the squares round the pieces that changed
 * and blits the rest. Everything that moves without the pieces (highlight, legal spots,
 * meeples, edge marks, the ghost) is drawn over it on every frame, as ml_painter_draw_board()
 * draws it; the result is the same pixels. */
#include "config.h"
#include "ml-painter-private.h"

#include <math.h>

/* Past this many separate rectangles, or this share of the picture, a redraw of the whole
 * costs no more than the pieces. */
#define MAX_RECTS 32
#define MAX_SHARE 0.4

/* What the picture shows of a piece near the view. */
typedef struct {
  int y, x;
  int rot;
  const MlTileDef *tile;
  gconstpointer image;    /* with the overlay: the cached face with its colours */
} Item;

struct _MlBoardPicture {
  cairo_surface_t *surface;    /* device pixels x0 to x1, y0 to y1 of the target */
  int x0, y0, x1, y1;
  View view;                   /* the frame it was drawn for */
  gboolean dark, grid, overlay, presenter, vector;
  const MlPainter *painter;
  guint generation;            /* the painter's, when drawn */
  GArray *items;               /* Item, by square (y, then x) */
  gboolean valid;
  gsize redrawn;
};

MlBoardPicture *
ml_board_picture_new (void)
{
  MlBoardPicture *self = g_new0 (MlBoardPicture, 1);
  self->items = g_array_new (FALSE, FALSE, sizeof (Item));
  return self;
}

void
ml_board_picture_free (MlBoardPicture *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->surface, cairo_surface_destroy);
  g_array_unref (self->items);
  g_free (self);
}

void
ml_board_picture_invalidate (MlBoardPicture *self)
{
  g_return_if_fail (self != NULL);
  self->valid = FALSE;
}

gsize
ml_board_picture_get_redrawn (const MlBoardPicture *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->redrawn;
}

static int
compare_items (gconstpointer a, gconstpointer b)
{
  const Item *p = a, *q = b;
  if (p->y != q->y)
    return p->y < q->y ? -1 : 1;
  return (p->x > q->x) - (p->x < q->x);
}

/* Whether the w × h squares from square (x, y), grown by one square on each side, reach into
 * the view: a piece there can change the grid in sight. */
static gboolean
near_view (const View *view, int x, int y, int w, int h)
{
  return square_visible (view, x - 1, y - 1, w + 2, h + 2);
}

/* The pieces the picture of @board shows, or whose change it would show. */
static GArray *
items_of (MlPainter *painter, MlBoard *board, const View *view, const MlPaintOptions *options)
{
  guint n;
  const MlPiece *pieces = ml_board_pieces (board, &n);
  GArray *items = g_array_sized_new (FALSE, FALSE, sizeof (Item), n);
  int b = view->raster ? _ml_painter_bucket_for (view->scale) : -1;
  if (options->overlay)
    _ml_painter_color_features (painter, board, pieces, n);
  for (guint i = 0; i < n; i++)
    {
      const MlPiece *p = &pieces[i];
      TileEntry *entry = _ml_painter_tile_entry (painter, p->tile);
      if (!near_view (view, p->x + entry->min_dx[p->rot], p->y + entry->min_dy[p->rot], entry->cols[p->rot],
                      entry->rows[p->rot]))
        continue;
      Item item = { p->y, p->x, p->rot, p->tile, NULL };
      if (options->overlay && b >= 0 && _ml_painter_piece_visible (painter, view, p))
        item.image = _ml_painter_overlay_image (painter, board, p, b);
      g_array_append_val (items, item);
    }
  g_array_sort (items, compare_items);
  return items;
}

/* Adds the device rectangle of @item's squares, grown by one square (the grid round it), to
 * @region. */
static void
add_item (MlPainter *painter, const MlBoardPicture *self, const Item *item, cairo_region_t *region)
{
  const View *view = &self->view;
  TileEntry *entry = _ml_painter_tile_entry (painter, item->tile);
  double left = view->ox + (item->x + entry->min_dx[item->rot] - 1) * view->scale;
  double top = view->oy + (item->y + entry->min_dy[item->rot] - 1) * view->scale;
  double right = left + (entry->cols[item->rot] + 2) * view->scale;
  double bottom = top + (entry->rows[item->rot] + 2) * view->scale;
  int x0 = (int) MAX (floor (left), self->x0), y0 = (int) MAX (floor (top), self->y0);
  int x1 = (int) MIN (ceil (right), self->x1), y1 = (int) MIN (ceil (bottom), self->y1);
  if (x1 > x0 && y1 > y0)
    cairo_region_union_rectangle (region, &(cairo_rectangle_int_t) { x0, y0, x1 - x0, y1 - y0 });
}

/* The squares whose pieces differ between the picture and @items. */
static cairo_region_t *
changes (MlPainter *painter, const MlBoardPicture *self, GArray *items)
{
  cairo_region_t *region = cairo_region_create ();
  const Item *old = (const Item *) (gpointer) self->items->data, *now = (const Item *) (gpointer) items->data;
  guint i = 0, j = 0;
  while (i < self->items->len || j < items->len)
    {
      int order = i == self->items->len ? 1 : j == items->len ? -1 : compare_items (&old[i], &now[j]);
      if (order < 0)
        add_item (painter, self, &old[i++], region);
      else if (order > 0)
        add_item (painter, self, &now[j++], region);
      else
        {
          if (old[i].rot != now[j].rot || old[i].tile != now[j].tile || old[i].image != now[j].image)
            {
              add_item (painter, self, &old[i], region);
              add_item (painter, self, &now[j], region);
            }
          i++, j++;
        }
    }
  return region;
}

static gboolean
same_view (const View *a, const View *b)
{
  return a->scale == b->scale && a->ox == b->ox && a->oy == b->oy && a->x0 == b->x0 && a->y0 == b->y0
         && a->x1 == b->x1 && a->y1 == b->y1 && a->pixels == b->pixels && a->raster == b->raster;
}

/* Redraws the base of the picture within @rect. */
static void
redraw (MlPainter *painter, MlBoardPicture *self, cairo_t *cr, MlBoard *board, const MlPaintOptions *options,
        const cairo_rectangle_int_t *rect)
{
  cairo_save (cr);
  cairo_rectangle (cr, rect->x, rect->y, rect->width, rect->height);
  cairo_clip (cr);
  double dirty[4] = { rect->x, rect->y, rect->x + rect->width, rect->y + rect->height };
  _ml_painter_draw_base (painter, cr, &self->view, board, options, dirty);
  cairo_restore (cr);
  self->redrawn += (gsize) rect->width * (gsize) rect->height;
}

/* Brings the picture up to date with @board in @view. */
static void
update (MlBoardPicture *self, MlPainter *painter, MlBoard *board, const View *view, const MlPaintOptions *options)
{
  g_autoptr (GArray) items = items_of (painter, board, view, options);
  int x0 = (int) view->x0, y0 = (int) view->y0, x1 = (int) view->x1, y1 = (int) view->y1;
  gboolean whole = !self->valid || !same_view (view, &self->view) || self->x0 != x0 || self->y0 != y0
                   || self->x1 != x1 || self->y1 != y1 || self->dark != options->dark || self->grid != options->grid
                   || self->overlay != options->overlay || self->presenter != options->presenter
                   || self->vector != painter->vector || self->painter != painter
                   || self->generation != painter->generation;
  guint generation = painter->generation;
  self->redrawn = 0;
  cairo_rectangle_int_t all = { x0, y0, x1 - x0, y1 - y0 };
  cairo_region_t *region = NULL;
  if (!whole)
    {
      region = changes (painter, self, items);
      gsize area = 0;
      for (int i = 0; i < cairo_region_num_rectangles (region); i++)
        {
          cairo_rectangle_int_t r;
          cairo_region_get_rectangle (region, i, &r);
          area += (gsize) r.width * (gsize) r.height;
        }
      whole = area > MAX_SHARE * (double) all.width * (double) all.height;
      if (!whole && cairo_region_num_rectangles (region) > MAX_RECTS)
        {
          cairo_rectangle_int_t extents;
          cairo_region_get_extents (region, &extents);
          cairo_region_destroy (region);
          region = cairo_region_create_rectangle (&extents);
        }
    }
  if (whole)
    {
      if (self->surface == NULL || cairo_image_surface_get_width (self->surface) != all.width
          || cairo_image_surface_get_height (self->surface) != all.height)
        {
          g_clear_pointer (&self->surface, cairo_surface_destroy);
          self->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, all.width, all.height);
        }
      /* The picture's pixels are the target's device pixels from (x0, y0): the frame's units. */
      cairo_surface_set_device_offset (self->surface, -x0, -y0);
      self->view = *view;
      self->x0 = x0, self->y0 = y0, self->x1 = x1, self->y1 = y1;
      g_clear_pointer (&region, cairo_region_destroy);
      region = cairo_region_create_rectangle (&all);
    }
  /* Drawing on the picture copies it first while the last frame still shows it (cairo's
   * snapshots): a frame where no piece changed leaves it alone. */
  if (!cairo_region_is_empty (region))
    {
      cairo_t *cr = cairo_create (self->surface);
      for (int i = 0; i < cairo_region_num_rectangles (region); i++)
        {
          cairo_rectangle_int_t r;
          cairo_region_get_rectangle (region, i, &r);
          redraw (painter, self, cr, board, options, &r);
        }
      cairo_destroy (cr);
    }
  cairo_region_destroy (region);
  g_array_set_size (self->items, 0);
  g_array_append_vals (self->items, items->data, items->len);
  self->dark = options->dark, self->grid = options->grid, self->overlay = options->overlay;
  self->presenter = options->presenter, self->vector = painter->vector;
  self->painter = painter;
  self->generation = painter->generation;
  /* Images dropped while drawing (the cache over its budget) may come back at the same
   * addresses showing something else: the next frame draws the whole again. */
  self->valid = generation == painter->generation;
}

/* Whether the picture can stand for the base in @view: device pixels on whole pixels, and
 * the overlay's colours known by the faces it blits. */
static gboolean
usable (const View *view, const MlPaintOptions *options)
{
  return view->pixels && view->x1 > view->x0 && view->y1 > view->y0 && view->x0 == floor (view->x0)
         && view->y0 == floor (view->y0) && view->x1 == floor (view->x1) && view->y1 == floor (view->y1)
         && !(options->overlay && !(view->raster && _ml_painter_bucket_for (view->scale) >= 0));
}

void
ml_painter_draw_board_kept (MlPainter *self, MlBoardPicture *picture, cairo_t *cr, MlBoard *board,
                            const MlViewport *viewport, const MlPaintOptions *options)
{
  g_return_if_fail (self != NULL && picture != NULL && cr != NULL && board != NULL && viewport != NULL);
  MlPaintOptions defaults;
  options = _ml_paint_options_or_defaults (options, &defaults);
  View view;
  _ml_painter_begin_view (self, cr, viewport, &view);
  if (usable (&view, options))
    {
      update (picture, self, board, &view, options);
      cairo_set_source_surface (cr, picture->surface, 0, 0);
      cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
      cairo_rectangle (cr, view.x0, view.y0, view.x1 - view.x0, view.y1 - view.y0);
      cairo_fill (cr);
    }
  else
    {
      picture->valid = FALSE;
      picture->redrawn = 0;
      _ml_painter_draw_base (self, cr, &view, board, options, NULL);
    }
  _ml_painter_draw_marks (self, cr, &view, board, options);
  cairo_restore (cr);
}
