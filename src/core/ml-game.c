#include "config.h"
#include "ml-game.h"
#include "ml-rules.h"
#include "ml-wonders.h"

#include <glib/gi18n-lib.h>

static const char *const expansion_ids[] = { "farmers", "river", "abbeys", "wonders" };

const char *
ml_expansion_id (MlExpansions expansion)
{
  for (guint i = 0; i < G_N_ELEMENTS (expansion_ids); i++)
    if (expansion == 1u << i)
      return expansion_ids[i];
  return "?";
}

gboolean
ml_expansion_parse (const char *id, MlExpansions *expansion)
{
  for (guint i = 0; i < G_N_ELEMENTS (expansion_ids); i++)
    if (g_strcmp0 (id, expansion_ids[i]) == 0)
      {
        *expansion = (MlExpansions) (1u << i);
        return TRUE;
      }
  return FALSE;
}

MlGame *
ml_game_new (guint n_players, guint expansions)
{
  MlGame *self = g_new0 (MlGame, 1);
  self->board = ml_board_new ();
  ml_game_reset (self, n_players, expansions);
  return self;
}

MlGame *
ml_game_copy (const MlGame *self)
{
  MlGame *copy = g_new (MlGame, 1);
  *copy = *self;
  copy->board = ml_board_copy (self->board);
  return copy;
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
  self->river_left = -1;
  for (int p = 0; p < ML_MAX_PLAYERS; p++)
    {
      self->scores[p] = 0;
      self->n_taken[p] = 0;
      self->kept[p] = NULL;
    }
  self->wonders_per_player = 1;
  self->tiles_in_game = 0;
  self->n_available = 0;
  self->placing = -1;
  self->port_mask = 0;
  if (expansions & ML_EXPANSION_WONDERS)
    {
      self->supply = ML_WONDER_SUPPLY;
      const MlTileSet *set = ml_catalogue_find_set (ml_catalogue_get_default (), "wonders");
      for (guint i = 0; set && i < set->tiles->len && i < ML_MAX_WONDERS; i++)
        self->available[self->n_available++] = g_ptr_array_index (set->tiles, i);
    }
}

void
ml_game_free (MlGame *self)
{
  if (self == NULL)
    return;
  ml_board_free (self->board);
  g_free (self);
}

guint
ml_game_supply (const MlGame *self, int player)
{
  guint n = self->supply;
  if (self->expansions & ML_EXPANSION_WONDERS)
    for (guint k = 0; k < self->n_taken[player]; k++)
      n += k == 0 ? 2 : 1;
  return n;
}

guint
ml_game_meeples_used (const MlGame *self, int player)
{
  guint used = ml_board_meeples_of (self->board, player);
  if (!(self->expansions & ML_EXPANSION_WONDERS))
    return used;
  guint n;
  const MlPiece *pieces = ml_board_pieces (self->board, &n);
  for (guint i = 0; i < n; i++)
    if (pieces[i].owner == player && ml_tile_is_wonder (pieces[i].tile))
      used += 1 + pieces[i].slots + pieces[i].port;
  return used;
}

guint
ml_game_supply_left (const MlGame *self, int player)
{
  guint used = ml_game_meeples_used (self, player), supply = ml_game_supply (self, player);
  return used >= supply ? 0 : supply - used;
}

/* ---- the third step of a turn --------------------------------------------------------- */

