/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Taking wonders (docs/rules.md §5): who reaches the pairs beside the score track, which
 * wonder they take, the Cothon taken from the starting board, and the checks of what a
 * turn asks for at the pairs. */
#include "config.h"
#include "ml-wonders-private.h"
#include "ml-rules.h"
#include "ml-random.h"

#include <glib/gi18n-lib.h>

/* ---- taking wonders ------------------------------------------------------------------- */

/* Whether @p reaches the pairs now: a first wonder at the pairs, a second at 50 in the
 * variant. */
static gboolean
reaches_pairs (const MlGame *game, guint p, int pairs)
{
  guint taken = ml_wonders_state (game)->n_taken[p];
  if (taken == 0)
    return game->scores[p] >= pairs;
  return taken == 1 && ml_wonders_state (game)->wonders_per_player >= 2 && game->scores[p] >= 50;
}

/* The next player to take a wonder: among those who reach the pairs, the first that the
 * player to move listed in @opt's order, else the first in turn order from the player to
 * move; first wonders before second ones. */
static int
next_taker (const MlGame *game, const MlTurnOptions *opt)
{
  int pairs = ml_wonders_pairs_at (game);
  /* Second wonders only in the variant. */
  guint passes = ml_wonders_state (game)->wonders_per_player >= 2 ? 2 : 1;
  for (guint second = 0; second < passes; second++)
    {
      for (guint k = 0; k < ml_wonders_turn_const (opt)->n_order; k++)
        {
          guint p = ml_wonders_turn_const (opt)->order[k];
          if (p < game->n_players && (ml_wonders_state (game)->n_taken[p] > 0) == second && reaches_pairs (game, p, pairs))
            return (int) p;
        }
      for (guint k = 0; k < game->n_players; k++)
        {
          guint p = (game->turn + k) % game->n_players;
          if ((ml_wonders_state (game)->n_taken[p] > 0) == second && reaches_pairs (game, p, pairs))
            return (int) p;
        }
    }
  return -1;
}

/* The wonder @p takes: the one asked for, else one of those that may be taken (at random
 * with @rand, else the first); NULL when none may be. */
static const MlTileDef *
wonder_for (const MlGame *game, const MlTileDef *want, MlRand *rand)
{
  if (want && ml_wonders_takable (game, want))
    return want;
  const MlTileDef *takable[ML_MAX_WONDERS];
  guint n = 0;
  for (guint i = 0; i < ml_wonders_state (game)->n_available; i++)
    if (ml_wonders_takable (game, ml_wonders_state (game)->available[i]))
      takable[n++] = ml_wonders_state (game)->available[i];
  if (n == 0)
    return NULL;
  return takable[rand ? ml_random_below (rand, n) : 0];
}

/* Taking the Cothon, which lies on the board at @at: the marker, the meeples @opt puts on
 * its features (or, in random games, draws) and into its port, two at most. A turn whose
 * meeples asked for could not all go on it was refused beforehand (rehearse_cothon()). */
/* Random games: 0 to 2 meeples (each number alike, within the supply) on features of the
 * Cothon that are free now and apart, drawn at random. */
static guint
draw_cothon_meeples (MlGame *game, int p, guint at, MlRand *rand, MlMeepleChoice *out)
{
  MlMeepleChoice choices[ML_MAX_MEEPLE_CHOICES];
  guint n = ml_rules_meeple_choices (game, p, at, choices);
  guint want = ml_random_below (rand, MIN (2u, ml_game_supply_left (game, p)) + 1);
  guint got = 0;
  for (guint k = 0; k < want && n > 0; k++)
    {
      guint i = ml_random_below (rand, n);
      MlMeepleChoice m = choices[i];
      choices[i] = choices[--n];
      if (got == 0 || ml_rules_features_apart (game, at, out[0].feature, m.feature))
        out[got++] = m;
    }
  return got;
}

