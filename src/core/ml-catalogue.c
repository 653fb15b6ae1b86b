/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-catalogue.h"
#include "ml-expansion-list.h"
#include "ml-feature-flags.h"
#include "ml-expansions.h"
#include "ml-expansion-modules.h"
#include "ml-json.h"

#include <gio/gio.h>
#include "ml-tile-resources.h"
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

struct _MlCatalogue {
  GPtrArray *tiles;        /* MlTileDef*, owned */
  GPtrArray *sets;         /* MlTileSet*, owned */
  GHashTable *by_id;       /* id -> MlTileDef* */
};

/* The kinds' names in the tile data; the water's is the expansion's that brings it
 * (ml_water_kind_name, in the expansions' list). */
static const char *const edge_names[ML_N_EDGE_KINDS] = { "field", "road", "city", NULL, "inner" };
static const char *const feature_names[ML_N_FEATURE_KINDS] = { "road", "city", "field", "monastery", NULL };

static const char *
edge_name (guint kind)
{
  return kind == ML_EDGE_WATER ? ml_water_kind_name : edge_names[kind];
}

static const char *
feature_name (guint kind)
{
  return kind == ML_FEATURE_WATER ? ml_water_kind_name : feature_names[kind];
}

const char *
ml_edge_kind_name (MlEdgeKind kind)
{
  return kind < ML_N_EDGE_KINDS ? edge_name (kind) : "?";
}

const char *
ml_feature_kind_name (MlFeatureKind kind)
{
  return kind < ML_N_FEATURE_KINDS ? feature_name (kind) : "?";
}

static void
tile_def_free (gpointer data)
{
  MlTileDef *tile = data;
  for (guint i = 0; i < tile->n_features; i++)
    {
      g_free (tile->features[i].name);
      g_free (tile->features[i].locs);
      g_free (tile->features[i].cities);
    }
  g_free (tile->features);
  g_free (tile->id);
  g_free (tile->name);
  g_free (tile->set);
  g_free (tile->group);
  g_free (tile);
}

static void
tile_set_free (gpointer data)
{
  MlTileSet *set = data;
  g_free (set->id);
  g_free (set->name);
  g_free (set->about);
  g_ptr_array_unref (set->tiles);
  g_strfreev (set->replaces);
  g_free (set);
}

void
ml_catalogue_free (MlCatalogue *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->by_id);
  g_ptr_array_unref (self->sets);
  g_ptr_array_unref (self->tiles);
  g_free (self);
}

/* ---- reading one set file -------------------------------------------------------- */

typedef struct {
  const char *file;
  const char *tile;
  GError **error;
} Reader;

G_GNUC_PRINTF (2, 3) static gboolean
fail (Reader *r, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (r->error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: tile %s: %s",
               r->file, r->tile ? r->tile : "?", msg);
  return FALSE;
}

static gboolean
parse_edge (const char *text, MlEdgeKind *kind)
{
  for (int i = 0; i < ML_N_EDGE_KINDS; i++)
    if (g_strcmp0 (text, edge_name (i)) == 0)
      {
        *kind = (MlEdgeKind) i;
        return TRUE;
      }
  return FALSE;
}

static gboolean
parse_edges (Reader *r, JsonArray *edges, MlCellDef *cell)
{
  if (edges == NULL || json_array_get_length (edges) != 4)
    return fail (r, "\"edges\" must list four edges, N E S W");
  for (guint s = 0; s < 4; s++)
    if (!parse_edge (json_array_get_string_element (edges, s), &cell->edges[s]))
      return fail (r, "edge %u is not one of field, road, city, %s, inner", s, ml_water_kind_name);
  return TRUE;
}

