/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-figure-art.h"
#include "ml-figures.h"
#include "ml-meeple-art.h"
#include "ml-render-list.h"

#include <string.h>

/* Which picture each figure of the core's table has: 0 for none, else 1 + its place among
 * the lists' rows. The table is fixed at build time, so it is worked out once. */
static guint8 art_of[ML_MAX_FIGURES];
static const MlFigureArt *arts[ML_MAX_FIGURES + 1];

static void
index_once (void)
{
  static gsize done = 0;
  if (!g_once_init_enter (&done))
    return;
  guint n = 0;
  for (guint f = 0; f < ml_figures_count () && f < ML_MAX_FIGURES; f++)
    {
      const char *id = ml_figure (f)->id;
      for (guint l = 0; id && art_of[f] == 0 && l < ml_n_figure_art_lists; l++)
        for (const MlFigureArt *a = ml_figure_art_lists[l]; a->id && art_of[f] == 0; a++)
          if (strcmp (a->id, id) == 0)
            {
              arts[++n] = a;
              art_of[f] = (guint8) n;
            }
    }
  g_once_init_leave (&done, 1);
}

guint
ml_figure_art_index (guint figure)
{
  index_once ();
  return figure < ML_MAX_FIGURES ? art_of[figure] : 0;
}

const MlFigureArt *
ml_figure_art_find (guint figure)
{
  guint i = ml_figure_art_index (figure);
  return i ? arts[i] : NULL;
}

void
ml_figure_art_draw (cairo_t *cr, guint figure, double x, double y, double size, const MlColor *color, int player,
                    gboolean lying)
{
  const MlFigureArt *art = ml_figure_art_find (figure);
  if (art)
    art->draw (cr, x, y, size, color, player);
  else
    ml_meeple_art_draw (cr, x, y, size, color, player, lying);
}
