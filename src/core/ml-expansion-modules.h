/* The expansions' modules of the core: the one place that lists which modules take part
 * in a game's turns (ml-game-state.h's hooks). A new expansion with rules of its own adds
 * its module here. */
#pragma once

#include <glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* Puts every module of the core into @game's list, in the order they are asked. */
void ml_expansion_modules_install (MlGame *game);

G_END_DECLS
