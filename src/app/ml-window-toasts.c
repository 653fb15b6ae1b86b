/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's toasts: one at a time, a new message taking the place of the one on show
 * rather than queuing behind it; the turn's instruction goes once a turn is played. */
#include "config.h"
#include "ml-window-private.h"

void
_ml_window_toast (MlWindow *self, const char *message)
{
  _ml_window_toast_with (self, message, NULL, NULL, NULL);
}

/* A toast hiding (its time up, or dismissed) is no longer the one on show: the next message
 * gets a toast of its own rather than a title on one going away. */
static void
toast_dismissed (AdwToast *toast, MlWindow *self)
{
  if (self->toast != toast)
    return;
  g_object_remove_weak_pointer (G_OBJECT (toast), (gpointer *) &self->toast);
  self->toast = NULL;
}

AdwToast *
_ml_window_toast_with (MlWindow *self, const char *message, const char *button, const char *action, GVariant *target)
{
  /* Whatever it says now, it is no longer the turn's instruction. */
  self->toast_instructs = FALSE;
  /* A toast still on show says the new message instead of having it queue behind: one toast
   * at a time. It is changed rather than dismissed for a new one, since dismissing toasts in
   * quick turns crashes libadwaita 1.2 (the end of a hiding animation, skipped when the
   * overlay is unmapped, unrefs a toast widget already gone). */
  if (self->toast)
    {
      adw_toast_set_title (self->toast, message);
      /* The button's action and target change together: no action is left beside a target
       * of another type, even for a moment. */
      adw_toast_set_action_name (self->toast, NULL);
      adw_toast_set_action_target_value (self->toast, button && action ? target : NULL);
      if (target && !(button && action))
        g_variant_unref (g_variant_ref_sink (target));
      adw_toast_set_button_label (self->toast, button && action ? button : NULL);
      adw_toast_set_action_name (self->toast, button && action ? action : NULL);
      adw_toast_set_timeout (self->toast, 6);
      return self->toast;
    }
  AdwToast *t = adw_toast_new (message);
  adw_toast_set_timeout (t, 6);
  if (button && action)
    {
      adw_toast_set_button_label (t, button);
      adw_toast_set_action_name (t, action);
      if (target)
        adw_toast_set_action_target_value (t, target);
    }
  self->toast = t;
  self->toast_since = g_get_monotonic_time ();
  g_object_add_weak_pointer (G_OBJECT (t), (gpointer *) &self->toast);
  g_signal_connect_object (t, "dismissed", G_CALLBACK (toast_dismissed), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
  return t;
}

/* How long a toast stays before the window sends it away itself: its showing animation
 * over, so that only its hiding one runs (libadwaita 1.2 mishandles a toast hidden while it
 * still comes in, once the window goes). */
#define SETTLED_USEC (G_USEC_PER_SEC / 2)

static gboolean
dismiss_instruction (gpointer data)
{
  MlWindow *self = data;
  self->instruction_timeout = 0;
  if (self->toast && self->toast_instructs && gtk_widget_get_mapped (GTK_WIDGET (self->toast_overlay)))
    adw_toast_dismiss (self->toast);
  return G_SOURCE_REMOVE;
}

/* A turn played: the instruction of how to play it has done its work and goes, rather than
 * stay over the board for its six seconds. */
void
_ml_window_turn_played (MlWindow *self)
{
  if (self->toast == NULL || !self->toast_instructs || self->instruction_timeout)
    return;
  gint64 up = g_get_monotonic_time () - self->toast_since;
  self->instruction_timeout = g_timeout_add (up >= SETTLED_USEC ? 0 : (guint) ((SETTLED_USEC - up) / 1000),
                                             dismiss_instruction, self);
}
