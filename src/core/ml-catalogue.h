/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tile catalogue: every piece that can be laid, read from the data files of each
 * set (data/tiles/SET.json, built into the core as a GResource). */
#pragma once

#include <glib.h>
#include "ml-location.h"

G_BEGIN_DECLS

typedef enum {
  ML_EDGE_FIELD,
  ML_EDGE_ROAD,
  ML_EDGE_CITY,
  ML_EDGE_WATER,   /* water crosses the edge (the tile data's "river") */
  ML_EDGE_INNER,   /* between two cells of the same piece */
  ML_N_EDGE_KINDS
} MlEdgeKind;

typedef enum {
  ML_FEATURE_ROAD,
  ML_FEATURE_CITY,
  ML_FEATURE_FIELD,
  ML_FEATURE_MONASTERY,
  ML_FEATURE_WATER,   /* water: no meeple stands on it, it never scores, it parts fields; the
                       * tile data's "river", whose rules of placement are the River module's */
  ML_N_FEATURE_KINDS
} MlFeatureKind;

/* A feature's touch point: a location on one cell of the piece. */
typedef struct {
  guint8 cell;
  guint8 loc;      /* MlLoc */
} MlLocRef;

typedef struct {
  MlFeatureKind kind;
  char *name;
  guint shields;
  guint flags;          /* the expansions' flags (abbey, inn, ...): see ml-feature-flags.h */
  gboolean walled;      /* a city that borders a field on this piece */
  guint n_cells;        /* distinct cells the feature covers on this piece */
  guint n_open;         /* edge midpoints it leaves the piece by (roads, cities, rivers) */
  guint n_locs;
  MlLocRef *locs;
  guint n_cities;       /* fields: the city features of this piece it borders */
  guint8 *cities;
} MlFeatureDef;

/* Whether a meeple may stand on a feature of @kind: not on the river, which an expansion
 * brings and words (its no_meeple and meeple_problem hooks). */
static inline gboolean
ml_feature_kind_takes_meeples (MlFeatureKind kind)
{
  return kind != ML_FEATURE_WATER;
}

/* Whether @def carries the flag @bit, as an expansion module declares it. */
static inline gboolean
ml_feature_has (const MlFeatureDef *def, guint bit)
{
  return (def->flags & bit) != 0;
}

#define ML_MAX_CELLS 5
#define ML_NO_FEATURE 0xff

/* A meeple slot on a wonder (the Taj Mahal): the scoring it adds to and how much. A
 * later slot of the same kind replaces the earlier bonus. @points is 0 when the sources
 * do not give the value: such a slot cannot be filled. */
#define ML_MAX_SLOTS 5
typedef struct {
  MlFeatureKind kind;
  guint points;
} MlSlotDef;

typedef struct {
  int dx, dy;                        /* offset from the anchor cell at rotation 0 */
  MlEdgeKind edges[4];               /* by MlSide at rotation 0 */
  guint8 feature_at[ML_N_LOCS];      /* feature index per location, or ML_NO_FEATURE */
} MlCellDef;

/* A cell as it lies on the board at one rotation. */
typedef struct {
  int dx, dy;
  guint16 edge_code;                 /* 4 bits a side, N in the low bits: see ml_edge_code() */
  guint16 outer_mask;                /* 0xf for each side that faces outside the piece */
  guint8 feature_at[ML_N_LOCS];      /* by board location */
  /* By side, the places of its edge where the feature changes, for joining it to another
   * edge: bit p (0 to 2) when place p read along the edge holds another feature than the
   * place before (place 0 always), bit 3 + p the same read back along it, and
   * ML_JOINS_WHOLE when each place holds a feature. */
  guint8 joins[4];
} MlRotatedCell;

#define ML_JOINS_WHOLE 0x40

