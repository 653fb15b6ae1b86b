/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The River's names for the JCloisterZone importer (ml-jcz-names.h). */
#pragma once

#include "ml-jcz-names.h"

G_BEGIN_DECLS

extern const MlJczNames ml_river_jcz;

G_END_DECLS
