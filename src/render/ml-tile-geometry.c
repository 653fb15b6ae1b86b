/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tile geometry: the shapes of each cell's features, from the catalogue data alone. Cities
 * take one of five shapes by the edges they touch (a cap, a corner, a band, all but a bite,
 * full); roads and rivers are curves from edge midpoints; buildings, ponds, bridges, gates
 * and shields are placed where the features meet. A wonder's ground (its building and dirt,
 * see ml-wonder-art.c) takes what those leave under its design, and the roads and rivers
 * that end there stop at its edge. Fields are what is left: a label map of the cell, flooded
 * from each field's half-edges, gives their areas (traced into paths) and answers hit
 * tests. */
#include "config.h"
#include "ml-tile-geometry.h"
#include "ml-shape-anchor.h"
#include "ml-render-list.h"

#include <math.h>
#include <string.h>

#define LABEL_NONE 0xff
#define LABEL_BLOCK 0xfe
#define LABEL_GROUND 0xfd      /* a wonder's building and dirt: no feature's */

#define CITY_DEPTH 0.3         /* how far a city cap reaches into the square */
#define HIT_SLACK 0.1          /* added to line widths when hit testing */
#define KAPPA 0.2761           /* control length of a quarter circle of radius 0.5 */
#define BUILDING 0.42          /* side of the box a monastery is drawn in */
#define STUB 0.3               /* how far a road or river reaches into a wonder's ground */

typedef struct {
  MlPoint at;
  MlPoint normal;              /* out of the city */
} Gate;

struct _MlTileGeometry {
  const MlTileDef *tile;
  MlCellShape cells[ML_MAX_CELLS];
};

static cairo_t *scratch_context (void);

/* ---- points ------------------------------------------------------------------------- */

static inline MlPoint
pt (double x, double y)
{
  return (MlPoint) { x, y };
}

MlPoint
ml_geometry_turn (MlPoint p, int quarters)
{
  for (int i = 0; i < ((quarters % 4) + 4) % 4; i++)
    p = pt (1 - p.y, p.x);
  return p;
}

void
ml_geometry_cell_transform (cairo_t *cr, int rot)
{
  cairo_translate (cr, 0.5, 0.5);
  cairo_rotate (cr, rot * G_PI / 2);
  cairo_translate (cr, -0.5, -0.5);
}

/* Where a location lies on the unit square: the border runs clockwise from the north-west
 * corner, a quarter, a half and three quarters along each side. */
static MlPoint
loc_point (MlLoc loc)
{
  if (loc == ML_LOC_C)
    return pt (0.5, 0.5);
  double u = 0.25 * (loc % 3 + 1);
  switch (ml_loc_side (loc))
    {
    case ML_SIDE_N: return pt (u, 0);
    case ML_SIDE_E: return pt (1, u);
    case ML_SIDE_S: return pt (1 - u, 1);
    case ML_SIDE_W:
    default: return pt (0, 1 - u);
    }
}

static MlPoint
inward (int side)
{
  return pt (-ml_side_dx[side], -ml_side_dy[side]);
}

static double
dist (MlPoint a, MlPoint b)
{
  return hypot (a.x - b.x, a.y - b.y);
}

/* ---- building paths ----------------------------------------------------------------- */

/* Draws canonical shapes turned @k quarter turns into place. */
typedef struct {
  cairo_t *cr;
  int k;
} Pen;

static void
pen_move (Pen *pen, double x, double y)
{
  MlPoint p = ml_geometry_turn (pt (x, y), pen->k);
  cairo_move_to (pen->cr, p.x, p.y);
}

static void
pen_line (Pen *pen, double x, double y)
{
  MlPoint p = ml_geometry_turn (pt (x, y), pen->k);
  cairo_line_to (pen->cr, p.x, p.y);
}

static void
pen_curve (Pen *pen, double x1, double y1, double x2, double y2, double x3, double y3)
{
  MlPoint a = ml_geometry_turn (pt (x1, y1), pen->k), b = ml_geometry_turn (pt (x2, y2), pen->k);
  MlPoint c = ml_geometry_turn (pt (x3, y3), pen->k);
  cairo_curve_to (pen->cr, a.x, a.y, b.x, b.y, c.x, c.y);
}

static cairo_path_t *
take_path (cairo_t *cr)
{
  cairo_path_t *path = cairo_copy_path (cr);
  cairo_new_path (cr);
  return path;
}

static void
add_gate (GArray *gates, Pen *pen, double x, double y, double nx, double ny)
{
  MlPoint at = ml_geometry_turn (pt (x, y), pen->k);
  MlPoint tip = ml_geometry_turn (pt (x + nx, y + ny), pen->k);
  Gate gate = { at, pt (tip.x - at.x, tip.y - at.y) };
  g_array_append_val (gates, gate);
}

static void
add_shields (MlCellShape *ca, Pen *pen, guint n, const MlPoint *spots, guint n_spots)
{
  for (guint i = 0; i < MIN (n, n_spots); i++)
    {
      MlPoint p = ml_geometry_turn (spots[i], pen->k);
      g_array_append_val (ca->shields, p);
    }
}

/* Whether city @f goes on across the inner side @along of cell @c, on the same side @side
 * of the next cell: then its cap reaches that side in full, so the city reads as one. */
static gboolean
continues (const MlTileDef *tile, guint c, guint f, int along, int side)
{
  const MlCellDef *cell = &tile->cells[c];
  if (cell->edges[along] != ML_EDGE_INNER)
    return FALSE;
  int n = ml_tile_cell_at (tile, 0, cell->dx + ml_side_dx[along], cell->dy + ml_side_dy[along]);
  return n >= 0 && tile->cells[n].feature_at[side * 3 + 1] == f;
}

/* A city by the sides it touches (bit per side); @shields of them drawn on this cell. When a
 * field lies in the middle of the cell alone (@middle), a corner city bends away from the
 * middle and a band leaves it on the side of the other cities (@others, their sides). */
