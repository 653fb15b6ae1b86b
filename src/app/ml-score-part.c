/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-score-part.h"

G_DEFINE_INTERFACE (MlScorePart, ml_score_part, GTK_TYPE_WIDGET)

static void
ml_score_part_default_init (MlScorePartInterface *iface)
{
}

void
ml_score_part_update (MlScorePart *self, MlDocument *document, const char *const *names)
{
  g_return_if_fail (ML_IS_SCORE_PART (self));
  MlScorePartInterface *iface = ML_SCORE_PART_GET_IFACE (self);
  if (iface->update)
    iface->update (self, document, names);
}
