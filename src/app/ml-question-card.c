/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The card of a lesson's question: asks it, takes the answer, checks it against the rules
 * and lifts the veil it laid on the score panel and the board's legal spots. */
#include "config.h"
#include "ml-question-card.h"
#include "ml-json.h"
#include "ml-question.h"

#include <glib/gi18n.h>

/* A board larger than this offers its squares beside the pieces only up to this many: a
 * lesson's board is small, and a list of hundreds of toggles helps nobody. */
#define MAX_SQUARES 80
/* The columns of squares the panel's width holds, labels such as "(-10, 12)" in them. */
#define MAX_MAP_COLUMNS 6

struct _MlQuestionCard {
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *question_label;
  GtkLabel *how_label;
  GtkWidget *score_box;
  GtkSpinButton *score_spin;
  GtkFlowBox *choices;       /* who: the players' toggles and Nobody */
  GtkGrid *squares;          /* where: the squares' toggles, laid out as on the board */
  GPtrArray *toggles;        /* GtkToggleButton: those of either, held by it */
  GtkWidget *buttons;
  GtkButton *check_button;
  GtkLabel *result_label;

  MlDocument *document;
  GSignalGroup *document_signals;
  MlScorePanel *score_panel;
  MlBoardView *board_view;
  gulong legal_handler;

  MlQuestion *question;     /* the question asked, or NULL */
  char *key;                /* what it was read from (its member as text, the texts, the
                             * names): another key is another question */
  char *choices_key;        /* what the toggles were made for */
  gboolean answered;
  gboolean veiled;
  gboolean wanted_legal;    /* the board's legal spots as they were before the veil */
  gboolean forcing;         /* the card itself sets the board's legal spots */
  char *verdict;
};

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_SCORE_PANEL,
  PROP_BOARD_VIEW,
  PROP_VEILED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MlQuestionCard, ml_question_card, GTK_TYPE_WIDGET)

/* ---- the veil ----------------------------------------------------------------------------- */

static void
set_board_legal (MlQuestionCard *self, gboolean show)
{
  if (self->board_view == NULL)
    return;
  self->forcing = TRUE;
  ml_board_view_set_show_legal (self->board_view, show);
  self->forcing = FALSE;
}

/* The window's switch of legal spots, flipped while veiled, takes effect once it lifts. */
static void
legal_changed (MlQuestionCard *self)
{
  if (self->forcing || !self->veiled)
    return;
  self->wanted_legal = ml_board_view_get_show_legal (self->board_view);
  if (self->wanted_legal)
    set_board_legal (self, FALSE);
}

static void
set_veiled (MlQuestionCard *self, gboolean veiled)
{
  if (self->veiled == veiled)
    return;
  self->veiled = veiled;
  if (self->score_panel)
    ml_score_panel_set_veiled (self->score_panel, veiled);
  if (self->board_view)
    {
      if (veiled)
        {
          self->wanted_legal = ml_board_view_get_show_legal (self->board_view);
          set_board_legal (self, FALSE);
        }
      else
        set_board_legal (self, self->wanted_legal);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VEILED]);
}

/* ---- the answer's widgets ----------------------------------------------------------------- */

static void
clear_choices (MlQuestionCard *self)
{
  GtkWidget *child;
  g_ptr_array_set_size (self->toggles, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices))))
    gtk_flow_box_remove (self->choices, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->squares))))
    gtk_grid_remove (self->squares, child);
}

#define TOGGLE(self, i) GTK_TOGGLE_BUTTON (g_ptr_array_index ((self)->toggles, (i)))

/* Nobody and the players exclude one another. */
static void
player_toggled (GtkToggleButton *toggle, MlQuestionCard *self)
{
  if (!gtk_toggle_button_get_active (toggle))
    return;
  int player = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (toggle), "player"));
  for (guint i = 0; i < self->toggles->len; i++)
    {
      GtkToggleButton *other = TOGGLE (self, i);
      int p = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (other), "player"));
      if (other != toggle && (p < 0 || player < 0))
        gtk_toggle_button_set_active (other, FALSE);
    }
}

