/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JCloisterZone's meeple locations in our terms, for the importer (ml-jcz.c). */
#pragma once

#include <glib.h>
#include "ml-catalogue.h"

G_BEGIN_DECLS

/* Our location code for the meeple JCloisterZone puts on @feature_name ("Road", "City",
 * "Field", "Monastery") at @location ("NL.NR", "NS", "I") of @tile lying at @rot, after
 * checking that the location names exactly that feature's sides on the tile; NULL with a
 * sentence in *@why (newly allocated) when it does not. */
const char *ml_jcz_our_location (const MlTileDef *tile, int rot, const char *feature_name,
                                 const char *location, char **why);

G_END_DECLS
