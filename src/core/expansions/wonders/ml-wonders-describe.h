/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The wonders' bonuses in words, for the score's explanations: below the scoring, which
 * reads it without knowing the wonders' rules. */
#pragma once

#include <glib.h>
#include "ml-score-item.h"

G_BEGIN_DECLS

/* The wonder's name in the current language. */
const char *ml_wonder_name (const MlTileDef *wonder);

/* "Tikal: 2 roads of 5 tiles or more × 5 = 10" in the current language, for one of the
 * Wonders' items (ml-wonders.h). */
char *ml_wonders_describe_item (const MlScoreItem *item);

G_END_DECLS
