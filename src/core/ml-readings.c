/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-readings.h"
#include "ml-expansion-modules.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* The base game's readings. The first answer is the project's choice. Each answer's source
 * is the sentence of the seed pages (or of docs/rules.md, where no seed speaks) that
 * supports it, quoted in its own language with the file it comes from; the seed-quotes test
 * and test-cli.py check the quotations word for word. Each expansion's module declares its
 * own readings in its folder (ml-river-readings.c, ml-wonders-readings.c), listed beside its
 * hooks by ml-expansion-modules.c. */
static const MlReadingDef base_readings[] = {
  { ML_READING_FARMERS, "farmers", N_("How fields score"),
    N_("How do farmers score at the end of the game?"), 2,
    { { "third-edition", N_("3rd edition"),
        N_("Each field scores 3 per completed city it touches, to the players with the most farmers in it; a city can count for several fields."),
        "seeds/base-game-c3.fr.txt: « Chaque ville rapporte trois points au joueur majoritaire en paysans ; à égalité de majorité, chacun reçoit le total. »" },
      { "first-edition", N_("1st edition"),
        N_("Each completed city scores 4 once, to the players with the most farmers in all the fields that touch it together."),
        "docs/rules.md: the 1st edition's rule, which no seed quotes; the seed covers the 3rd edition only (seeds/base-game-c3.fr.txt: « troisième édition »)" } } },
};

static const MlReadingSet base_set = { base_readings, G_N_ELEMENTS (base_readings) };

/* Every reading, in MlReadingId order: the base game's and each module's rows put at their
 * own id, once. Every id has exactly one row; a row out of place is a mistake of the
 * sources, caught on first use. */
static const MlReadingDef *const *
table (void)
{
  static const MlReadingDef *defs[ML_N_READINGS];
  static gsize done;
  if (g_once_init_enter (&done))
    {
      guint n_modules = ml_expansion_modules_count ();
      for (guint m = 0; m <= n_modules; m++)
        {
          const MlReadingSet *set = m == 0 ? &base_set : ml_expansion_modules_readings (m - 1);
          for (guint i = 0; set && i < set->n_defs; i++)
            {
              const MlReadingDef *def = &set->defs[i];
              g_assert (def->reading < ML_N_READINGS && defs[def->reading] == NULL);
              defs[def->reading] = def;
            }
        }
      for (guint r = 0; r < ML_N_READINGS; r++)
        g_assert (defs[r] != NULL);
      g_once_init_leave (&done, 1);
    }
  return defs;
}

void
ml_readings_init (MlReadings *self)
{
  memset (self, 0, sizeof *self);
  for (guint r = 0; r < ML_N_READINGS; r++)
    for (guint a = 0; a < table ()[r]->n_answers; a++)
      if (table ()[r]->answers[a].takes_value)
        self->value[r] = table ()[r]->answers[a].default_value;
}

/* The number counts only while its answer is in force. */
gboolean
ml_readings_equal (const MlReadings *a, const MlReadings *b)
{
  if (memcmp (a->answer, b->answer, sizeof a->answer) != 0)
    return FALSE;
  for (guint r = 0; r < ML_N_READINGS; r++)
    if (a->answer[r] < table ()[r]->n_answers && table ()[r]->answers[a->answer[r]].takes_value
        && a->value[r] != b->value[r])
      return FALSE;
  return TRUE;
}

gboolean
ml_readings_is_default (const MlReadings *self)
{
  MlReadings def;
  ml_readings_init (&def);
  return ml_readings_equal (self, &def);
}

const MlReadingDef *
ml_reading_def (MlReadingId reading)
{
  g_return_val_if_fail (reading < ML_N_READINGS, NULL);
  return table ()[reading];
}

const MlReadingDef *
ml_reading_lookup (const char *id)
{
  for (guint i = 0; i < ML_N_READINGS; i++)
    if (g_strcmp0 (table ()[i]->id, id) == 0)
      return table ()[i];
  return NULL;
}

int
ml_reading_answer_index (const MlReadingDef *def, const char *id)
{
  for (guint i = 0; i < def->n_answers; i++)
    if (g_strcmp0 (def->answers[i].id, id) == 0)
      return (int) i;
  return -1;
}

char *
ml_readings_ids_joined (void)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < ML_N_READINGS; i++)
    g_string_append_printf (out, "%s%s", i ? ", " : "", table ()[i]->id);
  return g_string_free (out, FALSE);
}

char *
ml_reading_answers_joined (const MlReadingDef *def)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < def->n_answers; i++)
    g_string_append_printf (out, "%s%s", i ? ", " : "", def->answers[i].id);
  return g_string_free (out, FALSE);
}

const char *
ml_readings_answer_id (const MlReadings *self, MlReadingId reading)
{
  g_return_val_if_fail (reading < ML_N_READINGS, NULL);
  guint a = self->answer[reading];
  const MlReadingDef *def = table ()[reading];
  return a < def->n_answers ? def->answers[a].id : NULL;
}

int *
ml_readings_value (MlReadings *self, MlReadingId reading, guint answer)
{
  g_return_val_if_fail (reading < ML_N_READINGS, NULL);
  const MlReadingDef *def = table ()[reading];
  return answer < def->n_answers && def->answers[answer].takes_value ? &self->value[reading] : NULL;
}
