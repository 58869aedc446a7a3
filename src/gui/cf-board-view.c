/* cf-board-view.c: the board of a game, drawn, with moves to pick
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "cf-announcer.h"
#include "cf-board-view-private.h"

/* The widget, its input and its public API. The drawing is in
 * cf-board-view-draw.c, the arithmetic of places in core's cf-board-layout.c. */

G_DEFINE_FINAL_TYPE (CfBoardView, cf_board_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_TABLE,
  PROP_CURSOR,
  PROP_HAS_TARGETS,
  N_PROPS
};

enum
{
  PLACE_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

/* ---------------------------------------------------------------- helpers */

guint
cf_board_view_n_pieces (CfBoardView *self)
{
  return self->n_suspects + self->n_weapons;
}

gboolean
cf_board_view_get_fit (CfBoardView *self, CfBoardFit *fit)
{
  if (self->layout == NULL)
    return FALSE;
  return cf_board_layout_fit (self->layout, gtk_widget_get_width (GTK_WIDGET (self)),
                              gtk_widget_get_height (GTK_WIDGET (self)),
                              gtk_widget_get_scale_factor (GTK_WIDGET (self)), fit);
}

const char *
cf_board_view_card_name (CfBoardView *self, guint card)
{
  return cf_edition_get_card_name (cf_public_view_get_edition (self->table), card);
}

/* The name of a room, or of the pool for the room index n_rooms */
const char *
cf_board_view_room_name (CfBoardView *self, int room)
{
  if (room == (int)cf_board_get_n_rooms (self->board) &&
      cf_board_get_pool_place (self->board) != CF_PLACE_NONE)
    /* Translators: the swimming pool in the middle of a board, which tokens can enter */
    return C_("board", "Pool");
  return cf_board_view_card_name (self, self->first_room_card + room);
}

/* The room index of a room, n_rooms for the pool, or -1 for a square */
int
cf_board_view_area_of (CfBoardView *self, CfPlace place)
{
  if (cf_board_place_is_pool (self->board, place))
    return cf_board_get_n_rooms (self->board);
  return cf_board_place_get_room (self->board, place);
}

static const char *
last_word (const char *name)
{
  const char *space = strrchr (name, ' ');

  return space != NULL && space[1] != '\0' ? space + 1 : name;
}

/* Initials for names of several words (“LP”), else the name's start */
static char **
make_weapon_shorts (CfBoardView *self)
{
  g_autofree const char **words = g_new0 (const char *, self->n_weapons + 1);
  char                  **shorts;

  for (guint w = 0; w < self->n_weapons; w++)
    words[w] = cf_board_view_card_name (self, self->first_weapon_card + w);
  shorts = cf_board_unique_prefixes (words, self->n_weapons, 2);

  for (guint w = 0; w < self->n_weapons; w++)
    {
      char *initials = cf_board_initials (words[w]);

      if (initials != NULL)
        {
          g_free (shorts[w]);
          shorts[w] = initials;
        }
    }
  return shorts;
}

static void
clear_board_data (CfBoardView *self)
{
  g_clear_pointer (&self->layout, cf_board_layout_free);
  g_clear_pointer (&self->token_marks, g_strfreev);
  g_clear_pointer (&self->weapon_shorts, g_strfreev);
  g_clear_pointer (&self->pieces, g_free);
  g_clear_pointer (&self->name_rects, g_free);
  g_clear_pointer (&self->names_cut, g_free);
  g_clear_object (&self->board);
  self->n_suspects = 0;
  self->n_weapons = 0;
}

static void
load_board_data (CfBoardView *self)
{
  CfEdition              *edition = cf_public_view_get_edition (self->table);
  g_autofree const char **names = NULL;

  self->board = g_object_ref (cf_public_view_get_board (self->table));
  self->layout = cf_board_layout_new (self->board);

  self->n_suspects = cf_edition_get_n_cards_of (edition, CF_CATEGORY_SUSPECT);
  self->n_weapons = cf_edition_get_n_cards_of (edition, CF_CATEGORY_WEAPON);
  self->first_suspect_card = cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT);
  self->first_weapon_card = cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON);
  self->first_room_card = cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
  self->pieces = g_new0 (CfBoardPiece, cf_board_view_n_pieces (self));
  /* The rooms, then the pool */
  self->name_rects = g_new0 (graphene_rect_t, cf_board_get_n_rooms (self->board) + 1);
  self->names_cut = g_new0 (gboolean, cf_board_get_n_rooms (self->board) + 1);

  names = g_new0 (const char *, self->n_suspects + 1);
  for (guint s = 0; s < self->n_suspects; s++)
    names[s] = last_word (cf_board_view_card_name (self, self->first_suspect_card + s));
  self->token_marks = cf_board_unique_prefixes (names, self->n_suspects, 1);
  self->weapon_shorts = make_weapon_shorts (self);
}