/* "N" on the only cell, or "dx,dy:N" on a cell of a larger piece. */
static gboolean
parse_loc_ref (Reader *r, MlTileDef *tile, const char *text, MlLocRef *ref)
{
  int dx = 0, dy = 0, n = 0;
  const char *code = text;
  const char *colon = strchr (text, ':');
  if (colon != NULL)
    {
      if (sscanf (text, "%d,%d:%n", &dx, &dy, &n) != 2 || text + n != colon + 1)
        return fail (r, "bad location \"%s\"", text);
      code = colon + 1;
    }
  MlLoc loc;
  if (!ml_loc_parse (code, &loc))
    return fail (r, "bad location code \"%s\"", text);
  for (guint c = 0; c < tile->n_cells; c++)
    if (tile->cells[c].dx == dx && tile->cells[c].dy == dy)
      {
        ref->cell = (guint8) c;
        ref->loc = (guint8) loc;
        return TRUE;
      }
  return fail (r, "location \"%s\" is on no cell of the piece", text);
}

gboolean
ml_feature_kind_parse (const char *text, MlFeatureKind *kind)
{
  for (int i = 0; i < ML_N_FEATURE_KINDS; i++)
    if (g_strcmp0 (text, feature_name (i)) == 0)
      {
        *kind = (MlFeatureKind) i;
        return TRUE;
      }
  return FALSE;
}

/* The declared flags a feature carries: a boolean member set to true, or a string member
 * whose value one declaration of that name gives. A string member with a value no
 * declaration gives is refused, with the values that are. */
static gboolean
parse_flags (Reader *r, JsonObject *obj, MlFeatureDef *f)
{
  guint n_flags;
  const MlFeatureFlagDecl *flags = ml_feature_flags (&n_flags);
  for (guint i = 0; i < n_flags; i++)
    {
      const MlFeatureFlagDecl *d = &flags[i];
      JsonNode *node = json_object_get_member (obj, d->name);
      if (node == NULL || JSON_NODE_HOLDS_NULL (node))
        continue;
      gboolean set;
      if (d->value == NULL)
        set = json_object_get_boolean_member_with_default (obj, d->name, FALSE);
      else
        {
          const char *value = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
                            ? json_node_get_string (node) : NULL;
          if (value == NULL || ml_feature_flag_value_bit (d->name, value) == 0)
            {
              g_autoptr (GString) known = g_string_new (NULL);
              for (guint k = 0; k < n_flags; k++)
                if (flags[k].value != NULL && g_strcmp0 (flags[k].name, d->name) == 0)
                  g_string_append_printf (known, "%s\"%s\"", known->len ? ", " : "", flags[k].value);
              if (value == NULL)
                return fail (r, "feature \"%s\": \"%s\" must be a string, one of %s", f->name, d->name, known->str);
              return fail (r, "feature \"%s\": unknown %s \"%s\" (known: %s)", f->name, d->name, value, known->str);
            }
          set = g_strcmp0 (value, d->value) == 0;
        }
      if (!set)
        continue;
      if (f->kind != d->kind)
        {
          if (d->value != NULL)
            return fail (r, "feature \"%s\" has %s \"%s\", which only a %s can have", f->name, d->name,
                         d->value, feature_name (d->kind));
          return fail (r, "feature \"%s\" is \"%s\", which only a %s can be", f->name, d->name,
                       feature_name (d->kind));
        }
      f->flags |= d->bit;
    }
  return TRUE;
}

static gboolean
parse_feature (Reader *r, MlTileDef *tile, guint index, JsonObject *obj)
{
  MlFeatureDef *f = &tile->features[index];
  if (!ml_feature_kind_parse (json_object_get_string_member_with_default (obj, "kind", NULL), &f->kind))
    return fail (r, "feature %u has no valid \"kind\"", index);
  f->name = g_strdup (json_object_get_string_member_with_default (obj, "name", NULL));
  if (f->name == NULL || *f->name == '\0')
    return fail (r, "feature %u has no \"name\"", index);
  for (guint i = 0; i < index; i++)
    if (g_strcmp0 (tile->features[i].name, f->name) == 0)
      return fail (r, "two features are named \"%s\"", f->name);
  f->shields = (guint) json_object_get_int_member_with_default (obj, "shields", 0);
  if (!parse_flags (r, obj, f))
    return FALSE;

  JsonArray *at = json_object_has_member (obj, "at") ? json_object_get_array_member (obj, "at") : NULL;
  if (at == NULL || json_array_get_length (at) == 0)
    return fail (r, "feature \"%s\" has no \"at\" list", f->name);
  f->n_locs = json_array_get_length (at);
  f->locs = g_new0 (MlLocRef, f->n_locs);
  for (guint i = 0; i < f->n_locs; i++)
    {
      if (!parse_loc_ref (r, tile, json_array_get_string_element (at, i), &f->locs[i]))
        return FALSE;
      for (guint k = 0; k < i; k++)
        if (f->locs[k].cell == f->locs[i].cell && f->locs[k].loc == f->locs[i].loc)
          return fail (r, "feature \"%s\" lists %s twice", f->name, json_array_get_string_element (at, i));
    }
  return TRUE;
}

