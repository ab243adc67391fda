"""Which decision Tokaido's hero shows now, and the main button and hint with it: the shown
seat's own decision (clickable), another seat's (the same tiles, disabled, with who decides), a
held resolution (the backs of the cards to come and the word for going on), a hand-off, or the
end of the road.
"""

from __future__ import annotations

from typing import Any

from tabibito.engine import Prompt
from tabibito.games.tokaido import rules

from ..kit import words
from ..kit.i18n import fill
from . import art, texts
from .colours import pawn_colour, seat_colour
from .decisions_crossroads import CROSSROADS_BUILDERS
from .decisions_spec import BASE_BUILDERS, Chip, Context, DecisionSpec, Main
from .decisions_tiles import TileSpec
from .decisions_words import word

BUILDERS = {**BASE_BUILDERS, **CROSSROADS_BUILDERS}

CHIP_ORDER = ("devotion", "one_coin", rules.HOSPITALITY, rules.HEALTH)


def _chips(spec: DecisionSpec) -> None:
    """A chip for every variant some tile offers (Health's is made by its builder); a tile
    that only a chip opens says which."""
    offered = {flag for tile in spec.tiles for key in tile.actions for flag in key}
    known = {chip.key for chip in spec.chips}
    for key in CHIP_ORDER:
        if key in offered and key not in known:
            spec.chips.append(_chip(key))
    names = {chip.key: chip.label for chip in spec.chips}
    for tile in spec.tiles:
        if tile.actions and frozenset() not in tile.actions and not tile.reason:
            needed = min(tile.actions, key=len)
            tile.note = fill(word("only_with"), texts.joined(
                texts.plus_pair(), [names.get(k, k) for k in sorted(needed)]))


def _chip(key: str) -> Chip:
    if key == "one_coin":
        return Chip(key, fill(word("zen_emon_chip"), texts.traveller_name("zen_emon")),
                    texts.traveller_ability("zen_emon"), "coin")
    return Chip(key, texts.amulet_name(key), texts.amulet_effect(key), key)


# -- the spec of the moment ------------------------------------------------------------------------


def decision_spec(table: Any) -> DecisionSpec:
    """What the hero shows now (see the module docstring)."""
    view = table.view()
    if view.is_over():
        return _game_over(table, view)
    if table.pending_handoff is not None:
        seat = table.pending_handoff
        return DecisionSpec("handoff", table.seat_names[seat], seat,
                            message=fill(word("waiting_for"), table.seat_names[seat]),
                            colour=seat_colour(seat).name())
    drawer = table.others_draw()
    if drawer is not None:
        return _others_draw(table, view, drawer)
    if table.resolution_held():
        return _held(table, view)
    shown = table.shown_seat
    to_act = view.to_act()
    if shown is not None and shown in to_act:
        return _decision(table, shown, view.prompt(shown), interactive=True)
    if shown is not None and view.step() == rules.CHOOSE_TRAVELLER and view.chosen[shown]:
        spec = _decision(table, shown, Prompt(rules.CHOOSE_TRAVELLER), interactive=False)
        spec.hint = _waiting_hint(table, to_act)
        return spec
    thinking = table.thinking_seat
    decider = thinking if thinking in to_act else to_act[0] if to_act else None
    if decider is None:
        return DecisionSpec("idle", word("on_road"), message=word("idle_message"))
    spec = _decision(table, decider, view.prompt(decider), interactive=False)
    prompt_line = texts.prompt_text(view.prompt(decider), table.seat_names)
    spec.caption = prompt_line or spec.caption
    spec.hint = _waiting_hint(table, to_act)
    return spec


def _points(view: Any, seat: int) -> int | None:
    """The seat's score as the scoreboard shows it (None where the game hides it)."""
    scores = view.live_scores()
    return None if scores is None else scores.totals[seat]


def _waiting_hint(table: Any, to_act: tuple[int, ...]) -> str:
    names = table.seat_names
    thinking = table.thinking_seat
    if table.busy and thinking is not None:
        return words.thinking(names[thinking])
    return fill(word("waiting_for"), names[to_act[0]]) if to_act else ""


