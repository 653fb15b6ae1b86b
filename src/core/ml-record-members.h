/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the members a module reads of a game record's move (its move_members hooks,
 * ml-game-state.h) share with the record's own: a meeple as a move names it (a square and a
 * location, with its figure as "role"), read, written and named from where it stands. The
 * record (ml-record.c) and the modules include this; the modules need no more of it. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include "ml-catalogue.h"
#include "ml-scenario-fields.h"

G_BEGIN_DECLS

typedef struct {
  int x, y;
  char *at;                    /* a location code or a feature name */
  guint figure;                /* which figure (ml-figures.h), by its id as "role" */
} MlRecordMeeple;

/* Reads @node, a meeple of a move at JSON path @path ({"x", "y", "at", "role"}), into @m
 * (@m->at newly allocated, also when it fails past "at"); FALSE with the error set through
 * ml_field_invalid(). */
gboolean    ml_record_read_meeple  (MlFieldCtx *ctx, JsonNode *node, const char *path, MlRecordMeeple *m);
/* @m as the record writes it ("role" only for a figure other than the ordinary meeple). */
JsonNode   *ml_record_meeple_node  (const MlRecordMeeple *m);

/* A location code on @tile at @rot that names @feature on @cell as people name it: a field
 * by a half-edge, anything else by an edge's middle or the centre ("S" for a city rather
 * than "SSE"); failing that, any location of it. Static. */
const char *ml_record_feature_location (const MlTileDef *tile, int rot, guint cell, guint8 feature);

G_END_DECLS
