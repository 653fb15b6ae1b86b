/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the window's files share: its instance, and the parts of it that the actions drive.
 * Not installed; only ml-window.c and ml-window-actions.c include it. */
#pragma once

#include "ml-window.h"
#include "ml-board-view.h"
#include "ml-hints-panel.h"
#include "ml-lessons.h"
#include "ml-palette.h"
#include "ml-player-bar.h"
#include "ml-score-panel.h"
#include "ml-question-card.h"
#include "ml-legend.h"
#include "ml-turn-bar.h"
#include "ml-timeline.h"

G_BEGIN_DECLS

struct _MlWindow {
  AdwApplicationWindow parent_instance;

  /* Template widgets */
  GtkWidget *header_bar;
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  MlPalette *palette;
  MlPlayerBar *player_bar;
  MlTurnBar *turn_bar;
  MlTimeline *timeline;
  /* The game record's move and length before the last change and after it (0, 0: none),
   * to tell when a turn played at an earlier move dropped the later ones. */
  MlBoardView *board_view;
  GtkWidget *empty_hint;
  GtkWidget *meeples_button;
  GtkWidget *ended_now_box;
  GtkLabel *ended_now_points;
  GtkLabel *ended_now_why;
  GtkLabel *status_label;
  AdwFlap *palette_flap;
  GtkWidget *palette_scroll;
  GtkWidget *toolbar;
  GtkWidget *palette_button;
  GtkBox *panel_box;
  GtkLabel *description_label;
  GtkToggleButton *description_more;   /* unfolds the explanation in presenter mode */
  MlQuestionCard *question_card;       /* a lesson's question, which hides the explanation until answered */
  MlScorePanel *score_panel;
  MlLegend *legend;
  MlHintsPanel *hints_panel;
  GMenu *recent_menu;
  GMenu *expansions_menu;

  /* Owned */
  MlDocument *document;
  MlTurn *turn;                 /* the turn in progress, handed to the board view and the bars */
  MlComputerSeat *computer;     /* plays the computer's seats through the turn in turn mode */
  GSignalGroup *document_signals;
  GBindingGroup *document_bindings;

  /* The view's switches, each the state of its win. action (a property action) */
  gboolean overlay;
  gboolean show_legal;
  gboolean meeples;
  gboolean turn_mode;
  gboolean presenting;
  /* The feature chosen in the score panel's "if the game ended now" list, or -1. */
  int selected_feature;
  /* The expansions last told through notify, to notify only the ones that changed; the
   * document holds the truth. */
  guint shown_expansions;

  guint palette_button_idle;
  gboolean close_confirmed;

  /* The file being read (ml_window_open_file): cancelled by the next open and by dispose;
   * NULL when none is. The spinner turns meanwhile. */
  GCancellable *load_cancellable;
  GtkWidget *load_spinner;
  /* The toast that says why the last file was refused, while it lasts (a weak pointer). */
  AdwToast *load_toast;
  AdwToast *toast;           /* the last toast of _ml_window_toast(), while it shows */
  gint64 toast_since;        /* when it came (monotonic time) */
  gboolean toast_instructs;  /* that toast says how to play a turn: it goes once one is played */
  guint instruction_timeout; /* sends it away once it has settled in */
  /* The palette's place beside the board, which the rule readings take while open. */
  GtkStack *flap_stack;
  GtkWidget *readings_side;
  GtkWidget *readings_page;  /* made the first time they open */
};

/* What to do once the user has agreed to let the current board go. */
typedef void (*MlProceed) (MlWindow *self, gpointer data);

/* Installs every win. action and its shortcuts on the class. */
void       _ml_window_class_actions_init (MlWindowClass *klass);
/* Enables each action for what the document allows now (undo, redo, adding and removing
 * players); called after every change of the document. */
void       _ml_window_actions_update     (MlWindow *self);

void       _ml_window_toast              (MlWindow *self, const char *message);
/* The turn was played: the toast that said how to play it goes (ml-window-toasts.c). */
void       _ml_window_turn_played        (MlWindow *self);
/* The app's lasting preferences, or NULL (see ml_application_get_settings). */
GSettings *_ml_window_get_settings       (MlWindow *self);
/* Runs @then at once if nothing is unsaved; otherwise asks "Save changes?" first and runs it
 * only after Save (once written) or Discard. @free_data frees @data in every case. */
void       _ml_window_confirm_discard    (MlWindow *self, MlProceed then, gpointer data, GDestroyNotify free_data);
/* Saves to the document's file, or asks for one first. */
void       _ml_window_save               (MlWindow *self);
void       _ml_window_save_as            (MlWindow *self);
/* Opens a lesson as a copy tied to no file; a toast says why when it cannot. */
gboolean   _ml_window_open_lesson        (MlWindow *self, const MlLesson *lesson);
/* A new filter for scenario files, for the file choosers. */
GtkFileFilter *_ml_window_scenario_filter (void);
/* What Open offers: our scenarios and the JCloisterZone games it imports. */
GtkFileFilter *_ml_window_open_filter (void);
/* An MlProceed that opens @file (a GFile). */
void       _ml_window_open_now           (MlWindow *self, gpointer file);
/* Shows the built-in example, a new window's board (ml-window-files.c). */
void       _ml_window_load_example       (MlWindow *self);

/* The labels of the recent files @uris in the Open Recent menu: each file's name, and its
 * folder when another of them has the same name (newly allocated). */
GStrv     _ml_window_recent_labels (const char *const *uris);

/* Shows @message in a toast, dismissing the one before, so that toasts never queue up
 * behind each other; with @button (a label) and @action (a detailed action name), the toast
 * offers it. Returns the toast (owned by the overlay). */
AdwToast *_ml_window_toast_with (MlWindow *self, const char *message, const char *button, const char *action,
                                 GVariant *target);

G_END_DECLS