gboolean
cf_board_view_place_is_target (CfBoardView *self, CfPlace place)
{
  if (place == CF_PLACE_NONE || self->board == NULL)
    return FALSE;
  if (cf_board_view_area_of (self, place) >= 0)
    {
      int room = cf_board_view_area_of (self, place);

      return room >= 0 && room < 64 && (self->target_rooms >> room & 1);
    }
  for (guint i = 0; i < self->target_squares->len; i++)
    if (g_array_index (self->target_squares, CfPlace, i) == place)
      return TRUE;
  return FALSE;
}

/* The targets, rooms first (the usual goal), then squares in board order */
static GArray *
list_targets (CfBoardView *self)
{
  GArray *targets = g_array_new (FALSE, FALSE, sizeof (CfPlace));
  guint   n_rooms = self->board ? cf_board_get_n_rooms (self->board) : 0;
  guint   n_areas = n_rooms + (self->board && cf_board_get_pool_place (self->board) >= 0 ? 1 : 0);

  for (guint r = 0; r < n_areas && r < 64; r++)
    if (self->target_rooms >> r & 1)
      {
        CfPlace place = r < n_rooms ? cf_board_room_place (self->board, r)
                                    : cf_board_get_pool_place (self->board);

        g_array_append_val (targets, place);
      }
  g_array_append_vals (targets, self->target_squares->data, self->target_squares->len);
  return targets;
}

static CfPlace
first_target (CfBoardView *self)
{
  g_autoptr(GArray) targets = list_targets (self);

  return targets->len > 0 ? g_array_index (targets, CfPlace, 0) : CF_PLACE_NONE;
}

CfPlace
cf_board_view_place_at (CfBoardView *self, double px, double py)
{
  CfBoardFit fit;

  if (!cf_board_view_get_fit (self, &fit))
    return CF_PLACE_NONE;
  return cf_board_layout_place_at (self->layout, &fit, px, py);
}

static void
set_cursor (CfBoardView *self, CfPlace cursor)
{
  if (self->cursor == cursor)
    return;

  self->cursor = cursor;
  cf_board_view_update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
}

static void
activate_place (CfBoardView *self, CfPlace place)
{
  if (!cf_board_view_place_is_target (self, place))
    return;

  set_cursor (self, place);
  /* Handlers may change the targets; nothing here looks at them afterwards. */
  g_signal_emit (self, signals[PLACE_ACTIVATED], 0, place);
}

/* ---------------------------------------------------------------- slides */

static gboolean
animations_enabled (CfBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled,
                NULL);
  return enabled;
}

gint64
cf_board_view_frame_time (CfBoardView *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  return clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
}

static gboolean
slide_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  CfBoardView *self = CF_BOARD_VIEW (widget);
  gint64       now = gdk_frame_clock_get_frame_time (clock);
  gboolean     sliding = FALSE;

  for (guint i = 0; i < cf_board_view_n_pieces (self); i++)
    if (self->pieces[i].slide_start != 0)
      {
        if (now - self->pieces[i].slide_start >= CF_BOARD_VIEW_SLIDE_DURATION)
          self->pieces[i].slide_start = 0;
        else
          sliding = TRUE;
      }

  gtk_widget_queue_draw (widget);
  if (sliding)
    return G_SOURCE_CONTINUE;
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
stop_slides (CfBoardView *self)
{
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  for (guint i = 0; i < cf_board_view_n_pieces (self); i++)
    self->pieces[i].slide_start = 0;
}

/* The piece slides from where it was last drawn to where the game now has
 * it; positions come from the game on every frame. */
static void
start_slide (CfBoardView *self, guint piece)
{
  CfBoardPiece *p;

  if (self->pieces == NULL || piece >= cf_board_view_n_pieces (self))
    return;

  p = &self->pieces[piece];
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!p->has_drawn || !gtk_widget_get_mapped (GTK_WIDGET (self)) || !animations_enabled (self))
    {
      p->slide_start = 0;
      return;
    }

  p->from = p->drawn;
  p->slide_start = cf_board_view_frame_time (self);
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), slide_tick, NULL, NULL);
}

