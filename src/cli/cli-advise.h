/* SPDX-License-Identifier: GPL-3.0-or-later */
/* advise's words for a meeple of a move, which the expansions' parts use in theirs. */
#pragma once

#include "ml-advise.h"

/* What the meeple stands as, in words ("knight"), or the name of a module's figure. */
const char *cli_advise_role_text (const MlAdviseMeeple *d);