static void
take_cothon (MlGame *game, int p, guint at, const MlTurnOptions *opt, GArray *events)
{
  const MlPiece *piece = ml_board_piece (game->board, at);
  const MlTileDef *cothon = piece->tile;
  ml_board_set_tokens (game->board, at, p, 0, 0);
  if (events)
    {
      MlEvent ev = { .kind = ML_EVENT_MODULE, .module = ML_EXPANSION_WONDERS, .code = ML_WONDERS_EVENT_MARKER, .player = p, .tile = cothon, .x = piece->x, .y = piece->y,
                     .rot = piece->rot };
      g_array_append_val (events, ev);
    }
  const MlMeepleChoice *asked = ml_wonders_turn_const (opt)->cothon_meeples;
  guint n_asked = MIN (ml_wonders_turn_const (opt)->n_cothon_meeples, 2u);
  MlMeepleChoice drawn[2];
  if (ml_wonders_turn_const (opt)->cothon_at_random && opt->rand)
    {
      n_asked = draw_cothon_meeples (game, p, at, opt->rand, drawn);
      asked = drawn;
    }
  guint placed = 0;
  for (guint i = 0; i < n_asked; i++)
    {
      const MlMeepleChoice *m = &asked[i];
      if (ml_game_supply_left (game, p) == 0 || m->feature >= cothon->n_features
          || !ml_rules_can_put_meeple (game, p, at, m->feature, FALSE, NULL))
        continue;
      ml_board_add_meeple (game->board, p, at, m->cell, m->feature, FALSE);
      placed++;
      if (events)
        {
          const MlMeeple *put = ml_board_meeple (game->board, ml_board_n_meeples (game->board) - 1);
          const MlRotatedCell *cell = &cothon->rotated[piece->rot][put->cell];
          MlEvent ev = { .kind = ML_EVENT_MEEPLE, .player = p, .tile = cothon, .x = piece->x + cell->dx,
                         .y = piece->y + cell->dy, .rot = piece->rot, .role = ml_meeple_role (game->board, put) };
          g_array_append_val (events, ev);
        }
    }
  guint port = MIN (MIN (ml_wonders_turn_const (opt)->cothon_port, 2u - placed), ml_game_supply_left (game, p));
  ml_board_set_tokens (game->board, at, p, 0, port);
  if (events && port)
    {
      MlEvent pe = { .kind = ML_EVENT_KEPT, .module = ML_EXPANSION_WONDERS, .player = p, .count = port };
      g_array_append_val (events, pe);
    }
}

void
_ml_wonders_hand_out (MlGame *game, const MlTurnOptions *opt, GArray *events)
{
  const MlTileDef *choose = ml_wonders_turn_const (opt)->choose;
  gboolean asked[ML_MAX_PLAYERS] = { FALSE };
  int p;
  while (ml_wonders_state (game)->n_available > 0 && (p = next_taker (game, opt)) >= 0)
    {
      /* Each taker's own choice once; the plain choice goes to the first taker without one. */
      const MlTileDef *want = asked[p] ? NULL : ml_wonders_turn_const (opt)->choose_for[p];
      asked[p] = TRUE;
      if (want == NULL && choose)
        want = choose, choose = NULL;
      const MlTileDef *wonder = wonder_for (game, want, opt->rand);
      if (wonder == NULL)
        break;
      ml_wonders_give (game, p, wonder);
      if (events)
        {
          MlEvent ev = { .kind = ML_EVENT_MODULE, .module = ML_EXPANSION_WONDERS, .code = ML_WONDERS_EVENT_TAKEN, .player = p, .tile = wonder };
          g_array_append_val (events, ev);
        }
      /* The Cothon lies on the board from the start: its owner marks it at once, even on
       * another player's turn, and may put meeples on it and into its port. */
      if (wonder->effect == ML_EFFECT_COTHON)
        take_cothon (game, p, (guint) ml_wonders_laid (game, wonder, -1), opt, events);
    }
}

/* ---- what a turn asks for at the pairs ------------------------------------------------ */

/* The meeples asked for on the Cothon go on when it is taken, after the turn's meeples and
 * scoring: a meeple put this turn may by then occupy a feature that was free, and the
 * supply may be empty. The turn is played ahead on a copy (same random draws) and refused
 * when the Cothon is taken but not every meeple asked for goes on it. */
static gboolean
rehearse_cothon (MlGame *game, guint piece, const MlTurnOptions *opt, GError **error)
{
  const MlPiece *laid = ml_board_piece (game->board, piece);
  const MlTileDef *tile = laid->tile;
  int x = laid->x, y = laid->y, rot = laid->rot;
  g_autoptr (MlGame) copy = ml_game_copy (game);
  ml_board_remove_piece (copy->board, piece);
  ml_wonders_state (copy)->rehearsal = TRUE;
  MlTurnOptions ahead = *opt;
  ahead.decide = NULL;
  MlRand rand;
  if (opt->rand)
    {
      rand = *opt->rand;
      ahead.rand = &rand;
    }
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  /* Refused for another reason: the real checks say why. */
  if (!ml_game_play_ahead (copy, tile, x, y, rot, &ahead, events, NULL))
    return TRUE;
  int taker = -1;
  guint put = 0;
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      if (ml_wonders_event_is (ev, ML_WONDERS_EVENT_TAKEN) && ev->tile->effect == ML_EFFECT_COTHON)
        taker = ev->player;
      else if (taker >= 0 && ev->kind == ML_EVENT_MEEPLE && ev->tile->effect == ML_EFFECT_COTHON)
        put++;
    }
  /* Not taken on this turn: the meeples are a wish for when it is (the app asks before the
   * turn's meeple is known). */
  if (taker < 0 || put == ml_wonders_turn_const (opt)->n_cothon_meeples)
    return TRUE;
  if (ml_game_supply_left (copy, taker) == 0)
    return _ml_wonders_refuse (error, _("The taker of the Cothon of Carthage has no meeple left in supply for it."));
  return _ml_wonders_refuse (error, _("A feature of the Cothon of Carthage asked for is no longer free when it is taken: "
                          "a meeple put on this turn joined it."));
}