typedef struct _MlTileDef MlTileDef;
struct _MlTileDef {
  char *id;
  char *name;
  char *set;
  char *group;          /* a subset within the set (abbeys: "german", "japanese"), or NULL */
  guint index;          /* position in the catalogue */
  guint count;
  gboolean start;
  guint n_cells;
  MlCellDef cells[ML_MAX_CELLS];
  guint n_features;
  MlFeatureDef *features;
  MlRotatedCell rotated[4][ML_MAX_CELLS];
  /* The first cell's edge_code at each rotation, rotation r in bits 16 r to 16 r + 15: the
   * four rotations tested at once against a square's needs (ml-rules.c). */
  guint64 rotation_codes;
  gboolean has_water;   /* has a water feature */
  gboolean closed_alone;  /* has a road or a city with no open end: complete once laid */
  guint8 monastery[ML_MAX_CELLS];  /* the monastery feature on each cell, or ML_NO_FEATURE */
  /* A piece of several squares with a building (a wonder), read by its module's
   * tile_members hook: what it does, as the module numbers it (the Wonders' MlEffect; 0 for
   * a plain tile), and under the other reading of the module's, if any */
  guint effect;
  guint effect_other;
  int building;         /* the cell of the building, where its owner's marker stands, or -1 */
  guint n_slots;        /* meeple slots, the first taken by the marker */
  MlSlotDef slots[ML_MAX_SLOTS];
  gboolean port;        /* a harbour where meeples wait */
};

/* Whether @tile is a piece with a building its owner's marker stands on: whoever lays it
 * owns it. */
static inline gboolean
ml_tile_has_building (const MlTileDef *tile)
{
  return tile->building >= 0;
}

/* Whether players know @tile by its name rather than its id: the base tiles go by their
 * letters A to X, as in the rulebooks; river tiles, abbeys and wonders by their names. */
static inline gboolean
ml_tile_goes_by_name (const MlTileDef *tile)
{
  return !(tile->id[0] >= 'A' && tile->id[0] <= 'Z' && tile->id[1] == '\0');
}

typedef struct {
  char *id;
  char *name;
  char *about;
  GPtrArray *tiles;     /* of MlTileDef*, not owned */
  GStrv replaces;       /* tile ids this set's tiles replace in a game */
} MlTileSet;

typedef struct _MlCatalogue MlCatalogue;

/* The built-in catalogue, loaded once; never freed. Aborts if the built-in data are broken,
 * which the test suite rules out. */
const MlCatalogue *ml_catalogue_get_default (void);

/* Reads a catalogue from set files; exposed for tests of the loader. */
MlCatalogue *ml_catalogue_new_from_data (const char *const *names,
                                         GBytes *const *datas,
                                         guint n_files,
                                         GError **error);
void         ml_catalogue_free         (MlCatalogue *self);

const MlTileDef *ml_catalogue_lookup   (const MlCatalogue *self, const char *id);
guint            ml_catalogue_n_tiles  (const MlCatalogue *self);
const MlTileDef *ml_catalogue_nth      (const MlCatalogue *self, guint i);
guint            ml_catalogue_n_sets   (const MlCatalogue *self);
const MlTileSet *ml_catalogue_nth_set  (const MlCatalogue *self, guint i);
const MlTileSet *ml_catalogue_find_set (const MlCatalogue *self, const char *id);

const char *ml_edge_kind_name    (MlEdgeKind kind);
const char *ml_feature_kind_name (MlFeatureKind kind);
/* The kind named @text as the tile sets name them ("city"); FALSE when none is. */
gboolean    ml_feature_kind_parse (const char *text, MlFeatureKind *kind);

/* Finds the feature of @tile named by a location code or a feature name, on cell @cell
 * at rotation @rot (board orientation). Returns ML_NO_FEATURE when there is none. */
guint8 ml_tile_feature_at (const MlTileDef *tile, int rot, guint cell, const char *at);

/* Whether @feature of @tile exists and touches its square @cell. */
gboolean ml_tile_feature_on_cell (const MlTileDef *tile, guint feature, guint cell);
/* Whether the river crosses square @cell of @tile. */
gboolean ml_tile_cell_on_water   (const MlTileDef *tile, guint cell);

/* Which cell of @tile at rotation @rot lies at offset (dx, dy) from the anchor, or -1. */
int    ml_tile_cell_at    (const MlTileDef *tile, int rot, int dx, int dy);

G_END_DECLS
