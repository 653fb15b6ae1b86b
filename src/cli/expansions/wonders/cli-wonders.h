/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders of Humanity on the command line: their row of the expansions' parts
 * (cli-expansions.h), and the hooks its files share with it. */
#pragma once

#include "cli-expansions.h"

G_BEGIN_DECLS

extern const CliExpansion cli_wonders;

/* move (cli-wonders-move.c) */
extern GOptionEntry _cli_wonders_move_entries[];
const char *_cli_wonders_move_given   (void);
gboolean    _cli_wonders_move_usage   (gboolean meeples);
char       *_cli_wonders_move_unused  (const char *option);
guint       _cli_wonders_meeples_on   (const MlTileDef *tile, const char **too_many);
const char *_cli_wonders_never_set_aside (const MlTileDef *tile);
gboolean    _cli_wonders_move_choose  (const MlScenario *scenario, MlTurnOptions *opt);
gboolean    _cli_wonders_move_apply   (const MlGame *game, MlTurnOptions *opt, char **refusal);

/* advise (cli-wonders-advise.c) */
const MlTileDef *_cli_wonders_advise_other (const MlGame *game);
gboolean    _cli_wonders_advise_lead    (const MlAdviseMove *m, GString *text);
void        _cli_wonders_advise_more    (const MlAdviseMove *m, GString *text);
void        _cli_wonders_advise_members (const MlAdviseMove *m, JsonBuilder *b);

G_END_DECLS
