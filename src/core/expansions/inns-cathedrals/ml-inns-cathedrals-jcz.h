/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inns & Cathedrals as JCloisterZone names it, for the importer (ml-jcz-names.h). */
#pragma once

#include "ml-jcz-names.h"

G_BEGIN_DECLS

extern const MlJczNames ml_inns_cathedrals_jcz;

G_END_DECLS
