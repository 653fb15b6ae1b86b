/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A feature's flags in the tile data: a boolean member ("abbey": true, "inn": true, ...) or
 * one value of a string member ("goods": "wine"). Each expansion module declares the names
 * (and values) it reads, their bits in MlFeatureDef.flags and the feature kind they belong
 * to; the catalogue reads whatever is declared, so that a new expansion adds its flags
 * without touching the catalogue. The registry (ml-feature-flags.c) lists the modules'
 * declarations. Test a flag with ml_feature_has(). */
#pragma once

#include <glib.h>
#include "ml-catalogue.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;     /* the member in the tile data and in `tiles --json` */
  guint bit;            /* one bit of MlFeatureDef.flags */
  MlFeatureKind kind;   /* the only kind of feature that may carry it */
  const char *value;    /* NULL for a boolean member; else the string that sets the bit, the
                         * member's other values being other declarations of the same name */
} MlFeatureFlagDecl;

/* Every declared flag, in the stable order `tiles --json` writes them; @n gets the count. */
const MlFeatureFlagDecl *ml_feature_flags (guint *n);

/* The bit declared for the boolean member @name, or 0 when no module declares it. */
guint ml_feature_flag_bit (const char *name);

/* The bit declared for the string member @name with the value @value, or 0. */
guint ml_feature_flag_value_bit (const char *name, const char *value);

G_END_DECLS