/* Scores a completed feature already valued in @item, and sends its meeples home. */
static void
score_and_return (MlGame *self, const MlScoreItem *scored, GArray *events)
{
  MlScoreItem item = *scored;
  guint root = item.feat;
  gboolean wonders = (self->expansions & ML_EXPANSION_WONDERS) != 0;
  if (item.winners == 0)
    return;
  if (wonders)
    ml_wonders_before_score (self, &item, events);
  for (guint p = 0; p < self->n_players; p++)
    if ((item.winners >> p) & 1)
      self->scores[p] += item.points;
  if (events)
    {
      MlEvent ev = { .kind = ML_EVENT_SCORE, .player = (int) self->turn, .item = item };
      g_array_append_val (events, ev);
    }
  if (wonders)
    ml_wonders_after_score (self, &item, events, NULL);

  guint returned[ML_MAX_PLAYERS] = { 0 };
  for (guint i = ml_board_n_meeples (self->board); i-- > 0;)
    {
      const MlMeeple *m = ml_board_meeple (self->board, i);
      if (m->prior || ml_board_find (self->board, ml_board_meeple_feature (self->board, i)) != root)
        continue;
      returned[m->player]++;
      ml_board_remove_meeple (self->board, i);
    }
  for (guint p = 0; p < self->n_players; p++)
    {
      guint to_port = returned[p] && wonders ? ml_wonders_to_port (self, (int) p, returned[p]) : 0;
      if (events && returned[p] > to_port)
        {
          MlEvent ev = { .kind = ML_EVENT_RETURN, .player = (int) p, .count = returned[p] - to_port };
          g_array_append_val (events, ev);
        }
      if (events && to_port)
        {
          MlEvent ev = { .kind = ML_EVENT_PORT, .player = (int) p, .count = to_port };
          g_array_append_val (events, ev);
        }
    }
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
  ml_score_feature (self->board, piece->feat_base + f, &item);
  if (item.winners == 0)
    return FALSE;
  score_and_return (self, &item, events);
  return TRUE;
}

void
ml_game_score_completed (MlGame *self, guint index, GArray *events)
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
      guint root = ml_board_find (board, piece->feat_base + f);
      if (ml_board_feature_open (board, root) != 0 || ml_board_feature_meeples (board, root) == 0)
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
      ml_score_feature (board, roots[k], &item);
      score_and_return (self, &item, events);
    }

  /* Monasteries the piece may have completed: those with a monk next to or under one of
   * its squares. Looking from the monks keeps this to a few comparisons a turn. */
  guint n_meeples, n_pieces;
  const MlMeeple *meeples = ml_board_meeples (board, &n_meeples);
  const MlPiece *pieces = ml_board_pieces (board, &n_pieces);
  for (guint i = 0; i < n_meeples && ml_board_n_monks (board) > 0; i++)
    {
      const MlMeeple *m = &meeples[i];
      const MlPiece *home = &pieces[m->piece];
      if (m->prior || home->tile->features[m->feature].kind != ML_FEATURE_MONASTERY)
        continue;
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
          i = (guint) -1;
        }
    }
}

/* ---- a whole turn ------------------------------------------------------------------- */

static gboolean
refuse (GError **error, const char *message)
{
  g_set_error_literal (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE, message);
  return FALSE;
}

static gboolean
wonder_fits (const MlGame *self, const MlTileDef *wonder)
{
  g_autoptr (GArray) out = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (self, wonder, out);
  return out->len > 0;
}