def _decision(table: Any, seat: int, prompt: Prompt, interactive: bool) -> DecisionSpec:
    ctx = Context(table, seat, prompt, interactive)
    # No purse before the traveller is kept: it sets the coins and nobody has points yet, so the
    # title has the room ("Wähle deinen Reisenden" was cut at 1024 × 700), as in a replay.
    purse = prompt.kind != rules.CHOOSE_TRAVELLER
    spec = DecisionSpec(prompt.kind, "", seat, interactive,
                        coins=ctx.journey.coins if purse else None,
                        points=_points(ctx.view, seat) if purse else None,
                        colour=seat_colour(seat).name())
    builder = BUILDERS.get(prompt.kind)
    if builder is not None:
        builder(ctx, spec)
    _chips(spec)
    if interactive:
        spec.hint = action_hint(prompt.kind) or texts.prompt_text(prompt, table.seat_names)
        if spec.main is None:
            spec.main = Main(word("choose_stop") if prompt.kind == rules.MOVE
                             else word("choose_above"))
    else:  # another seat's decision: who decides it, and nothing to press
        spec.main = None
        spec.title = fill(word("who_decides_what"), table.seat_names[seat], spec.title)
    return spec


def action_hint(kind: str) -> str:
    """What to click for a decision (the bar's hint; the status line above says what it is)."""
    hints = {
        rules.CHOOSE_TRAVELLER: word("hint_traveller"),
        rules.MOVE: word("hint_move"),
        rules.BUY_SOUVENIR: word("hint_souvenir"),
        rules.BUY_MEAL: word("hint_meal"),
        rules.FREE_MEAL: word("hint_free_meal"),
        rules.DONATE: word("hint_donate"),
        rules.CHOOSE_EFFECT: word("hint_effect"),
        rules.KEEP_ENCOUNTER: word("hint_encounter"),
        rules.GUIDE_PANORAMA: word("hint_panorama"),
        rules.BUY_LEGENDARY: word("hint_legendary"),
        rules.BUY_AMULET: word("hint_amulet"),
        rules.BUY_CALLIGRAPHY: word("hint_calligraphy"),
        rules.BUY_BATH_HOUSE: word("hint_bath_house"),
    }
    return hints.get(kind, "")


# The held resolution: what the main button says, and the backs of the cards still to come.
HELD_BACKS = {rules.REVEAL_SOUVENIRS: ("village", rules.VILLAGE_SOUVENIRS),
              rules.DRAW_ENCOUNTER: ("encounter", 1), rules.DRAW_HOT_SPRING: ("hot_spring", 1),
              rules.DRAW_MEALS: ("meal", 1), rules.DRAW_LUCKY_AMULET: ("amulet_hidden", 1),
              rules.DAIGORO_SOUVENIR: ("village", 1), rules.CRAFTSMAN_SOUVENIR: ("village", 1),
              rules.PEEK_MEAL: ("meal", 1), rules.NEUTRAL_MEAL: ("meal", 1)}
YOSHIYASU = "encounter_draw_two"


def held_backs(view: Any, step: str | None) -> tuple[str, int]:
    """The icon and number of the face-down cards the held step turns over: the inn's meal
    hand (what the travellers before left of it, hidden from a view that has not seen it),
    Yoshiyasu's two encounters."""
    if step in ROLLS:
        return "die", 1
    icon, count = HELD_BACKS.get(step or "", ("", 0))
    if step == rules.DRAW_MEALS:
        count = len(view.hand) + view.hidden_hand if view.hand_drawn else view.rules.meal_hand
    elif (step == rules.DRAW_ENCOUNTER and view.actor < len(view.journeys)
          and view.journeys[view.actor].ability == YOSHIYASU):
        count = rules.YOSHIYASU_DRAWS
    return icon, count
ROLLS = (rules.ROLL_GAMING_ROOM, rules.ROLL_FORTUNE, rules.ROLL_JIROCHO)


def confirm_label(step: str | None) -> str:
    """The main button's word for the held resolution: after what comes next."""
    labels = {
        rules.REVEAL_SOUVENIRS: word("open_market"),
        rules.DRAW_ENCOUNTER: word("meet_traveller"),
        rules.DRAW_HOT_SPRING: word("take_bath"),
        rules.DRAW_MEALS: word("see_meals"),
        rules.DEPART: word("set_off"),
        rules.DRAW_LUCKY_AMULET: word("draw_the_amulet"),
    }
    if step in ROLLS:
        return word("roll_die")
    return labels.get(step or "", word("go_on"))


