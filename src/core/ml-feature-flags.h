/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A feature's boolean flags in the tile data ("abbey": true, "inn": true, ...): each
 * expansion module declares the names it reads, their bits in MlFeatureDef.flags and the
 * feature kind they belong to; the catalogue reads whatever is declared, so that a new
 * expansion adds its flags without touching the catalogue. The registry (ml-feature-flags.c)
 * lists the modules' declarations. Test a flag with ml_feature_has(). */
#pragma once

#include <glib.h>
#include "ml-catalogue.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;     /* the member in the tile data and in `tiles --json` */
  guint bit;            /* one bit of MlFeatureDef.flags */
  MlFeatureKind kind;   /* the only kind of feature that may carry it */
} MlFeatureFlagDecl;

/* Every declared flag, in the stable order `tiles --json` writes them; @n gets the count. */
const MlFeatureFlagDecl *ml_feature_flags (guint *n);

/* The bit declared for @name, or 0 when no module declares it. */
guint ml_feature_flag_bit (const char *name);

G_END_DECLS