/* The choices of the turn that the board just laid must allow; nothing changes. */
static gboolean
check_action (MlGame *self, guint piece, gboolean room, const MlTurnOptions *opt, GError **error)
{
  int player = (int) self->turn;
  const MlPiece *laid = ml_board_piece (self->board, piece);
  gboolean wonder = ml_tile_is_wonder (laid->tile);
  gboolean taj_laid = laid->tile->effect == ML_EFFECT_TAJ_MAHAL && wonder;
  if (room && (opt->action != ML_ACTION_NONE || opt->slots))
    return refuse (error, _("No meeple goes on a tile drawn to make room for the wonder."));
  if (opt->slots && !taj_laid)
    return refuse (error, _("Meeples go into slots only when the Taj Mahal is laid, or one a turn instead of a meeple."));
  switch (opt->action)
    {
    case ML_ACTION_NONE:
    case ML_ACTION_MEEPLES:
      {
        guint n = opt->action == ML_ACTION_MEEPLES ? opt->n_meeples : 0;
        if (n > (wonder ? 2u : 1u) || n + opt->slots > (wonder ? 2u : 1u))
          return refuse (error, wonder ? _("A wonder takes at most 2 meeples besides its marker.")
                                       : _("Only one meeple goes on the tile just laid."));
        if (n == 2 && opt->meeples[0].feature == opt->meeples[1].feature)
          return refuse (error, _("The two meeples on a wonder go on different features."));
        if (n + opt->slots > ml_game_supply_left (self, player))
          return refuse (error, _("The player has no meeple left in supply."));
        for (guint i = 0; i < n; i++)
          if (!ml_rules_can_put_meeple (self, player, piece, opt->meeples[i].feature, opt->meeples[i].prior, error))
            return FALSE;
        for (guint k = 0; k < opt->slots; k++)
          if (!ml_wonders_slot_usable (laid->tile, 1 + k))
            return refuse (error, _("That slot of the Taj Mahal cannot take a meeple: the sources do not give its bonus."));
        return TRUE;
      }
    case ML_ACTION_SLOT:
    case ML_ACTION_UNSLOT:
      {
        int at = ml_wonders_piece (self, ML_EFFECT_TAJ_MAHAL, FALSE);
        const MlPiece *taj = at >= 0 ? ml_board_piece (self->board, (guint) at) : NULL;
        if (taj == NULL || taj->owner != player || (guint) at == piece)
          return refuse (error, _("Only the owner of a Taj Mahal laid on an earlier turn uses its slots."));
        if (opt->action == ML_ACTION_UNSLOT)
          return taj->slots > 0 ? TRUE : refuse (error, _("No meeple stands in the Taj Mahal's slots besides the marker."));
        if (!ml_wonders_slot_usable (taj->tile, 1u + taj->slots))
          return refuse (error, _("The Taj Mahal has no free slot that can take a meeple."));
        return ml_game_supply_left (self, player) > 0 ? TRUE : refuse (error, _("The player has no meeple left in supply."));
      }
    case ML_ACTION_FROM_PORT:
      {
        int at = ml_wonders_piece (self, ML_EFFECT_COTHON, FALSE);
        const MlPiece *cothon = at >= 0 ? ml_board_piece (self->board, (guint) at) : NULL;
        if (cothon == NULL || cothon->owner != player || cothon->port == 0)
          return refuse (error, _("Only the owner of the Cothon of Carthage sends a meeple from its port, and the port is empty."));
        const MlMeepleChoice *m = &opt->meeples[0];
        const char *why = ml_wonders_port_refusal (self, player, opt->port_piece, m->cell, m->feature, m->prior, piece);
        return why ? refuse (error, why) : TRUE;
      }
    default:
      return refuse (error, "?");
    }
}

static void
meeple_event (MlGame *self, MlEventKind kind, GArray *events)
{
  if (events == NULL)
    return;
  guint i = ml_board_n_meeples (self->board) - 1;
  const MlMeeple *m = ml_board_meeple (self->board, i);
  const MlPiece *p = ml_board_piece (self->board, m->piece);
  const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
  MlEvent ev = { .kind = kind, .player = m->player, .tile = p->tile, .x = p->x + cell->dx, .y = p->y + cell->dy,
                 .rot = p->rot, .role = ml_meeple_role (self->board, m) };
  g_array_append_val (events, ev);
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
        ml_board_add_meeple (self->board, player, piece, m->cell, m->feature, m->prior);
        meeple_event (self, ML_EVENT_MEEPLE, events);
      }
  int at = -1;
  if (opt->slots)
    at = (int) piece;
  else if (opt->action == ML_ACTION_SLOT || opt->action == ML_ACTION_UNSLOT)
    at = ml_wonders_piece (self, ML_EFFECT_TAJ_MAHAL, FALSE);
  if (at >= 0)
    {
      const MlPiece *taj = ml_board_piece (self->board, (guint) at);
      int change = opt->slots ? (int) opt->slots : opt->action == ML_ACTION_SLOT ? 1 : -1;
      ml_board_set_wonder (self->board, (guint) at, taj->owner, (guint) ((int) taj->slots + change), taj->port);
      for (int k = 0; events && k < ABS (change); k++)
        {
          MlEvent ev = { .kind = ML_EVENT_SLOT, .player = player, .count = change > 0 };
          g_array_append_val (events, ev);
        }
    }
  if (opt->action == ML_ACTION_FROM_PORT)
    {
      int c = ml_wonders_piece (self, ML_EFFECT_COTHON, FALSE);
      const MlPiece *cothon = ml_board_piece (self->board, (guint) c);
      ml_board_set_wonder (self->board, (guint) c, cothon->owner, cothon->slots, cothon->port - 1u);
      ml_board_add_meeple (self->board, player, opt->port_piece, opt->meeples[0].cell, opt->meeples[0].feature, FALSE);
      meeple_event (self, ML_EVENT_FROM_PORT, events);
    }
  guint placed[2], n_placed = 0;
  for (guint i = first; i < ml_board_n_meeples (self->board) && n_placed < 2; i++)
    placed[n_placed++] = i;
  if (n_placed && (self->expansions & ML_EXPANSION_WONDERS))
    ml_wonders_after_meeples (self, placed, n_placed, events);
}

