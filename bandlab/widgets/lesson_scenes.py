"""A lesson's scenes played out: the example of a scene as a ``Script``, and what a page of scenes shares.

No widgets here.  ``Script`` plays a scene's moves once (a move that is not legal fails at once); the
functions below read a scene dict of ``bandlab/lessons/<game>.py`` (``script_arguments``, ``setup_of``,
``narrate_start``) and count the rules a script quotes (``quoted_in_full``, ``rules_shown``), so that
``bandlab.widgets.lesson.lesson`` quotes each rule in full once per page and narrates a setup once.
"""

from bandlab.lessons import Task
from bandlab.widgets.narration import move_words

#: A scene's keys that are not the Lesson's own arguments.
SCENE_KEYS = {
    "title",
    "intro",
    "players",
    "seed",
    "options",
    "moves",
    "start",
    "viewer",
    "chart",
    "board",
    "narrate_start",
}


class Script:
    """The example played once: per step the position after it, its moves ((mover's name, move text), ...),
    events, note and task."""

    def __init__(self, game, moves, players=None, seed=0, intro="", viewer=None, **options):
        state = game.new(players or game.min_players, seed=seed, **options)
        self.states, self.events, self.notes = [state.clone()], [list(state.opening_events())], [intro]
        self.moves, self.movers, self.tasks, self.actions = [None], [None], [None], [None]
        for item in moves:
            texts, note, task = move_item(item)
            self.movers.append(state.current_player)
            self.tasks.append(task)
            self.notes.append(note)
            played, events, words = [], [], []
            for text in texts:
                action = game.parse_action(state, text)
                words.append(move_words(state, action, viewer))
                events += state.apply(action)
                played.append(action)
            self.states.append(state.clone())
            self.events.append(events)
            self.actions.append(tuple(played))
            self.moves.append(tuple(words))

    @property
    def length(self):
        """The number of steps (moves played, the scene-setting ones included)."""
        return len(self.states) - 1


def move_item(item):
    """A ``moves`` item as (move texts played as one step, note, task or None)."""
    if isinstance(item, Task):
        return [item.right[0]], item.note, item
    if isinstance(item, str):
        return [item], "", None
    if isinstance(item, list):
        return list(item), "", None
    if isinstance(item, tuple) and len(item) == 2:
        move, note = item
        return ([move] if isinstance(move, str) else list(move)), note, None
    raise ValueError(f"A lesson's move is a text, a (move, note) pair, a list of texts or a Task, not {item!r}.")


def narrated(script, start, narrate_start):
    """The steps whose events a reader sees: from ``start`` (itself only when it is narrated) to the end."""
    return range(start + (not narrate_start), script.length + 1)


def quoted_in_full(script, start, quoted=(), narrate_start=True):
    """{(step, event index)} whose rule is shown in full (its first showing on the page: ``quoted`` were
    shown before), and the page's number of every rule, in the order of first showing."""
    numbers, full = {rule: number for number, rule in enumerate(quoted, 1)}, set()
    for step in narrated(script, start, narrate_start):
        for index, event in enumerate(script.events[step]):
            if event.rule and event.rule not in numbers:
                numbers[event.rule] = len(numbers) + 1
                full.add((step, index))
    return full, numbers


def rules_shown(script, start, narrate_start=True):
    """Every rule the example quotes from ``start`` on, in full or as a reference, in order of first showing."""
    rules = (
        event.rule for step in narrated(script, start, narrate_start) for event in script.events[step] if event.rule
    )
    return list(dict.fromkeys(rules))


def script_arguments(scene):
    """The arguments of ``Script`` from a scene dict."""
    return dict(
        moves=scene["moves"],
        players=scene.get("players"),
        seed=scene.get("seed", 0),
        intro=scene.get("intro", ""),
        viewer=scene.get("viewer"),
        **(scene.get("options") or {}),
    )


def setup_of(scene):
    """What a scene's starting position depends on (two scenes with the same one open alike)."""
    return (scene.get("players"), scene.get("seed", 0), repr(sorted((scene.get("options") or {}).items())))


def narrate_start(scene, setups):
    """Whether a scene narrates its starting step: only from the table's setup, only the first time, and not
    when the scene says ``narrate_start=False`` (a set table the page has already described)."""
    return scene.get("narrate_start", True) and scene.get("start", 0) == 0 and setup_of(scene) not in setups
