/* cf-test-util.c: what the widget tests share
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cf-test-util.h"

#include "cf-notebook-cell.h"
#include "cf-play-page.h"

#include <string.h>

#include <adwaita.h>

#include <X11/extensions/XTest.h>
#include <X11/keysym.h>
#include <gdk/x11/gdkx.h>

gboolean
cf_test_init_display (void)
{
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return FALSE;
    }
  return TRUE;
}

static gboolean
pending_main_loop (void)
{
  gboolean any = FALSE;

  while (g_main_context_iteration (NULL, FALSE))
    any = TRUE;
  return any;
}

static gboolean
give_up (gpointer data)
{
  *(gboolean *)data = TRUE;
  return G_SOURCE_REMOVE;
}

gboolean
cf_test_wait_for (CfTestCondition condition, gpointer data, guint timeout_ms)
{
  gboolean timed_out = FALSE;
  guint    source = g_timeout_add (timeout_ms, give_up, &timed_out);

  while (!condition (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (source);
  return condition (data);
}

static void
on_frame (GdkFrameClock *clock, gpointer data)
{
  *(gboolean *)data = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *)data;
}

void
cf_test_settle (GtkWidget *widget)
{
  GtkNative     *native = gtk_widget_get_native (widget);
  GdkSurface    *surface = native != NULL ? gtk_native_get_surface (native) : NULL;
  GdkFrameClock *clock = surface != NULL ? gdk_surface_get_frame_clock (surface) : NULL;

  pending_main_loop ();
  if (clock != NULL && gtk_widget_get_mapped (widget))
    {
      gboolean drawn = FALSE;
      gulong   handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_frame), &drawn);

      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
      cf_test_wait_for (is_true, &drawn, 5000);
      g_signal_handler_disconnect (clock, handler);
    }
  pending_main_loop ();
}

/* ---------------------------------------------------------------- keys */

static Display *
x_display_of (GtkWidget *widget, Window *window)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  GtkNative  *native = gtk_widget_get_native (widget);
  int         event_base, error_base, major, minor;

  if (!GDK_IS_X11_DISPLAY (display) || native == NULL)
    return NULL;
  if (!XTestQueryExtension (gdk_x11_display_get_xdisplay (display), &event_base, &error_base,
                            &major, &minor))
    return NULL;
  *window = gdk_x11_surface_get_xid (gtk_native_get_surface (native));
  return gdk_x11_display_get_xdisplay (display);
}

static void
send_key (Display *x, KeySym keysym, gboolean press)
{
  KeyCode code = XKeysymToKeycode (x, keysym);

  g_assert_cmpuint (code, !=, 0);
  XTestFakeKeyEvent (x, code, press, CurrentTime);
}

static gboolean
has_focus (gpointer data)
{
  return gtk_window_is_active (GTK_WINDOW (data));
}

static void
on_key_released (GtkEventControllerKey *controller,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 gpointer               data)
{
  *(gboolean *)data = TRUE;
}

