/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The catalogue data of the twelve Wonders of Humanity (data/tiles/wonders.json) against
 * the facts of the seeds (docs/rules.md §5.1): shapes, road and city spans, fields, the
 * monastery, the river start; the wonder members (building, effect, slots, port); and the
 * built-in catalogue, which must hold the same pieces as the file in the tree. */
#include "config.h"
#include "test-util.h"
#include "river/ml-river-flags.h"
#include "wonders/ml-wonders-table.h"

#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

static MlCatalogue *catalogue;
static JsonParser *parser;

static const struct {
  const char *id;
  const char *group;
  guint road;      /* cells of the longest road the seeds name, or 0 */
  guint city;      /* cells of the largest city the seeds name, or 0 */
} wonders[] = {
  { "stonehenge", "set-1", 2, 0 },
  { "circus-maximus", "set-1", 0, 4 },
  { "notre-dame", "set-1", 2, 2 },
  { "alhambra", "set-1", 0, 3 },
  { "abu-simbel", "set-2", 2, 0 },
  { "tikal", "set-2", 3, 0 },
  { "angkor-wat", "set-2", 2, 0 },
  { "terracotta-army", "set-2", 2, 0 },
  { "great-wall", "set-3", 0, 0 },
  { "nazca-lines", "set-3", 0, 0 },
  { "cothon-carthage", "set-3", 0, 0 },
  { "taj-mahal", "set-3", 0, 0 },
};

static char *
wonders_path (void)
{
  const char *dir = g_getenv ("TESTS_DATA");
  g_assert_nonnull (dir);
  return g_build_filename (dir, "..", "..", "data", "tiles", "wonders.json", NULL);
}

static const MlTileDef *
wonder (const char *id)
{
  const MlTileDef *tile = ml_catalogue_lookup (catalogue, id);
  g_assert_nonnull (tile);
  return tile;
}

static int
cell_index (const MlTileDef *tile, int dx, int dy)
{
  for (guint c = 0; c < tile->n_cells; c++)
    if (tile->cells[c].dx == dx && tile->cells[c].dy == dy)
      return (int) c;
  return -1;
}

static guint8
feature_named (const MlTileDef *tile, const char *name)
{
  for (guint i = 0; i < tile->n_features; i++)
    if (g_strcmp0 (tile->features[i].name, name) == 0)
      return (guint8) i;
  g_test_message ("%s has no feature \"%s\"", tile->id, name);
  g_assert_not_reached ();
}

static guint
count_kind (const MlTileDef *tile, MlFeatureKind kind)
{
  guint n = 0;
  for (guint i = 0; i < tile->n_features; i++)
    n += tile->features[i].kind == kind;
  return n;
}

static guint
largest (const MlTileDef *tile, MlFeatureKind kind)
{
  guint best = 0;
  for (guint i = 0; i < tile->n_features; i++)
    if (tile->features[i].kind == kind)
      best = MAX (best, tile->features[i].n_cells);
  return best;
}

/* The feature at location @code of the cell (dx, dy), at rotation 0. */
static guint8
feature_at (const MlTileDef *tile, int dx, int dy, const char *code)
{
  int c = cell_index (tile, dx, dy);
  MlLoc loc;
  g_assert_cmpint (c, >=, 0);
  g_assert_true (ml_loc_parse (code, &loc));
  return tile->cells[c].feature_at[loc];
}

/* Whether field @field touches feature @other on some cell: one of its half-edges lies next
 * to a location of @other in the ring of border locations. An unclaimed location between
 * them (a wonder's dirt, a wall) keeps them apart. */
static gboolean
field_touches (const MlTileDef *tile, guint8 field, guint8 other)
{
  for (guint c = 0; c < tile->n_cells; c++)
    {
      const guint8 *at = tile->cells[c].feature_at;
      for (int l = 0; l < ML_N_BORDER_LOCS; l++)
        if (at[l] == field
            && (at[(l + 1) % ML_N_BORDER_LOCS] == other || at[(l + ML_N_BORDER_LOCS - 1) % ML_N_BORDER_LOCS] == other))
          return TRUE;
    }
  return FALSE;
}

