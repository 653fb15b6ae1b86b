/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The built-in tile catalogue against docs/rules.md, the consistency of its rotation tables,
 * and the loader's refusal of broken set files. */
#include "config.h"
#include "test-util.h"
#include "river/ml-river-flags.h"
#include "river/ml-river-flags.h"
#include "abbeys/ml-abbeys-flags.h"
#include "traders-builders/ml-traders-builders-flags.h"

#include <string.h>

static const MlCatalogue *
cat (void)
{
  return ml_catalogue_get_default ();
}

static MlEdgeKind
edge_of_char (char c)
{
  switch (c)
    {
    case 'F': return ML_EDGE_FIELD;
    case 'R': return ML_EDGE_ROAD;
    case 'C': return ML_EDGE_CITY;
    case 'W': return ML_EDGE_WATER;
    default: g_assert_not_reached ();
    }
}

static void
assert_edges (const MlTileDef *tile, const char *edges)
{
  g_assert_cmpuint (tile->n_cells, ==, 1);
  for (int s = 0; s < 4; s++)
    if (tile->cells[0].edges[s] != edge_of_char (edges[s]))
      g_error ("tile %s: edge %d is %s, rules.md says %c", tile->id, s,
               ml_edge_kind_name (tile->cells[0].edges[s]), edges[s]);
}

static guint
tile_shields (const MlTileDef *tile)
{
  guint n = 0;
  for (guint f = 0; f < tile->n_features; f++)
    n += tile->features[f].shields;
  return n;
}

static guint
count_kind (const MlTileDef *tile, MlFeatureKind kind)
{
  guint n = 0;
  for (guint f = 0; f < tile->n_features; f++)
    n += tile->features[f].kind == kind;
  return n;
}

/* rules.md §2.1: id, count, edges N E S W, shields, cities, roads, fields. */
static const struct {
  const char *id;
  guint count;
  const char *edges;
  guint shields, cities, roads, fields;
} base_table[] = {
  { "A", 2, "FFRF", 0, 0, 1, 1 },
  { "B", 4, "FFFF", 0, 0, 0, 1 },
  { "C", 1, "CCCC", 1, 1, 0, 0 },
  { "D", 4, "CRFR", 0, 1, 1, 2 },
  { "E", 5, "CFFF", 0, 1, 0, 1 },
  { "F", 2, "FCFC", 1, 1, 0, 2 },
  { "G", 1, "FCFC", 0, 1, 0, 2 },
  { "H", 3, "CFCF", 0, 2, 0, 1 },
  { "I", 2, "CFFC", 0, 2, 0, 1 },
  { "J", 3, "CRRF", 0, 1, 1, 2 },
  { "K", 3, "CFRR", 0, 1, 1, 2 },
  { "L", 3, "CRRR", 0, 1, 3, 3 },
  { "M", 2, "CCFF", 1, 1, 0, 1 },
  { "N", 3, "CCFF", 0, 1, 0, 1 },
  { "O", 2, "CRRC", 1, 1, 1, 2 },
  { "P", 3, "CRRC", 0, 1, 1, 2 },
  { "Q", 1, "CCFC", 1, 1, 0, 1 },
  { "R", 3, "CCFC", 0, 1, 0, 1 },
  { "S", 2, "CCRC", 1, 1, 1, 2 },
  { "T", 1, "CCRC", 0, 1, 1, 2 },
  { "U", 8, "RFRF", 0, 0, 1, 2 },
  { "V", 9, "FFRR", 0, 0, 1, 2 },
  { "W", 4, "FRRR", 0, 0, 3, 3 },
  { "X", 1, "RRRR", 0, 0, 4, 4 },
};

