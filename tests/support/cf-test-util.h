/* cf-test-util.h: what the widget tests share: real key presses, waiting on
 * conditions, finding widgets
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "casefile-core.h"
#include "cf-application.h"

G_BEGIN_DECLS

/* Prints the TAP skip line and returns FALSE when no display can be opened. */
gboolean cf_test_init_display (void);

/* Presses @accel ("<Control>r", "Return", "<Shift><Control>s", "Down") as the
 * user would: a real X key event through the X server (XTest), delivered to
 * @widget's window with whatever widget has the focus, and waits until GTK has
 * handled it. Returns FALSE when the display is not X11 (the caller skips). */
gboolean cf_test_press_keys (GtkWidget *widget, const char *accel);

/* Types @text into the focused widget of @widget's window, key by key. */
gboolean cf_test_type_text (GtkWidget *widget, const char *text);

/* Runs the main loop until @condition (called with @data) is TRUE, or until
 * @timeout_ms passed (a generous give-up, never a pace). */
typedef gboolean (*CfTestCondition) (gpointer data);
gboolean cf_test_wait_for (CfTestCondition condition, gpointer data, guint timeout_ms);

/* For a wait: whether the gboolean at @flag is set */
gboolean cf_test_flag_set (gpointer flag);

/* A GAsyncReadyCallback for g_subprocess_wait_async(): sets the gboolean
 * at @flag once the process has exited */
void cf_test_set_on_exit (GObject *subprocess, GAsyncResult *result, gpointer flag);

/* The Casefile application the window tests open windows of, registered
 * and not unique (tests run side by side) */
CfApplication *cf_test_application_new (void);

/* Runs every pending main-loop event, then waits for one frame of @widget's
 * window to be drawn (so layout and mapping are up to date). */
void cf_test_settle (GtkWidget *widget);

/* @text as a person reads it: without the direction marks that keep a
 * sentence in the UI's direction (cf-text.c); NULL for NULL */
char *cf_test_words (const char *text);

/* A label's text, in words (cf_test_words()); valid while @label is */
const char *cf_test_label_words (GtkLabel *label);

/* A widget's tooltip, in words (cf_test_words()); valid while @widget is */
const char *cf_test_tooltip (GtkWidget *widget);

/* Runs every main-loop event that is pending, and returns. */
void cf_test_iterate (void);

/* The first visible toplevel window of @type (a class or an interface, such
 * as ADW_TYPE_MESSAGE_DIALOG or GTK_TYPE_FILE_CHOOSER), or NULL. */
GtkWidget *cf_test_find_toplevel (GType type);

/* The first descendant of @root (depth first) of @type, or NULL. */
GtkWidget *cf_test_find_type (GtkWidget *root, GType type);

/* Whether any descendant of @root that is mapped is a label (or has a
 * tooltip or accessible-free text) containing @text. Privacy tests use it
 * to prove that a card name is not on screen. */
gboolean cf_test_mapped_text_contains (GtkWidget *root, const char *text);

/* Clicks Details on the toast shown in @root and returns what the message
 * says ("HEADING\nBODY", closed again), or NULL without such a toast. */
char *cf_test_toast_details (GtkWidget *root);

/* Plays @game on @page (a CfPlayPage) through a new hot seat, as the
 * window does. */
void cf_test_play_game (GtkWidget *page, CfGame *game);

/* The game @page (a CfPlayPage) plays, or NULL. For tests, which referee
 * the game from outside; the page itself sees only the table and the
 * viewer's side. */
CfGame *cf_test_page_game (GtkWidget *page);

/* Animations and transitions end, the notebook is filled in */
void cf_test_settle_a_while (GtkWidget *window);

/* With CF_TEST_SCREENSHOT_DIR set, @widget's window as
 * DIR/NAME-STYLE-LANGUAGE[-2x].png (CF_TEST_TEXT_SCALE says 2×) */
void cf_test_save_png (GtkWidget *widget, const char *name);

G_END_DECLS