static void
build_city (MlCellShape *ca, const MlTileDef *tile, guint c, guint f, guint sides, guint shields,
            GArray *gates, cairo_t *cr, MlShapePart *part, gboolean middle, guint others)
{
  Pen pen = { cr, 0 };
  guint n = (guint) __builtin_popcount (sides);
  gboolean walls = TRUE;
  static const MlPoint cap_spots[] = { { 0.22, 0.1 }, { 0.78, 0.1 }, { 0.36, 0.08 }, { 0.64, 0.08 } };
  static const MlPoint corner_spots[] = { { 0.8, 0.2 }, { 0.6, 0.1 }, { 0.9, 0.4 } };
  static const MlPoint band_spots[] = { { 0.18, 0.5 }, { 0.82, 0.5 } };
  static const MlPoint bite_spots[] = { { 0.2, 0.2 }, { 0.8, 0.2 }, { 0.5, 0.1 } };
  static const MlPoint full_spots[] = { { 0.27, 0.27 }, { 0.73, 0.27 }, { 0.27, 0.73 }, { 0.73, 0.73 } };

  if (n == 1)
    {
      int s = __builtin_ctz (sides);
      pen.k = s;
      double hr = continues (tile, c, f, (s + 1) % 4, s) ? CITY_DEPTH : 0;
      double hl = continues (tile, c, f, (s + 3) % 4, s) ? CITY_DEPTH : 0;
      pen_move (&pen, 0, 0);
      pen_line (&pen, 1, 0);
      pen_line (&pen, 1, hr);
      pen_curve (&pen, 0.8, hr > 0 ? CITY_DEPTH : 0.4, 0.2, hl > 0 ? CITY_DEPTH : 0.4, 0, hl);
      cairo_close_path (cr);
      part->area = take_path (cr);
      pen_move (&pen, 1, hr);
      pen_curve (&pen, 0.8, hr > 0 ? CITY_DEPTH : 0.4, 0.2, hl > 0 ? CITY_DEPTH : 0.4, 0, hl);
      add_gate (gates, &pen, 0.5, CITY_DEPTH, 0, 1);
      add_shields (ca, &pen, shields, cap_spots, G_N_ELEMENTS (cap_spots));
    }
  else if (n == 2 && (sides == 5 || sides == 10))
    {
      pen.k = sides == 10 ? 0 : 1;    /* canonical: west and east */
      /* Squeezed to the north, away from another city in the south, round a middle field. */
      gboolean squeeze = middle && (others >> ((pen.k + 2) % 4) & 1) != (others >> pen.k & 1);
      if (squeeze && (others >> pen.k & 1))
        pen.k += 2;
      double top = squeeze ? 0.2 : 0.3, bottom = squeeze ? 0.28 : 0.7;
      pen_move (&pen, 0, 0);
      pen_curve (&pen, 0.25, top, 0.75, top, 1, 0);
      pen_line (&pen, 1, 1);
      pen_curve (&pen, 0.75, bottom, 0.25, bottom, 0, 1);
      cairo_close_path (cr);
      part->area = take_path (cr);
      pen_move (&pen, 0, 0);
      pen_curve (&pen, 0.25, top, 0.75, top, 1, 0);
      pen_move (&pen, 1, 1);
      pen_curve (&pen, 0.75, bottom, 0.25, bottom, 0, 1);
      add_gate (gates, &pen, 0.5, 0.75 * top, 0, -1);
      add_gate (gates, &pen, 0.5, 0.25 + 0.75 * bottom, 0, 1);
      add_shields (ca, &pen, shields, band_spots, G_N_ELEMENTS (band_spots));
    }
  else if (n == 2 && ca->ground)
    {
      /* Round a wonder's building, a corner city keeps to its two edges, a band of a cap's
       * depth along each, and leaves the middle to the building. Canonical: north and
       * east. */
      for (int s = 0; s < 4; s++)
        if ((sides >> s & 1) && (sides >> ((s + 1) % 4) & 1))
          pen.k = s;
      const double d = CITY_DEPTH;
      pen_move (&pen, 0, 0);
      pen_line (&pen, 1, 0);
      pen_line (&pen, 1, 1);
      pen_line (&pen, 1 - d, 1);
      pen_line (&pen, 1 - d, 2 * d);
      pen_curve (&pen, 1 - d, d, 1 - d, d, 1 - 2 * d, d);
      pen_line (&pen, 0, d);
      cairo_close_path (cr);
      part->area = take_path (cr);
      pen_move (&pen, 1 - d, 1);
      pen_line (&pen, 1 - d, 2 * d);
      pen_curve (&pen, 1 - d, d, 1 - d, d, 1 - 2 * d, d);
      pen_line (&pen, 0, d);
      add_gate (gates, &pen, 1 - d, 0.5, -1, 0);
      add_shields (ca, &pen, shields, corner_spots, G_N_ELEMENTS (corner_spots));
    }
  else if (n == 2)
    {
      /* canonical: north and east; the first of the two sides clockwise */
      for (int s = 0; s < 4; s++)
        if ((sides >> s & 1) && (sides >> ((s + 1) % 4) & 1))
          pen.k = s;
      /* Bulging over the middle, or hollowed to leave it to a middle field. */
      MlPoint c1 = middle ? pt (0.8, 0.45) : pt (0.64, 0.77), c2 = middle ? pt (0.55, 0.2) : pt (0.23, 0.36);
      pen_move (&pen, 0, 0);
      pen_line (&pen, 1, 0);
      pen_line (&pen, 1, 1);
      pen_curve (&pen, c1.x, c1.y, c2.x, c2.y, 0, 0);
      cairo_close_path (cr);
      part->area = take_path (cr);
      pen_move (&pen, 1, 1);
      pen_curve (&pen, c1.x, c1.y, c2.x, c2.y, 0, 0);
      add_gate (gates, &pen, middle ? 0.63 : 0.45, middle ? 0.37 : 0.55, -0.7071, 0.7071);
      add_shields (ca, &pen, shields, corner_spots, G_N_ELEMENTS (corner_spots));
    }
  else if (n == 3)
    {
      int missing = __builtin_ctz (~sides & 0xf);
      pen.k = (missing + 2) % 4;      /* canonical: the bite in the south */
      pen_move (&pen, 0, 1);
      pen_line (&pen, 0, 0);
      pen_line (&pen, 1, 0);
      pen_line (&pen, 1, 1);
      pen_curve (&pen, 0.8, 0.6, 0.2, 0.6, 0, 1);
      cairo_close_path (cr);
      part->area = take_path (cr);
      pen_move (&pen, 1, 1);
      pen_curve (&pen, 0.8, 0.6, 0.2, 0.6, 0, 1);
      add_gate (gates, &pen, 0.5, 0.7, 0, 1);
      add_shields (ca, &pen, shields, bite_spots, G_N_ELEMENTS (bite_spots));
    }
  else if (n == 4)
    {
      cairo_rectangle (cr, 0, 0, 1, 1);
      part->area = take_path (cr);
      walls = FALSE;
      add_shields (ca, &pen, shields, full_spots, G_N_ELEMENTS (full_spots));
    }
  else
    {
      /* A city touching no edge of this cell (only its centre): a round town. */
      cairo_arc (cr, 0.5, 0.5, 0.25, 0, 2 * G_PI);
      part->area = take_path (cr);
      cairo_arc (cr, 0.5, 0.5, 0.25, 0, 2 * G_PI);
      static const MlPoint centre[] = { { 0.5, 0.5 } };
      add_shields (ca, &pen, shields, centre, 1);
    }
  if (walls)
    part->walls = take_path (cr);
  cairo_new_path (cr);
}