static void
test_base (void)
{
  const MlTileSet *base = ml_catalogue_find_set (cat (), "base");
  g_assert_nonnull (base);
  g_assert_cmpuint (base->tiles->len, ==, G_N_ELEMENTS (base_table));
  guint total = 0, shields = 0, starts = 0;
  for (guint i = 0; i < base->tiles->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (base->tiles, i);
      g_assert_cmpstr (tile->set, ==, "base");
      total += tile->count;
      shields += tile->count * tile_shields (tile);
      if (tile->start)
        {
          starts++;
          g_assert_cmpstr (tile->id, ==, "D");
        }
      g_assert_false (tile->has_water);
    }
  g_assert_cmpuint (total, ==, 72);
  g_assert_cmpuint (shields, ==, 10);
  g_assert_cmpuint (starts, ==, 1);

  for (guint i = 0; i < G_N_ELEMENTS (base_table); i++)
    {
      const MlTileDef *tile = ml_catalogue_lookup (cat (), base_table[i].id);
      g_assert_nonnull (tile);
      g_assert_cmpuint (tile->count, ==, base_table[i].count);
      assert_edges (tile, base_table[i].edges);
      g_assert_cmpuint (tile_shields (tile), ==, base_table[i].shields);
      g_assert_cmpuint (count_kind (tile, ML_FEATURE_CITY), ==, base_table[i].cities);
      g_assert_cmpuint (count_kind (tile, ML_FEATURE_ROAD), ==, base_table[i].roads);
      g_assert_cmpuint (count_kind (tile, ML_FEATURE_FIELD), ==, base_table[i].fields);
      g_assert_cmpuint (count_kind (tile, ML_FEATURE_MONASTERY), ==, tile->id[0] == 'A' || tile->id[0] == 'B');
      g_assert_cmpuint (count_kind (tile, ML_FEATURE_WATER), ==, 0);
    }

  /* Every city segment that borders a field has a wall; tile C has none. */
  const MlTileDef *c = tu_tile ("C");
  g_assert_false (c->features[0].walled);
  const MlTileDef *h = tu_tile ("H");
  guint8 field = ml_tile_feature_at (h, 0, 0, "ENE");
  g_assert_cmpuint (h->features[field].n_cities, ==, 2);
  for (guint f = 0; f < h->n_features; f++)
    if (h->features[f].kind == ML_FEATURE_CITY)
      g_assert_true (h->features[f].walled);
}

/* The places along each edge where the feature changes, which the board joins by: a road
 * edge changes at each place (field, road, field), a city edge nowhere, read either way;
 * and the closed features a tile brings on its own. */
static void
test_edge_joins (void)
{
  const MlTileDef *u = tu_tile ("U"), *e = tu_tile ("E");
  for (int rot = 0; rot < 4; rot++)
    {
      /* U's road runs north–south at rotation 0, east–west at 1. */
      MlSide road = rot % 2 ? ML_SIDE_E : ML_SIDE_N, field = rot % 2 ? ML_SIDE_N : ML_SIDE_E;
      g_assert_cmpuint (u->rotated[rot][0].joins[road], ==, 0x07 | 0x38 | ML_JOINS_WHOLE);
      g_assert_cmpuint (u->rotated[rot][0].joins[field], ==, 0x01 | 0x08 | ML_JOINS_WHOLE);
    }
  /* E's city on the north at rotation 0, on the east at rotation 1. */
  g_assert_cmpuint (e->rotated[0][0].joins[ML_SIDE_N], ==, 0x01 | 0x08 | ML_JOINS_WHOLE);
  g_assert_cmpuint (e->rotated[1][0].joins[ML_SIDE_E], ==, 0x01 | 0x08 | ML_JOINS_WHOLE);
  g_assert_false (u->closed_alone);
  g_assert_false (e->closed_alone);
  /* The four rotations' edges side by side: U shows road, field, road, field at rotation
   * 0, so its rotations' codes repeat two by two. */
  for (int rot = 0; rot < 4; rot++)
    g_assert_cmpuint ((u->rotation_codes >> (16 * rot)) & 0xffff, ==, u->rotated[rot][0].edge_code);
  g_assert_cmpuint (u->rotation_codes & 0xffff, ==, (u->rotation_codes >> 32) & 0xffff);
  g_assert_cmpuint (u->rotation_codes & 0xffff, !=, (u->rotation_codes >> 16) & 0xffff);
}