/* What the tile in hand allows before it is laid: a wonder only by the player who holds
 * it; a tile while a wonder is in hand only to make room for it. */
static gboolean
check_hand (const MlGame *self, const MlTileDef *tile, const MlTurnOptions *opt, gboolean *room, GError **error)
{
  int player = (int) self->turn;
  gboolean wonders = (self->expansions & ML_EXPANSION_WONDERS) != 0;
  const MlTileDef *hand = wonders ? ml_wonders_in_hand (self, player) : NULL;
  /* A wonder waits while the river is being laid. */
  if (hand && !ml_rules_order_allows (self, hand))
    hand = NULL;
  *room = FALSE;
  if (ml_tile_is_wonder (tile))
    {
      if (!wonders)
        return refuse (error, _("The Wonders of Humanity are not among the expansions of this game."));
      if (hand != tile)
        {
          g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                       _("The player to move does not hold %s: a wonder is laid by the player who took it."),
                       ml_wonder_name (tile));
          return FALSE;
        }
    }
  else if (hand)
    {
      if (wonder_fits (self, hand))
        {
          g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                       _("The player to move holds %s and lays it this turn instead of drawing a tile."),
                       ml_wonder_name (hand));
          return FALSE;
        }
      *room = TRUE;
    }
  if (opt->keep)
    {
      int at = ml_wonders_piece (self, ML_EFFECT_ABU_SIMBEL, FALSE);
      if (at < 0 || ml_board_piece (self->board, (guint) at)->owner != player)
        return refuse (error, _("Only the owner of Abu Simbel keeps a tile face down for the next turn."));
    }
  return TRUE;
}

void
ml_game_turn_placements (const MlGame *self, const MlTileDef *tile, GArray *out)
{
  static const MlTurnOptions none = { 0 };
  gboolean room;
  if (!check_hand (self, tile, &none, &room, NULL))
    return;
  guint first = out->len, kept = out->len;
  ml_rules_legal_placements (self, tile, out);
  if (!room)
    return;
  const MlTileDef *wonder = ml_wonders_in_hand (self, (int) self->turn);
  for (guint i = first; i < out->len; i++)
    {
      MlPlacement p = g_array_index (out, MlPlacement, i);
      g_autoptr (MlGame) trial = ml_game_copy (self);
      ml_board_place (trial->board, tile, p.x, p.y, p.rot, -1);
      if (wonder_fits (trial, wonder))
        g_array_index (out, MlPlacement, kept++) = p;
    }
  g_array_set_size (out, kept);
}

