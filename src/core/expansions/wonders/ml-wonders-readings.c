/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The readings the Wonders of Humanity declare: the questions of their rules the seed pages
 * leave open, each with its answers (ml-readings.h). The readings' table (ml-readings.c)
 * takes them from the list of modules (ml-expansion-modules.c). */
#include "config.h"
#include "ml-wonders-readings.h"

#include <glib/gi18n-lib.h>

/* The first answer is the project's choice. Each answer's source is the sentence of the seed
 * pages that supports it, quoted in its own language with the file it comes from; the
 * seed-quotes test and test-cli.py check the quotations word for word. */
static const MlReadingDef readings[] = {
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
        "seeds/wonders-of-humanity.fr.txt: « Désormais, vous recevez à nouveau +3 points pour l'évaluation des villes »",
        TRUE, ML_FIFTH_SLOT_DEFAULT_VALUE } } },
};

const MlReadingSet ml_wonders_readings = { readings, G_N_ELEMENTS (readings) };
