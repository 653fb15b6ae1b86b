/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-readings.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* The readings, in MlReadingId order. The first answer is the project's choice. Each
 * answer's source is the sentence of the seed pages (or of docs/rules.md, where no seed
 * speaks) that supports it, quoted in its own language with the file it comes from; the
 * seed-quotes test and test-cli.py check the quotations word for word. */
static const MlReadingDef readings[ML_N_READINGS] = {
  { ML_READING_FINAL_BONUSES, "final-bonuses", N_("Wonder bonuses in the final scoring"),
    N_("Do the Circus Maximus and the Taj Mahal add their bonuses when roads, cities and monasteries are scored at the end of the game?"), 2,
    { { "yes", N_("Yes"),
        N_("A scoring is a scoring: unfinished features scored at the end earn the bonuses too."),
        "seeds/wonders-of-humanity.fr.txt: « vous recevrez 2 points supplémentaires pour chaque évaluation de route à laquelle vous participez »" },
      { "no", N_("No"),
        N_("They are wonders of the game's course: only features completed during the game earn the bonuses."),
        "seeds/wonders-of-humanity.fr.txt: « Certaines merveilles vous donnent des points pendant la partie, tandis que d'autres vous donnent des points à la fin de la partie. »" } } },
  { ML_READING_TAJ_PARTICIPATION, "taj-participation", N_("Taking part in a Taj Mahal scoring"),
    N_("When does the Taj Mahal's owner take part in a scoring and get its bonus?"), 2,
    { { "presence", N_("A meeple in the feature"),
        N_("At least one of the owner's meeples is in the scored feature, even without the majority."),
        "seeds/wonders-of-humanity.fr.txt: « un joueur achève deux routes sur lesquelles vous avez au moins un meeple. Recevez-vous 10 points […] ? Réponse : Oui, 10 points, +5 par route. »" },
      { "share", N_("A share of the points"),
        N_("The owner takes part only when the scoring gives them points (they hold the majority or a tie for it)."),
        "seeds/wonders-of-humanity.fr.txt: « lorsque vous participez à l'évaluation correspondante »" } } },
  { ML_READING_WONDER_BINDINGS, "wonder-bindings", N_("Which wonder has which effect"),
    N_("The seeds describe four effects without naming their wonders: which effects belong to the Circus Maximus, Abu Simbel, Tikal and Angkor Wat?"), 2,
    { { "ours", N_("Ours"),
        N_("Circus Maximus: when a city of 3 tiles or more holding one of the owner's meeples is scored, +2 for each of the owner's meeples in any city; Abu Simbel: choose 1 of 2 tiles each turn, the other kept face down; Tikal: at the end, 5 for each road (finished or not) of 5 tiles or more; Angkor Wat: at the end, 4, 3 or 2 (2, 3–4, 5+ players) for each meeple of another colour in an unfinished city."),
        "seeds/wonders-of-humanity.en.txt: its effects for Set 1 (Stonehenge, Circus Maximus, Notre-Dame, Alhambra) include, unnamed, « When it's your turn, you can choose from 2 tiles. » and « If a city is scored that is at least 3 tiles in size and in which you have at least one meeple, you receive 2 points for each of your own meeples in a city on the board. »; the city one is the Circus Maximus's, and the rest as data/tiles/wonders.json gives it, by our choice" },
      { "other", N_("The pairs swapped"),
        N_("Each pair swapped. Circus Maximus: choose 1 of 2 tiles each turn; Abu Simbel: the +2 for each of the owner's meeples in any city when a city of 3 tiles or more holding one of them is scored; Tikal: at the end, 4, 3 or 2 for each meeple of another colour in an unfinished city; Angkor Wat: at the end, 5 for each road of 5 tiles or more. The sources allow other bindings too."),
        "seeds/wonders-of-humanity.fr.txt: « Chaque merveille a sa propre fonction qui peut vous faire gagner des points. », then, naming no wonder and in this order, « Lorsque vient votre tour, vous pouvez choisir parmi 2 tuiles. », « Si une ville d'au moins 3 tuiles est évaluée […] », « vous recevrez des points pour chaque meeple d'une autre couleur dans les villes encore incomprises » (sic) and « Pour chaque route (inachevée ou achevée) qui fait au moins 5 tuiles de long »: paired in order with the wonders as the page lists them (Circus Maximus, Abou Simbel, Tikal, Angkor Vat)" } } },
  { ML_READING_EFFECTS_START, "effects-start", N_("When a wonder's effect starts"),
    N_("From which turn does a laid wonder act, in particular the wonders that act on other players' turns (Great Wall, Circus Maximus)?"), 2,
    { { "owner-next-turn", N_("The owner's next turn"),
        N_("Nothing happens until the owner's next turn after laying it; the other players' turns in between do not count."),
        "seeds/wonders-of-humanity.fr.txt: « Cette phrase a été retirée des premières règles révisées, ainsi l'effet des merveilles commence lors de votre tour suivant après l'avoir placée »" },
      { "any-next-turn", N_("The next turn"),
        N_("The wonder acts from the very next turn, whoever plays it: only the turn that lays it is left out."),
        "seeds/wonders-of-humanity.fr.txt: « Non, car lorsque vous placez la merveille, vous ne la possédiez pas encore. »" } } },
  { ML_READING_TAJ_FIFTH_SLOT, "taj-fifth-slot", N_("The Taj Mahal's fifth slot"),
    N_("The seeds list four slots on the Taj Mahal, yet taking a meeple back implies a fifth that raised the city bonus: what is it worth?"), 2,
    { { "unusable", N_("Unusable"),
        N_("The sources give no value, so no meeple goes there and the slots stop at the fourth."),
        "seeds/wonders-of-humanity.fr.txt: « Emplacement 4 = (désormais) +5 points pour l'évaluation des routes »" },
      { "value", N_("A value you set"),
        N_("A meeple there replaces the city bonus of 3 by the value you set."),
        "seeds/wonders-of-humanity.fr.txt: « Désormais, vous recevez à nouveau +3 points pour l'évaluation des villes »" } } },
  { ML_READING_RIVER_TURNS, "river-turns", N_("The River's turns"),
    N_("The River may not turn the same way twice in a row: does a straight tile between two curves break the row?"), 2,
    { { "curves-alternate", N_("Curves alternate"),
        N_("Straights between two curves change nothing: after a left curve the next curve turns right, so the river never runs into itself."),
        "docs/rules.md: “We read \"in a row\" as the curves alternate” (no seed covers the River)" },
      { "no-two-in-row", N_("Two in a row"),
        N_("Only two same-way curves directly in a row are forbidden; the river can then point back at the spring and leave no legal spot."),
        "docs/rules.md: “Forbidding only two same-way curves directly in a row is the other reading” (no seed covers the River)" } } },
  { ML_READING_FARMERS, "farmers", N_("How fields score"),
    N_("How do farmers score at the end of the game?"), 2,
    { { "third-edition", N_("3rd edition"),
        N_("Each field scores 3 per completed city it touches, to the players with the most farmers in it; a city can count for several fields."),
        "seeds/base-game-c3.fr.txt: « Chaque ville rapporte trois points au joueur majoritaire en paysans ; à égalité de majorité, chacun reçoit le total. »" },
      { "first-edition", N_("1st edition"),
        N_("Each completed city scores 4 once, to the players with the most farmers in all the fields that touch it together."),
        "docs/rules.md: the 1st edition's rule, which no seed quotes; the seed covers the 3rd edition only (seeds/base-game-c3.fr.txt: « troisième édition »)" } } },
};

void
ml_readings_init (MlReadings *self)
{
  memset (self, 0, sizeof *self);
  /* Only used under ML_FIFTH_SLOT_VALUE when no value is given. The sources give none: the
   * fourth slot lifts the road bonus by 3 (+2 to +5), so by the same step the fifth lifts the
   * city bonus from 3 to 6. */
  self->fifth_slot_value = ML_FIFTH_SLOT_DEFAULT_VALUE;
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

char *
ml_readings_ids_joined (void)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < ML_N_READINGS; i++)
    g_string_append_printf (out, "%s%s", i ? ", " : "", readings[i].id);
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
  return a < readings[reading].n_answers ? readings[reading].answers[a].id : NULL;
}