/* ---------------------------------------------------------------- callbacks */

static void
on_token_moved (CfPublicView *table,
                int           suspect,
                CfPlace       from,
                CfPlace       to,
                gboolean      by_suggestion,
                CfBoardView  *self)
{
  if (suspect >= 0)
    start_slide (self, suspect);
  cf_board_view_update_accessible_description (self);
}

static void
on_weapon_moved (CfPublicView *table, int weapon, int from_room, int to_room, CfBoardView *self)
{
  if (weapon >= 0)
    start_slide (self, self->n_suspects + weapon);
  cf_board_view_update_accessible_description (self);
}

static void
on_click_released (GtkGestureClick *gesture, int n_press, double x, double y, CfBoardView *self)
{
  CfPlace place = cf_board_view_place_at (self, x, y);

  if (cf_board_view_place_is_target (self, place))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      activate_place (self, place);
    }
}

static void
set_hover (CfBoardView *self, CfPlace hover)
{
  if (self->hover == hover)
    return;
  self->hover = hover;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), hover != CF_PLACE_NONE ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller, double x, double y, CfBoardView *self)
{
  CfPlace place = cf_board_view_place_at (self, x, y);

  set_hover (self, cf_board_view_place_is_target (self, place) ? place : CF_PLACE_NONE);
}

static void
on_leave (GtkEventControllerMotion *controller, CfBoardView *self)
{
  set_hover (self, CF_PLACE_NONE);
}

static void
move_cursor_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfBoardView *self = CF_BOARD_VIEW (widget);
  g_autoptr(GArray) targets = NULL;
  CfPlace next;
  int     dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  if (!cf_board_view_has_targets (self))
    return;
  if (self->cursor == CF_PLACE_NONE)
    {
      set_cursor (self, first_target (self));
      return;
    }

  targets = list_targets (self);
  next = cf_board_layout_next_target (self->layout, self->cursor, dx, dy,
                                      (const CfPlace *)targets->data, targets->len);
  if (next != CF_PLACE_NONE)
    set_cursor (self, next);
  else
    {
      gtk_widget_error_bell (widget);
      /* Translators: said when an arrow key on the board finds no place to move to */
      cf_accessible_announce (widget, _("No target that way"));
    }
}

/* Page Down and Page Up: the next or the previous room in reach, in the
 * board's order, from the cursor */
static void
step_room_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfBoardView *self = CF_BOARD_VIEW (widget);
  int          step = g_variant_get_int32 (parameter);
  g_autoptr(GArray) rooms = g_array_new (FALSE, FALSE, sizeof (CfPlace));
  g_autoptr(GArray) targets = list_targets (self);
  int at = -1;

  for (guint i = 0; i < targets->len; i++)
    if (cf_board_view_area_of (self, g_array_index (targets, CfPlace, i)) >= 0)
      g_array_append_val (rooms, g_array_index (targets, CfPlace, i));
  if (rooms->len == 0)
    {
      gtk_widget_error_bell (widget);
      /* Translators: said when Page Down or Page Up on the board finds no room to move to */
      cf_accessible_announce (widget, _("No room in reach"));
      return;
    }
  for (guint i = 0; i < rooms->len; i++)
    if (g_array_index (rooms, CfPlace, i) == self->cursor)
      at = i;
  if (at < 0)
    at = step > 0 ? -1 : 0;
  at = ((at + step) % (int)rooms->len + (int)rooms->len) % (int)rooms->len;
  set_cursor (self, g_array_index (rooms, CfPlace, at));
}

static void
activate_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfBoardView *self = CF_BOARD_VIEW (widget);

  activate_place (self, self->cursor);
}

/* ---------------------------------------------------------------- overrides */

static void
cf_board_view_measure (GtkWidget     *widget,
                       GtkOrientation orientation,
                       int            for_size,
                       int           *minimum,
                       int           *natural,
                       int           *minimum_baseline,
                       int           *natural_baseline)
{
  CfBoardView *self = CF_BOARD_VIEW (widget);
  int          squares;

  if (self->board != NULL)
    squares = orientation == GTK_ORIENTATION_HORIZONTAL ? cf_board_get_width (self->board)
                                                        : cf_board_get_height (self->board);
  else
    squares = orientation == GTK_ORIENTATION_HORIZONTAL ? 24 : 25;

  *minimum = squares * CF_BOARD_VIEW_MIN_SQUARE_SIZE;
  *natural = squares * CF_BOARD_VIEW_NATURAL_SQUARE_SIZE;
}