static void
test_default_start (void)
{
  g_autoptr (GPtrArray) bag = g_ptr_array_new ();
  const MlTileDef *start = NULL;
  ml_play_bag (ML_EXPANSION_FARMERS, bag, &start);
  g_assert_nonnull (start);
  g_assert_cmpstr (start->id, ==, "D");
  g_assert_cmpuint (bag->len, ==, 71);
  guint d = 0;
  for (guint i = 0; i < bag->len; i++)
    d += g_ptr_array_index (bag, i) == start;
  g_assert_cmpuint (d, ==, 3);

  g_ptr_array_set_size (bag, 0);
  ml_play_bag (ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER, bag, &start);
  g_assert_cmpstr (start->id, ==, "river-spring");
  g_assert_cmpuint (bag->len, ==, 83);

  g_ptr_array_set_size (bag, 0);
  ml_play_bag (ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS, bag, &start);
  g_assert_cmpuint (bag->len, ==, 71);
  guint abbeys = 0;
  for (guint i = 0; i < bag->len; i++)
    {
      const MlTileDef *t = g_ptr_array_index (bag, i);
      g_assert_cmpstr (t->id, !=, "A");
      g_assert_cmpstr (t->id, !=, "B");
      abbeys += g_strcmp0 (t->set, "abbeys") == 0;
    }
  g_assert_cmpuint (abbeys, ==, 6);
}

/* rules.md §3. W stands for a river edge. */
static const struct {
  const char *id;
  const char *edges;
} river_table[] = {
  { "river-spring", "RRWF" }, { "river-2", "CWRW" }, { "river-3", "CWCW" }, { "river-4", "WFWF" },
  { "river-5", "CCWW" }, { "river-6", "WFWF" }, { "river-7", "WFFW" }, { "river-8", "FWRW" },
  { "river-9", "RWWR" }, { "river-10", "FWWF" }, { "river-11", "WRWR" }, { "river-lake", "WFFF" },
};

static void
test_river (void)
{
  const MlTileSet *river = ml_catalogue_find_set (cat (), "river");
  g_assert_nonnull (river);
  /* The box's twelve, then the 1st edition's spring and lake, which no game draws. */
  g_assert_cmpuint (river->tiles->len, ==, 14);
  guint springs = 0, lakes = 0, total = 0;
  for (guint i = 0; i < river->tiles->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (river->tiles, i);
      g_assert_true (tile->has_water);
      g_assert_cmpuint (count_kind (tile, ML_FEATURE_WATER), ==, 1);
      total += tile->count;
      if (tile->count == 0)
        continue;
      for (guint f = 0; f < tile->n_features; f++)
        {
          springs += ml_feature_has (&tile->features[f], ML_RIVER_FLAG_SPRING);
          lakes += ml_feature_has (&tile->features[f], ML_RIVER_FLAG_LAKE);
          if (ml_feature_has (&tile->features[f], ML_RIVER_FLAG_SPRING))
            {
              g_assert_cmpstr (tile->id, ==, "river-spring");
              g_assert_true (tile->start);
              g_assert_cmpuint (tile->features[f].n_open, ==, 1);
            }
          if (ml_feature_has (&tile->features[f], ML_RIVER_FLAG_LAKE))
            {
              g_assert_cmpstr (tile->id, ==, "river-lake");
              g_assert_cmpuint (tile->features[f].n_open, ==, 1);
            }
        }
      if (g_strcmp0 (tile->id, "river-spring") != 0)
        g_assert_false (tile->start);
    }
  g_assert_cmpuint (total, ==, 12);
  g_assert_cmpuint (springs, ==, 1);
  g_assert_cmpuint (lakes, ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (river_table); i++)
    assert_edges (tu_tile (river_table[i].id), river_table[i].edges);
  g_assert_cmpuint (count_kind (tu_tile ("river-lake"), ML_FEATURE_MONASTERY), ==, 1);
  /* The 1st edition's ends: the river and one field around it, no road, no monastery. */
  const char *const first_edition[] = { "river-spring-1e", "river-lake-1e" };
  for (guint i = 0; i < G_N_ELEMENTS (first_edition); i++)
    {
      const MlTileDef *tile = tu_tile (first_edition[i]);
      g_assert_cmpuint (tile->count, ==, 0);
      g_assert_cmpuint (tile->n_features, ==, 2);
      g_assert_cmpuint (count_kind (tile, ML_FEATURE_FIELD), ==, 1);
      g_assert_cmpuint (count_kind (tile, ML_FEATURE_ROAD), ==, 0);
      g_assert_cmpuint (count_kind (tile, ML_FEATURE_MONASTERY), ==, 0);
    }
  assert_edges (tu_tile ("river-spring-1e"), "FFWF");
  assert_edges (tu_tile ("river-lake-1e"), "WFFF");
  g_assert_true (tu_tile ("river-spring-1e")->start);
  g_assert_true (tu_tile ("river-spring-1e")->features[0].flags & ML_RIVER_FLAG_SPRING);
  g_assert_true (tu_tile ("river-lake-1e")->features[0].flags & ML_RIVER_FLAG_LAKE);
  g_assert_cmpuint (count_kind (tu_tile ("river-8"), ML_FEATURE_MONASTERY), ==, 1);
  g_assert_cmpuint (count_kind (tu_tile ("river-3"), ML_FEATURE_CITY), ==, 2);
}