/* Second pass, once every feature has its name: field -> city adjacency. */
static gboolean
parse_field_cities (Reader *r, MlTileDef *tile, guint index, JsonObject *obj)
{
  MlFeatureDef *f = &tile->features[index];
  if (!json_object_has_member (obj, "cities"))
    return TRUE;
  if (f->kind != ML_FEATURE_FIELD)
    return fail (r, "\"%s\" lists cities but is no field", f->name);
  JsonArray *cities = json_object_get_array_member (obj, "cities");
  f->n_cities = cities ? json_array_get_length (cities) : 0;
  f->cities = g_new0 (guint8, f->n_cities);
  for (guint i = 0; i < f->n_cities; i++)
    {
      const char *name = json_array_get_string_element (cities, i);
      guint j;
      for (j = 0; j < tile->n_features; j++)
        if (g_strcmp0 (tile->features[j].name, name) == 0 && tile->features[j].kind == ML_FEATURE_CITY)
          break;
      if (j == tile->n_features)
        return fail (r, "field \"%s\" borders \"%s\", which is no city of the tile", f->name, name);
      f->cities[i] = (guint8) j;
      tile->features[j].walled = TRUE;
    }
  return TRUE;
}

static gboolean
claim (Reader *r, MlCellDef *cell, MlLoc loc, guint8 feature, const MlTileDef *tile)
{
  if (cell->feature_at[loc] != ML_NO_FEATURE && cell->feature_at[loc] != feature)
    return fail (r, "%s is claimed by both \"%s\" and \"%s\"", ml_loc_name (loc),
                 tile->features[cell->feature_at[loc]].name, tile->features[feature].name);
  cell->feature_at[loc] = feature;
  return TRUE;
}

static gboolean
side_is_inner (const MlTileDef *tile, const MlCellDef *cell, int side)
{
  for (guint c = 0; c < tile->n_cells; c++)
    if (tile->cells[c].dx == cell->dx + ml_side_dx[side] && tile->cells[c].dy == cell->dy + ml_side_dy[side])
      return TRUE;
  return FALSE;
}

/* Fills the location map of every cell and checks it against the edges: a city edge belongs
 * whole to one city, a road or river edge has its own feature at the midpoint, and the
 * midpoint of a field edge names the field of its halves. */
