/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-traders-builders-goods.h"
#include "ml-traders-builders-art.h"
#include "ml-expansions.h"

#include <glib/gi18n.h>

/* The ids are those of the module's holdings (ml-game-state.h's MlHolding). */
const MlHoldingArt ml_traders_builders_holding_art[] = {
  { "wine", ml_traders_builders_art_draw_good },
  { "grain", ml_traders_builders_art_draw_good },
  { "cloth", ml_traders_builders_art_draw_good },
  { NULL, NULL },
};

static void
legend_good (cairo_t *cr, const char *id, double x, double y, double size)
{
  ml_traders_builders_art_draw_good (cr, id, x + size / 2, y + size / 2, 0.8 * size);
}

static void
legend_wine (cairo_t *cr, double x, double y, double size, const MlColor *color, int player)
{
  legend_good (cr, "wine", x, y, size);
}

static void
legend_grain (cairo_t *cr, double x, double y, double size, const MlColor *color, int player)
{
  legend_good (cr, "grain", x, y, size);
}

static void
legend_cloth (cairo_t *cr, double x, double y, double size, const MlColor *color, int player)
{
  legend_good (cr, "cloth", x, y, size);
}

const MlLegendRow ml_traders_builders_legend[] = {
  { ML_EXPANSION_TRADERS_BUILDERS,
    N_("Wine in a city: whoever completes the city takes a wine token; at the end the most wine tokens score 10"),
    legend_wine },
  { ML_EXPANSION_TRADERS_BUILDERS,
    N_("Grain in a city: whoever completes the city takes a grain token; at the end the most grain tokens score 10"),
    legend_grain },
  { ML_EXPANSION_TRADERS_BUILDERS,
    N_("Cloth in a city: whoever completes the city takes a cloth token; at the end the most cloth tokens score 10"),
    legend_cloth },
  { 0, NULL, NULL },
};