static void
test_abbeys (void)
{
  const MlTileSet *abbeys = ml_catalogue_find_set (cat (), "abbeys");
  g_assert_nonnull (abbeys);
  g_assert_cmpuint (abbeys->tiles->len, ==, 12);
  g_assert_nonnull (abbeys->replaces);
  g_assert_true (g_strv_contains ((const char *const *) abbeys->replaces, "A"));
  g_assert_true (g_strv_contains ((const char *const *) abbeys->replaces, "B"));
  guint german = 0, japanese = 0, roads[2] = { 0, 0 };
  for (guint i = 0; i < abbeys->tiles->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (abbeys->tiles, i);
      g_assert_cmpuint (tile->count, ==, 1);
      g_assert_cmpuint (count_kind (tile, ML_FEATURE_MONASTERY), ==, 1);
      g_assert_cmpuint (count_kind (tile, ML_FEATURE_CITY), ==, 0);
      for (guint f = 0; f < tile->n_features; f++)
        g_assert_cmpint (ml_feature_has (&tile->features[f], ML_ABBEYS_FLAG_ABBEY), ==, tile->features[f].kind == ML_FEATURE_MONASTERY);
      gboolean is_german = g_strcmp0 (tile->group, "german") == 0;
      g_assert_true (is_german || g_strcmp0 (tile->group, "japanese") == 0);
      german += is_german;
      japanese += !is_german;
      guint n_roads = count_kind (tile, ML_FEATURE_ROAD);
      g_assert_cmpuint (n_roads, <=, 1);
      if (n_roads)
        assert_edges (tile, "FFRF");
      else
        assert_edges (tile, "FFFF");
      roads[is_german] += n_roads;
    }
  g_assert_cmpuint (german, ==, 6);
  g_assert_cmpuint (japanese, ==, 6);
  g_assert_cmpuint (roads[0], ==, 2);
  g_assert_cmpuint (roads[1], ==, 2);
  g_assert_nonnull (ml_catalogue_lookup (cat (), "abbey-andechs"));
  g_assert_cmpuint (count_kind (tu_tile ("abbey-andechs"), ML_FEATURE_ROAD), ==, 1);
  g_assert_cmpuint (count_kind (tu_tile ("abbey-lorch"), ML_FEATURE_ROAD), ==, 1);
}

static void
test_lookup (void)
{
  const MlCatalogue *c = cat ();
  /* The River with its 1st-edition ends; Inns & Cathedrals' 18 tiles are 17 faces; Traders
   * & Builders has 24 faces of one tile each. */
  g_assert_cmpuint (ml_catalogue_n_tiles (c), ==, 24 + (12 + 2) + 12 + 12 + 17 + 24);
  g_assert_cmpuint (ml_catalogue_n_sets (c), ==, 6);
  g_assert_null (ml_catalogue_lookup (c, "no-such-tile"));
  g_assert_null (ml_catalogue_lookup (c, NULL));
  g_assert_null (ml_catalogue_nth (c, ml_catalogue_n_tiles (c)));
  g_assert_null (ml_catalogue_find_set (c, "no-such-set"));
  for (guint i = 0; i < ml_catalogue_n_tiles (c); i++)
    {
      const MlTileDef *tile = ml_catalogue_nth (c, i);
      g_assert_cmpuint (tile->index, ==, i);
      g_assert_true (ml_catalogue_lookup (c, tile->id) == tile);
      g_assert_nonnull (tile->name);
      g_assert_nonnull (ml_catalogue_find_set (c, tile->set));
    }
  for (guint i = 0; i < ml_catalogue_n_sets (c); i++)
    g_assert_true (ml_catalogue_find_set (c, ml_catalogue_nth_set (c, i)->id) == ml_catalogue_nth_set (c, i));
}

/* Edge at side s of rotation r equals the edge at side (s - r) of rotation 0, and so on for
 * locations and cell offsets. */