static gboolean
build_location_map (Reader *r, MlTileDef *tile)
{
  for (guint c = 0; c < tile->n_cells; c++)
    memset (tile->cells[c].feature_at, ML_NO_FEATURE, ML_N_LOCS);

  for (guint i = 0; i < tile->n_features; i++)
    {
      MlFeatureDef *f = &tile->features[i];
      for (guint k = 0; k < f->n_locs; k++)
        {
          MlCellDef *cell = &tile->cells[f->locs[k].cell];
          MlLoc loc = f->locs[k].loc;
          if (!claim (r, cell, loc, (guint8) i, tile))
            return FALSE;
          if (f->kind == ML_FEATURE_CITY && ml_loc_is_midpoint (loc))
            if (!claim (r, cell, loc - 1, (guint8) i, tile) || !claim (r, cell, loc + 1, (guint8) i, tile))
              return FALSE;
        }
    }

  for (guint c = 0; c < tile->n_cells; c++)
    {
      MlCellDef *cell = &tile->cells[c];
      for (int s = 0; s < 4; s++)
        {
          MlLoc mid = (MlLoc) (s * 3 + 1);
          guint8 left = cell->feature_at[mid - 1], right = cell->feature_at[mid + 1];
          if (side_is_inner (tile, cell, s))
            {
              cell->edges[s] = ML_EDGE_INNER;
              continue;
            }
          if (cell->edges[s] == ML_EDGE_INNER)
            return fail (r, "edge %s of a cell is marked inner but faces outside", ml_loc_name (mid));
          if (cell->edges[s] == ML_EDGE_FIELD && cell->feature_at[mid] == ML_NO_FEATURE && left == right)
            cell->feature_at[mid] = left;

          guint8 at_mid = cell->feature_at[mid];
          MlFeatureKind want = cell->edges[s] == ML_EDGE_CITY ? ML_FEATURE_CITY
                             : cell->edges[s] == ML_EDGE_ROAD ? ML_FEATURE_ROAD
                             : cell->edges[s] == ML_EDGE_WATER ? ML_FEATURE_WATER
                             : ML_FEATURE_FIELD;
          if (at_mid != ML_NO_FEATURE && tile->features[at_mid].kind != want)
            return fail (r, "edge %s is a %s edge but %s holds \"%s\"", ml_loc_name (mid),
                         edge_name (cell->edges[s]), ml_loc_name (mid), tile->features[at_mid].name);
          if (want != ML_FEATURE_FIELD && at_mid == ML_NO_FEATURE)
            return fail (r, "%s edge %s has no %s feature", edge_name (cell->edges[s]),
                         ml_loc_name (mid), feature_name (want));
          if (want != ML_FEATURE_CITY)
            for (int h = -1; h <= 1; h += 2)
              {
                guint8 half = cell->feature_at[mid + h];
                if (half == ML_NO_FEATURE || tile->features[half].kind != ML_FEATURE_FIELD)
                  return fail (r, "half-edge %s of a %s edge lies in no field", ml_loc_name (mid + h),
                               edge_name (cell->edges[s]));
              }
        }
    }
  return TRUE;
}

static void
compute_feature_counts (MlTileDef *tile)
{
  memset (tile->monastery, ML_NO_FEATURE, sizeof tile->monastery);
  for (guint i = 0; i < tile->n_features; i++)
    {
      MlFeatureDef *f = &tile->features[i];
      guint seen = 0;
      for (guint k = 0; k < f->n_locs; k++)
        {
          seen |= 1u << f->locs[k].cell;
          if (ml_loc_is_midpoint (f->locs[k].loc) && f->kind != ML_FEATURE_FIELD
              && tile->cells[f->locs[k].cell].edges[ml_loc_side (f->locs[k].loc)] != ML_EDGE_INNER)
            f->n_open++;
        }
      f->n_cells = 0;
      for (guint c = 0; c < ML_MAX_CELLS; c++)
        f->n_cells += (seen >> c) & 1;
      if (f->kind == ML_FEATURE_WATER)
        tile->has_water = TRUE;
      if ((f->kind == ML_FEATURE_ROAD || f->kind == ML_FEATURE_CITY) && f->n_open == 0)
        tile->closed_alone = TRUE;
      if (f->kind == ML_FEATURE_MONASTERY)
        tile->monastery[f->locs[0].cell] = (guint8) i;
    }
}

static void
compute_rotations (MlTileDef *tile)
{
  for (int rot = 0; rot < 4; rot++)
    for (guint c = 0; c < tile->n_cells; c++)
      {
        const MlCellDef *cell = &tile->cells[c];
        MlRotatedCell *out = &tile->rotated[rot][c];
        ml_offset_rotate (cell->dx, cell->dy, rot, &out->dx, &out->dy);
        out->edge_code = 0;
        out->outer_mask = 0;
        for (int s = 0; s < 4; s++)
          {
            int bs = (s + rot) % 4;
            out->edge_code |= (guint16) (cell->edges[s] << (4 * bs));
            if (cell->edges[s] != ML_EDGE_INNER)
              out->outer_mask |= (guint16) (0xf << (4 * bs));
          }
        for (int l = 0; l < ML_N_LOCS; l++)
          out->feature_at[ml_loc_rotate ((MlLoc) l, rot)] = cell->feature_at[l];
        if (c == 0)
          tile->rotation_codes |= (guint64) out->edge_code << (16 * rot);
        for (int s = 0; s < 4; s++)
          {
            const guint8 *f = &out->feature_at[s * 3];
            gboolean whole = f[0] != ML_NO_FEATURE && f[1] != ML_NO_FEATURE && f[2] != ML_NO_FEATURE;
            out->joins[s] = (guint8) (1 | (f[1] != f[0]) << 1 | (f[2] != f[1]) << 2
                                      | 1 << 3 | (f[1] != f[2]) << 4 | (f[0] != f[1]) << 5
                                      | (whole ? ML_JOINS_WHOLE : 0));
          }
      }
}