static gboolean
field_lists_city (const MlFeatureDef *field, guint8 city)
{
  for (guint k = 0; k < field->n_cities; k++)
    if (field->cities[k] == city)
      return TRUE;
  return FALSE;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The cells of a piece, translated so that the smallest x and y are 0, as a sorted key. */
static char *
shape_key (const int (*cells)[2], guint n)
{
  int minx = G_MAXINT, miny = G_MAXINT;
  for (guint i = 0; i < n; i++)
    {
      minx = MIN (minx, cells[i][0]);
      miny = MIN (miny, cells[i][1]);
    }
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (parts, g_strdup_printf ("%d,%d", cells[i][0] - minx, cells[i][1] - miny));
  g_ptr_array_sort (parts, compare_strings);
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" ", (char **) parts->pdata);
}

/* The smallest key over the four rotations: equal for two pieces of the same shape. */
static char *
canonical_shape (const MlTileDef *tile)
{
  char *best = NULL;
  for (int rot = 0; rot < 4; rot++)
    {
      int cells[ML_MAX_CELLS][2];
      for (guint c = 0; c < tile->n_cells; c++)
        {
          cells[c][0] = tile->rotated[rot][c].dx;
          cells[c][1] = tile->rotated[rot][c].dy;
        }
      char *key = shape_key ((const int (*)[2]) cells, tile->n_cells);
      if (best == NULL || strcmp (key, best) < 0)
        {
          g_free (best);
          best = key;
        }
      else
        g_free (key);
    }
  return best;
}

static void
test_ids (void)
{
  g_assert_cmpuint (ml_catalogue_n_tiles (catalogue), ==, G_N_ELEMENTS (wonders));
  const MlTileSet *set = ml_catalogue_find_set (catalogue, "wonders");
  g_assert_nonnull (set);
  g_assert_cmpuint (set->tiles->len, ==, G_N_ELEMENTS (wonders));
  for (guint i = 0; i < G_N_ELEMENTS (wonders); i++)
    {
      const MlTileDef *tile = wonder (wonders[i].id);
      g_assert_cmpstr (tile->group, ==, wonders[i].group);
      g_assert_cmpuint (tile->count, ==, 1);
      g_assert_false (tile->start);
    }
}

static void
test_shapes (void)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (wonders); i++)
    {
      const MlTileDef *tile = wonder (wonders[i].id);
      g_assert_cmpuint (tile->n_cells, ==, 5);
      g_assert_cmpint (tile->cells[0].dx, ==, 0);
      g_assert_cmpint (tile->cells[0].dy, ==, 0);
      /* Distinct (the loader refuses overlaps) and edge-connected: a walk from the anchor
       * reaches all five; the inner sides are exactly the sides between two cells. */
      guint reached = 1, todo[ML_MAX_CELLS] = { 0 }, n_todo = 1;
      while (n_todo > 0)
        {
          const MlCellDef *cell = &tile->cells[todo[--n_todo]];
          for (int s = 0; s < 4; s++)
            {
              int next = cell_index (tile, cell->dx + ml_side_dx[s], cell->dy + ml_side_dy[s]);
              g_assert_cmpint (next >= 0, ==, cell->edges[s] == ML_EDGE_INNER);
              if (next >= 0 && !(reached & (1u << next)))
                {
                  reached |= 1u << next;
                  todo[n_todo++] = (guint) next;
                }
            }
        }
      g_assert_cmpuint (reached, ==, 0x1f);
      /* Each wonder has a shape of its own. */
      char *key = canonical_shape (tile);
      if (g_hash_table_contains (seen, key))
        g_test_message ("%s has the shape of another wonder: %s", tile->id, key);
      g_assert_false (g_hash_table_contains (seen, key));
      g_hash_table_add (seen, key);
    }

  /* Abu Simbel is a straight strip of five squares. */
  const MlTileDef *abu = wonder ("abu-simbel");
  gboolean row = TRUE, column = TRUE;
  for (guint c = 1; c < abu->n_cells; c++)
    {
      row &= abu->cells[c].dy == abu->cells[0].dy;
      column &= abu->cells[c].dx == abu->cells[0].dx;
    }
  g_assert_true (row || column);
}

static void
test_spans (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (wonders); i++)
    {
      const MlTileDef *tile = wonder (wonders[i].id);
      if (wonders[i].road)
        g_assert_cmpuint (largest (tile, ML_FEATURE_ROAD), ==, wonders[i].road);
      if (wonders[i].city)
        g_assert_cmpuint (largest (tile, ML_FEATURE_CITY), ==, wonders[i].city);
    }
  /* Tikal and Angkor Wat: city pieces not connected to each other. */
  g_assert_cmpuint (count_kind (wonder ("tikal"), ML_FEATURE_CITY), >=, 2);
  g_assert_cmpuint (count_kind (wonder ("angkor-wat"), ML_FEATURE_CITY), >=, 2);
}

