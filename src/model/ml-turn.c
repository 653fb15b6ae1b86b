/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn in progress. A small state machine: IDLE (nothing in hand) → TILE (a tile in hand)
 * → MEEPLE (turn mode: laid, waiting) ⇄ TARGET (a module's action waits for its feature) →
 * played, back to IDLE. Every refusal comes with
 * the reason; the rules' reasons come from the document, which plays the turn on a copy. */
#include "config.h"
#include "ml-turn.h"
#include "ml-expansion-modules.h"

#include <glib/gi18n-lib.h>

G_DEFINE_ENUM_TYPE (MlTurnStep, ml_turn_step,
  G_DEFINE_ENUM_VALUE (ML_TURN_STEP_IDLE, "idle"),
  G_DEFINE_ENUM_VALUE (ML_TURN_STEP_TILE, "tile"),
  G_DEFINE_ENUM_VALUE (ML_TURN_STEP_MEEPLE, "meeple"),
  G_DEFINE_ENUM_VALUE (ML_TURN_STEP_TARGET, "target"))

G_DEFINE_QUARK (ml-turn-error-quark, ml_turn_error)

struct _MlTurn {
  GObject parent_instance;

  MlDocument *document;
  GSignalGroup *document_signals;
  gboolean rules;

  const MlTileDef *hand;
  int rot;
  GArray *legal;             /* MlPlacement of the hand */
  gboolean legal_valid;

  MlTurnStep step;
  int pending_x, pending_y, pending_rot;
  MlTurnOptions options;     /* the choices for the pending tile, and those of the modules */
  MlActionKind target_action;  /* the module's action the target step chooses the feature of */
  GPtrArray *choices;        /* MlTurnChoices: the modules' choices that hold for every turn */
  MlBoard *preview;
  guint preview_piece;
  gboolean playing;          /* our own turn is changing the document */
  char *instruction;
  gboolean ask_drop;         /* ask before a turn drops the record's later moves */
  gboolean hold;             /* the last meeple chosen waits for ml_turn_finish() */
  gboolean asking;           /* the pending turn waits for that answer */
  gboolean asking_aside;     /* ... or setting the hand aside does */
  gboolean drop_agreed;
};

G_DEFINE_FINAL_TYPE (MlTurn, ml_turn, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_RULES,
  PROP_HAND,
  PROP_ROTATION,
  PROP_STEP,
  PROP_PENDING,
  PROP_INSTRUCTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum { SIGNAL_PLAYED, SIGNAL_CHANGED, SIGNAL_DROP_ASKED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
notify (MlTurn *self, guint prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static MlGame *
game_of (MlTurn *self)
{
  return self->document ? ml_document_get_game (self->document) : NULL;
}

/* ---- derived state ------------------------------------------------------------------- */

/* A module's words for the step, when the tile laid waiting is its piece or the step its
 * action's (the target step of the port's meeple), or NULL. */
static const char *
module_instruction (MlTurn *self)
{
  for (guint i = 0; i < self->choices->len; i++)
    {
      const char *words = ml_turn_choices_instruction (g_ptr_array_index (self->choices, i), self->hand, self->step,
                                                       &self->options);
      if (words)
        return words;
    }
  return NULL;
}

static const char *
instruction_for (MlTurn *self)
{
  if (!self->rules)
    return "";
  const char *module = NULL;
  switch (self->step)
    {
    case ML_TURN_STEP_IDLE:
      return _("Pick the tile drawn from the palette.");
    case ML_TURN_STEP_TILE:
      if (ml_turn_can_set_aside (self))
        return _("This tile fits nowhere: set it aside, and the same player draws again.");
      return _("Lay the tile on a green square; R turns it.");
    case ML_TURN_STEP_TARGET:
      module = module_instruction (self);
      return module ? module : "";
    case ML_TURN_STEP_MEEPLE:
    default:
      module = module_instruction (self);
      if (module)
        return module;
      return _("Click a feature of the new tile to put a meeple there, or press Enter for none; from the keyboard, Space chooses a feature and Enter puts the meeple.");
    }
}

/* The board as the turn would leave it before scoring. */
static void
update_preview (MlTurn *self)
{
  g_clear_pointer (&self->preview, ml_board_free);
  MlGame *game = game_of (self);
  if (game && (self->step == ML_TURN_STEP_MEEPLE || self->step == ML_TURN_STEP_TARGET))
    {
      MlBoard *board = ml_board_copy (game->board);
      int piece = ml_board_place (board, self->hand, self->pending_x, self->pending_y, self->pending_rot, -1);
      if (piece < 0)
        ml_board_free (board);
      else
        {
          /* The modules mark their pieces (a wonder's owner and slots). */
          for (guint i = 0; i < self->choices->len; i++)
            ml_turn_choices_preview (g_ptr_array_index (self->choices, i), board, (guint) piece, self->hand,
                                     (int) game->turn, &self->options);
          for (guint i = 0; i < self->options.n_meeples; i++)
            ml_board_add_meeple (board, (int) game->turn, (guint) piece, self->options.meeples[i].cell,
                                 self->options.meeples[i].feature, self->options.meeples[i].figure);
          self->preview = board;
          self->preview_piece = (guint) piece;
        }
    }
}

/* After any change of state: the instruction, the preview, and who needs to know. */
static void
state_changed (MlTurn *self)
{
  update_preview (self);
  const char *instruction = instruction_for (self);
  if (g_strcmp0 (instruction, self->instruction) != 0)
    {
      g_free (self->instruction);
      self->instruction = g_strdup (instruction);
      notify (self, PROP_INSTRUCTION);
    }
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
set_step (MlTurn *self, MlTurnStep step)
{
  MlTurnStep before = self->step;
  gboolean was_pending = before == ML_TURN_STEP_MEEPLE || before == ML_TURN_STEP_TARGET;
  gboolean pending = step == ML_TURN_STEP_MEEPLE || step == ML_TURN_STEP_TARGET;
  self->step = step;
  if (before != step)
    notify (self, PROP_STEP);
  if (was_pending != pending)
    notify (self, PROP_PENDING);
}

/* The modules' choices that hold for every turn, into the options, before a turn is
 * checked or played. */
static void
fill_choices (MlTurn *self)
{
  for (guint i = 0; i < self->choices->len; i++)
    ml_turn_choices_fill (g_ptr_array_index (self->choices, i), &self->options);
}

/* The meeple step's own choices go; those of the modules stay. */
static void
clear_choices (MlTurn *self)
{
  self->options.action = ML_ACTION_NONE;
  self->options.n_meeples = 0;
  self->options.slots = 0;
}

GArray *
ml_turn_get_legal (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), NULL);
  if (!self->legal_valid)
    {
      g_array_set_size (self->legal, 0);
      MlGame *game = game_of (self);
      if (game && self->hand && self->rules)
        ml_game_turn_placements (game, self->hand, self->legal);
      else if (game && self->hand)
        ml_rules_legal_placements (game, self->hand, self->legal);
      self->legal_valid = TRUE;
    }
  return self->legal;
}

static int first_legal_rotation (MlTurn *self);

/* The tile in hand keeps a rotation some spot takes: after an edit, a switch of rules or the
 * same tile picked again, a rotation that fits nowhere any more turns to the first that
 * fits (a rotation that fits somewhere stays, as the player chose it). */
static void
keep_rotation_legal (MlTurn *self)
{
  if (self->hand == NULL || self->step != ML_TURN_STEP_TILE)
    return;
  GArray *legal = ml_turn_get_legal (self);
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, MlPlacement, i).rot == self->rot)
      return;
  if (legal->len > 0)
    ml_turn_set_rotation (self, first_legal_rotation (self));
}

static void
document_changed (MlTurn *self)
{
  self->legal_valid = FALSE;
  /* An undo or another edit under a tile laid waiting: the tile goes back to the hand, as
   * the board it was laid on is gone. */
  if (!self->playing && self->step >= ML_TURN_STEP_MEEPLE)
    {
      clear_choices (self);
      set_step (self, ML_TURN_STEP_TILE);
    }
  if (!self->playing)
    keep_rotation_legal (self);
  state_changed (self);
}

/* ---- GObject ------------------------------------------------------------------------- */

static void
ml_turn_dispose (GObject *object)
{
  MlTurn *self = ML_TURN (object);
  if (self->document_signals)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  if (self->choices)
    g_ptr_array_set_size (self->choices, 0);
  G_OBJECT_CLASS (ml_turn_parent_class)->dispose (object);
}

static void
ml_turn_finalize (GObject *object)
{
  MlTurn *self = ML_TURN (object);
  g_clear_pointer (&self->legal, g_array_unref);
  g_clear_pointer (&self->preview, ml_board_free);
  g_clear_pointer (&self->instruction, g_free);
  g_clear_pointer (&self->choices, g_ptr_array_unref);
  G_OBJECT_CLASS (ml_turn_parent_class)->finalize (object);
}

static void
ml_turn_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlTurn *self = ML_TURN (object);
  const MlTileDef *pending;
  switch (prop_id)
    {
    case PROP_DOCUMENT: g_value_set_object (value, self->document); break;
    case PROP_RULES: g_value_set_boolean (value, self->rules); break;
    case PROP_HAND: g_value_set_string (value, ml_turn_get_hand (self)); break;
    case PROP_ROTATION: g_value_set_int (value, self->rot); break;
    case PROP_STEP: g_value_set_enum (value, self->step); break;
    case PROP_PENDING:
      pending = ml_turn_get_pending (self, NULL, NULL, NULL);
      g_value_set_string (value, pending ? pending->id : NULL);
      break;
    case PROP_INSTRUCTION: g_value_set_string (value, self->instruction); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_turn_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlTurn *self = ML_TURN (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT: ml_turn_set_document (self, g_value_get_object (value)); break;
    case PROP_RULES: ml_turn_set_rules (self, g_value_get_boolean (value)); break;
    case PROP_ROTATION: ml_turn_set_rotation (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_turn_class_init (MlTurnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = ml_turn_dispose;
  object_class->finalize = ml_turn_finalize;
  object_class->get_property = ml_turn_get_property;
  object_class->set_property = ml_turn_set_property;

  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, ML_TYPE_DOCUMENT, rw);
  properties[PROP_RULES] = g_param_spec_boolean ("rules", NULL, NULL, FALSE, rw);
  properties[PROP_HAND] = g_param_spec_string ("hand", NULL, NULL, NULL, ro);
  properties[PROP_ROTATION] = g_param_spec_int ("rotation", NULL, NULL, 0, 3, 0, rw);
  properties[PROP_STEP] = g_param_spec_enum ("step", NULL, NULL, ML_TYPE_TURN_STEP, ML_TURN_STEP_IDLE, ro);
  properties[PROP_PENDING] = g_param_spec_string ("pending", NULL, NULL, NULL, ro);
  properties[PROP_INSTRUCTION] = g_param_spec_string ("instruction", NULL, NULL, "", ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_PLAYED] = g_signal_new ("played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_ARRAY);
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 0);
  /* (move the record is at, how many moves follow it): the turn waits for
   * ml_turn_answer_drop(). */
  signals[SIGNAL_DROP_ASKED] = g_signal_new ("drop-asked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                             NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
ml_turn_init (MlTurn *self)
{
  self->legal = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  self->instruction = g_strdup ("");
  ml_turn_options_init (&self->options, NULL);
  self->choices = g_ptr_array_new_with_free_func (g_object_unref);
  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed", G_CALLBACK (document_changed), self);
}

MlTurn *
ml_turn_new (MlDocument *document)
{
  g_return_val_if_fail (document == NULL || ML_IS_DOCUMENT (document), NULL);
  return g_object_new (ML_TYPE_TURN, "document", document, NULL);
}

/* ---- state ---------------------------------------------------------------------------- */

/* Drops the tile laid waiting, if any, and the hand. */
static void
drop_all (MlTurn *self)
{
  gboolean had = self->hand != NULL;
  clear_choices (self);
  self->hand = NULL;
  self->legal_valid = FALSE;
  set_step (self, ML_TURN_STEP_IDLE);
  if (had)
    notify (self, PROP_HAND);
  state_changed (self);
}

void
ml_turn_set_document (MlTurn *self, MlDocument *document)
{
  g_return_if_fail (ML_IS_TURN (self));
  g_return_if_fail (document == NULL || ML_IS_DOCUMENT (document));
  if (self->document == document)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  drop_all (self);
  notify (self, PROP_DOCUMENT);
  g_object_thaw_notify (G_OBJECT (self));
}

MlDocument *
ml_turn_get_document (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), NULL);
  return self->document;
}

void
ml_turn_set_rules (MlTurn *self, gboolean rules)
{
  g_return_if_fail (ML_IS_TURN (self));
  rules = !!rules;
  if (self->rules == rules)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  self->rules = rules;
  self->legal_valid = FALSE;
  clear_choices (self);
  if (self->step >= ML_TURN_STEP_MEEPLE)
    set_step (self, ML_TURN_STEP_TILE);
  keep_rotation_legal (self);
  notify (self, PROP_RULES);
  state_changed (self);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
ml_turn_get_rules (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), FALSE);
  return self->rules;
}

/* The first rotation that has a legal spot, else 0, so that the first click is not refused
 * for a rotation left over from the tile before. */
static int
first_legal_rotation (MlTurn *self)
{
  GArray *legal = ml_turn_get_legal (self);
  int best = 4;
  for (guint i = 0; i < legal->len; i++)
    best = MIN (best, g_array_index (legal, MlPlacement, i).rot);
  return best < 4 ? best : 0;
}

gboolean
ml_turn_set_hand (MlTurn *self, const char *tile, GError **error)
{
  g_return_val_if_fail (ML_IS_TURN (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  const MlTileDef *def = tile ? ml_catalogue_lookup (ml_catalogue_get_default (), tile) : NULL;
  if (self->step >= ML_TURN_STEP_MEEPLE)
    {
      if (def == self->hand)
        return TRUE;
      g_set_error_literal (error, ML_TURN_ERROR, ML_TURN_ERROR_PENDING,
                           _("Finish the turn first: choose a meeple for the tile just laid or press Enter, or press Escape to take it back."));
      return FALSE;
    }
  if (def == self->hand)
    {
      keep_rotation_legal (self);
      return TRUE;
    }
  g_object_freeze_notify (G_OBJECT (self));
  self->hand = def;
  self->legal_valid = FALSE;
  ml_turn_set_rotation (self, first_legal_rotation (self));
  set_step (self, def ? ML_TURN_STEP_TILE : ML_TURN_STEP_IDLE);
  notify (self, PROP_HAND);
  state_changed (self);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
ml_turn_can_set_aside (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), FALSE);
  return self->rules && self->step == ML_TURN_STEP_TILE && self->hand && !ml_expansion_modules_never_set_aside (self->hand)
         && game_of (self) && ml_turn_get_legal (self)->len == 0;
}

gboolean
ml_turn_set_aside (MlTurn *self, GError **error)
{
  g_return_val_if_fail (ML_IS_TURN (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!ml_turn_can_set_aside (self))
    {
      g_set_error_literal (error, ML_TURN_ERROR, ML_TURN_ERROR_NO_TILE,
                           _("Only a tile in hand that fits nowhere is set aside, in turn mode."));
      return FALSE;
    }
  /* Setting a tile aside at an earlier move of a record drops the later moves too. */
  guint at, n;
  if (self->ask_drop && !self->drop_agreed && ml_document_get_record (self->document, &at, &n) && at < n)
    {
      self->asking = self->asking_aside = TRUE;
      g_signal_emit (self, signals[SIGNAL_DROP_ASKED], 0, at, n - at);
      return TRUE;
    }
  /* The hand empties once the document holds the tile set aside: the same player draws. */
  g_autofree char *tile = g_strdup (self->hand->id);
  if (!ml_document_set_aside (self->document, tile, error))
    return FALSE;
  return ml_turn_set_hand (self, NULL, error);
}

const char *
ml_turn_get_hand (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), NULL);
  return self->hand ? self->hand->id : NULL;
}

const MlTileDef *
ml_turn_get_hand_tile (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), NULL);
  return self->hand;
}

