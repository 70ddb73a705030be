"""What happened, in words a seat may read: the HTML of a stepper's narration, status and summary.

Pure functions, no widgets, each told its ``viewer`` (a seat, or None for the teacher who sees
every hand).  An action is told with ``State.action_text`` of the state it was played from and an
event with ``Event.text_for``, so a seat never reads a card hidden from it (fair play, issue 20).

The lesson (``bandlab.widgets.lesson``) says the same things with the same functions: who chose what
(``move_words``), each event (``event_text``) and the list of events (``events_html``, given the lesson's
own numbered rule quotes).  A lesson that shows the table as one seat narrates a move with
``step_html(before, action, events, viewer)`` (or only the events with ``events_html(events, viewer)``).
"""

import html

from bandlab.core.protocol import winners_phrase

#: Steps narrated at most after one move that went several steps.
MAX_NARRATED = 40
#: Events told per bot step in the "since your move" summary.
SUMMARY_EVENTS = 2
#: How each kind of actor reads after the mover's name (the timeline's BOT / YOU / RECORD).
ACTOR_WORDS = {"you": "you", "record": "record", "bot": "bot"}
RULE_STYLE = "color:#595959;font-size:12px"  # 7:1 on white (#777 is 4.48:1, under AA)
SUMMARY_STYLE = "border-left:4px solid #0072B2;background:#f3f7fb;padding:4px 10px;margin:4px 0"


def mover_name(before):
    """The name of the seat to act in ``before``."""
    return before.names[before.current_player]


def move_words(before, action, viewer=None):
    """(mover's name, move text): who chose what from ``before``, as ``viewer`` may read it (the stepper's
    "Bob chose ..." and the lesson's "Bob — ..." both say it with these words)."""
    return mover_name(before), before.action_text(action, viewer)


def event_text(event, viewer=None):
    """An event's sentence as ``viewer`` may read it."""
    return event.text_for(viewer)


def chose_text(before, action, viewer=None):
    """``Bob chose keep one card and pass the other face down.``: the move as ``viewer`` may read it."""
    mover, text = move_words(before, action, viewer)
    return f"{mover} chose {text}."


def step_texts(before, action, events, viewer=None):
    """The plain sentences a step shows ``viewer``: who chose what, then each event."""
    return [chose_text(before, action, viewer)] + [event_text(event, viewer) for event in events]


def quote_once(events):
    """The stepper's rule under each event (HTML): quoted in full, but a rule two events of one step apply
    is quoted once (the second says "as above")."""
    quoted, rules = set(), []
    for event in events:
        rule = ""
        if event.rule:
            rule = "as above." if event.rule in quoted else html.escape(event.rule)
            quoted.add(event.rule)
            rule = f"<br><span style='{RULE_STYLE}'>Rule: {rule}</span>"
        rules.append(rule)
    return rules


def events_html(events, viewer=None, rules=None):
    """Events as an HTML list as ``viewer`` may read them, each followed by its rule's HTML from ``rules``
    (one per event; default ``quote_once``: a lesson passes its own, numbered quotes)."""
    rules = quote_once(events) if rules is None else rules
    items = [
        f"<li style='margin-bottom:4px'>{html.escape(event_text(event, viewer))}{rule}</li>"
        for event, rule in zip(events, rules)
    ]
    return f"<ul class='bandlab-events' style='padding-left:18px;margin:6px 0'>{''.join(items)}</ul>"


def step_head_html(before, action, viewer=None, step=None, actor="bot"):
    """``Step 3: Bob (bot) chose <b>...</b>.``: one step's first line (without ``Step n:`` when ``step`` is None)."""
    where = "" if step is None else f"Step {step}: "
    mover, text = move_words(before, action, viewer)
    return f"{where}{html.escape(mover)} ({ACTOR_WORDS.get(actor, actor)}) chose <b>{html.escape(text)}</b>."


def step_html(before, action, events, viewer=None, step=None, actor="bot"):
    """One step as ``viewer`` may read it: who chose what, then its events with their rules."""
    return f"<div>{step_head_html(before, action, viewer, step, actor)}</div>{events_html(events, viewer)}"


def setup_html(first, events, viewer=None):
    """Step 0: the setup and its opening events."""
    return f"<div>Setup: {first.players} players, seed {first.seed}.</div>{events_html(events, viewer)}"


def line_step_html(line, step, viewer=None, actor="bot"):
    """Step ``step`` of a timeline line as ``viewer`` may read it."""
    if step == 0:
        return setup_html(line.states[0], line.events[0], viewer)
    return step_html(line.states[step - 1], line.actions[step - 1], line.events[step], viewer, step, actor)


def narration_html(line, first, last, viewer=None, actor_of=lambda step: "bot"):
    """Steps ``first`` to ``last`` of ``line`` (at most MAX_NARRATED, the latest) in one narration box."""
    first = max(first, last - MAX_NARRATED + 1, 0)
    parts = [line_step_html(line, step, viewer, actor_of(step)) for step in range(first, last + 1)]
    return "<div class='bandlab-narration'>" + "".join(parts) + "</div>"


def summary_item_html(before, action, events, viewer=None):
    """One bot step of the summary: its first events, or who chose what when it had none."""
    texts = [event_text(event, viewer) for event in events[:SUMMARY_EVENTS]]
    more = " …" if len(events) > SUMMARY_EVENTS else ""
    said = " ".join(texts) or chose_text(before, action, viewer)
    return f"<li>{html.escape(said)}{more}</li>"


def since_your_move_html(line, step, seats, viewer=None):
    """What the bots did since the person's last move (before it: since the start), shortly, as ``viewer``
    may read it. Empty when nobody plays a seat here or no bot has moved since."""
    if not seats:
        return ""
    mine = [k for k in range(1, step + 1) if line.states[k - 1].current_player in seats]
    since = mine[-1] if mine else 0
    if since == step:
        return ""
    items = [
        summary_item_html(line.states[k - 1], line.actions[k - 1], line.events[k], viewer)
        for k in range(since + 1, step + 1)
    ]
    head = "Before your first move"
    if since:
        _, own = move_words(line.states[since - 1], line.actions[since - 1], viewer)
        head = f"Since your move <b>{html.escape(own)}</b>"
    return (
        f"<div class='bandlab-since' style='{SUMMARY_STYLE}'>{head}:<ol style='margin:2px 0;padding-left:20px'>"
        f"{''.join(items[-MAX_NARRATED:])}</ol></div>"
    )


def scores_html(state):
    """``Alice 12, Bob 9``: each seat's score."""
    return ", ".join(f"{html.escape(state.names[p])} {s}" for p, s in enumerate(state.scores()))


def status_html(state, step, length, seats=(), lines=1, line_index=0):
    """Step, round, who is to act (you or a bot), or at the end the scores and who wins."""
    parts = [f"Step <b>{step}</b> of {length}"]
    if hasattr(state, "round"):
        parts.append(f"Round <b>{state.round}</b>")
    if state.is_over:
        winners = html.escape(winners_phrase(state.names, state.winners()))
        parts.append(f"Game over. Scores: {scores_html(state)}. <b>{winners}</b>")
    else:
        player = state.current_player
        parts.append(f"<b>{html.escape(state.names[player])}</b> ({'you' if player in seats else 'bot'}) to act")
    if lines > 1:
        parts.append(f"line {line_index + 1} of {lines}")
    return "<div class='bandlab-status'>" + " · ".join(parts) + "</div>"
