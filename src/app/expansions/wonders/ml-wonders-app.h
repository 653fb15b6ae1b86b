/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' row of the app's registry of expansions (ml-app-expansions.h): their
 * choices for every turn, their sections of the turn bar and the score panel, their words
 * in the palette and the hints, and the popover that edits a laid wonder. */
#pragma once

#include "ml-app-expansions.h"

G_BEGIN_DECLS

extern const MlAppExpansion ml_wonders_app;

G_END_DECLS
