/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The computer seats of turn mode (ml-computer-seat.h): a move goes think (a worker thread,
 * on a copy of the game taken here) → lay (the tile waits on the board, the sentence says
 * why) → meeples (shown on the tile, held by the turn) → play (the turn is played and
 * scored) → a pause, then the next seat. Each step is a main-loop source, so the window keeps drawing and answering, and any
 * change that is not the computer's own stops the move in hand. */
#include "config.h"
#include "ml-computer-seat.h"
#include "ml-app-expansions.h"
#include "ml-bag.h"
#include "ml-play.h"
#include "ml-strategy.h"

#include <glib/gi18n.h>

/* The strong seat's continuations per move (the advisor's, on one thread): a move takes
 * 0.23 s on average over a two-player game (debugoptimized build, a shared 2-core machine),
 * so under a second on a slower school laptop. */
#define STRONG_PLAYOUTS 400
#define DEFAULT_PACE 1000

typedef struct {
  MlGame *game;              /* the copy the worker reads */
  const MlTileDef *tile;     /* drawn */
  const MlTileDef *other;    /* a second tile in hand, a module's (NULL: none) */
  GPtrArray *bag;            /* the tiles still to draw after it */
  MlStrategy strategy;
  guint32 seed;
  int player;
  guint generation;
  gboolean found;            /* the worker's answer: the tile fits */
  MlStrategyMove move;
} Job;

struct _MlComputerSeat {
  GObject parent_instance;

  MlTurn *turn;
  MlDocument *document;
  GSignalGroup *document_signals;
  GSignalGroup *turn_signals;
  gboolean active;
  guint pace;
  char *sentence;
  gboolean paused;
  gboolean busy;
  guint n_moves;

  guint generation;          /* a move begun under another is dropped */
  Job *shown;                /* the move being laid, between its steps */
  guint step_source;
  guint consider_source;
  gboolean acting;           /* the turn and the document change by the computer's hand */
  /* Since the last look: the document changed by someone else; a person played a turn. */
  gboolean edited;
  gboolean person_played;
  /* At the last look, the player to move and who plays that seat. */
  int seen_player;
  MlSeat seen_seat;
};

G_DEFINE_FINAL_TYPE (MlComputerSeat, ml_computer_seat, G_TYPE_OBJECT)

enum { PROP_0, PROP_ACTIVE, PROP_PACE, PROP_SENTENCE, PROP_PAUSED, PROP_BUSY, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void schedule (MlComputerSeat *self, guint delay);

static void
job_free (gpointer data)
{
  Job *job = data;
  g_clear_pointer (&job->game, ml_game_free);
  g_clear_pointer (&job->bag, g_ptr_array_unref);
  g_free (job);
}

static void
set_sentence (MlComputerSeat *self, const char *text)
{
  if (g_strcmp0 (self->sentence, text ? text : "") == 0)
    return;
  g_free (self->sentence);
  self->sentence = g_strdup (text ? text : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SENTENCE]);
}