static gboolean
parse_cells (Reader *r, MlTileDef *tile, JsonObject *obj)
{
  if (!json_object_has_member (obj, "cells"))
    {
      tile->n_cells = 1;
      JsonNode *edges = ml_json_member (obj, "edges");
      return parse_edges (r, edges && JSON_NODE_HOLDS_ARRAY (edges) ? json_node_get_array (edges) : NULL,
                          &tile->cells[0]);
    }
  JsonArray *cells = json_object_get_array_member (obj, "cells");
  tile->n_cells = cells ? json_array_get_length (cells) : 0;
  if (tile->n_cells == 0 || tile->n_cells > ML_MAX_CELLS)
    return fail (r, "a piece has 1 to %d cells", ML_MAX_CELLS);
  for (guint c = 0; c < tile->n_cells; c++)
    {
      JsonObject *cell = json_array_get_object_element (cells, c);
      MlCellDef *def = &tile->cells[c];
      def->dx = (int) json_object_get_int_member_with_default (cell, "x", 0);
      def->dy = (int) json_object_get_int_member_with_default (cell, "y", 0);
      if (ABS (def->dx) > ML_MAX_CELLS || ABS (def->dy) > ML_MAX_CELLS)
        return fail (r, "cell %u lies too far from the anchor", c);
      for (guint d = 0; d < c; d++)
        if (tile->cells[d].dx == def->dx && tile->cells[d].dy == def->dy)
          return fail (r, "cells %u and %u overlap", d, c);
      JsonNode *edges = ml_json_member (cell, "edges");
      if (!parse_edges (r, edges && JSON_NODE_HOLDS_ARRAY (edges) ? json_node_get_array (edges) : NULL, def))
        return FALSE;
    }
  if (tile->cells[0].dx != 0 || tile->cells[0].dy != 0)
    return fail (r, "the first cell is the anchor and lies at 0,0");
  return TRUE;
}

/* The members of the tile that an expansion's pieces have, which its module reads. */
static gboolean
parse_module_members (Reader *r, MlTileDef *tile, JsonObject *obj)
{
  g_autofree char *why = NULL;
  if (ml_expansion_modules_tile_members (tile, obj, &why))
    return TRUE;
  return fail (r, "%s", why ? why : "?");
}

static MlTileDef *
parse_tile (Reader *r, const char *set, JsonObject *obj)
{
  g_autoptr (GPtrArray) guard = g_ptr_array_new_with_free_func (tile_def_free);
  MlTileDef *tile = g_new0 (MlTileDef, 1);
  g_ptr_array_add (guard, tile);

  tile->id = g_strdup (json_object_get_string_member_with_default (obj, "id", NULL));
  r->tile = tile->id;
  if (tile->id == NULL)
    {
      fail (r, "a tile has no \"id\"");
      return NULL;
    }
  tile->name = g_strdup (g_dpgettext2 (GETTEXT_PACKAGE, "tile", json_object_get_string_member_with_default (obj, "name", tile->id)));
  tile->set = g_strdup (set);
  tile->group = g_strdup (json_object_get_string_member_with_default (obj, "group", NULL));
  tile->count = (guint) json_object_get_int_member_with_default (obj, "count", 1);
  tile->start = json_object_get_boolean_member_with_default (obj, "start", FALSE);
  if (!parse_cells (r, tile, obj))
    return NULL;

  JsonArray *features = json_object_has_member (obj, "features")
                        ? json_object_get_array_member (obj, "features") : NULL;
  tile->n_features = features ? json_array_get_length (features) : 0;
  if (tile->n_features == 0 || tile->n_features >= ML_NO_FEATURE)
    {
      fail (r, "a tile needs 1 to 254 features");
      return NULL;
    }
  tile->features = g_new0 (MlFeatureDef, tile->n_features);
  for (guint i = 0; i < tile->n_features; i++)
    if (!parse_feature (r, tile, i, json_array_get_object_element (features, i)))
      return NULL;
  for (guint i = 0; i < tile->n_features; i++)
    if (!parse_field_cities (r, tile, i, json_array_get_object_element (features, i)))
      return NULL;
  if (!build_location_map (r, tile))
    return NULL;
  compute_feature_counts (tile);
  compute_rotations (tile);
  if (!parse_module_members (r, tile, obj))
    return NULL;
  return g_ptr_array_steal_index (guard, 0);
}