def _held(table: Any, view: Any) -> DecisionSpec:
    step = view.step()
    label = confirm_label(step)
    seat = table.shown_seat
    journey = view.journeys[seat] if seat is not None else None
    spec = DecisionSpec("held", _held_title(view), seat, True,
                        coins=journey.coins if journey else None,
                        points=_points(view, seat) if journey else None,
                        colour=seat_colour(seat).name() if seat is not None else None,
                        main=Main(label, resolve=True, loud=True))
    icon, count = held_backs(view, step)
    spec.tiles = [TileSpec(f"back_{n}", icon, "", face_down=True) for n in range(count)]
    chosen = view.chosen[seat] if step == rules.DEPART and seat is not None else None
    if chosen and chosen != rules.HIDDEN:  # the traveller just kept, until everyone sets off
        coins = {t.id: t.coins for t in view.rules.data.travellers}.get(chosen)
        spec.tiles = [TileSpec(chosen, art.traveller_picture(chosen), texts.traveller_name(chosen),
                               texts.traveller_ability(chosen), purse=coins,
                               accent=spec.colour or "", chosen=True, info=True)]
        spec.caption = fill(word("held_message"), label)
    elif count:
        spec.caption = fill(word("held_roll_caption" if step in ROLLS else "held_caption"), label)
    else:
        spec.message = fill(word("held_message"), label)
    spec.hint = (fill(word("held_undo"), label) if table.can_undo()
                 else fill(word("held_final"), label))
    return spec


def _others_draw(table: Any, view: Any, pawn: int) -> DecisionSpec:
    """A computer player's own hidden draw, or the two-player neutral traveller's, held for the
    watching human's Undo: named as theirs, in their colour (never with the watcher's purse),
    and going on by itself; a lesson asks for the press."""
    names = table.seat_names
    neutral = pawn >= len(names)
    # A sentence starts with the neutral traveller's subject form ("The neutral traveller").
    subject = texts.tr(texts.NEUTRAL_SUBJECT) if neutral else names[pawn]
    label = confirm_label(view.step())
    spec = DecisionSpec("others_draw", fill(word("who_decides_what"),
                                            texts.pawn_name(pawn, names), _held_title(view)),
                        pawn, colour=pawn_colour(pawn, view.rules.neutral).name())
    icon, count = held_backs(view, view.step())
    spec.tiles = [TileSpec(f"back_{n}", icon, "", face_down=True) for n in range(count)]
    if table.others_draw_goes_on():
        # The hero says whose draw it is in one short line (a low hero left a longer one cut
        # under the cards); the bar below how to take a move back, without saying it again
        # (the Hungarian two sentences ended in "…" at 1024 × 700).
        spec.message = fill(word("others_draw"), subject)
        if table.can_undo():
            spec.hint = word("others_draw_undo")
        else:  # nobody plays the neutral traveller: the table waits for no one
            spec.hint = spec.message if neutral else fill(word("waiting_for"), subject)
    else:  # a lesson: the learner presses for it, as the lesson's bubble and the bar say
        spec.main = Main(label, resolve=True, loud=True)
        spec.message = fill(word("others_draw"), subject)
        spec.hint = fill(word("held_final"), label)
    return spec


def _held_title(view: Any) -> str:
    if view.step() == rules.DEPART:
        return texts.inn_name(view.rules.road.stops[0].inn or "kyoto")
    stop = view.stop[view.actor] if view.actor < len(view.stop) else 0
    kind = view.rules.kinds[stop]
    if kind == "inn":
        return texts.inn_name(view.rules.road.stops[stop].inn)
    return texts.stop_name(kind)


def _game_over(table: Any, view: Any) -> DecisionSpec:
    scores = view.scores()
    spec = DecisionSpec("game_over", word("edo_at_last"))
    spec.message = texts.winners_text(scores, table.seat_names, view) or ""
    if len(scores.winners) == 1:
        spec.seat = scores.winners[0]
        spec.colour = seat_colour(spec.seat).name()
        spec.points = scores.totals[spec.seat]
    spec.caption = word("game_over_caption")
    spec.hint = word("journey_over")
    return spec