/* A curve between two edge midpoints: straight across, a quarter circle round a corner. */
static void
curve_between (cairo_t *cr, int a, int b)
{
  MlPoint pa = loc_point ((MlLoc) (a * 3 + 1)), pb = loc_point ((MlLoc) (b * 3 + 1));
  MlPoint na = inward (a), nb = inward (b);
  cairo_move_to (cr, pa.x, pa.y);
  cairo_curve_to (cr, pa.x + na.x * KAPPA, pa.y + na.y * KAPPA,
                  pb.x + nb.x * KAPPA, pb.y + nb.y * KAPPA, pb.x, pb.y);
}

/* A curve from the midpoint of side @a to @to, arriving along @towards (a direction out of
 * the target, or zero for straight at it). */
static void
curve_to_point (cairo_t *cr, int a, MlPoint to, MlPoint towards)
{
  MlPoint pa = loc_point ((MlLoc) (a * 3 + 1)), na = inward (a);
  double d = dist (pa, to);
  if (towards.x == 0 && towards.y == 0)
    towards = pt ((pa.x - to.x) / MAX (d, 1e-6), (pa.y - to.y) / MAX (d, 1e-6));
  cairo_move_to (cr, pa.x, pa.y);
  cairo_curve_to (cr, pa.x + na.x * 0.4 * d, pa.y + na.y * 0.4 * d,
                  to.x + towards.x * 0.4 * d, to.y + towards.y * 0.4 * d, to.x, to.y);
}

/* A short straight line in from the midpoint of side @a: a road or river that ends at a
 * wonder's ground, which covers the rest of its way. */
static void
stub (cairo_t *cr, int a)
{
  MlPoint pa = loc_point ((MlLoc) (a * 3 + 1)), na = inward (a);
  cairo_move_to (cr, pa.x, pa.y);
  cairo_line_to (cr, pa.x + na.x * STUB, pa.y + na.y * STUB);
}

/* Edge midpoints a feature leaves @cell by, as a bit per side. */
static guint
feature_sides (const MlFeatureDef *fd, guint cell)
{
  guint sides = 0;
  for (guint k = 0; k < fd->n_locs; k++)
    if (fd->locs[k].cell == cell && ml_loc_is_midpoint ((MlLoc) fd->locs[k].loc))
      sides |= 1u << ml_loc_side ((MlLoc) fd->locs[k].loc);
  return sides;
}

static int
first_side (guint sides)
{
  return sides ? __builtin_ctz (sides) : -1;
}

/* The points of a path flattened into line segments. */
static GArray *
flatten (cairo_t *cr, const cairo_path_t *path)
{
  GArray *points = g_array_new (FALSE, FALSE, sizeof (MlPoint));
  cairo_new_path (cr);
  cairo_append_path (cr, path);
  cairo_path_t *flat = cairo_copy_path_flat (cr);
  cairo_new_path (cr);
  for (int i = 0; i < flat->num_data; i += flat->data[i].header.length)
    {
      const cairo_path_data_t *d = &flat->data[i];
      if (d->header.type == CAIRO_PATH_MOVE_TO && points->len > 0)
        {
          MlPoint gap = { NAN, NAN };    /* a new subpath: no segment across */
          g_array_append_val (points, gap);
        }
      if (d->header.type == CAIRO_PATH_MOVE_TO || d->header.type == CAIRO_PATH_LINE_TO)
        {
          MlPoint p = { d[1].point.x, d[1].point.y };
          g_array_append_val (points, p);
        }
    }
  cairo_path_destroy (flat);
  return points;
}

static gboolean
segments_cross (MlPoint a, MlPoint b, MlPoint c, MlPoint d, MlPoint *at)
{
  double den = (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x);
  if (fabs (den) < 1e-12)
    return FALSE;
  double t = ((c.x - a.x) * (d.y - c.y) - (c.y - a.y) * (d.x - c.x)) / den;
  double u = ((c.x - a.x) * (b.y - a.y) - (c.y - a.y) * (b.x - a.x)) / den;
  if (t < 0 || t > 1 || u < 0 || u > 1)
    return FALSE;
  *at = pt (a.x + t * (b.x - a.x), a.y + t * (b.y - a.y));
  return TRUE;
}