static gboolean
parse_set (MlCatalogue *self, const char *file, GBytes *data, GError **error)
{
  Reader r = { file, NULL, error };
  /* The built-in sets are ours, but a test or a future user set may not be: the same strict
   * reader as scenarios, with room for any catalogue. */
  static const MlJsonLimits limits = { 32, G_MAXUINT, G_MAXUINT, 18 };
  g_autoptr (JsonNode) root = ml_json_parse (g_bytes_get_data (data, NULL), g_bytes_get_size (data), file, &limits, error);
  if (root == NULL)
    return FALSE;
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return fail (&r, "the file is no JSON object");
  JsonObject *obj = json_node_get_object (root);
  JsonNode *tiles_node = ml_json_member (obj, "tiles");
  if (tiles_node == NULL || !JSON_NODE_HOLDS_ARRAY (tiles_node))
    return fail (&r, "the file has no \"tiles\" list");

  MlTileSet *set = g_new0 (MlTileSet, 1);
  set->id = g_strdup (json_object_get_string_member_with_default (obj, "set", file));
  set->name = g_strdup (g_dpgettext2 (GETTEXT_PACKAGE, "tile set", json_object_get_string_member_with_default (obj, "name", set->id)));
  set->about = g_strdup (json_object_get_string_member_with_default (obj, "about", ""));
  set->tiles = g_ptr_array_new ();
  g_ptr_array_add (self->sets, set);
  if (json_object_has_member (obj, "replaces"))
    {
      JsonArray *rep = json_object_get_array_member (obj, "replaces");
      guint n = rep ? json_array_get_length (rep) : 0;
      set->replaces = g_new0 (char *, n + 1);
      for (guint i = 0; i < n; i++)
        set->replaces[i] = g_strdup (json_array_get_string_element (rep, i));
    }

  JsonArray *tiles = json_node_get_array (tiles_node);
  for (guint i = 0; i < json_array_get_length (tiles); i++)
    {
      JsonNode *node = json_array_get_element (tiles, i);
      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (&r, "tiles[%u] is no object", i);
      MlTileDef *tile = parse_tile (&r, set->id, json_node_get_object (node));
      if (tile == NULL)
        return FALSE;
      if (g_hash_table_contains (self->by_id, tile->id))
        {
          fail (&r, "the id is used twice");
          tile_def_free (tile);
          return FALSE;
        }
      tile->index = self->tiles->len;
      g_ptr_array_add (self->tiles, tile);
      g_ptr_array_add (set->tiles, tile);
      g_hash_table_insert (self->by_id, tile->id, tile);
    }
  return TRUE;
}

MlCatalogue *
ml_catalogue_new_from_data (const char *const *names, GBytes *const *datas, guint n_files, GError **error)
{
  MlCatalogue *self = g_new0 (MlCatalogue, 1);
  self->tiles = g_ptr_array_new_with_free_func (tile_def_free);
  self->sets = g_ptr_array_new_with_free_func (tile_set_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < n_files; i++)
    if (!parse_set (self, names[i], datas[i], error))
      {
        ml_catalogue_free (self);
        return NULL;
      }
  return self;
}

/* The set files, in the order the catalogue lists them: the base game's, then the sets of
 * the expansions in the table's order. */
static GPtrArray *
builtin_sets (void)
{
  GPtrArray *names = g_ptr_array_new ();
  g_ptr_array_add (names, (gpointer) ML_EXPANSIONS_BASE_SET);
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  for (guint i = 0; i < n_rows; i++)
    for (guint k = 0; rows[i].sets[k]; k++)
      if (!g_ptr_array_find_with_equal_func (names, rows[i].sets[k], g_str_equal, NULL))
        g_ptr_array_add (names, (gpointer) rows[i].sets[k]);
  return names;
}