static void
test_rotations (void)
{
  const MlCatalogue *c = cat ();
  for (guint i = 0; i < ml_catalogue_n_tiles (c); i++)
    {
      const MlTileDef *tile = ml_catalogue_nth (c, i);
      for (guint k = 0; k < tile->n_cells; k++)
        {
          const MlRotatedCell *r0 = &tile->rotated[0][k];
          g_assert_cmpint (r0->dx, ==, tile->cells[k].dx);
          g_assert_cmpint (r0->dy, ==, tile->cells[k].dy);
          for (int r = 0; r < 4; r++)
            {
              const MlRotatedCell *rc = &tile->rotated[r][k];
              for (int s = 0; s < 4; s++)
                {
                  int from = (s - r + 4) % 4;
                  guint here = (rc->edge_code >> (4 * s)) & 0xf;
                  guint there = (r0->edge_code >> (4 * from)) & 0xf;
                  if (here != there || here != tile->cells[k].edges[from])
                    g_error ("tile %s rotation %d side %d: edge %u, rotation 0 side %d: %u", tile->id, r, s,
                             here, from, there);
                  g_assert_cmpuint ((rc->outer_mask >> (4 * s)) & 0xf, ==, (r0->outer_mask >> (4 * from)) & 0xf);
                }
              for (int l = 0; l < ML_N_LOCS; l++)
                g_assert_cmpuint (rc->feature_at[ml_loc_rotate ((MlLoc) l, r)], ==, r0->feature_at[l]);
              g_assert_cmpuint (rc->feature_at[ML_LOC_C], ==, r0->feature_at[ML_LOC_C]);
              int rx, ry;
              ml_offset_rotate (r0->dx, r0->dy, r, &rx, &ry);
              g_assert_cmpint (rc->dx, ==, rx);
              g_assert_cmpint (rc->dy, ==, ry);
              if (tile->n_cells == 1)
                g_assert_cmpuint (rc->outer_mask, ==, 0xffff);
              /* ml_tile_feature_at by code reads the rotated map. */
              g_assert_cmpuint (ml_tile_feature_at (tile, r, k, "N"), ==, rc->feature_at[ML_LOC_N]);
              g_assert_cmpint (ml_tile_cell_at (tile, r, rc->dx, rc->dy), ==, (int) k);
            }
        }
    }
  /* A concrete case: D at 90° has its city on the east and its road N–S. */
  const MlTileDef *d = tu_tile ("D");
  g_assert_cmpuint ((d->rotated[1][0].edge_code >> (4 * ML_SIDE_E)) & 0xf, ==, ML_EDGE_CITY);
  g_assert_cmpuint ((d->rotated[1][0].edge_code >> (4 * ML_SIDE_N)) & 0xf, ==, ML_EDGE_ROAD);
  g_assert_cmpuint ((d->rotated[1][0].edge_code >> (4 * ML_SIDE_W)) & 0xf, ==, ML_EDGE_FIELD);
  g_assert_cmpuint (ml_tile_feature_at (d, 1, 0, "E"), ==, ml_tile_feature_at (d, 0, 0, "N"));
  g_assert_cmpuint (ml_tile_feature_at (d, 3, 0, "W"), ==, ml_tile_feature_at (d, 0, 0, "N"));
}

