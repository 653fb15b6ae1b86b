/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders as JCloisterZone names it, for the importer (ml-jcz-names.h). */
#pragma once

#include "ml-jcz-names.h"

G_BEGIN_DECLS

extern const MlJczNames ml_traders_builders_jcz;

G_END_DECLS