const MlCatalogue *
ml_catalogue_get_default (void)
{
  static MlCatalogue *catalogue;
  if (g_once_init_enter (&catalogue))
    {
      g_autoptr (GPtrArray) names = builtin_sets ();
      g_autoptr (GPtrArray) datas = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
      g_autoptr (GError) error = NULL;
      for (guint i = 0; i < names->len; i++)
        {
          g_autofree char *path = g_strdup_printf ("/io/github/meeplelab/MeepleLab/tiles/%s.json",
                                                   (const char *) names->pdata[i]);
          GBytes *data = g_resource_lookup_data (ml_tiles_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
          if (data == NULL)
            g_error ("built-in tile data missing: %s", error->message);
          g_ptr_array_add (datas, data);
        }
      MlCatalogue *loaded = ml_catalogue_new_from_data ((const char *const *) names->pdata,
                                                        (GBytes *const *) datas->pdata, names->len, &error);
      if (loaded == NULL)
        g_error ("built-in tile data broken: %s", error->message);
      g_once_init_leave (&catalogue, loaded);
    }
  return catalogue;
}

const MlTileDef *
ml_catalogue_lookup (const MlCatalogue *self, const char *id)
{
  return id ? g_hash_table_lookup (self->by_id, id) : NULL;
}

guint
ml_catalogue_n_tiles (const MlCatalogue *self)
{
  return self->tiles->len;
}

const MlTileDef *
ml_catalogue_nth (const MlCatalogue *self, guint i)
{
  return i < self->tiles->len ? g_ptr_array_index (self->tiles, i) : NULL;
}

guint
ml_catalogue_n_sets (const MlCatalogue *self)
{
  return self->sets->len;
}

const MlTileSet *
ml_catalogue_nth_set (const MlCatalogue *self, guint i)
{
  return i < self->sets->len ? g_ptr_array_index (self->sets, i) : NULL;
}

const MlTileSet *
ml_catalogue_find_set (const MlCatalogue *self, const char *id)
{
  for (guint i = 0; i < self->sets->len; i++)
    {
      const MlTileSet *set = g_ptr_array_index (self->sets, i);
      if (g_strcmp0 (set->id, id) == 0)
        return set;
    }
  return NULL;
}

guint8
ml_tile_feature_at (const MlTileDef *tile, int rot, guint cell, const char *at)
{
  MlLoc loc;
  if (cell >= tile->n_cells || at == NULL)
    return ML_NO_FEATURE;
  if (ml_loc_parse (at, &loc))
    return tile->rotated[rot][cell].feature_at[loc];
  for (guint i = 0; i < tile->n_features; i++)
    if (g_strcmp0 (tile->features[i].name, at) == 0)
      /* A named feature must touch the square that was given. */
      return ml_tile_feature_on_cell (tile, i, cell) ? (guint8) i : ML_NO_FEATURE;
  return ML_NO_FEATURE;
}

gboolean
ml_tile_feature_on_cell (const MlTileDef *tile, guint feature, guint cell)
{
  if (feature >= tile->n_features || cell >= tile->n_cells)
    return FALSE;
  for (guint k = 0; k < tile->features[feature].n_locs; k++)
    if (tile->features[feature].locs[k].cell == cell)
      return TRUE;
  return FALSE;
}

gboolean
ml_tile_cell_on_water (const MlTileDef *tile, guint cell)
{
  for (guint f = 0; tile->has_water && f < tile->n_features; f++)
    if (tile->features[f].kind == ML_FEATURE_WATER && ml_tile_feature_on_cell (tile, f, cell))
      return TRUE;
  return FALSE;
}

int
ml_tile_cell_at (const MlTileDef *tile, int rot, int dx, int dy)
{
  for (guint c = 0; c < tile->n_cells; c++)
    if (tile->rotated[rot][c].dx == dx && tile->rotated[rot][c].dy == dy)
      return (int) c;
  return -1;
}
