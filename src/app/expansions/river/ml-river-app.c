/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-river-app.h"

#include <glib/gi18n.h>

static const char *
feature_words (MlFeatureKind kind)
{
  return kind == ML_FEATURE_WATER ? _("The river: nothing stands on it and it never scores.") : NULL;
}

const MlAppExpansion ml_river_app = {
  .expansion = ML_EXPANSION_RIVER,
  .feature_words = feature_words,
};
