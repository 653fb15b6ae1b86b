/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The key of a position shown with a game record (ml-record-key.c). Used by ml-record.c only. */
#pragma once

#include <glib.h>
#include "ml-scenario.h"

G_BEGIN_DECLS

/* Everything of @scenario but its record and its readings, as one text: two scenarios with
 * the same key and the same readings show the same position of the same players under the
 * same options. Made from the fields, not the file, which would take many times as long on
 * a long game. */
char *ml_record_position_key (const MlScenario *scenario);

G_END_DECLS
