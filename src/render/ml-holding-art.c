/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-holding-art.h"
#include "ml-render-list.h"

#include <string.h>

static const MlHoldingArt *
find (const char *id)
{
  for (guint l = 0; id && ml_holding_art_lists[l]; l++)
    for (const MlHoldingArt *a = ml_holding_art_lists[l]; a->id; a++)
      if (strcmp (a->id, id) == 0)
        return a;
  return NULL;
}

gboolean
ml_holding_art_has (const char *id)
{
  return find (id) != NULL;
}

gboolean
ml_holding_art_draw (cairo_t *cr, const char *id, double x, double y, double size)
{
  const MlHoldingArt *art = find (id);
  if (art == NULL)
    return FALSE;
  cairo_save (cr);
  gboolean drawn = art->draw (cr, id, x + size / 2, y + size / 2, size);
  cairo_restore (cr);
  return drawn;
}
