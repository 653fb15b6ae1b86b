/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-readings.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* The readings, in MlReadingId order. The first answer is the project's choice. */
static const MlReadingDef readings[ML_N_READINGS] = {
  { ML_READING_FINAL_BONUSES, "final-bonuses", N_("Wonder bonuses in the final scoring"),
    N_("Do the Circus Maximus and the Taj Mahal add their bonuses in the final scoring?"), 2,
    { { "yes", N_("Yes"), N_("Their bonuses apply to features scored at the end too."), NULL },
      { "no", N_("No"), N_("Their bonuses apply only to features scored during the game."), NULL } } },
  { ML_READING_TAJ_PARTICIPATION, "taj-participation", N_("Taking part in a Taj Mahal scoring"),
    N_("When does the Taj Mahal's owner take part in a scoring?"), 2,
    { { "presence", N_("A meeple in the feature"), N_("At least one of the owner's meeples is in the scored feature."), NULL },
      { "share", N_("A share of the points"), N_("The owner scores points from the feature."), NULL } } },
  { ML_READING_WONDER_BINDINGS, "wonder-bindings", N_("Which wonder has which effect"),
    N_("Which effects belong to the Circus Maximus, Abu Simbel, Tikal and Angkor Wat?"), 2,
    { { "ours", N_("Ours"), N_("The binding documented beside the faces."), NULL },
      { "other", N_("The other one"), N_("The other binding the sources allow."), NULL } } },
  { ML_READING_EFFECTS_START, "effects-start", N_("When a wonder's effect starts"),
    N_("From which turn does a laid wonder act?"), 2,
    { { "owner-next-turn", N_("The owner's next turn"), N_("From the owner's next turn after laying it."), NULL },
      { "any-next-turn", N_("The next turn"), N_("From the next turn of any player."), NULL } } },
  { ML_READING_TAJ_FIFTH_SLOT, "taj-fifth-slot", N_("The Taj Mahal's fifth slot"),
    N_("What is the Taj Mahal's fifth slot worth?"), 2,
    { { "unusable", N_("Unusable"), N_("The sources give no value, so no meeple goes there."), NULL },
      { "value", N_("A value you set"), N_("It raises the city bonus by the value you set."), NULL } } },
  { ML_READING_RIVER_TURNS, "river-turns", N_("The River's turns"),
    N_("Which turns of the River are forbidden?"), 2,
    { { "curves-alternate", N_("Curves alternate"), N_("Straights between two curves change nothing."), NULL },
      { "no-two-in-row", N_("Two in a row"), N_("Only two same-way curves directly in a row are forbidden."), NULL } } },
  { ML_READING_FARMERS, "farmers", N_("How fields score"),
    N_("How do farmers score at the end?"), 2,
    { { "third-edition", N_("3rd edition"), N_("3 per completed city, for each field."), NULL },
      { "first-edition", N_("1st edition"), N_("Each completed city scores 4 once, to the most farmers around it."), NULL } } },
};

void
ml_readings_init (MlReadings *self)
{
  memset (self, 0, sizeof *self);
}

gboolean
ml_readings_equal (const MlReadings *a, const MlReadings *b)
{
  return memcmp (a->answer, b->answer, sizeof a->answer) == 0
         && (a->answer[ML_READING_TAJ_FIFTH_SLOT] != ML_FIFTH_SLOT_VALUE
             || a->fifth_slot_value == b->fifth_slot_value);
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
  return &readings[reading];
}

const MlReadingDef *
ml_reading_lookup (const char *id)
{
  for (guint i = 0; i < ML_N_READINGS; i++)
    if (g_strcmp0 (readings[i].id, id) == 0)
      return &readings[i];
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