/* A bridge wherever a road crosses a river on the cell. */
static void
find_bridges (MlCellShape *ca, cairo_t *cr)
{
  for (guint i = 0; i < ca->n_parts; i++)
    {
      if (ca->parts[i].kind != ML_FEATURE_ROAD || !ca->parts[i].line)
        continue;
      g_autoptr (GArray) road = flatten (cr, ca->parts[i].line);
      for (guint j = 0; j < ca->n_parts; j++)
        {
          if (ca->parts[j].kind != ML_FEATURE_WATER || !ca->parts[j].line)
            continue;
          g_autoptr (GArray) water = flatten (cr, ca->parts[j].line);
          for (guint a = 1; a < road->len; a++)
            for (guint b = 1; b < water->len; b++)
              {
                MlPoint r0 = g_array_index (road, MlPoint, a - 1), r1 = g_array_index (road, MlPoint, a);
                MlPoint w0 = g_array_index (water, MlPoint, b - 1), w1 = g_array_index (water, MlPoint, b);
                MlPoint at;
                if (isnan (r0.x) || isnan (r1.x) || isnan (w0.x) || isnan (w1.x)
                    || !segments_cross (r0, r1, w0, w1, &at))
                  continue;
                MlShapeMark bridge = { at, atan2 (r1.y - r0.y, r1.x - r0.x) };
                g_array_append_val (ca->bridges, bridge);
                a = road->len;          /* one bridge per road and river */
                break;
              }
        }
    }
}

/* ---- the label map ------------------------------------------------------------------ */

/* Gives @label to the pixels @part covers (only the free ones if @free_only). */
static void
raster_part (cairo_surface_t *mask, const MlShapePart *part, guint8 *owner, guint8 label, gboolean free_only)
{
  cairo_t *cr = cairo_create (mask);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  cairo_scale (cr, ML_SHAPE_MAP, ML_SHAPE_MAP);
  if (part->area)
    {
      cairo_append_path (cr, part->area);
      cairo_fill (cr);
    }
  if (part->line)
    {
      cairo_append_path (cr, part->line);
      cairo_set_line_width (cr, part->width);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
  cairo_surface_flush (mask);
  const guint8 *data = cairo_image_surface_get_data (mask);
  int stride = cairo_image_surface_get_stride (mask);
  for (int y = 0; y < ML_SHAPE_MAP; y++)
    for (int x = 0; x < ML_SHAPE_MAP; x++)
      if (data[y * stride + x] >= 128 && (!free_only || owner[y * ML_SHAPE_MAP + x] == LABEL_NONE))
        owner[y * ML_SHAPE_MAP + x] = label;
}

/* Floods @map breadth first from the pixels whose label @spreads into the pixels whose label
 * @yields, so that each of those takes the label of the nearest source. */
static void
flood (guint8 *map, const gboolean spreads[256], const gboolean yields[256])
{
  g_autofree guint16 *queue = g_new (guint16, ML_SHAPE_MAP * ML_SHAPE_MAP);
  guint head = 0, tail = 0;
  for (guint i = 0; i < ML_SHAPE_MAP * ML_SHAPE_MAP; i++)
    if (spreads[map[i]])
      queue[tail++] = (guint16) i;
  static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };
  while (head < tail)
    {
      guint i = queue[head++];
      int x = (int) (i % ML_SHAPE_MAP), y = (int) (i / ML_SHAPE_MAP);
      for (int d = 0; d < 4; d++)
        {
          int nx = x + dx[d], ny = y + dy[d];
          if (nx < 0 || ny < 0 || nx >= ML_SHAPE_MAP || ny >= ML_SHAPE_MAP)
            continue;
          guint j = (guint) (ny * ML_SHAPE_MAP + nx);
          if (!yields[map[j]])
            continue;
          map[j] = map[i];
          queue[tail++] = (guint16) j;
        }
    }
}

/* Marks the free border pixels of a field's location as its seeds. */
static void
seed_location (guint8 *map, MlLoc loc, guint8 label)
{
  if (loc == ML_LOC_C)
    {
      guint i = ML_SHAPE_MAP / 2 * ML_SHAPE_MAP + ML_SHAPE_MAP / 2;
      if (map[i] == LABEL_NONE)
        map[i] = label;
      return;
    }
  int pos = loc % 3;
  double u0 = pos == 0 ? 0 : pos == 1 ? 0.25 : 0.5, u1 = u0 + 0.5;
  for (int i = (int) (u0 * ML_SHAPE_MAP); i < (int) (u1 * ML_SHAPE_MAP); i++)
    {
      int x, y;
      switch (ml_loc_side (loc))
        {
        case ML_SIDE_N: x = i, y = 0; break;
        case ML_SIDE_E: x = ML_SHAPE_MAP - 1, y = i; break;
        case ML_SIDE_S: x = ML_SHAPE_MAP - 1 - i, y = ML_SHAPE_MAP - 1; break;
        case ML_SIDE_W:
        default: x = 0, y = ML_SHAPE_MAP - 1 - i; break;
        }
      if (map[y * ML_SHAPE_MAP + x] == LABEL_NONE)
        map[y * ML_SHAPE_MAP + x] = label;
    }
}

/* ---- field outlines: the label map traced into paths ---------------------------------- */

#define VERTS ((ML_SHAPE_MAP + 1) * (ML_SHAPE_MAP + 1))

static void
add_edge (int *out, int from, int to)
{
  if (out[2 * from] < 0)
    out[2 * from] = to;
  else
    out[2 * from + 1] = to;
}

static int
take_edge (int *out, int from)
{
  for (int k = 0; k < 2; k++)
    if (out[2 * from + k] >= 0)
      {
        int to = out[2 * from + k];
        out[2 * from + k] = -1;
        return to;
      }
  return -1;
}