static void
set_paused (MlComputerSeat *self, gboolean paused)
{
  if (self->paused == paused)
    return;
  self->paused = paused;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

static void
set_busy (MlComputerSeat *self, gboolean busy)
{
  if (self->busy == busy)
    return;
  self->busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

/* Who plays the seat to move, and which player that is (-1 without a document). */
static MlSeat
mover_seat (MlComputerSeat *self, int *player)
{
  *player = -1;
  if (self->document == NULL)
    return ML_SEAT_PERSON;
  MlGame *game = ml_document_get_game (self->document);
  GPtrArray *players = ml_document_get_scenario (self->document)->players;
  if (game->turn >= players->len)
    return ML_SEAT_PERSON;
  *player = (int) game->turn;
  return ((const MlScenarioPlayer *) g_ptr_array_index (players, game->turn))->computer;
}

static const char *
player_name (MlComputerSeat *self, int player)
{
  const char *names[ML_MAX_PLAYERS] = { NULL };
  ml_document_player_names (self->document, names);
  return player >= 0 && player < ML_MAX_PLAYERS && names[player] ? names[player] : "?";
}

/* Drops the move in hand, whatever step it is at; the turn stays as it is. */
static void
stop (MlComputerSeat *self)
{
  self->generation++;
  g_clear_handle_id (&self->step_source, g_source_remove);
  g_clear_pointer (&self->shown, job_free);
  set_busy (self, FALSE);
}

/* The move could not be laid as chosen (a module's choice the turn refused): said, and the
 * computer waits rather than try the same again. */
static void
fail (MlComputerSeat *self, const GError *error)
{
  g_debug ("computer move refused: %s", error ? error->message : "?");
  self->acting = TRUE;
  ml_turn_cancel (self->turn);
  self->acting = FALSE;
  stop (self);
  set_sentence (self, error ? error->message : NULL);
  set_paused (self, TRUE);
}

/* The move is done: a pause for the class to see its scoring, then the next look. */
static void
done (MlComputerSeat *self)
{
  g_clear_pointer (&self->shown, job_free);
  self->n_moves++;
  set_busy (self, FALSE);
  schedule (self, self->pace);
}

/* Step 3: the turn played, the meeples chosen (the score panel shows the scoring). */
static gboolean
play_turn (gpointer data)
{
  MlComputerSeat *self = data;
  self->step_source = 0;
  g_autoptr (GError) error = NULL;
  gboolean ok = TRUE;
  self->acting = TRUE;
  if (ml_turn_get_pending (self->turn, NULL, NULL, NULL) && !ml_turn_is_asking_drop (self->turn))
    ok = ml_turn_finish (self->turn, &error);
  self->acting = FALSE;
  if (!ok)
    fail (self, error);
  else if (ml_turn_is_asking_drop (self->turn))
    {
      /* At an earlier move of a game record: the window asks whether the later moves go,
       * and the user's answer plays the turn, or not. */
      stop (self);
      set_paused (self, TRUE);
    }
  else
    done (self);
  return G_SOURCE_REMOVE;
}

/* Step 2: the meeples as the move chose them, shown on the tile before the turn is played;
 * a move without a meeple goes straight on. */
static gboolean
lay_meeples (gpointer data)
{
  MlComputerSeat *self = data;
  self->step_source = 0;
  const MlAdviseMove *move = &self->shown->move.move;
  g_autoptr (GError) error = NULL;
  gboolean ok = TRUE;
  guint laid = 0;
  self->acting = TRUE;
  ml_turn_set_hold (self->turn, TRUE);
  for (guint i = 0; ok && !(move->action & ML_ACTION_MODULE) && i < move->n_meeples
                    && ml_turn_get_pending (self->turn, NULL, NULL, NULL); i++, laid++)
    {
      /* The turn names features as the preview board numbers them. */
      guint feat = ml_board_feature_id (ml_turn_get_preview (self->turn), ml_turn_get_pending_piece (self->turn),
                                        move->meeples[i].choice.feature);
      ok = ml_turn_choose (self->turn, move->meeples[i].x, move->meeples[i].y, feat, move->meeples[i].choice.figure,
                           &error);
    }
  ml_turn_set_hold (self->turn, FALSE);
  self->acting = FALSE;
  if (!ok)
    fail (self, error);
  else if (laid == 0)
    play_turn (self);
  else
    self->step_source = g_timeout_add (self->pace, play_turn, self);
  return G_SOURCE_REMOVE;
}

/* Step 1: the tile in hand, laid where the move lays it, waiting for its meeples; the
 * sentence says why. */
static void
lay_tile (MlComputerSeat *self)
{
  Job *job = self->shown;
  const MlAdviseMove *move = &job->move.move;
  g_autoptr (GError) error = NULL;
  self->acting = TRUE;
  gboolean ok = ml_turn_set_hand (self->turn, job->tile->id, &error);
  /* A module's second tile in hand may be the one the move lays. */
  if (ok && move->keep && move->tile && move->tile != ml_turn_get_hand_tile (self->turn))
    ok = ml_turn_set_hand (self->turn, move->tile->id, &error);
  if (ok)
    {
      ml_turn_apply_advice (self->turn, move, job->player);
      ml_turn_set_rotation (self->turn, move->at.rot);
      ok = ml_turn_lay (self->turn, move->at.x, move->at.y, &error);
    }
  if (ok)
    ok = ml_turn_follow_advice (self->turn, move, &error);
  self->acting = FALSE;
  if (!ok)
    {
      fail (self, error);
      return;
    }
  g_autofree char *reason = ml_strategy_reason_text (&job->move);
  /* Translators: a computer player's move in the turn bar, the player's name and then why
   * it played so: "Blue: closes the city: +8 now" */
  g_autofree char *text = g_strdup_printf (C_ ("computer move", "%s: %s"), player_name (self, job->player), reason);
  set_sentence (self, text);
  self->step_source = g_timeout_add (self->pace, lay_meeples, self);
}

/* The drawn tile fits nowhere: it is set aside, as the rules say, and the same player draws
 * again. */
static void
set_aside (MlComputerSeat *self, Job *job)
{
  g_autoptr (GError) error = NULL;
  self->acting = TRUE;
  gboolean ok = ml_turn_set_hand (self->turn, job->tile->id, &error) && ml_turn_set_aside (self->turn, &error);
  self->acting = FALSE;
  if (!ok)
    {
      fail (self, error);
      return;
    }
  done (self);
}

static void
think (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (job->seed);
  job->found = ml_strategy_choose (&job->strategy, job->game, job->tile, job->other, job->bag, rand, &job->move);
  g_task_return_boolean (task, TRUE);
}

static void
thought (GObject *source, GAsyncResult *result, gpointer data)
{
  MlComputerSeat *self = ML_COMPUTER_SEAT (source);
  /* The job is this callback's (the task's data has no destroy function: the task, done,
   * may outlive it). */
  Job *job = g_task_get_task_data (G_TASK (result));
  if (self->turn == NULL || job->generation != self->generation)
    {
      job_free (job);
      return;
    }
  self->shown = job;
  if (job->found)
    lay_tile (self);
  else
    set_aside (self, job);
}

static MlStrategy
strategy_of (MlSeat seat)
{
  switch (seat)
    {
    case ML_SEAT_BEGINNER:
      return (MlStrategy) { .kind = ML_STRATEGY_BEGINNER };
    case ML_SEAT_STRONG:
      return (MlStrategy) { .kind = ML_STRATEGY_ADVISOR, .playouts = STRONG_PLAYOUTS };
    case ML_SEAT_INTERMEDIATE:
    case ML_SEAT_PERSON:
    case ML_N_SEATS:
    default:
      return (MlStrategy) { .kind = ML_STRATEGY_GREEDY };
    }
}

/* The seat to move is the computer's: a tile drawn from what is left, and the move chosen
 * on a worker; FALSE when nothing is left to draw (the game is over). */
static gboolean
start (MlComputerSeat *self, int player, MlSeat seat)
{
  MlGame *game = ml_document_get_game (self->document);
  g_autoptr (GPtrArray) left = g_ptr_array_new ();
  ml_bag_left (game, left);
  if (left->len == 0)
    return FALSE;
  Job *job = g_new0 (Job, 1);
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (g_random_int ());
  /* Dealt as the random games deal, so that the modules' order holds (the river first). */
  job->bag = g_ptr_array_new ();
  ml_play_deal (left, job->bag, rand);
  job->tile = g_ptr_array_steal_index (job->bag, 0);
  job->game = ml_game_copy (game);
  job->other = ml_app_expansions_other_in_hand (game, job->tile);
  job->strategy = strategy_of (seat);
  job->seed = ml_rand_int (rand);
  job->player = player;
  job->generation = self->generation;
  set_busy (self, TRUE);
  g_autofree char *text = g_strdup_printf (_("%s is thinking…"), player_name (self, player));
  set_sentence (self, text);
  g_autoptr (GTask) task = g_task_new (self, NULL, thought, NULL);
  g_task_set_task_data (task, job, NULL);
  g_task_run_in_thread (task, think);
  return TRUE;
}

/* Whether a computer is to move, and if so whether it may: a look after each change. */
static gboolean
consider (gpointer data)
{
  MlComputerSeat *self = data;
  self->consider_source = 0;
  int player;
  MlSeat seat = mover_seat (self, &player);
  if (self->person_played)
    {
      set_paused (self, FALSE);
      set_sentence (self, NULL);
    }
  else if (self->edited && seat != ML_SEAT_PERSON)
    {
      /* An undo or an edit that leaves a computer to move: it waits, or the undo would be
       * played over at once. A seat just given to the computer plays. */
      gboolean given = player == self->seen_player && self->seen_seat == ML_SEAT_PERSON;
      if (!given)
        set_paused (self, TRUE);
    }
  if (seat == ML_SEAT_PERSON)
    set_paused (self, FALSE);
  self->edited = self->person_played = FALSE;
  self->seen_player = player;
  self->seen_seat = seat;
  if (!self->active || self->busy || self->paused || seat == ML_SEAT_PERSON || self->document == NULL)
    return G_SOURCE_REMOVE;
  /* A tile the user took in hand for that seat: theirs to play, or Continue's to let go. */
  if (ml_turn_get_step (self->turn) != ML_TURN_STEP_IDLE)
    {
      set_paused (self, TRUE);
      return G_SOURCE_REMOVE;
    }
  start (self, player, seat);
  return G_SOURCE_REMOVE;
}

static void
schedule (MlComputerSeat *self, guint delay)
{
  if (self->consider_source)
    return;
  self->consider_source = delay ? g_timeout_add (delay, consider, self) : g_idle_add (consider, self);
}

/* ---- what others do ---- */

static void
document_changed (MlComputerSeat *self)
{
  if (self->acting)
    return;
  stop (self);
  /* The sentence told the move just played; after an undo or an edit it would tell of a
   * move that is no longer on the board. */
  set_sentence (self, NULL);
  self->edited = TRUE;
  schedule (self, 0);
}

static void
turn_played (MlComputerSeat *self)
{
  if (self->acting)
    return;
  /* The user played the turn the computer was showing (a click on the tile laid). */
  stop (self);
  self->person_played = TRUE;
  schedule (self, 0);
}

/* A tile taken in hand or let go, or laid, by the user while the computer moves. */
static void
turn_touched (MlComputerSeat *self)
{
  if (self->acting || !self->busy)
    return;
  gboolean leaving = !ml_turn_get_rules (self->turn) && self->shown;
  stop (self);
  set_sentence (self, NULL);
  if (leaving)
    {
      /* Turn mode went (the turn tells first): the tile laid went back to the hand, and
       * goes with the mode. */
      self->acting = TRUE;
      ml_turn_cancel (self->turn);
      self->acting = FALSE;
      return;
    }
  set_paused (self, TRUE);
}

static void
follow_document (MlComputerSeat *self)
{
  MlDocument *document = self->turn ? ml_turn_get_document (self->turn) : NULL;
  if (document == self->document)
    return;
  stop (self);
  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  set_paused (self, FALSE);
  set_sentence (self, NULL);
  self->seen_player = -1;
  self->edited = self->person_played = FALSE;
  schedule (self, 0);
}

/* ---- public ---- */

MlComputerSeat *
ml_computer_seat_new (MlTurn *turn)
{
  g_return_val_if_fail (ML_IS_TURN (turn), NULL);
  MlComputerSeat *self = g_object_new (ML_TYPE_COMPUTER_SEAT, NULL);
  self->turn = g_object_ref (turn);
  g_signal_group_set_target (self->turn_signals, turn);
  follow_document (self);
  return self;
}

void
ml_computer_seat_set_active (MlComputerSeat *self, gboolean active)
{
  g_return_if_fail (ML_IS_COMPUTER_SEAT (self));
  active = !!active;
  if (self->active == active)
    return;
  self->active = active;
  if (!active)
    {
      /* A tile of the computer's laid waiting goes with the mode. */
      if (self->shown)
        {
          self->acting = TRUE;
          ml_turn_cancel (self->turn);
          self->acting = FALSE;
        }
      stop (self);
      set_sentence (self, NULL);
    }
  set_paused (self, FALSE);
  schedule (self, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

gboolean
ml_computer_seat_get_active (MlComputerSeat *self)
{
  g_return_val_if_fail (ML_IS_COMPUTER_SEAT (self), FALSE);
  return self->active;
}

void
ml_computer_seat_set_pace (MlComputerSeat *self, guint pace)
{
  g_return_if_fail (ML_IS_COMPUTER_SEAT (self));
  if (self->pace == pace)
    return;
  self->pace = pace;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PACE]);
}

guint
ml_computer_seat_get_pace (MlComputerSeat *self)
{
  g_return_val_if_fail (ML_IS_COMPUTER_SEAT (self), 0);
  return self->pace;
}

const char *
ml_computer_seat_get_sentence (MlComputerSeat *self)
{
  g_return_val_if_fail (ML_IS_COMPUTER_SEAT (self), "");
  return self->sentence;
}

gboolean
ml_computer_seat_get_paused (MlComputerSeat *self)
{
  g_return_val_if_fail (ML_IS_COMPUTER_SEAT (self), FALSE);
  return self->paused;
}

gboolean
ml_computer_seat_get_busy (MlComputerSeat *self)
{
  g_return_val_if_fail (ML_IS_COMPUTER_SEAT (self), FALSE);
  return self->busy;
}

void
ml_computer_seat_resume (MlComputerSeat *self)
{
  g_return_if_fail (ML_IS_COMPUTER_SEAT (self));
  if (!self->paused)
    return;
  if (ml_turn_get_step (self->turn) != ML_TURN_STEP_IDLE)
    {
      self->acting = TRUE;
      ml_turn_cancel (self->turn);
      self->acting = FALSE;
    }
  set_paused (self, FALSE);
  self->edited = FALSE;
  schedule (self, 0);
}

guint
ml_computer_seat_get_n_moves (MlComputerSeat *self)
{
  g_return_val_if_fail (ML_IS_COMPUTER_SEAT (self), 0);
  return self->n_moves;
}

static void
ml_computer_seat_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlComputerSeat *self = ML_COMPUTER_SEAT (object);
  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    case PROP_PACE:
      g_value_set_uint (value, self->pace);
      break;
    case PROP_SENTENCE:
      g_value_set_string (value, self->sentence);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_computer_seat_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlComputerSeat *self = ML_COMPUTER_SEAT (object);
  switch (prop_id)
    {
    case PROP_ACTIVE:
      ml_computer_seat_set_active (self, g_value_get_boolean (value));
      break;
    case PROP_PACE:
      ml_computer_seat_set_pace (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_computer_seat_dispose (GObject *object)
{
  MlComputerSeat *self = ML_COMPUTER_SEAT (object);
  stop (self);
  g_clear_handle_id (&self->consider_source, g_source_remove);
  if (self->document_signals)
    g_signal_group_set_target (self->document_signals, NULL);
  if (self->turn_signals)
    g_signal_group_set_target (self->turn_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->turn_signals);
  g_clear_object (&self->document);
  g_clear_object (&self->turn);
  G_OBJECT_CLASS (ml_computer_seat_parent_class)->dispose (object);
}

static void
ml_computer_seat_finalize (GObject *object)
{
  MlComputerSeat *self = ML_COMPUTER_SEAT (object);
  g_free (self->sentence);
  G_OBJECT_CLASS (ml_computer_seat_parent_class)->finalize (object);
}

static void
ml_computer_seat_class_init (MlComputerSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = ml_computer_seat_dispose;
  object_class->finalize = ml_computer_seat_finalize;
  object_class->get_property = ml_computer_seat_get_property;
  object_class->set_property = ml_computer_seat_set_property;

  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  properties[PROP_ACTIVE] = g_param_spec_boolean ("active", NULL, NULL, FALSE, rw);
  properties[PROP_PACE] = g_param_spec_uint ("pace", NULL, NULL, 0, 10000, DEFAULT_PACE, rw);
  properties[PROP_SENTENCE] = g_param_spec_string ("sentence", NULL, NULL, "", ro);
  properties[PROP_PAUSED] = g_param_spec_boolean ("paused", NULL, NULL, FALSE, ro);
  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ml_computer_seat_init (MlComputerSeat *self)
{
  self->pace = DEFAULT_PACE;
  self->sentence = g_strdup ("");
  self->seen_player = -1;
  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed", G_CALLBACK (document_changed), self,
                                 G_CONNECT_SWAPPED);
  self->turn_signals = g_signal_group_new (ML_TYPE_TURN);
  g_signal_group_connect_object (self->turn_signals, "notify::document", G_CALLBACK (follow_document), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->turn_signals, "played", G_CALLBACK (turn_played), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->turn_signals, "notify::hand", G_CALLBACK (turn_touched), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->turn_signals, "notify::step", G_CALLBACK (turn_touched), self,
                                 G_CONNECT_SWAPPED);
}