static gboolean
press (GtkWidget *widget, guint keyval, GdkModifierType modifiers)
{
  static const struct
  {
    GdkModifierType mask;
    KeySym          keysym;
  } mods[] = {
    { GDK_CONTROL_MASK, XK_Control_L },
    { GDK_SHIFT_MASK, XK_Shift_L },
    { GDK_ALT_MASK, XK_Alt_L },
  };
  Window   window;
  Display *x = x_display_of (widget, &window);
  KeySym   keysym;
  GList   *toplevels;
  gboolean released = FALSE;

  if (x == NULL)
    return FALSE;
  /* Upper-case letters are the same key with Shift. */
  keysym = gdk_keyval_to_lower (keyval);

  XSetInputFocus (x, window, RevertToParent, CurrentTime);
  XSync (x, False);
  cf_test_wait_for (has_focus, gtk_widget_get_root (widget), 2000);

  for (guint i = 0; i < G_N_ELEMENTS (mods); i++)
    if (modifiers & mods[i].mask)
      send_key (x, mods[i].keysym, TRUE);
  send_key (x, keysym, TRUE);
  XSync (x, False);
  pending_main_loop ();

  /* The press is handled (it may have opened a dialog, which then has the
   * focus). Whichever window gets the release sees it first, in the capture
   * phase: that is when the key is done. */
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l; l = l->next)
    {
      GtkEventController *watch = gtk_event_controller_key_new ();

      g_object_ref (l->data);
      gtk_event_controller_set_propagation_phase (watch, GTK_PHASE_CAPTURE);
      g_signal_connect (watch, "key-released", G_CALLBACK (on_key_released), &released);
      g_object_set_data (G_OBJECT (l->data), "cf-test-watch", watch);
      gtk_widget_add_controller (l->data, watch);
    }
  send_key (x, keysym, FALSE);
  for (guint i = G_N_ELEMENTS (mods); i-- > 0;)
    if (modifiers & mods[i].mask)
      send_key (x, mods[i].keysym, FALSE);
  XSync (x, False);
  cf_test_wait_for (is_true, &released, 5000);
  for (GList *l = toplevels; l; l = l->next)
    {
      gtk_widget_remove_controller (l->data,
                                    g_object_get_data (G_OBJECT (l->data), "cf-test-watch"));
      g_object_set_data (G_OBJECT (l->data), "cf-test-watch", NULL);
      g_object_unref (l->data);
    }
  g_list_free (toplevels);
  pending_main_loop ();
  return TRUE;
}

gboolean
cf_test_press_keys (GtkWidget *widget, const char *accel)
{
  guint           keyval;
  GdkModifierType modifiers;

  if (!gtk_accelerator_parse (accel, &keyval, &modifiers))
    g_error ("not an accelerator: %s", accel);
  return press (widget, keyval, modifiers);
}

gboolean
cf_test_type_text (GtkWidget *widget, const char *text)
{
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      guint keyval = gdk_unicode_to_keyval (g_utf8_get_char (p));
      if (!press (widget, keyval, g_unichar_isupper (g_utf8_get_char (p)) ? GDK_SHIFT_MASK : 0))
        return FALSE;
    }
  return TRUE;
}

/* ---------------------------------------------------------------- widgets */

void
cf_test_iterate (void)
{
  pending_main_loop ();
}

GtkWidget *
cf_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (window))
        return window;
    }
  return NULL;
}

GtkWidget *
cf_test_find_type (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = cf_test_find_type (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

char *
cf_test_words (const char *text)
{
  GString *words;

  if (text == NULL)
    return NULL;
  words = g_string_new (NULL);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c != 0x200e && c != 0x200f && c != 0x2068 && c != 0x2069)
        g_string_append_unichar (words, c);
    }
  return g_string_free (words, FALSE);
}

static gboolean
contains (const char *haystack, const char *needle)
{
  g_autofree char *words = cf_test_words (haystack);
  g_autofree char *sought = cf_test_words (needle);

  return words != NULL && strstr (words, sought) != NULL;
}

const char *
cf_test_label_words (GtkLabel *label)
{
  char *words = cf_test_words (gtk_label_get_label (label));

  g_object_set_data_full (G_OBJECT (label), "cf-test-words", words, g_free);
  return words;
}

/* A widget's tooltip: a notebook cell gives its words only when asked */
const char *
cf_test_tooltip (GtkWidget *widget)
{
  char *words = cf_test_words (CF_IS_NOTEBOOK_CELL (widget)
                                   ? cf_notebook_cell_get_words (CF_NOTEBOOK_CELL (widget))
                                   : gtk_widget_get_tooltip_text (widget));

  g_object_set_data_full (G_OBJECT (widget), "cf-test-words", words, g_free);
  return words;
}

gboolean
cf_test_mapped_text_contains (GtkWidget *root, const char *text)
{
  if (!gtk_widget_get_mapped (root))
    return FALSE;
  if (GTK_IS_LABEL (root) && contains (gtk_label_get_label (GTK_LABEL (root)), text))
    return TRUE;
  if (GTK_IS_BUTTON (root) && contains (gtk_button_get_label (GTK_BUTTON (root)), text))
    return TRUE;
  if (GTK_IS_EDITABLE (root) && contains (gtk_editable_get_text (GTK_EDITABLE (root)), text))
    return TRUE;
  if (contains (cf_test_tooltip (root), text))
    return TRUE;
  if (GTK_IS_WINDOW (root) && contains (gtk_window_get_title (GTK_WINDOW (root)), text))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    if (cf_test_mapped_text_contains (child, text))
      return TRUE;
  return FALSE;
}

