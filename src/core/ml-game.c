/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-game.h"
#include "ml-rules.h"
#include "ml-valuation.h"
#include "ml-words.h"
#include "ml-expansion-modules.h"

#include <glib/gi18n-lib.h>

/* What the modules may ask of the engine (ml-game-state.h). */
static const MlEngine engine = { ml_game_play_turn };

MlGame *
ml_game_new (guint n_players, guint expansions)
{
  MlGame *self = g_new0 (MlGame, 1);
  self->board = ml_board_new ();
  ml_game_reset (self, n_players, expansions);
  return self;
}

/* The readings' defaults, worked out once: a game is reset before each of thousands of
 * random games, and looking through the readings' table each time cost more than a copy. */
static const MlReadings *
default_readings (void)
{
  static MlReadings defaults;
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      ml_readings_init (&defaults);
      g_once_init_leave (&done, 1);
    }
  return &defaults;
}

void
ml_game_reset (MlGame *self, guint n_players, guint expansions)
{
  g_return_if_fail (n_players >= 1 && n_players <= ML_MAX_PLAYERS);
  ml_board_clear (self->board);
  self->n_players = n_players;
  self->expansions = expansions;
  self->turn = 0;
  self->supply = ML_SUPPLY;
  self->water_left = -1;
  self->n_set_aside = 0;
  for (int p = 0; p < ML_MAX_PLAYERS; p++)
    self->scores[p] = 0;
  self->placing = -1;
  self->readings = *default_readings ();
  self->engine = &engine;
  ml_expansion_modules_install (self);
}

/* ---- the third step of a turn --------------------------------------------------------- */