void
ml_turn_set_rotation (MlTurn *self, int rotation)
{
  g_return_if_fail (ML_IS_TURN (self));
  rotation = ((rotation % 4) + 4) % 4;
  if (self->rot == rotation || self->step >= ML_TURN_STEP_MEEPLE)
    return;
  self->rot = rotation;
  notify (self, PROP_ROTATION);
}

int
ml_turn_get_rotation (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), 0);
  return self->rot;
}

void
ml_turn_rotate (MlTurn *self, int quarter_turns)
{
  g_return_if_fail (ML_IS_TURN (self));
  ml_turn_set_rotation (self, self->rot + quarter_turns);
}

MlTurnStep
ml_turn_get_step (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), ML_TURN_STEP_IDLE);
  return self->step;
}

const char *
ml_turn_get_instruction (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), "");
  return self->instruction;
}

const MlTileDef *
ml_turn_get_pending (MlTurn *self, int *x, int *y, int *rot)
{
  g_return_val_if_fail (ML_IS_TURN (self), NULL);
  if (self->step < ML_TURN_STEP_MEEPLE)
    return NULL;
  if (x)
    *x = self->pending_x;
  if (y)
    *y = self->pending_y;
  if (rot)
    *rot = self->pending_rot;
  return self->hand;
}

MlBoard *
ml_turn_get_preview (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), NULL);
  return self->preview;
}