static GtkWidget *
new_toggle (MlQuestionCard *self, const char *label, const char *tip)
{
  GtkWidget *toggle = gtk_toggle_button_new_with_label (label);
  gtk_widget_set_tooltip_text (toggle, tip);
  g_ptr_array_add (self->toggles, toggle);
  return toggle;
}

static GtkWidget *
add_toggle (MlQuestionCard *self, const char *label, const char *tip)
{
  GtkWidget *toggle = new_toggle (self, label, tip);
  gtk_flow_box_append (self->choices, toggle);
  return toggle;
}

static void
make_player_choices (MlQuestionCard *self, guint n_players, const char *const *names)
{
  for (guint p = 0; p < n_players; p++)
    {
      /* Translators: the tooltip of a player's toggle, answering "Who scores it?" */
      g_autofree char *tip = g_strdup_printf (ngettext ("%s scores it", "%s score it", 1), names[p]);
      GtkWidget *toggle = add_toggle (self, names[p], tip);
      g_object_set_data (G_OBJECT (toggle), "player", GINT_TO_POINTER ((int) p));
      g_signal_connect (toggle, "toggled", G_CALLBACK (player_toggled), self);
    }
  GtkWidget *nobody = add_toggle (self, C_("question", "Nobody"), _("No player scores it"));
  g_object_set_data (G_OBJECT (nobody), "player", GINT_TO_POINTER (-1));
  g_signal_connect (nobody, "toggled", G_CALLBACK (player_toggled), self);
}

static gboolean
square_taken (MlBoard *board, int x, int y)
{
  guint cell;
  return ml_board_piece_at (board, x, y, &cell) != ML_NO_PIECE;
}

/* The empty squares that touch the board at a side or a corner, by rows: where a learner
 * might think the tile goes (a corner alone is one of the mistakes a question catches). */
static GArray *
candidate_squares (MlGame *game)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (MlQuestionSquare));
  if (game == NULL || ml_board_is_empty (game->board))
    return out;
  int x0, y0, x1, y1;
  ml_board_bounds (game->board, &x0, &y0, &x1, &y1);
  for (int y = y0 - 1; y <= y1 + 1 && out->len < MAX_SQUARES; y++)
    for (int x = x0 - 1; x <= x1 + 1 && out->len < MAX_SQUARES; x++)
      {
        if (square_taken (game->board, x, y))
          continue;
        gboolean near = FALSE;
        for (int dy = -1; dy <= 1 && !near; dy++)
          for (int dx = -1; dx <= 1 && !near; dx++)
            near = (dx || dy) && square_taken (game->board, x + dx, y + dy);
        if (near)
          {
            MlQuestionSquare sq = { x, y };
            g_array_append_val (out, sq);
          }
      }
  return out;
}

/* The squares as a little map of the board: each offered square a toggle where it lies, each
 * piece's square a dim mark, so that the learner finds the square at a glance. */