static gboolean
is_corner (int v)
{
  int x = v % (ML_SHAPE_MAP + 1), y = v / (ML_SHAPE_MAP + 1);
  return (x == 0 || x == ML_SHAPE_MAP) && (y == 0 || y == ML_SHAPE_MAP);
}

/* The outline of the pixels labelled @label, clockwise round each area, as a path through
 * the midpoints of the pixel edges (which cuts the stairs into slopes). */
static cairo_path_t *
trace_label (cairo_t *cr, const guint8 *map, guint8 label)
{
  g_autofree int *out = g_new (int, 2 * VERTS);
  memset (out, 0xff, sizeof (int) * 2 * VERTS);
  const int W = ML_SHAPE_MAP + 1;
  for (int y = 0; y < ML_SHAPE_MAP; y++)
    for (int x = 0; x < ML_SHAPE_MAP; x++)
      {
        if (map[y * ML_SHAPE_MAP + x] != label)
          continue;
        if (y == 0 || map[(y - 1) * ML_SHAPE_MAP + x] != label)
          add_edge (out, y * W + x, y * W + x + 1);
        if (x == ML_SHAPE_MAP - 1 || map[y * ML_SHAPE_MAP + x + 1] != label)
          add_edge (out, y * W + x + 1, (y + 1) * W + x + 1);
        if (y == ML_SHAPE_MAP - 1 || map[(y + 1) * ML_SHAPE_MAP + x] != label)
          add_edge (out, (y + 1) * W + x + 1, (y + 1) * W + x);
        if (x == 0 || map[y * ML_SHAPE_MAP + x - 1] != label)
          add_edge (out, (y + 1) * W + x, y * W + x);
      }
  g_autoptr (GArray) loop = g_array_new (FALSE, FALSE, sizeof (int));
  cairo_new_path (cr);
  for (int start = 0; start < VERTS; start++)
    while (out[2 * start] >= 0 || out[2 * start + 1] >= 0)
      {
        g_array_set_size (loop, 0);
        int v = start;
        do
          {
            g_array_append_val (loop, v);
            v = take_edge (out, v);
          }
        while (v >= 0 && v != start);
        guint n = loop->len;
        gboolean first = TRUE;
        for (guint i = 0; i < n; i++)
          {
            int a = g_array_index (loop, int, (i + n - 1) % n), b = g_array_index (loop, int, i);
            int c = g_array_index (loop, int, (i + 1) % n);
            if (b - a == c - b)
              continue;                   /* no turn at b */
            double pts[2][2] = {
              { ((a % W) + (b % W)) / 2.0, ((a / W) + (b / W)) / 2.0 },
              { ((b % W) + (c % W)) / 2.0, ((b / W) + (c / W)) / 2.0 },
            };
            if (is_corner (b))
              pts[0][0] = pts[1][0] = b % W, pts[0][1] = pts[1][1] = b / W;
            for (int k = 0; k < 2; k++)
              {
                if (first)
                  cairo_move_to (cr, pts[k][0] / ML_SHAPE_MAP, pts[k][1] / ML_SHAPE_MAP);
                else
                  cairo_line_to (cr, pts[k][0] / ML_SHAPE_MAP, pts[k][1] / ML_SHAPE_MAP);
                first = FALSE;
              }
          }
        cairo_close_path (cr);
      }
  return take_path (cr);
}

/* ---- building a cell ---------------------------------------------------------------- */

/* The monastery stands in the middle, unless a river runs there: then it moves away from
 * the river, to a side with no river, road or city. */
static void
place_monastery (MlCellShape *ca, const MlTileDef *tile, guint c, MlPoint *pond)
{
  const MlCellDef *cell = &tile->cells[c];
  MlPoint away = { 0, 0 };
  gboolean water = FALSE;
  for (guint f = 0; f < tile->n_features; f++)
    if (tile->features[f].kind == ML_FEATURE_WATER)
      {
        guint sides = feature_sides (&tile->features[f], c);
        for (int s = 0; s < 4; s++)
          if (sides >> s & 1)
            water = TRUE, away.x += inward (s).x, away.y += inward (s).y;
      }
  *pond = pt (0.5, 0.5);
  ca->monastery_at = pt (0.5, 0.5);
  ca->monastery_size = BUILDING;
  if (!water)
    return;
  double len = hypot (away.x, away.y);
  if (len < 1e-6)
    {
      for (int s = 3; s >= 0; s--)
        if (cell->edges[s] == ML_EDGE_FIELD)
          away = pt (-inward (s).x, -inward (s).y);
      len = hypot (away.x, away.y);
      if (len < 1e-6)
        away = pt (0, -1), len = 1;
    }
  away.x /= len, away.y /= len;
  ca->monastery_at = pt (0.5 + 0.25 * away.x, 0.5 + 0.25 * away.y);
  ca->monastery_size = 0.3;
  *pond = pt (0.5 - 0.2 * away.x, 0.5 - 0.2 * away.y);
}

/* A river is drawn between its edges on the cell; where it ends (a spring or a lake) it
 * ends in a pond, once per piece, or in a wonder's ground (the Cothon's harbour). */
static void
build_water (MlCellShape *ca, const MlTileDef *tile, guint c, MlPoint pond, gboolean ground, cairo_t *cr)
{
  for (guint i = 0; i < ca->n_parts; i++)
    {
      MlShapePart *part = &ca->parts[i];
      const MlFeatureDef *fd = &tile->features[part->feature];
      if (part->kind != ML_FEATURE_WATER)
        continue;
      guint sides = feature_sides (fd, c);
      guint n = (guint) __builtin_popcount (sides);
      part->width = ML_SHAPE_WATER_WIDTH;
      if (n == 2)
        curve_between (cr, first_side (sides), first_side (sides & (sides - 1)));
      else if (n == 1 && ground)
        stub (cr, first_side (sides));
      else
        for (int s = 0; s < 4; s++)
          if (sides >> s & 1)
            curve_to_point (cr, s, pond, pt (0, 0));
      part->line = take_path (cr);
      double rx, ry;
      if (n <= 1 && !ground && ml_pond_shape (fd, ca->monastery >= 0, &rx, &ry))
        {
          cairo_save (cr);
          cairo_translate (cr, pond.x, pond.y);
          cairo_scale (cr, rx, ry);
          cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
          cairo_restore (cr);
          part->area = take_path (cr);
        }
    }
}

