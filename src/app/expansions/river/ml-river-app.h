/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The River's row of the app's registry of expansions (ml-app-expansions.h): the board
 * view's words for the river, which scores nothing and holds no meeple. */
#pragma once

#include "ml-app-expansions.h"

G_BEGIN_DECLS

extern const MlAppExpansion ml_river_app;

G_END_DECLS