gboolean
ml_game_play_turn (MlGame *self, const MlTileDef *tile, int x, int y, int rot,
                   const MlTurnOptions *options, GArray *events, GError **error)
{
  static const MlTurnOptions none = { 0 };
  const MlTurnOptions *opt = options ? options : &none;
  int player = (int) self->turn;
  gboolean wonders = (self->expansions & ML_EXPANSION_WONDERS) != 0, room;
  if (!check_hand (self, tile, opt, &room, error) || !ml_rules_can_place (self, tile, x, y, rot, error))
    return FALSE;
  gboolean wonder = ml_tile_is_wonder (tile);
  int piece = ml_board_place (self->board, tile, x, y, rot, wonder ? player : -1);
  g_assert (piece != ML_NO_PIECE);
  if (room && !wonder_fits (self, ml_wonders_in_hand (self, player)))
    {
      ml_board_remove_piece (self->board, (guint) piece);
      g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                   _("Laid there, the tile does not make room for %s: it would be set aside."),
                   ml_wonder_name (ml_wonders_in_hand (self, player)));
      return FALSE;
    }
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
  self->port_mask = opt->port_mask;
  if (events)
    {
      MlEvent ev = { .kind = room ? ML_EVENT_ROOM : ML_EVENT_TILE, .player = player, .tile = tile,
                     .x = x, .y = y, .rot = rot };
      g_array_append_val (events, ev);
      if (wonder)
        {
          ev.kind = ML_EVENT_MARKER;
          g_array_append_val (events, ev);
        }
    }
  if (wonders)
    ml_wonders_after_tile (self, (guint) piece, events);
  do_action (self, (guint) piece, opt, events);
  if (opt->keep || self->kept[player] == tile)
    self->kept[player] = opt->keep;
  if (opt->keep && events)
    {
      MlEvent ev = { .kind = ML_EVENT_KEEP, .player = player, .tile = opt->keep };
      g_array_append_val (events, ev);
    }
  ml_game_score_completed (self, (guint) piece, events);
  gboolean again = room;
  if (wonders)
    {
      ml_wonders_hand_out (self, opt->choose, opt->cothon_port, opt->rand, events);
      if (!room && ml_wonders_extra_turn (self, tile))
        {
          again = TRUE;
          if (events)
            {
              MlEvent ev = { .kind = ML_EVENT_EXTRA_TURN, .player = player, .tile = tile };
              g_array_append_val (events, ev);
            }
        }
    }
  self->placing = -1;
  self->port_mask = 0;
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
  if (self->expansions & ML_EXPANSION_WONDERS)
    ml_wonders_settle (self, items);
  g_autoptr (GArray) settled = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_score_settle (self->board, settled);
  for (guint i = 0; i < settled->len; i++)
    {
      const MlScoreItem *item = &g_array_index (settled, MlScoreItem, i);
      g_array_append_val (items, *item);
      if (self->expansions & ML_EXPANSION_WONDERS)
        ml_wonders_after_score (self, item, NULL, items);
    }
}

void
ml_game_finish (MlGame *self, GArray *items)
{
  g_autoptr (GArray) settled = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_settle (self, settled);
  for (guint i = 0; i < settled->len; i++)
    {
      const MlScoreItem *item = &g_array_index (settled, MlScoreItem, i);
      for (guint p = 0; p < self->n_players; p++)
        if ((item->winners >> p) & 1)
          self->scores[p] += item->points;
    }
  if (items)
    g_array_append_vals (items, settled->data, settled->len);
}

/* ---- events in words ----------------------------------------------------------------- */

const char *
ml_event_kind_id (const MlEvent *event)
{
  switch (event->kind)
    {
    case ML_EVENT_TILE: return "tile";
    case ML_EVENT_MEEPLE: return "meeple";
    case ML_EVENT_SCORE: return ml_score_kind_id (event->item.kind);
    case ML_EVENT_RETURN: return "return";
    case ML_EVENT_BONUS: return "wonder-bonus";
    case ML_EVENT_WONDER: return "wonder-taken";
    case ML_EVENT_MARKER: return "marker";
    case ML_EVENT_SLOT: return event->count ? "slot" : "unslot";
    case ML_EVENT_PORT: return "port";
    case ML_EVENT_FROM_PORT: return "from-port";
    case ML_EVENT_EXTRA_TURN: return "extra-turn";
    case ML_EVENT_ROOM: return "room";
    case ML_EVENT_KEEP: return "keep";
    default: return "?";
    }
}

