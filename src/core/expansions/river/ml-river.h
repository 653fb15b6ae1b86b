/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The River's module: where river tiles may go and in which order (ml-river.c). */
#pragma once

#include <glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* Its hooks into the rules of placement (ml-game-state.h). */
extern const MlExpansionHooks ml_river_hooks;

G_END_DECLS