static void
make_square_choices (MlQuestionCard *self, MlGame *game, GArray *squares, GHashTable *chosen)
{
  int x0 = 0, y0 = 0, x1 = 0;
  for (guint i = 0; i < squares->len; i++)
    {
      const MlQuestionSquare *sq = &g_array_index (squares, MlQuestionSquare, i);
      x0 = i ? MIN (x0, sq->x) : sq->x;
      x1 = i ? MAX (x1, sq->x) : sq->x;
      y0 = i ? MIN (y0, sq->y) : sq->y;
    }
  /* A map wider than the panel holds is a list instead, by rows. */
  gboolean map = x1 - x0 + 1 <= MAX_MAP_COLUMNS;
  if (game && squares->len && map)
    {
      int bx0, by0, bx1, by1;
      ml_board_bounds (game->board, &bx0, &by0, &bx1, &by1);
      for (int y = by0; y <= by1; y++)
        for (int x = bx0; x <= bx1; x++)
          if (square_taken (game->board, x, y))
            {
              GtkWidget *mark = gtk_label_new ("■");
              gtk_widget_add_css_class (mark, "dim-label");
              /* Translators: a square of the little map that a piece already covers */
              g_autofree char *tip = g_strdup_printf (_("Square (%d, %d) is taken"), x, y);
              gtk_widget_set_tooltip_text (mark, tip);
              gtk_grid_attach (self->squares, mark, x - x0, y - y0, 1, 1);
            }
    }
  for (guint i = 0; i < squares->len; i++)
    {
      const MlQuestionSquare *sq = &g_array_index (squares, MlQuestionSquare, i);
      g_autofree char *label = g_strdup_printf ("(%d, %d)", sq->x, sq->y);
      /* Translators: the tooltip of a square's toggle, answering "Where may this tile go?" */
      g_autofree char *tip = g_strdup_printf (_("The tile may go on square (%d, %d)"), sq->x, sq->y);
      GtkWidget *toggle = new_toggle (self, label, tip);
      gtk_widget_add_css_class (toggle, "question-square");
      if (map)
        gtk_grid_attach (self->squares, toggle, sq->x - x0, sq->y - y0, 1, 1);
      else
        gtk_grid_attach (self->squares, toggle, (int) i % MAX_MAP_COLUMNS, (int) i / MAX_MAP_COLUMNS, 1, 1);
      g_object_set_data (G_OBJECT (toggle), "x", GINT_TO_POINTER (sq->x));
      g_object_set_data (G_OBJECT (toggle), "y", GINT_TO_POINTER (sq->y));
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), chosen && g_hash_table_contains (chosen, label));
    }
}

/* The squares toggled on, by their labels. */
static GHashTable *
chosen_squares (MlQuestionCard *self)
{
  GHashTable *out = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < self->toggles->len; i++)
    if (gtk_toggle_button_get_active (TOGGLE (self, i)))
      g_hash_table_add (out, g_strdup (gtk_button_get_label (GTK_BUTTON (TOGGLE (self, i)))));
  return out;
}

/* The toggles for the question as the board stands: the players (who), the squares around
 * the board (where), made again only when those change; what was toggled stays toggled. */
static void
update_choices (MlQuestionCard *self, guint n_players, const char *const *names)
{
  const MlQuestion *q = self->question;
  g_autoptr (GString) key = g_string_new (ml_question_kind_id (q->kind));
  g_autoptr (GArray) squares = NULL;
  if (q->kind == ML_QUESTION_WHO)
    for (guint p = 0; p < n_players; p++)
      g_string_append_printf (key, "\n%s", names[p]);
  else if (q->kind == ML_QUESTION_WHERE)
    {
      squares = candidate_squares (ml_document_get_game (self->document));
      for (guint i = 0; i < squares->len; i++)
        g_string_append_printf (key, " %d,%d", g_array_index (squares, MlQuestionSquare, i).x,
                                g_array_index (squares, MlQuestionSquare, i).y);
    }
  if (g_strcmp0 (key->str, self->choices_key) == 0)
    return;
  g_free (self->choices_key);
  self->choices_key = g_strdup (key->str);
  g_autoptr (GHashTable) chosen = chosen_squares (self);
  clear_choices (self);
  if (q->kind == ML_QUESTION_WHO)
    make_player_choices (self, n_players, names);
  else if (q->kind == ML_QUESTION_WHERE)
    make_square_choices (self, ml_document_get_game (self->document), squares, chosen);
  gtk_widget_set_visible (GTK_WIDGET (self->choices), q->kind == ML_QUESTION_WHO);
  gtk_widget_set_visible (GTK_WIDGET (self->squares), q->kind == ML_QUESTION_WHERE);
}