/* Translators: each goes into "%s puts %s." after the player's name: "Red puts a knight in
 * the city." */
static const char *
role_text (MlRole role)
{
  switch (role)
    {
    case ML_ROLE_THIEF: return _("a thief on the road");
    case ML_ROLE_KNIGHT: return _("a knight in the city");
    case ML_ROLE_MONK: return _("a monk in the monastery");
    case ML_ROLE_FARMER: return _("a farmer in the field");
    case ML_ROLE_PRIOR: return _("a claustral prior on the abbey");
    case ML_ROLE_NONE:
    default: return "?";
    }
}

char *
ml_event_explain (const MlEvent *event, guint n_players, const char *const *names)
{
  const char *who = event->player >= 0 && (guint) event->player < n_players ? names[event->player] : "?";
  switch (event->kind)
    {
    case ML_EVENT_TILE:
      /* Translators: "Red lays tile D at (1, 0), turned 90°." and "Red lays the wonder Tikal at …" */
      return g_strdup_printf (ml_tile_is_wonder (event->tile) ? _("%s lays the wonder %s at (%d, %d), turned %d°.") : _("%s lays tile %s at (%d, %d), turned %d°."),
                              who, ml_tile_is_wonder (event->tile) ? ml_wonder_name (event->tile) : event->tile->id,
                              event->x, event->y, event->rot * 90);
    case ML_EVENT_MEEPLE:
      /* Translators: "Red puts a knight in the city." */
      return g_strdup_printf (_("%s puts %s."), who, role_text (event->role));
    case ML_EVENT_SCORE:
      return ml_score_item_explain (&event->item, n_players, names);
    case ML_EVENT_RETURN:
      return g_strdup_printf (ngettext ("%u meeple goes back to %s.", "%u meeples go back to %s.", event->count),
                              event->count, who);
    case ML_EVENT_BONUS:
      return ml_score_item_explain (&event->item, n_players, names);
    case ML_EVENT_WONDER:
      /* Translators: "Red reaches the pairs beside the score track and takes the Taj Mahal and two meeples." */
      return g_strdup_printf (_("%s reaches the meeples beside the score track and takes %s with them."), who,
                              ml_wonder_name (event->tile));
    case ML_EVENT_MARKER:
      /* Translators: "Red marks the Taj Mahal with the marker meeple." */
      return g_strdup_printf (_("%s marks %s with the marker meeple."), who, ml_wonder_name (event->tile));
    case ML_EVENT_SLOT:
      return g_strdup_printf (event->count ? _("%s puts a meeple into the next slot of the Taj Mahal.")
                                           : _("%s takes the last meeple of the Taj Mahal's slots back."), who);
    case ML_EVENT_PORT:
      return g_strdup_printf (ngettext ("%u meeple of %s goes into the port of the Cothon.",
                                        "%u meeples of %s go into the port of the Cothon.", event->count),
                              event->count, who);
    case ML_EVENT_FROM_PORT:
      /* Translators: "Red sends a meeple from the port: a knight in the city at (2, 0)." */
      return g_strdup_printf (_("%s sends a meeple from the port: %s at (%d, %d)."), who, role_text (event->role),
                              event->x, event->y);
    case ML_EVENT_EXTRA_TURN:
      return g_strdup_printf (_("Nazca Lines: tile %s shows only roads and fields, so %s plays again."), event->tile->id, who);
    case ML_EVENT_ROOM:
      return g_strdup_printf (_("%s lays tile %s at (%d, %d), turned %d°, to make room for the wonder, and plays on."),
                              who, event->tile->id, event->x, event->y, event->rot * 90);
    case ML_EVENT_KEEP:
      return g_strdup_printf (_("Abu Simbel: %s keeps tile %s face down for the next turn."), who, event->tile->id);
    default:
      g_return_val_if_reached (g_strdup ("?"));
    }
}