static GtkWidget *
find_button_with_label (GtkWidget *root, const char *label)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button_with_label (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/**
 * cf_test_toast_details:
 * @root: a window with a toast overlay
 *
 * Clicks Details on the toast shown (see cf_widget_add_toast_details()),
 * reads the message that opens and closes it.
 *
 * Returns: (transfer full) (nullable): "HEADING\nBODY", or %NULL without
 *   such a toast
 */
char *
cf_test_toast_details (GtkWidget *root)
{
  GtkWidget *toast = cf_test_find_type (root, g_type_from_name ("AdwToastWidget"));
  GtkWidget *button = toast != NULL ? find_button_with_label (toast, "_Details") : NULL;
  GtkWidget *dialog;
  char      *text, *words;

  if (button == NULL || !gtk_widget_get_mapped (button))
    return NULL;
  g_signal_emit_by_name (button, "clicked");
  cf_test_iterate ();
  if (!(dialog = cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)))
    return NULL;
  text = g_strdup_printf ("%s\n%s", adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)),
                          adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  cf_test_iterate ();
  /* As read: without the marks that keep it in the UI's direction */
  words = cf_test_words (text);
  g_free (text);
  return words;
}

void
cf_test_play_game (GtkWidget *page, CfGame *game)
{
  g_autoptr(CfHotSeat) hot_seat = game != NULL ? cf_hot_seat_new (game) : NULL;

  cf_play_page_set_hot_seat (CF_PLAY_PAGE (page), hot_seat);
}

CfGame *
cf_test_page_game (GtkWidget *page)
{
  CfHotSeat *hot_seat = cf_play_page_get_hot_seat (CF_PLAY_PAGE (page));

  return hot_seat != NULL ? cf_hot_seat_get_game (hot_seat) : NULL;
}

static gboolean
later (gpointer data)
{
  return g_get_monotonic_time () >= *(gint64 *)data;
}

/* Animations and transitions end, the notebook is filled in */
void
cf_test_settle_a_while (GtkWidget *window)
{
  gint64 until = g_get_monotonic_time () + 500 * G_TIME_SPAN_MILLISECOND;

  cf_test_wait_for (later, &until, 5000);
  cf_test_settle (window);
}

/* With CF_TEST_SCREENSHOT_DIR set, @widget's window as
 * DIR/NAME-STYLE-LANGUAGE[-2x].png */
void
cf_test_save_png (GtkWidget *widget, const char *name)
{
  const char      *dir = g_getenv ("CF_TEST_SCREENSHOT_DIR");
  const char      *language = g_getenv ("LANGUAGE");
  g_autofree char *file_name = NULL, *path = NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot;
  int          width, height;
  const char  *scale = g_getenv ("CF_TEST_TEXT_SCALE");
  double       text_scale = scale != NULL ? g_ascii_strtod (scale, NULL) : 1.0;

  if (dir == NULL)
    return;
  widget = GTK_WIDGET (gtk_widget_get_root (widget));
  file_name = g_strdup_printf (
      "%s-%s-%s%s.png", name,
      adw_style_manager_get_dark (adw_style_manager_get_default ()) ? "dark" : "light",
      language != NULL && *language != '\0' ? language : "C", text_scale > 1.5 ? "-2x" : "");
  path = g_build_filename (dir, file_name, NULL);
  cf_test_settle_a_while (widget);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  /* A window's first frames may come late (nothing to snapshot yet) */
  for (guint i = 0; i < 20 && node == NULL; i++)
    {
      cf_test_settle (widget);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

gboolean
cf_test_flag_set (gpointer flag)
{
  return *(gboolean *)flag;
}

void
cf_test_set_on_exit (GObject *subprocess, GAsyncResult *result, gpointer flag)
{
  g_subprocess_wait_finish (G_SUBPROCESS (subprocess), result, NULL);
  *(gboolean *)flag = TRUE;
}

CfApplication *
cf_test_application_new (void)
{
  CfApplication *app = cf_application_new ();

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, NULL);
  return app;
}