static void
build_roads (MlCellShape *ca, const MlTileDef *tile, guint c, GArray *gates, gboolean ground, cairo_t *cr)
{
  guint n_single = 0;
  for (guint i = 0; i < ca->n_parts; i++)
    if (ca->parts[i].kind == ML_FEATURE_ROAD)
      n_single += __builtin_popcount (feature_sides (&tile->features[ca->parts[i].feature], c)) == 1;

  gboolean junction = FALSE;
  for (guint i = 0; i < ca->n_parts; i++)
    {
      MlShapePart *part = &ca->parts[i];
      if (part->kind != ML_FEATURE_ROAD)
        continue;
      guint sides = feature_sides (&tile->features[part->feature], c);
      guint n = (guint) __builtin_popcount (sides);
      part->width = ML_SHAPE_ROAD_WIDTH;
      if (n == 2)
        curve_between (cr, first_side (sides), first_side (sides & (sides - 1)));
      else if (n == 1 && ca->monastery >= 0)
        curve_to_point (cr, first_side (sides), ca->monastery_at, pt (0, 0));
      else if (n == 1 && ground)
        stub (cr, first_side (sides));
      else if (n == 1 && n_single == 1 && gates->len > 0)
        {
          /* A lone dead end beside a city goes in at the nearest gate. */
          MlPoint from = loc_point ((MlLoc) (first_side (sides) * 3 + 1));
          const Gate *best = NULL;
          for (guint g = 0; g < gates->len; g++)
            {
              const Gate *gate = &g_array_index (gates, Gate, g);
              if (!best || dist (from, gate->at) < dist (from, best->at))
                best = gate;
            }
          curve_to_point (cr, first_side (sides), best->at, best->normal);
          MlShapeMark mark = { best->at, atan2 (best->normal.y, best->normal.x) };
          g_array_append_val (ca->gates, mark);
        }
      else if (n >= 1)
        {
          for (int s = 0; s < 4; s++)
            if (sides >> s & 1)
              curve_to_point (cr, s, pt (0.5, 0.5), pt (0, 0));
          junction |= n == 1;
        }
      else
        {
          cairo_move_to (cr, 0.4, 0.5);
          cairo_line_to (cr, 0.6, 0.5);
        }
      part->line = take_path (cr);
    }
  if (junction)
    {
      MlPoint centre = { 0.5, 0.5 };
      g_array_append_val (ca->junctions, centre);
    }
}

static void
build_monastery (MlCellShape *ca, const MlTileDef *tile, cairo_t *cr)
{
  MlShapePart *part = &ca->parts[ca->monastery];
  ca->building = ml_building_art_for (&tile->features[part->feature]);
  double h = ca->monastery_size / 2 + 0.03;
  cairo_rectangle (cr, ca->monastery_at.x - h, ca->monastery_at.y - h, 2 * h, 2 * h);
  part->area = take_path (cr);
}

/* The target of a meeple: the centroid of the feature's locations on the cell, pulled a
 * little towards the centre. */
static MlPoint
anchor_target (const MlFeatureDef *fd, guint c)
{
  MlPoint sum = { 0, 0 };
  guint n = 0;
  for (guint k = 0; k < fd->n_locs; k++)
    if (fd->locs[k].cell == c)
      {
        MlPoint p = loc_point ((MlLoc) fd->locs[k].loc);
        sum.x += p.x, sum.y += p.y, n++;
      }
  if (n == 0)
    return pt (0.5, 0.5);
  sum.x /= n, sum.y /= n;
  return pt (sum.x + (0.5 - sum.x) * 0.4, sum.y + (0.5 - sum.y) * 0.4);
}