/* Each module of the game, for one hook: `EACH_MODULE (self, m) if (m->hook) ...`. */
#define EACH_MODULE(game, m) \
  for (const MlExpansionHooks *const *m##_at = (game)->modules, *m; \
       m##_at < (game)->modules + (game)->n_modules && (m = *m##_at, TRUE); m##_at++)

/* Scores a completed feature already valued in @item, and sends its meeples home. */
static void
score_and_return (MlGame *self, const MlScoreItem *scored, GArray *events)
{
  MlScoreItem item = *scored;
  guint root = item.feat;
  if (item.winners == 0)
    return;
  EACH_MODULE (self, m)
    if (m->before_score)
      m->before_score (self, &item, events);
  for (guint p = 0; p < self->n_players; p++)
    if ((item.winners >> p) & 1)
      self->scores[p] += item.points;
  if (events)
    {
      MlEvent ev = { .kind = ML_EVENT_SCORE, .player = (int) self->turn, .item = item };
      g_array_append_val (events, ev);
    }
  EACH_MODULE (self, m)
    if (m->after_score)
      m->after_score (self, &item, events, NULL);

  guint returned[ML_MAX_PLAYERS] = { 0 };
  /* The figures held apart from the supply (a large meeple) that come home: each its own
   * event, after the supply's, so that the words can name it; only looked for when the
   * events are. */
  MlEvent apart[2 * ML_MAX_PLAYERS];
  guint n_apart = 0;
  for (guint i = events ? ml_board_n_meeples (self->board) : 0; i-- > 0;)
    {
      const MlMeeple *m = ml_board_meeple (self->board, i);
      if (!m->stays && !m->from_supply && n_apart < G_N_ELEMENTS (apart)
          && ml_board_find (self->board, ml_board_meeple_feature (self->board, i)) == root)
        apart[n_apart++] = (MlEvent) { .kind = ML_EVENT_RETURN, .player = m->player, .count = 1, .figure = m->figure };
    }
  ml_board_return_meeples (self->board, root, returned);
  for (guint p = 0; p < self->n_players; p++)
    {
      /* Meeples a module keeps (in the Cothon's port) do not go back to the supply. */
      guint kept = 0, kept_by = 0;
      EACH_MODULE (self, m)
        if (returned[p] > kept && m->take_returning)
          {
            guint took = m->take_returning (self, (int) p, returned[p] - kept);
            kept += took;
            kept_by = took ? m->expansion : kept_by;
          }
      if (events && returned[p] > kept)
        {
          MlEvent ev = { .kind = ML_EVENT_RETURN, .player = (int) p, .count = returned[p] - kept };
          g_array_append_val (events, ev);
        }
      if (events && kept)
        {
          MlEvent ev = { .kind = ML_EVENT_KEPT, .module = kept_by, .player = (int) p, .count = kept };
          g_array_append_val (events, ev);
        }
    }
  /* Found from the last meeple back: put in the board's order. */
  for (guint k = n_apart; events && k-- > 0;)
    g_array_append_val (events, apart[k]);
}

/* A monastery on (x, y) that the new piece may have completed: only monks make it score
 * on completion; priors wait for the end. */
static gboolean
score_monastery_at (MlGame *self, int x, int y, GArray *events)
{
  guint cell;
  int at = ml_board_piece_at (self->board, x, y, &cell);
  if (at == ML_NO_PIECE)
    return FALSE;
  const MlPiece *piece = ml_board_piece (self->board, (guint) at);
  guint8 f = piece->tile->monastery[cell];
  if (f == ML_NO_FEATURE || ml_board_feature_meeples (self->board, piece->feat_base + f) == 0
      || ml_board_neighbours (self->board, x, y) != 8)
    return FALSE;
  MlScoreItem item;
  ml_valuation_feature (self, piece->feat_base + f, &item);
  if (item.winners == 0)
    return FALSE;
  score_and_return (self, &item, events);
  return TRUE;
}

/* The roads and cities piece @index completed that hold meeples, each scored once. */
static void
score_closed (MlGame *self, guint index, GArray *events)
{
  MlBoard *board = self->board;
  const MlPiece *piece = ml_board_piece (board, index);
  const MlTileDef *tile = piece->tile;
  guint roots[64];
  guint n_roots = 0;
  for (guint f = 0; f < tile->n_features && n_roots < G_N_ELEMENTS (roots); f++)
    {
      MlFeatureKind kind = tile->features[f].kind;
      if (kind != ML_FEATURE_ROAD && kind != ML_FEATURE_CITY)
        continue;
      guint open, meeples;
      guint root = ml_board_feature_state (board, piece->feat_base + f, &open, &meeples);
      if (open != 0 || meeples == 0)
        continue;
      gboolean seen = FALSE;
      for (guint k = 0; k < n_roots; k++)
        seen |= roots[k] == root;
      if (!seen)
        roots[n_roots++] = root;
    }
  for (guint k = 0; k < n_roots; k++)
    {
      MlScoreItem item;
      ml_valuation_feature (self, roots[k], &item);
      score_and_return (self, &item, events);
    }
}

/* Monasteries piece @index may have completed: those with a monk next to or under one of
 * its squares. Looking from the monks keeps this to a few comparisons a turn. */
static void
score_monasteries (MlGame *self, guint index, GArray *events)
{
  MlBoard *board = self->board;
  const MlPiece *piece = ml_board_piece (board, index);
  const MlTileDef *tile = piece->tile;
  guint monks = ml_board_n_monks (board);
  guint n_meeples, n_pieces;
  const MlMeeple *meeples = ml_board_meeples (board, &n_meeples);
  const MlPiece *pieces = ml_board_pieces (board, &n_pieces);
  for (guint i = 0; i < n_meeples && monks > 0; i++)
    {
      const MlMeeple *m = &meeples[i];
      if (m->kind != ML_FEATURE_MONASTERY || !(m->strength > 0))
        continue;
      const MlPiece *home = &pieces[m->piece];
      const MlRotatedCell *cell = &home->tile->rotated[home->rot][m->cell];
      int mx = home->x + cell->dx, my = home->y + cell->dy;
      gboolean near = FALSE;
      for (guint c = 0; c < tile->n_cells && !near; c++)
        near = ABS (mx - (piece->x + tile->rotated[piece->rot][c].dx)) <= 1
               && ABS (my - (piece->y + tile->rotated[piece->rot][c].dy)) <= 1;
      if (near && score_monastery_at (self, mx, my, events))
        {
          /* The monks went home: the list changed, look again from the start. */
          meeples = ml_board_meeples (board, &n_meeples);
          monks = ml_board_n_monks (board);
          i = (guint) -1;
        }
    }
}

void
ml_game_score_completed (MlGame *self, guint index, GArray *events)
{
  /* Most turns close nothing and lay no piece near a monk: two looks at the board, and the
   * scoring's own frames are not set up. */
  if (ml_board_may_close (self->board, index))
    score_closed (self, index, events);
  if (ml_board_n_monks (self->board) > 0 && ml_board_monks_near (self->board, index))
    score_monasteries (self, index, events);
}

/* ---- a whole turn ------------------------------------------------------------------- */

static gboolean
refuse (GError **error, const char *message)
{
  g_set_error_literal (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE, message);
  return FALSE;
}

/* The choices of the turn that the board just laid must allow; nothing changes. The
 * modules check their own part first; the meeples on the tile are the core's. */
static gboolean
check_action (MlGame *self, guint piece, gboolean room, const MlTurnOptions *opt, GError **error)
{
  int player = (int) self->turn;
  EACH_MODULE (self, m)
    if (m->check_action && !m->check_action (self, piece, room, opt, error))
      return FALSE;
  if (opt->action != ML_ACTION_NONE && opt->action != ML_ACTION_MEEPLES)
    return TRUE;
  /* A module that lets its piece take more meeples checks them in its check_action; the
   * modules are asked only when the turn puts more than one. */
  guint n = opt->action == ML_ACTION_MEEPLES ? opt->n_meeples : 0, most = 1;
  if (n + opt->slots > 1)
    EACH_MODULE (self, m)
      if (m->meeples_on)
        most = MAX (most, m->meeples_on (self, piece));
  if (n + opt->slots > most)
    return refuse (error, _("Only one meeple goes on the tile just laid."));
  guint from_supply = opt->slots;
  for (guint i = 0; i < n; i++)
    from_supply += ml_figure_from_supply (opt->meeples[i].figure);
  if (from_supply > ml_game_supply_left (self, player))
    return refuse (error, _("The player has no meeple left in supply."));
  for (guint i = 0; i < n; i++)
    if (!ml_rules_can_put_meeple (self, player, piece, opt->meeples[i].feature, opt->meeples[i].figure, error))
      return FALSE;
  return TRUE;
}

static void
do_action (MlGame *self, guint piece, const MlTurnOptions *opt, GArray *events)
{
  int player = (int) self->turn;
  guint first = ml_board_n_meeples (self->board);
  if (opt->action == ML_ACTION_MEEPLES)
    for (guint i = 0; i < opt->n_meeples; i++)
      {
        const MlMeepleChoice *m = &opt->meeples[i];
        ml_board_add_meeple (self->board, player, piece, m->cell, m->feature, m->figure);
        if (events)
          {
            const MlMeeple *put = ml_board_meeple (self->board, ml_board_n_meeples (self->board) - 1);
            const MlPiece *p = ml_board_piece (self->board, piece);
            const MlRotatedCell *cell = &p->tile->rotated[p->rot][put->cell];
            MlEvent ev = { .kind = ML_EVENT_MEEPLE, .player = player, .tile = p->tile, .x = p->x + cell->dx,
                           .y = p->y + cell->dy, .rot = p->rot, .role = ml_meeple_role (self->board, put),
                           .figure = put->figure };
            g_array_append_val (events, ev);
          }
      }
  EACH_MODULE (self, m)
    if (m->act)
      m->act (self, piece, opt, events);
  guint placed[2], n_placed = 0;
  for (guint i = first; i < ml_board_n_meeples (self->board) && n_placed < 2; i++)
    placed[n_placed++] = i;
  EACH_MODULE (self, m)
    if (m->after_meeples)
      m->after_meeples (self, piece, opt, placed, n_placed, events);
}

/* What the player to move may hold and lay: each module says, and whether @tile is laid only
 * to make room for something else. */
static gboolean
check_hand (const MlGame *self, const MlTileDef *tile, const MlTurnOptions *opt, gboolean *room, GError **error)
{
  *room = FALSE;
  if (!ml_expansion_modules_check_foreign (self, tile, opt, error))
    return FALSE;
  EACH_MODULE (self, m)
    if (m->check_hand && !m->check_hand (self, tile, opt, room, error))
      return FALSE;
  return TRUE;
}

/* The module whose check_hand says that @tile, which check_hand() found laid only to make
 * room, makes room for its piece: its expansion bit, for the event's words. Asked only then. */
static guint
room_for (const MlGame *self, const MlTileDef *tile, const MlTurnOptions *opt)
{
  EACH_MODULE (self, m)
    {
      gboolean room = FALSE;
      if (m->check_hand && m->check_hand (self, tile, opt, &room, NULL) && room)
        return m->expansion;
    }
  return 0;
}

void
ml_game_turn_placements (const MlGame *self, const MlTileDef *tile, GArray *out)
{
  static const MlTurnOptions none = { 0 };
  gboolean room;
  if (!check_hand (self, tile, &none, &room, NULL))
    return;
  guint first = out->len;
  ml_rules_legal_placements (self, tile, out);
  EACH_MODULE (self, m)
    if (m->filter_placements)
      m->filter_placements (self, tile, room, out, first);
}

gboolean
ml_game_play_turn (MlGame *self, const MlTileDef *tile, int x, int y, int rot,
                   const MlTurnOptions *options, GArray *events, GError **error)
{
  static const MlTurnOptions none = { 0 };
  const MlTurnOptions *opt = options ? options : &none;
  int player = (int) self->turn;
  gboolean room;
  if (!check_hand (self, tile, opt, &room, error) || !ml_rules_can_place (self, tile, x, y, rot, error))
    return FALSE;
  MlPlacement at = { x, y, rot };
  EACH_MODULE (self, m)
    if (m->check_place && !m->check_place (self, tile, &at, room, error))
      return FALSE;
  /* A wonder carries its owner's marker. */
  int piece = ml_board_place (self->board, tile, x, y, rot, ml_tile_has_building (tile) ? player : -1);
  g_assert (piece != ML_NO_PIECE);
  MlTurnOptions decided;
  if (opt->decide)
    {
      decided = *opt;
      opt->decide (self, (guint) piece, &decided, opt->decide_data);
      opt = &decided;
    }
  if (!check_action (self, (guint) piece, room, opt, error))
    {
      ml_board_remove_piece (self->board, (guint) piece);
      return FALSE;
    }

  /* Nothing is refused from here on. */
  self->placing = piece;
  if (events)
    {
      MlEvent ev = { .kind = room ? ML_EVENT_ROOM : ML_EVENT_TILE, .module = room ? room_for (self, tile, opt) : 0, .player = player,
                     .tile = tile, .x = x, .y = y, .rot = rot };
      g_array_append_val (events, ev);
    }
  EACH_MODULE (self, m)
    if (m->after_tile)
      m->after_tile (self, (guint) piece, opt, events);
  do_action (self, (guint) piece, opt, events);
  ml_game_score_completed (self, (guint) piece, events);
  EACH_MODULE (self, m)
    if (m->after_scoring)
      m->after_scoring (self, opt, events);
  /* A tile laid to make room keeps the turn; then no module gives another. */
  gboolean again = room;
  EACH_MODULE (self, m)
    if (!room && m->extra_turn)
      again |= m->extra_turn (self, tile, events);
  EACH_MODULE (self, m)
    if (m->end_turn)
      m->end_turn (self);
  self->placing = -1;
  if (!again)
    self->turn = (self->turn + 1) % self->n_players;
  return TRUE;
}

void
ml_turn_options_init (MlTurnOptions *options, const MlMeepleChoice *meeple)
{
  *options = (MlTurnOptions) { 0 };
  if (meeple && meeple->wanted)
    {
      options->action = ML_ACTION_MEEPLES;
      options->n_meeples = 1;
      options->meeples[0] = *meeple;
    }
}

gboolean
ml_game_move (MlGame *self, const MlTileDef *tile, int x, int y, int rot,
              const MlMeepleChoice *meeple, GArray *events, GError **error)
{
  MlTurnOptions opt;
  ml_turn_options_init (&opt, meeple);
  return ml_game_play_turn (self, tile, x, y, rot, &opt, events, error);
}

void
ml_game_settle (MlGame *self, GArray *items)
{
  EACH_MODULE (self, m)
    if (m->settle)
      m->settle (self, items);
  gboolean follow = FALSE;
  EACH_MODULE (self, m)
    follow |= m->after_score != NULL;
  if (!follow)
    {
      /* No module follows the items: they go straight to @items. */
      guint first = items->len;
      ml_score_settle_under (self->board, &self->readings, items);
      ml_valuation_items (self, items, first);
      ml_expansion_modules_settle_after (self, items);
      return;
    }
  g_autoptr (GArray) settled = g_array_sized_new (FALSE, FALSE, sizeof (MlScoreItem), 32);
  ml_score_settle_under (self->board, &self->readings, settled);
  ml_valuation_items (self, settled, 0);
  ml_expansion_modules_settle_after (self, settled);
  for (guint i = 0; i < settled->len; i++)
    {
      const MlScoreItem *item = &g_array_index (settled, MlScoreItem, i);
      g_array_append_val (items, *item);
      EACH_MODULE (self, m)
        if (m->after_score)
          m->after_score (self, item, NULL, items);
    }
}

void
ml_game_settle_now (MlGame *self, GArray *items, int *finals)
{
  guint first = items->len;
  ml_game_settle (self, items);
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    finals[p] = p < self->n_players ? self->scores[p] : 0;
  /* Each winner's bit in turn, of the players there are. */
  guint players = (1u << self->n_players) - 1;
  for (guint i = first; i < items->len; i++)
    {
      const MlScoreItem *item = &g_array_index (items, MlScoreItem, i);
      for (guint w = item->winners & players; w; w &= w - 1)
        finals[__builtin_ctz (w)] += item->points;
    }
}

/* The items of the thread's last finish, kept for the next: random games finish by the
 * hundred thousand, and a new array each time would be a large allocation each. */
static GPrivate finish_items = G_PRIVATE_INIT ((GDestroyNotify) g_array_unref);

void
ml_game_finish (MlGame *self, GArray *items)
{
  /* Taken out while in use, in case a module's settling finishes a game of its own. */
  GArray *settled = g_private_get (&finish_items);
  if (settled)
    g_private_set (&finish_items, NULL);
  else
    settled = g_array_sized_new (FALSE, FALSE, sizeof (MlScoreItem), 32);
  g_array_set_size (settled, 0);
  int finals[ML_MAX_PLAYERS];
  ml_game_settle_now (self, settled, finals);
  for (guint p = 0; p < self->n_players; p++)
    self->scores[p] = finals[p];
  if (items)
    g_array_append_vals (items, settled->data, settled->len);
  /* A large array (a huge board's) is not kept. */
  if (settled->len > 256)
    g_array_unref (settled);
  else
    g_private_replace (&finish_items, settled);
}

/* ---- events in words ----------------------------------------------------------------- */

const char *
ml_event_kind_id (const MlEvent *event)
{
  const char *theirs = ml_expansion_modules_event_id (event);
  if (theirs)
    return theirs;
  switch (event->kind)
    {
    case ML_EVENT_TILE: return "tile";
    case ML_EVENT_MEEPLE: return "meeple";
    case ML_EVENT_SCORE: return ml_score_item_kind_id (&event->item);
    case ML_EVENT_RETURN: return "return";
    case ML_EVENT_BONUS: return "bonus";
    case ML_EVENT_KEPT: return "kept";
    case ML_EVENT_EXTRA_TURN: return "extra-turn";
    case ML_EVENT_ROOM: return "room";
    case ML_EVENT_MODULE:
    default: return "?";   /* a module's, which its event_id hook names */
    }
}

char *
ml_event_explain (const MlEvent *event, guint n_players, const char *const *names)
{
  char *theirs = ml_expansion_modules_explain_event (event, n_players, names);
  if (theirs)
    return theirs;
  g_autofree char *tile = event->tile ? ml_words_tile (event->tile) : NULL;
  const char *who = ml_words_player (event->player, n_players, names);
  switch (event->kind)
    {
    case ML_EVENT_TILE:
      /* Translators: "Red lays tile D at (1, 0), turned 90°." */
      return g_strdup_printf (_("%s lays tile %s at (%d, %d), turned %d°."), who, tile, event->x, event->y,
                              event->rot * 90);
    case ML_EVENT_MEEPLE:
      /* Translators: "Red puts a knight in the city." */
      return g_strdup_printf (_("%s puts %s."), who, ml_words_role (event->role, event->figure));
    case ML_EVENT_SCORE:
      return ml_score_item_explain (&event->item, n_players, names);
    case ML_EVENT_RETURN:
      return g_strdup_printf (ngettext ("%u meeple goes back to %s.", "%u meeples go back to %s.", event->count),
                              event->count, who);
    case ML_EVENT_BONUS:
      return ml_score_item_explain (&event->item, n_players, names);
    case ML_EVENT_EXTRA_TURN:
      /* Translators: a module's rule gave the player another turn */
      return g_strdup_printf (_("%s plays again."), who);
    case ML_EVENT_KEPT:
    case ML_EVENT_ROOM:
    case ML_EVENT_MODULE:
    default:
      /* A module's event, which its explain_event hook words. */
      g_return_val_if_reached (g_strdup ("?"));
    }
}