/* Every tile's location map agrees with its edges and features. */
static void
test_features_consistent (void)
{
  const MlCatalogue *c = cat ();
  for (guint i = 0; i < ml_catalogue_n_tiles (c); i++)
    {
      const MlTileDef *tile = ml_catalogue_nth (c, i);
      const MlCellDef *cell = &tile->cells[0];
      if (tile->n_cells > 1)
        continue;   /* the wonders: test-wonders-data checks their faces */
      for (int l = 0; l < ML_N_BORDER_LOCS; l++)
        if (cell->feature_at[l] == ML_NO_FEATURE)
          g_error ("tile %s: location %s lies in no feature", tile->id, ml_loc_name ((MlLoc) l));
      for (int s = 0; s < 4; s++)
        {
          const MlFeatureDef *mid = &tile->features[cell->feature_at[s * 3 + 1]];
          MlFeatureKind want = cell->edges[s] == ML_EDGE_CITY ? ML_FEATURE_CITY
                             : cell->edges[s] == ML_EDGE_ROAD ? ML_FEATURE_ROAD
                             : cell->edges[s] == ML_EDGE_WATER ? ML_FEATURE_WATER : ML_FEATURE_FIELD;
          g_assert_cmpint (mid->kind, ==, want);
          for (int h = 0; h <= 2; h += 2)
            {
              const MlFeatureDef *half = &tile->features[cell->feature_at[s * 3 + h]];
              g_assert_cmpint (half->kind, ==, want == ML_FEATURE_CITY ? ML_FEATURE_CITY : ML_FEATURE_FIELD);
            }
        }
      for (guint f = 0; f < tile->n_features; f++)
        {
          const MlFeatureDef *def = &tile->features[f];
          g_assert_cmpuint (def->n_cells, ==, 1);
          guint mids = 0;
          for (guint k = 0; k < def->n_locs; k++)
            {
              g_assert_cmpuint (cell->feature_at[def->locs[k].loc], ==, f);
              mids += ml_loc_is_midpoint ((MlLoc) def->locs[k].loc);
            }
          if (def->kind != ML_FEATURE_FIELD)
            g_assert_cmpuint (def->n_open, ==, mids);
          for (guint k = 0; k < def->n_cities; k++)
            g_assert_cmpint (tile->features[def->cities[k]].kind, ==, ML_FEATURE_CITY);
          if (def->kind == ML_FEATURE_MONASTERY)
            g_assert_cmpuint (cell->feature_at[ML_LOC_C], ==, f);
        }
    }
}

/* ---- the loader against broken files ------------------------------------------------------ */

#define GOOD_SET \
  "{\"set\": \"good\", \"tiles\": [{\"id\": \"Fine\", \"edges\": [\"city\", \"field\", \"field\", \"field\"]," \
  " \"features\": [{\"kind\": \"city\", \"name\": \"city\", \"at\": [\"N\"]}," \
  " {\"kind\": \"field\", \"name\": \"field\", \"at\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"], \"cities\": [\"city\"]}]}]}"

static MlCatalogue *
load (const char *good, const char *broken, GError **error)
{
  const char *names[] = { "good.json", "broken.json" };
  GBytes *datas[2] = { g_bytes_new_static (good, strlen (good)), g_bytes_new_static (broken, strlen (broken)) };
  MlCatalogue *result = ml_catalogue_new_from_data (names, datas, 2, error);
  g_bytes_unref (datas[0]);
  g_bytes_unref (datas[1]);
  return result;
}

static void
test_loader_accepts (void)
{
  const char *other = "{\"set\": \"other\", \"tiles\": [{\"id\": \"Zed\", \"edges\": [\"road\", \"field\", \"road\", \"field\"],"
                      " \"features\": [{\"kind\": \"road\", \"name\": \"road\", \"at\": [\"N\", \"S\"]},"
                      " {\"kind\": \"field\", \"name\": \"w\", \"at\": [\"NNW\", \"WNW\", \"WSW\", \"SSW\"]},"
                      " {\"kind\": \"field\", \"name\": \"e\", \"at\": [\"NNE\", \"ENE\", \"ESE\", \"SSE\"]}]}]}";
  g_autoptr (GError) error = NULL;
  MlCatalogue *c = load (GOOD_SET, other, &error);
  g_assert_no_error (error);
  g_assert_nonnull (c);
  g_assert_cmpuint (ml_catalogue_n_tiles (c), ==, 2);
  const MlTileDef *zed = ml_catalogue_lookup (c, "Zed");
  g_assert_nonnull (zed);
  g_assert_cmpuint (zed->features[0].n_open, ==, 2);
  g_assert_cmpuint ((zed->rotated[1][0].edge_code >> (4 * ML_SIDE_E)) & 0xf, ==, ML_EDGE_ROAD);
  ml_catalogue_free (c);
}

static void
assert_rejected (const char *broken, const char *tile)
{
  g_autoptr (GError) error = NULL;
  MlCatalogue *c = load (GOOD_SET, broken, &error);
  if (c != NULL)
    {
      ml_catalogue_free (c);
      g_test_fail_printf ("a broken set file was accepted: %s", broken);
      return;
    }
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "broken.json"));
  g_assert_null (strstr (error->message, "good.json"));
  if (strstr (error->message, tile) == NULL)
    g_error ("the message \"%s\" does not name tile %s", error->message, tile);
}