static void
cf_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  cf_board_view_draw (CF_BOARD_VIEW (widget), snapshot);
}

static gboolean
cf_board_view_query_tooltip (
    GtkWidget *widget, int x, int y, gboolean keyboard_tooltip, GtkTooltip *tooltip)
{
  g_autofree char *text = NULL;

  if (keyboard_tooltip || !(text = cf_board_view_tooltip_at (CF_BOARD_VIEW (widget), x, y)))
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
cf_board_view_state_flags_changed (GtkWidget *widget, GtkStateFlags previous)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (widget);

  if (changed & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    gtk_widget_queue_draw (widget);

  GTK_WIDGET_CLASS (cf_board_view_parent_class)->state_flags_changed (widget, previous);
}

/* The stylesheets changed (dark, high contrast): the colours may have */
static void
cf_board_view_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (cf_board_view_parent_class)->css_changed (widget, change);

  cf_board_view_load_palette (CF_BOARD_VIEW (widget));
  gtk_widget_queue_draw (widget);
}

static void
cf_board_view_unmap (GtkWidget *widget)
{
  CfBoardView *self = CF_BOARD_VIEW (widget);

  /* Moves made while hidden are not slid from stale places */
  stop_slides (self);
  for (guint i = 0; i < cf_board_view_n_pieces (self); i++)
    self->pieces[i].has_drawn = FALSE;
  GTK_WIDGET_CLASS (cf_board_view_parent_class)->unmap (widget);
}

static void
cf_board_view_dispose (GObject *object)
{
  CfBoardView *self = (CfBoardView *)object;

  cf_board_view_set_table (self, NULL);

  G_OBJECT_CLASS (cf_board_view_parent_class)->dispose (object);
}

static void
cf_board_view_finalize (GObject *object)
{
  CfBoardView *self = (CfBoardView *)object;

  clear_board_data (self);
  g_clear_pointer (&self->target_squares, g_array_unref);

  G_OBJECT_CLASS (cf_board_view_parent_class)->finalize (object);
}