/* The learner's answer as a question whose answer is theirs. */
static MlQuestion *
learner_answer (MlQuestionCard *self)
{
  MlQuestion *mine = ml_question_copy (self->question);
  mine->score = gtk_spin_button_get_value_as_int (self->score_spin);
  mine->players = 0;
  g_array_set_size (mine->squares, 0);
  for (guint i = 0; i < self->toggles->len; i++)
    {
      GtkToggleButton *toggle = TOGGLE (self, i);
      if (!gtk_toggle_button_get_active (toggle))
        continue;
      if (mine->kind == ML_QUESTION_WHO)
        {
          int p = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (toggle), "player"));
          if (p >= 0)
            mine->players |= 1u << p;
        }
      else if (mine->kind == ML_QUESTION_WHERE)
        {
          MlQuestionSquare sq = { GPOINTER_TO_INT (g_object_get_data (G_OBJECT (toggle), "x")),
                                  GPOINTER_TO_INT (g_object_get_data (G_OBJECT (toggle), "y")) };
          g_array_append_val (mine->squares, sq);
        }
    }
  return mine;
}

/* Whether the learner said anything: Check waits for a choice (Nobody is one). */
static gboolean
has_choice (MlQuestionCard *self)
{
  if (self->question == NULL || self->question->kind == ML_QUESTION_SCORE)
    return TRUE;
  for (guint i = 0; i < self->toggles->len; i++)
    if (gtk_toggle_button_get_active (TOGGLE (self, i)))
      return TRUE;
  return FALSE;
}

/* ---- asking and answering ----------------------------------------------------------------- */

/* The rules' answer on the board as it stands; the lesson's own when the board no longer
 * has what the question names. */
static MlQuestion *
rules_answer (MlQuestionCard *self)
{
  MlGame *game = ml_document_get_game (self->document);
  MlQuestion *answer = game ? ml_question_answer_from_game (self->question, game, NULL) : NULL;
  return answer ? answer : ml_question_copy (self->question);
}

static void
show_state (MlQuestionCard *self)
{
  gboolean open = self->question && !self->answered;
  gtk_widget_set_visible (self->buttons, open);
  gtk_widget_set_sensitive (self->score_box, open);
  gtk_widget_set_sensitive (GTK_WIDGET (self->choices), open);
  gtk_widget_set_sensitive (GTK_WIDGET (self->squares), open);
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), self->verdict != NULL);
  gtk_label_set_text (self->result_label, self->verdict ? self->verdict : "");
  gtk_widget_set_visible (GTK_WIDGET (self->how_label), open);
  set_veiled (self, open);
}

static void
answer (MlQuestionCard *self, gboolean checked)
{
  if (self->question == NULL || self->answered)
    return;
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (self->document, names);
  guint n_players = MIN (ml_document_get_scenario (self->document)->players->len, ML_MAX_PLAYERS);
  g_autoptr (MlQuestion) right = rules_answer (self);
  g_autofree char *words = ml_question_answer_text (right, n_players, names);
  g_free (self->verdict);
  if (!checked)
    /* Translators: shown by "Show the Answer": "The answer: Alice would score 14" */
    self->verdict = g_strdup_printf (_("The answer: %s"), words);
  else
    {
      g_autoptr (MlQuestion) mine = learner_answer (self);
      if (mine->kind == ML_QUESTION_WHERE)
        {
          /* The same squares in any order: compare as sets, the rules' list sorted. */
          g_autoptr (GHashTable) chosen = chosen_squares (self);
          gboolean same = g_hash_table_size (chosen) == right->squares->len;
          for (guint i = 0; same && i < right->squares->len; i++)
            {
              const MlQuestionSquare *sq = &g_array_index (right->squares, MlQuestionSquare, i);
              g_autofree char *label = g_strdup_printf ("(%d, %d)", sq->x, sq->y);
              same = g_hash_table_contains (chosen, label);
            }
          self->verdict = same ? g_strdup (_("Right!")) : g_strdup_printf (_("Not quite: %s"), words);
        }
      else if (ml_question_same_answer (mine, right))
        self->verdict = g_strdup (_("Right!"));
      else
        /* Translators: a wrong answer, then the right one: "Not quite: Alice would score 14" */
        self->verdict = g_strdup_printf (_("Not quite: %s"), words);
    }
  self->answered = TRUE;
  show_state (self);
}

