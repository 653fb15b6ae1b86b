/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' rows of the legend: a wonder's owner by its marker, a Taj Mahal slot, the
 * Cothon's port; shown while a game uses the Wonders (ml-legend-rows.h). */
#include "config.h"
#include "ml-wonder-art.h"
#include "ml-meeple-art.h"

#include <glib/gi18n-lib.h>

/* The owner's meeple on its head, as ml_wonder_art_draw_tokens() stands it. */
static void
draw_marker (cairo_t *cr, double x, double y, double size, const MlColor *color, int player)
{
  cairo_save (cr);
  cairo_translate (cr, x + size / 2, y + size / 2);
  cairo_rotate (cr, G_PI);
  ml_meeple_art_draw (cr, 0, 0, 0.8 * size, color, player, FALSE);
  cairo_restore (cr);
}

static void
draw_slot (cairo_t *cr, double x, double y, double size, const MlColor *color, int player)
{
  cairo_save (cr);
  ml_wonder_art_draw_slot_sample (cr, x, y, size);
  cairo_restore (cr);
}

/* A meeple standing in the water of the port. */
static void
draw_port (cairo_t *cr, double x, double y, double size, const MlColor *color, int player)
{
  cairo_save (cr);
  cairo_rectangle (cr, x, y + 0.1 * size, size, 0.8 * size);
  cairo_set_source_rgb (cr, 0.45, 0.65, 0.85);
  cairo_fill (cr);
  ml_meeple_art_draw (cr, x + size / 2, y + size / 2, 0.7 * size, color, player, FALSE);
  cairo_restore (cr);
}

const MlLegendRow ml_wonder_art_legend[] = {
  { ML_EXPANSION_WONDERS, N_("A wonder’s owner: the marker upside down on the building"), draw_marker },
  { ML_EXPANSION_WONDERS, N_("A Taj Mahal slot and the bonus it gives"), draw_slot },
  { ML_EXPANSION_WONDERS, N_("Meeples waiting in the Cothon’s port"), draw_port },
  { 0 },
};