static void
build_maps (MlCellShape *ca, const MlTileDef *tile, guint c, cairo_path_t *ground, cairo_t *cr)
{
  memset (ca->owner, LABEL_NONE, sizeof ca->owner);
  cairo_surface_t *mask = cairo_image_surface_create (CAIRO_FORMAT_A8, ML_SHAPE_MAP, ML_SHAPE_MAP);
  static const MlFeatureKind order[] = { ML_FEATURE_CITY, ML_FEATURE_WATER, ML_FEATURE_ROAD, ML_FEATURE_MONASTERY };
  for (guint o = 0; o < G_N_ELEMENTS (order); o++)
    for (guint i = 0; i < ca->n_parts; i++)
      if (ca->parts[i].kind == order[o])
        raster_part (mask, &ca->parts[i], ca->owner, (guint8) ca->parts[i].feature, FALSE);
  for (guint j = 0; j < ca->junctions->len; j++)
    {
      MlPoint p = g_array_index (ca->junctions, MlPoint, j);
      cairo_rectangle (cr, p.x - ML_SHAPE_JUNCTION / 2, p.y - ML_SHAPE_JUNCTION / 2, ML_SHAPE_JUNCTION, ML_SHAPE_JUNCTION);
      MlShapePart block = { .area = take_path (cr) };
      raster_part (mask, &block, ca->owner, LABEL_BLOCK, FALSE);
      cairo_path_destroy (block.area);
    }
  if (ground)
    {
      /* The wonder's ground takes what the features leave, before the fields spread. */
      MlShapePart block = { .area = ground };
      raster_part (mask, &block, ca->owner, LABEL_GROUND, TRUE);
    }
  cairo_surface_destroy (mask);

  gboolean any_field = FALSE;
  for (guint i = 0; i < ca->n_parts; i++)
    {
      const MlFeatureDef *fd = &tile->features[ca->parts[i].feature];
      if (fd->kind != ML_FEATURE_FIELD)
        continue;
      any_field = TRUE;
      for (guint k = 0; k < fd->n_locs; k++)
        if (fd->locs[k].cell == c)
          seed_location (ca->owner, (MlLoc) fd->locs[k].loc, (guint8) ca->parts[i].feature);
    }
  /* The fields take the free pixels they reach; then every pixel goes to the nearest
   * field for the field map, and to the nearest feature of any kind for the owner map. */
  gboolean is_field[256] = { FALSE }, is_feature[256] = { FALSE };
  gboolean free_only[256] = { FALSE }, free_or_blocked[256] = { FALSE };
  for (guint f = 0; f < tile->n_features; f++)
    {
      is_field[f] = tile->features[f].kind == ML_FEATURE_FIELD;
      is_feature[f] = TRUE;
    }
  free_only[LABEL_NONE] = free_or_blocked[LABEL_NONE] = free_or_blocked[LABEL_BLOCK] = TRUE;
  flood (ca->owner, is_field, free_only);
  for (guint i = 0; i < ML_SHAPE_MAP * ML_SHAPE_MAP; i++)
    ca->fields[i] = is_field[ca->owner[i]] || ca->owner[i] == LABEL_GROUND ? ca->owner[i] : LABEL_NONE;

  if (any_field)
    flood (ca->fields, is_field, free_or_blocked);

  for (guint i = 0; i < ca->n_parts; i++)
    if (ca->parts[i].kind == ML_FEATURE_FIELD)
      ca->parts[i].area = trace_label (cr, ca->fields, (guint8) ca->parts[i].feature);
  /* Meeples are placed where they have least choice first: on the monastery, on the
   * roads, in the cities, then in the fields around them. Rivers hold none. */
  static const MlFeatureKind places[] = { ML_FEATURE_MONASTERY, ML_FEATURE_ROAD, ML_FEATURE_CITY, ML_FEATURE_FIELD };
  MlPoint taken[256];
  guint n_taken = 0, placed[256];
  for (guint o = 0; o < G_N_ELEMENTS (places); o++)
    for (guint i = 0; i < ca->n_parts; i++)
      {
        MlShapePart *part = &ca->parts[i];
        if (part->kind != places[o])
          continue;
        part->anchor = part->kind == ML_FEATURE_MONASTERY
          ? ca->monastery_at
          : ml_shape_find_anchor (ca->owner, (guint8) part->feature, part->kind == ML_FEATURE_FIELD,
                         anchor_target (&tile->features[part->feature], c), taken, n_taken);
        placed[n_taken] = i;
        taken[n_taken++] = part->anchor;
      }
  /* Two small fields side by side may still crowd each other, the first placed without the
   * second: the first is placed again knowing all the others. */
  for (guint a = 0; a < n_taken; a++)
    for (guint b = a + 1; b < n_taken; b++)
      if (ca->parts[placed[a]].kind == ML_FEATURE_FIELD && dist (taken[a], taken[b]) < ML_SHAPE_MEEPLE_APART)
        {
          MlShapePart *part = &ca->parts[placed[a]];
          taken[a] = taken[--n_taken];   /* the others, without this one */
          part->anchor = ml_shape_find_anchor (ca->owner, (guint8) part->feature, TRUE,
                                               anchor_target (&tile->features[part->feature], c), taken, n_taken);
          taken[n_taken++] = taken[a];
          taken[a] = part->anchor;
        }
  for (guint i = 0; i < ca->n_parts; i++)
    if (ca->parts[i].kind == ML_FEATURE_WATER)
      ca->parts[i].anchor = anchor_target (&tile->features[ca->parts[i].feature], c);
  flood (ca->owner, is_feature, free_or_blocked);
}

static void
build_cell (MlTileGeometry *self, guint c, cairo_t *cr)
{
  const MlTileDef *tile = self->tile;
  MlCellShape *ca = &self->cells[c];
  ca->part_of = g_new (guint8, tile->n_features);
  memset (ca->part_of, LABEL_NONE, tile->n_features);
  ca->parts = g_new0 (MlShapePart, tile->n_features);
  ca->bridges = g_array_new (FALSE, FALSE, sizeof (MlShapeMark));
  ca->gates = g_array_new (FALSE, FALSE, sizeof (MlShapeMark));
  ca->junctions = g_array_new (FALSE, FALSE, sizeof (MlPoint));
  ca->shields = g_array_new (FALSE, FALSE, sizeof (MlPoint));
  ca->monastery = -1;
  for (int s = 0; s < 4; s++)
    if (tile->cells[c].edges[s] != ML_EDGE_INNER)
      ca->outer |= 1u << s;

  for (guint f = 0; f < tile->n_features; f++)
    {
      const MlFeatureDef *fd = &tile->features[f];
      gboolean here = FALSE;
      for (guint k = 0; k < fd->n_locs; k++)
        here |= fd->locs[k].cell == c;
      if (!here)
        continue;
      ca->part_of[f] = (guint8) ca->n_parts;
      ca->parts[ca->n_parts] = (MlShapePart) { .feature = f, .kind = fd->kind };
      if (fd->kind == ML_FEATURE_MONASTERY && ca->monastery < 0)
        ca->monastery = (int) ca->n_parts;
      ca->n_parts++;
    }

  MlPoint pond = { 0.5, 0.5 };
  if (ca->monastery >= 0)
    place_monastery (ca, tile, c, &pond);
  cairo_new_path (cr);
  if (ml_piece_art_ground (tile, c, cr))
    ca->ground = take_path (cr);

  g_autoptr (GArray) gates = g_array_new (FALSE, FALSE, sizeof (Gate));
  gboolean middle = FALSE;
  guint city_sides = 0;
  for (guint i = 0; i < ca->n_parts; i++)
    {
      const MlFeatureDef *fd = &tile->features[ca->parts[i].feature];
      gboolean only_middle = fd->kind == ML_FEATURE_FIELD;
      for (guint k = 0; k < fd->n_locs; k++)
        only_middle &= fd->locs[k].cell != c || fd->locs[k].loc == ML_LOC_C;
      middle |= only_middle;
      if (fd->kind == ML_FEATURE_CITY)
        city_sides |= feature_sides (fd, c);
    }
  for (guint i = 0; i < ca->n_parts; i++)
    if (ca->parts[i].kind == ML_FEATURE_CITY)
      {
        const MlFeatureDef *fd = &tile->features[ca->parts[i].feature];
        guint shields = fd->n_locs > 0 && fd->locs[0].cell == c ? fd->shields : 0;
        guint sides = feature_sides (fd, c);
        build_city (ca, tile, c, ca->parts[i].feature, sides, shields, gates, cr, &ca->parts[i], middle,
                    city_sides & ~sides);
      }
  build_water (ca, tile, c, pond, ca->ground != NULL, cr);
  build_roads (ca, tile, c, gates, ca->ground != NULL, cr);
  if (ca->monastery >= 0)
    build_monastery (ca, tile, cr);
  find_bridges (ca, cr);
  build_maps (ca, tile, c, ca->ground, cr);
}