static void
check_clicked (MlQuestionCard *self)
{
  if (!has_choice (self))
    {
      gtk_label_set_text (self->result_label, self->question->kind == ML_QUESTION_WHO
                          ? _("Choose who scores it first, or Nobody.")
                          : _("Choose the squares first."));
      gtk_widget_set_visible (GTK_WIDGET (self->result_label), TRUE);
      return;
    }
  answer (self, TRUE);
}

static void
show_clicked (MlQuestionCard *self)
{
  answer (self, FALSE);
}

static const char *
how_text (MlQuestionKind kind)
{
  switch (kind)
    {
    case ML_QUESTION_SCORE:
      return _("Give the points, then Check. The scores stay hidden until then.");
    case ML_QUESTION_WHO:
      return _("Choose who scores it, then Check. The scores stay hidden until then.");
    case ML_QUESTION_WHERE:
      return _("Choose every square where the tile may go (x to the right, y downwards, the start tile at (0, 0)), "
               "then Check. The legal spots stay hidden until then.");
    }
  return "";
}

/* What the question was read from: the same text again is the same question. */
static char *
question_key (const MlScenario *scenario, const char *text)
{
  JsonNode *member = scenario->extra ? ml_json_member (scenario->extra, "question") : NULL;
  g_autofree char *json = member ? ml_json_to_text (member, FALSE) : g_strdup ("");
  return g_strconcat (json, "\n", text ? text : "", NULL);
}

static void
update (MlQuestionCard *self)
{
  const MlScenario *scenario = self->document ? ml_document_get_scenario (self->document) : NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *name = self->document ? ml_document_dup_title (self->document) : NULL;
  g_autoptr (MlQuestion) q = scenario ? ml_question_from_scenario (scenario, name, &error) : NULL;
  g_autofree char *text = q ? ml_question_text (q, scenario) : NULL;
  g_autofree char *key = scenario ? question_key (scenario, text) : NULL;
  if (g_strcmp0 (key, self->key) != 0)
    {
      g_free (self->key);
      self->key = g_steal_pointer (&key);
      self->answered = FALSE;
      g_clear_pointer (&self->verdict, g_free);
      g_clear_pointer (&self->choices_key, g_free);
      clear_choices (self);
      gtk_spin_button_set_value (self->score_spin, 0);
    }
  g_clear_pointer (&self->question, ml_question_free);
  self->question = g_steal_pointer (&q);
  gtk_widget_set_visible (GTK_WIDGET (self), self->question != NULL || error != NULL);
  if (self->question == NULL)
    {
      /* A question that cannot be read asks nothing, veils nothing, and says why. */
      if (error)
        {
          g_autofree char *why = g_strdup_printf (_("This lesson’s question cannot be asked: %s"), error->message);
          gtk_label_set_text (self->question_label, why);
        }
      gtk_widget_set_visible (self->score_box, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->choices), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->squares), FALSE);
      gtk_widget_set_visible (self->buttons, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->how_label), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->result_label), FALSE);
      set_veiled (self, FALSE);
      return;
    }
  gtk_label_set_text (self->question_label, text);
  gtk_label_set_text (self->how_label, how_text (self->question->kind));
  gtk_widget_set_visible (self->score_box, self->question->kind == ML_QUESTION_SCORE);
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (self->document, names);
  update_choices (self, MIN (scenario->players->len, ML_MAX_PLAYERS), names);
  show_state (self);
}

/* ---- the widget --------------------------------------------------------------------------- */