static void
test_fields (void)
{
  /* Every field lists exactly the cities it touches on the piece: one that touches only
   * the wonder (its building, its dirt) lists none. */
  for (guint i = 0; i < G_N_ELEMENTS (wonders); i++)
    {
      const MlTileDef *tile = wonder (wonders[i].id);
      for (guint f = 0; f < tile->n_features; f++)
        {
          const MlFeatureDef *field = &tile->features[f];
          if (field->kind != ML_FEATURE_FIELD)
            continue;
          for (guint k = 0; k < field->n_cities; k++)
            g_assert_cmpint (tile->features[field->cities[k]].kind, ==, ML_FEATURE_CITY);
          for (guint c = 0; c < tile->n_features; c++)
            if (tile->features[c].kind == ML_FEATURE_CITY
                && field_touches (tile, (guint8) f, (guint8) c) != field_lists_city (field, (guint8) c))
              {
                g_test_message ("%s: field \"%s\" and city \"%s\"", tile->id, field->name, tile->features[c].name);
                g_assert_not_reached ();
              }
        }
    }

  /* Stonehenge: the stone circle splits the grass into 4 separate fields. */
  g_assert_cmpuint (count_kind (wonder ("stonehenge"), ML_FEATURE_FIELD), ==, 4);

  /* Notre-Dame: a monastery, and the field around it touches only the wonder. */
  const MlTileDef *nd = wonder ("notre-dame");
  g_assert_cmpuint (count_kind (nd, ML_FEATURE_MONASTERY), ==, 1);
  guint8 abbey_field = feature_named (nd, "field-abbey");
  g_assert_cmpuint (nd->features[abbey_field].n_cities, ==, 0);
  guint8 monastery = feature_named (nd, "monastery");
  g_assert_true (nd->features[abbey_field].locs[0].cell == nd->features[monastery].locs[0].cell);

  /* Circus Maximus and Alhambra: a field between two roads that touches no city. */
  const char *between[] = { "circus-maximus", "alhambra" };
  for (guint i = 0; i < G_N_ELEMENTS (between); i++)
    {
      const MlTileDef *tile = wonder (between[i]);
      guint8 field = feature_named (tile, "field-between-roads");
      g_assert_cmpuint (tile->features[field].n_cities, ==, 0);
      guint roads = 0;
      for (guint r = 0; r < tile->n_features; r++)
        if (tile->features[r].kind == ML_FEATURE_ROAD)
          roads += field_touches (tile, field, (guint8) r);
      g_assert_cmpuint (roads, >=, 2);
    }

  /* Nazca Lines: the left field joins the top field; the right field is separate. */
  const MlTileDef *nazca = wonder ("nazca-lines");
  g_assert_cmpuint (count_kind (nazca, ML_FEATURE_FIELD), ==, 2);
  g_assert_cmpuint (count_kind (nazca, ML_FEATURE_CITY), ==, 0);
  guint8 top = feature_at (nazca, 0, 0, "NNW");
  guint8 left = feature_at (nazca, -1, 1, "WNW");
  guint8 right = feature_at (nazca, 1, 0, "ESE");
  g_assert_cmpint (top, !=, ML_NO_FEATURE);
  g_assert_cmpint (top, ==, left);
  g_assert_cmpint (right, !=, ML_NO_FEATURE);
  g_assert_cmpint (right, !=, top);
}

static void
test_river_start (void)
{
  const MlTileDef *cothon = wonder ("cothon-carthage");
  guint springs = 0;
  for (guint i = 0; i < cothon->n_features; i++)
    if (cothon->features[i].kind == ML_FEATURE_WATER && ml_feature_has (&cothon->features[i], ML_RIVER_FLAG_SPRING))
      {
        springs++;
        g_assert_cmpuint (cothon->features[i].n_open, ==, 1);
      }
  g_assert_cmpuint (springs, ==, 1);
  g_assert_true (cothon->has_water);
  /* No other wonder has a river. */
  for (guint i = 0; i < G_N_ELEMENTS (wonders); i++)
    if (strcmp (wonders[i].id, "cothon-carthage") != 0)
      g_assert_false (wonder (wonders[i].id)->has_water);
}