static cairo_t *
scratch_context (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);
  cairo_surface_destroy (surface);
  cairo_set_tolerance (cr, 0.0005);     /* unit-square coordinates: flatten finely */
  return cr;
}

MlTileGeometry *
ml_tile_geometry_new (const MlTileDef *tile)
{
  MlTileGeometry *self = g_new0 (MlTileGeometry, 1);
  self->tile = tile;
  cairo_t *cr = scratch_context ();
  for (guint c = 0; c < tile->n_cells; c++)
    build_cell (self, c, cr);
  cairo_destroy (cr);
  return self;
}

void
ml_tile_geometry_free (MlTileGeometry *self)
{
  if (self == NULL)
    return;
  for (guint c = 0; c < self->tile->n_cells; c++)
    {
      MlCellShape *ca = &self->cells[c];
      for (guint i = 0; i < ca->n_parts; i++)
        {
          g_clear_pointer (&ca->parts[i].area, cairo_path_destroy);
          g_clear_pointer (&ca->parts[i].line, cairo_path_destroy);
          g_clear_pointer (&ca->parts[i].walls, cairo_path_destroy);
        }
      g_free (ca->parts);
      g_free (ca->part_of);
      g_clear_pointer (&ca->ground, cairo_path_destroy);
      g_array_unref (ca->bridges);
      g_array_unref (ca->gates);
      g_array_unref (ca->junctions);
      g_array_unref (ca->shields);
    }
  g_free (self);
}

/* ---- reading the shapes ------------------------------------------------------------- */

const MlTileDef *
ml_tile_geometry_tile (const MlTileGeometry *self)
{
  return self->tile;
}

const MlCellShape *
ml_tile_geometry_cell (const MlTileGeometry *self, guint cell)
{
  g_return_val_if_fail (cell < self->tile->n_cells, NULL);
  return &self->cells[cell];
}

const MlShapePart *
ml_tile_geometry_part (const MlTileGeometry *self, guint cell, guint feature)
{
  if (cell >= self->tile->n_cells || feature >= self->tile->n_features)
    return NULL;
  const MlCellShape *ca = &self->cells[cell];
  guint8 i = ca->part_of[feature];
  return i == LABEL_NONE ? NULL : &ca->parts[i];
}

/* ---- hit tests ---------------------------------------------------------------------- */

gboolean
ml_tile_geometry_hit (const MlTileGeometry *self, guint cell, double u, double v, guint *feature)
{
  g_return_val_if_fail (cell < self->tile->n_cells, FALSE);
  const MlCellShape *ca = &self->cells[cell];
  if (ca->n_parts == 0)
    return FALSE;
  int x = CLAMP ((int) floor (u * ML_SHAPE_MAP), 0, ML_SHAPE_MAP - 1), y = CLAMP ((int) floor (v * ML_SHAPE_MAP), 0, ML_SHAPE_MAP - 1);
  if (ca->owner[y * ML_SHAPE_MAP + x] == LABEL_GROUND)
    return FALSE;
  cairo_t *cr = scratch_context ();
  static const MlFeatureKind order[] = { ML_FEATURE_MONASTERY, ML_FEATURE_ROAD, ML_FEATURE_WATER, ML_FEATURE_CITY };
  gboolean hit = FALSE;
  for (guint o = 0; o < G_N_ELEMENTS (order) && !hit; o++)
    for (guint i = 0; i < ca->n_parts && !hit; i++)
      {
        const MlShapePart *part = &ca->parts[i];
        if (part->kind != order[o])
          continue;
        if (part->area)
          {
            cairo_new_path (cr);
            cairo_append_path (cr, part->area);
            hit = cairo_in_fill (cr, u, v);
          }
        if (!hit && part->line)
          {
            cairo_new_path (cr);
            cairo_append_path (cr, part->line);
            cairo_set_line_width (cr, part->width + HIT_SLACK);
            hit = cairo_in_stroke (cr, u, v);
          }
        if (hit)
          *feature = part->feature;
      }
  cairo_destroy (cr);
  if (hit)
    return TRUE;
  guint8 label = ca->fields[y * ML_SHAPE_MAP + x];
  if (label == LABEL_NONE)
    label = ca->owner[y * ML_SHAPE_MAP + x];
  if (label >= LABEL_BLOCK)
    label = (guint8) ca->parts[0].feature;
  *feature = label;
  return TRUE;
}

MlPoint
ml_tile_geometry_anchor (const MlTileGeometry *self, guint cell, guint feature)
{
  const MlShapePart *part = ml_tile_geometry_part (self, cell, feature);
  return part ? part->anchor : pt (0.5, 0.5);
}