guint
ml_turn_get_pending_piece (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), 0);
  return self->preview_piece;
}

guint
ml_turn_meeples_left (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), 0);
  if (self->step < ML_TURN_STEP_MEEPLE)
    return 0;
  /* As many as the rules let the piece laid take (a module's piece may take more). */
  guint allowed = 1;
  MlGame *game = game_of (self);
  if (game && self->preview)
    {
      MlGame on_preview = *game;
      on_preview.board = self->preview;
      allowed = ml_expansion_modules_meeples_on (&on_preview, self->preview_piece);
    }
  guint used = self->options.n_meeples + self->options.slots;
  return used < allowed ? allowed - used : 0;
}

/* ---- the turn ------------------------------------------------------------------------- */

static gboolean
need_pending (MlTurn *self, GError **error)
{
  if (self->step >= ML_TURN_STEP_MEEPLE)
    return TRUE;
  g_set_error_literal (error, ML_TURN_ERROR, ML_TURN_ERROR_NO_TILE,
                       _("Lay the tile first: these choices come instead of a meeple."));
  return FALSE;
}

gboolean
ml_turn_lay (MlTurn *self, int x, int y, GError **error)
{
  g_return_val_if_fail (ML_IS_TURN (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!self->rules)
    {
      g_set_error_literal (error, ML_TURN_ERROR, ML_TURN_ERROR_FREE_LAYOUT, _("Turn mode is off."));
      return FALSE;
    }
  if (self->step >= ML_TURN_STEP_MEEPLE)
    {
      g_set_error_literal (error, ML_TURN_ERROR, ML_TURN_ERROR_PENDING,
                           _("Finish the turn first: choose a meeple for the tile just laid or press Enter, or press Escape to take it back."));
      return FALSE;
    }
  if (self->hand == NULL || self->document == NULL)
    {
      g_set_error_literal (error, ML_TURN_ERROR, ML_TURN_ERROR_NO_TILE, _("Pick the tile drawn from the palette."));
      return FALSE;
    }
  /* The whole turn without a meeple tells whether the tile may go there and be played now
   * (a wonder only by its holder, a tile only when the wonder in hand fits nowhere). */
  fill_choices (self);
  MlTurnOptions bare = self->options;
  bare.action = ML_ACTION_NONE;
  bare.n_meeples = 0;
  bare.slots = 0;
  if (!ml_document_check_turn (self->document, self->hand->id, x, y, self->rot, &bare, error))
    return FALSE;
  self->pending_x = x, self->pending_y = y, self->pending_rot = self->rot;
  clear_choices (self);
  set_step (self, ML_TURN_STEP_MEEPLE);
  state_changed (self);
  return TRUE;
}

/* Plays the pending turn with the choices made. A refusal keeps the tile laid and lets go of
 * the choices, so that the player chooses again. */
static gboolean
play (MlTurn *self, GError **error)
{
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  fill_choices (self);
  if (self->options.action == ML_ACTION_NONE && self->options.n_meeples > 0)
    self->options.action = ML_ACTION_MEEPLES;
  /* At an earlier move of a game record the turn takes the place of the later moves: when
   * asked to, it waits, choices kept, for the answer to whether they may go. */
  guint at, n;
  if (self->ask_drop && !self->drop_agreed && ml_document_get_record (self->document, &at, &n) && at < n)
    {
      self->asking = TRUE;
      g_signal_emit (self, signals[SIGNAL_DROP_ASKED], 0, at, n - at);
      return TRUE;
    }
  self->playing = TRUE;
  gboolean done = ml_document_play_turn_with (self->document, self->hand->id, self->pending_x, self->pending_y,
                                              self->pending_rot, &self->options, events, error);
  self->playing = FALSE;
  if (!done)
    {
      clear_choices (self);
      set_step (self, ML_TURN_STEP_MEEPLE);
      state_changed (self);
      return FALSE;
    }
  for (guint i = 0; i < self->choices->len; i++)
    ml_turn_choices_played (g_ptr_array_index (self->choices, i), game_of (self));
  drop_all (self);
  g_signal_emit (self, signals[SIGNAL_PLAYED], 0, events);
  return TRUE;
}

/* The meeple @feature of the pending tile at @cell: refused where nothing stands (the
 * core's reason), and as the modules refuse one more on their pieces (a feature chosen
 * already, one more than the piece takes). */
static gboolean
meeple_ok (MlTurn *self, guint cell, guint feature, GError **error)
{
  if (!need_pending (self, error))
    return FALSE;
  if (feature >= self->hand->n_features || !ml_tile_feature_on_cell (self->hand, feature, cell))
    {
      g_set_error (error, ML_TURN_ERROR, ML_TURN_ERROR_NOT_ON_TILE, _("Tile %s has no such feature on that square."),
                   self->hand->id);
      return FALSE;
    }
  const char *why = ml_rules_no_standing (&self->hand->features[feature]);
  if (why)
    {
      g_set_error_literal (error, ML_TURN_ERROR, ML_TURN_ERROR_NO_STANDING, why);
      return FALSE;
    }
  guint left = ml_turn_meeples_left (self);
  for (guint i = 0; i < self->choices->len; i++)
    if (!ml_turn_choices_check_meeple (g_ptr_array_index (self->choices, i), self->hand, feature, &self->options, left,
                                       error))
      return FALSE;
  return TRUE;
}

/* The options with one more meeple, as the turn would be played. */
static MlTurnOptions
with_meeple (MlTurn *self, guint cell, guint feature, guint figure)
{
  fill_choices (self);
  MlTurnOptions o = self->options;
  o.meeples[o.n_meeples++] = (MlMeepleChoice) { TRUE, cell, (guint8) feature, (guint8) figure };
  o.action = ML_ACTION_MEEPLES;
  return o;
}

gboolean
ml_turn_meeple_allowed (MlTurn *self, guint cell, guint feature, GError **error)
{
  g_return_val_if_fail (ML_IS_TURN (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!meeple_ok (self, cell, feature, error))
    return FALSE;
  MlTurnOptions o = with_meeple (self, cell, feature, FALSE);
  return ml_document_check_turn (self->document, self->hand->id, self->pending_x, self->pending_y, self->pending_rot,
                                 &o, error);
}

/* The meeple of the target step's action onto feature @feat of the preview at square
 * (x, y), on whatever piece lies there: the modules note the piece. */
static gboolean
choose_target (MlTurn *self, int x, int y, guint feat, GError **error)
{
  guint piece, cell;
  const MlFeatureDef *def = ml_board_feature_def (self->preview, feat, &piece);
  ml_board_piece_at (self->preview, x, y, &cell);
  self->options.action = self->target_action;
  self->options.n_meeples = 0;
  for (guint i = 0; i < self->choices->len; i++)
    ml_turn_choices_target (g_ptr_array_index (self->choices, i), piece, &self->options);
  self->options.meeples[0] = (MlMeepleChoice) {
    TRUE, cell, (guint8) (def - ml_board_piece (self->preview, piece)->tile->features), FALSE
  };
  return play (self, error);
}

gboolean
ml_turn_choose (MlTurn *self, int x, int y, guint feat, guint figure, GError **error)
{
  g_return_val_if_fail (ML_IS_TURN (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!need_pending (self, error))
    return FALSE;
  g_return_val_if_fail (self->preview != NULL, FALSE);
  if (self->step == ML_TURN_STEP_TARGET)
    return choose_target (self, x, y, feat, error);

  guint piece, cell;
  const MlFeatureDef *def = ml_board_feature_def (self->preview, feat, &piece);
  if (piece != self->preview_piece || ml_board_piece_at (self->preview, x, y, &cell) != (int) piece)
    {
      g_set_error_literal (error, ML_TURN_ERROR, ML_TURN_ERROR_NOT_ON_TILE, _("The meeple goes on the tile just laid."));
      return FALSE;
    }
  guint feature = (guint) (def - self->hand->features);
  if (!meeple_ok (self, cell, feature, error))
    return FALSE;
  MlTurnOptions o = with_meeple (self, cell, feature, figure);
  /* Refused now if the rules refuse it (a wonder's second meeple on a feature its first
   * one already holds through a neighbour), keeping the meeples chosen. */
  if (!ml_document_check_turn (self->document, self->hand->id, self->pending_x, self->pending_y,
                               self->pending_rot, &o, error))
    return FALSE;
  if (ml_turn_meeples_left (self) > 1 || self->hold)
    {
      /* A wonder's first meeple: the second may follow. Held, the meeple shows on the
       * preview until Enter. */
      self->options = o;
      state_changed (self);
      return TRUE;
    }
  self->options = o;
  return play (self, error);
}

gboolean
ml_turn_action (MlTurn *self, MlActionKind action, GError **error)
{
  g_return_val_if_fail (ML_IS_TURN (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!need_pending (self, error))
    return FALSE;
  if (!(action & ML_ACTION_MODULE))
    g_return_val_if_reached (FALSE);
  /* A module may take the action as a choice of the step that waits for more (laying the
   * Taj Mahal: one of its two meeples into the next slot). */
  for (guint i = 0; i < self->choices->len; i++)
    switch (ml_turn_choices_take_action (g_ptr_array_index (self->choices, i), self->hand, action,
                                         ml_turn_meeples_left (self), &self->options, error))
      {
      case ML_TURN_CHOICES_REFUSED:
        return FALSE;
      case ML_TURN_CHOICES_TAKEN:
        set_step (self, ML_TURN_STEP_MEEPLE);
        state_changed (self);
        return TRUE;
      default:
        break;
      }
  /* Its meeple waits for the next click to say where it goes (the port's). */
  if (action & ML_ACTION_TARGET)
    {
      self->target_action = action;
      set_step (self, ML_TURN_STEP_TARGET);
      state_changed (self);
      return TRUE;
    }
  self->options.action = action;
  self->options.n_meeples = 0;
  return play (self, error);
}

gboolean
ml_turn_follow_advice (MlTurn *self, const MlAdviseMove *move, GError **error)
{
  g_return_val_if_fail (ML_IS_TURN (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!need_pending (self, error))
    return FALSE;
  /* The modules' choices of the step first (laying the Taj Mahal: its meeples into the
   * slots), as the player would click them. */
  for (guint i = 0; i < self->choices->len; i++)
    {
      MlActionKind taken = ML_ACTION_NONE;
      guint n = ml_turn_choices_advice_steps (g_ptr_array_index (self->choices, i), self->hand, move, &taken);
      for (guint k = 0; k < n; k++)
        if (!ml_turn_action (self, taken, error))
          return FALSE;
    }
  if (!(move->action & ML_ACTION_MODULE))
    return TRUE;
  /* Then the move's own action instead of a meeple, and the click on its target: the
   * feature on whatever piece lies at the meeple's square. */
  if (!ml_turn_action (self, move->action, error))
    return FALSE;
  if (self->step != ML_TURN_STEP_TARGET)
    return TRUE;
  guint cell;
  int piece = ml_board_piece_at (self->preview, move->meeples[0].x, move->meeples[0].y, &cell);
  if (piece < 0)
    return TRUE;
  return ml_turn_choose (self, move->meeples[0].x, move->meeples[0].y,
                         ml_board_feature_id (self->preview, (guint) piece, move->meeples[0].choice.feature), FALSE,
                         error);
}

gboolean
ml_turn_finish (MlTurn *self, GError **error)
{
  g_return_val_if_fail (ML_IS_TURN (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!need_pending (self, error))
    return FALSE;
  return play (self, error);
}

void
ml_turn_set_hold (MlTurn *self, gboolean hold)
{
  g_return_if_fail (ML_IS_TURN (self));
  self->hold = hold;
}

void
ml_turn_set_ask_drop (MlTurn *self, gboolean ask)
{
  g_return_if_fail (ML_IS_TURN (self));
  self->ask_drop = ask;
}

gboolean
ml_turn_is_asking_drop (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), FALSE);
  return self->asking;
}

gboolean
ml_turn_answer_drop (MlTurn *self, gboolean drop, GError **error)
{
  g_return_val_if_fail (ML_IS_TURN (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!self->asking)
    return TRUE;
  gboolean aside = self->asking_aside;
  self->asking = self->asking_aside = FALSE;
  if (aside)
    {
      if (!drop || self->hand == NULL)
        return TRUE;
      self->drop_agreed = TRUE;
      gboolean done = ml_turn_set_aside (self, error);
      self->drop_agreed = FALSE;
      return done;
    }
  if (self->step < ML_TURN_STEP_MEEPLE)
    return TRUE;    /* taken back meanwhile */
  if (!drop)
    {
      /* The tile stays laid; the meeple is chosen again, or the tile taken back. */
      clear_choices (self);
      set_step (self, ML_TURN_STEP_MEEPLE);
      state_changed (self);
      return TRUE;
    }
  self->drop_agreed = TRUE;
  gboolean done = play (self, error);
  self->drop_agreed = FALSE;
  return done;
}

void
ml_turn_take_back (MlTurn *self)
{
  g_return_if_fail (ML_IS_TURN (self));
  if (self->step < ML_TURN_STEP_MEEPLE)
    return;
  clear_choices (self);
  set_step (self, ML_TURN_STEP_TILE);
  state_changed (self);
}

void
ml_turn_cancel (MlTurn *self)
{
  g_return_if_fail (ML_IS_TURN (self));
  if (self->hand == NULL && self->step == ML_TURN_STEP_IDLE)
    return;
  drop_all (self);
}

void
ml_turn_add_choices (MlTurn *self, MlTurnChoices *choices)
{
  g_return_if_fail (ML_IS_TURN (self));
  g_return_if_fail (ML_IS_TURN_CHOICES (choices));
  g_ptr_array_add (self->choices, g_object_ref (choices));
}

void
ml_turn_apply_advice (MlTurn *self, const MlAdviseMove *move, int mover)
{
  g_return_if_fail (ML_IS_TURN (self));
  g_return_if_fail (move != NULL);
  for (guint i = 0; i < self->choices->len; i++)
    ml_turn_choices_apply_advice (g_ptr_array_index (self->choices, i), move, mover);
}

MlTurnChoices *
ml_turn_get_choices (MlTurn *self, GType type)
{
  g_return_val_if_fail (ML_IS_TURN (self), NULL);
  for (guint i = 0; i < self->choices->len; i++)
    if (G_TYPE_CHECK_INSTANCE_TYPE (g_ptr_array_index (self->choices, i), type))
      return g_ptr_array_index (self->choices, i);
  return NULL;
}

const MlTurnOptions *
ml_turn_get_options (MlTurn *self)
{
  g_return_val_if_fail (ML_IS_TURN (self), NULL);
  fill_choices (self);
  return &self->options;
}