static void
ml_question_card_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlQuestionCard *self = ML_QUESTION_CARD (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT: g_value_set_object (value, self->document); break;
    case PROP_SCORE_PANEL: g_value_set_object (value, self->score_panel); break;
    case PROP_BOARD_VIEW: g_value_set_object (value, self->board_view); break;
    case PROP_VEILED: g_value_set_boolean (value, self->veiled); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_question_card_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlQuestionCard *self = ML_QUESTION_CARD (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT: ml_question_card_set_document (self, g_value_get_object (value)); break;
    case PROP_SCORE_PANEL: ml_question_card_set_score_panel (self, g_value_get_object (value)); break;
    case PROP_BOARD_VIEW: ml_question_card_set_board_view (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_question_card_dispose (GObject *object)
{
  MlQuestionCard *self = ML_QUESTION_CARD (object);
  ml_question_card_set_board_view (self, NULL);
  g_clear_object (&self->score_panel);
  if (self->document_signals)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), ML_TYPE_QUESTION_CARD);
  G_OBJECT_CLASS (ml_question_card_parent_class)->dispose (object);
}

static void
ml_question_card_finalize (GObject *object)
{
  MlQuestionCard *self = ML_QUESTION_CARD (object);
  ml_question_free (self->question);
  g_free (self->key);
  g_free (self->choices_key);
  g_free (self->verdict);
  g_ptr_array_unref (self->toggles);
  G_OBJECT_CLASS (ml_question_card_parent_class)->finalize (object);
}

static void
ml_question_card_class_init (MlQuestionCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ml_question_card_get_property;
  object_class->set_property = ml_question_card_set_property;
  object_class->dispose = ml_question_card_dispose;
  object_class->finalize = ml_question_card_finalize;

  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, ML_TYPE_DOCUMENT, rw);
  properties[PROP_SCORE_PANEL] = g_param_spec_object ("score-panel", NULL, NULL, ML_TYPE_SCORE_PANEL, rw);
  properties[PROP_BOARD_VIEW] = g_param_spec_object ("board-view", NULL, NULL, ML_TYPE_BOARD_VIEW, rw);
  properties[PROP_VEILED] = g_param_spec_boolean ("veiled", NULL, NULL, FALSE,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-question-card.ui");
  gtk_widget_class_bind_template_child (widget_class, MlQuestionCard, box);
  gtk_widget_class_bind_template_child (widget_class, MlQuestionCard, question_label);
  gtk_widget_class_bind_template_child (widget_class, MlQuestionCard, how_label);
  gtk_widget_class_bind_template_child (widget_class, MlQuestionCard, score_box);
  gtk_widget_class_bind_template_child (widget_class, MlQuestionCard, score_spin);
  gtk_widget_class_bind_template_child (widget_class, MlQuestionCard, choices);
  gtk_widget_class_bind_template_child (widget_class, MlQuestionCard, squares);
  gtk_widget_class_bind_template_child (widget_class, MlQuestionCard, buttons);
  gtk_widget_class_bind_template_child (widget_class, MlQuestionCard, check_button);
  gtk_widget_class_bind_template_child (widget_class, MlQuestionCard, result_label);
  gtk_widget_class_bind_template_callback (widget_class, check_clicked);
  gtk_widget_class_bind_template_callback (widget_class, show_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mlquestioncard");
}

static void
ml_question_card_init (MlQuestionCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->toggles = g_ptr_array_new ();
  /* Enter in the points checks them (GtkSpinButton has no "activate" of its own in GTK 4.8:
   * its text has). */
  GtkEditable *text = gtk_editable_get_delegate (GTK_EDITABLE (self->score_spin));
  if (GTK_IS_TEXT (text))
    g_signal_connect_swapped (text, "activate", G_CALLBACK (check_clicked), self);
  self->wanted_legal = TRUE;
  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed", G_CALLBACK (update), self);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

MlQuestionCard *
ml_question_card_new (void)
{
  return g_object_new (ML_TYPE_QUESTION_CARD, NULL);
}

void
ml_question_card_set_document (MlQuestionCard *self, MlDocument *document)
{
  g_return_if_fail (ML_IS_QUESTION_CARD (self));
  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

void
ml_question_card_set_score_panel (MlQuestionCard *self, MlScorePanel *panel)
{
  g_return_if_fail (ML_IS_QUESTION_CARD (self));
  if (self->score_panel == panel)
    return;
  if (self->score_panel)
    ml_score_panel_set_veiled (self->score_panel, FALSE);
  g_set_object (&self->score_panel, panel);
  if (panel)
    ml_score_panel_set_veiled (panel, self->veiled);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE_PANEL]);
}

void
ml_question_card_set_board_view (MlQuestionCard *self, MlBoardView *view)
{
  g_return_if_fail (ML_IS_QUESTION_CARD (self));
  if (self->board_view == view)
    return;
  if (self->board_view)
    {
      if (self->veiled)
        set_board_legal (self, self->wanted_legal);
      g_clear_signal_handler (&self->legal_handler, self->board_view);
      g_clear_object (&self->board_view);
    }
  if (view)
    {
      self->board_view = g_object_ref (view);
      self->legal_handler = g_signal_connect_swapped (view, "notify::show-legal", G_CALLBACK (legal_changed), self);
      if (self->veiled)
        {
          self->wanted_legal = ml_board_view_get_show_legal (view);
          set_board_legal (self, FALSE);
        }
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_VIEW]);
}

void
ml_question_card_restart (MlQuestionCard *self)
{
  g_return_if_fail (ML_IS_QUESTION_CARD (self));
  g_clear_pointer (&self->key, g_free);
  update (self);
}

gboolean
ml_question_card_get_veiled (MlQuestionCard *self)
{
  g_return_val_if_fail (ML_IS_QUESTION_CARD (self), FALSE);
  return self->veiled;
}

void
ml_question_card_set_points (MlQuestionCard *self, int points)
{
  g_return_if_fail (ML_IS_QUESTION_CARD (self));
  gtk_spin_button_set_value (self->score_spin, points);
}

/* The toggle whose data @key1 (and @key2, when given) hold the values given: the toggles
 * are all of one kind at a time, the players' or the squares'. */
static GtkToggleButton *
find_toggle (MlQuestionCard *self, const char *key1, int value1, const char *key2, int value2)
{
  for (guint i = 0; i < self->toggles->len; i++)
    {
      GObject *toggle = G_OBJECT (TOGGLE (self, i));
      if (GPOINTER_TO_INT (g_object_get_data (toggle, key1)) == value1
          && (key2 == NULL || GPOINTER_TO_INT (g_object_get_data (toggle, key2)) == value2))
        return GTK_TOGGLE_BUTTON (toggle);
    }
  return NULL;
}

void
ml_question_card_set_player (MlQuestionCard *self, int player, gboolean chosen)
{
  g_return_if_fail (ML_IS_QUESTION_CARD (self));
  GtkToggleButton *toggle = find_toggle (self, "player", player, NULL, 0);
  if (toggle)
    gtk_toggle_button_set_active (toggle, chosen);
}

gboolean
ml_question_card_set_square (MlQuestionCard *self, int x, int y, gboolean chosen)
{
  g_return_val_if_fail (ML_IS_QUESTION_CARD (self), FALSE);
  GtkToggleButton *toggle = find_toggle (self, "x", x, "y", y);
  if (toggle == NULL)
    return FALSE;
  gtk_toggle_button_set_active (toggle, chosen);
  return TRUE;
}

void
ml_question_card_check (MlQuestionCard *self)
{
  g_return_if_fail (ML_IS_QUESTION_CARD (self));
  g_signal_emit_by_name (self->check_button, "clicked");
}

void
ml_question_card_show_answer (MlQuestionCard *self)
{
  g_return_if_fail (ML_IS_QUESTION_CARD (self));
  show_clicked (self);
}

const char *
ml_question_card_get_verdict (MlQuestionCard *self)
{
  g_return_val_if_fail (ML_IS_QUESTION_CARD (self), NULL);
  return self->verdict;
}