static void
test_placement (void)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  for (guint i = 0; i < G_N_ELEMENTS (wonders); i++)
    {
      const MlTileDef *tile = wonder (wonders[i].id);

      /* On an empty board. */
      g_autoptr (MlGame) empty = tu_game (2, ML_EXPANSION_FARMERS);
      g_assert_true (ml_rules_can_place (empty, tile, 0, 0, 0, NULL));
      g_assert_cmpint (ml_board_place (empty->board, tile, 0, 0, 0, -1), !=, ML_NO_PIECE);

      /* Next to the start tile D. */
      g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
      tu_place (game, "D", 0, 0, 0);
      g_array_set_size (legal, 0);
      ml_rules_legal_placements (game, tile, legal);
      if (legal->len == 0)
        g_test_message ("%s fits nowhere next to D", tile->id);
      g_assert_cmpuint (legal->len, >, 0);
      const MlPlacement *pl = &g_array_index (legal, MlPlacement, 0);
      g_assert_cmpint (ml_board_place (game->board, tile, pl->x, pl->y, pl->rot, -1), !=, ML_NO_PIECE);
    }
}

static const char *
tile_string (JsonObject *obj, const char *member)
{
  g_assert_true (json_object_has_member (obj, member));
  const char *text = json_object_get_string_member_with_default (obj, member, NULL);
  g_assert_nonnull (text);
  return text;
}

static void
assert_text_list (JsonObject *obj, const char *member)
{
  g_assert_true (json_object_has_member (obj, member));
  JsonNode *node = json_object_get_member (obj, member);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (node));
  JsonArray *list = json_node_get_array (node);
  g_assert_cmpuint (json_array_get_length (list), >, 0);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      const char *text = json_array_get_string_element (list, i);
      g_assert_nonnull (text);
      g_assert_cmpuint (strlen (text), >, 0);
    }
}

static void
test_extra_members (void)
{
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  JsonArray *tiles = json_object_get_array_member (root, "tiles");
  g_assert_cmpuint (json_array_get_length (tiles), ==, G_N_ELEMENTS (wonders));
  g_autoptr (GHashTable) effects = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < json_array_get_length (tiles); i++)
    {
      JsonObject *obj = json_array_get_object_element (tiles, i);
      const MlTileDef *tile = wonder (tile_string (obj, "id"));

      /* The building lies on a cell of the piece, and no feature claims its centre. */
      int dx, dy, n = 0;
      const char *building = tile_string (obj, "building");
      g_assert_cmpint (sscanf (building, "%d,%d%n", &dx, &dy, &n), ==, 2);
      g_assert_cmpint (building[n], ==, '\0');
      int cell = cell_index (tile, dx, dy);
      g_assert_cmpint (cell, >=, 0);
      g_assert_cmpint (tile->cells[cell].feature_at[ML_LOC_C], ==, ML_NO_FEATURE);

      /* One of the twelve effects, each used once. Every wonder is bound to the effect of
       * its own name (for Circus Maximus, Abu Simbel, Tikal and Angkor Wat the sources do
       * not settle the binding: rules.md §5.3). */
      const char *effect = tile_string (obj, "effect");
      gboolean known = FALSE;
      for (guint k = 0; k < G_N_ELEMENTS (wonders); k++)
        known |= strcmp (effect, wonders[k].id) == 0;
      g_assert_true (known);
      g_assert_false (g_hash_table_contains (effects, effect));
      g_hash_table_add (effects, (gpointer) effect);
      g_assert_cmpstr (effect, ==, tile->id);

      assert_text_list (obj, "facts");
      assert_text_list (obj, "design");
    }
  g_assert_cmpuint (g_hash_table_size (effects), ==, G_N_ELEMENTS (wonders));
}

