/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The expansions' pictures, listed once for the whole of src/render: a new expansion with
 * pictures of its own adds its rows here (and its folder beside this file). */
#include "config.h"
#include "ml-render-list.h"

#include "abbeys/ml-abbeys-art.h"
#include "inns-cathedrals/ml-inns-cathedrals-art.h"
#include "river/ml-river-art.h"
#include "traders-builders/ml-traders-builders-art.h"
#include "traders-builders/ml-traders-builders-figures.h"
#include "traders-builders/ml-traders-builders-goods.h"
#include "wonders/ml-wonder-art.h"

const MlHoldingArt *const ml_holding_art_lists[] = {
  ml_traders_builders_holding_art,
  NULL,
};

const MlLegendRow *const ml_legend_row_lists[] = {
  ml_wonder_art_legend,
  ml_inns_cathedrals_art_legend,
  ml_traders_builders_legend,
};
const guint ml_n_legend_row_lists = G_N_ELEMENTS (ml_legend_row_lists);

const MlFigureArt *const ml_figure_art_lists[] = {
  ml_traders_builders_figure_art,
};
const guint ml_n_figure_art_lists = G_N_ELEMENTS (ml_figure_art_lists);

const MlDecorator ml_decorators[] = {
  ml_inns_cathedrals_art_decorate,
  ml_traders_builders_art_decorate,
};
const guint ml_n_decorators = G_N_ELEMENTS (ml_decorators);

static const MlPieceArt wonders_art = {
  .ground = ml_wonder_art_ground,
  .draw_cell = ml_wonder_art_draw_cell,
  .draw_tokens = ml_wonder_art_draw_tokens,
};

const MlPieceArt *const ml_piece_arts[] = {
  &wonders_art,
};
const guint ml_n_piece_arts = G_N_ELEMENTS (ml_piece_arts);

const MlBuildingArt *const ml_building_arts[] = {
  &ml_abbeys_building_art,
};
const guint ml_n_building_arts = G_N_ELEMENTS (ml_building_arts);

const MlPondShape ml_pond_shapes[] = {
  ml_river_art_pond,
};
const guint ml_n_pond_shapes = G_N_ELEMENTS (ml_pond_shapes);

const MlBuildingArt *
ml_building_art_for (const MlFeatureDef *monastery)
{
  for (guint i = 0; i < ml_n_building_arts; i++)
    if (ml_building_arts[i]->claims (monastery))
      return ml_building_arts[i];
  return NULL;
}

gboolean
ml_pond_shape (const MlFeatureDef *water, gboolean monastery, double *rx, double *ry)
{
  for (guint i = 0; i < ml_n_pond_shapes; i++)
    if (ml_pond_shapes[i] (water, monastery, rx, ry))
      return TRUE;
  return FALSE;
}

gboolean
ml_piece_art_ground (const MlTileDef *tile, guint cell, cairo_t *cr)
{
  for (guint i = 0; i < ml_n_piece_arts; i++)
    if (ml_piece_arts[i]->ground && ml_piece_arts[i]->ground (tile, cell, cr))
      return TRUE;
  return FALSE;
}

void
ml_piece_art_draw_cell (const MlTileDef *tile, guint cell, cairo_t *cr, double px)
{
  for (guint i = 0; i < ml_n_piece_arts; i++)
    if (ml_piece_arts[i]->draw_cell)
      ml_piece_arts[i]->draw_cell (tile, cell, cr, px);
}

void
ml_piece_art_draw_tokens (cairo_t *cr, const MlPiece *piece, double x, double y, double scale, const MlColor *owner)
{
  for (guint i = 0; i < ml_n_piece_arts; i++)
    if (ml_piece_arts[i]->draw_tokens)
      ml_piece_arts[i]->draw_tokens (cr, piece, x, y, scale, owner);
}