static void
cf_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfBoardView *self = CF_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_TABLE:
      g_value_set_object (value, self->table);
      break;
    case PROP_CURSOR:
      g_value_set_int (value, self->cursor);
      break;
    case PROP_HAS_TARGETS:
      g_value_set_boolean (value, cf_board_view_has_targets (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_board_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  CfBoardView *self = CF_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_TABLE:
      cf_board_view_set_table (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_board_view_class_init (CfBoardViewClass *klass)
{
  GObjectClass      *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass    *widget_class = GTK_WIDGET_CLASS (klass);
  static const guint arrows[][3] = {
    { GDK_KEY_Up, GDK_KEY_KP_Up, 0 },
    { GDK_KEY_Down, GDK_KEY_KP_Down, 1 },
    { GDK_KEY_Left, GDK_KEY_KP_Left, 2 },
    { GDK_KEY_Right, GDK_KEY_KP_Right, 3 },
  };
  static const int directions[4][2] = { { 0, -1 }, { 0, 1 }, { -1, 0 }, { 1, 0 } };

  object_class->dispose = cf_board_view_dispose;
  object_class->finalize = cf_board_view_finalize;
  object_class->get_property = cf_board_view_get_property;
  object_class->set_property = cf_board_view_set_property;

  widget_class->measure = cf_board_view_measure;
  widget_class->snapshot = cf_board_view_snapshot;
  widget_class->query_tooltip = cf_board_view_query_tooltip;
  widget_class->state_flags_changed = cf_board_view_state_flags_changed;
  widget_class->unmap = cf_board_view_unmap;
  widget_class->css_changed = cf_board_view_css_changed;

  /**
   * CfBoardView:table: (nullable)
   *
   * The table shown, as everyone sees it; %NULL shows nothing.
   */
  properties[PROP_TABLE] =
      g_param_spec_object ("table", NULL, NULL, CF_TYPE_PUBLIC_VIEW,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * CfBoardView:cursor:
   *
   * The target the keyboard cursor is on, or %CF_PLACE_NONE.
   */
  properties[PROP_CURSOR] =
      g_param_spec_int ("cursor", NULL, NULL, CF_PLACE_NONE, G_MAXINT, CF_PLACE_NONE,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * CfBoardView:has-targets:
   *
   * Whether places are highlighted to pick from.
   */
  properties[PROP_HAS_TARGETS] =
      g_param_spec_boolean ("has-targets", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CfBoardView::place-activated:
   * @self: the board view
   * @place: the #CfPlace picked, always one of the targets
   *
   * Emitted when the user picks a target by clicking it, or with Enter or
   * Space on the keyboard cursor.
   */
  signals[PLACE_ACTIVATED] =
      g_signal_new ("place-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * CfBoardView|board.move-cursor:
   * @parameter: `(ii)`, the direction: (0, -1) up, (0, 1) down, (-1, 0) left, (1, 0) right
   *
   * Moves the keyboard cursor to the nearest target that way.
   */
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);

  /**
   * CfBoardView|board.activate:
   *
   * Picks the target under the keyboard cursor.
   */
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, activate_action);

  /**
   * CfBoardView|board.step-room:
   * @parameter: `i`, 1 for the next room in reach, -1 for the previous
   *
   * Moves the keyboard cursor to the next (or previous) room in reach.
   */
  gtk_widget_class_install_action (widget_class, "board.step-room", "i", step_room_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "board.step-room", "i",
                                       1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Down, 0, "board.step-room",
                                       "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "board.step-room", "i",
                                       -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Up, 0, "board.step-room", "i",
                                       -1);

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    for (guint k = 0; k < 2; k++)
      gtk_widget_class_add_binding_action (widget_class, arrows[i][k], 0, "board.move-cursor",
                                           "(ii)", directions[arrows[i][2]][0],
                                           directions[arrows[i][2]][1]);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "board.activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "boardview");
}

static void
cf_board_view_init (CfBoardView *self)
{
  GtkGesture         *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->target_squares = g_array_new (FALSE, FALSE, sizeof (CfPlace));
  self->cursor = CF_PLACE_NONE;
  self->hover = CF_PLACE_NONE;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  cf_board_view_load_palette (self);

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.move-cursor", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.activate", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.step-room", FALSE);
  self->own_suspect = -1;
  cf_board_view_update_accessible_label (self);
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_board_view_new:
 *
 * Returns: (transfer floating): a board view showing no game
 */
GtkWidget *
cf_board_view_new (void)
{
  return g_object_new (CF_TYPE_BOARD_VIEW, NULL);
}

/**
 * cf_board_view_get_table:
 * @self: a #CfBoardView
 *
 * Returns: (transfer none) (nullable): the table shown
 */
CfPublicView *
cf_board_view_get_table (CfBoardView *self)
{
  g_return_val_if_fail (CF_IS_BOARD_VIEW (self), NULL);
  return self->table;
}

/**
 * cf_board_view_set_table:
 * @self: a #CfBoardView
 * @table: (nullable): the table to show
 *
 * Shows the board of @table and follows its moves; clears the targets.
 */
void
cf_board_view_set_table (CfBoardView *self, CfPublicView *table)
{
  g_return_if_fail (CF_IS_BOARD_VIEW (self));
  g_return_if_fail (table == NULL || CF_IS_PUBLIC_VIEW (table));

  if (self->table == table)
    return;

  cf_board_view_set_targets (self, NULL);
  stop_slides (self);
  if (self->table != NULL)
    {
      g_clear_signal_handler (&self->token_moved_id, self->table);
      g_clear_signal_handler (&self->weapon_moved_id, self->table);
      g_clear_object (&self->table);
    }
  clear_board_data (self);

  if (table != NULL)
    {
      self->table = g_object_ref (table);
      self->token_moved_id =
          g_signal_connect (table, "token-moved", G_CALLBACK (on_token_moved), self);
      self->weapon_moved_id =
          g_signal_connect (table, "weapon-moved", G_CALLBACK (on_weapon_moved), self);
      load_board_data (self);
    }

  /* Screen readers hear where everyone is, and what the tooltip of the
   * centre says */
  cf_board_view_update_accessible_description (self);

  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TABLE]);
}

/**
 * cf_board_view_set_targets:
 * @self: a #CfBoardView
 * @reach: (nullable): the places the user may pick, usually
 *   cf_public_view_get_reach(); %NULL for none
 *
 * Highlights the squares and rooms of @reach; clicking one of them, or Enter
 * on the keyboard cursor, emits #CfBoardView::place-activated. The widget
 * takes keyboard focus only while it has targets. The cursor stays where it
 * is when it is still a target, else goes to the first target.
 */
void
cf_board_view_set_targets (CfBoardView *self, const CfReach *reach)
{
  gboolean had_targets;
  gboolean has_targets;
  guint64  rooms = 0;
  guint    n_rooms;

  g_return_if_fail (CF_IS_BOARD_VIEW (self));

  had_targets = cf_board_view_has_targets (self);
  /* The rooms and the pool (the room index n_rooms) */
  n_rooms = self->board != NULL ? MIN (cf_board_get_n_rooms (self->board) +
                                           (cf_board_get_pool_place (self->board) >= 0 ? 1 : 0),
                                       64)
                                : 0;

  if (reach != NULL && self->board != NULL)
    {
      guint n_places = cf_board_get_n_places (self->board);

      rooms =
          n_rooms >= 64 ? reach->rooms : reach->rooms & ((G_GUINT64_CONSTANT (1) << n_rooms) - 1);
      g_array_set_size (self->target_squares, 0);
      for (guint i = 0; reach->squares != NULL && i < reach->squares->len; i++)
        {
          CfPlace place = g_array_index (reach->squares, CfPlace, i);

          if (place >= 0 && (guint)place < n_places && cf_board_view_area_of (self, place) < 0)
            g_array_append_val (self->target_squares, place);
        }
    }
  else
    g_array_set_size (self->target_squares, 0);
  self->target_rooms = rooms;

  has_targets = cf_board_view_has_targets (self);
  gtk_widget_set_focusable (GTK_WIDGET (self), has_targets);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.move-cursor", has_targets);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.activate", has_targets);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.step-room", has_targets);

  if (!cf_board_view_place_is_target (self, self->hover))
    set_hover (self, CF_PLACE_NONE);
  if (!cf_board_view_place_is_target (self, self->cursor))
    set_cursor (self, first_target (self));

  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (had_targets != has_targets)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_TARGETS]);
}

/**
 * cf_board_view_has_targets:
 * @self: a #CfBoardView
 *
 * Returns: whether places are highlighted to pick from
 */
gboolean
cf_board_view_has_targets (CfBoardView *self)
{
  g_return_val_if_fail (CF_IS_BOARD_VIEW (self), FALSE);
  return self->target_squares->len > 0 || self->target_rooms != 0;
}

/**
 * cf_board_view_get_cursor:
 * @self: a #CfBoardView
 *
 * Returns: the target under the keyboard cursor, or %CF_PLACE_NONE when
 *   there are no targets
 */
CfPlace
cf_board_view_get_cursor (CfBoardView *self)
{
  g_return_val_if_fail (CF_IS_BOARD_VIEW (self), CF_PLACE_NONE);
  return self->cursor;
}

/**
 * cf_board_view_get_place_bounds:
 * @self: a #CfBoardView
 * @place: a place on the board
 * @bounds: (out): where @place is drawn, in widget coordinates: the square,
 *   or the box around the room
 *
 * Returns: whether @place is shown (a game is set and the widget has a size)
 */
gboolean
cf_board_view_get_place_bounds (CfBoardView *self, CfPlace place, graphene_rect_t *bounds)
{
  CfBoardFit  fit;
  CfBoardRect rect;

  g_return_val_if_fail (CF_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  if (!cf_board_view_get_fit (self, &fit) ||
      !cf_board_layout_place_bounds (self->layout, &fit, place, &rect))
    return FALSE;
  graphene_rect_init (bounds, rect.x, rect.y, rect.width, rect.height);
  return TRUE;
}

/**
 * cf_board_view_set_own_suspect:
 * @self: a #CfBoardView
 * @suspect: the suspect of the person at the screen, or -1
 *
 * The board's description calls that token "you".
 */
void
cf_board_view_set_own_suspect (CfBoardView *self, int suspect)
{
  g_return_if_fail (CF_IS_BOARD_VIEW (self));
  if (self->own_suspect == suspect)
    return;
  self->own_suspect = suspect;
  cf_board_view_update_accessible_description (self);
}