/* The built-in catalogue holds the twelve wonders with what the loader reads of them. */
static void
test_built_in (void)
{
  const MlCatalogue *builtin = ml_catalogue_get_default ();
  const MlTileSet *set = ml_catalogue_find_set (builtin, "wonders");
  g_assert_nonnull (set);
  g_assert_cmpuint (set->tiles->len, ==, G_N_ELEMENTS (wonders));
  for (guint i = 0; i < G_N_ELEMENTS (wonders); i++)
    {
      const MlTileDef *tile = ml_catalogue_lookup (builtin, wonders[i].id);
      const MlTileDef *file = wonder (wonders[i].id);
      g_assert_nonnull (tile);
      g_assert_true (ml_tile_is_wonder (tile));
      g_assert_cmpint (tile->building, ==, file->building);
      g_assert_cmpstr (ml_effect_id (tile->effect), ==, wonders[i].id);
      g_assert_cmpuint (tile->n_cells, ==, 5);
      g_assert_cmpuint (tile->n_slots, ==, g_str_equal (tile->id, "taj-mahal") ? 5 : 0);
      g_assert_cmpint (tile->port, ==, g_str_equal (tile->id, "cothon-carthage"));
    }
  const MlTileDef *taj = ml_catalogue_lookup (builtin, "taj-mahal");
  g_assert_cmpint (taj->slots[0].kind, ==, ML_FEATURE_ROAD);
  g_assert_cmpuint (taj->slots[0].points, ==, 2);
  g_assert_cmpint (taj->slots[3].kind, ==, ML_FEATURE_ROAD);
  g_assert_cmpuint (taj->slots[3].points, ==, 5);
  g_assert_cmpuint (taj->slots[4].points, ==, 0);   /* not given by the sources */
  g_assert_false (ml_tile_is_wonder (ml_catalogue_lookup (builtin, "D")));
}

/* C's one table of the wonders and the data file name the same twelve, in the same order,
 * each with its effect, a name and a line of text; and the scenario files know them by it. */
static void
test_table (void)
{
  const MlTileSet *set = ml_catalogue_find_set (ml_catalogue_get_default (), "wonders");
  guint n_rows;
  const MlWonderInfo *rows = ml_wonders_table (&n_rows);
  g_assert_cmpuint (n_rows, ==, set->tiles->len);
  g_assert_cmpuint (g_strv_length ((char **) ml_wonders_table_ids ()), ==, n_rows);
  guint effects = 0;
  for (guint i = 0; i < n_rows; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (set->tiles, i);
      g_assert_cmpstr (rows[i].id, ==, tile->id);
      g_assert_cmpstr (ml_wonders_table_ids ()[i], ==, tile->id);
      g_assert_cmpint (rows[i].effect, ==, tile->effect);
      g_assert_true (ml_wonders_table_row (tile->effect) == &rows[i]);
      g_assert_true (ml_wonders_table_find (tile->id) == &rows[i]);
      g_assert_cmpstr (rows[i].name, ==, tile->name);
      g_assert_cmpuint (strlen (ml_effect_text (tile->effect)), >, 20);
      effects |= 1u << rows[i].effect;
    }
  g_assert_cmpuint (effects, ==, ((1u << ML_N_EFFECTS) - 1) & ~1u);   /* each effect once */
  g_assert_null (ml_wonders_table_row (ML_EFFECT_NONE));
  g_assert_cmpstr (ml_effect_id (ML_EFFECT_NONE), ==, "none");
  g_assert_cmpstr (ml_effect_text (ML_EFFECT_NONE), ==, "");
  g_assert_null (ml_wonders_table_find ("colossus"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_autofree char *path = wonders_path ();
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_no_error (error);
  g_autoptr (GBytes) bytes = g_bytes_new (text, length);
  const char *names[] = { "wonders.json" };
  GBytes *datas[] = { bytes };
  catalogue = ml_catalogue_new_from_data (names, datas, 1, &error);
  g_assert_no_error (error);
  parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, text, (gssize) length, &error));
  g_assert_no_error (error);

  g_test_add_func ("/wonders-data/ids", test_ids);
  g_test_add_func ("/wonders-data/shapes", test_shapes);
  g_test_add_func ("/wonders-data/spans", test_spans);
  g_test_add_func ("/wonders-data/fields", test_fields);
  g_test_add_func ("/wonders-data/river-start", test_river_start);
  g_test_add_func ("/wonders-data/placement", test_placement);
  g_test_add_func ("/wonders-data/extra-members", test_extra_members);
  g_test_add_func ("/wonders-data/built-in", test_built_in);
  g_test_add_func ("/wonders-data/table", test_table);
  int status = g_test_run ();
  g_object_unref (parser);
  ml_catalogue_free (catalogue);
  return status;
}