static void
test_loader_bad_edge (void)
{
  assert_rejected ("{\"set\": \"bad\", \"tiles\": [{\"id\": \"Oops\", \"edges\": [\"city\", \"feild\", \"field\", \"field\"],"
                   " \"features\": [{\"kind\": \"city\", \"name\": \"city\", \"at\": [\"N\"]},"
                   " {\"kind\": \"field\", \"name\": \"field\", \"at\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"]}]}]}",
                   "Oops");
}

static void
test_loader_city_edge_without_city (void)
{
  /* W is a city edge, but only N has a city. */
  assert_rejected ("{\"set\": \"bad\", \"tiles\": [{\"id\": \"Walls\", \"edges\": [\"city\", \"field\", \"field\", \"city\"],"
                   " \"features\": [{\"kind\": \"city\", \"name\": \"city\", \"at\": [\"N\"]},"
                   " {\"kind\": \"field\", \"name\": \"field\", \"at\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"]}]}]}",
                   "Walls");
}

static void
test_loader_half_edge_two_fields (void)
{
  /* SSE is claimed by both fields. */
  assert_rejected ("{\"set\": \"bad\", \"tiles\": [{\"id\": \"Twice\", \"edges\": [\"city\", \"field\", \"field\", \"field\"],"
                   " \"features\": [{\"kind\": \"city\", \"name\": \"city\", \"at\": [\"N\"]},"
                   " {\"kind\": \"field\", \"name\": \"east\", \"at\": [\"ENE\", \"ESE\", \"SSE\"]},"
                   " {\"kind\": \"field\", \"name\": \"west\", \"at\": [\"SSE\", \"SSW\", \"WSW\", \"WNW\"]}]}]}",
                   "Twice");
}

static void
test_loader_half_edge_listed_twice (void)
{
  /* One field lists SSE twice. */
  assert_rejected ("{\"set\": \"bad\", \"tiles\": [{\"id\": \"Again\", \"edges\": [\"city\", \"field\", \"field\", \"field\"],"
                   " \"features\": [{\"kind\": \"city\", \"name\": \"city\", \"at\": [\"N\"]},"
                   " {\"kind\": \"field\", \"name\": \"field\", \"at\": [\"ENE\", \"ESE\", \"SSE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"]}]}]}",
                   "Again");
}

static void
test_loader_unknown_location (void)
{
  assert_rejected ("{\"set\": \"bad\", \"tiles\": [{\"id\": \"Lost\", \"edges\": [\"city\", \"field\", \"field\", \"field\"],"
                   " \"features\": [{\"kind\": \"city\", \"name\": \"city\", \"at\": [\"NORTH\"]},"
                   " {\"kind\": \"field\", \"name\": \"field\", \"at\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"]}]}]}",
                   "Lost");
}

static void
test_loader_other_errors (void)
{
  /* A field bordering a city the tile does not have. */
  assert_rejected ("{\"set\": \"bad\", \"tiles\": [{\"id\": \"Ghost\", \"edges\": [\"city\", \"field\", \"field\", \"field\"],"
                   " \"features\": [{\"kind\": \"city\", \"name\": \"city\", \"at\": [\"N\"]},"
                   " {\"kind\": \"field\", \"name\": \"field\", \"at\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"], \"cities\": [\"town\"]}]}]}",
                   "Ghost");
  /* A road edge whose halves lie in no field. */
  assert_rejected ("{\"set\": \"bad\", \"tiles\": [{\"id\": \"Bare\", \"edges\": [\"road\", \"field\", \"road\", \"field\"],"
                   " \"features\": [{\"kind\": \"road\", \"name\": \"road\", \"at\": [\"N\", \"S\"]}]}]}",
                   "Bare");
  /* The same id twice. */
  assert_rejected ("{\"set\": \"bad\", \"tiles\": [{\"id\": \"Fine\", \"edges\": [\"field\", \"field\", \"field\", \"field\"],"
                   " \"features\": [{\"kind\": \"field\", \"name\": \"field\", \"at\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"]}]}]}",
                   "Fine");
}

/* A city's good is a string member with a declared value: "grain" sets the grain bit and
 * no other; a value nobody declares, a good on a road and a good that is no string are
 * refused, naming the tile and what is wrong. */