/* The wonders asked for at the pairs: each one that may be taken now, no wonder for two
 * takers; the meeples put on the Cothon on taking it: features of it that are free now,
 * apart, two at most with those put into its port, and all of them still free when it is
 * taken. */
gboolean
_ml_wonders_check_taking (MlGame *game, guint piece, const MlTurnOptions *opt, GError **error)
{
  const MlTileDef *asked[ML_MAX_PLAYERS + 1];
  guint n = 0;
  if (ml_wonders_turn_const (opt)->choose)
    asked[n++] = ml_wonders_turn_const (opt)->choose;
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    if (ml_wonders_turn_const (opt)->choose_for[p])
      asked[n++] = ml_wonders_turn_const (opt)->choose_for[p];
  for (guint i = 0; i < n; i++)
    {
      if (!ml_wonders_takable (game, asked[i]))
        {
          g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                       asked[i]->effect == ML_EFFECT_COTHON && ml_wonders_laid (game, asked[i], -1) < 0
                       ? _("%s can be taken only when it is the starting board of the game.")
                       : _("%s is not among the wonders left to take."), ml_wonder_name (asked[i]));
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (asked[j] == asked[i])
          {
            g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                         _("%s is asked for twice: each taker chooses another wonder."), ml_wonder_name (asked[i]));
            return FALSE;
          }
    }
  if (ml_wonders_turn_const (opt)->n_cothon_meeples == 0)
    return TRUE;
  const MlTileDef *cothon = ml_catalogue_lookup (ml_catalogue_get_default (), "cothon-carthage");
  int at = cothon ? ml_wonders_laid (game, cothon, -1) : -1;
  if (at < 0 || ml_board_piece (game->board, (guint) at)->owner >= 0)
    return _ml_wonders_refuse (error, _("Meeples go on the Cothon of Carthage only when it is taken, from the starting board."));
  if (ml_wonders_turn_const (opt)->n_cothon_meeples + ml_wonders_turn_const (opt)->cothon_port > 2)
    return _ml_wonders_refuse (error, _("Taking the Cothon of Carthage puts 2 meeples at most on it and into its port."));
  for (guint i = 0; i < ml_wonders_turn_const (opt)->n_cothon_meeples; i++)
    {
      const MlMeepleChoice *m = &ml_wonders_turn_const (opt)->cothon_meeples[i];
      if (m->feature >= cothon->n_features || !ml_tile_feature_on_cell (cothon, m->feature, m->cell))
        return _ml_wonders_refuse (error, _("The Cothon of Carthage has no such feature on that square."));
      MlFeatureKind kind = cothon->features[m->feature].kind;
      if (kind == ML_FEATURE_WATER)
        return _ml_wonders_refuse (error, _("No meeple can stand on the river."));
      if (kind == ML_FEATURE_FIELD && !(game->expansions & ML_EXPANSION_FARMERS))
        return _ml_wonders_refuse (error, _("Farmers are not in use in this game."));
      if (ml_board_feature_meeples (game->board, ml_board_feature_id (game->board, (guint) at, m->feature)) > 0)
        return _ml_wonders_refuse (error, _("That feature already holds a meeple (the whole connected feature counts, however far)."));
    }
  if (ml_wonders_turn_const (opt)->n_cothon_meeples == 2
      && !ml_rules_features_apart (game, (guint) at, ml_wonders_turn_const (opt)->cothon_meeples[0].feature, ml_wonders_turn_const (opt)->cothon_meeples[1].feature))
    return _ml_wonders_refuse (error, _("The two meeples on a wonder go on different features."));
  return ml_wonders_state (game)->rehearsal || rehearse_cothon (game, piece, opt, error);
}
