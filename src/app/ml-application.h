/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The application: one window per open scenario, app-wide actions and shortcuts. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ML_APP_ID "io.github.meeplelab.MeepleLab"

#define ML_TYPE_APPLICATION (ml_application_get_type ())
G_DECLARE_FINAL_TYPE (MlApplication, ml_application, ML, APPLICATION, AdwApplication)

MlApplication *ml_application_new (void);

/* The preferences that last, or NULL when the schema is not installed (running from the
 * build folder without GSETTINGS_SCHEMA_DIR): then nothing is remembered. */
GSettings     *ml_application_get_settings (MlApplication *self);

G_END_DECLS