static void
test_loader_goods (void)
{
  const char *grain = "{\"set\": \"other\", \"tiles\": [{\"id\": \"Sheaf\", \"edges\": [\"city\", \"field\", \"field\", \"field\"],"
                      " \"features\": [{\"kind\": \"city\", \"name\": \"city\", \"at\": [\"N\"], \"goods\": \"grain\"},"
                      " {\"kind\": \"field\", \"name\": \"field\", \"at\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"]}]}]}";
  g_autoptr (GError) error = NULL;
  MlCatalogue *c = load (GOOD_SET, grain, &error);
  g_assert_no_error (error);
  const MlTileDef *sheaf = ml_catalogue_lookup (c, "Sheaf");
  g_assert_true (ml_feature_has (&sheaf->features[0], ML_TRADERS_BUILDERS_FLAG_GRAIN));
  g_assert_false (ml_feature_has (&sheaf->features[0], ML_TRADERS_BUILDERS_FLAG_WINE));
  g_assert_false (ml_feature_has (&sheaf->features[0], ML_TRADERS_BUILDERS_FLAG_CLOTH));
  g_assert_cmpuint (sheaf->features[1].flags, ==, 0);
  ml_catalogue_free (c);

  const char *silk = "{\"set\": \"bad\", \"tiles\": [{\"id\": \"Silky\", \"edges\": [\"city\", \"field\", \"field\", \"field\"],"
                     " \"features\": [{\"kind\": \"city\", \"name\": \"city\", \"at\": [\"N\"], \"goods\": \"silk\"},"
                     " {\"kind\": \"field\", \"name\": \"field\", \"at\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"]}]}]}";
  assert_rejected (silk, "Silky");
  g_autoptr (GError) why = NULL;
  g_assert_null (load (GOOD_SET, silk, &why));
  g_assert_nonnull (strstr (why->message, "\"silk\""));
  g_assert_nonnull (strstr (why->message, "\"cloth\""));   /* the values that would do */

  assert_rejected ("{\"set\": \"bad\", \"tiles\": [{\"id\": \"Cart\", \"edges\": [\"road\", \"field\", \"road\", \"field\"],"
                   " \"features\": [{\"kind\": \"road\", \"name\": \"road\", \"at\": [\"N\", \"S\"], \"goods\": \"wine\"},"
                   " {\"kind\": \"field\", \"name\": \"w\", \"at\": [\"NNW\", \"WNW\", \"WSW\", \"SSW\"]},"
                   " {\"kind\": \"field\", \"name\": \"e\", \"at\": [\"NNE\", \"ENE\", \"ESE\", \"SSE\"]}]}]}",
                   "Cart");
  assert_rejected ("{\"set\": \"bad\", \"tiles\": [{\"id\": \"Truth\", \"edges\": [\"city\", \"field\", \"field\", \"field\"],"
                   " \"features\": [{\"kind\": \"city\", \"name\": \"city\", \"at\": [\"N\"], \"goods\": true},"
                   " {\"kind\": \"field\", \"name\": \"field\", \"at\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"]}]}]}",
                   "Truth");
}

int
main (int argc, char *argv[])
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catalogue/base", test_base);
  g_test_add_func ("/catalogue/start", test_default_start);
  g_test_add_func ("/catalogue/river", test_river);
  g_test_add_func ("/catalogue/abbeys", test_abbeys);
  g_test_add_func ("/catalogue/lookup", test_lookup);
  g_test_add_func ("/catalogue/rotations", test_rotations);
  g_test_add_func ("/catalogue/features-consistent", test_features_consistent);
  g_test_add_func ("/catalogue/loader/accepts", test_loader_accepts);
  g_test_add_func ("/catalogue/loader/bad-edge", test_loader_bad_edge);
  g_test_add_func ("/catalogue/loader/city-edge-without-city", test_loader_city_edge_without_city);
  g_test_add_func ("/catalogue/loader/half-edge-two-fields", test_loader_half_edge_two_fields);
  g_test_add_func ("/catalogue/loader/half-edge-listed-twice", test_loader_half_edge_listed_twice);
  g_test_add_func ("/catalogue/loader/unknown-location", test_loader_unknown_location);
  g_test_add_func ("/catalogue/loader/other-errors", test_loader_other_errors);
  g_test_add_func ("/catalogue/loader/goods", test_loader_goods);
  g_test_add_func ("/catalogue/edge-joins", test_edge_joins);
  return g_test_run ();
}
